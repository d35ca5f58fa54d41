//! The six kinds of chessmen, independent of colour and language.

use chess::Piece;

/// A kind of chessman. Language-free: letters come from [`crate::Language`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Role {
    /// All roles, pawn first, in the order of [`Role::index`].
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// All roles as a table of letters lists them: king first, pawn last (R D T A C, then the
    /// pawn). The course's table, set-up's palette and a notation's letters use this order.
    pub const KING_FIRST: [Role; 6] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];

    /// The roles a pawn may be promoted to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// Position of this role in [`Role::ALL`] (0 = pawn … 5 = king).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The `chess` crate's piece for this role.
    pub fn to_piece(self) -> Piece {
        match self {
            Role::Pawn => Piece::Pawn,
            Role::Knight => Piece::Knight,
            Role::Bishop => Piece::Bishop,
            Role::Rook => Piece::Rook,
            Role::Queen => Piece::Queen,
            Role::King => Piece::King,
        }
    }

    /// The role of a `chess` crate piece.
    pub fn from_piece(piece: Piece) -> Role {
        match piece {
            Piece::Pawn => Role::Pawn,
            Piece::Knight => Role::Knight,
            Piece::Bishop => Role::Bishop,
            Piece::Rook => Role::Rook,
            Piece::Queen => Role::Queen,
            Piece::King => Role::King,
        }
    }

    /// English name, for messages and debugging (`"knight"`).
    pub fn english_name(self) -> &'static str {
        ["pawn", "knight", "bishop", "rook", "queen", "king"][self.index()]
    }
}
