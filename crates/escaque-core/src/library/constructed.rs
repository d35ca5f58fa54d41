//! Constructed examples: positions written for the library where real games give too few
//! moves of a kind (no game of the curated set has a move that names the whole square of
//! departure, and few under-promote). Each row is (focus set, FEN, move in UCI), the short
//! form in English as a comment; the build checks that every move is legal and has its
//! feature. Saavedra's rook promotion (1895) is among them.

use super::focus::Focus;

/// The constructed examples.
#[rustfmt::skip]
pub(crate) const CONSTRUCTED: &[(Focus, &str, &str)] = &[
    (Focus::DisambiguationBoth, "3r2k1/5ppp/8/8/8/Q7/5PPP/Q1Q3K1 w - - 0 40", "a1b2"), // Qa1b2
    (Focus::DisambiguationBoth, "1k3q1q/pp6/7q/8/8/8/PP6/1K1R4 b - - 0 40", "h8g7"), // Qh8g7
    (Focus::DisambiguationBoth, "4r1k1/5ppp/8/8/8/1N5P/6PK/1N3N2 w - - 0 40", "b1d2"), // Nb1d2
    (Focus::DisambiguationBoth, "6k1/5ppp/8/8/8/1N5P/3b2PK/1N3N2 w - - 0 40", "b1d2"), // Nb1xd2
    (Focus::DisambiguationBoth, "6k1/5ppp/8/8/8/2B5/5PPP/B1B3K1 w - - 0 40", "c1b2"), // Bc1b2
    (Focus::DisambiguationBoth, "r6k/6pp/4Q3/8/4QQ2/8/6PP/6K1 w - - 0 40", "e4e5"), // Qe4e5
    (Focus::DisambiguationBoth, "1k6/ppp5/6n1/8/2n3n1/8/PPP5/1K6 b - - 0 40", "g4e5"), // Ng4e5
    (Focus::DisambiguationBoth, "7k/6pp/8/8/8/3Q4/4n1PP/3Q1Q1K w - - 0 40", "d1e2"), // Qd1xe2
    (Focus::DisambiguationBoth, "7k/1b4pp/8/8/8/2Q5/2Q1QPP1/6K1 w - - 0 40", "c2d2"), // Qc2d2
    (Focus::DisambiguationBoth, "1q1q2k1/5ppp/3q4/8/8/8/5PPP/6K1 b - - 0 40", "d8c7"), // Qd8c7
    (Focus::DisambiguationBoth, "1k3b1b/pp6/5b2/8/8/8/PP6/2K5 b - - 0 40", "f8g7"), // Bf8g7
    (Focus::DisambiguationBoth, "1k6/pp6/8/6N1/8/8/PP5K/4N1N1 w - - 0 40", "g1f3"), // Ng1f3
    (Focus::DisambiguationBoth, "8/pp6/8/6N1/7k/5p2/PPK5/4N1N1 w - - 0 40", "g1f3"), // Ng1xf3+
    (Focus::DisambiguationBoth, "1k6/pp6/8/8/8/7Q/PP6/1K3Q1Q w - - 0 40", "h1g2"), // Qh1g2
    (Focus::DisambiguationBoth, "7k/Q5pp/8/8/8/6PP/7K/Q5Q1 w - - 0 40", "a1d4"), // Qa1d4
    (Focus::DisambiguationBoth, "1n3n1k/3R3p/1n6/4K3/8/8/P7/8 b - - 0 40", "b8d7"), // Nb8xd7+
    (Focus::DisambiguationBoth, "2k5/pp6/8/8/8/5B2/PPP5/2K2B1B w - - 0 40", "f1g2"), // Bf1g2
    (Focus::DisambiguationBoth, "2k5/pp6/8/8/1Q6/8/1Q1Q2PP/7K w - - 0 40", "b2c3"), // Qb2c3+
    (Focus::DisambiguationBoth, "4k3/5pp1/8/q1q5/8/q7/P5PP/7K b - - 0 40", "a5b4"), // Qa5b4
    (Focus::DisambiguationBoth, "2k5/pp6/8/3N3N/8/3N4/5PP1/6K1 w - - 0 40", "d5f4"), // Nd5f4
    (Focus::DisambiguationBoth, "2b1b1k1/5pp1/2b5/8/8/8/5PPP/6K1 b - - 0 40", "c8d7"), // Bc8d7
    (Focus::DisambiguationBoth, "4q1q1/pk6/4q3/8/8/8/6PP/7K b - - 0 40", "e8f7"), // Qe8f7
    (Focus::DisambiguationBoth, "2r4k/1Q1Q2pp/8/1Q6/8/8/6PP/7K w - - 0 40", "b7c6"), // Qb7c6
    (Focus::DisambiguationBoth, "7k/6pp/2N1b3/8/2N3N1/8/5PPP/6K1 w - - 0 40", "c4e5"), // Nc4e5
    (Focus::UnderPromotion, "8/2P5/8/8/3r4/8/2K5/k7 w - - 0 40", "c7c8r"), // c8=R
    (Focus::UnderPromotion, "8/p3P1k1/3q4/8/8/8/8/1R5K w - - 0 40", "e7e8n"), // e8=N+
    (Focus::UnderPromotion, "5r2/p5Pk/8/8/8/8/P7/1K6 w - - 0 40", "g7f8n"), // gxf8=N+
    (Focus::UnderPromotion, "k7/2P5/1K6/8/8/8/8/8 w - - 0 40", "c7c8r"), // c8=R#
    (Focus::UnderPromotion, "8/1P6/8/8/8/7p/4K1Pk/8 w - - 0 40", "b7b8b"), // b8=B+
    (Focus::UnderPromotion, "7k/7p/8/8/8/6P1/2Q1p1K1/8 b - - 0 40", "e2e1n"), // e1=N+
    (Focus::UnderPromotion, "8/6pk/8/8/8/8/3p2PP/2R4K b - - 0 40", "d2c1r"), // dxc1=R#
    (Focus::UnderPromotion, "k7/p7/8/8/6P1/3K4/Pp6/8 b - - 0 40", "b2b1b"), // b1=B+
    (Focus::UnderPromotion, "6bq/5Ppk/7p/8/8/8/P7/1K6 w - - 0 40", "f7f8n"), // f8=N#
    (Focus::UnderPromotion, "1n4k1/P5p1/8/8/8/8/6P1/6K1 w - - 0 40", "a7b8n"), // axb8=N
    (Focus::UnderPromotion, "8/1p5P/5k2/8/8/8/1P6/1K6 w - - 0 40", "h7h8r"), // h8=R
    (Focus::UnderPromotion, "8/7k/7p/8/5P2/2K5/p7/8 b - - 0 40", "a2a1b"), // a1=B+
    (Focus::UnderPromotion, "k7/p7/8/8/8/P7/5Kp1/7R b - - 0 40", "g2h1n"), // gxh1=N+
    (Focus::UnderPromotion, "8/3P1k2/5p2/8/8/8/1P6/1K6 w - - 0 40", "d7d8n"), // d8=N+
    (Focus::UnderPromotion, "3q4/4P3/8/2p5/3k4/8/7P/7K w - - 0 40", "e7d8r"), // exd8=R+
    (Focus::UnderPromotion, "8/2P4k/6p1/8/8/8/6P1/6K1 w - - 0 40", "c7c8b"), // c8=B
    (Focus::UnderPromotion, "1k6/1p6/8/8/8/6P1/5p1K/8 b - - 0 40", "f2f1r"), // f1=R
    (Focus::UnderPromotion, "8/2k5/2p5/8/8/8/4p1P1/3R2K1 b - - 0 40", "e2d1n"), // exd1=N
    (Focus::EnPassant, "8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 40", "e5d6"), // exd6+
    (Focus::EnPassant, "8/5K2/7p/R4Ppk/6pp/8/8/8 w - g6 0 40", "f5g6"), // fxg6#
    (Focus::EnPassant, "3r3k/8/8/8/3pP3/8/8/3K4 b - e3 0 40", "d4e3"), // dxe3+
    (Focus::EnPassant, "8/6k1/8/3pP3/8/2B5/8/2K5 w - d6 0 40", "e5d6"), // exd6+
];
