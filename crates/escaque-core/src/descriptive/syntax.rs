//! Descriptive moves as text: [`parse`] reads one, [`render`] writes one.

use super::{
    DescriptiveLanguage, DescriptiveMove, FileName, Man, Mark, Side, Spelling, SquareName, Target,
    Written,
};
use crate::san::{CastlingSide, SyntaxError, SyntaxErrorKind};
use crate::Role;

/// Check and mate marks, longest first, as books print them (glued or apart).
const MARKS: [(&str, Mark); 22] = [
    ("double check", Mark::DoubleCheck),
    ("dbl. ch.", Mark::DoubleCheck),
    ("dbl.ch.", Mark::DoubleCheck),
    ("dbl. ch", Mark::DoubleCheck),
    ("dbl ch", Mark::DoubleCheck),
    ("dbl.ch", Mark::DoubleCheck),
    ("dblch", Mark::DoubleCheck),
    ("dis. ch.", Mark::DiscoveredCheck),
    ("dis.ch.", Mark::DiscoveredCheck),
    ("dis. ch", Mark::DiscoveredCheck),
    ("dis ch", Mark::DiscoveredCheck),
    ("dis.ch", Mark::DiscoveredCheck),
    ("disch", Mark::DiscoveredCheck),
    ("check", Mark::Check),
    ("mate", Mark::Mate),
    ("ch.", Mark::Check),
    ("mat", Mark::Mate),
    ("ch", Mark::Check),
    ("++", Mark::Mate),
    ("+", Mark::Check),
    ("#", Mark::Mate),
    ("≠", Mark::Mate),
];

/// En-passant marks, glued or apart.
const EN_PASSANT: [&str; 6] = ["e.p.", "a.p.", "e.p", "a.p", "ep", "ap"];

/// Whether `word` is only a mark written apart from its move (`ch`, `dis`, `mate`, `e.p.`,
/// `+`, `!?`): the game reader gives it to the move before.
pub(crate) fn is_mark_word(word: &str) -> bool {
    // Every mark is ASCII or `≠`; an ASCII word is compared without lowering it into a new
    // string (the game reader asks this of every word).
    if word.is_ascii() {
        let is = |m: &str| word.eq_ignore_ascii_case(m);
        return MARKS.iter().any(|(m, _)| is(m))
            || EN_PASSANT.iter().any(|m| is(m))
            || ["dis", "dis.", "dbl", "dbl.", "double"]
                .iter()
                .any(|m| is(m))
            || (!word.is_empty() && word.bytes().all(|c| c == b'!' || c == b'?'));
    }
    let lower = word.to_lowercase();
    MARKS.iter().any(|(m, _)| *m == lower)
        || EN_PASSANT.contains(&lower.as_str())
        || matches!(lower.as_str(), "dis" | "dis." | "dbl" | "dbl." | "double")
        || (!word.is_empty() && word.chars().all(|c| "!?‼⁇⁈⁉".contains(c)))
}

/// Reads one descriptive move written in `lang`.
///
/// # Errors
/// A [`SyntaxError`] naming the first character that does not fit, with its byte span.
///
/// ```
/// use escaque_core::descriptive::{parse, DescriptiveLanguage as D, Target, Written, Mark};
/// let read = parse("R(QR1)-Q1ch", D::En).unwrap();
/// assert_eq!(read.mark, Some(Mark::Check));
/// assert!(matches!(read.written, Written::Move { from: Some(_), target: Target::Square(_), .. }));
/// assert!(parse("P8R(D)", D::Es).is_ok());
/// assert!(parse("P-K9", D::En).is_err());
/// ```
pub fn parse(text: &str, lang: DescriptiveLanguage) -> Result<DescriptiveMove, SyntaxError> {
    let start = text.len() - text.trim_start().len();
    let mut plus = DescriptiveMove {
        written: Written::Castle(None),
        mark: None,
        en_passant_mark: false,
        glyphs: Vec::new(),
        spelling: Spelling::default(),
    };
    let end = strip_marks(text, start, &mut plus);
    if end <= start {
        return Err(SyntaxError {
            kind: SyntaxErrorKind::Empty,
            span: 0..text.len(),
        });
    }
    let body = &text[start..end];
    if let Some(side) = castling(body, &mut plus.spelling) {
        plus.written = Written::Castle(side);
        return Ok(plus);
    }
    let mut reader = Reader {
        text,
        at: start,
        end,
        lang,
        spelling: &mut plus.spelling,
    };
    plus.written = reader.body()?;
    Ok(plus)
}

