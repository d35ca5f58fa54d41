//! A teacher's content in a drill link: round trips on real games and positions, every kind of
//! bad link refused with its reason, and no panic on any text.

mod common;

use common::{data_path, tsv};
use escaque_core::chess::{ChessMove, Square, ALL_SQUARES};
use escaque_core::drill::content::{
    Content, ContentError, InputError, Location, MAX_GAME_PLIES, MAX_POSITIONS,
};
use escaque_core::game::{games, GameErrorKind};
use escaque_core::position::is_null;
use escaque_core::{FenError, Language, Position};
use proptest::prelude::*;

fn position(fen: &str) -> Position {
    common::position(fen)
}

fn uci(position: &Position, text: &str) -> ChessMove {
    position
        .legal_moves()
        .find(|m| m.to_string() == text)
        .unwrap_or_else(|| panic!("{text} in {position}"))
}

fn round_trip(content: &Content) {
    let text = content.to_string();
    assert!(
        text.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
        "{text}"
    );
    assert_eq!(text.parse::<Content>().as_ref(), Ok(content), "{text}");
    assert_eq!(content.text_length(), text.len());
    assert_eq!(content.validate(), Ok(()));
}

/// Every game of every PGN file in the test data (real games from TWIC, lichess and the test
/// suites of other readers) goes into a link and comes back move for move.
#[test]
fn every_corpus_game_round_trips() {
    let mut dir: Vec<_> = std::fs::read_dir(data_path("pgn"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    dir.sort();
    let mut games_checked = 0;
    let mut from_fen = 0;
    for path in dir {
        let bytes = std::fs::read(&path).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        for game in games(&text, Language::En).flatten() {
            if game.moves.is_empty()
                || game.moves.len() > MAX_GAME_PLIES
                || game.moves.iter().any(|m| is_null(m.mv))
            {
                continue;
            }
            let content = Content::Game {
                start: game.start,
                moves: game.moves.iter().map(|m| m.mv).collect(),
            };
            round_trip(&content);
            games_checked += 1;
            from_fen += usize::from(game.start != Position::default());
        }
    }
    assert!(games_checked > 1700, "{games_checked}");
    assert!(from_fen > 0);
}

/// Every legal move of every perft position that the core loads, each position with each of
/// its moves, packed 50 to a link.
#[test]
fn every_move_of_every_perft_position_round_trips() {
    let mut items: Vec<(Position, Option<ChessMove>)> = Vec::new();
    let mut positions = 0;
    for file in [
        "cpw_standard.epd",
        "perftsuite.epd",
        "shakmaty_tricky.epd",
        "chessjs_perft.epd",
    ] {
        for row in tsv(&format!("perft/{file}")) {
            let fen = row[0].split(';').next().unwrap().trim();
            let Ok(p) = fen.parse::<Position>() else {
                continue;
            };
            positions += 1;
            items.push((p, None));
            items.extend(p.legal_moves().map(|m| (p, Some(m))));
        }
    }
    assert!(positions > 100, "{positions}");
    for chunk in items.chunks(MAX_POSITIONS) {
        round_trip(&Content::Positions(chunk.to_vec()));
    }
}

/// One game in six notations (pgn-extract's parallel test files): each reads, with the
/// language found automatically, into the same content; its positions as FEN lines with UCI
/// moves make the positions of the game.
#[test]
fn a_game_in_any_notation_makes_the_same_content() {
    let rows = tsv("pgn_extract_barnes_horton_parallel.tsv");
    let start = position(&rows[0][1]);
    let mut at = start;
    let moves: Vec<ChessMove> = rows
        .iter()
        .map(|r| {
            let mv = uci(&at, &r[2]);
            at = at.play(mv);
            mv
        })
        .collect();
    let expected = Content::Game { start, moves };
    for column in 3..rows[0].len() {
        let text: String = rows
            .iter()
            .map(|r| r[column].as_str())
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(
            Content::from_game_text(&text, None),
            Ok(expected.clone()),
            "{text}"
        );
    }
    let lines: Vec<String> = rows
        .iter()
        .take(MAX_POSITIONS)
        .map(|r| format!("{} {}", r[1], r[2]))
        .collect();
    let Ok(Content::Positions(items)) = Content::from_fen_lines(&lines.join("\n"), None) else {
        panic!("FEN lines refused");
    };
    assert_eq!(items.len(), MAX_POSITIONS.min(rows.len()));
    let Content::Game { moves, .. } = &expected else {
        unreachable!()
    };
    for (i, (_, mv)) in items.iter().enumerate() {
        assert_eq!(*mv, Some(moves[i]));
    }
}

/// Spanish moves written by others (SCID's Spanish ECO file), each after its FEN, read both
/// as Spanish and in automatic mode.
#[test]
fn spanish_fen_lines_read_their_moves() {
    let rows: Vec<Vec<String>> = tsv("multilang_parse.tsv")
        .into_iter()
        .filter(|r| r[4] == "es")
        .collect();
    assert!(rows.len() > 100);
    for chunk in rows.chunks(MAX_POSITIONS).take(20) {
        let text: Vec<String> = chunk.iter().map(|r| format!("{} {}", r[0], r[1])).collect();
        let text = text.join("\n");
        let content = Content::from_fen_lines(&text, Some(Language::Es)).unwrap();
        let Content::Positions(items) = &content else {
            panic!("not positions")
        };
        for ((p, mv), row) in items.iter().zip(chunk) {
            assert_eq!(
                mv.map(|m| m.to_string()).as_deref(),
                Some(row[2].as_str()),
                "{p}"
            );
        }
        round_trip(&content);
    }
}

#[test]
fn a_spanish_game_is_read_and_its_errors_are_located() {
    let spanish = "1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 Cgf6 6.Cd6# 1-0";
    let english = "1.e4 c6 2.d4 d5 3.Nc3 dxe4 4.Nxe4 Nd7 5.Qe2 Ngf6 6.Nd6# 1-0";
    let content = Content::from_game_text(spanish, None).unwrap();
    assert_eq!(content.len(), 11);
    assert_eq!(
        Content::from_game_text(english, Some(Language::En)),
        Ok(content.clone())
    );
    assert_eq!(
        Content::from_game_text(spanish, Some(Language::Es)),
        Ok(content)
    );
    let Err(InputError::Game(error)) =
        Content::from_game_text("1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe5", Some(Language::Es))
    else {
        panic!("an illegal move was accepted")
    };
    assert_eq!((error.move_number, error.token.as_str()), (4, "Cxe5"));
    assert!(matches!(error.kind, GameErrorKind::Move(_)));
    assert_eq!(&"1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe5"[error.offset..], "Cxe5");
}

#[test]
fn bad_teacher_text_is_refused_with_its_place() {
    assert_eq!(Content::from_game_text("", None), Err(InputError::Empty));
    assert_eq!(Content::from_game_text("1-0", None), Err(InputError::Empty));
    assert_eq!(
        Content::from_game_text("1.e4 e5 1-0\n\n1.d4 d5 *", None),
        Err(InputError::SeveralGames { count: 2 })
    );
    assert!(matches!(
        Content::from_game_text("1.e4 -- 2.d4", Some(Language::En)),
        Err(InputError::NullMove { move_number: 1, .. })
    ));
    let long: String = (0..=MAX_GAME_PLIES / 4)
        .map(|i| format!("{}.Nf3 Nf6 {}.Ng1 Ng8 ", 2 * i + 1, 2 * i + 2))
        .collect();
    assert_eq!(
        Content::from_game_text(&long, Some(Language::En)),
        Err(InputError::TooMany {
            count: (MAX_GAME_PLIES / 4 + 1) * 4,
            max: MAX_GAME_PLIES
        })
    );
    assert!(matches!(
        Content::from_game_text("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1.e4", None),
        Err(InputError::Game(_))
    ));

    let good = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    assert_eq!(
        Content::from_fen_lines(&format!("{good}\n\n4k3/8/8/8/8/8/8/4K3 w K - 0 1"), None),
        Err(InputError::Fen {
            // At the castling field, not at the line's start.
            at: Location {
                line: 3,
                column: 23
            },
            error: FenError::CastlingWithoutPieces("K".into())
        })
    );
    assert!(matches!(
        Content::from_fen_lines(&format!("{good}\n{good} Rh9"), None),
        Err(InputError::Move {
            at: Location {
                line: 2,
                column: 32
            },
            ..
        })
    ));
    assert_eq!(
        Content::from_fen_lines(&format!("{good} O-O Kf1"), None),
        Err(InputError::ExtraText {
            at: Location {
                line: 1,
                column: 36
            },
            text: "Kf1".into()
        })
    );
    assert_eq!(
        Content::from_fen_lines(" \n\n", None),
        Err(InputError::Empty)
    );
    assert_eq!(
        Content::from_fen_lines(&format!("{good}\n").repeat(MAX_POSITIONS + 3), None),
        Err(InputError::TooMany {
            count: MAX_POSITIONS + 3,
            max: MAX_POSITIONS
        })
    );
    // A move numbered as in a book; a four-field FEN with its move.
    assert!(Content::from_fen_lines(
        &format!("{good} 1.O-O\n4k3/8/8/8/8/8/8/4K2R w K - Rh8+"),
        None
    )
    .is_ok());

    assert_eq!(Content::from_squares_text(" , "), Err(InputError::Empty));
    let many = "a1 ".repeat(65);
    assert_eq!(
        Content::from_squares_text(&many),
        Err(InputError::TooMany { count: 65, max: 64 })
    );
    assert_eq!(
        Content::from_squares_text("e4 <script>"),
        Err(InputError::BadSquare {
            index: 2,
            text: "<script>".into(),
            at: Location { line: 1, column: 4 },
        })
    );
}

/// A link's content text from its payload bytes.
fn text_of(payload: &[u8]) -> String {
    let mut out = String::from("1");
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut bits = 0u32;
    let mut n = 0;
    for &b in payload {
        bits = bits << 8 | u32::from(b);
        n += 8;
        while n >= 6 {
            n -= 6;
            out.push(char::from(ALPHABET[(bits >> n) as usize & 63]));
        }
    }
    if n > 0 {
        out.push(char::from(ALPHABET[(bits << (6 - n)) as usize & 63]));
    }
    out
}

/// The packed bytes of the initial position with the given flags byte.
fn start_position_bytes(flags: u8) -> Vec<u8> {
    let mut out = 0x_ffff_0000_0000_ffff_u64.to_le_bytes().to_vec();
    out.extend([
        0x31, 0x24, 0x52, 0x13, 0, 0, 0, 0, 0x88, 0x88, 0x88, 0x88, 0xb9, 0xac, 0xda, 0x9b,
    ]);
    out.push(flags);
    out
}

#[test]
fn every_kind_of_bad_link_is_refused_with_its_reason() {
    let start = start_position_bytes(0x1e);
    let kings = |flags: u8| {
        let mut out = (1u64 << 4 | 1 << 60).to_le_bytes().to_vec();
        out.extend([0x5d, flags]);
        out
    };
    let cat = |parts: &[&[u8]]| parts.concat();
    let cases: Vec<(String, ContentError)> = vec![
        (String::new(), ContentError::Truncated),
        ("1".into(), ContentError::Truncated),
        (
            format!("1{}", "A".repeat(5000)),
            ContentError::TooLong {
                length: 5001,
                max: 4096,
            },
        ),
        ("2AAJyMA".into(), ContentError::UnknownVersion('2')),
        ("<script>".into(), ContentError::UnknownVersion('<')),
        ("1AAJy=A".into(), ContentError::BadBase64 { offset: 5 }),
        ("1AAJ+MA".into(), ContentError::BadBase64 { offset: 4 }),
        ("1AAJyMB".into(), ContentError::BadBase64 { offset: 6 }),
        ("1AA%2".into(), ContentError::BadBase64 { offset: 3 }),
        ("1AAJyM".into(), ContentError::Truncated),
        (text_of(&[0, 2, 0x72]), ContentError::Truncated),
        (text_of(&[9]), ContentError::UnknownKind(9)),
        (text_of(&[0, 0]), ContentError::NoItems),
        (
            text_of(&[0, 65]),
            ContentError::TooMany { count: 65, max: 64 },
        ),
        (
            text_of(&[1, 51]),
            ContentError::TooMany { count: 51, max: 50 },
        ),
        (text_of(&[2, 0, 0]), ContentError::NoItems),
        (
            text_of(&[2, 0x03, 0xe9]),
            ContentError::TooMany {
                count: 1001,
                max: 1000,
            },
        ),
        (
            text_of(&[0, 2, 0x72, 0x31]),
            ContentError::ReservedBits { offset: 3 },
        ),
        (
            text_of(&[0, 2, 0x72, 0x30, 0]),
            ContentError::TrailingBytes { offset: 4 },
        ),
        (text_of(&[2, 0, 2, 13]), ContentError::Truncated),
        (
            text_of(&[2, 0, 2, 13, 20]),
            ContentError::IllegalMove { index: 2 },
        ),
        (
            text_of(&[2, 0, 1, 0xff]),
            ContentError::IllegalMove { index: 1 },
        ),
        // Positions: a move index beyond the 20 legal moves, a move flagged but missing.
        (
            text_of(&cat(&[&[1, 1], &start_position_bytes(0x5e), &[20]])),
            ContentError::IllegalMove { index: 1 },
        ),
        (
            text_of(&cat(&[&[1, 1], &start_position_bytes(0x5e)])),
            ContentError::Truncated,
        ),
        (text_of(&cat(&[&[1, 2], &start])), ContentError::Truncated),
        (
            text_of(&cat(&[&[1, 1], &start, &[0]])),
            ContentError::TrailingBytes { offset: 27 },
        ),
        // A game's start cannot carry a move.
        (
            text_of(&cat(&[&[3], &start_position_bytes(0x5e), &[0, 1, 0]])),
            ContentError::ReservedBits { offset: 25 },
        ),
        // A piece code that is no piece; a stray nibble after an odd number of pieces.
        (
            text_of(&cat(&[
                &[1, 1],
                &(1u64 << 4 | 1 << 60).to_le_bytes(),
                &[0x5e, 0],
            ])),
            ContentError::BadPiece { index: 1 },
        ),
        (
            text_of(&cat(&[&[1, 1], &(1u64 << 4).to_le_bytes(), &[0x51, 0]])),
            ContentError::ReservedBits { offset: 10 },
        ),
        // Impossible positions, refused for the reasons FEN loading gives.
        (
            text_of(&cat(&[&[1, 1], &(1u64 << 4).to_le_bytes(), &[0x50, 0]])),
            ContentError::BadPosition {
                index: 1,
                error: FenError::KingCount {
                    white: false,
                    count: 0,
                },
            },
        ),
        (
            text_of(&cat(&[&[1, 2], &kings(0), &kings(2)])),
            ContentError::BadPosition {
                index: 2,
                error: FenError::CastlingWithoutPieces("K".into()),
            },
        ),
        (
            text_of(&cat(&[&[1, 1], &start_position_bytes(0x3e), &[4]])),
            ContentError::BadPosition {
                index: 1,
                error: FenError::ImpossibleEnPassant("e6".into()),
            },
        ),
        (
            text_of(&cat(&[&[1, 1], &start_position_bytes(0x3e), &[8]])),
            ContentError::ReservedBits { offset: 27 },
        ),
        (
            text_of(&cat(&[&[1, 1], &kings(0x80), &[0x80, 0]])),
            ContentError::BadNumber { offset: 12 },
        ),
    ];
    for (text, error) in cases {
        assert_eq!(text.parse::<Content>(), Err(error.clone()), "{text}");
        assert!(!error.to_string().is_empty());
    }
    // The helpers make good content when nothing is wrong.
    assert_eq!(
        text_of(&cat(&[&[1, 1], &start])).parse::<Content>(),
        Ok(Content::Positions(vec![(Position::default(), None)]))
    );
    assert_eq!(
        text_of(&cat(&[&[1, 1], &kings(0x80), &[3, 40]])).parse::<Content>(),
        Ok(Content::Positions(vec![(
            position("4k3/8/8/8/8/8/8/4K3 w - - 3 40"),
            None
        )]))
    );
}

/// Content as a proptest builds it: squares, positions reached by random legal moves (each
/// with a random legal move or none), or a random game.
fn arb_content() -> impl Strategy<Value = Content> {
    let squares = prop::collection::vec(0usize..64, 1..=64)
        .prop_map(|v| Content::Squares(v.into_iter().map(|i| ALL_SQUARES[i]).collect()));
    let walk = prop::collection::vec(any::<u8>(), 0..120);
    let game = walk.clone().prop_filter_map("no moves", |choices| {
        let (start, moves) = play(&choices);
        (!moves.is_empty()).then_some(Content::Game { start, moves })
    });
    let from_position = (walk.clone(), walk.clone()).prop_filter_map("no moves", |(a, b)| {
        let (_, first) = play(&a);
        let start = first.iter().fold(Position::default(), |p, &m| p.play(m));
        let (_, moves) = play_from(start, &b);
        (!moves.is_empty()).then_some(Content::Game { start, moves })
    });
    let positions = prop::collection::vec((walk, any::<u8>(), any::<bool>()), 1..=MAX_POSITIONS)
        .prop_map(|items| {
            Content::Positions(
                items
                    .into_iter()
                    .map(|(choices, pick, with_move)| {
                        let (start, moves) = play(&choices);
                        let p = moves.iter().fold(start, |p, &m| p.play(m));
                        let legal: Vec<ChessMove> = p.legal_moves().collect();
                        let mv = (with_move && !legal.is_empty())
                            .then(|| legal[usize::from(pick) % legal.len()]);
                        (p, mv)
                    })
                    .collect(),
            )
        });
    prop_oneof![squares, positions, game, from_position]
}

fn play(choices: &[u8]) -> (Position, Vec<ChessMove>) {
    play_from(Position::default(), choices)
}

/// Plays the `choice`-th legal move (modulo their number) for each choice, until mate.
fn play_from(start: Position, choices: &[u8]) -> (Position, Vec<ChessMove>) {
    let mut p = start;
    let mut moves = Vec::new();
    for &c in choices {
        let legal: Vec<ChessMove> = p.legal_moves().collect();
        if legal.is_empty() {
            break;
        }
        let mv = legal[usize::from(c) % legal.len()];
        moves.push(mv);
        p = p.play(mv);
    }
    (start, moves)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, .. ProptestConfig::default() })]

    #[test]
    fn content_round_trips(content in arb_content()) {
        let text = content.to_string();
        prop_assert_eq!(text.parse::<Content>(), Ok(content));
    }

    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "\\PC{0,80}") {
        let _ = text.parse::<Content>();
    }

    #[test]
    fn any_payload_is_read_or_refused_without_panic(payload in prop::collection::vec(any::<u8>(), 0..200), kind in 0u8..4) {
        let mut payload = payload;
        if let Some(first) = payload.first_mut() {
            *first = kind;
        }
        if let Ok(content) = text_of(&payload).parse::<Content>() {
            // What reads is written back the same.
            prop_assert_eq!(content.to_string(), text_of(&payload));
        }
    }

    #[test]
    fn a_link_cut_short_is_refused(content in arb_content(), cut in 1usize..1000) {
        let text = content.to_string();
        let cut = cut % text.len();
        prop_assert!(text[..cut].parse::<Content>().is_err());
    }

    #[test]
    fn pasted_text_never_panics(text in "[ -~\\n]{0,120}") {
        let _ = Content::from_game_text(&text, None);
        let _ = Content::from_fen_lines(&text, None);
        let _ = Content::from_squares_text(&text);
    }
}

