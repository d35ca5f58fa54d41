//! What a move says, as written: syntax only, no position, no language in the result.
//!
//! Reading is lenient, as the FIDE Laws (Appendix C) are: `x` and `+`/`#`/`++` optional, the
//! long form (`Cg1f3`, `Cg1-f3`, `e2e4`, `e5xd4`), pawn captures with or without `x` (`exd5`,
//! `ed5`), promotion with or without `=` (`d8D`, `d8=D`), castling with `0` or `O`, the
//! en-passant marker (`a.p.`, `e.p.`, glued or apart), the draw offer `(=)` and annotation
//! glyphs. The language decides the piece letters; the resulting [`San`] has none.
//!
//! ```
//! use escaque_core::{Language, Role, san::{SanPlus, San}};
//! let read = SanPlus::parse("Cg1-f3+", Language::Es).unwrap();
//! assert!(matches!(read.san, San::Normal { role: Some(Role::Knight), .. }));
//! assert_eq!(read.to_string(), "Ng1f3+"); // written back in English
//! ```

use crate::language::figurine;
use crate::position::{file_char, rank_char};
use crate::style::{EnPassantMark, MateMark, WriteOptions};
use crate::{Language, Role};
use chess::{File, Rank, Square};
use std::fmt;
use std::ops::Range;

/// Which side the king castles to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// `0-0`, with the rook of the h-file.
    King,
    /// `0-0-0`, with the rook of the a-file.
    Queen,
}

/// A move as written, without the marks around it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece or pawn move. `role` is `None` when no letter was written: a pawn, or in
    /// coordinate notation (`g1f3`) whatever stands on the full source square.
    Normal {
        role: Option<Role>,
        file: Option<File>,
        rank: Option<Rank>,
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    },
    Castle(CastlingSide),
    /// `--` or `Z0`: a null move, only for analysis; never legal in a game.
    Null,
}

/// Check or mate mark after a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    Check,
    /// Mate, written `#`.
    Mate,
    /// Mate, written `++` (Appendix C.13 allows both).
    MateDoublePlus,
}

impl Suffix {
    /// The mark as written: `+`, `#` or `++`.
    pub fn as_str(self) -> &'static str {
        match self {
            Suffix::Check => "+",
            Suffix::Mate => "#",
            Suffix::MateDoublePlus => "++",
        }
    }
}

/// How the details of a move were spelt, for the grader; reading ignores them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spelling {
    /// A hyphen between the squares of a long form (`Cg1-f3`).
    pub hyphen: bool,
    /// `=` (or `/`, `()`) before the promotion piece.
    pub promotion_mark: bool,
    /// Castling written with the letter O instead of the digit 0.
    pub castling_with_letter_o: bool,
    /// A pawn letter written (`Pe4`), which Appendix C.4 says not to do.
    pub pawn_letter: bool,
    /// Written with a figurine instead of a letter.
    pub figurine: bool,
}

/// A move with its marks: check or mate, en passant, draw offer, annotation glyphs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SanPlus {
    pub san: San,
    pub suffix: Option<Suffix>,
    pub en_passant_mark: bool,
    pub draw_offer: bool,
    /// Annotations glued to the move, as written, in order: a run of marks (`!?`) or a symbol
    /// (`±`, see [`crate::annotation`]).
    pub glyphs: Vec<String>,
    pub spelling: Spelling,
}

/// What is wrong with the text of a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxErrorKind {
    Empty,
    /// A character that has no place here (an unknown piece letter, a stray symbol).
    Unexpected(char),
    /// No destination square (`C`, `ex`).
    MissingDestination,
    /// Text after the move that is not a promotion or a mark.
    TrailingText,
    /// A promotion to a king or pawn, or after a piece move.
    BadPromotion,
    /// The piece letter written twice (`CCe4`).
    RepeatedPieceLetter,
    /// A square written rank first (`C3f` for `Cf3`); `square` is the one meant.
    ReversedSquare {
        square: Square,
    },
    /// A file written in upper case (`CF3`, `E4`); `square` is the one meant (C.5).
    UpperCaseFile {
        square: Square,
    },
    /// A space inside the move (`C f3`).
    Space,
    /// Castling without its hyphens (`00`, `OOO`).
    CastlingWithoutHyphens {
        side: CastlingSide,
    },
}

