//! The committed game library (`assets/games.bin`) against its sources (`data/games/`): built
//! from them byte for byte, every game replayed, every focus example checked, and the decoder
//! never panicking on bad bytes.

mod common;

use escaque_core::game::{games, games_auto};
use escaque_core::library::id::is_valid_id;
use escaque_core::library::order::index_of;
use escaque_core::library::{
    build, is_known, is_retired, Decoding, ExampleSource, Focus, GameTitle, Library,
    LibraryDecoder, LibraryError, Source, RETIRED_IDS,
};
use escaque_core::{Language, Position};
use proptest::prelude::*;
use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::OnceLock;

fn repo_path(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path)
}

/// The curated PGN files, in name order, as (file name, text).
fn sources() -> &'static Vec<(String, String)> {
    static SOURCES: OnceLock<Vec<(String, String)>> = OnceLock::new();
    SOURCES.get_or_init(|| {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(repo_path("data/games"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
            .collect();
        paths.sort();
        paths
            .into_iter()
            .map(|p| {
                let name = p.file_name().unwrap().to_string_lossy().to_string();
                (name, std::fs::read_to_string(&p).unwrap())
            })
            .collect()
    })
}

fn asset() -> &'static Vec<u8> {
    static ASSET: OnceLock<Vec<u8>> = OnceLock::new();
    ASSET.get_or_init(|| std::fs::read(repo_path("assets/games.bin")).unwrap())
}

fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| Library::decode(asset()).unwrap())
}

#[test]
fn the_committed_asset_is_what_the_sources_build() {
    let sources: Vec<Source> = sources()
        .iter()
        .map(|(name, text)| Source { name, text })
        .collect();
    let built = build(&sources).unwrap_or_else(|e| panic!("{e}"));
    let bytes = built.encode();
    assert!(
        bytes == *asset(),
        "assets/games.bin is stale: run `escaque library build -o assets/games.bin data/games/*.pgn`"
    );
    assert_eq!(&built, library());
    println!(
        "{} games, {} plies, {} bytes, {:.2} bytes a ply",
        built.games().len(),
        built.ply_count(),
        bytes.len(),
        bytes.len() as f64 / built.ply_count() as f64
    );
}

#[test]
fn every_game_round_trips_and_replays() {
    let library = library();
    assert_eq!(
        library.encode(),
        *asset(),
        "decode then encode gives the same bytes"
    );
    assert!(library.games().len() >= 300, "{}", library.games().len());
    for game in library.games() {
        let mut position = game.start;
        for &mv in &game.moves {
            assert!(position.is_legal(mv), "{}: {mv} at {position}", game.id);
            assert!(index_of(&position, mv).is_some());
            position = position.play(mv);
        }
        assert_eq!(game.position_at(game.moves.len()), Some(position));
        assert_eq!(library.game(&game.id), Some(game));
    }
    assert_eq!(library.plies().count(), library.ply_count());
}

#[test]
fn ids_are_unique_well_formed_and_frozen_in_the_sources() {
    let library = library();
    let mut seen = HashSet::new();
    for game in library.games() {
        assert!(is_valid_id(&game.id), "{}", game.id);
        assert!(seen.insert(game.id.as_str()), "{} twice", game.id);
    }
    // Every curated game carries its id, so adding games cannot renumber the others.
    let tagged: usize = sources()
        .iter()
        .map(|(_, text)| text.matches("\n[Id \"").count() + usize::from(text.starts_with("[Id \"")))
        .sum();
    assert_eq!(tagged, library.games().len());
}

/// The examples quoted from the seeds' texts on notation: the only games without named players,
/// each with its title in every UI language (`game-title-<id>` in `locales/`).
const TEXT_EXAMPLES: [&str; 3] = ["fide-sample", "fide-example-2", "caro-kann-trap"];

/// Online servers whose games name players by their usernames.
const ONLINE_SERVERS: [&str; 7] = [
    "lichess",
    "chess.com",
    "chess24",
    "playchess",
    "chessclub.com",
    "freechess",
    "internet",
];

