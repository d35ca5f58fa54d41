//! Reading whole games as people write them: PGN, scoresheets, textbook lines.
//!
//! Move numbers (`1.`, `1...`, `9` without a dot) are skipped, not checked; comments `{…}` and
//! `;…` are kept with the move they follow; variations `(…)` are kept as text; `etc.` ends the
//! moves; `(=)` and `e.p.`/`a.p.` written apart go with the move before them. A bad move stops
//! its game with a [`GameError`] naming the move number, the side, the token and the reason; the
//! other games of the text are read all the same. A null move (`--`, `Z0`) is kept, as some
//! databases write one; it is refused when the side to move is in check.
//!
//! ```
//! use escaque_core::{game::read_games, Language};
//! let games = read_games("1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 *", Language::Es);
//! assert_eq!(games[0].as_ref().unwrap().moves.len(), 6);
//! let bad = read_games("1.e4 e5 2.Cf3 CCc6", Language::Es);
//! assert_eq!(bad[0].as_ref().unwrap_err().to_string(),
//!            "game 1, move 2, black, 'CCc6': syntax: the piece letter is written twice (byte 1)");
//! ```

use crate::lexer::{unescape_tag, Lexer, Token};
use crate::position::null_move;
use crate::read::{read_move, resolve, ReadError};
use crate::san::{San, SanPlus};
use crate::{FenError, Language, Position};
use chess::{ChessMove, Color};
use std::fmt;
use std::ops::Range;

/// A game read from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// PGN tags in the order written.
    pub tags: Vec<(String, String)>,
    /// The start position (from a `FEN` tag, or the initial position).
    pub start: Position,
    pub moves: Vec<GameMove>,
    /// `1-0`, `0-1`, `1/2-1/2`, `*`, or none if the text did not say.
    pub result: Option<String>,
    /// Comments before the first move.
    pub intro_comments: Vec<String>,
}

/// One move of a game with what was written around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameMove {
    pub mv: ChessMove,
    /// The position after the move (`Position::play` of the one before), kept so that writing
    /// the game does not play every move again.
    pub after: Position,
    /// Byte range of the move as written (`exd6`, `Cf3!`) in the text that was read.
    pub span: Range<usize>,
    pub draw_offer: bool,
    /// Annotations after the move, as written, in order: marks (`!?`), evaluation symbols
    /// (`±`), NAGs (`$16`), check marks written apart (`+`); see [`crate::annotation`].
    pub glyphs: Vec<String>,
    pub comments: Vec<String>,
    /// Variations after this move, as written (without the parentheses).
    pub variations: Vec<String>,
    /// A descriptive move whose side before a piece (`KN`, `QR`) names another piece when read
    /// by the side it started on than by the side it stands nearer (the reading taken, `mv`):
    /// that other move. The text is unsure; the reader says so (see
    /// [`crate::descriptive::read_in_game`]).
    pub by_origin: Option<ChessMove>,
}

/// What went wrong in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameErrorKind {
    Move(ReadError),
    BadFen(FenError),
    Unclosed(char),
    UnbalancedParenthesis,
}

/// A located error in game text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError {
    /// 1-based number of the game in the text.
    pub game: usize,
    pub move_number: u32,
    pub side: Color,
    pub token: String,
    /// Byte offset of the token in the whole text.
    pub offset: usize,
    pub kind: GameErrorKind,
    /// Moves read before the error.
    pub plies_read: usize,
    /// The position where the error was found (before the bad move), boxed to keep the error small.
    pub position: Box<Position>,
}

impl fmt::Display for GameErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameErrorKind::Move(e) => write!(f, "{e}"),
            GameErrorKind::BadFen(e) => write!(f, "bad FEN tag: {e}"),
            GameErrorKind::Unclosed(c) => write!(f, "'{c}' is never closed"),
            GameErrorKind::UnbalancedParenthesis => write!(f, "')' without '('"),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = if self.side == Color::White {
            "white"
        } else {
            "black"
        };
        write!(
            f,
            "game {}, move {}, {side}, '{}': {}",
            self.game, self.move_number, self.token, self.kind
        )
    }
}

impl std::error::Error for GameError {}

impl Game {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The position after every move.
    pub fn end(&self) -> Position {
        self.moves.last().map_or(self.start, |m| m.after)
    }
}

/// The tokens of one game: tags, then moves up to a result or the next tags.
struct GameText<'a> {
    tokens: Vec<(Token<'a>, usize)>,
}

/// Cuts the token stream into games, one at a time.
struct GameSplitter<'a> {
    lexer: Lexer<'a>,
    /// The previous game's number of tokens, to size the next game's list at once.
    last_len: usize,
}