/// A syntax error with the byte span of the offending text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub kind: SyntaxErrorKind,
    pub span: Range<usize>,
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.span.start;
        match &self.kind {
            SyntaxErrorKind::Empty => write!(f, "no move written"),
            SyntaxErrorKind::Unexpected(c) => write!(f, "unexpected '{c}' at byte {at}"),
            SyntaxErrorKind::MissingDestination => {
                write!(f, "no destination square (at byte {at})")
            }
            SyntaxErrorKind::TrailingText => {
                write!(f, "unexpected text after the move at byte {at}")
            }
            SyntaxErrorKind::BadPromotion => write!(
                f,
                "a pawn can only promote to a queen, rook, bishop or knight (byte {at})"
            ),
            SyntaxErrorKind::RepeatedPieceLetter => {
                write!(f, "the piece letter is written twice (byte {at})")
            }
            SyntaxErrorKind::ReversedSquare { square } => {
                write!(
                    f,
                    "a square is written file first, then rank: {square} (byte {at})"
                )
            }
            SyntaxErrorKind::UpperCaseFile { square } => {
                write!(f, "files are written in lower case: {square} (byte {at})")
            }
            SyntaxErrorKind::Space => write!(f, "a space inside the move (byte {at})"),
            SyntaxErrorKind::CastlingWithoutHyphens { side } => write!(
                f,
                "castling is written with hyphens: {}",
                San::Castle(*side)
            ),
        }
    }
}

impl std::error::Error for SyntaxError {}

const DASHES: [char; 8] = ['-', '‐', '‑', '‒', '–', '—', '―', '−'];
const CAPTURES: [char; 4] = ['x', 'X', ':', '×'];
const EN_PASSANT_MARKS: [&str; 6] = ["a.p.", "e.p.", "a.p", "e.p", "ep", "ap"];

impl SanPlus {
    /// A move without marks.
    pub fn new(san: San) -> SanPlus {
        SanPlus {
            san,
            suffix: None,
            en_passant_mark: false,
            draw_offer: false,
            glyphs: Vec::new(),
            spelling: Spelling::default(),
        }
    }

    /// Reads one move written in `lang` (figurines are read in every language).
    ///
    /// # Errors
    /// A [`SyntaxError`] naming what is wrong and where.
    pub fn parse(text: &str, lang: Language) -> Result<SanPlus, SyntaxError> {
        match parse_quickly(text, lang) {
            Some(plus) => Ok(plus),
            None => SanPlus::parse_in_full(text, lang),
        }
    }

    /// [`SanPlus::parse`] without its shortcut for the common shapes of a move.
    pub(crate) fn parse_in_full(text: &str, lang: Language) -> Result<SanPlus, SyntaxError> {
        let mut plus = SanPlus::new(San::Null);
        let start = text.len() - text.trim_start().len();
        let mut end = strip_marks(text, start, &mut plus, true);
        if end <= start {
            return Err(SyntaxError {
                kind: SyntaxErrorKind::Empty,
                span: 0..text.len(),
            });
        }
        // A glued marker without a move body before it ("exf6ep" handled; "ep" alone is empty).
        while end > start && text[..end].ends_with(char::is_whitespace) {
            end -= 1;
        }
        plus.san = parse_body(text, start, end, lang, &mut plus.spelling)?;
        Ok(plus)
    }
}

