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

    /// The first of `locales` (BCP 47 tags such as `ta-IN`, or POSIX locales, in the
    /// person's order of preference) that Dhayam speaks, or English. The C (POSIX) locale
    /// is English: `LC_ALL=C` asks for the program's own words.
    pub fn first_spoken(locales: impl IntoIterator<Item = String>) -> Language {
        locales
            .into_iter()
            .find_map(|tag| match tag.as_str() {
                "C" | "POSIX" => Some(Language::English),
                tag => Language::from_tag(tag),
            })
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
    fn the_first_preferred_language_dhayam_speaks_decides() {
        let first = |tags: &[&str]| Language::first_spoken(tags.iter().map(|t| (*t).to_owned()));
        assert_eq!(first(&["ta-IN"]), Language::Tamil);
        assert_eq!(first(&["fr-FR", "ta-LK", "en-GB"]), Language::Tamil);
        assert_eq!(first(&["en-US", "ta-IN"]), Language::English);
        assert_eq!(first(&["C", "ta-IN"]), Language::English, "LC_ALL=C");
        assert_eq!(first(&["de-DE"]), Language::English);
        assert_eq!(first(&[]), Language::English);
    }
}
