//! The languages the app speaks.

use serde::{Deserialize, Serialize};

/// A language of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English, the language every message falls back to.
    #[default]
    English,
    /// Tamil (தமிழ்).
    Tamil,
}

impl Language {
    /// Every language, in the order the settings list them.
    pub const ALL: [Language; 2] = [Language::English, Language::Tamil];

    /// The language tag kept in the settings file ("en", "ta").
    pub const fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Tamil => "ta",
        }
    }

    /// The language of a tag or locale name such as "ta", "ta-IN" or "ta_IN.UTF-8";
    /// `None` for languages the app does not speak.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Language::English),
            "ta" => Some(Language::Tamil),
            _ => None,
        }
    }

    /// The language of the system locale, from `LC_ALL`, `LC_MESSAGES` and `LANG` in that
    /// order (the first one set decides), or English when the locale is none we speak.
    pub fn from_system() -> Language {
        Language::from_locale_vars(|name| std::env::var(name).ok())
    }

    /// Like [`Language::from_system`] with the variables read by `var` (for tests).
    pub fn from_locale_vars(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty())
            .and_then(|value| Language::from_tag(&value))
            .unwrap_or_default()
    }

    /// The id of the language's own name in the message files.
    pub const fn name_id(self) -> &'static str {
        match self {
            Language::English => "language-english",
            Language::Tamil => "language-tamil",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_name_their_language() {
        assert_eq!(Language::from_tag("ta_IN.UTF-8"), Some(Language::Tamil));
        assert_eq!(Language::from_tag("ta-LK"), Some(Language::Tamil));
        assert_eq!(Language::from_tag("en_GB.UTF-8"), Some(Language::English));
        assert_eq!(Language::from_tag("fr_FR"), None);
        for language in Language::ALL {
            assert_eq!(Language::from_tag(language.tag()), Some(language));
        }
    }

    #[test]
    fn the_first_locale_variable_set_decides() {
        fn vars(
            lc_all: Option<&'static str>,
            lang: Option<&'static str>,
        ) -> impl Fn(&str) -> Option<String> {
            move |name: &str| match name {
                "LC_ALL" => lc_all.map(str::to_owned),
                "LANG" => lang.map(str::to_owned),
                _ => None,
            }
        }
        assert_eq!(
            Language::from_locale_vars(vars(None, Some("ta_IN.UTF-8"))),
            Language::Tamil
        );
        assert_eq!(
            Language::from_locale_vars(vars(Some("C"), Some("ta_IN.UTF-8"))),
            Language::English
        );
        assert_eq!(
            Language::from_locale_vars(vars(Some(""), Some("ta_IN"))),
            Language::Tamil
        );
        assert_eq!(
            Language::from_locale_vars(vars(None, None)),
            Language::English
        );
    }
}
