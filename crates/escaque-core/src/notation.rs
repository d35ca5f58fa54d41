//! Every notation Escaque reads and writes: algebraic in any [`Language`], descriptive in
//! English, Spanish or French ([`crate::descriptive`]), and ICCF numeric ([`crate::iccf`]).
//! One move ([`Notation::read_move`], [`Notation::write_move`], [`Notation::grade`]) or whole
//! games ([`games`], [`games_auto`], [`convert_game`]).
//!
//! [`Language`] stays the set of algebraic languages (piece letters); [`Notation`] wraps it.
//!
//! ```
//! use escaque_core::{Notation, Position};
//! let start = Position::default();
//! let notation: Notation = "descriptive-es".parse().unwrap();
//! let mv = notation.read_move(&start, "C3AR").unwrap();
//! assert_eq!("iccf".parse::<Notation>().unwrap().write_move(&start, mv), "7163");
//! assert_eq!("en".parse::<Notation>().unwrap().write_move(&start, mv), "Nf3");
//! assert_eq!(Notation::Iccf.to_string(), "iccf");
//! ```

use crate::descriptive::{self, DescriptiveLanguage};
use crate::game::{Game, GameError, GameErrorKind, GameMove};
use crate::grade::{Grade, Profile};
use crate::lexer::scan_tag;
use crate::{iccf, write_move, Language, Position, ReadError, WriteOptions};
use chess::{ChessMove, Color};
use std::fmt;
use std::ops::Range;
use std::str::FromStr;

/// A notation: algebraic in a language, descriptive in a language, or ICCF numeric.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    Algebraic(Language),
    Descriptive(DescriptiveLanguage),
    Iccf,
}

impl Notation {
    /// The notations that are not algebraic, in the order `--from auto` tries them.
    pub const OTHERS: [Notation; 4] = [
        Notation::Descriptive(DescriptiveLanguage::En),
        Notation::Descriptive(DescriptiveLanguage::Es),
        Notation::Descriptive(DescriptiveLanguage::Fr),
        Notation::Iccf,
    ];

    /// Every notation: the 17 algebraic languages in [`Language::ALL`]'s order, then
    /// [`Notation::OTHERS`].
    ///
    /// ```
    /// use escaque_core::Notation;
    /// assert_eq!(Notation::all().count(), 21);
    /// assert_eq!(Notation::all().last(), Some(Notation::Iccf));
    /// ```
    pub fn all() -> impl Iterator<Item = Notation> {
        Language::ALL
            .into_iter()
            .map(Notation::Algebraic)
            .chain(Notation::OTHERS)
    }

