//! Facts about squares that the vision drills ask: colour, diagonals, knight distance.
//!
//! ```
//! use escaque_core::drill::geometry::{colour_of, knight_distance, on_one_diagonal, SquareColour};
//! use escaque_core::chess::Square;
//! assert_eq!(colour_of(Square::A1), SquareColour::Dark);
//! assert_eq!(colour_of(Square::H1), SquareColour::Light);
//! assert!(on_one_diagonal(Square::C1, Square::H6));
//! assert_eq!(knight_distance(Square::A1, Square::B3), 1);
//! assert_eq!(knight_distance(Square::A1, Square::H8), 6);
//! ```

use chess::{File, Rank, Square};

/// The colour of a square of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SquareColour {
    Light,
    Dark,
}

impl SquareColour {
    /// `light` or `dark`, as in the page contract.
    pub fn slug(self) -> &'static str {
        match self {
            SquareColour::Light => "light",
            SquareColour::Dark => "dark",
        }
    }
}

/// a1 is dark; colours alternate along files and ranks.
pub fn colour_of(square: Square) -> SquareColour {
    if (square.get_file().to_index() + square.get_rank().to_index()).is_multiple_of(2) {
        SquareColour::Dark
    } else {
        SquareColour::Light
    }
}

/// Whether two different squares share a diagonal (a bishop could go from one to the other on
/// an empty board).
pub fn on_one_diagonal(a: Square, b: Square) -> bool {
    let (df, dr) = deltas(a, b);
    a != b && df == dr
}

/// The fewest knight moves from `a` to `b` on an empty board (0 when they are the same).
pub fn knight_distance(a: Square, b: Square) -> u8 {
    knight_distances(a)[b.to_index()]
}

/// Knight distances from `from` to every square, by square index.
pub fn knight_distances(from: Square) -> [u8; 64] {
    let mut distance = [u8::MAX; 64];
    let mut queue = [from; 64];
    let (mut head, mut tail) = (0, 1);
    distance[from.to_index()] = 0;
    while head < tail {
        let square = queue[head];
        head += 1;
        for next in chess::get_knight_moves(square) {
            if distance[next.to_index()] == u8::MAX {
                distance[next.to_index()] = distance[square.to_index()] + 1;
                queue[tail] = next;
                tail += 1;
            }
        }
    }
    distance
}

/// A shortest knight route from `a` to `b` on an empty board, both included (`[a]` when they
/// are the same): what the knight drill shows after a miss.
///
/// ```
/// use escaque_core::drill::geometry::knight_route;
/// use escaque_core::chess::Square;
/// let route = knight_route(Square::A1, Square::B2);
/// assert_eq!(route.len(), 5); // four moves
/// assert_eq!((route[0], route[4]), (Square::A1, Square::B2));
/// ```
pub fn knight_route(a: Square, b: Square) -> Vec<Square> {
    // Walk back from `b`: each step goes to a square one move nearer to `a`, the first such
    // square in the move generator's order (so the same route every time).
    let distance = knight_distances(a);
    let mut route = vec![b];
    let mut square = b;
    while square != a {
        let Some(nearer) = chess::get_knight_moves(square)
            .find(|next| distance[next.to_index()] + 1 == distance[square.to_index()])
        else {
            break;
        };
        route.push(nearer);
        square = nearer;
    }
    route.reverse();
    route
}

/// The square at `file` (0 = a) and `rank` (0 = 1).
pub fn square_at(file: usize, rank: usize) -> Square {
    Square::make_square(Rank::from_index(rank), File::from_index(file))
}

fn deltas(a: Square, b: Square) -> (usize, usize) {
    (
        a.get_file().to_index().abs_diff(b.get_file().to_index()),
        a.get_rank().to_index().abs_diff(b.get_rank().to_index()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_follow_the_laws() {
        // Article 2.1 of the Laws: the square at each player's right-hand corner (h1, a8) is light.
        assert_eq!(colour_of(Square::H1), SquareColour::Light);
        assert_eq!(colour_of(Square::A8), SquareColour::Light);
        assert_eq!(colour_of(Square::E4), SquareColour::Light);
        assert_eq!(colour_of(Square::D4), SquareColour::Dark);
        let dark = chess::ALL_SQUARES
            .iter()
            .filter(|&&s| colour_of(s) == SquareColour::Dark)
            .count();
        assert_eq!(dark, 32);
    }

    #[test]
    fn diagonals() {
        assert!(on_one_diagonal(Square::A8, Square::H1));
        assert!(on_one_diagonal(Square::E4, Square::B7));
        assert!(!on_one_diagonal(Square::E4, Square::E5));
        assert!(!on_one_diagonal(Square::E4, Square::E4));
        assert!(!on_one_diagonal(Square::A1, Square::B3));
    }

    #[test]
    fn knight_distances_are_symmetric_and_known() {
        for a in chess::ALL_SQUARES {
            for b in chess::ALL_SQUARES {
                assert_eq!(knight_distance(a, b), knight_distance(b, a));
            }
        }
        // The corner to its diagonal neighbour is the famous 4-move case.
        assert_eq!(knight_distance(Square::A1, Square::B2), 4);
        assert_eq!(knight_distance(Square::E4, Square::E5), 3);
        assert_eq!(knight_distance(Square::E4, Square::E6), 2);
        let max = chess::ALL_SQUARES
            .iter()
            .flat_map(|&a| {
                chess::ALL_SQUARES
                    .iter()
                    .map(move |&b| knight_distance(a, b))
            })
            .max();
        assert_eq!(max, Some(6));
    }

    #[test]
    fn knight_routes_are_shortest_and_made_of_knight_moves() {
        for a in chess::ALL_SQUARES {
            for b in chess::ALL_SQUARES {
                let route = knight_route(a, b);
                assert_eq!(
                    route.len(),
                    usize::from(knight_distance(a, b)) + 1,
                    "{a} {b}"
                );
                assert_eq!((route[0], route[route.len() - 1]), (a, b));
                for step in route.windows(2) {
                    let (df, dr) = deltas(step[0], step[1]);
                    assert!(matches!((df, dr), (1, 2) | (2, 1)), "{a} {b}: {route:?}");
                }
            }
        }
    }
}