impl<'a> Iterator for GameSplitter<'a> {
    type Item = GameText<'a>;

    fn next(&mut self) -> Option<GameText<'a>> {
        let mut current: Vec<(Token, usize)> =
            Vec::with_capacity(self.last_len.next_power_of_two());
        let mut in_moves = false;
        let mut depth = 0usize;
        while let Some((token, _)) = self.lexer.peek() {
            // A game ends before new tags, or before "1." when it has moves (games without results).
            let starts_game = matches!(
                token,
                Token::Tag(..)
                    | Token::MoveNumber {
                        number: 1,
                        black: false
                    }
            );
            if starts_game && in_moves && depth == 0 {
                self.last_len = current.len();
                return Some(GameText { tokens: current });
            }
            let (token, at) = self.lexer.next()?;
            match token {
                Token::VariationStart => depth += 1,
                Token::VariationEnd => depth = depth.saturating_sub(1),
                Token::Word(_) => in_moves = true,
                _ => {}
            }
            let is_result = matches!(token, Token::Result(_)) && depth == 0;
            current.push((token, at));
            if is_result {
                self.last_len = current.len();
                return Some(GameText { tokens: current });
            }
        }
        // What is left after the last game counts only if it is more than comments.
        current
            .iter()
            .any(|(t, _)| !matches!(t, Token::Comment(_)))
            .then_some(GameText { tokens: current })
    }
}

fn split_games(text: &str) -> GameSplitter<'_> {
    GameSplitter {
        lexer: Lexer::new(text),
        last_len: 0,
    }
}

/// The games of `text` read in `lang`, one at a time, so that a large file is never held
/// whole. Each game is read on its own: an error in one does not stop the next.
pub fn games(text: &str, lang: Language) -> impl Iterator<Item = Result<Game, GameError>> + '_ {
    split_games(text)
        .enumerate()
        .map(move |(i, g)| assemble(text, &g, i + 1, lang))
}

/// Like [`games`], each game in the first language (English first) in which all of it reads.
/// When none does, the error is the one of the language that read furthest.
pub fn games_auto(text: &str) -> impl Iterator<Item = Result<(Game, Language), GameError>> + '_ {
    split_games(text).enumerate().map(move |(i, g)| {
        let mut best: Option<GameError> = None;
        for lang in Language::ALL {
            match assemble(text, &g, i + 1, lang) {
                Ok(game) => return Ok((game, lang)),
                Err(e) => {
                    if best.as_ref().is_none_or(|b| e.plies_read > b.plies_read) {
                        best = Some(e);
                    }
                }
            }
        }
        Err(best.expect("Language::ALL is not empty"))
    })
}

/// Like [`games_auto`], each game with the byte range of `text` it was read from (from its
/// first token to the next game's), for the readers of other notations.
pub(crate) fn games_auto_with_ranges(
    text: &str,
) -> impl Iterator<Item = (Result<(Game, Language), GameError>, Range<usize>)> + '_ {
    let mut split = split_games(text).enumerate().peekable();
    std::iter::from_fn(move || {
        let (i, g) = split.next()?;
        let start = g.tokens.first().map_or(text.len(), |(_, at)| *at);
        let end = split
            .peek()
            .and_then(|(_, next)| next.tokens.first())
            .map_or(text.len(), |(_, at)| *at);
        let mut best: Option<GameError> = None;
        for lang in Language::ALL {
            match assemble(text, &g, i + 1, lang) {
                Ok(game) => return Some((Ok((game, lang)), start..end)),
                Err(e) => {
                    if best.as_ref().is_none_or(|b| e.plies_read > b.plies_read) {
                        best = Some(e);
                    }
                }
            }
        }
        Some((Err(best.expect("Language::ALL is not empty")), start..end))
    })
}

/// Every game of `text` in `lang` (see [`games`]).
pub fn read_games(text: &str, lang: Language) -> Vec<Result<Game, GameError>> {
    games(text, lang).collect()
}

/// Every game of `text`, each in the language it reads in (see [`games_auto`]).
pub fn read_games_auto(text: &str) -> Vec<Result<(Game, Language), GameError>> {
    games_auto(text).collect()
}

