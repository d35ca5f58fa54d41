//! Writing a legal move in descriptive notation with the fewest qualifiers that name it alone.

use super::resolve::{
    candidates, fits, relative_rank, resolve, resolve_without_search, taken_square,
};
use super::syntax::{render, render_into};
use super::{
    DescriptiveLanguage, DescriptiveMove, FileName, Man, Mark, Side, Spelling, SquareName, Target,
    Written,
};
use crate::san::CastlingSide;
use crate::{Position, Role};
use chess::{ChessMove, File, Square};

/// Writes a legal move of `position` in `lang`: the shortest text that fits it alone, its check
/// or mate mark, and the en-passant mark.
///
/// ```
/// use escaque_core::{descriptive::{write, DescriptiveLanguage as D}, Position, read_move, Language};
/// let pos: Position = "4k3/8/8/3p1p2/4P3/8/8/R4RK1 w - - 0 1".parse().unwrap();
/// let mv = |san| read_move(&pos, san, Language::En).unwrap();
/// assert_eq!(write(&pos, mv("exd5"), D::En), "PxQP");
/// assert_eq!(write(&pos, mv("exf5"), D::En), "PxBP");
/// assert_eq!(write(&pos, mv("Rfd1"), D::En), "KR-Q1");
/// assert_eq!(write(&pos, mv("Rfd1"), D::Es), "TR1D");
/// assert_eq!(write(&pos, mv("Ra8+"), D::En), "R-R8 ch");
/// ```
pub fn write(position: &Position, mv: ChessMove, lang: DescriptiveLanguage) -> String {
    render(&write_plus(position, mv), lang)
}

/// [`write`] appended to `out`, when the position after the move is known
/// (`after = position.play(mv)`).
pub(crate) fn write_after_into(
    out: &mut String,
    position: &Position,
    mv: ChessMove,
    after: &Position,
    lang: DescriptiveLanguage,
) {
    render_into(out, &write_plus_after(position, mv, after), lang);
}

/// The [`DescriptiveMove`] [`write`] writes.
pub fn write_plus(position: &Position, mv: ChessMove) -> DescriptiveMove {
    write_plus_after(position, mv, &position.play(mv))
}

fn write_plus_after(position: &Position, mv: ChessMove, after: &Position) -> DescriptiveMove {
    let mark = if after.is_checkmate() {
        Some(Mark::Mate)
    } else if after.is_check() {
        let checkers = *after.board().checkers();
        if checkers.popcnt() > 1 {
            Some(Mark::DoubleCheck)
        } else if checkers.into_iter().any(|sq| sq != mv.get_dest()) && !position.is_castling(mv) {
            Some(Mark::DiscoveredCheck)
        } else {
            Some(Mark::Check)
        }
    } else {
        None
    };
    DescriptiveMove {
        written: shortest(position, mv).0,
        mark,
        en_passant_mark: position.is_en_passant(mv),
        glyphs: Vec::new(),
        spelling: Spelling::default(),
    }
}

/// The full name of `square` seen from the side to move (`QN3`).
pub(crate) fn full_square_name(position: &Position, square: Square) -> SquareName {
    square_names(position, square)[1]
}

/// The full name of `square` seen from the side to move, and its short name (`B3` for `KB3`).
fn square_names(position: &Position, square: Square) -> [SquareName; 2] {
    let rank = relative_rank(square, position.turn());
    let full = FileName::of_file(square.get_file().to_index());
    [
        SquareName {
            file: full.short(),
            rank,
        },
        SquareName { file: full, rank },
    ]
}

/// The ways to name a man on `square` by its file or side, shortest first, each with its level
/// of qualification (0 = none): at most three, the first `.1` of them.
fn man_names(role: Role, square: Square) -> ([(u8, Man); 3], usize) {
    let plain = (0, Man::plain(role));
    let mut out = [plain; 3];
    let mut len = 1;
    match role {
        Role::Pawn => {
            let full = FileName::of_file(square.get_file().to_index());
            if full.short() != full {
                out[len] = (
                    1,
                    Man {
                        file: Some(full.short()),
                        ..Man::plain(role)
                    },
                );
                len += 1;
            }
            out[len] = (
                2,
                Man {
                    file: Some(full),
                    ..Man::plain(role)
                },
            );
            len += 1;
        }
        Role::Rook | Role::Knight | Role::Bishop => {
            for side in [Side::King, Side::Queen] {
                out[len] = (
                    1,
                    Man {
                        side: Some(side),
                        ..Man::plain(role)
                    },
                );
                len += 1;
            }
        }
        _ => {}
    }
    (out, len)
}

