//! The grader: a table of positions, expected moves, answers and verdicts, one row per rule.

mod common;

use common::position;
use escaque_core::grade::{grade, Note, Profile, Reason, Verdict};
use escaque_core::{read_move, Illegal, Language};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// After 1.e4 d5: exd5 is a capture.
const SCANDI: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
/// Knights on b1 and f1, two rooks on the first rank.
const KNIGHTS: &str = "4k3/8/8/8/8/8/8/RN2KN1R w - - 0 1";
/// Knights on h2 and d4: both file and rank tell them apart (C.10.3.3).
const H2_D4: &str = "4k3/8/8/8/3N4/8/7N/4K3 w - - 0 1";
/// Fool's mate is one move away: Qh4#.
const FOOL: &str = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
/// En passant: exd6.
const EP: &str = "rnbqkb1r/ppp2ppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 4";
/// Promotion on d8 with check.
const PROMO: &str = "k7/3P4/8/8/8/8/8/4K3 w - - 0 1";

/// FEN, expected UCI, answer, language, profile, verdict, notes, reason.
type Row = (
    &'static str,
    &'static str,
    &'static str,
    Language,
    Profile,
    Verdict,
    Vec<Note>,
    Option<Reason>,
);

#[test]
fn grading_table() {
    use Profile::{Fide, Strict};
    use Verdict::{Correct, CorrectWithNotes, Wrong};
    #[rustfmt::skip]
    let rows: Vec<Row> = vec![
        (START, "g1f3", "Cf3", Language::Es, Fide, Correct, vec![], None),
        (START, "g1f3", "Cf3", Language::Es, Strict, Correct, vec![], None),
        (START, "g1f3", "Cg1f3", Language::Es, Fide, CorrectWithNotes, vec![Note::LongForm], None),
        (START, "g1f3", "Cg1-f3", Language::Es, Fide, CorrectWithNotes, vec![Note::LongForm, Note::Hyphen], None),
        (START, "g1f3", "Cg1f3", Language::Es, Strict, Wrong, vec![Note::LongForm], Some(Reason::NotCanonical)),
        (START, "g1f3", "Cgf3", Language::Es, Fide, CorrectWithNotes, vec![Note::NeedlessDisambiguation], None),
        (START, "g1f3", "Nf3", Language::Es, Fide, Wrong, vec![], Some(Reason::WrongPieceLetter { letters_of: Language::En })),
        (START, "g1f3", "Sf3", Language::Es, Fide, Wrong, vec![], Some(Reason::WrongPieceLetter { letters_of: Language::De })),
        (START, "g1f3", "Ch3", Language::Es, Fide, Wrong, vec![], Some(Reason::WrongSquare { to: "f3".parse().unwrap(), written: "h3".parse().unwrap() })),
        (START, "g1f3", "f3", Language::Es, Fide, Wrong, vec![], Some(Reason::PieceLetterMissing)),
        (START, "g1f3", "g1f3", Language::Es, Fide, Wrong, vec![Note::LongForm], Some(Reason::PieceLetterMissing)),
        (START, "g1f3", "Cxf3", Language::Es, Fide, Wrong, vec![], Some(Reason::CaptureMarkWrong)),
        (START, "g1f3", "Cf3+", Language::Es, Fide, Wrong, vec![], Some(Reason::CheckMarkWrong { written: escaque_core::san::Suffix::Check })),
        (START, "e2e4", "e4", Language::Es, Fide, Correct, vec![], None),
        (START, "e2e4", "Pe4", Language::Es, Fide, Wrong, vec![], Some(Reason::PawnLetter)),
        (START, "e2e4", "e2e4", Language::Es, Fide, CorrectWithNotes, vec![Note::LongForm], None),
        (START, "e2e4", "e5", Language::Es, Fide, Wrong, vec![], Some(Reason::WrongSquare { to: "e4".parse().unwrap(), written: "e5".parse().unwrap() })),
        (START, "e2e4", "Ce4", Language::Es, Fide, Wrong, vec![], Some(Reason::WrongPiece { written: escaque_core::Role::Knight, role: escaque_core::Role::Pawn })),
        (SCANDI, "e4d5", "exd5", Language::Es, Fide, Correct, vec![], None),
        (SCANDI, "e4d5", "ed5", Language::Es, Fide, CorrectWithNotes, vec![Note::CaptureMarkMissing], None),
        (SCANDI, "e4d5", "ed5", Language::Es, Strict, Wrong, vec![Note::CaptureMarkMissing], Some(Reason::NotCanonical)),
        (SCANDI, "e4d5", "e4xd5", Language::Es, Fide, CorrectWithNotes, vec![Note::LongForm], None),
        (KNIGHTS, "b1d2", "Cbd2", Language::Es, Fide, Correct, vec![], None),
        (KNIGHTS, "b1d2", "C1d2", Language::Es, Fide, Wrong, vec![], Some(Reason::Ambiguous { candidates: vec!["b1d2".parse().unwrap(), "f1d2".parse().unwrap()] })),
        (KNIGHTS, "b1d2", "Cd2", Language::Es, Fide, Wrong, vec![], Some(Reason::Ambiguous { candidates: vec!["b1d2".parse().unwrap(), "f1d2".parse().unwrap()] })),
        (H2_D4, "h2f3", "Chf3", Language::Es, Fide, Correct, vec![], None),
        (H2_D4, "h2f3", "C2f3", Language::Es, Fide, CorrectWithNotes, vec![Note::RankWhereFileSuffices], None),
        (FOOL, "d8h4", "Dh4#", Language::Es, Fide, Correct, vec![], None),
        (FOOL, "d8h4", "Dh4++", Language::Es, Fide, CorrectWithNotes, vec![Note::DoublePlusMate], None),
        (FOOL, "d8h4", "Dh4++", Language::Es, Strict, Wrong, vec![Note::NonCanonicalMark], Some(Reason::NotCanonical)),
        (FOOL, "d8h4", "Dh4", Language::Es, Fide, CorrectWithNotes, vec![Note::MateMarkMissing], None),
        (FOOL, "d8h4", "Dh4+", Language::Es, Fide, CorrectWithNotes, vec![Note::MateMarkMissing], None),
        (EP, "e5d6", "exd6", Language::Es, Fide, Correct, vec![], None),
        (EP, "e5d6", "exd6 a.p.", Language::Es, Fide, CorrectWithNotes, vec![Note::EnPassantMark], None),
        (EP, "e5d6", "exd6a.p.", Language::Es, Fide, CorrectWithNotes, vec![Note::EnPassantMark], None),
        (EP, "e5d6", "exd6 a.p.", Language::Es, Strict, Wrong, vec![Note::NonCanonicalMark], Some(Reason::NotCanonical)),
        (PROMO, "d7d8q", "d8D+", Language::Es, Fide, Correct, vec![], None),
        (PROMO, "d7d8q", "d8=D+", Language::Es, Fide, CorrectWithNotes, vec![Note::PromotionSpelling], None),
        (PROMO, "d7d8q", "d8+", Language::Es, Fide, Wrong, vec![], Some(Reason::MissingPromotion)),
        (PROMO, "d7d8q", "d8=Q+", Language::En, Fide, Correct, vec![], None),
        (PROMO, "d7d8q", "d8Q+", Language::En, Fide, CorrectWithNotes, vec![Note::PromotionSpelling], None),
        (PROMO, "d7d8q", "d8D#", Language::Es, Fide, Wrong, vec![], Some(Reason::MateMarkWrong { written: escaque_core::san::Suffix::Mate })),
        (KNIGHTS, "e1d2", "0-0", Language::Es, Fide, Wrong, vec![], Some(Reason::Illegal(Illegal::NoCastlingRight { side: escaque_core::san::CastlingSide::King }))),
    ];
    for (fen, uci, answer, lang, profile, verdict, notes, reason) in rows {
        let pos = position(fen);
        let expected =
            read_move(&pos, uci, Language::En).unwrap_or_else(|e| panic!("{fen} {uci}: {e}"));
        let got = grade(&pos, expected, answer, lang, profile);
        assert_eq!(
            (got.verdict, &got.notes, &got.reason),
            (verdict, &notes, &reason),
            "{fen} {uci} {answer:?} {profile:?}"
        );
    }
}

