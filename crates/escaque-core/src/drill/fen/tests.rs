use super::*;
use crate::drill::content::Content;
use crate::drill::moves::{drawn_positions as drawn, positions_from_content as from_content};
use crate::drill::rng::Rng;
use crate::drill::Prompt;
use crate::read_move;
use crate::Language;

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn man(c: char) -> Option<Man> {
    man_of_letter(c)
}

/// Each kind of mistake, and the field (and rank) it is named by: the first wrong field.
#[test]
fn each_mistake_names_its_field_and_rank() {
    // Black to move after 1.e4 c5 2.Nf3 d6 3.d4: no capture possible on d3, so both `d3` and
    // `-` are right.
    let fen = "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3";
    let before = position("rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
    let d4 = read_move(&before, "d4", Language::En).unwrap();
    let asked = FenAnswer::of(&before.play(d4), Some(d4));
    assert_eq!(asked.fen(), fen);
    assert!(!asked.en_passant_capturable);
    let square = |square, token: &str, written, actual| RankProblem::Square {
        square,
        token: token.into(),
        written,
        actual,
    };
    let rank = |rank, problem| Some(FenMistake::Rank { rank, problem });
    for (written, expected) in [
        (fen, None),
        // The en passant square only when a pawn can take: right too.
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3",
            None,
        ),
        // Spaces do not count.
        (
            "  rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R   b KQkq d3 0 3 ",
            None,
        ),
        // Rank 6: 8 where a black pawn stands on d6.
        (
            "rnbqkbnr/pp2pppp/8/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3",
            rank(6, square(Square::D6, "8", None, man('p'))),
        ),
        // A white pawn (capital) for a black one.
        (
            "rnbqkbnr/pp2pppp/3P4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3",
            rank(6, square(Square::D6, "P", man('P'), man('p'))),
        ),
        // A piece where the square is empty.
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/4N3/PPP2PPP/RNBQKB1R b KQkq d3 0 3",
            rank(3, square(Square::E3, "N", man('N'), None)),
        ),
        // The Spanish knight's letter.
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5C2/PPP2PPP/RNBQKB1R b KQkq d3 0 3",
            rank(3, RankProblem::BadChar('C')),
        ),
        // Ranks of 7 and of 9 squares.
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N1/PPP2PPP/RNBQKB1R b KQkq d3 0 3",
            rank(3, RankProblem::Squares { count: 7 }),
        ),
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPPP/RNBQKB1R b KQkq d3 0 3",
            rank(2, RankProblem::Squares { count: 9 }),
        ),
        // Two digits for one run of empty squares.
        (
            "rnbqkbnr/pp2pppp/3p4/2p32/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3",
            rank(
                5,
                RankProblem::SplitDigits {
                    digits: "32".into(),
                },
            ),
        ),
        // Seven ranks.
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP b KQkq d3 0 3",
            Some(FenMistake::RankCount { count: 7 }),
        ),
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R/8 b KQkq d3 0 3",
            Some(FenMistake::RankCount { count: 9 }),
        ),
        // The other fields, each named.
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq d3 0 3",
            Some(FenMistake::SideToMove {
                written: "w".into(),
                white: false,
            }),
        ),
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b kqKQ d3 0 3",
            Some(FenMistake::Castling {
                written: "kqKQ".into(),
                expected: "KQkq".into(),
            }),
        ),
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d4 0 3",
            Some(FenMistake::EnPassant {
                written: "d4".into(),
                expected: "d3".into(),
            }),
        ),
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 1 3",
            Some(FenMistake::Halfmove {
                written: "1".into(),
                expected: 0,
            }),
        ),
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 4",
            Some(FenMistake::Fullmove {
                written: "4".into(),
                expected: 3,
            }),
        ),
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3",
            Some(FenMistake::MissingClocks),
        ),
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0",
            Some(FenMistake::Missing(FenField::Fullmove)),
        ),
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b",
            Some(FenMistake::Missing(FenField::Castling)),
        ),
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3 x",
            Some(FenMistake::ExtraFields { count: 7 }),
        ),
        // The first wrong field is named: the placement before the side to move.
        (
            "rnbqkbnr/pp2pppp/8/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R w - - 9 9",
            rank(6, square(Square::D6, "8", None, man('p'))),
        ),
        // The clocks are read as numbers, signs and letters refused.
        (
            "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 +0 3",
            Some(FenMistake::Halfmove {
                written: "+0".into(),
                expected: 0,
            }),
        ),
    ] {
        assert_eq!(grade_written(&asked, written), expected, "{written}");
        if let Some(mistake) = &expected {
            assert!(!mistake.to_string().is_empty());
        }
    }
}