/// The shortest text that fits `mv` alone, and the text without any qualifier.
fn shortest(position: &Position, mv: ChessMove) -> (Written, Written) {
    if position.is_castling(mv) {
        let side = if mv.get_dest().get_file() == File::G {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        };
        let castle = Written::Castle(Some(side));
        return (castle, castle);
    }
    let source = mv.get_source();
    let role = position.moving_role(mv);
    let promotion = mv.get_promotion().map(Role::from_piece);
    let (taken, taken_role) = taken_man(position, mv);
    // Most moves need no qualifier: try the bare text before building the others.
    let bare = Written::Move {
        mover: Man::plain(role),
        from: None,
        target: match taken_role {
            Some(role) => Target::Capture {
                man: Man::plain(role),
                at: None,
            },
            None => Target::Square(square_names(position, mv.get_dest())[0]),
        },
        promotion,
    };
    // `resolve` without its full search when it can; else the full search's moves, kept for
    // the qualified texts below.
    let quick = resolve_without_search(position, &bare);
    if quick == Some(mv) {
        return (bare, bare);
    }
    let fitting = candidates(position, &bare);
    if quick.is_none() && fitting[..] == [mv] {
        return (bare, bare);
    }
    // The mover: by kind, by file or side, by its square.
    let (names, len) = man_names(role, source);
    let mut movers = [(0u8, Man::plain(role), None::<SquareName>); 5];
    for (slot, &(level, man)) in movers.iter_mut().zip(&names[..len]) {
        *slot = (level, man, None);
    }
    let mut movers_len = len;
    if role != Role::Pawn {
        for (level, name) in (2..).zip(square_names(position, source)) {
            movers[movers_len] = (level, Man::plain(role), Some(name));
            movers_len += 1;
        }
    }
    let movers = &movers[..movers_len];
    // The target: the square, or the man taken (by kind, by file or side, by its square).
    let mut targets = [(0u8, bare_target(&bare)); 5];
    let mut targets_len = 0;
    match taken.zip(taken_role) {
        None => {
            let [short, full] = square_names(position, mv.get_dest());
            targets[targets_len] = (0, Target::Square(short));
            targets_len += 1;
            if full != short {
                targets[targets_len] = (1, Target::Square(full));
                targets_len += 1;
            }
        }
        Some((taken, taken_role)) => {
            let (names, len) = man_names(taken_role, taken);
            for &(level, man) in &names[..len] {
                targets[targets_len] = (level, Target::Capture { man, at: None });
                targets_len += 1;
            }
            for (level, name) in (3..).zip(square_names(position, taken)) {
                targets[targets_len] = (
                    level,
                    Target::Capture {
                        man: Man::plain(taken_role),
                        at: Some(name),
                    },
                );
                targets_len += 1;
            }
        }
    }
    let targets = &targets[..targets_len];
    // A qualified text fits a subset of the moves the bare text fits: `resolve` gives `mv` for
    // it exactly when `mv` is the only one of those it fits (checked against `resolve` in the
    // tests, on every legal move of their positions).
    let is_mv = |written: &Written| {
        let mut fit = fitting.iter().filter(|&&m| fits(position, m, written));
        fit.next() == Some(&mv) && fit.next().is_none()
    };
    // Fewest qualifiers first; among equals, the target's before the mover's (`N-KB3`, not
    // `KN-B3`), then the movers and the targets in their order above. When none fits alone,
    // the last text, the one with the most qualifiers.
    let max_mover = movers.iter().map(|t| t.0).max().unwrap_or(0);
    let max_target = targets.iter().map(|t| t.0).max().unwrap_or(0);
    let mut last = bare;
    for total in 0..=max_mover + max_target {
        for m in 0..=total.min(max_mover) {
            for &(_, mover, from) in movers.iter().filter(|t| t.0 == m) {
                for &(_, target) in targets.iter().filter(|t| t.0 == total - m) {
                    let written = Written::Move {
                        mover,
                        from,
                        target,
                        promotion,
                    };
                    if is_mv(&written) {
                        return (written, bare);
                    }
                    last = written;
                }
            }
        }
    }
    (last, bare)
}

/// The target of a text that is not castling.
fn bare_target(written: &Written) -> Target {
    match *written {
        Written::Move { target, .. } => target,
        Written::Castle(_) => unreachable!("the bare text of a move that is not castling"),
    }
}

