//! A legal chess position, loaded from FEN with checks the `chess` crate does not make.
//!
//! The `chess` crate miscounts some positions that cannot arise in a game (30 queens, an
//! en-passant square next to an unrelated check) and refuses others with no reason. We parse FEN
//! ourselves, reject what no game can reach, say why, and only then build the crate's board.
//!
//! ```
//! use escaque_core::Position;
//! let start = Position::default();
//! assert_eq!(start.to_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
//! let err = "8/8/8/8/8/8/8/8 w - - 0 1".parse::<Position>().unwrap_err();
//! assert_eq!(err.to_string(), "white has 0 kings (exactly one is needed)");
//! ```

use crate::attacks::attackers_of;
use crate::Role;
use chess::{
    get_king_moves, BitBoard, Board, BoardBuilder, CastleRights, ChessMove, Color, File, MoveGen,
    Piece, Rank, Square, EMPTY,
};
use std::fmt;
use std::str::FromStr;

/// A position in which every move is legal to play: the board plus the move counters.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: Board,
    halfmove_clock: u32,
    fullmove_number: u32,
}

/// The null move (`--` in game text, `0000` in UCI): a pass, only found in analysis and some
/// databases. Represented as a move from a1 to a1.
pub fn null_move() -> ChessMove {
    ChessMove::new(Square::A1, Square::A1, None)
}

/// Whether `mv` is the [`null_move`].
pub fn is_null(mv: ChessMove) -> bool {
    mv.get_source() == mv.get_dest()
}

/// Why a FEN was refused. Each variant names what is wrong, in words for the UI to translate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Not six (or four) space-separated fields.
    FieldCount(usize),
    /// The board field does not describe 8 ranks of 8 squares.
    BadBoard {
        rank: u8,
    },
    /// A character that is not a piece or a digit 1–8.
    BadPieceChar(char),
    BadSideToMove(String),
    BadCastling(String),
    BadEnPassant(String),
    BadCounter(String),
    KingCount {
        white: bool,
        count: u32,
    },
    PawnOnBackRank(Square),
    TooManyPieces {
        white: bool,
        count: u32,
    },
    TooManyPawns {
        white: bool,
        count: u32,
    },
    /// More promoted pieces than missing pawns.
    ImpossibleMaterial {
        white: bool,
    },
    /// The side that is not to move is in check.
    OpponentInCheck,
    /// A castling right whose king or rook is not on its home square.
    CastlingWithoutPieces(String),
    /// An en-passant square that the last move cannot have made.
    ImpossibleEnPassant(String),
    /// A check that no last move could have given (three checkers, or a check that
    /// contradicts the en-passant square).
    ImpossibleCheck,
    /// The `chess` crate refused the position after our checks.
    Refused,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |white: &bool| if *white { "white" } else { "black" };
        match self {
            FenError::FieldCount(n) => write!(
                f,
                "a FEN has 6 fields separated by spaces, this one has {n}"
            ),
            FenError::BadBoard { rank } => {
                write!(f, "rank {rank} of the board does not have 8 squares")
            }
            FenError::BadPieceChar(c) => write!(
                f,
                "'{c}' is not a piece letter (KQRBNP, kqrbnp) or a digit 1-8"
            ),
            FenError::BadSideToMove(s) => write!(f, "side to move must be 'w' or 'b', not '{s}'"),
            FenError::BadCastling(s) => {
                write!(f, "castling rights must be '-' or letters KQkq, not '{s}'")
            }
            FenError::BadEnPassant(s) => write!(
                f,
                "en-passant square must be '-' or a square on rank 3 or 6, not '{s}'"
            ),
            FenError::BadCounter(s) => write!(f, "move counters must be whole numbers, not '{s}'"),
            FenError::KingCount { white, count } => write!(
                f,
                "{} has {count} kings (exactly one is needed)",
                side(white)
            ),
            FenError::PawnOnBackRank(sq) => write!(f, "a pawn cannot stand on {sq}"),
            FenError::TooManyPieces { white, count } => {
                write!(f, "{} has {count} pieces (at most 16)", side(white))
            }
            FenError::TooManyPawns { white, count } => {
                write!(f, "{} has {count} pawns (at most 8)", side(white))
            }
            FenError::ImpossibleMaterial { white } => write!(
                f,
                "{} has more promoted pieces than missing pawns",
                side(white)
            ),
            FenError::OpponentInCheck => write!(f, "the side that is not to move is in check"),
            FenError::CastlingWithoutPieces(s) => write!(
                f,
                "castling right '{s}' without king and rook on their squares"
            ),
            FenError::ImpossibleEnPassant(s) => {
                write!(f, "en-passant square {s} cannot follow a double pawn step")
            }
            FenError::ImpossibleCheck => write!(f, "no legal last move gives this check"),
            FenError::Refused => write!(f, "the move generator refused this position"),
        }
    }
}