fn assemble(
    text: &str,
    game_text: &GameText,
    number: usize,
    lang: Language,
) -> Result<Game, GameError> {
    // Sized at once: no list regrown as the moves and tags are read.
    let (mut words, mut tags) = (0, 0);
    for (token, _) in &game_text.tokens {
        match token {
            Token::Word(_) => words += 1,
            Token::Tag(..) => tags += 1,
            _ => {}
        }
    }
    let mut game = Game {
        tags: Vec::with_capacity(tags),
        start: Position::default(),
        moves: Vec::with_capacity(words),
        result: None,
        intro_comments: Vec::new(),
    };
    let mut position = game.start;
    let mut tokens = game_text.tokens.iter().peekable();
    let error =
        |position: &Position, token: &str, offset: usize, kind: GameErrorKind, plies: usize| {
            GameError {
                game: number,
                move_number: position.fullmove_number(),
                side: position.turn(),
                token: token.to_string(),
                offset,
                kind,
                plies_read: plies,
                position: Box::new(*position),
            }
        };
    while let Some((token, at)) = tokens.next() {
        let plies = game.moves.len();
        match token {
            Token::Tag(name, raw) => {
                let value = unescape_tag(raw);
                if name.eq_ignore_ascii_case("FEN") && plies == 0 {
                    game.start = value
                        .parse()
                        .map_err(|e| error(&position, &value, *at, GameErrorKind::BadFen(e), 0))?;
                    position = game.start;
                }
                game.tags.push((name.to_string(), value.into_owned()));
            }
            Token::Comment(c) => match game.moves.last_mut() {
                Some(m) => m.comments.push(c.trim().to_string()),
                None => game.intro_comments.push(c.trim().to_string()),
            },
            Token::VariationStart => {
                let (end, inner_start) = skip_variation(&mut tokens, *at).ok_or_else(|| {
                    error(&position, "(", *at, GameErrorKind::Unclosed('('), plies)
                })?;
                if let Some(m) = game.moves.last_mut() {
                    m.variations.push(text[inner_start..end].trim().to_string());
                }
            }
            Token::VariationEnd => {
                return Err(error(
                    &position,
                    ")",
                    *at,
                    GameErrorKind::UnbalancedParenthesis,
                    plies,
                ));
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
            Token::DrawOffer => {
                if let Some(m) = game.moves.last_mut() {
                    m.draw_offer = true;
                }
            }
            Token::Glyph(g) => {
                if let Some(m) = game.moves.last_mut() {
                    m.glyphs.push(g.to_string());
                }
            }
            Token::EnPassantMark | Token::MoveNumber { .. } => {}
            Token::Result(r) => game.result = Some(normalise_result(r).to_string()),
            Token::Etc => break,
            Token::Word(word) => {
                let fail = |e| error(&position, word, *at, GameErrorKind::Move(e), plies);
                let plus = SanPlus::parse(word, lang).map_err(|e| fail(ReadError::Syntax(e)))?;
                let mv = if plus.san == San::Null && !position.is_check() {
                    null_move()
                } else {
                    match resolve(&position, &plus.san) {
                        Ok(mv) => mv,
                        // Slow path with the full diagnosis (upper-case hint and the like).
                        Err(_) => read_move(&position, word, lang).map_err(fail)?,
                    }
                };
                let after = position.play(mv);
                game.moves.push(GameMove {
                    mv,
                    after,
                    span: *at..*at + word.len(),
                    draw_offer: plus.draw_offer,
                    glyphs: plus.glyphs,
                    comments: Vec::new(),
                    variations: Vec::new(),
                    by_origin: None,
                });
                position = after;
            }
        }
    }
    Ok(game)
}

/// Skips a variation whose `(` was just read; returns the offset of its `)` and of its text.
fn skip_variation<'t, 'a: 't>(
    tokens: &mut std::iter::Peekable<impl Iterator<Item = &'t (Token<'a>, usize)>>,
    open_at: usize,
) -> Option<(usize, usize)> {
    let mut depth = 1;
    for (token, at) in tokens.by_ref() {
        match token {
            Token::VariationStart => depth += 1,
            Token::VariationEnd => {
                depth -= 1;
                if depth == 0 {
                    return Some((*at, open_at + 1));
                }
            }
            _ => {}
        }
    }
    None
}

fn normalise_result(r: &str) -> &str {
    match r {
        "½-½" | "1/2" | "½" => "1/2-1/2",
        other => other,
    }
}

/// The reader's shortcuts give what the full checks give, on every word and every position of
/// the corpora's games (`tests/data/pgn`): the lexer's word sorting, the glyph and glued-symbol
/// lookups, the marks stripped from a move, the common shapes of a move read at once
/// ([`crate::san::parse_quickly`], in every language), the king-safety test of a move, and
/// the king's step aside that spares the mate test its move generation.
#[cfg(test)]
pub(crate) mod fast_paths {
    use super::*;
    use crate::annotation::{glued_suffix, glued_suffix_in_full, Nag};
    use crate::attacks::{keeps_king_safe, keeps_king_safe_by_attacks, pseudo_sources};
    use crate::san::{parse_quickly, strip_marks};