#[test]
fn every_game_is_between_named_players_or_an_example_of_the_texts() {
    for (file, text) in sources() {
        for (number, game) in games_auto(text).enumerate() {
            let (game, _) = game.unwrap();
            let at = format!("{file}, game {}", number + 1);
            let tag = |name: &str| game.tag(name).unwrap_or("?").to_string();
            let site = tag("Site").to_lowercase();
            assert!(
                !ONLINE_SERVERS.iter().any(|server| site.contains(server)),
                "{at}: Site {site}"
            );
            let event = tag("Event");
            let rated_online = event.starts_with("Rated ") && event.ends_with(" game");
            assert!(
                !rated_online && !event.starts_with("Casual "),
                "{at}: Event {event}"
            );
            let named = is_known(&tag("White")) && is_known(&tag("Black"));
            let id = tag("Id");
            if !named {
                assert!(
                    file == "00-seeds.pgn" && TEXT_EXAMPLES.contains(&id.as_str()),
                    "{at}: {} – {} is neither between named players nor an example of the texts",
                    tag("White"),
                    tag("Black")
                );
            }
        }
    }
    let examples: Vec<&str> = library()
        .games()
        .iter()
        .filter_map(|game| match game.title() {
            GameTitle::Example { id, .. } => Some(id),
            GameTitle::Players { .. } => None,
        })
        .collect();
    assert_eq!(examples, TEXT_EXAMPLES);
}

#[test]
fn no_game_of_the_online_sample_is_in_the_library() {
    let text =
        std::fs::read_to_string(common::data_path("pgn/lichess_db_2025-05_sample.pgn")).unwrap();
    let online: HashSet<Vec<String>> = games(&text, Language::En)
        .map(|game| {
            game.unwrap()
                .moves
                .iter()
                .map(|m| m.mv.to_string())
                .collect()
        })
        .collect();
    assert!(online.len() > 400, "{}", online.len());
    for game in library().games() {
        let moves: Vec<String> = game.moves.iter().map(|m| m.to_string()).collect();
        assert!(
            !online.contains(&moves),
            "{} is a game of the online sample",
            game.id
        );
    }
}

#[test]
fn retired_ids_name_no_game_and_are_never_given_again() {
    assert!(RETIRED_IDS.len() >= 189);
    for id in RETIRED_IDS {
        assert!(is_retired(id));
        assert_eq!(
            library().game(id),
            None,
            "{id} is retired but in the library"
        );
    }
    // The build refuses to give a retired id, by tag; derived ids step over them.
    let tagged = format!("[Id \"{}\"]\n\n1.e4 *", RETIRED_IDS[0]);
    let refused = build(&[Source {
        name: "t",
        text: &tagged,
    }]);
    assert!(
        refused
            .as_ref()
            .is_err_and(|e| e.to_string().contains("never reused")),
        "{refused:?}"
    );
}

/// Each focus set's size, at least what it had before the online games left (2026): the
/// masters' games and the constructed positions keep every set full.
#[test]
fn every_focus_set_is_as_full_as_before() {
    let library = library();
    for (focus, at_least) in [
        (Focus::Castling, 300),
        (Focus::EnPassant, 85),
        (Focus::Promotion, 83),
        (Focus::UnderPromotion, 25),
        (Focus::DisambiguationFile, 300),
        (Focus::DisambiguationRank, 58),
        (Focus::DisambiguationBoth, 24),
        (Focus::Captures, 300),
        (Focus::Checks, 300),
        (Focus::Mates, 137),
    ] {
        let count = library.example_count(focus);
        assert!(
            count >= at_least,
            "{focus}: {count} examples, fewer than {at_least}"
        );
    }
}

#[test]
fn the_seed_games_are_there_under_their_ids() {
    let library = library();
    for (id, plies, first, last) in [
        ("fide-sample", 21, "e2e4", "c1b1"),
        ("fide-example-2", 33, "d2d4", "a4a5"),
        ("caro-kann-trap", 11, "e2e4", "e4d6"),
    ] {
        let game = library.game(id).unwrap_or_else(|| panic!("{id} missing"));
        assert_eq!(game.moves.len(), plies, "{id}");
        assert_eq!(game.moves[0].to_string(), first, "{id}");
        assert_eq!(game.moves[plies - 1].to_string(), last, "{id}");
    }
    let trap = library.game("caro-kann-trap").unwrap();
    assert!(trap.position_at(11).unwrap().is_checkmate());
    let sample = library.game("fide-sample").unwrap();
    let (before, mv) = sample.plies().nth(10).unwrap();
    assert!(Focus::EnPassant.matches(&before, mv), "6.exd6 a.p.");
}

