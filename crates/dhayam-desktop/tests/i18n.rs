//! The message files: the same ids in English and Tamil, every id used by the code and
//! every id the code uses present, and every character of them drawable.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;
use std::path::Path;

use dhayam_desktop::{ENGLISH_FTL, TAMIL_FTL};
use egui_kittest::Harness;

/// The ids of the messages defined in a Fluent file (lines `id = ...`).
fn ids(ftl: &str) -> BTreeSet<String> {
    ftl.lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| {
            id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .map(str::to_owned)
        .collect()
}

/// Each message's variables (`$name`), by id: its first line and the indented lines
/// after it.
fn variables(ftl: &str) -> std::collections::BTreeMap<String, BTreeSet<String>> {
    let mut all = std::collections::BTreeMap::new();
    let mut current: Option<String> = None;
    for line in ftl.lines() {
        if let Some((id, _)) = line.split_once(" =")
            && ids(line).contains(id)
        {
            current = Some(id.to_owned());
        } else if !line.starts_with(' ') {
            current = None;
        }
        let Some(id) = &current else { continue };
        let entry: &mut BTreeSet<String> = all.entry(id.clone()).or_default();
        for piece in line.split('$').skip(1) {
            let name: String = piece
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            entry.insert(name);
        }
    }
    all
}

/// The Rust files under `dir`, in every folder.
fn rust_files(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

/// Every string literal in the crate's sources (not its tests).
fn source_literals() -> Vec<String> {
    let mut files = Vec::new();
    rust_files(&crate_dir().join("src"), &mut files);
    assert!(files.len() > 20, "only {} source files found", files.len());
    let mut literals = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let mut parts = text.split('"');
        parts.next();
        // Odd pieces between quotes are literals (good enough for ids, which hold no quotes).
        while let Some(literal) = parts.next() {
            literals.push(literal.to_owned());
            parts.next();
        }
    }
    literals
}

#[test]
fn english_and_tamil_have_the_same_messages() {
    let english = ids(ENGLISH_FTL);
    let tamil = ids(TAMIL_FTL);
    assert!(english.len() > 100, "only {} ids found", english.len());
    let only_english: Vec<_> = english.difference(&tamil).collect();
    let only_tamil: Vec<_> = tamil.difference(&english).collect();
    assert!(
        only_english.is_empty(),
        "missing in ta.ftl: {only_english:?}"
    );
    assert!(only_tamil.is_empty(), "missing in en.ftl: {only_tamil:?}");
}

/// An id defined twice in one file means one of its texts is never shown (Fluent keeps
/// the first), and the code asking for the second gets the first.
#[test]
fn no_message_is_defined_twice() {
    for (name, ftl) in [("en.ftl", ENGLISH_FTL), ("ta.ftl", TAMIL_FTL)] {
        let mut seen = BTreeSet::new();
        let twice: Vec<&str> = ftl
            .lines()
            .filter_map(|line| line.split_once(" ="))
            .map(|(id, _)| id)
            .filter(|id| ids(&format!("{id} = x")).contains(*id))
            .filter(|id| !seen.insert(*id))
            .collect();
        assert!(twice.is_empty(), "{name} defines {twice:?} twice");
    }
}

#[test]
fn tamil_messages_take_the_same_arguments_as_english() {
    let english = variables(ENGLISH_FTL);
    let tamil = variables(TAMIL_FTL);
    assert_eq!(english["log-moves"].len(), 4, "seat, pawn, from, to");
    for (id, names) in &english {
        assert_eq!(Some(names), tamil.get(id), "the arguments of {id}");
    }
}

#[test]
fn each_language_is_named_in_its_own_words_in_both_files() {
    use dhayam_desktop::Words;
    use dhayam_store::Language;
    for language in Language::ALL {
        let own = Words::new(language).text(dhayam_desktop::language_name_id(language));
        for other in Language::ALL {
            assert_eq!(
                Words::new(other).text(dhayam_desktop::language_name_id(language)),
                own
            );
        }
    }
}

#[test]
fn plurals_follow_the_count() {
    let words = dhayam_desktop::Words::english();
    let summary = |throws: usize, moves: usize| {
        words.tr(
            "resume-summary-to-move",
            &[
                ("throws", throws.into()),
                ("moves", moves.into()),
                ("seat", "Red".into()),
            ],
        )
    };
    assert_eq!(summary(3, 1), "3 throws and 1 move played, Red to move");
    assert_eq!(summary(1, 2), "1 throw and 2 moves played, Red to move");
    let tamil = dhayam_desktop::Words::new(dhayam_store::Language::Tamil);
    let line = tamil.tr(
        "history-length-value",
        &[("throws", 1.into()), ("moves", 4.into())],
    );
    assert_eq!(line, "1 உருட்டு, 4 நகர்வுகள்");
}

#[test]
fn every_message_is_used_and_every_used_id_exists() {
    let defined = ids(ENGLISH_FTL);
    let literals: BTreeSet<String> = source_literals().into_iter().collect();
    let unused: Vec<_> = defined
        .iter()
        .filter(|id| !literals.contains(*id))
        .collect();
    assert!(unused.is_empty(), "ids no code uses: {unused:?}");
    // A literal that starts like one of our ids (its group before the first '-') must be one.
    let groups: BTreeSet<&str> = defined
        .iter()
        .filter_map(|id| id.split_once('-').map(|(group, _)| group))
        .collect();
    let missing: Vec<_> = literals
        .iter()
        .filter(|l| ids(&format!("{l} =")).len() == 1 && l.contains('-'))
        .filter(|l| {
            l.split_once('-')
                .is_some_and(|(group, _)| groups.contains(group))
        })
        .filter(|l| !defined.contains(*l))
        .collect();
    assert!(
        missing.is_empty(),
        "ids the code uses but no file has: {missing:?}"
    );
}

/// Lays out every line of `ftl` as a label, with the Tamil font added or not. The harness
/// panics on a character no font can draw.
fn draw_every_line(ftl: &'static str, with_fonts: bool) {
    let mut harness = Harness::builder()
        .with_size([1600.0, 600.0])
        .build_ui(move |ui| {
            if with_fonts {
                dhayam_desktop::install_fonts(ui.ctx());
            }
            egui::ScrollArea::vertical().show(ui, |ui| {
                for line in ftl.lines() {
                    ui.label(line);
                    ui.monospace(line);
                }
            });
        });
    assert_eq!(
        harness.ctx.missing_glyph_policy(),
        egui::MissingGlyphPolicy::Panic,
        "kittest's missing-glyph check is on"
    );
    harness.run();
}

#[test]
fn every_character_of_both_files_is_drawable() {
    draw_every_line(TAMIL_FTL, true);
    draw_every_line(ENGLISH_FTL, true);
}

#[test]
#[should_panic(expected = "glyph")]
fn tamil_without_the_bundled_font_is_caught() {
    draw_every_line(TAMIL_FTL, false);
}

/// The crate folder `cargo test` names when it runs the test (a test program kept in a
/// shared target folder may have been built from another checkout), else the one it was
/// built in.
fn crate_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")),
        std::path::PathBuf::from,
    )
}