#[test]
fn castling_forms() {
    let pos = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = read_move(&pos, "e1g1", Language::En).unwrap();
    assert_eq!(
        grade(&pos, short, "0-0", Language::Es, Profile::Strict).verdict,
        Verdict::Correct
    );
    let o = grade(&pos, short, "O-O", Language::Es, Profile::Fide);
    assert_eq!(
        (o.verdict, o.notes),
        (Verdict::CorrectWithNotes, vec![Note::CastlingSpelling])
    );
    assert_eq!(
        grade(&pos, short, "O-O", Language::En, Profile::Strict).verdict,
        Verdict::Correct
    );
    assert_eq!(
        grade(&pos, short, "0-0", Language::En, Profile::Fide).notes,
        vec![Note::CastlingSpelling]
    );
    assert_eq!(
        grade(&pos, short, "0-0-0", Language::Es, Profile::Fide).reason,
        Some(Reason::DifferentMove {
            played: "e1c1".parse().unwrap()
        })
    );
}

/// An answer to another square than the move shown is told that first, whatever else the
/// text means there: a pinned, blocked or missing piece, a legal other move. (Before, `Ae4`
/// for `Ae5` was explained by the bishop on f3 being pinned.) An answer to the right square
/// keeps its own reason.
#[test]
fn an_answer_to_another_square_is_told_the_square_first() {
    /// The bishop on c3 goes to e5; the one on f3 could go to e4 but is pinned by d1.
    const PINNED: &str = "8/k7/8/7K/8/2B2B2/8/3b4 w - - 0 1";
    /// The bishop on h1 would go to e4, but the pawn on g2 is in the way.
    const BLOCKED: &str = "8/k7/8/8/8/2B5/6P1/4K2B w - - 0 1";
    /// No bishop can go to e4.
    const ONE_BISHOP: &str = "8/k7/8/8/8/2B5/8/4K3 w - - 0 1";
    /// The bishop on f3 may go to e4.
    const FREE: &str = "8/k7/8/8/8/2B2B2/8/4K3 w - - 0 1";
    /// Bishops on c3 and g3 both reach e5.
    const TWO_DARK: &str = "8/k7/8/8/8/2B3B1/8/4K3 w - - 0 1";
    let square = |name: &str| name.parse().unwrap();
    let wrong_square = |to, written| {
        Some(Reason::WrongSquare {
            to: square(to),
            written: square(written),
        })
    };
    #[rustfmt::skip]
    let rows: Vec<(&str, &str, &str, Option<Reason>)> = vec![
        // Before: the pin (illegal_king_in_check).
        (PINNED, "c3e5", "Ae4", wrong_square("e5", "e4")),
        // Before: the pawn on g2 (illegal_path_blocked).
        (BLOCKED, "c3e5", "Ae4", wrong_square("e5", "e4")),
        // Before: no bishop reaches e4 (illegal_cannot_reach).
        (ONE_BISHOP, "c3e5", "Ae4", wrong_square("e5", "e4")),
        // Before: another move (different_move), quoted as "Ae4".
        (FREE, "c3e5", "Ae4", wrong_square("e5", "e4")),
        (FREE, "c3e5", "Axf6", wrong_square("e5", "f6")),
        (FREE, "c3e5", "Ac3d4", wrong_square("e5", "d4")),
        // Another piece too: both said (the bishop, to e5; not the knight, to e4).
        (FREE, "c3e5", "Ce4", Some(Reason::WrongPieceAndSquare { role: escaque_core::Role::Bishop, to: square("e5"), written_role: escaque_core::Role::Knight, written: square("e4") })),
        (FREE, "c3e5", "Ae4+", wrong_square("e5", "e4")),
        (START, "e2e4", "e3", wrong_square("e4", "e3")),
        (START, "e2e4", "d4", wrong_square("e4", "d4")),
        (START, "g1f3", "Cd2", wrong_square("f3", "d2")),
        // The right square: the answer's own reason; a piece that cannot go there at all, its letter.
        (ONE_BISHOP, "c3e5", "Ce5", Some(Reason::WrongPiece { written: escaque_core::Role::Knight, role: escaque_core::Role::Bishop })),
        (FREE, "c3e5", "Af5", wrong_square("e5", "f5")),
        ("8/k7/8/8/8/2B5/8/1N2K3 w - - 0 1", "c3e5", "Ce5", Some(Reason::WrongPiece { written: escaque_core::Role::Knight, role: escaque_core::Role::Bishop })),
        (TWO_DARK, "c3e5", "Ae5", Some(Reason::Ambiguous { candidates: vec!["c3e5".parse().unwrap(), "g3e5".parse().unwrap()] })),
        (TWO_DARK, "c3e5", "Age5", Some(Reason::DifferentMove { played: "g3e5".parse().unwrap() })),
        (TWO_DARK, "c3e5", "Ag3e5", Some(Reason::DifferentMove { played: "g3e5".parse().unwrap() })),
        // Castling writes no square: its own reasons.
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "0-0-0", Some(Reason::DifferentMove { played: "e1c1".parse().unwrap() })),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "Rg1", Some(Reason::Illegal(Illegal::CastlingAsKingMove { side: escaque_core::san::CastlingSide::King }))),
        // A slip that, spelt right, is the move shown is still named as such.
        (START, "g1f3", "C3f", Some(Reason::Syntax(escaque_core::san::SyntaxError { kind: escaque_core::san::SyntaxErrorKind::ReversedSquare { square: square("f3") }, span: 1..3 }))),
    ];
    for (fen, uci, answer, reason) in rows {
        let pos = position(fen);
        let expected = read_move(&pos, uci, Language::En).unwrap_or_else(|e| panic!("{uci}: {e}"));
        let got = grade(&pos, expected, answer, Language::Es, Profile::Fide);
        assert_eq!(
            (got.verdict, &got.reason),
            (Verdict::Wrong, &reason),
            "{fen} {uci} {answer:?}"
        );
    }
}