#[test]
fn every_focus_example_has_its_feature() {
    let library = library();
    for focus in Focus::ALL {
        let examples = library.examples(focus);
        assert_eq!(examples.len(), library.example_count(focus));
        assert!(examples.len() >= 20, "{focus}: {} examples", examples.len());
        let mut games = HashSet::new();
        for example in &examples {
            assert!(
                focus.matches(&example.position, example.mv),
                "{focus}: {} {} ({:?})",
                example.position,
                example.mv,
                example.source
            );
            if let ExampleSource::Game { game, ply } = example.source {
                let played = &library.games()[game];
                assert_eq!(played.moves[ply], example.mv);
                assert_eq!(played.position_at(ply), Some(example.position));
                games.insert(game);
            }
        }
        let from_games = examples.len()
            - examples
                .iter()
                .filter(|e| e.source == ExampleSource::Constructed)
                .count();
        // Spread: no game gives a second example before every game has given its first.
        assert!(
            games.len() * 2 >= from_games || games.len() >= 150,
            "{focus}: {from_games} examples from only {} games",
            games.len()
        );
    }
}

/// The focus sets a move is in, read from SAN written by lichess and by TWIC's tools (en
/// passant, which SAN does not show, left out).
fn focus_sets_of_written_san(san: &str) -> Vec<Focus> {
    let san = san.trim_end_matches(['!', '?']);
    let mut sets = Vec::new();
    if san.starts_with("O-O") {
        sets.push(Focus::Castling);
    }
    if let Some((_, piece)) = san.split_once('=') {
        sets.push(Focus::Promotion);
        if !piece.starts_with('Q') {
            sets.push(Focus::UnderPromotion);
        }
    }
    if san.starts_with(['K', 'Q', 'R', 'B', 'N']) {
        let body = san.trim_end_matches(['+', '#']);
        let from = &body[1..body.len() - 2].replace('x', "");
        match (from.len(), from.chars().next()) {
            (1, Some('a'..='h')) => sets.push(Focus::DisambiguationFile),
            (1, _) => sets.push(Focus::DisambiguationRank),
            (2, _) => sets.push(Focus::DisambiguationBoth),
            _ => {}
        }
    }
    if san.contains('x') {
        sets.push(Focus::Captures);
    }
    if san.ends_with('+') {
        sets.push(Focus::Checks);
    }
    if san.ends_with('#') {
        sets.push(Focus::Mates);
    }
    sets
}

#[test]
fn focus_sets_agree_with_the_san_others_wrote() {
    let mut checked = 0;
    for file in ["pgn/lichess_db_2025-05_sample.pgn", "pgn/twic1599.pgn"] {
        let text = std::fs::read_to_string(common::data_path(file)).unwrap();
        for game in games(&text, Language::En) {
            let game = game.unwrap();
            let mut position = game.start;
            for played in &game.moves {
                let written = &text[played.span.clone()];
                let expected = focus_sets_of_written_san(written);
                for focus in Focus::ALL.into_iter().filter(|&f| f != Focus::EnPassant) {
                    assert_eq!(
                        focus.matches(&position, played.mv),
                        expected.contains(&focus),
                        "{file}: {focus} of {written} at {position}"
                    );
                }
                position = position.play(played.mv);
                checked += 1;
            }
        }
    }
    assert!(checked > 100_000, "{checked}");
}

/// Reads `bytes` with [`LibraryDecoder`] in steps of `plies` moves; the library and how many
/// steps it took.
fn decode_in_steps(bytes: &[u8], plies: usize) -> (Result<Library, LibraryError>, usize) {
    let mut decoder = match LibraryDecoder::new(bytes) {
        Ok(decoder) => decoder,
        Err(error) => return (Err(error), 0),
    };
    let mut steps = 0;
    loop {
        steps += 1;
        match decoder.step(plies) {
            Ok(Decoding::Partly(rest)) => decoder = rest,
            Ok(Decoding::Done(library)) => return (Ok(library), steps),
            Err(error) => return (Err(error), steps),
        }
    }
}

#[test]
fn the_asset_read_in_steps_is_the_asset_read_at_once_and_each_step_replays_about_its_share() {
    let plies = library().ply_count();
    for step in [0, 1, 500, 1500, plies] {
        let (decoded, steps) = decode_in_steps(asset(), step);
        assert_eq!(decoded.as_ref(), Ok(library()), "steps of {step} moves");
        // A step ends after the game that reaches its share: never more steps than games,
        // and no fewer than the moves need.
        assert!(steps <= library().games().len(), "{step}: {steps} steps");
        assert!(
            steps >= (plies / step.max(1) / 2).min(library().games().len()),
            "{step}: {steps} steps"
        );
    }
    assert_eq!(decode_in_steps(asset(), plies).1, 1);
    assert_eq!(decode_in_steps(asset(), 0).1, library().games().len());
    // Errors are the same, whichever the steps.
    let mut trailing = asset().clone();
    trailing.push(0);
    for bytes in [&trailing[..], &asset()[..asset().len() / 2], &b"PK"[..]] {
        assert_eq!(decode_in_steps(bytes, 700).0, Library::decode(bytes));
    }
}