    /// Every PGN file of `tests/data/pgn`: its name and its text (a test's corpora).
    pub(crate) fn corpora() -> Vec<(String, String)> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pgn");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .expect("tests/data/pgn")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
            .collect();
        files.sort();
        assert!(files.len() > 10, "{files:?}");
        files
            .into_iter()
            .map(|p| {
                let text = String::from_utf8_lossy(&std::fs::read(&p).expect("read")).into_owned();
                (p.display().to_string(), text)
            })
            .collect()
    }

    #[test]
    fn the_shortcuts_agree_with_the_full_checks_on_the_corpora() {
        let mut words = 0;
        let mut moves_checked = 0;
        let mut quick_moves = 0;
        let mut steps_aside = 0;
        for (name, text) in corpora() {
            let quick: Vec<_> = Lexer::new(&text).collect();
            let full: Vec<_> = Lexer::in_full(&text).collect();
            assert_eq!(quick, full, "{name}: tokens");
            for (token, _) in &quick {
                let Token::Word(word) = token else { continue };
                words += 1;
                assert_eq!(Nag::read(word), Nag::read_in_full(word), "{name}: {word}");
                assert_eq!(
                    glued_suffix(word),
                    glued_suffix_in_full(word),
                    "{name}: {word}"
                );
                let (mut a, mut b) = (SanPlus::new(San::Null), SanPlus::new(San::Null));
                let start = word.len() - word.trim_start().len();
                assert_eq!(
                    strip_marks(word, start, &mut a, true),
                    strip_marks(word, start, &mut b, false),
                    "{name}: {word}"
                );
                assert_eq!(a, b, "{name}: {word}");
                for lang in Language::ALL {
                    if let Some(quick) = parse_quickly(word, lang) {
                        quick_moves += 1;
                        assert_eq!(
                            Ok(quick),
                            SanPlus::parse_in_full(word, lang),
                            "{name}: {word} in {lang:?}"
                        );
                    }
                }
            }
            for game in games(&text, Language::En).filter_map(Result::ok) {
                let mut position = game.start;
                for played in &game.moves {
                    let board = position.board();
                    // Every pseudo-legal move but castling and en passant, as the reader and
                    // the writer ask.
                    for to in chess::ALL_SQUARES {
                        for role in crate::Role::ALL {
                            let files = [None]
                                .into_iter()
                                .chain(to.left().map(|s| Some(s.get_file())))
                                .chain(to.right().map(|s| Some(s.get_file())));
                            for file in files {
                                if file.is_some() && role != crate::Role::Pawn {
                                    continue;
                                }
                                for from in pseudo_sources(board, role, to, file) {
                                    moves_checked += 1;
                                    assert_eq!(
                                        keeps_king_safe(board, from, to),
                                        keeps_king_safe_by_attacks(board, from, to),
                                        "{name}: {from}{to} in {}",
                                        position.to_fen()
                                    );
                                }
                            }
                        }
                    }
                    // The king's step aside before generating every move of the mate test.
                    if position.king_can_step_aside() {
                        steps_aside += 1;
                        assert!(
                            position.legal_moves().len() > 0,
                            "{name}: {}",
                            position.to_fen()
                        );
                    }
                    position = position.play(played.mv);
                }
                let end = game.end();
                assert_eq!(
                    end.is_checkmate(),
                    end.is_check() && end.legal_moves().len() == 0,
                    "{name}: {}",
                    end.to_fen()
                );
            }
        }
        // The TWIC file alone has about 100,000 moves.
        assert!(words > 100_000, "{words}");
        assert!(moves_checked > 1_000_000, "{moves_checked}");
        assert!(quick_moves > 100_000, "{quick_moves}");
        assert!(steps_aside > 100_000, "{steps_aside}");
        // And shapes the corpora have few of, in every language.
        for word in [
            "Pe4", "xe4", "4e5", "e2e4", "e2xe4", "Ng1f3", "Ng1xf3+", "R1e2#", "Kxh8", "Bb5",
            "Dd1", "Cc3", "Sf3", "Lb5", "Tb1", "Ab5", "Fc4", "e4++", "e8Q", "Nf3+#", "Nxx3", "N",
            "e", "+", "x4", "Nfxg5", "Kh1x", "é4", "Ñf3",
        ] {
            for lang in Language::ALL {
                if let Some(quick) = parse_quickly(word, lang) {
                    assert_eq!(
                        Ok(quick),
                        SanPlus::parse_in_full(word, lang),
                        "{word} {lang:?}"
                    );
                }
            }
        }
    }
}
