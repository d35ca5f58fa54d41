//! The class table of the results page: its columns and their order.
//!
//! ```
//! use escaque_core::result_code::{sort_rows, ClassRow, Column, DrillId, ResultCode};
//! let drill = DrillId::of_link("v=1&mode=find&n=2");
//! let row = |name: &str, answers: &[bool]| ClassRow {
//!     name: Some(name.into()),
//!     code: ResultCode::new(drill, answers, 30, 20_000).unwrap(),
//! };
//! let mut rows = vec![row("Luis", &[true, false]), row("Ana", &[true, true])];
//! sort_rows(&mut rows, Column::Score, true);
//! assert_eq!(rows[0].name.as_deref(), Some("Ana"));
//! sort_rows(&mut rows, Column::Name, false);
//! assert_eq!(rows[0].name.as_deref(), Some("Ana"));
//! ```

use super::csv::ClassRow;
use std::cmp::Ordering;

/// A column of the class table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Column {
    Name,
    Drill,
    Date,
    Score,
    Accuracy,
    Time,
    Mistakes,
}

impl Column {
    /// Every column, in table order.
    pub const ALL: [Column; 7] = [
        Column::Name,
        Column::Drill,
        Column::Date,
        Column::Score,
        Column::Accuracy,
        Column::Time,
        Column::Mistakes,
    ];

    /// The column's name in messages (`score`).
    pub fn slug(self) -> &'static str {
        match self {
            Column::Name => "name",
            Column::Drill => "drill",
            Column::Date => "date",
            Column::Score => "score",
            Column::Accuracy => "accuracy",
            Column::Time => "time",
            Column::Mistakes => "mistakes",
        }
    }
}

/// Sorts the rows by `column`, highest first when `descending`; ties keep their order.
/// Names compare without regard to case; rows without a name come last.
pub fn sort_rows(rows: &mut [ClassRow], column: Column, descending: bool) {
    rows.sort_by(|a, b| {
        let order = compare(a, b, column);
        if descending {
            order.reverse()
        } else {
            order
        }
    });
}

fn compare(a: &ClassRow, b: &ClassRow, column: Column) -> Ordering {
    let (x, y) = (&a.code, &b.code);
    match column {
        Column::Name => match (&a.name, &b.name) {
            (Some(m), Some(n)) => m.to_lowercase().cmp(&n.to_lowercase()),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        },
        Column::Drill => x.drill().bits().cmp(&y.drill().bits()),
        Column::Date => x.day().cmp(&y.day()),
        Column::Score => {
            (x.score().right, x.score().attempted).cmp(&(y.score().right, y.score().attempted))
        }
        Column::Accuracy => x.accuracy_percent().cmp(&y.accuracy_percent()),
        Column::Time => x.seconds().cmp(&y.seconds()),
        Column::Mistakes => x.mistakes().count().cmp(&y.mistakes().count()),
    }
}
