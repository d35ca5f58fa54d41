//! The thirteen lessons, in order. Their texts are messages (`lesson-<id>-<n>`); every FEN,
//! move and answer here is checked by the tests (`course/tests.rs`).

use super::{Example, Exercise, Lesson, Step, START};
use crate::board_state::Orientation::{Black, White};
use crate::Role;

const AFTER_E4_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
const RUY_LOPEZ: &str = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";
const AFTER_E4_D5: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
const TWO_PAWNS: &str = "rnbqkbnr/ppp2ppp/4p3/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 3";
const BLACK_TAKES: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 2";
const EN_PASSANT: &str = "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
const EN_PASSANT_BLACK: &str = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
// The practice's own positions: an exercise to write is never a worked example the student has
// just seen written (a test checks).
const SCOTCH: &str = "r1bqkbnr/pppp1ppp/2n5/8/3pP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 4";
const QUEENS_GAMBIT: &str = "rnbqkbnr/ppp1pppp/8/3p4/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 2";
const SICILIAN: &str = "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3";
const TWO_ON_F5: &str = "rnbqkbnr/ppppp1pp/8/5p2/4P1P1/8/PPPP1P1P/RNBQKBNR w KQkq - 0 3";
const EN_PASSANT_B: &str = "rnbqkbnr/pp1ppppp/8/1Pp5/8/8/P1PPPPPP/RNBQKBNR w KQkq c6 0 3";
const EN_PASSANT_G: &str = "rnbqkbnr/pppppp1p/8/8/5Pp1/8/PPPPP1PP/RNBQKBNR b KQkq f3 0 3";
const PROMOTE_G: &str = "8/6P1/8/1k6/8/8/5K2/8 w - - 0 1";
const PROMOTE_TAKE_B: &str = "1n6/P7/8/7k/8/8/5K2/8 w - - 0 1";
const ITALIAN: &str = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
const LONG_CASTLE: &str = "r3kbnr/ppp1pppp/2nq4/3p1b2/3P1B2/2NQ4/PPP1PPPP/R3KBNR w KQkq - 6 5";
const ROOK_CHECK: &str = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
const KNIGHTS_RANK: &str = "4k3/8/8/8/8/8/8/4N1NK w - - 0 1";
const KNIGHTS_FILE: &str = "4k3/8/8/6N1/8/8/8/6NK w - - 0 1";
const KNIGHTS_APART: &str = "4k3/8/8/8/3N4/8/7N/7K w - - 0 1";
const KNIGHTS_TAKE: &str = "4k3/8/8/8/8/5p2/8/4N1NK w - - 0 1";
const ROOKS: &str = "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1";
const PROMOTE: &str = "8/3P4/8/7k/8/8/5K2/8 w - - 0 1";
const PROMOTE_TAKE: &str = "5r2/4P3/8/7k/8/8/1K6/8 w - - 0 1";
const PROMOTE_BLACK: &str = "8/8/8/7k/8/8/1p3K2/8 b - - 0 1";
const CASTLE: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const CASTLE_BLACK: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1";
const SCHOLAR: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
const FIDE_3: &str = "rnbqkb1r/pppp1ppp/5n2/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3";
const FIDE_4: &str = "rnbqkb1r/pppp1ppp/5n2/4P3/3p4/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 4";
const FIDE_5: &str = "rnbqkb1r/pppp1ppp/8/4P3/3pn3/5N2/PPP2PPP/RNBQKB1R w KQkq - 1 5";
const FIDE_6: &str = "rnbqkb1r/ppp2ppp/8/3pP3/3Qn3/5N2/PPP2PPP/RNB1KB1R w KQkq d6 0 6";
const FIDE_8: &str = "r1bqkb1r/ppp2ppp/2nn4/6B1/3Q4/5N2/PPP2PPP/RN2KB1R w KQkq - 2 8";
const FIDE_9: &str = "r1bqk2r/ppp1bppp/2nn4/6B1/8/4QN2/PPP2PPP/RN2KB1R w KQkq - 4 9";
const FIDE_9B: &str = "r1bqk2r/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/R3KB1R b KQkq - 5 9";
const FIDE_10: &str = "r1bq1rk1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/R3KB1R w KQ - 6 10";
pub const CARO_6: &str = "r1bqkb1r/pp1npppp/2p2n2/8/3PN3/8/PPP1QPPP/R1B1KBNR w KQkq - 3 6";

