//! Constructed examples: positions written for the library where real games give too few
//! moves of a kind (no game of the curated set has a move that names the whole square of
//! departure, few under-promote or take en passant, and masters resign before they are mated).
//! Each row is (focus set, FEN, move in UCI), the short form in English as a comment; the build
//! checks that every move is legal and has its feature. Saavedra's rook promotion (1895) is
//! among them.
//!
//! The rows after the first 46 were found by a seeded random search over sparse positions (a
//! king behind its pawns, a few pieces each side, no doubled pawns, White or Black to move):
//! the mates are positions with exactly one mating move, spread over queen, rook, bishop and
//! knight mates; the en-passant rows have the capture legal; the under-promotions give check as
//! a knight where a queen would give none. They replaced, in 2026, the mates, en-passant
//! captures and under-promotions of the online games that left the library.

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
    (Focus::Mates, "1k6/2p4p/8/4q3/2NR4/2P5/PP1b4/K7 b - - 0 30", "e5e1"), // Qe1#
    (Focus::Mates, "8/5kp1/7p/2b5/2Pn4/qP1PP1R1/P7/K3B3 b - - 0 30", "a3c1"), // Qc1#
    (Focus::Mates, "7k/2p5/3p4/2q3p1/8/6P1/3PP3/n1Q1K3 b - - 0 30", "c5g1"), // Qg1#
    (Focus::Mates, "4k3/r3pp2/n6Q/7p/6B1/5R1P/4KP2/8 w - - 0 30", "h6h8"), // Qh8#
    (Focus::Mates, "8/7k/2p1p3/8/1n4P1/4r3/PP1q4/K2R4 b - - 0 30", "d2d1"), // Qxd1#
    (Focus::Mates, "2k5/1ppp2b1/R7/5p2/4BP2/8/6KP/8 w - - 0 30", "a6a8"), // Ra8#
    (Focus::Mates, "k4N2/p7/6p1/2Q2p2/5P2/8/4P3/6K1 w - - 0 30", "c5c8"), // Qc8#
    (Focus::Mates, "2qn3k/6pp/3p4/4p3/5R2/N7/PP3K2/8 w - - 0 30", "f4f8"), // Rf8#
    (Focus::Mates, "8/5p1k/2p4b/4p3/rP6/8/6PP/7K b - - 0 30", "a4a1"), // Ra1#
    (Focus::Mates, "5k2/1b2pp2/1p1R1B2/2nR4/1P6/P2P1P2/4K3/8 w - - 0 30", "d6d8"), // Rd8#
    (Focus::Mates, "5k2/4ppp1/1n5p/3R1r2/1P6/4B3/K3P2P/8 w - - 0 30", "d5d8"), // Rd8#
    (Focus::Mates, "8/p3k3/7p/q7/4qR2/6P1/5K2/8 b - - 0 30", "a5e1"), // Qae1#
    (Focus::Mates, "8/2k1pp2/2p1b3/2r5/1P2b1B1/7P/3PPQ2/4K3 b - - 0 30", "c5c1"), // Rc1#
    (Focus::Mates, "7k/6pp/1p1R4/8/6P1/5P2/4K3/8 w - - 0 30", "d6d8"), // Rd8#
    (Focus::Mates, "1k6/ppp3BR/3p4/6pp/3R4/P7/5P1K/8 w - - 0 30", "h7h8"), // Rh8#
    (Focus::Mates, "5k2/1p6/2qp4/p3p3/P7/4PP2/q7/5K2 b - - 0 30", "c6c1"), // Qc1#
    (Focus::Mates, "8/3k2p1/1p6/8/5P2/3r1n2/6Pb/7K b - - 0 30", "d3d1"), // Rd1#
    (Focus::Mates, "4k3/4pp2/1p6/p3b3/1P3B2/B6Q/K2P4/8 w - - 0 30", "h3c8"), // Qc8#
    (Focus::Mates, "6k1/5ppp/2p1R3/3p4/2P5/7P/4P3/5K2 w - - 0 30", "e6e8"), // Re8#
    (Focus::Mates, "1k2bRn1/ppp5/3p1p2/8/3B3P/1P1N1P2/2K5/8 w - - 0 30", "f8e8"), // Rxe8#
    (Focus::Mates, "1k6/8/p7/7p/8/5P1r/PP6/K7 b - - 0 30", "h3h1"), // Rh1#
    (Focus::Mates, "6k1/6p1/2B2p2/2pp2N1/1P1P4/R4P2/8/7K w - - 0 30", "a3a8"), // Ra8#
    (Focus::Mates, "4b2k/6pp/7R/p1r5/2N5/4PQ2/3P3K/8 w - - 0 30", "f3f8"), // Qf8#
    (Focus::Mates, "5k2/8/6pp/2p3q1/1b6/5P2/6PP/7K b - - 0 30", "g5c1"), // Qc1#
    (Focus::Mates, "5k2/3R2p1/4pp2/p2p4/PR3P2/8/8/6K1 w - - 0 30", "b4b8"), // Rb8#
    (Focus::Mates, "7k/6p1/p2p4/5Q1p/P7/1BP4P/8/1K6 w - - 0 30", "f5h5"), // Qxh5#
    (Focus::Mates, "8/6k1/8/p4p2/P4q2/1P6/2PPP3/3K4 b - - 0 30", "f4f1"), // Qf1#
    (Focus::Mates, "Nk6/p7/QNp3p1/6q1/P7/8/2K4P/8 w - - 0 30", "a6c8"), // Qc8#
    (Focus::Mates, "8/3kp1p1/3q4/7p/2P3P1/5b2/4P3/5Kb1 b - - 0 30", "d6d1"), // Qd1#
    (Focus::Mates, "7k/4Q3/4N3/4p3/8/3PP3/7P/3K4 w - - 0 30", "e7g7"), // Qg7#
    (Focus::Mates, "6k1/1R4pp/5p2/2R5/7R/3P1P2/4P2P/7K w - - 0 30", "c5c8"), // Rc8#
    (Focus::Mates, "k7/1p3Q2/8/3Bp3/7P/4P3/P4K2/8 w - - 0 30", "f7b7"), // Qxb7#
    (Focus::Mates, "k7/ppR5/2p5/6Bp/3P3P/4P3/8/4K3 w - - 0 30", "c7c8"), // Rc8#
    (Focus::Mates, "3k4/B1ppp1R1/8/1q4p1/4P3/6P1/5P2/3K4 w - - 0 30", "g7g8"), // Rg8#
    (Focus::Mates, "6k1/6pp/B2pR3/5R2/1P3P1P/8/1K4P1/8 w - - 0 30", "e6e8"), // Re8#
    (Focus::Mates, "k7/pq6/1Q4p1/N4p2/8/5P2/3PP3/K7 w - - 0 30", "b6b7"), // Qxb7#
    (Focus::Mates, "7k/3R2pp/8/1pp2p2/3N4/6P1/P2K4/8 w - - 0 30", "d7d8"), // Rd8#
    (Focus::Mates, "1N1k4/4p3/1p1p4/p4Q2/PP6/8/3P4/2K5 w - - 0 30", "f5d7"), // Qd7#
    (Focus::Mates, "8/2kp1p2/8/6p1/3P1PP1/2q4r/2P5/2K5 b - - 0 30", "h3h1"), // Rh1#
    (Focus::Mates, "6k1/5ppp/8/1p6/5P2/5Q2/7P/6K1 w - - 0 30", "f3a8"), // Qa8#
    (Focus::Mates, "k7/pp6/6p1/4p3/2P3QN/1N5P/1P3P2/7K w - - 0 30", "g4c8"), // Qc8#
    (Focus::Mates, "8/2k5/8/3qpp2/6Pr/2P5/1P6/n1K5 b - - 0 30", "h4h1"), // Rh1#
    (Focus::Mates, "4n2k/R6p/6p1/2ppRp1q/1P4P1/4R3/8/4K3 w - - 0 30", "e5e8"), // Rxe8#
    (Focus::Mates, "3k4/7p/1p6/3p1rp1/1rP5/1P6/6PP/7K b - - 0 30", "f5f1"), // Rf1#
    (Focus::Mates, "5k2/1R2pp2/5R2/7p/4PP2/6R1/2K5/8 w - - 0 30", "b7b8"), // Rb8#
    (Focus::Mates, "6k1/3R1ppp/8/3pn3/1P6/P3P3/8/K7 w - - 0 30", "d7d8"), // Rd8#
    (Focus::Mates, "5kN1/3Q4/6pp/2p3N1/6PP/3P4/8/7K w - - 0 30", "d7f7"), // Qf7#
    (Focus::Mates, "2k5/2pp4/1pQ3p1/8/1RP1P2P/8/3K2P1/8 w - - 0 30", "c6a8"), // Qa8#
    (Focus::Mates, "3k4/2p4p/5p2/8/1n2P3/2P5/3P2q1/1N1K4 b - - 0 30", "g2f1"), // Qf1#
    (Focus::Mates, "1k6/2p5/5pn1/5r2/P7/B5r1/3PPP2/4K1Q1 b - - 0 30", "g3g1"), // Rxg1#
    (Focus::Mates, "k4b2/pp3Q2/3B2p1/5r2/5P1N/6P1/4P3/3K4 w - - 0 30", "f7e8"), // Qe8#
    (Focus::Mates, "8/pk2p3/8/1p1r4/2P4P/3PP3/3K4/qr6 b - - 0 30", "a1b2"), // Qb2#
    (Focus::Mates, "2b2k2/1b2pBp1/5p2/pQp5/2P2P2/7B/8/3K4 w - - 0 30", "b5e8"), // Qe8#
    (Focus::Mates, "k7/p7/1Rn3p1/3B4/8/N7/4P1P1/4K3 w - - 0 30", "d5c6"), // Bxc6#
    (Focus::Mates, "5k2/R3ppp1/1pr5/3R2qp/8/P7/6PK/8 w - - 0 30", "d5d8"), // Rd8#
    (Focus::Mates, "8/7k/5p2/2p5/3q4/P1Pb4/n2PP3/3K4 b - - 0 30", "d4g1"), // Qg1#
    (Focus::Mates, "4k3/4pp1B/Qp6/1R6/5P2/1P6/8/5K2 w - - 0 30", "a6c8"), // Qc8#
    (Focus::Mates, "2b2k2/1R2p1p1/8/p4p1B/2R5/4P1P1/8/3K4 w - - 0 30", "c4c8"), // Rxc8#
    (Focus::Mates, "7k/6pp/4R3/3ppp2/4P2P/4B3/2P2P2/6K1 w - - 0 30", "e6e8"), // Re8#
    (Focus::Mates, "8/5p1k/2rp2rp/8/3P1b2/8/4PPP1/5K2 b - - 0 30", "c6c1"), // Rc1#
    (Focus::Mates, "k7/p6r/2p3n1/8/6Q1/P2P4/2P5/4K3 w - - 0 30", "g4c8"), // Qc8#
    (Focus::Mates, "1k6/pr1B4/7B/1pR3n1/7P/2P5/8/7K w - - 0 30", "c5c8"), // Rc8#
    (Focus::Mates, "4k3/6p1/8/1b1p4/1R5P/8/2BPP1r1/3K4 b - - 0 30", "g2g1"), // Rg1#
    (Focus::Mates, "k7/1p6/p5p1/5p2/5rP1/3P4/PP6/K7 b - - 0 30", "f4f1"), // Rf1#
    (Focus::Mates, "6kr/RR4p1/p6p/1p6/5R2/P4P1P/1K6/8 w - - 0 30", "b7g7"), // Rxg7#
    (Focus::Mates, "k7/ppR5/4pp2/2b5/1R3PP1/8/P1P5/K7 w - - 0 30", "c7c8"), // Rc8#
    (Focus::Mates, "k7/p2B4/4p3/3p4/1Q6/2PP4/2K5/8 w - - 0 30", "d7c6"), // Bc6#
    (Focus::Mates, "8/k7/7r/pp6/2q3N1/4P2b/1PPP4/2K5 b - - 0 30", "c4f1"), // Qf1#
    (Focus::Mates, "k7/r7/pp2p3/8/5P2/2QP4/2K5/8 w - - 0 30", "c3c8"), // Qc8#
    (Focus::Mates, "B4k2/4ppp1/6R1/p7/1Q6/P7/2P1P3/5K2 w - - 0 30", "b4b8"), // Qb8#
    (Focus::Mates, "3k4/2ppp3/pp6/8/3PQ1P1/2P1Q1N1/8/K7 w - - 0 30", "e4a8"), // Qa8#
    (Focus::Mates, "k2B4/3n4/6p1/6q1/8/2PQP1B1/2K5/8 w - - 0 30", "d3a6"), // Qa6#
    (Focus::Mates, "5N1k/6p1/2p2N1p/3p1p1Q/8/4P3/7P/5K2 w - - 0 30", "f8g6"), // Ng6#
    (Focus::Mates, "1kq3Q1/ppp5/1N2p3/8/1PP3N1/8/K4P2/8 w - - 0 30", "g8c8"), // Qxc8#
    (Focus::Mates, "4k3/5p1p/3p3r/pq6/5P2/2P5/1P3r2/K7 b - - 0 30", "b5b2"), // Qxb2#
    (Focus::Mates, "7k/8/2p3p1/5q2/7q/2P5/7P/7K b - - 0 30", "f5f1"), // Qf1#
    (Focus::Mates, "8/3k2p1/8/4pq2/4B2n/6P1/PPP3b1/1K6 b - - 0 30", "f5f1"), // Qf1#
    (Focus::Mates, "7k/6p1/3p4/1np4N/Q7/3B4/PP1P4/5K2 w - - 0 30", "a4a8"), // Qa8#
    (Focus::Mates, "1k6/2p3p1/8/8/2Q4P/4P2B/P3q3/K3bq2 b - - 0 30", "e1c3"), // Bc3#
    (Focus::Mates, "8/3k4/1pp5/4pp2/5b2/1PP1B1P1/1B5P/1r1b3K b - - 0 30", "d1f3"), // Bf3#
    (Focus::Mates, "8/k3p3/p5b1/3r4/P1B5/2P3b1/1P6/2K5 b - - 0 30", "g3f4"), // Bf4#
    (Focus::Mates, "QB3k2/4pp2/p5pr/1p6/6Q1/3PP3/5PK1/8 w - - 0 30", "b8e5"), // Be5#
    (Focus::Mates, "2k2BR1/1p1p4/Q6p/1r2p3/8/3PP3/5P2/4K3 w - - 0 30", "f8d6"), // Bd6#
    (Focus::Mates, "7k/7p/8/pR4B1/8/1BP3P1/P7/6K1 w - - 0 30", "g5f6"), // Bf6#
    (Focus::Mates, "7k/7p/8/2p3B1/2P5/6R1/1P6/7K w - - 0 30", "g5f6"), // Bf6#
    (Focus::Mates, "2k5/1p6/8/3pp2n/7P/1P6/P2n1b2/K7 b - - 0 30", "f2d4"), // Bd4#
    (Focus::Mates, "8/p6k/7p/2p1p3/3Nb3/6P1/P2b3B/K7 b - - 0 30", "d2c3"), // Bc3#
    (Focus::Mates, "8/1k6/4p2n/2p5/P6b/3P2P1/7K/5q2 b - - 0 30", "h6g4"), // Ng4#
    (Focus::Mates, "1RN3k1/6pp/3p4/Npp5/P7/6P1/1P1KP3/8 w - - 0 30", "c8d6"), // Nxd6#
    (Focus::Mates, "7k/6p1/2p1p3/1p6/4nP2/2R4n/6PP/2Q4K b - - 0 30", "e4f2"), // Nef2#
    (Focus::Mates, "7k/7p/2qp4/8/2B4B/5P2/6P1/4K3 w - - 0 30", "h4f6"), // Bf6#
    (Focus::Mates, "3N3k/7p/1p4R1/8/8/3PP3/8/3K4 w - - 0 30", "d8f7"), // Nf7#
    (Focus::Mates, "2Q2B2/kB4q1/8/p7/4P3/P6P/2K2P2/8 w - - 0 30", "f8c5"), // Bc5#
    (Focus::Mates, "8/p2k4/1q6/2p4p/P3P1b1/2P3PP/1R3q2/7K b - - 0 30", "g4f3"), // Bf3#
    (Focus::Mates, "1N2qk2/2q1pp2/2p2Np1/8/8/1PP1B2P/5PK1/8 w - - 0 30", "e3h6"), // Bh6#
    (Focus::Mates, "k7/p4B2/5p2/5R2/8/1Q2P2P/P4K2/8 w - - 0 30", "f7d5"), // Bd5#
    (Focus::Mates, "4RBk1/5p1p/bp6/p7/1B6/5P1P/8/6K1 w - - 0 30", "f8h6"), // Bh6#
    (Focus::Mates, "2B2Q2/7k/5p2/1p6/8/1PP5/K4P2/8 w - - 0 30", "c8f5"), // Bf5#
    (Focus::Mates, "3RN1k1/6pp/1r1p1p2/2n1p3/6R1/2P5/5P2/3K4 w - - 0 30", "e8d6"), // Nxd6#
    (Focus::Mates, "4k3/4p3/3p2p1/p7/2P1RB2/4P3/3P1P2/4Knr1 b - - 0 30", "f1g3"), // Ng3#
    (Focus::Mates, "6k1/5p1p/2p5/7n/P3n3/1P4P1/5B1P/5bNK b - - 0 30", "e4f2"), // Nxf2#
    (Focus::Mates, "2k5/2p4B/1pNp3p/p1N1p3/1P6/3P2P1/2K5/8 w - - 0 30", "h7f5"), // Bf5#
    (Focus::Mates, "1bR3Bk/6pp/4q3/2p1p3/1P5P/N7/5K2/8 w - - 0 30", "g8e6"), // Bxe6#
    (Focus::Mates, "2k5/8/6p1/5p2/2P1P3/3R4/3b1P1P/4qnKQ b - - 0 30", "f1e3"), // Ne3#
    (Focus::Mates, "2R4b/7k/2p1N2r/5p2/3P1PR1/8/2PK2P1/8 w - - 0 30", "e6f8"), // Nf8#
    (Focus::Mates, "kNR5/1p6/p1p5/7p/5N2/5P2/1PP5/6K1 w - - 0 30", "b8c6"), // Nxc6#
    (Focus::Mates, "8/3k4/8/1p1p4/1P4n1/1R2P3/6PP/6NK b - - 0 30", "g4f2"), // Nf2#
    (Focus::Mates, "k7/1R6/B4q2/pN6/8/1P3P1P/8/1K6 w - - 0 30", "b5c7"), // Nc7#
    (Focus::Mates, "7k/p5p1/5p2/7p/1P6/3n3n/6PP/7K b - - 0 30", "d3f2"), // Ndf2#
    (Focus::Mates, "8/5k2/5p2/3b3p/6P1/4P3/3P1P2/rn2K3 b - - 0 30", "b1c3"), // Nc3#
    (Focus::EnPassant, "8/6k1/1qp3pq/2Pp4/8/3P4/1P6/K7 w - d6 0 30", "c5d6"), // cxd6
    (Focus::EnPassant, "3k4/4p3/2pp3p/8/4Pp2/1P1P4/5P1P/7K b - e3 0 30", "f4e3"), // fxe3
    (Focus::EnPassant, "8/3p4/kp6/6Pp/5N2/3P2K1/7P/8 w - h6 0 30", "g5h6"), // gxh6
    (Focus::EnPassant, "2k5/6p1/p2p1b2/2q5/1pP5/8/P4PK1/6Q1 b - c3 0 30", "b4c3"), // bxc3
    (Focus::EnPassant, "8/1p2ppk1/8/2pP4/B7/1P2N3/5P2/6K1 w - c6 0 30", "d5c6"), // dxc6
    (Focus::EnPassant, "8/1b5k/2pn1p1p/8/Pp6/1P3RK1/4P3/1R6 b - a3 0 30", "b4a3"), // bxa3
    (Focus::EnPassant, "7r/8/k2p2p1/1r6/6Pp/1PP2P2/4PB2/B1K5 b - g3 0 30", "h4g3"), // hxg3
    (Focus::EnPassant, "6r1/1p2p2b/pk3p2/5Pp1/8/2PK4/7P/8 w - g6 0 30", "f5g6"), // fxg6
    (Focus::EnPassant, "8/1k2pp1p/5bp1/3pP3/8/KPP5/5P2/8 w - d6 0 30", "e5d6"), // exd6
    (Focus::EnPassant, "6k1/1b4p1/1p6/3q4/6Pp/3P1P2/P1P5/1K6 b - g3 0 30", "h4g3"), // hxg3
    (Focus::EnPassant, "8/p4p1p/k3p3/4n2b/1Pp5/2P2P2/2K1P3/8 b - b3 0 30", "c4b3"), // cxb3+
    (Focus::EnPassant, "8/q4p2/1k1p2pp/6n1/1Pp5/5PK1/2B3PP/5R2 b - b3 0 30", "c4b3"), // cxb3
    (Focus::EnPassant, "8/p2k2p1/1p1q4/6Pp/8/PK6/2P3B1/B7 w - h6 0 30", "g5h6"), // gxh6
    (Focus::EnPassant, "8/3p3k/5p2/8/pP6/6K1/P1N2P1P/6N1 b - b3 0 30", "a4b3"), // axb3
    (Focus::EnPassant, "3k4/1p1pp3/8/pP6/8/6P1/3P1N2/4K3 w - a6 0 30", "b5a6"), // bxa6
    (Focus::EnPassant, "2n1k3/p5p1/8/6Pp/8/1P6/5K1P/8 w - h6 0 30", "g5h6"), // gxh6
    (Focus::UnderPromotion, "8/p1p5/7k/8/P2PP3/K7/1p6/8 b - - 0 30", "b2b1n"), // b1=N+
    (Focus::UnderPromotion, "8/2P1k3/8/8/4p3/1K1P4/7P/8 w - - 0 30", "c7c8n"), // c8=N+
    (Focus::UnderPromotion, "8/3P1k2/8/8/5p2/K3P3/P6P/8 w - - 0 30", "d7d8n"), // d8=N+
    (Focus::UnderPromotion, "8/P7/1k6/7b/1p3pp1/3K3P/8/8 w - - 0 30", "a7a8n"), // a8=N+
    (Focus::UnderPromotion, "8/2p5/5k2/8/P7/7K/6p1/8 b - - 0 30", "g2g1n"), // g1=N+
    (Focus::UnderPromotion, "5k2/1p6/p7/8/8/P7/1K1p4/8 b - - 0 30", "d2d1n"), // d1=N+
];
