//! Result codes: pinned codes, the check proven on real codes (every single substitution and
//! every swap of neighbours), round trips, bad codes and links refused with their reasons; the
//! lines students really send, repeats and garbage; the class view; the class table as CSV a
//! spreadsheet of the teacher's language reads; what "shared" means; and no panic on any text.

mod common;

use escaque_core::drill::content::Content;
use escaque_core::drill::{Answer, Drill, DrillSpec, Expected, Mode, Setup};
use escaque_core::history::History;
use escaque_core::library::Library;
use escaque_core::result_code::{
    class_csv, class_misses, class_results, read_pasted, ClassRow, DrillId, Ending, KnownDrill,
    NameError, PasteError, PromptMisses, ResultCode, ResultCodeError, ResultLink, ResultLinkError,
    Separator, CSV_HEADER, MAX_ANSWERS, MAX_NAME_CHARS,
};
use escaque_core::settings::UiLanguage;
use escaque_core::QueryError;
use proptest::prelude::*;

/// Crockford's digits, written out here apart from the core's.
const DIGITS: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// A code from data digits, with its check computed here: the value modulo 1021.
fn with_check(data: &[u8]) -> String {
    let r = data
        .iter()
        .fold(0u32, |r, &d| (r * 32 + u32::from(d)) % 1021);
    data.iter()
        .copied()
        .chain([(r / 32) as u8, (r % 32) as u8])
        .map(|d| DIGITS.as_bytes()[usize::from(d)] as char)
        .collect()
}

fn digits_of(code: &str) -> Vec<u8> {
    code.chars()
        .map(|c| DIGITS.find(c).unwrap() as u8)
        .collect()
}

fn code(link: &str, answers: &[bool], seconds: u32, day: u32) -> ResultCode {
    ResultCode::new(DrillId::of_link(link), answers, seconds, day).unwrap()
}

/// Codes computed once by an independent script from the layout in the module docs. A code a
/// student sent must read the same in every later version: never edit these.
#[test]
fn pinned_codes_are_written_and_read_the_same_forever() {
    let every_third_missed: Vec<bool> = (0..20).map(|i| i % 3 != 0).collect();
    let long_run: Vec<bool> = (0..150).map(|i| i % 7 != 0).collect();
    for (code, compact, right, attempted, mistakes) in [
        (
            code("v=1&mode=find&n=20", &[true; 20], 83, 20_000),
            "1KG3379RG00MR5000003W",
            20,
            20,
            0,
        ),
        (
            code("v=1&mode=find&n=20", &every_third_missed, 125, 20_412),
            "1KG3379YY00Z854J94GXP",
            13,
            20,
            7,
        ),
        (
            code("v=1&mode=knight&t=60", &long_run, 60, 20_500),
            "101M6AA0A00F15M10820G410820G410820H00CK",
            128,
            150,
            15,
        ),
        (code("", &[], 0, 0), "1HS7C50000000008Q", 0, 0, 0),
    ] {
        assert_eq!(code.compact(), compact);
        let read: ResultCode = compact.parse().unwrap();
        assert_eq!(read, code);
        assert_eq!(
            (
                read.score().right,
                read.score().attempted,
                read.mistakes().count()
            ),
            (right, attempted, mistakes)
        );
    }
    let read: ResultCode = "1KG33-79YY0-0Z85-4J94-GXP".parse().unwrap();
    assert_eq!(
        read.mistakes().collect::<Vec<_>>(),
        [0, 3, 6, 9, 12, 15, 18]
    );
    assert_eq!(
        (read.seconds(), read.date().to_string()),
        (125, "2025-11-20".to_string())
    );
    assert_eq!(read.drill(), DrillId::of_link("v=1&mode=find&n=20"));
    assert_eq!(read.accuracy_percent(), 65);
}

/// Real codes of many shapes: no answer, a few, exactly 100, more than 100 (right written
/// apart), the longest, and pseudo-random runs.
fn real_codes() -> Vec<ResultCode> {
    let mut codes = vec![
        code("v=1&mode=find&n=20", &[], 0, 0),
        code(
            "v=1&mode=name&n=5",
            &[true, false, true, true, false],
            61,
            20_123,
        ),
        code("v=1&mode=colour&n=100", &[false; 100], 65_535, 65_535),
        code("v=1&mode=knight&t=60", &[true; 101], 60, 19_000),
        code(
            "v=1&mode=diagonal&t=30",
            &vec![false; MAX_ANSWERS],
            30,
            21_000,
        ),
    ];
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for i in 0..120 {
        let n = (next() % 130) as usize;
        let answers: Vec<bool> = (0..n).map(|_| next() % 4 != 0).collect();
        let link = format!("v=1&mode=find&n=20&seed={i}");
        codes.push(code(
            &link,
            &answers,
            (next() % 5000) as u32,
            (next() % 65_536) as u32,
        ));
    }
    codes
}