/// The FIDE sample game (Appendix C), in English SAN, with White's draw offer after 11.Kb1.
pub const FIDE_GAME: &str = "1.e4 e5 2.Nf3 Nf6 3.d4 exd4 4.e5 Ne4 5.Qxd4 d5 6.exd6 e.p. Nxd6 \
    7.Bg5 Nc6 8.Qe3+ Be7 9.Nbd2 O-O 10.O-O-O Re8 11.Kb1 (=)";
/// The Caro-Kann trap of the teaching texts.
pub const CARO_KANN: &str = "1.e4 c6 2.d4 d5 3.Nc3 dxe4 4.Nxe4 Nd7 5.Qe2 Ngf6 6.Nd6#";

const fn ex(fen: &'static str, uci: &'static str) -> Step {
    Step::Example(Example {
        fen,
        uci,
        long: false,
        numbered: false,
    })
}

const fn numbered(fen: &'static str, uci: &'static str) -> Step {
    Step::Example(Example {
        fen,
        uci,
        long: false,
        numbered: true,
    })
}

const fn long(fen: &'static str, uci: &'static str) -> Step {
    Step::Example(Example {
        fen,
        uci,
        long: true,
        numbered: false,
    })
}

const fn write(fen: &'static str, uci: &'static str) -> Exercise {
    Exercise::Write { fen, uci }
}

const fn play(fen: &'static str, uci: &'static str) -> Exercise {
    Exercise::Play {
        fen,
        uci,
        long: false,
    }
}

const fn check(
    fen: &'static str,
    uci: &'static str,
    written: &'static str,
    correct: bool,
) -> Exercise {
    Exercise::Check {
        fen,
        uci,
        written,
        correct,
    }
}

const fn find(square: &'static str, side: crate::board_state::Orientation) -> Exercise {
    Exercise::Find { square, side }
}

const fn name(square: &'static str, side: crate::board_state::Orientation) -> Exercise {
    Exercise::Name { square, side }
}

const fn fen_piece(fen: &'static str, square: &'static str, role: Role, white: bool) -> Exercise {
    Exercise::FenSquare {
        fen,
        square,
        role: Some(role),
        white,
    }
}

pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "board",
        more: "/drill/find?v=1&n=10",
        articles: &["C.5", "C.6", "C.7"],
        steps: &[
            Step::Square {
                square: "a1",
                side: White,
            },
            Step::Square {
                square: "h8",
                side: White,
            },
            Step::Square {
                square: "e4",
                side: White,
            },
            Step::Square {
                square: "e4",
                side: Black,
            },
        ],
        exercises: &[
            find("e4", White),
            find("c6", White),
            name("d5", White),
            name("g2", White),
            find("h8", White),
            name("b7", White),
            find("f3", Black),
            name("c2", Black),
        ],
    },
    Lesson {
        id: "pieces",
        more: "/drill/name-move?v=1&n=10",
        articles: &["C.1", "C.2", "C.3", "C.4"],
        steps: &[
            Step::Letters,
            ex(START, "e2e4"),
            Step::Languages { uci: "g1f3" },
        ],
        exercises: &[
            write(START, "g1f3"),
            write(START, "c2c4"),
            write(AFTER_E4_E5, "f1c4"),
            write(AFTER_E4_E5, "d1h5"),
            check(START, "e2e4", "Pe4", false),
            check(START, "b1c3", "Nc3", true),
            check(START, "g1f3", "@Nf3", false),
            play(AFTER_E4_E5, "e1e2"),
        ],
    },
    Lesson {
        id: "moves",
        more: "/drill/name-move?v=1&n=10",
        articles: &["C.8"],
        steps: &[
            ex(START, "g1f3"),
            ex(START, "d2d4"),
            ex(AFTER_E4_E5, "f1c4"),
        ],
        exercises: &[
            write(AFTER_E4_E5, "d1h5"),
            write(AFTER_E4_E5, "f1b5"),
            write(AFTER_E4_E5, "d2d4"),
            play(START, "g1f3"),
            play(START, "d2d4"),
            check(START, "g1f3", "f3N", false),
            check(AFTER_E4_E5, "f1c4", "Bc4", true),
            check(AFTER_E4_E5, "g1f3", "g1f3", false),
        ],
    },
    Lesson {
        id: "captures",
        more: "/drill/name-move?v=1&n=10&focus=captures",
        articles: &["C.9"],
        steps: &[
            ex(RUY_LOPEZ, "b5c6"),
            ex(RUY_LOPEZ, "f3e5"),
            ex(RUY_LOPEZ, "f3d4"),
        ],
        exercises: &[
            write(SCOTCH, "f3d4"),
            write(SCOTCH, "d1d4"),
            play(RUY_LOPEZ, "f3e5"),
            check(RUY_LOPEZ, "b5c6", "Bc6", true),
            check(RUY_LOPEZ, "f3d4", "Nxd4", false),
            check(RUY_LOPEZ, "f3e5", "Nxe5", true),
            check(RUY_LOPEZ, "b5c6", "Bx", false),
            play(RUY_LOPEZ, "b5c6"),
        ],
    },
    Lesson {
        id: "pawn-captures",
        more: "/drill/name-move?v=1&n=10&focus=captures",
        articles: &["C.9.3"],
        steps: &[
            ex(AFTER_E4_D5, "e4d5"),
            ex(TWO_PAWNS, "c4d5"),
            ex(BLACK_TAKES, "d5e4"),
        ],
        exercises: &[
            write(QUEENS_GAMBIT, "c4d5"),
            write(TWO_ON_F5, "g4f5"),
            write(SICILIAN, "c5d4"),
            play(TWO_PAWNS, "e4d5"),
            check(AFTER_E4_D5, "e4d5", "ed5", true),
            check(AFTER_E4_D5, "e4d5", "xd5", false),
            check(TWO_PAWNS, "c4d5", "exd5", false),
            check(BLACK_TAKES, "d5e4", "dxe4", true),
        ],
    },
    Lesson {
        id: "en-passant",
        more: "/drill/name-move?v=1&n=10&focus=en-passant",
        articles: &["C.9.3"],
        steps: &[ex(EN_PASSANT, "e5d6"), ex(EN_PASSANT_BLACK, "d4e3")],
        exercises: &[
            write(EN_PASSANT_B, "b5c6"),
            write(EN_PASSANT_G, "g4f3"),
            play(EN_PASSANT, "e5d6"),
            play(EN_PASSANT_BLACK, "d4e3"),
            check(EN_PASSANT, "e5d6", "exd6 a.p.", true),
            check(EN_PASSANT, "e5d6", "exd5", false),
            check(EN_PASSANT_BLACK, "d4e3", "dxe3", true),
            check(EN_PASSANT, "e5e6", "e6 a.p.", false),
        ],
    },
    Lesson {
        id: "two-pieces",
        more: "/drill/name-move?v=1&n=10&focus=disambiguation-file",
        articles: &["C.10"],
        steps: &[
            ex(KNIGHTS_RANK, "g1f3"),
            ex(KNIGHTS_FILE, "g5f3"),
            ex(KNIGHTS_APART, "d4f3"),
            ex(KNIGHTS_TAKE, "e1f3"),
        ],
        exercises: &[
            write(ROOKS, "a1d1"),
            write(KNIGHTS_RANK, "e1f3"),
            write(KNIGHTS_FILE, "g1f3"),
            write(KNIGHTS_APART, "h2f3"),
            play(ROOKS, "f1d1"),
            play(KNIGHTS_FILE, "g5f3"),
            check(KNIGHTS_RANK, "g1f3", "Nf3", false),
            check(KNIGHTS_APART, "h2f3", "N2f3", true),
            check(KNIGHTS_TAKE, "g1f3", "Ngxf3", true),
        ],
    },
    Lesson {
        id: "promotion",
        more: "/drill/name-move?v=1&n=10&focus=promotion",
        articles: &["C.11"],
        steps: &[
            ex(PROMOTE, "d7d8q"),
            ex(PROMOTE_TAKE, "e7f8q"),
            ex(PROMOTE, "d7d8n"),
        ],
        exercises: &[
            write(PROMOTE_G, "g7g8q"),
            write(PROMOTE_G, "g7g8r"),
            write(PROMOTE_TAKE_B, "a7b8q"),
            write(PROMOTE_BLACK, "b2b1r"),
            play(PROMOTE_TAKE, "e7f8q"),
            play(PROMOTE_BLACK, "b2b1n"),
            check(PROMOTE, "d7d8q", "d8", false),
            check(PROMOTE, "d7d8q", "d8=Q", true),
        ],
    },
    Lesson {
        id: "castling",
        more: "/drill/play-move?v=1&n=10&focus=castling",
        articles: &["C.13"],
        steps: &[
            ex(CASTLE, "e1g1"),
            ex(CASTLE, "e1c1"),
            ex(CASTLE_BLACK, "e8g8"),
        ],
        exercises: &[
            write(ITALIAN, "e1g1"),
            write(LONG_CASTLE, "e1c1"),
            play(CASTLE_BLACK, "e8g8"),
            play(CASTLE_BLACK, "e8c8"),
            check(CASTLE, "e1g1", "O-O", true),
            check(CASTLE, "e1g1", "Kg1", false),
            check(CASTLE, "e1c1", "0-0", false),
            check(CASTLE_BLACK, "e8c8", "0-0-0", true),
        ],
    },
    Lesson {
        id: "check-mate",
        more: "/drill/name-move?v=1&n=10&focus=mates",
        articles: &["C.12", "C.13"],
        steps: &[ex(SCHOLAR, "c4f7"), ex(SCHOLAR, "h5f7"), Step::Text],
        exercises: &[
            write(BACK_RANK, "a1a8"),
            write(ROOK_CHECK, "h1h8"),
            play(SCHOLAR, "h5f7"),
            check(SCHOLAR, "h5f7", "Qxf7++", true),
            check(SCHOLAR, "c4f7", "Bxf7#", false),
            check(SCHOLAR, "c4f7", "Bxf7", true),
            check(SCHOLAR, "h5h7", "Qxh7+", false),
            check(SCHOLAR, "h5f7", "Qxf7", true),
        ],
    },
    Lesson {
        id: "long-form",
        more: "/drill/game?v=1&input=play&form=long",
        articles: &["C.8"],
        steps: &[
            long(START, "g1f3"),
            long(START, "e2e4"),
            long(FIDE_3, "e5d4"),
        ],
        exercises: &[
            Exercise::Play {
                fen: START,
                uci: "g1f3",
                long: true,
            },
            Exercise::Play {
                fen: FIDE_3,
                uci: "e5d4",
                long: true,
            },
            write(START, "b1c3"),
            check(START, "g1f3", "Ng1f3", true),
            check(START, "e2e4", "e2e4", true),
            check(START, "g1f3", "Ng1h3", false),
            check(FIDE_3, "e5d4", "e5xd4", true),
            check(START, "e2e4", "e2-e4", true),
        ],
    },
    Lesson {
        id: "a-game",
        more: "/drill/game?v=1",
        articles: &["C.8", "C.13"],
        steps: &[
            Step::Game { moves: FIDE_GAME },
            numbered(FIDE_3, "e5d4"),
            Step::Game { moves: CARO_KANN },
        ],
        exercises: &[
            write(FIDE_5, "d1d4"),
            write(FIDE_6, "e5d6"),
            write(FIDE_8, "d4e3"),
            play(FIDE_9B, "e8g8"),
            play(FIDE_10, "e1c1"),
            check(FIDE_4, "f6e4", "NNe4", false),
            check(FIDE_9, "b1d2", "Nbd2", true),
            write(CARO_6, "e4d6"),
        ],
    },
    Lesson {
        id: "fen",
        more: "/drill/set-up?v=1&n=10",
        articles: &[],
        steps: &[
            Step::Fen { fen: START },
            Step::Fen { fen: AFTER_E4_E5 },
            Step::Fen { fen: EN_PASSANT },
        ],
        exercises: &[
            fen_piece("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1", Role::King, true),
            fen_piece("8/8/3k4/8/8/5N2/8/K7 w - - 0 1", "f3", Role::Knight, true),
            fen_piece("8/8/3k4/8/8/5N2/8/K7 w - - 0 1", "d6", Role::King, false),
            fen_piece(
                "6k1/5ppp/8/8/8/8/1Q6/6K1 w - - 0 1",
                "b2",
                Role::Queen,
                true,
            ),
            fen_piece("r5k1/8/8/8/2B5/8/8/6K1 b - - 0 1", "a8", Role::Rook, false),
            fen_piece("6k1/8/8/4p3/8/8/3P4/6K1 w - - 0 1", "e5", Role::Pawn, false),
            Exercise::FenSquare {
                fen: EN_PASSANT,
                square: "d6",
                role: None,
                white: true,
            },
        ],
    },
];