#[test]
fn an_illegal_move_in_hand_made_content_is_written_so_that_reading_refuses_it() {
    let e2e5 = ChessMove::new(Square::E2, Square::E5, None);
    let game = Content::Game {
        start: Position::default(),
        moves: vec![uci(&Position::default(), "e2e4"), e2e5, e2e5],
    };
    assert_eq!(game.validate(), Err(ContentError::IllegalMove { index: 2 }));
    let positions = Content::Positions(vec![(Position::default(), Some(e2e5))]);
    assert_eq!(
        positions.validate(),
        Err(ContentError::IllegalMove { index: 1 })
    );
    let too_many = Content::Squares(vec![Square::A1; 300]);
    assert_eq!(
        too_many.validate(),
        Err(ContentError::TooMany {
            count: 255,
            max: 64
        })
    );
}

/// The Caro-Kann trap (11 plies) as teachers write it: four languages, with and without move
/// numbers, with comments, marks, NAGs, a result and PGN tags.
const CARO_KANN: [&str; 10] = [
    "1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 Cgf6 6.Cd6#",
    "e4 c6 d4 d5 Cc3 dxe4 Cxe4 Cd7 De2 Cgf6 Cd6#",
    "1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nd7 5. Qe2 Ngf6?? 6. Nd6# 1-0",
    "e4 c6 d4 d5 Nc3 dxe4 Nxe4 Nd7 Qe2 Ngf6 Nd6#",
    "1.e4 c6 2.d4 d5 3.Sc3 dxe4 4.Sxe4 Sd7 5.De2 Sgf6 $4 6.Sd6# 1-0",
    "1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 {un error} Cgf6? (5...e6) 6.Cd6# 1-0",
    "e4 c6 d4 d5 Cc3 dxe4 Cxe4 Cd7 De2 Cgf6 Cd6# 1-0",
    "[Event \"Club\"]\n[White \"Ana\"]\n[Black \"Luis\"]\n[Result \"1-0\"]\n\n1.e4 c6 2.d4 d5 3.Nc3 dxe4\n4.Nxe4 Nd7 5.Qe2 Ngf6 6.Nd6# 1-0\n",
    "1.e4 c6\n2.d4 d5\n3.Cc3 dxe4\n4.Cxe4 Cd7\n5.De2 Cgf6\n6.Cd6# 1-0",
    "1.e4! c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2!? Cgf6?? 6.Cd6# { mate } *",
];