#[test]
fn the_field_of_each_mistake() {
    for (mistake, field) in [
        (FenMistake::RankCount { count: 7 }, FenField::Placement),
        (
            FenMistake::SideToMove {
                written: "x".into(),
                white: true,
            },
            FenField::SideToMove,
        ),
        (FenMistake::MissingClocks, FenField::Halfmove),
        (FenMistake::Missing(FenField::Castling), FenField::Castling),
    ] {
        assert_eq!(mistake.field(), field);
    }
}

/// An en passant square a pawn can take is the only right answer there.
#[test]
fn a_capturable_en_passant_square_must_be_written() {
    let asked = FenAnswer::of(
        &position("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"),
        None,
    );
    assert!(asked.en_passant_capturable);
    let written = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
    assert_eq!(
        grade_written(&asked, written),
        Some(FenMistake::EnPassant {
            written: "-".into(),
            expected: "d6".into()
        })
    );
    assert_eq!(grade_written(&asked, &asked.fen()), None);
}

/// Set-up is graded square by square: every square that differs, and only those.
#[test]
fn set_up_names_every_wrong_square() {
    let asked = Placement::of(&position(
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
    ));
    assert_eq!(asked.count(), 32);
    assert!(asked.wrong_squares(&asked).is_empty());
    let mut board = asked;
    // A knight missing, a pawn of the wrong colour, a queen on the king's square, a man too
    // many.
    board.set(Square::G1, None);
    board.set(Square::E5, man('P'));
    board.set(Square::E1, man('Q'));
    board.set(Square::A4, man('n'));
    assert_eq!(
        board.wrong_squares(&asked),
        vec![Square::E1, Square::G1, Square::A4, Square::E5]
    );
    assert_eq!(Placement::EMPTY.wrong_squares(&asked).len(), 32);
    assert_eq!(
        board.field(),
        "rnbqkbnr/pppp1ppp/8/4P3/n3P3/8/PPPP1PPP/RNBQQB1R"
    );
}

/// The drills' prompts from the library are legal positions: their FEN, with the en passant
/// square after any double step, reads back as the same position, and the FEN is graded right.
#[test]
fn prompts_from_the_library_are_legal_positions() {
    let library =
        crate::library::Library::decode(include_bytes!("../../../../../assets/games.bin")).unwrap();
    let mut rng = Rng::new(7);
    let prompts = drawn(&library, &mut rng, 300).unwrap();
    assert_eq!(prompts.len(), 300);
    let mut double_steps = 0;
    for prompt in prompts {
        let Prompt::Position { position, last } = prompt else {
            panic!("{prompt:?}")
        };
        let asked = FenAnswer::of(&position, last);
        let fen = asked.fen();
        let read: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(read, position, "{fen}");
        assert_eq!(Placement::of(&read), asked.placement);
        assert_eq!(grade_written(&asked, &fen), None, "{fen}");
        assert_eq!(grade_written(&asked, &position.to_fen()), None, "{fen}");
        double_steps += usize::from(asked.en_passant.is_some());
    }
    assert!(double_steps > 0, "no double step among 300 positions");
}