/// The mistakes students make (`tests/data/grader_mistakes.tsv`, drawn from the seeds' rules):
/// each gets its verdict, its reason code (`+` the codes of its other mistakes, in order) and its
/// notes. The app's tests check the sentences.
#[test]
fn the_mistakes_students_make_get_the_reason_that_names_them() {
    let rows = common::tsv("grader_mistakes.tsv");
    assert!(rows.len() >= 40, "{} rows", rows.len());
    let mut wrong = Vec::new();
    for row in rows {
        let [fen, uci, answer, lang, profile, verdict, reason, notes, ..] = &row[..] else {
            panic!("short row {row:?}")
        };
        let pos = position(fen);
        let expected = read_move(&pos, uci, Language::En).unwrap_or_else(|e| panic!("{uci}: {e}"));
        let lang: Language = lang.parse().unwrap();
        let profile = match profile.as_str() {
            "fide" => Profile::Fide,
            "strict" => Profile::Strict,
            other => panic!("profile {other}"),
        };
        let got = grade(&pos, expected, answer, lang, profile);
        let verdict = match verdict.as_str() {
            "correct" => Verdict::Correct,
            "accepted" => Verdict::CorrectWithNotes,
            "wrong" => Verdict::Wrong,
            other => panic!("verdict {other}"),
        };
        // `piece_letter_lowercase+ambiguous`: the reason, then what is also wrong.
        let code = got
            .reason
            .iter()
            .chain(&got.also)
            .map(|r| r.kind().code())
            .collect::<Vec<_>>()
            .join("+");
        let code = if code.is_empty() {
            "-".to_string()
        } else {
            code
        };
        let code = code.as_str();
        let got_notes: Vec<&str> = got.notes.iter().map(|n| n.code()).collect();
        let got_notes = if got_notes.is_empty() {
            "-".to_string()
        } else {
            got_notes.join(",")
        };
        if (got.verdict, code, got_notes.as_str()) != (verdict, reason.as_str(), notes.as_str()) {
            wrong.push(format!(
                "{fen} {uci} {answer:?} in {lang}: {:?} {code} {got_notes}, not {reason} {notes}",
                got.verdict
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "rows graded otherwise:\n{}",
        wrong.join("\n")
    );
}

/// Every "did you mean" is a legal move of the position, the expected move first when it is
/// one (a drill, whose verdict writes it, then shows none): over the mistakes table, and over each of its answers changed
/// the ways students slip (first letter in the other case, a letter left out, doubled, an `x`
/// put in), in every notation language.
#[test]
fn every_suggestion_is_a_legal_move_the_expected_one_first() {
    let mut graded = 0;
    for row in common::tsv("grader_mistakes.tsv") {
        let [fen, uci, answer, ..] = &row[..] else {
            panic!("short row {row:?}")
        };
        let pos = position(fen);
        let expected = read_move(&pos, uci, Language::En).unwrap_or_else(|e| panic!("{uci}: {e}"));
        let legal: Vec<_> = pos.legal_moves().collect();
        let chars: Vec<char> = answer.chars().collect();
        let mut answers = vec![answer.clone()];
        if let Some((first, rest)) = chars.split_first() {
            let rest: String = rest.iter().collect();
            answers.push(first.to_lowercase().chain(rest.chars()).collect());
            answers.push(first.to_uppercase().chain(rest.chars()).collect());
        }
        for at in 0..chars.len() {
            let mut left_out = chars.clone();
            left_out.remove(at);
            answers.push(left_out.into_iter().collect());
            let mut doubled = chars.clone();
            doubled.insert(at, chars[at]);
            answers.push(doubled.into_iter().collect());
            let mut with_x = chars.clone();
            with_x.insert(at, 'x');
            answers.push(with_x.into_iter().collect());
        }
        for lang in Language::ALL {
            for text in &answers {
                let got = grade(&pos, expected, text, lang, Profile::Fide);
                graded += 1;
                for mv in &got.suggestions {
                    assert!(
                        legal.contains(mv),
                        "{fen} {text:?} in {lang}: {mv} is illegal"
                    );
                }
                // The move asked, when suggested, comes first (the likeliest meant).
                if got.suggestions.contains(&expected) {
                    assert_eq!(got.suggestions[0], expected, "{fen} {text:?} in {lang}");
                }
            }
        }
    }
    assert!(graded > 1000, "{graded} answers");
}

/// An answer with two mistakes gets both: the reason names the first, `also` what is still
/// wrong once it is put right (the case, then the ambiguity; the letter, then the false `x`;
/// the king's letter in lower case, then castling written as the king's move).
#[test]
fn an_answer_with_two_mistakes_gets_both() {
    use escaque_core::san::CastlingSide;
    const ROOKS_C1: &str = "4k3/8/8/8/8/8/5PPP/R4RK1 w - - 0 1";
    const KNIGHTS_D2: &str = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    const QUEEN: &str = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1";
    const CASTLE: &str = "r3k2r/pppq1ppp/2n2n2/8/8/2N2N2/PPPQ1PPP/R3K2R b KQkq - 0 1";
    let at = |fen: &str, uci: &str| {
        let pos = position(fen);
        let mv = read_move(&pos, uci, Language::En).unwrap();
        (pos, mv)
    };
    for (fen, uci, answer, lang, first, second) in [
        (
            ROOKS_C1,
            "a1c1",
            "tc1",
            Language::Es,
            "piece_letter_lowercase",
            "ambiguous",
        ),
        (
            KNIGHTS_D2,
            "b1d2",
            "cd2",
            Language::Es,
            "piece_letter_lowercase",
            "ambiguous",
        ),
        (
            KNIGHTS_D2,
            "b1d2",
            "nd2",
            Language::En,
            "piece_letter_lowercase",
            "ambiguous",
        ),
        (
            QUEEN,
            "d1b3",
            "xb3",
            Language::Es,
            "piece_letter_missing",
            "capture_mark_wrong",
        ),
        (
            CASTLE,
            "e8g8",
            "rg8",
            Language::Es,
            "piece_letter_lowercase",
            "castling_as_king_move",
        ),
        (
            CASTLE,
            "e8g8",
            "kg8",
            Language::En,
            "piece_letter_lowercase",
            "castling_as_king_move",
        ),
        (
            CASTLE,
            "e8c8",
            "kc8",
            Language::En,
            "piece_letter_lowercase",
            "castling_as_king_move",
        ),
    ] {
        let (pos, mv) = at(fen, uci);
        let got = grade(&pos, mv, answer, lang, Profile::Fide);
        let codes: Vec<&str> = got.also.iter().map(|r| r.kind().code()).collect();
        assert_eq!(
            (
                got.verdict,
                got.reason.as_ref().map(|r| r.kind().code()),
                codes
            ),
            (Verdict::Wrong, Some(first), vec![second]),
            "{answer} in {lang}"
        );
        assert!(
            got.suggestions.is_empty(),
            "{answer}: {:?}",
            got.suggestions
        );
    }
    let (pos, mv) = at(CASTLE, "e8g8");
    let got = grade(&pos, mv, "rg8", Language::Es, Profile::Fide);
    assert_eq!(
        got.also,
        [Reason::Illegal(Illegal::CastlingAsKingMove {
            side: CastlingSide::King
        })]
    );
    // One mistake, one reason: `Cd2` with one knight, in lower case.
    let (pos, mv) = at("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "b1d2");
    assert!(grade(&pos, mv, "cd2", Language::Es, Profile::Fide)
        .also
        .is_empty());
}
