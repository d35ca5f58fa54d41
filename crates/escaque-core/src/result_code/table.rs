//! The class table of the results page: its columns and their order.
//!
//! ```
//! use escaque_core::result_code::{sort_rows, ClassRow, Column, DrillId, ResultCode};
//! let drill = DrillId::of_link("v=1&mode=find&n=2");
//! let row = |name: &str, answers: &[bool]| ClassRow {
//!     name: Some(name.into()),
//!     code: ResultCode::new(drill, answers, 30, 20_000).unwrap(),
//!     line: 1,
//!     repeat_of: None,
//! };
//! let mut rows = vec![row("Luis", &[true, false]), row("Ana", &[true, true])];
//! let order = |a: &str, b: &str| a.to_lowercase().cmp(&b.to_lowercase());
//! let title = |id: DrillId| id.to_string();
//! sort_rows(&mut rows, Column::Score, true, &order, &title);
//! assert_eq!(rows[0].name.as_deref(), Some("Ana"));
//! sort_rows(&mut rows, Column::Name, false, &order, &title);
//! assert_eq!(rows[0].name.as_deref(), Some("Ana"));
//! ```

use super::class::ClassRow;
use super::drill_id::DrillId;
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

/// Sorts the rows by `column`, highest first when `descending`; ties keep their order. Names
/// and drills compare as texts by `order` (the UI language's collation: `Ángela` before
/// `Lucía`), drills by their titles (`title`); rows without a name come last.
pub fn sort_rows(
    rows: &mut [ClassRow],
    column: Column,
    descending: bool,
    order: &dyn Fn(&str, &str) -> Ordering,
    title: &dyn Fn(DrillId) -> String,
) {
    rows.sort_by(|a, b| {
        let ordering = compare(a, b, column, order, title);
        if descending {
            ordering.reverse()
        } else {
            ordering
        }
    });
}

fn compare(
    a: &ClassRow,
    b: &ClassRow,
    column: Column,
    order: &dyn Fn(&str, &str) -> Ordering,
    title: &dyn Fn(DrillId) -> String,
) -> Ordering {
    let (x, y) = (&a.code, &b.code);
    match column {
        Column::Name => match (&a.name, &b.name) {
            (Some(m), Some(n)) => order(m, n),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        },
        Column::Drill => order(&title(x.drill()), &title(y.drill())),
        Column::Date => x.day().cmp(&y.day()),
        Column::Score => {
            let (a, b) = (x.standing(None), y.standing(None));
            (a.right, a.out_of()).cmp(&(b.right, b.out_of()))
        }
        Column::Accuracy => x.accuracy_percent().cmp(&y.accuracy_percent()),
        Column::Time => x.seconds().cmp(&y.seconds()),
        Column::Mistakes => x.mistakes().count().cmp(&y.mistakes().count()),
    }
}