/// The common shapes of a move, read at once: `[letter][file][rank][x]` then the destination
/// square, then `+`, `#` or nothing (`e4`, `exd5`, `Nf3`, `Nbd7`, `R1e2`, `Qh4xe1+`), with the
/// piece letter of `lang` (one byte). `None` for any other text, left to the full reading;
/// what this gives is what the full reading gives (tested on every word of the corpora's
/// games, in every language, in `game::fast_paths`).
pub(crate) fn parse_quickly(text: &str, lang: Language) -> Option<SanPlus> {
    let bytes = text.as_bytes();
    let (end, suffix) = match *bytes.last()? {
        b'+' => (bytes.len() - 1, Some(Suffix::Check)),
        b'#' => (bytes.len() - 1, Some(Suffix::Mate)),
        _ => (bytes.len(), None),
    };
    if end < 2 {
        return None;
    }
    let file_of = |b: u8| {
        (b'a'..=b'h')
            .contains(&b)
            .then(|| File::from_index(usize::from(b - b'a')))
    };
    let rank_of = |b: u8| {
        (b'1'..=b'8')
            .contains(&b)
            .then(|| Rank::from_index(usize::from(b - b'1')))
    };
    let to = Square::make_square(rank_of(bytes[end - 1])?, file_of(bytes[end - 2])?);
    let (role, mut at) = if bytes[0].is_ascii_uppercase() {
        (Some(lang.ascii_letter(bytes[0])?), 1)
    } else {
        (None, 0)
    };
    let prefix = &bytes[..end - 2];
    let file = prefix.get(at).and_then(|&b| file_of(b));
    at += usize::from(file.is_some());
    let rank = prefix.get(at).and_then(|&b| rank_of(b));
    at += usize::from(rank.is_some());
    let capture = prefix.get(at) == Some(&b'x');
    at += usize::from(capture);
    if at != prefix.len() {
        return None;
    }
    let mut plus = SanPlus::new(San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion: None,
    });
    plus.suffix = suffix;
    plus.spelling.pawn_letter = role == Some(Role::Pawn);
    Some(plus)
}

/// Strips trailing marks from `text[start..]`, recording them; returns the end of the body.
/// `quick`: a body that ends in a square or a piece letter is taken as it is at once (the
/// same end and marks: tested on the corpora's words in `game::fast_paths`).
pub(crate) fn strip_marks(text: &str, start: usize, plus: &mut SanPlus, quick: bool) -> usize {
    let mut end = text.len();
    // A run of marks (`!?`) is one annotation; a symbol (`±`) another.
    let glyph = |plus: &mut SanPlus, piece: &str, mark: bool| match plus.glyphs.first_mut() {
        Some(first) if mark && first.chars().all(is_mark) => first.insert_str(0, piece),
        _ => plus.glyphs.insert(0, piece.to_string()),
    };
    loop {
        let body = &text[start..end];
        // A body ending in a square or a piece letter (most moves) has no mark left: none of
        // the marks below ends with an ASCII letter or digit but the en-passant ones (`p`).
        if quick
            && body
                .as_bytes()
                .last()
                .is_some_and(|&b| b.is_ascii_alphanumeric() && !matches!(b, b'p' | b'P'))
        {
            return end;
        }
        let trimmed = body.trim_end();
        if trimmed.len() != body.len() {
            end = start + trimmed.len();
            continue;
        }
        if body.ends_with("(=)") {
            plus.draw_offer = true;
            end -= 3;
            continue;
        }
        if let Some(c) = body.chars().last().filter(|&c| is_mark(c)) {
            glyph(plus, &c.to_string(), true);
            end -= c.len_utf8();
            continue;
        }
        if let Some(len) = crate::annotation::glued_suffix(body) {
            glyph(plus, &body[body.len() - len..], false);
            end -= len;
            continue;
        }
        if body.ends_with("++") {
            plus.suffix.get_or_insert(Suffix::MateDoublePlus);
            end -= 2;
            continue;
        }
        if body.ends_with('#') {
            plus.suffix.get_or_insert(Suffix::Mate);
            end -= 1;
            continue;
        }
        if body.ends_with('+') {
            plus.suffix.get_or_insert(Suffix::Check);
            end -= 1;
            continue;
        }
        if body.ends_with('.')
            && ["a.p.", "e.p.", "(=)", "a.p. ", "e.p. "]
                .iter()
                .any(|m| body[..body.len() - 1].ends_with(m))
        {
            end -= 1;
            continue;
        }
        let lower = body.as_bytes();
        if let Some(mark) = EN_PASSANT_MARKS.iter().find(|m| {
            let n = m.len();
            lower.len() > n
                && lower[lower.len() - n..].eq_ignore_ascii_case(m.as_bytes())
                // Glued "ep"/"ap" only after a square's rank digit; dotted forms anywhere.
                && (m.contains('.') || lower[lower.len() - n - 1].is_ascii_digit())
        }) {
            plus.en_passant_mark = true;
            end -= mark.len();
            continue;
        }
        return end;
    }
}

