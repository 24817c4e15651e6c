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

/// Every string literal in the crate's sources (not its tests).
fn source_literals() -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut literals = Vec::new();
    for entry in std::fs::read_dir(src).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
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