impl std::error::Error for FenError {}

impl Default for Position {
    fn default() -> Position {
        // The crate's `Board::default` reads a FEN each time: read once (every game starts here).
        static START: std::sync::OnceLock<Board> = std::sync::OnceLock::new();
        Position {
            board: *START.get_or_init(Board::default),
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }
}

impl Position {
    /// The `chess` crate's board, for move generation.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.board.side_to_move()
    }

    /// The move number as written in game text (starts at 1, grows after Black moves).
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// Half-moves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> MoveGen {
        MoveGen::new_legal(&self.board)
    }

    /// Legal moves that land on `to` (faster than filtering [`Position::legal_moves`]).
    pub fn legal_moves_to(&self, to: Square) -> MoveGen {
        let mut moves = MoveGen::new_legal(&self.board);
        moves.set_iterator_mask(BitBoard::from_square(to));
        moves
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: ChessMove) -> bool {
        self.board.legal(mv)
    }

    /// Plays a move that must be legal (as returned by [`Position::legal_moves`] or the reader),
    /// or a [`null_move`] when the side to move is not in check (it passes).
    pub fn play(&self, mv: ChessMove) -> Position {
        if is_null(mv) {
            return Position {
                board: self.board.null_move().unwrap_or(self.board),
                halfmove_clock: self.halfmove_clock + 1,
                fullmove_number: self.fullmove_number + u32::from(self.turn() == Color::Black),
            };
        }
        debug_assert!(self.is_legal(mv), "illegal move {mv} played");
        // A pawn move or a capture (the bitboards rather than two `piece_on` look-ups).
        let zeroing = *self.board.pieces(Piece::Pawn) & BitBoard::from_square(mv.get_source())
            != EMPTY
            || *self.board.combined() & BitBoard::from_square(mv.get_dest()) != EMPTY;
        Position {
            board: self.board.make_move_new(mv),
            halfmove_clock: if zeroing { 0 } else { self.halfmove_clock + 1 },
            fullmove_number: self.fullmove_number + u32::from(self.turn() == Color::Black),
        }
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        *self.board.checkers() != EMPTY
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.king_can_step_aside() && self.legal_moves().len() == 0
    }

    /// Whether the king of the side to move has a move to a square that no enemy piece attacks
    /// once the king has left its own (a legal move, found without generating them all: most
    /// checks are answered so). Tested against the full generation in `game::fast_paths`.
    pub(crate) fn king_can_step_aside(&self) -> bool {
        let board = &self.board;
        let us = board.side_to_move();
        let king = board.king_square(us);
        let occupied = *board.combined() ^ BitBoard::from_square(king);
        (get_king_moves(king) & !*board.color_combined(us))
            .into_iter()
            .any(|square| attackers_of(board, square, !us, occupied) == EMPTY)
    }

    /// The piece a legal move of this position moves (a pawn for the null move).
    pub(crate) fn moving_role(&self, mv: ChessMove) -> Role {
        self.board
            .piece_on(mv.get_source())
            .map_or(Role::Pawn, Role::from_piece)
    }

    /// Whether `mv` captures (en passant included).
    pub fn is_capture(&self, mv: ChessMove) -> bool {
        self.board.piece_on(mv.get_dest()).is_some() || self.is_en_passant(mv)
    }

    /// Whether `mv` is an en-passant capture.
    pub fn is_en_passant(&self, mv: ChessMove) -> bool {
        self.board.piece_on(mv.get_source()) == Some(Piece::Pawn)
            && mv.get_source().get_file() != mv.get_dest().get_file()
            && self.board.piece_on(mv.get_dest()).is_none()
    }

    /// Whether `mv` is castling (the king moves two files).
    pub fn is_castling(&self, mv: ChessMove) -> bool {
        self.board.piece_on(mv.get_source()) == Some(Piece::King)
            && mv
                .get_source()
                .get_file()
                .to_index()
                .abs_diff(mv.get_dest().get_file().to_index())
                == 2
    }

    /// The en-passant target square (where a capturing pawn lands), if a capture is possible.
    pub fn en_passant_target(&self) -> Option<Square> {
        let pawn = self.board.en_passant()?;
        pawn.forward(self.turn())
    }

    /// FEN of the position, with the en-passant square only when a capture is possible.
    pub fn to_fen(&self) -> String {
        let mut fen = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let sq = Square::make_square(Rank::from_index(rank), File::from_index(file));
                match (self.board.piece_on(sq), self.board.color_on(sq)) {
                    (Some(piece), Some(color)) => {
                        if empty > 0 {
                            fen.push_str(&empty.to_string());
                            empty = 0;
                        }
                        fen.push_str(&piece.to_string(color));
                    }
                    _ => empty += 1,
                }
            }
            if empty > 0 {
                fen.push_str(&empty.to_string());
            }
            if rank > 0 {
                fen.push('/');
            }
        }
        fen.push_str(if self.turn() == Color::White {
            " w "
        } else {
            " b "
        });
        let mut castling = self
            .board
            .castle_rights(Color::White)
            .to_string(Color::White);
        castling.push_str(
            &self
                .board
                .castle_rights(Color::Black)
                .to_string(Color::Black),
        );
        fen.push_str(if castling.is_empty() { "-" } else { &castling });
        match self.en_passant_target() {
            Some(sq) => fen.push_str(&format!(" {sq}")),
            None => fen.push_str(" -"),
        }
        fen.push_str(&format!(
            " {} {}",
            self.halfmove_clock, self.fullmove_number
        ));
        fen
    }

    fn from_fen(fen: &str) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(fields.len() == 4 || fields.len() == 6) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let mut builder = BoardBuilder::new();
        let mut counts = [[0u32; 6]; 2];
        parse_board(fields[0], &mut builder, &mut counts)?;
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::BadSideToMove(other.to_string())),
        };
        builder.side_to_move(turn);
        check_material(&counts)?;
        let rights = parse_castling(fields[2], &builder)?;
        builder.castle_rights(Color::White, rights[0]);
        builder.castle_rights(Color::Black, rights[1]);
        let ep_pawn = parse_en_passant(fields[3], turn, &builder)?;
        let (halfmove_clock, fullmove_number) = if fields.len() == 6 {
            (parse_counter(fields[4])?, parse_counter(fields[5])?.max(1))
        } else {
            (0, 1)
        };
        builder.en_passant(ep_pawn.map(|sq| sq.get_file()));
        // Board checks first, without en passant: the crate drops an uncapturable square itself.
        let board = Board::try_from(&builder).map_err(|_| diagnose_refusal(&builder, turn))?;
        check_checks(&board, ep_pawn)?;
        Ok(Position {
            board,
            halfmove_clock,
            fullmove_number,
        })
    }
}

