//! Enums written by name: in links (`o=black`, `form=long`), in forms (a radio button's value)
//! and in stored settings. Each enum has one table beside it, written with [`link_names!`]:
//! the name of every value, read and written from that one table.
//!
//! ```
//! use escaque_core::drill::GameSide;
//! use escaque_core::LinkName;
//! assert_eq!(GameSide::Black.link_name(), "black");
//! assert_eq!(GameSide::from_link_name("both"), Some(GameSide::Both));
//! assert_eq!(GameSide::from_link_name("Both"), None);
//! assert_eq!(GameSide::ALL, [GameSide::Both, GameSide::White, GameSide::Black]);
//! ```

/// An enum whose values have names (`white`, `edges`), from one table.
pub trait LinkName: Copy + PartialEq + Sized + 'static {
    /// Every value with its name, in menu order: the one table both ways read.
    const TABLE: &'static [(Self, &'static str)];

    /// The value's name (written from the same table as [`LinkName::TABLE`], by a match
    /// without a wildcard: a new value cannot be left without a name).
    fn link_name(self) -> &'static str;

    /// The value called `name` exactly (no other spelling, no other case), if any.
    fn from_link_name(name: &str) -> Option<Self> {
        Self::TABLE
            .iter()
            .find(|(_, n)| *n == name)
            .map(|&(value, _)| value)
    }
}

/// Writes an enum's name table: `link_names!(GameSide { White => "white", … })` gives
/// [`LinkName`] (the table, and the name of each value by a match without a wildcard) and
/// `GameSide::ALL`, every value in the table's order.
macro_rules! link_names {
    ($ty:ident { $($variant:ident => $name:literal),+ $(,)? }) => {
        impl $ty {
            /// Every value, in menu order (the order of its name table).
            pub const ALL: [$ty; [$(stringify!($variant)),+].len()] = [$($ty::$variant),+];
        }

        impl $crate::link_name::LinkName for $ty {
            const TABLE: &'static [($ty, &'static str)] = &[$(($ty::$variant, $name)),+];

            fn link_name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name),+
                }
            }
        }
    };
}

pub(crate) use link_names;

/// Checks one enum's table, given every value by a match without a wildcard (so that a new
/// value breaks the test's build until it is listed): each value once in the table, its name
/// read back as itself, no name twice.
#[cfg(test)]
pub(crate) fn assert_table_round_trips<T: LinkName + std::fmt::Debug>(every: &[T]) {
    assert_eq!(T::TABLE.len(), every.len(), "{every:?}: the table's length");
    for &value in every {
        let name = value.link_name();
        assert!(!name.is_empty(), "{value:?} has an empty name");
        assert_eq!(
            T::from_link_name(name),
            Some(value),
            "{value:?} as '{name}'"
        );
        assert_eq!(
            T::TABLE.iter().filter(|(v, _)| *v == value).count(),
            1,
            "{value:?} in the table once"
        );
        assert_eq!(
            T::TABLE.iter().filter(|(_, n)| *n == name).count(),
            1,
            "'{name}' in the table once"
        );
    }
}

/// Every value of an enum, from its first by `next`: a match without a wildcard, so that a
/// new value breaks the test's build until it takes its place in the chain.
#[cfg(test)]
pub(crate) fn every<T: Copy>(first: T, next: fn(T) -> Option<T>) -> Vec<T> {
    std::iter::successors(Some(first), |&value| next(value)).collect()
}