    /// The name used on the command line and in links: a language code (`es`),
    /// `descriptive-en`, `descriptive-es`, `descriptive-fr` or `iccf`.
    pub fn code(self) -> &'static str {
        match self {
            Notation::Algebraic(lang) => lang.code(),
            Notation::Descriptive(lang) => lang.code(),
            Notation::Iccf => iccf::CODE,
        }
    }

    /// The algebraic language, if this notation is one.
    pub fn language(self) -> Option<Language> {
        match self {
            Notation::Algebraic(lang) => Some(lang),
            _ => None,
        }
    }

    /// The algebraic language whose piece letters the notation uses: its own, the
    /// descriptive language's (`descriptive-es` → `es`), English for ICCF (which has none).
    ///
    /// ```
    /// use escaque_core::{Language, Notation};
    /// let es: Notation = "descriptive-es".parse().unwrap();
    /// assert_eq!(es.letters(), Language::Es);
    /// assert_eq!(Notation::Iccf.letters(), Language::En);
    /// ```
    pub fn letters(self) -> Language {
        match self {
            Notation::Algebraic(lang) => lang,
            Notation::Descriptive(lang) => lang.letters(),
            Notation::Iccf => Language::En,
        }
    }

    /// Reads one move as a legal move of `position`.
    ///
    /// # Errors
    /// The [`ReadError`] of the notation's reader.
    pub fn read_move(self, position: &Position, text: &str) -> Result<ChessMove, ReadError> {
        match self {
            Notation::Algebraic(lang) => crate::read_move(position, text, lang),
            Notation::Descriptive(lang) => descriptive::read(position, text, lang),
            Notation::Iccf => iccf::read(position, text),
        }
    }

    /// Writes a legal move of `position` in the canonical form of the notation.
    pub fn write_move(self, position: &Position, mv: ChessMove) -> String {
        match self {
            Notation::Algebraic(lang) => write_move(position, mv, &WriteOptions::short(lang)),
            Notation::Descriptive(lang) => descriptive::write(position, mv, lang),
            Notation::Iccf => iccf::write(mv),
        }
    }

    /// Grades `answer` against the legal move `expected` (see [`crate::grade::grade`] and
    /// [`descriptive::grade`]). In ICCF only the move's digits are correct.
    ///
    /// ```
    /// use escaque_core::{grade::{Profile, Verdict}, Notation, Position, read_move, Language};
    /// let start = Position::default();
    /// let e4 = read_move(&start, "e4", Language::En).unwrap();
    /// assert_eq!(Notation::Iccf.grade(&start, e4, "5254", Profile::Fide).verdict, Verdict::Correct);
    /// assert_eq!(Notation::Iccf.grade(&start, e4, "5253", Profile::Fide).reason.unwrap().code(), "different_move");
    /// ```
    pub fn grade(
        self,
        position: &Position,
        expected: ChessMove,
        answer: &str,
        profile: Profile,
    ) -> Grade {
        let mut graded = self.grade_in_own(position, expected, answer, profile);
        // No move in this notation, but one in another a student may mix it up with (an old
        // book's `P4R` where algebraic is asked, `h3` in ICCF): the notation is the slip.
        if graded.verdict == crate::grade::Verdict::Wrong
            && !matches!(graded.reason, Some(crate::grade::Reason::Ambiguous { .. }))
            && self.read_move(position, answer).is_err()
        {
            if let Some(written_in) = self.other_reading(position, answer) {
                graded.reason = Some(crate::grade::Reason::OtherNotation { written_in });
                graded.also.clear();
            }
        }
        graded
    }

    /// The code of another notation (`algebraic` for any algebraic language) in which
    /// `answer` is a legal move of `position`, among those a student of this one may mix it
    /// up with: for algebraic, descriptive and ICCF (another language's letters are
    /// algebraic still, and have reasons of their own); for the others, algebraic in the UI
    /// languages' letters, descriptive and ICCF.
    fn other_reading(self, position: &Position, answer: &str) -> Option<&'static str> {
        let algebraic = crate::settings::UiLanguage::ALL
            .into_iter()
            .map(|ui| Notation::Algebraic(ui.notation_language()));
        let others = [
            Notation::Descriptive(DescriptiveLanguage::En),
            Notation::Descriptive(DescriptiveLanguage::Es),
            Notation::Descriptive(DescriptiveLanguage::Fr),
            Notation::Iccf,
        ];
        let candidates: Vec<Notation> = match self {
            Notation::Algebraic(_) => others.to_vec(),
            _ => algebraic.chain(others).collect(),
        };
        candidates
            .into_iter()
            .filter(|&other| other != self)
            .find(|other| other.read_move(position, answer).is_ok())
            .map(|other| match other {
                Notation::Algebraic(_) => "algebraic",
                _ => other.code(),
            })
    }

    /// [`Notation::grade`] by this notation's own grader alone.
    fn grade_in_own(
        self,
        position: &Position,
        expected: ChessMove,
        answer: &str,
        profile: Profile,
    ) -> Grade {
        match self {
            Notation::Algebraic(lang) => {
                crate::grade::grade(position, expected, answer, lang, profile)
            }
            Notation::Descriptive(lang) => {
                descriptive::grade(position, expected, answer, lang, profile)
            }
            Notation::Iccf => {
                let canonical = iccf::write(expected);
                let mut suggestions = Vec::new();
                let reason = match iccf::read(position, answer) {
                    Ok(mv) if mv == expected => None,
                    Ok(played) => Some(crate::grade::Reason::DifferentMove { played }),
                    Err(e) => {
                        // Digits of no legal move: "did you mean" the closest moves' digits.
                        let reason = crate::grade::Reason::from(e);
                        let close =
                            crate::grade::suggest::suggest_by_text(position, answer, iccf::write);
                        suggestions = crate::grade::suggestions_beside(&reason, expected, close);
                        Some(reason)
                    }
                };
                Grade {
                    verdict: if reason.is_none() {
                        crate::grade::Verdict::Correct
                    } else {
                        crate::grade::Verdict::Wrong
                    },
                    canonical,
                    notes: Vec::new(),
                    reason,
                    also: Vec::new(),
                    suggestions,
                }
            }
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A name that is no notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownNotation(pub String);

impl fmt::Display for UnknownNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<&str> = Language::ALL
            .iter()
            .map(|l| l.code())
            .chain(Notation::OTHERS.iter().map(|n| n.code()))
            .collect();
        write!(
            f,
            "unknown notation '{}' (known: {})",
            self.0,
            codes.join(", ")
        )
    }
}