/// The crate refused the board: say why if the side not to move is in check.
fn diagnose_refusal(builder: &BoardBuilder, turn: Color) -> FenError {
    let mut flipped = *builder;
    flipped.side_to_move(!turn).en_passant(None);
    match Board::try_from(&flipped) {
        Ok(board) if *board.checkers() != EMPTY => FenError::OpponentInCheck,
        _ => FenError::Refused,
    }
}

fn parse_board(
    field: &str,
    builder: &mut BoardBuilder,
    counts: &mut [[u32; 6]; 2],
) -> Result<(), FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::BadBoard {
            rank: (8 - ranks.len().min(8)) as u8 + 1,
        });
    }
    for (row, text) in ranks.iter().enumerate() {
        let rank = 7 - row;
        let mut file = 0usize;
        for c in text.chars() {
            if let Some(skip) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += skip as usize;
                continue;
            }
            let (piece, color) = piece_from_char(c).ok_or(FenError::BadPieceChar(c))?;
            if file >= 8 {
                return Err(FenError::BadBoard {
                    rank: rank as u8 + 1,
                });
            }
            let sq = Square::make_square(Rank::from_index(rank), File::from_index(file));
            if piece == Piece::Pawn && (rank == 0 || rank == 7) {
                return Err(FenError::PawnOnBackRank(sq));
            }
            builder.piece(sq, piece, color);
            counts[color.to_index()][piece.to_index()] += 1;
            file += 1;
        }
        if file != 8 {
            return Err(FenError::BadBoard {
                rank: rank as u8 + 1,
            });
        }
    }
    Ok(())
}