/// A character of the marks `!` `?` `‼` `⁇` `⁈` `⁉`.
fn is_mark(c: char) -> bool {
    matches!(c, '!' | '?' | '‼' | '⁇' | '⁈' | '⁉')
}

fn parse_body(
    text: &str,
    start: usize,
    end: usize,
    lang: Language,
    spelling: &mut Spelling,
) -> Result<San, SyntaxError> {
    let body = &text[start..end];
    if matches!(body, "--" | "Z0" | "0000" | "@@@@") {
        return Ok(San::Null);
    }
    if let Some(side) = parse_castling(body, spelling) {
        return Ok(San::Castle(side));
    }
    let err = |kind, at: usize, len: usize| SyntaxError {
        kind,
        span: at..(at + len).min(text.len()),
    };
    let mut pos = start;
    let mut role_end = None;
    let role = match lang.read_piece(body) {
        Some((role, len)) => {
            spelling.figurine =
                !body.is_char_boundary(1) || body.starts_with(|c: char| !c.is_alphabetic());
            spelling.pawn_letter = role == Role::Pawn;
            pos += len;
            role_end = Some((role, pos));
            Some(role)
        }
        None => None,
    };
    // Squares, files, ranks and marks up to the destination.
    #[derive(Copy, Clone, PartialEq)]
    enum Item {
        File(File),
        Rank(Rank),
        Capture,
        Dash,
    }
    // No allocation on this hot path: a move has at most 7 such items, longer runs are errors.
    let mut buffer = [(Item::Dash, 0usize); 16];
    let mut count = 0;
    let mut scan = pos;
    for c in text[pos..end].chars() {
        if count == buffer.len() {
            break;
        }
        let item = match c {
            'a'..='h' => Item::File(File::from_index(c as usize - 'a' as usize)),
            '1'..='8' => Item::Rank(Rank::from_index(c as usize - '1' as usize)),
            c if CAPTURES.contains(&c) => Item::Capture,
            c if DASHES.contains(&c) => Item::Dash,
            _ => break,
        };
        buffer[count] = (item, scan);
        count += 1;
        scan += c.len_utf8();
    }
    let items = &buffer[..count];
    // The destination is the last file+rank pair.
    let dest_index = items
        .windows(2)
        .rposition(|w| matches!((w[0].0, w[1].0), (Item::File(_), Item::Rank(_))));
    let Some(dest_index) = dest_index else {
        if let Some(side) = castling_without_hyphens(body) {
            let kind = SyntaxErrorKind::CastlingWithoutHyphens { side };
            return Err(err(kind, start, end - start));
        }
        if let Some(w) = items
            .windows(2)
            .find(|w| matches!((w[0].0, w[1].0), (Item::Rank(_), Item::File(_))))
        {
            let (Item::Rank(rank), Item::File(file)) = (w[0].0, w[1].0) else {
                unreachable!("the window is a rank followed by a file")
            };
            let square = Square::make_square(rank, file);
            return Err(err(SyntaxErrorKind::ReversedSquare { square }, w[0].1, 2));
        }
        if scan < end {
            return Err(unexpected(text, scan, end, lang, role_end));
        }
        return Err(err(SyntaxErrorKind::MissingDestination, start, end - start));
    };
    let (Item::File(to_file), Item::Rank(to_rank)) = (items[dest_index].0, items[dest_index + 1].0)
    else {
        unreachable!("dest_index points at a file followed by a rank")
    };
    let after_dest = if dest_index + 2 < items.len() {
        items[dest_index + 2].1
    } else {
        scan
    };
    // Everything before the destination: [file][rank][x|-]*
    let (mut file, mut rank, mut capture) = (None, None, false);
    let mut stage = 0; // 0: file allowed, 1: rank allowed, 2: marks only
    for &(item, at) in &items[..dest_index] {
        match item {
            Item::File(f) if stage == 0 => {
                file = Some(f);
                stage = 1;
            }
            Item::Rank(r) if stage <= 1 => {
                rank = Some(r);
                stage = 2;
            }
            Item::Capture => {
                capture = true;
                stage = 2;
            }
            Item::Dash => {
                spelling.hyphen = true;
                stage = 2;
            }
            _ => return Err(unexpected(text, at, end, lang, role_end)),
        }
    }
    // Anything after the destination ("e7e8q": the 'q'; "d7d8b": a 'b' that looked like a file)
    // must be a promotion.
    let scan = after_dest;
    // Promotion: [=|/|(] piece [)]
    let mut promotion = None;
    let mut rest = &text[scan..end];
    let mut at = scan;
    if !rest.is_empty() {
        let mark_len = if rest.starts_with('=') || rest.starts_with('/') || rest.starts_with('(') {
            1
        } else {
            0
        };
        spelling.promotion_mark = mark_len > 0;
        let paren = rest.starts_with('(');
        match lang.read_promotion_piece(&rest[mark_len..]) {
            Some((piece, len)) => {
                if !Role::PROMOTIONS.contains(&piece) || role.is_some_and(|r| r != Role::Pawn) {
                    return Err(err(SyntaxErrorKind::BadPromotion, at, mark_len + len));
                }
                promotion = Some(piece);
                at += mark_len + len;
                rest = &rest[mark_len + len..];
                if paren {
                    if !rest.starts_with(')') {
                        return Err(err(SyntaxErrorKind::TrailingText, at, 1));
                    }
                    rest = &rest[1..];
                    at += 1;
                }
            }
            // `g8=Q` in Spanish: the letter after the mark is the slip, not the mark.
            None if rest.len() > mark_len => {
                return Err(unexpected(text, at + mark_len, end, lang, role_end))
            }
            None => return Err(unexpected(text, at, end, lang, role_end)),
        }
        if let Some(c) = rest.chars().next() {
            return Err(err(SyntaxErrorKind::TrailingText, at, c.len_utf8()));
        }
    }
    Ok(San::Normal {
        role,
        file,
        rank,
        capture,
        to: Square::make_square(to_rank, to_file),
        promotion,
    })
}