impl std::error::Error for UnknownNotation {}

impl FromStr for Notation {
    type Err = UnknownNotation;

    /// A language code (`es`, see [`Language`]), `descriptive-en|es|fr` or `iccf`.
    fn from_str(text: &str) -> Result<Notation, UnknownNotation> {
        if text.trim().eq_ignore_ascii_case("iccf") {
            return Ok(Notation::Iccf);
        }
        if let Ok(lang) = text.parse::<DescriptiveLanguage>() {
            return Ok(Notation::Descriptive(lang));
        }
        text.parse::<Language>()
            .map(Notation::Algebraic)
            .map_err(|_| UnknownNotation(text.to_string()))
    }
}

/// A piece of game text for the readers of descriptive and ICCF games.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token<'a> {
    Tag(&'a str, std::borrow::Cow<'a, str>),
    Comment(&'a str),
    Variation(&'a str),
    Number(u32),
    Result(&'a str),
    Etc,
    Word(&'a str),
    Unclosed(char),
}

/// The tokens of `text` with their offsets. Unlike the algebraic lexer, a word keeps the
/// parentheses glued to it (`R(QR1)-Q1`, `P-K8(Q)`); a `(` after a space opens a variation;
/// a word of four or five digits is an ICCF move when `iccf` is set.
fn tokenize(text: &str, iccf: bool) -> Vec<(Token<'_>, usize)> {
    let bytes = text.as_bytes();
    // About one token in eight bytes of a game score: the vector is rarely grown and copied.
    let mut out = Vec::with_capacity(text.len() / 8);
    let mut i = if text.starts_with('\u{feff}') { 3 } else { 0 };
    let mut line_start = true;
    while i < bytes.len() {
        let ch = char_at(text, i);
        if ch == '\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if ch.is_whitespace() {
            i += ch.len_utf8();
            continue;
        }
        let at_line_start = std::mem::replace(&mut line_start, false);
        match ch {
            '%' if at_line_start => i = text[i..].find('\n').map_or(bytes.len(), |n| i + n),
            ';' => {
                let end = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                out.push((Token::Comment(&text[i + 1..end]), i));
                i = end;
            }
            '{' => match text[i..].find('}') {
                Some(n) => {
                    out.push((Token::Comment(&text[i + 1..i + n]), i));
                    i += n + 1;
                }
                None => {
                    out.push((Token::Unclosed('{'), i));
                    i = bytes.len();
                }
            },
            '[' => match scan_tag(text, i) {
                Some((name, value, end)) => {
                    out.push((Token::Tag(name, value), i));
                    i = end;
                }
                None => i = text[i..].find(']').map_or(bytes.len(), |n| i + n + 1),
            },
            '(' => {
                let mut depth = 0usize;
                let mut end = None;
                for (n, c) in text[i..].char_indices() {
                    match c {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                end = Some(i + n);
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                match end {
                    Some(end) => {
                        out.push((Token::Variation(&text[i + 1..end]), i));
                        i = end + 1;
                    }
                    None => {
                        out.push((Token::Unclosed('('), i));
                        i = bytes.len();
                    }
                }
            }
            _ => {
                let end = word_end(text, i);
                push_word(&mut out, &text[i..end], i, iccf);
                i = end;
            }
        }
    }
    out
}

/// The character at byte `i` (a boundary), at once when it is ASCII.
fn char_at(text: &str, i: usize) -> char {
    match text.as_bytes()[i] {
        b if b.is_ascii() => char::from(b),
        _ => text[i..].chars().next().unwrap_or(' '),
    }
}

/// The end of a word: whitespace, `{`, `;`, or a `(` whose group holds a space.
fn word_end(text: &str, start: usize) -> usize {
    let mut i = start;
    while i < text.len() {
        let ch = char_at(text, i);
        if ch.is_whitespace() || ch == '{' || ch == ';' {
            return i;
        }
        if ch == '(' {
            match text[i..].find(')') {
                Some(n) if !text[i..i + n].contains(char::is_whitespace) => {
                    i += n + 1;
                    continue;
                }
                _ => return i,
            }
        }
        i += ch.len_utf8();
    }
    text.len()
}

fn push_word<'a>(out: &mut Vec<(Token<'a>, usize)>, word: &'a str, at: usize, iccf: bool) {
    if let Some(result) = ["1-0", "0-1", "1/2-1/2", "½-½", "*"]
        .iter()
        .find(|r| word == **r)
    {
        out.push((Token::Result(result), at));
        return;
    }
    if word.eq_ignore_ascii_case("etc.") || word.eq_ignore_ascii_case("etc") {
        out.push((Token::Etc, at));
        return;
    }
    if iccf && iccf::looks_like_move(word) {
        out.push((Token::Word(word), at));
        return;
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 {
        let rest = &word[digits..];
        let dots = rest.len() - rest.trim_start_matches(['.', '…']).len();
        if dots > 0 || rest.is_empty() {
            if let Ok(number) = word[..digits].parse() {
                out.push((Token::Number(number), at));
            }
            let remainder = &rest[dots..];
            if !remainder.is_empty() {
                push_word(out, remainder, at + digits + dots, iccf);
            }
            return;
        }
    }
    if word.chars().all(|c| c == '.' || c == '…') {
        return;
    }
    out.push((Token::Word(word), at));
}

/// Words that say a player resigned (the side to move, in a book's score).
fn is_resignation(word: &str) -> bool {
    // Most words are ASCII and start with no letter of these: no string is lowered for them.
    if word.is_ascii() {
        let word = word.trim_end_matches('.');
        return [
            "resigns",
            "resigned",
            "abandona",
            "abandonan",
            "abandonne",
            "abandon",
        ]
        .iter()
        .any(|r| word.eq_ignore_ascii_case(r));
    }
    let lower = word.trim_end_matches('.').to_lowercase();
    matches!(
        lower.as_str(),
        "resigns" | "resigned" | "abandona" | "abandonan" | "abandonó" | "abandonne" | "abandon"
    )
}

/// The byte ranges of the games of `text`: a game ends at its result, or before tags or a
/// move number 1 that follow its moves.
fn split(tokens: &[(Token<'_>, usize)]) -> Vec<Range<usize>> {
    let mut games = Vec::new();
    let mut start = 0;
    let mut in_moves = false;
    for (index, (token, _)) in tokens.iter().enumerate() {
        let starts_game = matches!(token, Token::Tag(..) | Token::Number(1));
        if starts_game && in_moves {
            games.push(start..index);
            start = index;
            in_moves = false;
        }
        match token {
            Token::Word(_) => in_moves = true,
            Token::Result(_) => {
                games.push(start..index + 1);
                start = index + 1;
                in_moves = false;
            }
            _ => {}
        }
    }
    if tokens[start..]
        .iter()
        .any(|(t, _)| !matches!(t, Token::Comment(_)))
    {
        games.push(start..tokens.len());
    }
    games
}

/// Reads one game of descriptive or ICCF text from its tokens.
fn assemble(
    tokens: &[(Token<'_>, usize)],
    number: usize,
    notation: Notation,
) -> Result<Game, GameError> {
    let mut game = Game {
        tags: Vec::new(),
        start: Position::default(),
        moves: Vec::new(),
        result: None,
        intro_comments: Vec::new(),
    };
    let mut position = game.start;
    // Where each man started, for the two readings of `KN` (descriptive only).
    let mut origins = descriptive::Origins::of(&position);
    let error = |position: &Position, token: &str, offset: usize, kind, plies| GameError {
        game: number,
        move_number: position.fullmove_number(),
        side: position.turn(),
        token: token.to_string(),
        offset,
        kind,
        plies_read: plies,
        position: Box::new(*position),
    };
    for (token, at) in tokens {
        let plies = game.moves.len();
        match token {
            Token::Tag(name, value) => {
                if name.eq_ignore_ascii_case("FEN") && plies == 0 {
                    game.start = value
                        .parse()
                        .map_err(|e| error(&position, value, *at, GameErrorKind::BadFen(e), 0))?;
                    position = game.start;
                    origins = descriptive::Origins::of(&position);
                }
                game.tags.push((name.to_string(), value.to_string()));
            }
            Token::Comment(c) => match game.moves.last_mut() {
                Some(m) => m.comments.push(c.trim().to_string()),
                None => game.intro_comments.push(c.trim().to_string()),
            },
            Token::Variation(v) => {
                if let Some(m) = game.moves.last_mut() {
                    m.variations.push(v.trim().to_string());
                }
            }
            Token::Unclosed(c) => {
                return Err(error(
                    &position,
                    &c.to_string(),
                    *at,
                    GameErrorKind::Unclosed(*c),
                    plies,
                ))
            }
            Token::Number(_) => {}
            Token::Result(r) => {
                game.result = Some(if *r == "½-½" { "1/2-1/2" } else { r }.to_string())
            }
            Token::Etc => break,
            Token::Word(word) if is_resignation(word) => {
                let winner = if position.turn() == Color::White {
                    "0-1"
                } else {
                    "1-0"
                };
                game.result.get_or_insert_with(|| winner.to_string());
            }
            Token::Word(word)
                if matches!(notation, Notation::Descriptive(_))
                    && descriptive::is_mark_word(word)
                    && plies > 0 =>
            {
                if word.chars().all(|c| "!?‼⁇⁈⁉".contains(c)) {
                    if let Some(m) = game.moves.last_mut() {
                        m.glyphs.push(word.to_string());
                    }
                }
            }
            Token::Word(word) => {
                let fail = |e| error(&position, word, *at, GameErrorKind::Move(e), plies);
                let (mv, glyphs, by_origin) = match notation {
                    Notation::Descriptive(lang) => {
                        let read = descriptive::read_in_game(&position, word, lang, &origins)
                            .map_err(fail)?;
                        (read.mv, read.plus.glyphs, read.by_origin)
                    }
                    Notation::Iccf => {
                        (iccf::read(&position, word).map_err(fail)?, Vec::new(), None)
                    }
                    Notation::Algebraic(lang) => (
                        crate::read_move(&position, word, lang).map_err(fail)?,
                        Vec::new(),
                        None,
                    ),
                };
                origins.play(&position, mv);
                let after = position.play(mv);
                game.moves.push(GameMove {
                    mv,
                    after,
                    span: *at..*at + word.len(),
                    draw_offer: false,
                    glyphs,
                    comments: Vec::new(),
                    variations: Vec::new(),
                    by_origin,
                });
                position = after;
            }
        }
    }
    Ok(game)
}

/// The games of `text` read in `notation`, one at a time (algebraic: [`crate::game::games`]).
///
/// ```
/// use escaque_core::{notation::games, Notation};
/// let text = "1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 *";
/// let game = games(text, "descriptive-en".parse().unwrap()).next().unwrap().unwrap();
/// assert_eq!(game.moves.len(), 6);
/// let iccf = games("1. 5254 5755 2. 7163 *", Notation::Iccf).next().unwrap().unwrap();
/// assert_eq!(iccf.moves.len(), 3);
/// ```
pub fn games(
    text: &str,
    notation: Notation,
) -> Box<dyn Iterator<Item = Result<Game, GameError>> + '_> {
    if let Notation::Algebraic(lang) = notation {
        return Box::new(crate::game::games(text, lang));
    }
    let tokens = tokenize(text, notation == Notation::Iccf);
    let ranges = split(&tokens);
    Box::new(
        ranges
            .into_iter()
            .enumerate()
            .map(move |(i, range)| assemble(&tokens[range], i + 1, notation)),
    )
}

/// Like [`games`], each game in the first notation in which all of it reads: the algebraic
/// languages (English first) when they read at least one move, then descriptive English,
/// Spanish, French and ICCF. When none reads, the error of the one that read furthest.
///
/// ```
/// use escaque_core::{notation::games_auto, Notation, Language};
/// let found: Vec<Notation> = games_auto("1.e4 e5 * 1.P4R P4R * 1. 5254 5755 *")
///     .map(|g| g.unwrap().1)
///     .collect();
/// assert_eq!(found, [Notation::Algebraic(Language::En), "descriptive-es".parse().unwrap(), Notation::Iccf]);
/// ```
pub fn games_auto(text: &str) -> impl Iterator<Item = Result<(Game, Notation), GameError>> + '_ {
    crate::game::games_auto_with_ranges(text)
        .enumerate()
        .map(move |(i, (read, range))| {
            let mut best = match read {
                Ok((game, lang)) if !game.moves.is_empty() => {
                    return Ok((game, Notation::Algebraic(lang)))
                }
                Ok((game, lang)) => Ok((game, Notation::Algebraic(lang))),
                Err(e) => Err(e),
            };
            let offset = range.start;
            for notation in Notation::OTHERS {
                match games(&text[range.clone()], notation).next() {
                    Some(Ok(mut game)) if !game.moves.is_empty() => {
                        for m in &mut game.moves {
                            m.span = m.span.start + offset..m.span.end + offset;
                        }
                        return Ok((game, notation));
                    }
                    Some(Err(mut e)) => {
                        e.game = i + 1;
                        e.offset += offset;
                        if let Err(b) = &best {
                            if e.plies_read > b.plies_read {
                                best = Err(e);
                            }
                        }
                    }
                    _ => {}
                }
            }
            best
        })
}

/// The Seven Tag Roster, written first and in this order, with the value of a missing tag.
const SEVEN_TAGS: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Appends `n` in decimal (what `format!("{n}")` writes).
fn push_number(out: &mut String, n: u32) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    let mut rest = n;
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &d in &digits[at..] {
        out.push(char::from(d));
    }
}

/// The units of a line of play: moves with their numbers and marks, comments, variations (read
/// again in `from`; as written when they do not read), written in `to`.
fn line_units(
    out: &mut Vec<String>,
    start: Position,
    moves: &[GameMove],
    from: Notation,
    to: Notation,
    depth: usize,
) {
    let mut position = start;
    let mut numbered = false;
    for played in moves {
        let mut unit = String::with_capacity(16);
        if position.turn() == Color::White {
            push_number(&mut unit, position.fullmove_number());
            unit.push_str(". ");
        } else if !numbered {
            push_number(&mut unit, position.fullmove_number());
            unit.push_str("... ");
        }
        match to {
            // The position after the move is known: the check and mate marks need no replay.
            Notation::Descriptive(lang) => {
                descriptive::write_after_into(&mut unit, &position, played.mv, &played.after, lang)
            }
            Notation::Algebraic(lang) if !crate::position::is_null(played.mv) => {
                crate::write::san_plus_after(&position, played.mv, &played.after, false)
                    .append_to(&mut unit, &WriteOptions::short(lang));
            }
            _ => unit.push_str(&to.write_move(&position, played.mv)),
        }
        numbered = true;
        let mut apart = Vec::new();
        for glyph in &played.glyphs {
            if crate::annotation::is_check_mark(glyph) {
                continue;
            }
            if glyph.chars().all(|c| "!?‼⁇⁈⁉".contains(c)) && to != Notation::Iccf {
                unit.push_str(glyph);
            } else {
                apart.push(glyph.clone());
            }
        }
        out.push(unit);
        out.extend(apart);
        for comment in &played.comments {
            out.push(format!("{{{}}}", comment.replace('}', ")")));
            numbered = false;
        }
        for variation in &played.variations {
            let text = format!("[FEN \"{}\"]\n{variation}", position.to_fen());
            let read = (depth < 16)
                .then(|| games(&text, from).next())
                .flatten()
                .and_then(Result::ok)
                .filter(|line| !line.moves.is_empty());
            let mut inner = Vec::new();
            match read {
                Some(line) => line_units(&mut inner, position, &line.moves, from, to, depth + 1),
                None => inner.extend(variation.split_whitespace().map(str::to_string)),
            }
            if !inner.is_empty() {
                inner[0].insert(0, '(');
                let last = inner.len() - 1;
                inner[last].push(')');
                out.extend(inner);
            }
            numbered = false;
        }
        position = played.after;
    }
}

/// The moves of a game (read in `from`) written in `to`, with move numbers, comments,
/// variations and the result, on one line (`1. P-K4 P-K4 2. N-KB3 …`).
///
/// ```
/// use escaque_core::{game::read_games, notation::write_movetext, Language, Notation};
/// let game = read_games("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 1-0", Language::En).remove(0).unwrap();
/// let en = Notation::Algebraic(Language::En);
/// assert_eq!(write_movetext(&game, en, "descriptive-en".parse().unwrap()),
///            "1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 1-0");
/// assert_eq!(write_movetext(&game, en, "descriptive-es".parse().unwrap()),
///            "1. P4R P4R 2. C3AR C3AD 3. A5C P3TD 1-0");
/// assert_eq!(write_movetext(&game, en, Notation::Iccf), "1. 5254 5755 2. 7163 2836 3. 6125 1716 1-0");
/// ```
pub fn write_movetext(game: &Game, from: Notation, to: Notation) -> String {
    units(game, from, to).join(" ")
}

fn units(game: &Game, from: Notation, to: Notation) -> Vec<String> {
    let mut out: Vec<String> = game
        .intro_comments
        .iter()
        .map(|c| format!("{{{}}}", c.replace('}', ")")))
        .collect();
    line_units(&mut out, game.start, &game.moves, from, to, 0);
    if let Some(result) = &game.result {
        out.push(result.clone());
    }
    out
}

/// One game (read in `from`) written in `to`: the movetext alone for a game without tags,
/// else its tags (the Seven Tag Roster first, as in PGN) and the movetext broken at 80 columns
/// between moves. Algebraic to algebraic
/// is [`crate::pgn::convert_game`]'s.
pub fn convert_game(game: &Game, from: Notation, to: Notation) -> String {
    if let (Notation::Algebraic(from), Notation::Algebraic(to)) = (from, to) {
        return crate::pgn::convert_game(game, from, crate::pgn::Target::Language(to), false);
    }
    let units = units(game, from, to);
    if game.tags.is_empty() {
        return format!("{}\n\n", units.join(" "));
    }
    let mut out = String::new();
    // As PGN writes a tag: `\` and `"` escaped.
    let tag = crate::pgn::push_tag;
    // The Seven Tag Roster first, as in PGN, then the other tags as read.
    let result = game.result.as_deref().unwrap_or("*");
    for (name, default) in SEVEN_TAGS {
        let value = match name {
            "Result" => result,
            _ => game.tag(name).unwrap_or(default),
        };
        tag(&mut out, name, value);
    }
    for (name, value) in &game.tags {
        if !SEVEN_TAGS.iter().any(|(n, _)| n == name) {
            tag(&mut out, name, value);
        }
    }
    out.push('\n');
    crate::pgn::wrap_movetext(units, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_as_format_writes_them() {
        for n in [0, 1, 9, 10, 99, 100, 12345, u32::MAX] {
            let mut out = String::from("x");
            push_number(&mut out, n);
            assert_eq!(out, format!("x{n}"));
        }
    }

    #[test]
    fn notation_names_round_trip() {
        for notation in Notation::all() {
            assert_eq!(notation.code().parse::<Notation>(), Ok(notation));
        }
        assert!("descriptive-de".parse::<Notation>().is_err());
    }

    #[test]
    fn glued_parentheses_stay_with_their_move() {
        let words: Vec<Token> = tokenize("1. R(QR1)-Q1 P-K8(Q) (1. P-Q4) 2. 5254", true)
            .into_iter()
            .map(|(t, _)| t)
            .collect();
        assert_eq!(
            words,
            vec![
                Token::Number(1),
                Token::Word("R(QR1)-Q1"),
                Token::Word("P-K8(Q)"),
                Token::Variation("1. P-Q4"),
                Token::Number(2),
                Token::Word("5254"),
            ]
        );
    }

    #[test]
    fn a_resignation_is_the_result() {
        let game = games(
            "1. P-K4 P-K4 2. Q-R5 Resigns",
            "descriptive-en".parse().unwrap(),
        )
        .next()
        .unwrap()
        .unwrap();
        assert_eq!(game.result.as_deref(), Some("1-0"));
    }
}

/// What a game can be written as: one of [`crate::pgn::Target`]'s (a language's algebraic,
/// figurines, UCI, PGN) or a notation that is not algebraic (descriptive, ICCF).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Output {
    Target(crate::pgn::Target),
    Notation(Notation),
}

impl FromStr for Output {
    type Err = crate::pgn::UnknownTarget;

    /// A target's name (`es`, `figurine`, `uci`, `pgn`) or a notation's (`descriptive-en`,
    /// `iccf`).
    ///
    /// ```
    /// use escaque_core::notation::Output;
    /// assert!(matches!("iccf".parse::<Output>(), Ok(Output::Notation(_))));
    /// assert!(matches!("es".parse::<Output>(), Ok(Output::Target(_))));
    /// assert!("xx".parse::<Output>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Output, Self::Err> {
        match text.parse::<Notation>() {
            Ok(notation) if notation.language().is_none() => Ok(Output::Notation(notation)),
            _ => text.parse().map(Output::Target),
        }
    }
}

impl Output {
    /// The name [`Output::from_str`] reads.
    pub fn code(self) -> String {
        use crate::pgn::Target;
        match self {
            Output::Target(Target::Language(lang)) => lang.code().to_string(),
            Output::Target(Target::Figurine) => "figurine".to_string(),
            Output::Target(Target::Uci) => "uci".to_string(),
            Output::Target(Target::Pgn) => "pgn".to_string(),
            Output::Notation(notation) => notation.code().to_string(),
        }
    }
}

/// One game read in `from`, written as `to` (the long form of algebraic if `long`): the one
/// place the command line and the converter page write a game. From descriptive or ICCF to a
/// target other than a language's short form, the main line is converted and variations are
/// kept as written.
///
/// ```
/// use escaque_core::{game::read_games, notation::{convert, Output}, Language, Notation};
/// let game = read_games("1.e4 e5 2.Nf3", Language::En).remove(0).unwrap();
/// let en = Notation::Algebraic(Language::En);
/// assert_eq!(convert(&game, en, "descriptive-es".parse().unwrap(), false), "1. P4R P4R 2. C3AR\n\n");
/// assert_eq!(convert(&game, en, "es".parse().unwrap(), true), "1. e2e4 e7e5 2. Cg1f3\n\n");
/// ```
pub fn convert(game: &Game, from: Notation, to: Output, long: bool) -> String {
    use crate::pgn::Target;
    match (to, from.language()) {
        (Output::Target(target), Some(lang)) => crate::pgn::convert_game(game, lang, target, long),
        (Output::Target(Target::Language(lang)), None) if !long => {
            convert_game(game, from, Notation::Algebraic(lang))
        }
        (Output::Target(target), None) => {
            crate::pgn::convert_game(game, Language::En, target, long)
        }
        (Output::Notation(to), _) => convert_game(game, from, to),
    }
}