#[test]
fn a_teachers_positions_and_game_are_asked_in_order() {
    let start = Position::default();
    let e4 = read_move(&start, "e4", Language::En).unwrap();
    let positions = Content::Positions(vec![(start, None), (start.play(e4), Some(e4))]);
    let prompts = from_content(&positions);
    assert_eq!(
        prompts,
        vec![
            Prompt::Position {
                position: start,
                last: None
            },
            Prompt::Position {
                position: start.play(e4),
                last: None
            }
        ]
    );
    let game = Content::Game {
        start,
        moves: vec![e4],
    };
    let prompts = from_content(&game);
    assert_eq!(prompts.len(), 1);
    let Prompt::Position { position, last } = prompts[0] else {
        panic!()
    };
    assert_eq!(
        FenAnswer::of(&position, last).fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
}

/// A FEN of five fields whose fields have shifted: the field left out is named, not the next
/// field's value as a wrong value of it.
#[test]
fn a_field_left_out_is_named_when_the_others_shift() {
    let asked = FenAnswer::of(&position("8/8/4k3/8/8/8/8/3B3K w - - 1 30"), None);
    let missing = |written: &str| grade_written(&asked, written);
    // The side to move left out: not "'-' should be 'w'".
    assert_eq!(
        missing("8/8/4k3/8/8/8/8/3B3K - - 1 30"),
        Some(FenMistake::Missing(FenField::SideToMove))
    );
    // Castling or en passant left out (both `-` here): one of them is named.
    assert!(matches!(
        missing("8/8/4k3/8/8/8/8/3B3K w - 1 30"),
        Some(FenMistake::Missing(
            FenField::Castling | FenField::EnPassant
        ))
    ));
    // Only the move number left out: named as before.
    assert_eq!(
        missing("8/8/4k3/8/8/8/8/3B3K w - - 1"),
        Some(FenMistake::Missing(FenField::Fullmove))
    );
    // A wrong value that looks like its field stays a wrong value.
    assert!(matches!(
        missing("8/8/4k3/8/8/8/8/3B3K b - - 1 30"),
        Some(FenMistake::SideToMove { .. })
    ));
    assert!(matches!(
        missing("8/8/4k3/8/8/8/8/3B3K x - - 1 30"),
        Some(FenMistake::SideToMove { .. })
    ));
    // With castling rights, the one left out is the one whose absence leaves the rest right.
    let asked = FenAnswer::of(&position("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 4 20"), None);
    assert_eq!(
        grade_written(&asked, "r3k2r/8/8/8/8/8/8/R3K2R b - 4 20"),
        Some(FenMistake::Missing(FenField::Castling))
    );
    assert_eq!(
        grade_written(&asked, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq 4 20"),
        Some(FenMistake::Missing(FenField::EnPassant))
    );
    assert_eq!(
        grade_written(&asked, "r3k2r/8/8/8/8/8/8/R3K2R KQkq - 4 20"),
        Some(FenMistake::Missing(FenField::SideToMove))
    );
}

/// set-up: a board set up upside down (White at the top) is said to be so, not 36 squares.
#[test]
fn a_board_set_up_upside_down_is_named() {
    let expected = Placement::of(&position(
        "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3",
    ));
    assert_eq!(expected.grade(&expected), None);
    // Turned round, as seen from Black's side.
    assert_eq!(
        expected.rotated().grade(&expected),
        Some(SetUpMistake::UpsideDown)
    );
    // The FEN's ranks set up from the bottom: rank 8's men on rank 1, files kept.
    let reversed = expected.ranks_reversed();
    assert_eq!(reversed.get(Square::E1), Some((Role::King, false)));
    assert_eq!(reversed.get(Square::E8), Some((Role::King, true)));
    assert_eq!(reversed.grade(&expected), Some(SetUpMistake::UpsideDown));
    assert_eq!(reversed.ranks_reversed(), expected);
    assert_eq!(expected.rotated().rotated(), expected);
    // Anything else: its wrong squares.
    let mut one_off = expected;
    one_off.set(Square::F3, None);
    assert_eq!(
        one_off.grade(&expected),
        Some(SetUpMistake::Squares(vec![Square::F3]))
    );
    let mut almost = reversed;
    almost.set(Square::A1, None);
    assert!(matches!(
        almost.grade(&expected),
        Some(SetUpMistake::Squares(squares)) if squares.len() > 30
    ));
}

/// A teacher's FEN line has no last move: after 1.e4 written with `e3` (FEN's standard) or `-`
/// (what the position alone shows), both are right; a square no pawn can have crossed is not.
/// When the last move is known, only what it did is right.
#[test]
fn without_its_last_move_a_possible_double_step_square_is_right() {
    let after_e4 = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    let asked = FenAnswer::of(&after_e4, None);
    assert!(!asked.last_known);
    assert_eq!(asked.en_passant_field(), "-");
    let written = |ep: &str| {
        grade_written(
            &asked,
            &format!("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq {ep} 0 1"),
        )
    };
    assert_eq!(written("e3"), None);
    assert_eq!(written("-"), None);
    for wrong in ["d3", "e6", "E3", "e4"] {
        assert_eq!(
            written(wrong),
            Some(FenMistake::EnPassant {
                written: wrong.into(),
                expected: "-".into()
            }),
            "{wrong}"
        );
    }
    // White to move: a black pawn on d5 with d6 and d7 empty may just have come from d7.
    let asked = FenAnswer::of(
        &position("rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2"),
        None,
    );
    assert!(asked.may_have_double_stepped(Square::D6));
    assert!(!asked.may_have_double_stepped(Square::E6));
    // The last move known and not a double step (Nf3 after 1.e4 e5): `e3` is not right.
    let before = position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
    let nf3 = read_move(&before, "Nf3", Language::En).unwrap();
    let asked = FenAnswer::of(&before.play(nf3), Some(nf3));
    assert!(asked.last_known);
    assert!(grade_written(
        &asked,
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq e3 1 2"
    )
    .is_some());
    assert_eq!(
        grade_written(
            &asked,
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
        ),
        None
    );
}