fn piece_from_char(c: char) -> Option<(Piece, Color)> {
    let piece = match c.to_ascii_lowercase() {
        'p' => Piece::Pawn,
        'n' => Piece::Knight,
        'b' => Piece::Bishop,
        'r' => Piece::Rook,
        'q' => Piece::Queen,
        'k' => Piece::King,
        _ => return None,
    };
    let color = if c.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    Some((piece, color))
}

/// Material that no game can reach: the `chess` crate miscounts it (30 queens).
fn check_material(counts: &[[u32; 6]; 2]) -> Result<(), FenError> {
    for (index, side) in counts.iter().enumerate() {
        let white = index == 0;
        let [pawns, knights, bishops, rooks, queens, kings] = *side;
        if kings != 1 {
            return Err(FenError::KingCount {
                white,
                count: kings,
            });
        }
        let total: u32 = side.iter().sum();
        if total > 16 {
            return Err(FenError::TooManyPieces {
                white,
                count: total,
            });
        }
        if pawns > 8 {
            return Err(FenError::TooManyPawns {
                white,
                count: pawns,
            });
        }
        let promoted = knights.saturating_sub(2)
            + bishops.saturating_sub(2)
            + rooks.saturating_sub(2)
            + queens.saturating_sub(1);
        if promoted > 8 - pawns {
            return Err(FenError::ImpossibleMaterial { white });
        }
    }
    Ok(())
}

fn parse_castling(field: &str, builder: &BoardBuilder) -> Result<[CastleRights; 2], FenError> {
    let mut rights = [CastleRights::NoRights, CastleRights::NoRights];
    if field == "-" {
        return Ok(rights);
    }
    for c in field.chars() {
        let (color, add) = match c {
            'K' => (Color::White, CastleRights::KingSide),
            'Q' => (Color::White, CastleRights::QueenSide),
            'k' => (Color::Black, CastleRights::KingSide),
            'q' => (Color::Black, CastleRights::QueenSide),
            _ => return Err(FenError::BadCastling(field.to_string())),
        };
        let back = if color == Color::White {
            Rank::First
        } else {
            Rank::Eighth
        };
        let king = Square::make_square(back, File::E);
        let rook_file = if add == CastleRights::KingSide {
            File::H
        } else {
            File::A
        };
        let rook = Square::make_square(back, rook_file);
        if builder[king] != Some((Piece::King, color))
            || builder[rook] != Some((Piece::Rook, color))
        {
            return Err(FenError::CastlingWithoutPieces(c.to_string()));
        }
        let slot = &mut rights[color.to_index()];
        *slot = slot.add(add);
    }
    Ok(rights)
}

/// Returns the square of the pawn that just made a double step, if the field names one.
fn parse_en_passant(
    field: &str,
    turn: Color,
    builder: &BoardBuilder,
) -> Result<Option<Square>, FenError> {
    if field == "-" {
        return Ok(None);
    }
    let bad = || FenError::BadEnPassant(field.to_string());
    let target = parse_square(field).ok_or_else(bad)?;
    let expected_rank = if turn == Color::White {
        Rank::Sixth
    } else {
        Rank::Third
    };
    if target.get_rank() != expected_rank {
        return Err(bad());
    }
    let mover = !turn;
    let pawn = target.backward(turn).ok_or_else(bad)?;
    let origin = target.forward(turn).ok_or_else(bad)?;
    let impossible = || FenError::ImpossibleEnPassant(field.to_string());
    if builder[pawn] != Some((Piece::Pawn, mover))
        || builder[target].is_some()
        || builder[origin].is_some()
    {
        return Err(impossible());
    }
    Ok(Some(pawn))
}