/// Every way of writing a game is recognised as that game, whatever the drill prefers; squares
/// and positions as what they are.
#[test]
fn pasted_text_is_recognised_as_what_it_is() {
    use escaque_core::drill::content::Kind;
    let expected = Content::from_game_text(CARO_KANN[0], Some(Language::Es)).unwrap();
    assert_eq!(expected.len(), 11);
    for text in CARO_KANN {
        for prefers in [Kind::Squares, Kind::Positions, Kind::Game] {
            assert_eq!(
                Content::recognise(text, prefers, None).as_ref(),
                Ok(&expected),
                "{text}"
            );
        }
    }
    let good = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    for (text, prefers, kind, len) in [
        ("e4 d5 a1", Kind::Squares, Kind::Squares, 3),
        ("e4, d5; A1", Kind::Game, Kind::Squares, 3),
        ("e4 d5", Kind::Game, Kind::Game, 2),
        ("e4 d5", Kind::Squares, Kind::Squares, 2),
        ("Nf3 d5 g3", Kind::Squares, Kind::Game, 3),
        (
            &format!("{good} O-O\n\n{good} Rh8+"),
            Kind::Squares,
            Kind::Positions,
            2,
        ),
    ] {
        let content = Content::recognise(text, prefers, None).unwrap();
        assert_eq!((content.kind(), content.len()), (kind, len), "{text}");
    }
}