/// Strips the marks after the move; returns where the move itself ends.
fn strip_marks(text: &str, start: usize, plus: &mut DescriptiveMove) -> usize {
    // Most moves end in a digit or a man's letter, which no mark, glyph or space ends with
    // (marks end in `h`, `k`, `e`, `t`, `p`, `.`, `+`, `#` or `≠`, in any case).
    if text.as_bytes().last().is_some_and(|&b| {
        b.is_ascii_alphanumeric()
            && !matches!(b.to_ascii_lowercase(), b'h' | b'k' | b'e' | b't' | b'p')
    }) {
        return text.len();
    }
    strip_marks_in_full(text, start, plus)
}

/// `text` with the typographic dashes a book or a word processor writes (‐ ‑ ‒ – — ― −) as
/// the hyphen of `O-O`.
fn with_ascii_hyphens(text: &str) -> String {
    text.chars()
        .map(|c| {
            if "‐‑‒–—―−".contains(c) {
                '-'
            } else {
                c
            }
        })
        .collect()
}

/// `O-O`, `0-0`, `O-O-O`, `Castles`; `Some(None)` for castling without a side.
fn castling(body: &str, spelling: &mut Spelling) -> Option<Option<CastlingSide>> {
    // Every form starts with `O`, `o`, `0` or `C`/`c`: other moves need not be normalised.
    if !body.starts_with(['O', 'o', '0', 'C', 'c']) {
        return None;
    }
    let normalised = with_ascii_hyphens(body);
    match normalised.as_str() {
        "O-O" | "o-o" => Some(Some(CastlingSide::King)),
        "O-O-O" | "o-o-o" => Some(Some(CastlingSide::Queen)),
        "0-0" => {
            spelling.castling_zeros = true;
            Some(Some(CastlingSide::King))
        }
        "0-0-0" => {
            spelling.castling_zeros = true;
            Some(Some(CastlingSide::Queen))
        }
        "Castles" | "castles" | "Castle" | "castle" => {
            spelling.castles_word = true;
            Some(None)
        }
        _ => None,
    }
}

/// A cursor over the body of a move.
struct Reader<'a, 's> {
    text: &'a str,
    at: usize,
    end: usize,
    lang: DescriptiveLanguage,
    spelling: &'s mut Spelling,
}

