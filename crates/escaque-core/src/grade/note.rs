//! What an accepted answer does differently from the canonical text: the table of notes.

code_table! {
    /// Something an answer does differently from the canonical text, acceptable under FIDE
    /// rules. Messages are `note-<code>`.
    pub enum Note {
        CaptureMarkMissing = "capture_mark_missing",
        CheckMarkMissing = "check_mark_missing",
        MateMarkMissing = "mate_mark_missing",
        /// Disambiguation where no other piece could go to the square.
        NeedlessDisambiguation = "needless_disambiguation",
        /// By rank (or both) where the file alone tells the pieces apart (C.10.3).
        RankWhereFileSuffices = "rank_where_file_suffices",
        /// The long form with the square of departure (C.8).
        LongForm = "long_form",
        /// A hyphen between the squares (`Cg1-f3`) or after the letter (`C-f3`): not needed (C.8).
        Hyphen = "hyphen",
        /// `d8=D` where the language writes `d8D`, or `e8Q` where it writes `e8=Q`.
        PromotionSpelling = "promotion_spelling",
        /// `O-O` where the language writes `0-0`, or the other way round.
        CastlingSpelling = "castling_spelling",
        /// `++` instead of `#`, or the `a.p.` mark: allowed, not canonical (strict only).
        NonCanonicalMark = "non_canonical_mark",
        /// The `a.p.` (or `e.p.`) mark of an en passant capture: right, and optional (C.9.3).
        EnPassantMark = "en_passant_mark",
        /// `++` for mate, where the canonical text writes `#`: the same mark (C.13).
        DoublePlusMate = "double_plus_mate",
    }
}