/// Errors say the line and column, for the three cases of issue 15 among others.
#[test]
fn recognition_errors_are_located_by_line_and_column() {
    use escaque_core::drill::content::Kind;
    let good = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    let fen_lines = format!("{good} O-O\n{good} Kf3");
    let bad_game = "1.e4 c6 2.d4 d5 3.Cc3 dxe4\n4.Cxe4 Cd7 5.De2 CCf6 6.Cd6#";
    for (text, prefers, line, column, what) in [
        ("e4 d5\nh9 a1", Kind::Squares, 2, 1, "square"),
        ("e4 h9", Kind::Squares, 1, 4, "square"),
        (bad_game, Kind::Game, 2, 18, "game"),
        (bad_game, Kind::Squares, 2, 18, "game"),
        ("e4 h9", Kind::Game, 1, 4, "game"),
        (&fen_lines, Kind::Game, 2, 32, "move"),
        (
            // At the fault: the board ends after three ranks.
            &format!("{good}\n8/8/8 w - - 0 1 e4"),
            Kind::Game,
            2,
            6,
            "fen",
        ),
    ] {
        let error = Content::recognise(text, prefers, None).unwrap_err();
        let kind = match error {
            InputError::BadSquare { .. } => "square",
            InputError::Game(_) => "game",
            InputError::Move { .. } => "move",
            InputError::Fen { .. } => "fen",
            _ => "other",
        };
        assert_eq!(kind, what, "{text}: {error}");
        assert_eq!(
            error.location(text),
            Some(Location { line, column }),
            "{text}: {error}"
        );
    }
    assert_eq!(
        Content::recognise("  \n ", Kind::Squares, None),
        Err(InputError::Empty)
    );
}

/// Content written back as text (a drill reopened in the builder) reads into the same content,
/// in every notation language.
#[test]
fn content_written_as_text_reads_back() {
    use escaque_core::drill::content::Kind;
    let good = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    let contents = [
        Content::recognise("e4 d5 a1 h8 e4", Kind::Squares, None).unwrap(),
        Content::recognise(&format!("{good} O-O\n{good} Rh8+"), Kind::Game, None).unwrap(),
        Content::recognise(CARO_KANN[0], Kind::Game, None).unwrap(),
        Content::recognise(
            "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 1\"]\n1... Kd7 2.O-O Ke6",
            Kind::Game,
            None,
        )
        .unwrap(),
    ];
    for content in &contents {
        for language in Language::ALL {
            let text = content.to_text(language);
            assert_eq!(
                Content::recognise(&text, content.kind(), Some(language)).as_ref(),
                Ok(content),
                "{language:?}: {text}"
            );
        }
    }
}