impl Reader<'_, '_> {
    fn rest(&self) -> &str {
        &self.text[self.at..self.end]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn eat(&mut self, prefix: &str) -> bool {
        if self.rest().starts_with(prefix) {
            self.at += prefix.len();
            true
        } else {
            false
        }
    }

    fn error(&self, kind: SyntaxErrorKind) -> SyntaxError {
        let len = self.peek().map_or(0, char::len_utf8);
        SyntaxError {
            kind,
            span: self.at..self.at + len,
        }
    }

    /// The error for the character here: unexpected, or nothing where more was needed.
    fn unexpected(&self) -> SyntaxError {
        match self.peek() {
            Some(c) => self.error(SyntaxErrorKind::Unexpected(c)),
            None => SyntaxError {
                kind: SyntaxErrorKind::MissingDestination,
                span: self.at.saturating_sub(1)..self.at,
            },
        }
    }

    fn body(&mut self) -> Result<Written, SyntaxError> {
        let mover = self.man()?.ok_or_else(|| self.unexpected())?;
        let from = if self.eat("(") {
            let square = self.square()?.ok_or_else(|| self.unexpected())?;
            if !self.eat(")") {
                return Err(self.unexpected());
            }
            Some(square)
        } else {
            None
        };
        let capture = ["x", "X", "×", ":"].iter().any(|c| self.eat(c));
        let target = if capture {
            let man = self.man()?.ok_or_else(|| self.unexpected())?;
            // `xP(K5)`: the square of the man taken; `xR(Q)`: a promotion, read below.
            let at = if self.rest().starts_with('(')
                && self.rest()[1..]
                    .starts_with(|c: char| c.is_ascii_digit() || self.lang.file_first())
            {
                let save = self.at;
                self.at += 1;
                match self.square()? {
                    Some(square) if self.eat(")") => Some(square),
                    _ => {
                        self.at = save;
                        None
                    }
                }
            } else {
                None
            };
            Target::Capture { man, at }
        } else {
            let hyphen = ["-", "–", "—", "‐", "‑"].iter().any(|c| self.eat(c));
            if hyphen != self.lang.file_first() {
                self.spelling.hyphen_differs = true;
            }
            Target::Square(self.square()?.ok_or_else(|| self.unexpected())?)
        };
        let promotion = self.promotion()?;
        if self.at < self.end {
            return Err(self.error(SyntaxErrorKind::TrailingText));
        }
        if promotion.is_some() && mover.role != Role::Pawn {
            return Err(SyntaxError {
                kind: SyntaxErrorKind::BadPromotion,
                span: self.at.saturating_sub(1)..self.at,
            });
        }
        Ok(Written::Move {
            mover,
            from,
            target,
            promotion,
        })
    }

    /// A piece letter (English `Kt` too), with the letters that follow it.
    fn piece_letter(&mut self) -> Option<Role> {
        if self.lang == DescriptiveLanguage::En && self.eat("Kt") {
            self.spelling.kt = true;
            return Some(Role::Knight);
        }
        Role::ALL
            .into_iter()
            .find(|&role| self.eat(self.lang.letter(role)))
    }

    fn side(&mut self) -> Option<Side> {
        // `Kt` is the knight, never the king's side.
        if self.lang == DescriptiveLanguage::En && self.rest().starts_with("Kt") {
            return None;
        }
        [Side::King, Side::Queen]
            .into_iter()
            .find(|&side| self.eat(self.lang.side_letter(side)))
    }

    /// A file name: English `[K|Q](R|N|Kt|B)`, `K`, `Q`; Spanish and French `(T|C|A|F)[R|D]`,
    /// `R`, `D`.
    fn file_name(&mut self) -> Option<FileName> {
        let save = self.at;
        let kinds = [Role::Rook, Role::Knight, Role::Bishop];
        let kind_here = |reader: &mut Self| {
            if reader.lang == DescriptiveLanguage::En && reader.eat("Kt") {
                reader.spelling.kt = true;
                return Some(Role::Knight);
            }
            kinds
                .into_iter()
                .find(|&k| reader.eat(reader.lang.letter(k)))
        };
        if self.lang.file_first() {
            let side = self.side();
            match (side, kind_here(self)) {
                (side, Some(kind)) => Some(FileName { side, kind }),
                (Some(Side::King), None) => Some(FileName {
                    side: None,
                    kind: Role::King,
                }),
                (Some(Side::Queen), None) => Some(FileName {
                    side: None,
                    kind: Role::Queen,
                }),
                (None, None) => {
                    self.at = save;
                    None
                }
            }
        } else {
            match kind_here(self) {
                Some(kind) => Some(FileName {
                    side: self.side(),
                    kind,
                }),
                None => match self.side() {
                    Some(Side::King) => Some(FileName {
                        side: None,
                        kind: Role::King,
                    }),
                    Some(Side::Queen) => Some(FileName {
                        side: None,
                        kind: Role::Queen,
                    }),
                    None => None,
                },
            }
        }
    }

    fn rank(&mut self) -> Result<Option<u8>, SyntaxError> {
        match self.peek() {
            Some(c @ '1'..='8') => {
                self.at += 1;
                Ok(Some(c as u8 - b'0'))
            }
            Some(c) if c.is_ascii_digit() => Err(self.error(SyntaxErrorKind::Unexpected(c))),
            _ => Ok(None),
        }
    }

    /// A square: English `KB3`, Spanish and French `3AR`.
    fn square(&mut self) -> Result<Option<SquareName>, SyntaxError> {
        let save = self.at;
        let (file, rank) = if self.lang.file_first() {
            let Some(file) = self.file_name() else {
                return Ok(None);
            };
            let Some(rank) = self.rank()? else {
                self.at = save;
                return Ok(None);
            };
            (file, rank)
        } else {
            let Some(rank) = self.rank()? else {
                return Ok(None);
            };
            let Some(file) = self.file_name() else {
                return Err(self.unexpected());
            };
            (file, rank)
        };
        Ok(Some(SquareName { file, rank }))
    }

    /// A man: English `P`, `KBP`, `BP`, `QP`, `N`, `KN`, `QR`, `Q`, `K`; Spanish and French
    /// `P`, `PAR`, `PA`, `PD`, `C`, `CR`, `TD`, `D`, `R`.
    fn man(&mut self) -> Result<Option<Man>, SyntaxError> {
        let save = self.at;
        if self.lang.file_first() {
            // A pawn after its file: `KBP`, `QP`, `BP`.
            if let Some(file) = self.file_name() {
                if self.eat("P") {
                    return Ok(Some(Man {
                        role: Role::Pawn,
                        side: None,
                        file: Some(file),
                    }));
                }
                self.at = save;
            }
            let side = self.side();
            match self.piece_letter() {
                Some(role @ (Role::Rook | Role::Knight | Role::Bishop)) => Ok(Some(Man {
                    role,
                    side,
                    file: None,
                })),
                Some(role) if side.is_none() => Ok(Some(Man::plain(role))),
                // `K` or `Q` alone, read as a side: the king or the queen.
                None => Ok(side.map(|side| {
                    Man::plain(match side {
                        Side::King => Role::King,
                        Side::Queen => Role::Queen,
                    })
                })),
                Some(_) => {
                    self.at = save;
                    Ok(None)
                }
            }
        } else {
            let Some(role) = self.piece_letter() else {
                return Ok(None);
            };
            Ok(Some(match role {
                Role::Pawn => Man {
                    role,
                    side: None,
                    file: self.file_name(),
                },
                Role::Rook | Role::Knight | Role::Bishop => Man {
                    role,
                    side: self.side(),
                    file: None,
                },
                _ => Man::plain(role),
            }))
        }
    }

    /// `=Q`, `(Q)`, `/Q`, or (in English, and after a square) the letter alone.
    fn promotion(&mut self) -> Result<Option<Role>, SyntaxError> {
        if self.at >= self.end {
            return Ok(None);
        }
        let (marked, paren) = if self.eat("=") {
            (true, false)
        } else if self.eat("(") {
            (false, true)
        } else if self.eat("/") {
            (false, false)
        } else {
            // The letter alone (`P-K8Q`); anything else is left to the caller.
            let save = self.at;
            match self.piece_letter() {
                Some(_) => self.at = save,
                None => return Ok(None),
            }
            (false, false)
        };
        if !marked {
            self.spelling.promotion_differs = true;
        }
        let role = self.piece_letter().ok_or_else(|| self.unexpected())?;
        if !Role::PROMOTIONS.contains(&role) {
            return Err(SyntaxError {
                kind: SyntaxErrorKind::BadPromotion,
                span: self.at.saturating_sub(1)..self.at,
            });
        }
        if paren && !self.eat(")") {
            return Err(self.unexpected());
        }
        Ok(Some(role))
    }
}

/// Writes a file name.
fn push_file(out: &mut String, file: FileName, lang: DescriptiveLanguage) {
    let kind = match file.kind {
        Role::King => lang.side_letter(Side::King),
        Role::Queen => lang.side_letter(Side::Queen),
        kind => lang.letter(kind),
    };
    let side = file
        .side
        .filter(|_| matches!(file.kind, Role::Rook | Role::Knight | Role::Bishop));
    if lang.file_first() {
        if let Some(side) = side {
            out.push_str(lang.side_letter(side));
        }
        out.push_str(kind);
    } else {
        out.push_str(kind);
        if let Some(side) = side {
            out.push_str(lang.side_letter(side));
        }
    }
}

fn push_square(out: &mut String, square: SquareName, lang: DescriptiveLanguage) {
    let rank = char::from(b'0' + square.rank);
    if lang.file_first() {
        push_file(out, square.file, lang);
        out.push(rank);
    } else {
        out.push(rank);
        push_file(out, square.file, lang);
    }
}

fn push_man(out: &mut String, man: Man, lang: DescriptiveLanguage) {
    let letter = lang.letter(man.role);
    if lang.file_first() {
        if let Some(file) = man.file {
            push_file(out, file, lang);
        }
        if let Some(side) = man.side {
            out.push_str(lang.side_letter(side));
        }
        out.push_str(letter);
    } else {
        out.push_str(letter);
        if let Some(file) = man.file {
            push_file(out, file, lang);
        }
        if let Some(side) = man.side {
            out.push_str(lang.side_letter(side));
        }
    }
}

/// The text of a mark: English `ch`, `dis ch`, `dbl ch`, `mate` (written apart); Spanish and
/// French `+` and `++` (glued).
pub(crate) fn mark_text(mark: Mark, lang: DescriptiveLanguage) -> &'static str {
    match (lang, mark) {
        (DescriptiveLanguage::En, Mark::Check) => " ch",
        (DescriptiveLanguage::En, Mark::DiscoveredCheck) => " dis ch",
        (DescriptiveLanguage::En, Mark::DoubleCheck) => " dbl ch",
        (DescriptiveLanguage::En, Mark::Mate) => " mate",
        (_, Mark::Mate) => "++",
        _ => "+",
    }
}