/// Why a move's text has a qualifier: the text without it, and the legal moves that text fits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qualification {
    /// The text as written, with its qualifier (`N-KB3`).
    pub written: String,
    /// The text without any qualifier (`N-B3`).
    pub bare: String,
    /// The legal moves the bare text fits, sorted (`b1c3`, `g1f3`).
    pub fits: Vec<ChessMove>,
}

/// When the text of `mv` needs a qualifier, why: which other moves the bare text would fit.
/// `None` when the bare text is the move's text.
///
/// ```
/// use escaque_core::{descriptive::{explain, DescriptiveLanguage as D}, Position, read_move, Language};
/// let start = Position::default();
/// let nf3 = read_move(&start, "Nf3", Language::En).unwrap();
/// let why = explain(&start, nf3, D::En).unwrap();
/// assert_eq!((why.written.as_str(), why.bare.as_str()), ("N-KB3", "N-B3"));
/// assert_eq!(why.fits.len(), 2);
/// let e4 = read_move(&start, "e4", Language::En).unwrap();
/// assert_eq!(explain(&start, e4, D::En), None);
/// ```
pub fn explain(
    position: &Position,
    mv: ChessMove,
    lang: DescriptiveLanguage,
) -> Option<Qualification> {
    let (written, bare) = shortest(position, mv);
    if written == bare {
        return None;
    }
    let fits = match resolve(position, &bare) {
        Err(crate::ReadError::Ambiguous { candidates }) => candidates,
        _ => vec![mv],
    };
    let text = |written: Written| {
        render(
            &DescriptiveMove {
                written,
                mark: None,
                en_passant_mark: false,
                glyphs: Vec::new(),
                spelling: Spelling::default(),
            },
            lang,
        )
    };
    Some(Qualification {
        written: text(written),
        bare: text(bare),
        fits,
    })
}

