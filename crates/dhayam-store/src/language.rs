//! The languages Dhayam speaks, kept in the settings as a tag ("en", "ta").

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A language of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
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
    /// `None` for languages Dhayam does not speak.
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

    /// The language of the locale the variables name: `LC_ALL`, `LC_MESSAGES` and `LANG` in
    /// that order (the first one set decides), or English when the locale is none Dhayam
    /// speaks. `var` reads one variable (the process environment, or a test's).
    pub fn from_locale_vars(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty())
            .and_then(|value| Language::from_tag(&value))
            .unwrap_or_default()
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl Serialize for Language {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.tag())
    }
}

/// A tag Dhayam does not speak (hand-edited, or from a newer version) reads as English, as
/// [`crate::Settings::repair`] did for every bad value before: the settings are
/// preferences, and one unknown tag is no reason to set the whole file aside.
impl<'de> Deserialize<'de> for Language {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let tag = String::deserialize(deserializer)?;
        Ok(Language::from_tag(&tag).unwrap_or_default())
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
            let text = ron::to_string(&language).unwrap();
            assert_eq!(ron::from_str::<Language>(&text).unwrap(), language);
        }
        assert_eq!(
            ron::from_str::<Language>("\"../../etc\"").unwrap(),
            Language::English
        );
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