#[test]
fn every_single_substitution_is_detected() {
    let mut checked = 0;
    for code in real_codes() {
        let compact = code.compact();
        let chars: Vec<char> = compact.chars().collect();
        for at in 0..chars.len() {
            for other in DIGITS.chars().chain("ILOUilo*".chars()) {
                let same = other.to_ascii_uppercase() == chars[at]
                    || (matches!(other, 'I' | 'L' | 'i' | 'l') && chars[at] == '1')
                    || (matches!(other, 'O' | 'o') && chars[at] == '0');
                let mut typo = chars.clone();
                typo[at] = other;
                let typo: String = typo.into_iter().collect();
                let read = typo.parse::<ResultCode>();
                if same {
                    assert_eq!(read, Ok(code), "{typo}");
                } else {
                    assert!(read.is_err(), "{compact} → {typo} read as {read:?}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100_000, "{checked}");
}

#[test]
fn every_swap_of_neighbours_is_detected() {
    let mut checked = 0;
    for code in real_codes() {
        let compact = code.compact();
        let mut chars: Vec<char> = compact.chars().collect();
        for at in 0..chars.len() - 1 {
            if chars[at] == chars[at + 1] {
                continue;
            }
            chars.swap(at, at + 1);
            let typo: String = chars.iter().collect();
            assert!(typo.parse::<ResultCode>().is_err(), "{compact} → {typo}");
            chars.swap(at, at + 1);
            checked += 1;
        }
    }
    assert!(checked > 2_000, "{checked}");
}

#[test]
fn codes_are_read_as_people_type_them() {
    let code = code(
        "v=1&mode=name&n=5",
        &[true, false, true, true, false],
        61,
        20_123,
    );
    let grouped = code.to_string();
    for group in grouped.split('-') {
        assert!((4..=5).contains(&group.len()), "{grouped}");
    }
    let typed = [
        grouped.clone(),
        grouped.to_lowercase(),
        grouped.replace('-', " "),
        format!("  {}\t", code.compact()),
        code.compact().replace('1', "l").replace('0', "o"),
    ];
    for text in typed {
        assert_eq!(text.parse::<ResultCode>(), Ok(code), "{text}");
    }
}

#[test]
fn every_kind_of_bad_code_is_refused_with_its_reason() {
    let good = code(
        "v=1&mode=name&n=5",
        &[true, false, true, true, false],
        61,
        20_123,
    );
    let data = digits_of(&good.compact());
    let data = &data[..data.len() - 2];
    // A version-3 code with a good check; a code one character short or long, checked right.
    let mut v3 = data.to_vec();
    v3[0] = 3;
    let short = &data[..data.len() - 1];
    let long = [data, &[0]].concat();
    // Stray padding bits: 77 bits of data in 80, the last digit's low bits set.
    let mut padded = data.to_vec();
    *padded.last_mut().unwrap() |= 1;
    // "Attempted" 1023 (bits 62 to 71 set), more answers than a code counts, with room for
    // the 100 listed prompts and the right answers: 182 bits in 37 digits.
    let mut too_many = vec![1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 31, 24];
    too_many.resize(37, 0);
    for (text, error) in [
        (
            "1U2".to_string(),
            ResultCodeError::BadCharacter {
                character: 'U',
                position: 2,
            },
        ),
        (
            "12-<script>".to_string(),
            ResultCodeError::BadCharacter {
                character: '<',
                position: 4,
            },
        ),
        ("".to_string(), ResultCodeError::WrongLength { length: 0 }),
        (
            "1234-5678".to_string(),
            ResultCodeError::WrongLength { length: 8 },
        ),
        (
            "9".repeat(201),
            ResultCodeError::WrongLength { length: 201 },
        ),
        (
            with_check(short),
            ResultCodeError::WrongLength { length: 17 },
        ),
        (
            with_check(&long),
            ResultCodeError::WrongLength { length: 19 },
        ),
        (with_check(&v3), ResultCodeError::UnknownVersion(3)),
        (with_check(&padded), ResultCodeError::Inconsistent),
        (with_check(&too_many), ResultCodeError::Inconsistent),
    ] {
        assert_eq!(text.parse::<ResultCode>(), Err(error.clone()), "{text}");
        assert!(!error.to_string().is_empty());
    }
    let mut mistyped: Vec<char> = good.compact().chars().collect();
    mistyped[5] = if mistyped[5] == 'A' { 'B' } else { 'A' };
    let mistyped: String = mistyped.into_iter().collect();
    assert_eq!(
        mistyped.parse::<ResultCode>(),
        Err(ResultCodeError::ChecksumMismatch)
    );
    let drill = DrillId::of_link("x");
    assert_eq!(
        ResultCode::new(drill, &vec![true; MAX_ANSWERS + 1], 0, 0),
        Err(ResultCodeError::TooManyAnswers { count: 1001 })
    );
    assert_eq!(
        ResultCode::new(drill, &[], 0, 65_536),
        Err(ResultCodeError::DayOutOfRange { day: 65_536 })
    );
    assert_eq!(
        ResultCode::new(drill, &[], 100_000, 0).map(|c| c.seconds()),
        Ok(65_535)
    );
}

#[test]
fn result_links_carry_any_name_as_text() {
    let code = code("v=1&mode=find&n=3", &[true, true, false], 20, 20_100);
    for name in [
        "Ana",
        "José Pérez-Núñez",
        "<img src=x onerror=alert(1)>",
        "a&code=1&v=2",
        "Кр 🐴 家",
        "50% + 50%",
    ] {
        let link = ResultLink::new(code, Some(name.to_string())).unwrap();
        let query = link.to_string();
        assert!(!query.contains('<') && !query.contains(' '), "{query}");
        let read: ResultLink = query.parse().unwrap();
        assert_eq!((read.code(), read.name()), (&code, Some(name)));
        assert_eq!(link.path(), format!("/result?{query}"));
        assert_eq!(format!("?{query}").parse::<ResultLink>(), Ok(link));
    }
    assert_eq!(
        ResultLink::new(code, Some(String::new())).unwrap().name(),
        None
    );
    let without = ResultLink::new(code, None).unwrap();
    assert_eq!(without.to_string(), format!("v=1&code={}", code.compact()));
    let spaced = format!("v=1&code={}&name=Ana+Mar%C3%ADa", code);
    assert_eq!(
        spaced.parse::<ResultLink>().unwrap().name(),
        Some("Ana María")
    );
}

#[test]
fn every_kind_of_bad_result_link_is_refused_with_its_reason() {
    let code = code("v=1&mode=find&n=3", &[true, true, false], 20, 20_100).compact();
    let long_name = "é".repeat(MAX_NAME_CHARS + 1);
    assert_eq!(
        ResultLink::new(
            "1KG3379RG00MR5000003W".parse().unwrap(),
            Some(long_name.clone())
        ),
        Err(NameError::TooLong { chars: 61 })
    );
    for (query, error) in [
        (
            format!("code={code}"),
            ResultLinkError::Query(QueryError::MissingVersion),
        ),
        (
            format!("v=2&code={code}"),
            ResultLinkError::Query(QueryError::UnknownVersion("2".into())),
        ),
        ("v=1".to_string(), ResultLinkError::MissingCode),
        ("v=1&name=Ana".to_string(), ResultLinkError::MissingCode),
        (
            format!("v=1&code={code}&x"),
            ResultLinkError::Query(QueryError::Malformed("x".into())),
        ),
        (
            format!("v=1&code={code}&score=100"),
            ResultLinkError::Query(QueryError::UnknownKey("score".into())),
        ),
        (
            format!("v=1&code={code}&code={code}"),
            ResultLinkError::Query(QueryError::RepeatedKey("code".into())),
        ),
        (
            format!("v=1&code={code}&v=1"),
            ResultLinkError::Query(QueryError::RepeatedKey("v".into())),
        ),
        (
            "v=1&code=1U".to_string(),
            ResultLinkError::Code(ResultCodeError::BadCharacter {
                character: 'U',
                position: 2,
            }),
        ),
        (
            format!("v=1&code={code}&name=%4"),
            ResultLinkError::Name(NameError::BadEscape),
        ),
        (
            format!("v=1&code={code}&name=%FF"),
            ResultLinkError::Name(NameError::NotUtf8),
        ),
        (
            format!("v=1&code={code}&name=a%0Ab"),
            ResultLinkError::Name(NameError::ControlCharacter),
        ),
        (
            format!("v=1&code={code}&name={}", "x".repeat(61)),
            ResultLinkError::Name(NameError::TooLong { chars: 61 }),
        ),
        (
            format!("v=1&code={code}&name={}", "x".repeat(2000)),
            ResultLinkError::Query(QueryError::TooLong {
                length: 15 + code.len() + 2000,
            }),
        ),
    ] {
        assert_eq!(query.parse::<ResultLink>(), Err(error.clone()), "{query}");
        assert!(!error.to_string().is_empty());
    }
}

/// A minimal RFC 4180 reader, to check what the writer wrote: the byte-order mark first, then
/// cells split at `separator`.
fn parse_csv(text: &str, separator: char) -> Vec<Vec<String>> {
    let text = text
        .strip_prefix('\u{feff}')
        .expect("the file starts with a byte-order mark");
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut cell = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => cell.push(c),
            (false, '"') => quoted = true,
            (false, c) if c == separator => row.push(std::mem::take(&mut cell)),
            (false, '\r') => {
                assert_eq!(chars.next(), Some('\n'));
                row.push(std::mem::take(&mut cell));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => cell.push(c),
        }
    }
    assert!(
        cell.is_empty() && row.is_empty(),
        "text after the last CRLF"
    );
    rows
}

fn row(name: Option<&str>, code: ResultCode, line: usize) -> ClassRow {
    ClassRow {
        name: name.map(str::to_string),
        code,
        line,
        repeat_of: None,
    }
}

#[test]
fn the_class_table_is_csv_that_reads_back_and_runs_no_formula() {
    let names = [
        Some("Ana"),
        Some("=HYPERLINK(\"http://x\",\"y\")"),
        Some("Luis, \"el rápido\"\nsegunda línea"),
        Some("Pérez; Lucía"),
        Some("@SUM(A1)"),
        Some("-1+2"),
        None,
    ];
    let rows: Vec<ClassRow> = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let answers = [i % 2 == 0, true, i % 3 == 0, false];
            row(
                *name,
                code("v=1&mode=find&n=4", &answers, 30 + i as u32, 20_000),
                i + 1,
            )
        })
        .collect();
    for separator in [Separator::Comma, Separator::Semicolon] {
        let table = parse_csv(
            &class_csv(&CSV_HEADER, "yes", &rows, &[], separator),
            separator.char(),
        );
        assert_eq!(table[0], CSV_HEADER);
        assert_eq!(table.len(), rows.len() + 1);
        for (cells, (row, name)) in table[1..].iter().zip(rows.iter().zip(names)) {
            let name = name.unwrap_or("");
            let formula = name.starts_with(['=', '+', '-', '@']);
            assert_eq!(
                cells[0],
                if formula {
                    format!("'{name}")
                } else {
                    name.to_string()
                }
            );
            assert!(
                !cells.iter().any(|c| c.starts_with(['=', '+', '-', '@'])),
                "{cells:?}"
            );
            let score = row.code.score();
            assert_eq!(cells[1], row.code.drill().to_string());
            assert_eq!(cells[2], "2024-10-04");
            assert_eq!(
                cells[3..8],
                [
                    score.right.to_string(),
                    score.attempted.to_string(),
                    String::new(),
                    row.code.accuracy_percent().to_string(),
                    row.code.seconds().to_string()
                ]
            );
            let missed: Vec<String> = row.code.mistakes().map(|i| (i + 1).to_string()).collect();
            assert_eq!(cells[8], missed.join(", "));
            assert_eq!(cells[9], "");
        }
    }
}

/// The bytes a spreadsheet gets: UTF-8 with a byte-order mark, `;` in the languages that write
/// decimals with a comma and `,` in English, the header as given (accents kept), CRLF.
#[test]
fn the_csv_bytes_are_what_a_spreadsheet_of_the_language_reads() {
    for (lang, separator) in [
        (UiLanguage::Es, b';'),
        (UiLanguage::Ca, b';'),
        (UiLanguage::Fr, b';'),
        (UiLanguage::De, b';'),
        (UiLanguage::It, b';'),
        (UiLanguage::Pt, b';'),
        (UiLanguage::En, b','),
    ] {
        assert_eq!(
            Separator::of(lang).char() as u8,
            separator,
            "{}",
            lang.code()
        );
    }
    let header = [
        "Alumno",
        "Ejercicio",
        "Fecha",
        "Aciertos",
        "Respondidas",
        "Preguntas del ejercicio",
        "Precisión (%)",
        "Segundos",
        "Fallos",
        "Repetido",
    ];
    let spec = DrillSpec::from_drill_path("find", "v=1&n=3&seed=7&title=Casillas 1ºB").unwrap();
    let drill = KnownDrill::new(spec, None).unwrap();
    let lucia = row(
        Some("Lucía"),
        ResultCode::new(drill.id, &[true, false, true], 42, 20_000).unwrap(),
        1,
    );
    let bytes = class_csv(
        &header,
        "sí",
        &[lucia],
        &[(&drill, "Casillas 1ºB")],
        Separator::Semicolon,
    )
    .into_bytes();
    let expected = [
        &[0xEF, 0xBB, 0xBF][..],
        "Alumno;Ejercicio;Fecha;Aciertos;Respondidas;Preguntas del ejercicio;Precisión (%);Segundos;Fallos;Repetido\r\n".as_bytes(),
        "Lucía;Casillas 1ºB;2024-10-04;2;3;3;67;42;2 · g1;\r\n".as_bytes(),
    ]
    .concat();
    assert_eq!(bytes, expected, "{}", String::from_utf8_lossy(&bytes));
    assert_eq!(&bytes[..3], b"\xEF\xBB\xBF");
    // "í" is two bytes of UTF-8, not one of Latin-1.
    assert!(bytes.windows(2).any(|w| w == "í".as_bytes()));
}

#[test]
fn pasted_results_are_read_line_by_line() {
    let a = code("v=1&mode=find&n=2", &[true, false], 9, 20_000);
    let b = code("v=1&mode=find&n=2", &[true, true], 7, 20_001);
    let link = ResultLink::new(b, Some("Eva".into())).unwrap();
    let text = format!(
        "{a}\r\n\n  Luis;{b} \nhttps://x.example{}\n{}\n1234",
        link.path(),
        a.compact().to_lowercase()
    );
    let lines = read_pasted(&text);
    let read: Vec<(usize, Option<ResultCode>, Option<String>)> = lines
        .iter()
        .map(|l| {
            (
                l.line,
                l.result.as_ref().ok().map(|r| *r.code()),
                l.result
                    .as_ref()
                    .ok()
                    .and_then(|r| r.name().map(str::to_string)),
            )
        })
        .collect();
    assert_eq!(
        read,
        [
            (1, Some(a), None),
            (3, Some(b), Some("Luis".into())),
            (4, Some(b), Some("Eva".into())),
            (5, Some(a), None),
            (6, None, None),
        ]
    );
}

/// What students really send, one a line: every form reads to its code and name.
#[test]
fn every_form_students_send_is_read_with_its_name() {
    let code = code("v=1&mode=find&n=3&seed=7", &[true, false, true], 40, 20_400);
    let text = code.to_string(); // grouped with hyphens
    let compact = code.compact();
    let spaced = text.replace('-', " ");
    let lower = text.to_lowercase();
    let named = ResultLink::new(code, Some("María José".into())).unwrap();
    let bare = ResultLink::new(code, None).unwrap();
    let url = |link: &ResultLink| format!("https://escaque.example{}", link.path());
    for (line, name) in [
        (text.clone(), None),
        (format!("Sofía {text}"), Some("Sofía")),
        (format!("Sofía: {text}"), Some("Sofía")),
        (format!("Sofía:{compact}"), Some("Sofía")),
        (format!("  sofía    {lower}  "), Some("sofía")),
        (format!("Sofía {spaced}"), Some("Sofía")),
        (format!("Sofía - {text}"), Some("Sofía")),
        (format!("Sofía – {text}"), Some("Sofía")),
        (format!("Sofía\t{text}"), Some("Sofía")),
        (format!("Pérez, Ana; {text}"), Some("Pérez, Ana")),
        (
            format!("Ana  María   Pérez {text}."),
            Some("Ana María Pérez"),
        ),
        (format!("{text} "), None),
        (url(&bare), None),
        (bare.to_string(), None),
        (url(&named), Some("María José")),
        (format!("Carlos: {}", url(&bare)), Some("Carlos")),
        (format!("Carlos – {}", url(&bare)), Some("Carlos")),
        (format!("Carlos:{}", url(&bare)), Some("Carlos")),
        (format!("Carlos ({}).", url(&bare)), Some("Carlos")),
        // The link's own name wins over the one before it.
        (format!("MJ: {}", url(&named)), Some("María José")),
    ] {
        let lines = read_pasted(&line);
        assert_eq!(lines.len(), 1, "{line}");
        let read = lines[0]
            .result
            .as_ref()
            .unwrap_or_else(|e| panic!("{line:?}: {e}"));
        assert_eq!(read.code(), &code, "{line}");
        assert_eq!(read.name(), name, "{line}");
    }
}

/// A line that is not a result says why: no code at all, or a code with a typing mistake.
#[test]
fn garbage_lines_are_skipped_with_their_reason() {
    let code = code("v=1&mode=find&n=3&seed=7", &[true, false, true], 40, 20_400);
    let mut typo = code.to_string().into_bytes();
    let at = typo.len() - 3;
    typo[at] = if typo[at] == b'7' { b'8' } else { b'7' };
    let typo = String::from_utf8(typo).unwrap();
    let checksum = PasteError::Refused(ResultLinkError::Code(ResultCodeError::ChecksumMismatch));
    for (line, error) in [
        (
            "<script>alert(1)</script>".to_string(),
            PasteError::NotACode,
        ),
        (
            "hola profe, ya lo he hecho".to_string(),
            PasteError::NotACode,
        ),
        ("Sofía".to_string(), PasteError::NotACode),
        ("1234".to_string(), PasteError::NotACode),
        ("Ana: 12 de 20".to_string(), PasteError::NotACode),
        (typo.clone(), checksum.clone()),
        (format!("Luis: {typo}"), checksum.clone()),
        (
            "https://escaque.example/result?v=1".to_string(),
            PasteError::Refused(ResultLinkError::MissingCode),
        ),
    ] {
        let lines = read_pasted(&line);
        assert_eq!(lines[0].result, Err(error), "{line}");
    }
    // Text too long to be a name before a valid code is not a reason to refuse the code: it is
    // read without a name (a sentence, a chat app's prefix).
    let long = format!("{} {code}", "x".repeat(MAX_NAME_CHARS + 1));
    let read = read_pasted(&long)[0].result.clone().unwrap();
    assert_eq!((read.code(), read.name()), (&code, None));
}

#[test]
fn a_repeated_code_is_flagged_and_counted_once() {
    let ana = code("v=1&mode=find&n=3&seed=7", &[true, false, true], 40, 20_400);
    let luis = code(
        "v=1&mode=find&n=3&seed=7",
        &[false, false, true],
        35,
        20_400,
    );
    let text = format!(
        "Ana: {ana}\nLuis {luis}\n\nAna: {ana}\nbasura\n{}",
        ana.compact()
    );
    let class = class_results(&text);
    let rows: Vec<(usize, Option<usize>)> =
        class.rows.iter().map(|r| (r.line, r.repeat_of)).collect();
    assert_eq!(rows, [(1, None), (2, None), (4, Some(1)), (6, Some(1))]);
    assert_eq!(class.unique().count(), 2);
    assert_eq!(class.skipped.len(), 1);
    assert_eq!(
        (class.skipped[0].line, &class.skipped[0].error),
        (5, &PasteError::NotACode)
    );
    // The CSV keeps every pasted result, each repeat marked in its last column.
    let csv = class_csv(&CSV_HEADER, "yes", &class.rows, &[], Separator::Comma);
    let table = parse_csv(&csv, ',');
    assert_eq!(table.len(), 5);
    let repeated: Vec<&str> = table[1..].iter().map(|r| r[9].as_str()).collect();
    assert_eq!(repeated, ["", "", "yes", "yes"]);
    assert_eq!(table[3][0], "Ana");
}

/// A run stopped half-way says so: its code carries the drill's number of questions (version
/// 2), so the score reads "5 of 20", not "5 of 5"; a version-1 code of such a run reads out of
/// the known drill's questions. A run that went to its end keeps writing version 1, the same
/// code as before.
#[test]
fn an_unfinished_run_is_scored_out_of_the_drills_questions() {
    let link = "v=1&mode=find&n=20&seed=7";
    // (the first pinned code: a whole run writes what it always wrote)
    let pinned = code("v=1&mode=find&n=20", &[true; 20], 83, 20_000);
    assert_eq!(pinned.compact(), "1KG3379RG00MR5000003W");
    let whole = code(link, &[true; 20], 83, 20_000);
    assert_eq!(whole.ending(), Ending::Whole);
    let five = code(link, &[true, true, false, true, true], 30, 20_000);
    let stopped = five.stopped(Some(20)).unwrap();
    assert_ne!(stopped, five);
    assert!(stopped.compact().starts_with('2'));
    for text in [stopped.to_string(), stopped.compact().to_lowercase()] {
        let read: ResultCode = text.parse().unwrap();
        assert_eq!(read, stopped);
        assert_eq!(read.ending(), Ending::Stopped { total: Some(20) });
        let standing = read.standing(None);
        assert_eq!(
            (standing.right, standing.answered, standing.out_of()),
            (4, 5, 20)
        );
        assert!(standing.unfinished);
        assert_eq!(read.mistakes().collect::<Vec<_>>(), [2]);
    }
    // A timed run stopped before the time was up: no number of questions, but unfinished.
    let timed = code("v=1&mode=knight&t=60&seed=1", &[true; 7], 20, 20_000)
        .stopped(None)
        .unwrap();
    let read: ResultCode = timed.compact().parse().unwrap();
    assert_eq!(read.ending(), Ending::Stopped { total: None });
    assert_eq!(read.standing(None).out_of(), 7);
    assert!(read.standing(None).unfinished);
    // A whole run is not unfinished, with or without the drill's number.
    assert!(!whole.standing(None).unfinished && !whole.standing(Some(20)).unfinished);
    // A version-1 code of a run left half-way (before codes said so): out of the known drill.
    let known = five.standing(Some(20));
    assert_eq!((known.out_of(), known.unfinished), (20, true));
    // Fewer questions than answers, or more than a code holds, make no code.
    assert_eq!(five.stopped(Some(4)), Err(ResultCodeError::Inconsistent));
    assert_eq!(
        five.stopped(Some(MAX_ANSWERS + 1)),
        Err(ResultCodeError::Inconsistent)
    );
    // Long runs too (the right answers written apart).
    let long = code(link, &[true; 150], 83, 20_000)
        .stopped(Some(200))
        .unwrap();
    assert_eq!(long.compact().parse::<ResultCode>(), Ok(long));
    // The page's table and the CSV: out of the drill's questions, the known drill's for a
    // version-1 code.
    let spec = DrillSpec::from_drill_path("find", "v=1&n=20&seed=7").unwrap();
    let drill = KnownDrill::new(spec, None).unwrap();
    assert_eq!(drill.total, Some(20));
    let class = class_results(&format!("Ana: {stopped}\nLuis: {five}\nEva: {whole}"));
    let outs: Vec<(u32, u32, bool)> = class
        .rows
        .iter()
        .map(|r| {
            let s = r.standing(Some(&drill));
            (s.right, s.out_of(), s.unfinished)
        })
        .collect();
    assert_eq!(outs, [(4, 20, true), (4, 20, true), (20, 20, false)]);
    let csv = class_csv(
        &CSV_HEADER,
        "yes",
        &class.rows,
        &[(&drill, "x")],
        Separator::Comma,
    );
    let table = parse_csv(&csv, ',');
    let counts: Vec<[&str; 3]> = table[1..]
        .iter()
        .map(|r| [r[3].as_str(), r[4].as_str(), r[5].as_str()])
        .collect();
    assert_eq!(
        counts,
        [["4", "5", "20"], ["4", "5", "20"], ["20", "20", "20"]]
    );
}

/// A run of a shared drill ends with its code; one stopped half-way says it; a drill that is
/// not shared has none.
#[test]
fn a_run_ends_with_its_code() {
    let answer_right = |drill: &mut Drill, now: f64| {
        let prompt = *drill.prompt().unwrap();
        let expected = Expected::of(drill.spec().mode(), &prompt);
        let Expected::Square(square) = expected else {
            panic!("{expected:?}")
        };
        drill.answer(Answer::Square(square), now).unwrap();
    };
    let spec: DrillSpec = "v=1&mode=find&n=3&seed=7".parse().unwrap();
    let mut drill = Drill::new(spec.clone(), Setup::default(), None, 0.0).unwrap();
    for i in 1..=3 {
        answer_right(&mut drill, f64::from(i) * 1000.0);
    }
    assert!(drill.is_over());
    drill.finish(4000.0);
    let code = ResultCode::of_run(&drill, 20_000).unwrap();
    assert_eq!(code.ending(), Ending::Whole);
    assert_eq!((code.score().right, code.seconds()), (3, 3));
    assert_eq!(code.drill(), DrillId::of_link(&spec.to_string()));

    let mut drill = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
    answer_right(&mut drill, 1000.0);
    drill.finish(2000.0);
    let code = ResultCode::of_run(&drill, 20_000).unwrap();
    assert_eq!(code.ending(), Ending::Stopped { total: Some(3) });

    let own: DrillSpec = "v=1&mode=find&n=3".parse().unwrap();
    let mut drill = Drill::new(own, Setup::default(), None, 0.0).unwrap();
    answer_right(&mut drill, 1000.0);
    assert_eq!(ResultCode::of_run(&drill, 20_000), None);
}

/// The class view: each prompt with how many missed it, most missed first (ties in the
/// drill's order), named by its prompt once the drill link is known.
#[test]
fn class_misses_are_counted_per_prompt_most_missed_first() {
    let spec = DrillSpec::from_drill_path("find", "v=1&n=5&seed=7&o=black").unwrap();
    let drill = KnownDrill::new(spec, None).unwrap();
    let prompts: Vec<&str> = (0..5).map(|i| drill.prompt_text(i).unwrap()).collect();
    assert_eq!(prompts, ["e5", "g1", "b6", "e7", "c5"]); // the pinned prompts of the link
    let answers: [&[bool]; 4] = [
        &[true, false, true, false, true],
        &[true, false, false, true, true],
        &[false, false, true, false, true],
        &[true, true, true], // a run stopped after three answers
    ];
    let codes: Vec<ResultCode> = answers
        .iter()
        .map(|a| ResultCode::new(drill.id, a, 60, 20_400).unwrap())
        .collect();
    let misses = class_misses(&codes);
    let named: Vec<(&str, usize, usize)> = misses
        .iter()
        .map(|m| (drill.prompt_text(m.index).unwrap(), m.missed, m.answered))
        .collect();
    assert_eq!(
        named,
        [
            ("g1", 3, 4),
            ("e7", 2, 3),
            ("e5", 1, 4),
            ("b6", 1, 4),
            ("c5", 0, 3)
        ]
    );
    assert!(misses.windows(2).all(|w| w[0].missed >= w[1].missed));
    // On the board: each square with its misses.
    let squares: Vec<(String, usize)> = drill
        .square_misses(&misses)
        .into_iter()
        .map(|(s, n)| (s.to_string(), n))
        .collect();
    assert_eq!(
        squares,
        [
            ("g1".into(), 3),
            ("e5".into(), 1),
            ("b6".into(), 1),
            ("e7".into(), 2)
        ]
    );
    assert_eq!(class_misses(&[]), Vec::<PromptMisses>::new());

    // A question is its number, never its text: a square asked twice is two rows.
    let content = Content::from_squares_text("e4 d5 e4 a1").unwrap();
    let spec = DrillSpec::new(Mode::Find).with_content(content).unwrap();
    let drill = KnownDrill::new(spec, None).unwrap();
    let codes: Vec<ResultCode> = [[true, true, false, true], [false, true, false, false]]
        .iter()
        .map(|a| ResultCode::new(drill.id, a, 20, 20_400).unwrap())
        .collect();
    let named: Vec<(String, usize, usize)> = drill
        .misses(&codes)
        .into_iter()
        .map(|m| (m.label, m.missed, m.answered))
        .collect();
    assert_eq!(
        named,
        [
            ("3 · e4".into(), 2, 2),
            ("1 · e4".into(), 1, 2),
            ("4 · a1".into(), 1, 2),
            ("2 · d5".into(), 0, 2)
        ]
    );
}

/// A game drill's results name each question by its move, with the move's number and side: a
/// move played twice in the game (the knights' dance) is two rows, never merged.
#[test]
fn a_game_drills_repeated_move_is_two_questions() {
    let content = Content::from_game_text(
        "1.e4 e5 2.Cf3 Cc6 3.Cg1 Cb8 4.Cf3 Cc6",
        Some(escaque_core::Language::Es),
    )
    .unwrap();
    let spec = DrillSpec::new(Mode::Game).with_content(content).unwrap();
    let drill = KnownDrill::new(spec, None).unwrap();
    let labels: Vec<String> = (0..drill.prompts.len())
        .map(|i| drill.prompt_label(i).unwrap())
        .collect();
    assert_eq!(
        labels,
        ["1. e4", "1… e5", "2. Cf3", "2… Cc6", "3. Cg1", "3… Cb8", "4. Cf3", "4… Cc6"]
    );
    // One student missed 2…Cc6, another 4…Cc6: two rows, one miss each.
    let codes: Vec<ResultCode> = [3usize, 7]
        .iter()
        .map(|&missed| {
            let answers: Vec<bool> = (0..8).map(|i| i != missed).collect();
            ResultCode::new(drill.id, &answers, 20, 20_400).unwrap()
        })
        .collect();
    let misses = drill.misses(&codes);
    let missed: Vec<(&str, usize)> = misses
        .iter()
        .filter(|m| m.missed > 0)
        .map(|m| (m.label.as_str(), m.missed))
        .collect();
    assert_eq!(missed, [("2… Cc6", 1), ("4… Cc6", 1)]);
    assert_eq!(misses.len(), 8);
}

/// Chat exports pasted as they come: WhatsApp (both phones' forms), Telegram's header lines,
/// e-mail quoting; the code found anywhere in the message, the sender's name taken when the
/// code carries none, and a line without a code named by its number.
#[test]
fn chat_exports_are_read_with_their_senders() {
    let a = code("v=1&mode=find&n=2&seed=1", &[true, false], 9, 20_000);
    let b = code("v=1&mode=name&n=2&seed=2", &[true, true], 7, 20_001);
    let named = ResultLink::new(b, Some("Eva".into())).unwrap();
    let long_sender = "Lucía Fernández García de la Vega, mamá de Pablo y de Marta (3ºB)";
    let text = format!(
        "[3/12/25, 18:02] Lucía Fernández: {a}\n\
         [3/12/25, 18:03] Lucía Fernández: Perdón, el de Pablo es este: {b}\n\
         3/12/25, 18:04 - Tomás: hola profe\n\
         3/12/25, 18:05 - Tomás: {}\n\
         \n\
         Ana Ruiz, [03.12.25 18:06]\n\
         aquí está\n\
         {}\n\
         \n\
         > Marta: {a}\n\
         Este es el mío, el de la tarea de ajedrez que mandó usted el martes: {b}\n\
         [3/12/25, 18:09] {long_sender}: {a}",
        named.path(),
        b.compact()
    );
    let lines = read_pasted(&text);
    type Read = Result<(ResultCode, Option<String>), PasteError>;
    let read: Vec<(usize, Read)> = lines
        .into_iter()
        .map(|l| {
            (
                l.line,
                l.result.map(|r| (*r.code(), r.name().map(str::to_string))),
            )
        })
        .collect();
    let name = |n: &str| Some(n.to_string());
    assert_eq!(
        read,
        [
            (1, Ok((a, name("Lucía Fernández")))),
            (2, Ok((b, name("Lucía Fernández")))),
            (3, Err(PasteError::NotACode)),
            (4, Ok((b, name("Eva")))),
            (7, Err(PasteError::NotACode)),
            (8, Ok((b, name("Ana Ruiz")))),
            (10, Ok((a, name("Marta")))),
            // A sentence before a code is not a name: the code is read, unnamed.
            (11, Ok((b, None))),
            // A sender's name longer than a result link's: cut, the code kept.
            (
                12,
                Ok((
                    a,
                    Some(format!(
                        "{}…",
                        long_sender.chars().take(59).collect::<String>()
                    ))
                ))
            ),
        ]
    );
}

/// The prompts the results page names are the prompts every student got: for a square drill,
/// a move drill of the library, and a teacher's game.
#[test]
fn known_drills_name_the_prompts_students_answered() {
    let library = Library::decode(
        &std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../assets/games.bin"
        ))
        .unwrap(),
    )
    .unwrap();
    for (mode, query) in [
        ("find", "v=1&n=20&seed=12345"),
        ("knight", "v=1&n=6&seed=3"),
        ("name-move", "v=1&n=10&seed=43&focus=captures"),
        ("play-move", "v=1&t=30&seed=9"),
        ("game", "v=1&content=1AgAGDQgNDwcG&side=black"),
    ] {
        let spec = DrillSpec::from_drill_path(mode, query).unwrap();
        let known = KnownDrill::new(spec.clone(), Some(&library)).unwrap();
        // A student's run, with a history of their own: the same prompts.
        let mut run = Drill::new(
            spec,
            Setup {
                seed: 99,
                ..Setup::default()
            },
            Some(&library),
            0.0,
        )
        .unwrap();
        let mut index = 0;
        while let Some(prompt) = run.prompt().copied() {
            if index == 25 {
                break;
            }
            let text = run.describe(&prompt);
            let known_text = known.prompt_text(index).unwrap().replace('–', " ");
            assert_eq!(known_text, text, "{mode}?{query} prompt {index}");
            let answer = common::answer_for(&run, &prompt);
            run.answer(answer, 1.0).unwrap();
            index += 1;
        }
        assert!(index > 0);
    }
    // A drill whose prompts the link does not fix has none to name.
    let own = DrillSpec::from_drill_path("find", "v=1&n=5&title=Casillas").unwrap();
    assert!(KnownDrill::new(own, None).unwrap().prompt_text(0).is_none());
}