/// The error for the character at `at` that has no place there, named more exactly where a
/// common slip explains it: a space, a file in upper case (`CF3`), the piece letter written twice
/// (`CCe4`). `role_end` is the piece letter read and the offset after it. Only on error paths.
fn unexpected(
    text: &str,
    at: usize,
    end: usize,
    lang: Language,
    role_end: Option<(Role, usize)>,
) -> SyntaxError {
    let c = text[at..end].chars().next().unwrap_or(' ');
    let after = &text[at + c.len_utf8()..end];
    let rank = after
        .chars()
        .next()
        .filter(|r| ('1'..='8').contains(r))
        .map(|r| Rank::from_index(r as usize - '1' as usize));
    let (kind, len) = match (c, rank) {
        (c, _) if c.is_whitespace() => (SyntaxErrorKind::Space, c.len_utf8()),
        ('A'..='H', Some(rank)) => {
            let file = File::from_index(c as usize - 'A' as usize);
            let square = Square::make_square(rank, file);
            (SyntaxErrorKind::UpperCaseFile { square }, 2)
        }
        _ => match (role_end, lang.read_piece(&text[at..end])) {
            (Some((role, role_end)), Some((again, len))) if role_end == at && again == role => {
                (SyntaxErrorKind::RepeatedPieceLetter, len)
            }
            _ => (SyntaxErrorKind::Unexpected(c), c.len_utf8()),
        },
    };
    SyntaxError {
        kind,
        span: at..at + len,
    }
}