/// The square of the man `mv` takes and that man (a pawn taken en passant is a pawn).
fn taken_man(position: &Position, mv: ChessMove) -> (Option<Square>, Option<Role>) {
    let taken = taken_square(position, mv);
    let role = taken.map(|sq| {
        position
            .board()
            .piece_on(sq)
            .map_or(Role::Pawn, Role::from_piece)
    });
    (taken, role)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Language;
    use DescriptiveLanguage::{En, Es, Fr};

    fn check(fen: &str, san: &str, lang: DescriptiveLanguage, expected: &str) {
        let position: Position = fen.parse().unwrap();
        let mv = crate::read_move(&position, san, Language::En).unwrap();
        assert_eq!(write(&position, mv, lang), expected, "{fen} {san}");
    }

    #[test]
    fn fewest_qualifiers() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        check(start, "e4", En, "P-K4");
        check(start, "e4", Es, "P4R");
        check(start, "Nf3", En, "N-KB3");
        check(start, "Nc3", Es, "C3AD");
        // One knight: the short square is enough.
        check("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Nf3", En, "N-B3");
        check("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Nf3", Es, "C3A");
        // BxN by the man taken; the queen's file is already full.
        check("5k2/8/2n5/1B6/8/8/8/4K3 w - - 0 1", "Bxc6", En, "BxN");
        check("5k2/8/2n5/1B6/8/8/8/4K3 w - - 0 1", "Bxc6", Fr, "FxC");
        // Two pawns take the same pawn: the mover's file.
        check("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "exd5", En, "KPxP");
        check("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "cxd5", En, "BPxP");
        check("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "exd5", Es, "PRxP");
        // Black's moves counted from Black's side, en passant marked.
        check("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", "dxe3", En, "PxP e.p.");
        check("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", "dxe3", Es, "PxP a.p.");
        // Promotion, with the mark.
        check("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=Q+", En, "P-N8=Q ch");
        check("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=Q+", Es, "P8C=D+");
        check("7k/RP6/8/8/8/8/8/4K3 w - - 0 1", "b8=Q#", Es, "P8C=D++");
        check("7k/RP6/8/8/8/8/8/4K3 w - - 0 1", "b8=Q#", En, "P-N8=Q mate");
        // Castling.
        check("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", En, "O-O-O");
        // A discovered check in English.
        check(
            "4k3/8/8/8/4B3/8/4R3/4K3 w - - 0 1",
            "Bd5",
            En,
            "B-Q5 dis ch",
        );
        check("4k3/8/8/8/4B3/8/4R3/4K3 w - - 0 1", "Bd5", Es, "A5D+");
        // Two rooks on one file: the square of departure.
        check("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "R1a3", En, "R(R1)-R3");
    }

    /// [`shortest`] as it was before its shortcuts: every text built and sorted, each resolved
    /// against the position in full.
    fn shortest_in_full(position: &Position, mv: ChessMove) -> (Written, Written) {
        let (_, bare) = shortest(position, mv);
        let Written::Move {
            mover, promotion, ..
        } = bare
        else {
            return (bare, bare);
        };
        if resolve(position, &bare) == Ok(mv) {
            return (bare, bare);
        }
        let source = mv.get_source();
        let role = mover.role;
        let (taken, taken_role) = taken_man(position, mv);
        let (names, len) = man_names(role, source);
        let mut movers: Vec<(u8, Man, Option<SquareName>)> =
            names[..len].iter().map(|&(l, m)| (l, m, None)).collect();
        if role != Role::Pawn {
            for (level, name) in (2..).zip(square_names(position, source)) {
                movers.push((level, Man::plain(role), Some(name)));
            }
        }
        let mut targets: Vec<(u8, Target)> = Vec::new();
        match taken.zip(taken_role) {
            None => {
                let [short, full] = square_names(position, mv.get_dest());
                targets.push((0, Target::Square(short)));
                if full != short {
                    targets.push((1, Target::Square(full)));
                }
            }
            Some((taken, taken_role)) => {
                let (names, len) = man_names(taken_role, taken);
                for &(level, man) in &names[..len] {
                    targets.push((level, Target::Capture { man, at: None }));
                }
                for (level, name) in (3..).zip(square_names(position, taken)) {
                    targets.push((
                        level,
                        Target::Capture {
                            man: Man::plain(taken_role),
                            at: Some(name),
                        },
                    ));
                }
            }
        }
        let mut texts: Vec<(u8, u8, Written)> = Vec::new();
        for &(m, mover, from) in &movers {
            for &(t, target) in &targets {
                let written = Written::Move {
                    mover,
                    from,
                    target,
                    promotion,
                };
                texts.push((m + t, m, written));
            }
        }
        texts.sort_by_key(|&(total, m, _)| (total, m));
        let found = texts
            .iter()
            .find(|(_, _, written)| resolve(position, written) == Ok(mv))
            .map_or_else(|| texts[texts.len() - 1].2, |(_, _, written)| *written);
        (found, bare)
    }

    #[test]
    fn the_shortcuts_agree_with_the_full_search_on_the_corpora() {
        let (mut played, mut others) = (0, 0);
        for (path, text) in crate::game::fast_paths::corpora() {
            for game in crate::game::read_games(&text, Language::En)
                .into_iter()
                .flatten()
            {
                let mut position = game.start;
                for (ply, m) in game.moves.iter().enumerate() {
                    if crate::position::is_null(m.mv) {
                        position = m.after;
                        continue;
                    }
                    // The move played everywhere; every legal move in one position of eight.
                    let all: Vec<ChessMove> = if ply % 8 == 0 {
                        position.legal_moves().collect()
                    } else {
                        vec![m.mv]
                    };
                    for mv in all {
                        assert_eq!(
                            shortest(&position, mv),
                            shortest_in_full(&position, mv),
                            "{}: {} {mv}",
                            path,
                            position.to_fen()
                        );
                        for lang in DescriptiveLanguage::ALL {
                            let mut out = String::from("x");
                            write_after_into(&mut out, &position, mv, &position.play(mv), lang);
                            assert_eq!(out[1..], write(&position, mv, lang));
                        }
                        if mv == m.mv {
                            played += 1;
                        } else {
                            others += 1;
                        }
                    }
                    position = m.after;
                }
            }
        }
        assert!(played > 10_000 && others > 10_000, "{played} {others}");
    }

    #[test]
    fn every_legal_move_round_trips_and_no_shorter_text_fits() {
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        ] {
            let position: Position = fen.parse().unwrap();
            for mv in position.legal_moves() {
                let (written, bare) = shortest(&position, mv);
                assert_eq!(resolve(&position, &written), Ok(mv), "{fen} {mv}");
                for lang in DescriptiveLanguage::ALL {
                    let text = write(&position, mv, lang);
                    assert_eq!(
                        super::super::read(&position, &text, lang),
                        Ok(mv),
                        "{fen} {mv} {text}"
                    );
                }
                if written != bare {
                    assert!(resolve(&position, &bare).is_err(), "{fen} {mv}");
                }
            }
        }
    }
}