/// One definition of "shared": the link fixes the prompts (a seed or content). A title alone
/// does not. History records runs of a teacher's content as shared.
#[test]
fn shared_means_the_link_fixes_the_prompts() {
    for (mode, query, shared) in [
        ("find", "v=1&n=5&seed=7", true),
        ("find", "v=1&content=1AAJyMA", true),
        ("game", "v=1&content=1AgAGDQgNDwcG", true),
        ("find", "v=1&n=5&title=Casillas", false),
        ("find", "v=1&n=5", false),
        ("game", "v=1&game=caro-kann-trap", false),
    ] {
        let spec = DrillSpec::from_drill_path(mode, query).unwrap();
        assert_eq!(spec.is_shared(), shared, "{mode}?{query}");
        assert!(!spec.practice_copy().is_shared(), "{mode}?{query}");
        assert_eq!(spec.practice_copy().title(), None);
    }
    let spec = DrillSpec::from_drill_path("find", "v=1&content=1AAJyMA").unwrap();
    let mut run = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
    while let Some(prompt) = run.prompt().copied() {
        run.answer(Answer::Square(prompt.first_square()), 1.0)
            .unwrap();
    }
    let mut history = History::default();
    history.record(&run, 1_000, 20_400);
    assert!(
        history.runs.last().unwrap().shared,
        "a run of a teacher's content is shared"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, .. ProptestConfig::default() })]

    #[test]
    fn codes_round_trip(
        answers in prop::collection::vec(any::<bool>(), 0..=MAX_ANSWERS),
        seconds in any::<u32>(),
        day in 0u32..=65_535,
        link in "\\PC{0,40}",
    ) {
        let drill = DrillId::of_link(&link);
        let code = ResultCode::new(drill, &answers, seconds, day).unwrap();
        prop_assert_eq!(code.to_string().parse::<ResultCode>(), Ok(code));
        prop_assert_eq!(code.compact().to_lowercase().parse::<ResultCode>(), Ok(code));
        prop_assert_eq!(code.score().attempted as usize, answers.len());
        prop_assert_eq!(code.score().right as usize, answers.iter().filter(|&&a| a).count());
        let missed: Vec<usize> = answers.iter().take(100).enumerate().filter(|(_, &a)| !a).map(|(i, _)| i).collect();
        prop_assert_eq!(code.mistakes().collect::<Vec<_>>(), missed);
        prop_assert_eq!(code.seconds(), seconds.min(65_535));
        prop_assert_eq!(code.day(), day);
        prop_assert_eq!(code.drill(), drill);
    }

    #[test]
    fn result_links_round_trip_any_name(
        answers in prop::collection::vec(any::<bool>(), 0..=120),
        name in prop::collection::vec(any::<char>().prop_filter("control", |c| !c.is_control()), 0..=MAX_NAME_CHARS),
    ) {
        let code = ResultCode::new(DrillId::of_link("v=1&mode=find"), &answers, 1, 2).unwrap();
        let name: String = name.into_iter().collect();
        let link = ResultLink::new(code, Some(name.clone())).unwrap();
        let query = link.to_string();
        prop_assert!(query.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._~%&=".contains(&b)), "{}", query);
        let read: ResultLink = query.parse().unwrap();
        prop_assert_eq!(read.name(), (!name.is_empty()).then_some(name.as_str()));
        prop_assert_eq!(read, link);
    }

    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "\\PC{0,80}") {
        let _ = text.parse::<ResultCode>();
        let _ = text.parse::<ResultLink>();
        let _ = read_pasted(&text);
        let _ = text.parse::<DrillId>();
    }

    #[test]
    fn code_like_text_is_read_or_refused_without_panic(text in "[0-9A-Za-z \\-]{0,60}") {
        if let Ok(code) = text.parse::<ResultCode>() {
            // What reads is written back the same, but for case, hyphens, spaces and I L O.
            let normal: String = text
                .chars()
                .filter(|c| *c != '-' && *c != ' ')
                .map(|c| match c.to_ascii_uppercase() { 'I' | 'L' => '1', 'O' => '0', c => c })
                .collect();
            prop_assert_eq!(code.compact(), normal);
        }
    }
}