/// `00`, `OO`, `000`, `OOO`: castling written without its hyphens.
fn castling_without_hyphens(body: &str) -> Option<CastlingSide> {
    if !body.chars().all(|c| matches!(c, '0' | 'O' | 'o')) {
        return None;
    }
    match body.len() {
        2 => Some(CastlingSide::King),
        3 => Some(CastlingSide::Queen),
        _ => None,
    }
}

fn parse_castling(body: &str, spelling: &mut Spelling) -> Option<CastlingSide> {
    let mut os = 0;
    let mut letter_o = false;
    let mut expect_o = true;
    for c in body.chars() {
        match c {
            'O' | 'o' | '0' if expect_o => {
                os += 1;
                letter_o |= c != '0';
                expect_o = false;
            }
            c if DASHES.contains(&c) && !expect_o => expect_o = true,
            _ => return None,
        }
    }
    if expect_o {
        return None;
    }
    spelling.castling_with_letter_o = letter_o;
    match os {
        2 => Some(CastlingSide::King),
        3 => Some(CastlingSide::Queen),
        _ => None,
    }
}

impl SanPlus {
    /// The one writer: appends this move to `out` in the language and style of `options`.
    ///
    /// ```
    /// use escaque_core::{Language, WriteOptions, san::SanPlus};
    /// let read = SanPlus::parse("Cg1-f3+", Language::Es).unwrap();
    /// let mut out = String::new();
    /// read.append_to(&mut out, &WriteOptions::short(Language::De));
    /// assert_eq!(out, "Sg1f3+");
    /// ```
    pub fn append_to(&self, out: &mut String, options: &WriteOptions) {
        let letter = |role: Role| -> &'static str {
            if options.figurine {
                figurine(role)
            } else {
                options.language.letter(role)
            }
        };
        match self.san {
            San::Null => out.push_str("--"),
            San::Castle(side) => {
                let o = if options.castling_zeros { "0" } else { "O" };
                out.push_str(o);
                out.push('-');
                out.push_str(o);
                if side == CastlingSide::Queen {
                    out.push('-');
                    out.push_str(o);
                }
            }
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if let Some(role) = role.filter(|&r| r != Role::Pawn) {
                    out.push_str(letter(role));
                }
                if let Some(file) = file {
                    out.push(file_char(file));
                }
                if let Some(rank) = rank {
                    out.push(rank_char(rank));
                }
                if capture && options.capture_mark {
                    out.push('x');
                } else if options.hyphen && file.is_some() && rank.is_some() {
                    out.push('-');
                }
                out.push(file_char(to.get_file()));
                out.push(rank_char(to.get_rank()));
                if let Some(promotion) = promotion {
                    if options.promotion_equals {
                        out.push('=');
                    }
                    out.push_str(letter(promotion));
                }
            }
        }
        if self.en_passant_mark {
            match options.en_passant {
                Some(EnPassantMark::AP) => out.push_str(" a.p."),
                Some(EnPassantMark::EP) => out.push_str(" e.p."),
                None => {}
            }
        }
        if options.checks {
            match self.suffix {
                Some(Suffix::Check) => out.push('+'),
                Some(Suffix::Mate | Suffix::MateDoublePlus) => out.push_str(match options.mate {
                    MateMark::Hash => "#",
                    MateMark::DoublePlus => "++",
                }),
                None => {}
            }
        }
        if self.draw_offer {
            out.push_str(" (=)");
        }
    }
}

impl fmt::Display for San {
    /// Writes the move back in English SAN syntax (`Ng1f3`, `e8=Q`, `O-O`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        let options = WriteOptions {
            checks: false,
            ..WriteOptions::short(Language::En)
        };
        SanPlus::new(*self).append_to(&mut out, &options);
        f.write_str(&out)
    }
}

impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.san)?;
        if let Some(suffix) = self.suffix {
            f.write_str(suffix.as_str())?;
        }
        f.write_str(&self.glyphs.concat())
    }
}