/// Writes a move in its canonical spelling: English `P-K8=Q`, `O-O`; Spanish and French
/// `P8R=D` without hyphen; the mark ([`mark_text`]) and the en-passant mark apart.
///
/// ```
/// use escaque_core::descriptive::{parse, render, DescriptiveLanguage as D};
/// assert_eq!(render(&parse("Kt-KB3ch", D::En).unwrap(), D::En), "N-KB3 ch");
/// assert_eq!(render(&parse("P8R(D)++", D::Es).unwrap(), D::Es), "P8R=D++");
/// assert_eq!(render(&parse("PxP e.p.", D::Fr).unwrap(), D::Fr), "PxP e.p.");
/// ```
pub fn render(plus: &DescriptiveMove, lang: DescriptiveLanguage) -> String {
    let mut out = String::new();
    render_into(&mut out, plus, lang);
    out
}

/// [`render`], appended to `out`.
pub(crate) fn render_into(out: &mut String, plus: &DescriptiveMove, lang: DescriptiveLanguage) {
    match plus.written {
        Written::Castle(side) => out.push_str(match side {
            Some(CastlingSide::Queen) => "O-O-O",
            Some(CastlingSide::King) => "O-O",
            None => "Castles",
        }),
        Written::Move {
            mover,
            from,
            target,
            promotion,
        } => {
            push_man(out, mover, lang);
            if let Some(from) = from {
                out.push('(');
                push_square(out, from, lang);
                out.push(')');
            }
            match target {
                Target::Square(square) => {
                    if lang.file_first() {
                        out.push('-');
                    }
                    push_square(out, square, lang);
                }
                Target::Capture { man, at } => {
                    out.push('x');
                    push_man(out, man, lang);
                    if let Some(at) = at {
                        out.push('(');
                        push_square(out, at, lang);
                        out.push(')');
                    }
                }
            }
            if let Some(role) = promotion {
                out.push('=');
                out.push_str(lang.letter(role));
            }
        }
    }
    for glyph in &plus.glyphs {
        out.push_str(glyph);
    }
    if let Some(mark) = plus.mark {
        out.push_str(mark_text(mark, lang));
    }
    if plus.en_passant_mark {
        out.push(' ');
        out.push_str(lang.en_passant_mark());
    }
}