/// A file's letter, `a`–`h`.
pub(crate) fn file_char(file: chess::File) -> char {
    char::from(b'a' + file.to_index() as u8)
}

/// A rank's digit, `1`–`8`.
pub(crate) fn rank_char(rank: chess::Rank) -> char {
    char::from(b'1' + rank.to_index() as u8)
}

/// Parses `e4` into a square.
pub fn parse_square(text: &str) -> Option<Square> {
    let bytes = text.as_bytes();
    if bytes.len() != 2 || !(b'a'..=b'h').contains(&bytes[0]) || !(b'1'..=b'8').contains(&bytes[1])
    {
        return None;
    }
    Some(Square::make_square(
        Rank::from_index((bytes[1] - b'1') as usize),
        File::from_index((bytes[0] - b'a') as usize),
    ))
}

fn parse_counter(text: &str) -> Result<u32, FenError> {
    text.parse::<u32>()
        .map_err(|_| FenError::BadCounter(text.to_string()))
}

/// Checks that the crate's `is_sane` leaves out: no triple check, and after a double pawn step
/// (an en-passant square) no check by a pawn or knight other than that pawn: such a check cannot
/// be discovered, so it existed before the step. The crate miscounts those positions.
fn check_checks(board: &Board, ep_pawn: Option<Square>) -> Result<(), FenError> {
    let opponent_king = board.king_square(!board.side_to_move());
    if attackers_of(
        board,
        opponent_king,
        board.side_to_move(),
        *board.combined(),
    ) != EMPTY
    {
        return Err(FenError::OpponentInCheck);
    }
    let checkers = *board.checkers();
    if checkers.popcnt() > 2 {
        return Err(FenError::ImpossibleCheck);
    }
    if let Some(pawn) = ep_pawn {
        let steppers = *board.pieces(Piece::Pawn) | *board.pieces(Piece::Knight);
        if (checkers & steppers & !BitBoard::from_square(pawn)) != EMPTY {
            return Err(FenError::ImpossibleCheck);
        }
    }
    Ok(())
}

impl FromStr for Position {
    type Err = FenError;

    fn from_str(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_unreachable_positions_with_reasons() {
        for (fen, expected) in [
            (
                "kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1",
                FenError::TooManyPieces {
                    white: true,
                    count: 28,
                },
            ),
            (
                "rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6 0 1",
                FenError::ImpossibleCheck,
            ),
            (
                "4k3/8/8/8/8/8/8/4K2R w Kk - 0 1",
                FenError::CastlingWithoutPieces("k".into()),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
                FenError::BadEnPassant("e3".into()),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
                FenError::ImpossibleEnPassant("e6".into()),
            ),
            (
                "4k3/8/8/8/8/8/8/4K2P w - - 0 1",
                FenError::PawnOnBackRank(Square::H1),
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
                FenError::BadSideToMove("x".into()),
            ),
            ("4k3/8/8/8/8/8/8/4K3 w", FenError::FieldCount(2)),
            (
                "4k3/8/8/8/8/8/8/4K4 w - - 0 1",
                FenError::BadBoard { rank: 1 },
            ),
            ("4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1", FenError::OpponentInCheck),
        ] {
            assert_eq!(fen.parse::<Position>(), Err(expected), "{fen}");
        }
    }

    #[test]
    fn fen_round_trips_and_counts_moves() {
        let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 3 12";
        let pos: Position = fen.parse().unwrap();
        assert_eq!(pos.to_fen(), fen);
        let after = pos.play(ChessMove::new(Square::A2, Square::A4, None));
        assert_eq!(
            after.to_fen(),
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/Pp2P3/2N2Q1p/1PPBBPPP/R3K2R b KQkq a3 0 12"
        );
    }
}