#[test]
fn decode_refuses_wrong_magic_version_and_truncation_with_typed_errors() {
    let bytes = asset();
    let mut wrong_magic = bytes.clone();
    wrong_magic[0] = b'X';
    assert_eq!(Library::decode(&wrong_magic), Err(LibraryError::BadMagic));
    let mut wrong_version = bytes.clone();
    wrong_version[4] = 2;
    assert_eq!(
        Library::decode(&wrong_version),
        Err(LibraryError::UnsupportedVersion(2))
    );
    assert_eq!(Library::decode(b""), Err(LibraryError::Truncated));
    assert_eq!(Library::decode(b"ESCQ"), Err(LibraryError::Truncated));
    // Cut anywhere: every prefix is refused as truncated.
    let cuts = (0..bytes.len())
        .step_by(1499)
        .chain(bytes.len() - 8..bytes.len());
    for cut in cuts {
        assert_eq!(
            Library::decode(&bytes[..cut]),
            Err(LibraryError::Truncated),
            "cut at {cut}"
        );
    }
    let mut trailing = bytes.clone();
    trailing.push(0);
    assert_eq!(
        Library::decode(&trailing),
        Err(LibraryError::TrailingBytes {
            offset: bytes.len()
        })
    );
}

#[test]
fn decode_refuses_bad_moves_ids_and_references() {
    // One game `a`: 1.e4, no examples.
    let mut one = b"ESCQ\x01\x01\x01a\x01?\x01?\x01?\x00\x00\x00\x01".to_vec();
    let e4 = index_of(&Position::default(), "e2e4".parse().unwrap()).unwrap();
    one.push(e4);
    let good = [one.clone(), vec![0; 20]].concat();
    let library = Library::decode(&good).unwrap();
    assert_eq!(library.games()[0].moves[0].to_string(), "e2e4");
    assert_eq!(library.encode(), good);

    let mut illegal = good.clone();
    illegal[one.len() - 1] = 20;
    assert_eq!(
        Library::decode(&illegal),
        Err(LibraryError::IllegalMove { game: 0, ply: 0 })
    );
    let mut bad_id = good.clone();
    bad_id[7] = b'A';
    assert!(matches!(
        Library::decode(&bad_id),
        Err(LibraryError::BadId { game: 0, .. })
    ));
    let mut bad_result = good.clone();
    bad_result[15] = 4;
    assert_eq!(
        Library::decode(&bad_result),
        Err(LibraryError::BadResult { game: 0, code: 4 })
    );
    // A castling example pointing at ply 1 of a one-move game.
    let mut bad_reference = one.clone();
    bad_reference.extend([1, 0, 1]);
    bad_reference.extend([0; 19]);
    assert_eq!(
        Library::decode(&bad_reference),
        Err(LibraryError::BadReference {
            focus: Focus::Castling,
            game: 0,
            ply: 1
        })
    );
    let two_same = [
        b"ESCQ\x01\x02\x01a\x01?\x01?\x01?\x00\x00\x00\x00\x01a\x01?\x01?\x01?\x00\x00\x00\x00"
            .to_vec(),
        vec![0; 20],
    ]
    .concat();
    assert_eq!(
        Library::decode(&two_same),
        Err(LibraryError::DuplicateId("a".into()))
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, .. ProptestConfig::default() })]

    #[test]
    fn decode_never_panics_on_random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = Library::decode(&bytes);
        let with_header = [b"ESCQ\x01".as_slice(), &bytes].concat();
        let _ = Library::decode(&with_header);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]

    /// The real asset with a few bytes changed: refused with a reason, or (when the change
    /// lands on a move index or a name) another valid library; never a panic.
    #[test]
    fn decode_never_panics_on_a_damaged_asset(
        changes in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..4)
    ) {
        let mut bytes = asset().clone();
        for (at, value) in changes {
            let at = at.index(bytes.len());
            bytes[at] = value;
        }
        if let Ok(library) = Library::decode(&bytes) {
            prop_assert_eq!(Library::decode(&library.encode()), Ok(library));
        }
    }
}
