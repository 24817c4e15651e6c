//! Every word the app shows, from the Fluent files in `assets/i18n`, in English and Tamil.

pub mod dice;
pub mod errors;
pub mod reasons;
mod translator;
pub mod why;
pub mod words;

use dhayam_ai::Level;
use dhayam_store::{Language, PlayerKind};

pub use translator::{ENGLISH_FTL, TAMIL_FTL, Words, set_words, words};

/// The message id of a computer level's name ("Hard").
pub const fn level_id(level: Level) -> &'static str {
    match level {
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
    }
}

/// The message id of a language's own name ("தமிழ்").
pub const fn language_name_id(language: Language) -> &'static str {
    match language {
        Language::English => "language-english",
        Language::Tamil => "language-tamil",
    }
}

/// The kind as shown to players ("Human", "Computer · Hard").
pub fn kind_label(words: &Words, kind: PlayerKind) -> String {
    match kind {
        PlayerKind::Human => words.text("kind-human"),
        PlayerKind::Remote => words.text("kind-remote"),
        PlayerKind::Computer(level) => words.tr(
            "kind-computer",
            &[("level", words.text(level_id(level)).into())],
        ),
    }
}
