//! `escaque repair`: games typed from scoresheets, repaired into legal games.
//!
//! Input: numbered rows (`1. d4  Cf6`), one move per line, or PGN movetext; `...`, `?` or
//! nothing for an empty box; games separated by a blank line or by PGN tags. Output: `uci` (one
//! line per game), `pgn` (a comment at each changed move), or `json` (one object per game per
//! line). With `--with OTHER`, OTHER holds the other player's sheets of the same games in the
//! same order, and each pair is repaired together. Reasons are in Spanish for a Spanish sheet,
//! in English otherwise.

use crate::grade_json::quote;
use escaque_core::descriptive::DescriptiveLanguage;
use escaque_core::pgn::write_pgn;
use escaque_core::scoresheet::{
    guess_notation, read_sheets, repair, repair_pair, Repair, Sheet, Status,
};
use escaque_core::{Language, Notation, WriteOptions};
use std::io::{Read, Write};

/// What `--to` asks for.
#[derive(Copy, Clone, PartialEq, Eq)]
enum To {
    Uci,
    Pgn,
    Json,
}

fn read_input(file: Option<&std::path::Path>) -> Result<String, String> {
    let mut bytes = Vec::new();
    match file {
        Some(path) if path.as_os_str() != "-" => {
            bytes =
                std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?
        }
        _ => {
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
        }
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Runs the command.
pub fn run(
    lang: &str,
    to: &str,
    with: Option<&std::path::Path>,
    file: Option<&std::path::Path>,
) -> Result<(), String> {
    let to = match to {
        "uci" => To::Uci,
        "pgn" => To::Pgn,
        "json" => To::Json,
        other => return Err(format!("--to: '{other}' is not uci, pgn or json")),
    };
    let notation: Option<Notation> = if lang.eq_ignore_ascii_case("auto") {
        None
    } else {
        Some(lang.parse().map_err(|e| format!("--lang: {e}; or auto"))?)
    };
    let sheets = read_sheets(&read_input(file)?);
    let others = match with {
        Some(path) => {
            let others = read_sheets(&read_input(Some(path))?);
            if others.len() != sheets.len() {
                return Err(format!(
                    "--with: {} holds {} games, the input {}",
                    path.display(),
                    others.len(),
                    sheets.len()
                ));
            }
            Some(others)
        }
        None => None,
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for (i, sheet) in sheets.iter().enumerate() {
        let other = others.as_ref().map(|o| &o[i]);
        let mut both: Vec<&Sheet> = vec![sheet];
        both.extend(other);
        let notation = notation.unwrap_or_else(|| guess_notation(&both));
        let repaired = match other {
            Some(other) => repair_pair(sheet, other, notation),
            None => repair(sheet, notation),
        };
        let text = match to {
            To::Uci => {
                let moves: Vec<String> = repaired.plies.iter().map(|p| p.mv.to_string()).collect();
                format!("{}\n", moves.join(" "))
            }
            To::Pgn => write_pgn(
                &repaired.to_game(sheet.tags.clone(), is_spanish(notation)),
                Language::En,
                &WriteOptions::short(Language::En),
            ),
            To::Json => format!("{}\n", json(&repaired, is_spanish(notation))),
        };
        out.write_all(text.as_bytes())
            .map_err(|e| format!("cannot write: {e}"))?;
    }
    out.flush().map_err(|e| format!("cannot write: {e}"))
}

fn is_spanish(notation: Notation) -> bool {
    matches!(
        notation,
        Notation::Algebraic(Language::Es) | Notation::Descriptive(DescriptiveLanguage::Es)
    )
}

/// `{"complete", "notation", "moves": [{"ply", "written", "uci", "san", "move", "status",
/// "kind", "rule", "reason", "alternatives", "confidence"}]}`; with two sheets each move also
/// has `"with"` (the other sheet's box) and the status is the less sure of the two; a box that
/// is no move has `"uci": null`.
fn json(repaired: &Repair, es: bool) -> String {
    let en = Notation::Algebraic(Language::En);
    let mut moves = Vec::new();
    let rank = |s: Status| match s {
        Status::AsWritten => 0,
        Status::Inserted => 1,
        Status::Filled => 2,
        Status::Changed => 3,
        Status::Dropped => 4,
        Status::Unsure => 5,
    };
    let dropped_at = |ply: usize, moves: &mut Vec<String>| {
        for d in repaired.dropped.iter().filter(|d| d.before_ply == ply) {
            moves.push(format!(
                "{{\"ply\":null,\"written\":{},\"uci\":null,\"san\":null,\"move\":null,\"status\":\"dropped\",\"kind\":\"{}\",\"rule\":\"{}\",\"reason\":{},\"alternatives\":[],\"confidence\":1.0,\"sheet\":{}}}",
                quote(&d.mark.written),
                d.mark.kind.code(),
                d.mark.kind.rule(),
                quote(&d.mark.kind.reason(es, &d.mark.written, "")),
                d.mark.sheet
            ));
        }
    };
    for (i, ply) in repaired.plies.iter().enumerate() {
        dropped_at(i, &mut moves);
        let main = ply
            .marks
            .iter()
            .max_by_key(|m| rank(m.status))
            .expect("a ply has a mark per sheet");
        let reason = repaired
            .reason(ply, main, es)
            .map_or("null".to_string(), |r| quote(&r));
        let alternatives: Vec<String> = ply
            .alternatives
            .iter()
            .map(|m| quote(&m.to_string()))
            .collect();
        let with = ply.marks.get(1).map_or(String::new(), |m| {
            format!(",\"with\":{}", quote(&m.written))
        });
        moves.push(format!(
            "{{\"ply\":{},\"written\":{},\"uci\":\"{}\",\"san\":{},\"move\":{},\"status\":\"{}\",\"kind\":\"{}\",\"rule\":\"{}\",\"reason\":{reason},\"alternatives\":[{}],\"confidence\":{:.2}{with}}}",
            i + 1,
            quote(&ply.marks[0].written),
            ply.mv,
            quote(&en.write_move(&ply.before, ply.mv)),
            quote(&repaired.notation.write_move(&ply.before, ply.mv)),
            main.status.code(),
            main.kind.code(),
            main.kind.rule(),
            alternatives.join(","),
            ply.confidence,
        ));
    }
    dropped_at(repaired.plies.len(), &mut moves);
    format!(
        "{{\"complete\":{},\"notation\":\"{}\",\"moves\":[{}]}}",
        repaired.is_complete(),
        repaired.notation.code(),
        moves.join(",")
    )
}
