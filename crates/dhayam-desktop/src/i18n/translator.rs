//! Every word the app shows, from Project Fluent message files (`assets/i18n/*.ftl`).

use std::borrow::Cow;
use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use dhayam_store::Language;

/// The English messages, embedded.
pub const ENGLISH_FTL: &str = include_str!("../../../../assets/i18n/en.ftl");

/// The Tamil messages, embedded.
pub const TAMIL_FTL: &str = include_str!("../../../../assets/i18n/ta.ftl");

/// The messages of one language, with English behind them for any message it lacks.
pub struct Words {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

impl Words {
    /// The messages of `language`.
    pub fn new(language: Language) -> Words {
        Words {
            language,
            bundle: bundle(language),
            english: (language != Language::English).then(|| bundle(Language::English)),
        }
    }

    /// The English messages.
    pub fn english() -> Words {
        Words::new(Language::English)
    }

    /// The language spoken.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The message `id` with no arguments.
    pub fn text(&self, id: &str) -> String {
        self.tr(id, &[])
    }

    /// The message `id` with its arguments. A message the language lacks comes in
    /// English, and one English lacks too is shown as its id; debug builds log both.
    pub fn tr(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let args: FluentArgs<'_> = args.iter().cloned().collect();
        if let Some(text) = format(&self.bundle, id, &args) {
            return text;
        }
        if cfg!(debug_assertions) {
            log::warn!("message {id} is missing in {}", self.language.tag());
        }
        self.english
            .as_ref()
            .and_then(|english| format(english, id, &args))
            .unwrap_or_else(|| id.to_owned())
    }
}

/// The words of the language the app speaks now, kept in `ctx` by the app each frame.
pub fn words(ctx: &egui::Context) -> Arc<Words> {
    ctx.data(|d| d.get_temp::<Arc<Words>>(words_id()))
        .unwrap_or_else(|| Arc::new(Words::english()))
}

/// Makes `words` the words [`words`] hands out for `ctx`.
pub fn set_words(ctx: &egui::Context, words: Arc<Words>) {
    ctx.data_mut(|d| d.insert_temp(words_id(), words));
}

/// Where the words are kept in the context's data.
fn words_id() -> egui::Id {
    egui::Id::unique("dhayam_words")
}

fn format(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: &FluentArgs<'_>,
) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    if cfg!(debug_assertions) && !errors.is_empty() {
        log::warn!("message {id}: {errors:?}");
    }
    Some(match text {
        Cow::Borrowed(s) => s.to_owned(),
        Cow::Owned(s) => s,
    })
}

fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let source = match language {
        Language::English => ENGLISH_FTL,
        Language::Tamil => TAMIL_FTL,
    };
    let langid = language
        .tag()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // The marks Fluent puts around arguments for mixed-direction text have no glyph in
    // our fonts, and both our languages run left to right.
    bundle.set_use_isolating(false);
    // The files are ours and tested to parse (see the tests); a broken entry is skipped.
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
    if let Err(errors) = bundle.add_resource(resource)
        && cfg!(debug_assertions)
    {
        log::warn!("{} messages: {errors:?}", language.tag());
    }
    bundle
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_files_parse_without_errors() {
        for source in [ENGLISH_FTL, TAMIL_FTL] {
            assert!(FluentResource::try_new(source.to_owned()).is_ok());
        }
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_its_id() {
        let tamil = Words::new(Language::Tamil);
        assert_eq!(tamil.text("no-such-message"), "no-such-message");
        assert_ne!(
            tamil.text("menu-new-game"),
            Words::english().text("menu-new-game")
        );
    }

    #[test]
    fn arguments_fill_the_message() {
        let line =
            Words::english().tr("log-throws", &[("seat", "Red".into()), ("value", 5.into())]);
        assert_eq!(line, "Red throws 5");
    }
}