/// [`strip_marks`] without its shortcut: every mark, glyph and space looked for.
fn strip_marks_in_full(text: &str, start: usize, plus: &mut DescriptiveMove) -> usize {
    let mut end = text.len();
    loop {
        let body = &text[start..end];
        let trimmed = body.trim_end();
        if trimmed.len() != body.len() {
            end = start + trimmed.len();
            continue;
        }
        if let Some(c) = body.chars().last().filter(|c| "!?‼⁇⁈⁉".contains(*c)) {
            match plus.glyphs.first_mut() {
                Some(first) => first.insert(0, c),
                None => plus.glyphs.push(c.to_string()),
            }
            end -= c.len_utf8();
            continue;
        }
        // Marks are ASCII (any case) or `≠`: a match at the end is at a character boundary.
        let ends = |m: &str| {
            body.len() > m.len()
                && body.as_bytes()[body.len() - m.len()..].eq_ignore_ascii_case(m.as_bytes())
        };
        // A lower-case mark glued to the move must follow its last character, never be part of
        // a piece name (`Kt` ends in `t`, no mark does).
        if let Some((mark, kind)) = MARKS.iter().find(|(m, _)| ends(m)) {
            plus.mark.get_or_insert(*kind);
            end -= mark.len();
            continue;
        }
        if let Some(mark) = EN_PASSANT
            .iter()
            .find(|m| ends(m) && (m.contains('.') || body[..body.len() - m.len()].ends_with(' ')))
        {
            plus.en_passant_mark = true;
            end -= mark.len();
            continue;
        }
        return end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use DescriptiveLanguage::{En, Es, Fr};

    #[test]
    fn the_shortcuts_agree_with_the_full_reading() {
        // Every word of the descriptive data and the corpora, and moves of the corpora written
        // in each language, with marks and glyphs glued and apart.
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
        let mut texts = Vec::new();
        for sub in ["descriptive", "pgn"] {
            for entry in std::fs::read_dir(format!("{dir}/{sub}")).expect("data") {
                let path = entry.expect("entry").path();
                if path.is_dir() {
                    continue;
                }
                let bytes = std::fs::read(path).expect("read");
                texts.push(String::from_utf8_lossy(&bytes).into_owned());
            }
        }
        let mut words: Vec<String> = texts
            .iter()
            .flat_map(|t| t.split_whitespace().map(str::to_string))
            .collect();
        for text in &texts {
            for game in crate::game::read_games(text, crate::Language::En)
                .into_iter()
                .flatten()
                .take(200)
            {
                let mut position = game.start;
                for m in &game.moves {
                    if !crate::position::is_null(m.mv) {
                        for lang in DescriptiveLanguage::ALL {
                            let w = super::super::write(&position, m.mv, lang);
                            for suffix in ["", "!", " ch", "ch", "+", " e.p.", "?!", "CH", " "] {
                                words.push(format!("{w}{suffix}"));
                            }
                        }
                    }
                    position = m.after;
                }
            }
        }
        for extra in [
            "Ch",
            "MATE",
            "PxEP",
            "P-K4 EP",
            "0-0",
            "Castles",
            "K-KR1\u{212a}",
        ] {
            words.push(extra.to_string());
        }
        assert!(words.len() > 100_000, "{}", words.len());
        for word in &words {
            let lower = word.to_lowercase();
            let full = MARKS.iter().any(|(m, _)| *m == lower)
                || EN_PASSANT.contains(&lower.as_str())
                || matches!(lower.as_str(), "dis" | "dis." | "dbl" | "dbl." | "double")
                || (!word.is_empty() && word.chars().all(|c| "!?‼⁇⁈⁉".contains(c)));
            assert_eq!(is_mark_word(word), full, "{word}");
            let start = word.len() - word.trim_start().len();
            let blank = || DescriptiveMove {
                written: Written::Castle(None),
                mark: None,
                en_passant_mark: false,
                glyphs: Vec::new(),
                spelling: Spelling::default(),
            };
            let (mut a, mut b) = (blank(), blank());
            assert_eq!(
                strip_marks(word, start, &mut a),
                strip_marks_in_full(word, start, &mut b),
                "{word}"
            );
            assert_eq!(a, b, "{word}");
            let normalised = with_ascii_hyphens(word);
            let full = match normalised.as_str() {
                "O-O" | "o-o" | "0-0" => Some(Some(CastlingSide::King)),
                "O-O-O" | "o-o-o" | "0-0-0" => Some(Some(CastlingSide::Queen)),
                "Castles" | "castles" | "Castle" | "castle" => Some(None),
                _ => None,
            };
            assert_eq!(castling(word, &mut Spelling::default()), full, "{word}");
        }
    }

    fn man(text: &str, lang: DescriptiveLanguage) -> Man {
        match parse(text, lang).unwrap().written {
            Written::Move { mover, .. } => mover,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn men_and_squares_of_each_language() {
        let kbp = Man {
            role: Role::Pawn,
            side: None,
            file: Some(FileName {
                side: Some(Side::King),
                kind: Role::Bishop,
            }),
        };
        assert_eq!(man("KBP-B4", En), kbp);
        assert_eq!(man("PAR4A", Es), kbp);
        assert_eq!(man("PFR4F", Fr), kbp);
        let qr = Man {
            role: Role::Rook,
            side: Some(Side::Queen),
            file: None,
        };
        assert_eq!(man("QR-Q1", En), qr);
        assert_eq!(man("TD1D", Es), qr);
        assert_eq!(man("Q-Q1", En), Man::plain(Role::Queen));
        assert_eq!(man("K-Q1", En), Man::plain(Role::King));
        assert_eq!(man("R1D", Es), Man::plain(Role::King));
        assert_eq!(man("Kt-B3", En), Man::plain(Role::Knight));
        let Written::Move { target, .. } = parse("TD1D", Es).unwrap().written else {
            panic!()
        };
        assert_eq!(
            target,
            Target::Square(SquareName {
                file: FileName {
                    side: None,
                    kind: Role::Queen
                },
                rank: 1
            })
        );
    }

    #[test]
    fn marks_glued_or_apart() {
        for (text, mark) in [
            ("P-K6ch", Mark::Check),
            ("P-Q7dis.ch", Mark::DiscoveredCheck),
            ("R-K8 dis ch", Mark::DiscoveredCheck),
            ("R-K8 dbl ch", Mark::DoubleCheck),
            ("P-R8(Q)mate", Mark::Mate),
            ("Q-R5+", Mark::Check),
        ] {
            assert_eq!(parse(text, En).unwrap().mark, Some(mark), "{text}");
        }
        assert_eq!(parse("D5T++", Es).unwrap().mark, Some(Mark::Mate));
        assert_eq!(parse("D5T≠", Fr).unwrap().mark, Some(Mark::Mate));
        assert!(parse("PxPe.p.", En).unwrap().en_passant_mark);
        assert!(parse("PxP a.p.", Es).unwrap().en_passant_mark);
    }

    #[test]
    fn syntax_errors_point_at_the_text() {
        let err = parse("P-K9", En).unwrap_err();
        assert_eq!(err.kind, SyntaxErrorKind::Unexpected('9'));
        assert_eq!(err.span, 3..4);
        assert_eq!(parse("", En).unwrap_err().kind, SyntaxErrorKind::Empty);
        assert_eq!(
            parse("N-", En).unwrap_err().kind,
            SyntaxErrorKind::MissingDestination
        );
        assert_eq!(
            parse("P-K8=K", En).unwrap_err().kind,
            SyntaxErrorKind::BadPromotion
        );
        assert_eq!(
            parse("N-KB3Z", En).unwrap_err().kind,
            SyntaxErrorKind::TrailingText
        );
    }
}
