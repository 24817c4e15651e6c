//! What the check of a game's dice found, in words.

use dhayam_core::Throw;
use dhayam_core::fair::VerifyError;

use super::Words;

/// Why a game's dice do not check out, in words; `names` are the contributors', the
/// host first. Throws are counted from 1.
pub fn verify_error(words: &Words, error: &VerifyError, names: &[&str]) -> String {
    let name = |by: u16| {
        names.get(usize::from(by)).map_or_else(
            || words.tr("dice-contributor", &[("number", (by + 1).into())]),
            |name| (*name).to_owned(),
        )
    };
    match *error {
        VerifyError::NoContributors => words.text("dice-why-no-contributors"),
        VerifyError::Signature { by } => {
            words.tr("dice-why-signature", &[("name", name(by).into())])
        }
        VerifyError::SameKey { by } => words.tr("dice-why-same-key", &[("name", name(by).into())]),
        VerifyError::Count { ledger, record } => words.tr(
            "dice-why-count",
            &[("ledger", ledger.into()), ("record", record.into())],
        ),
        VerifyError::Parts { throw } => {
            words.tr("dice-why-parts", &[("throw", (throw + 1).into())])
        }
        VerifyError::Link { throw, by } => words.tr(
            "dice-why-link",
            &[("throw", (throw + 1).into()), ("name", name(by).into())],
        ),
        VerifyError::Alone { throw } => {
            words.tr("dice-why-alone", &[("throw", (throw + 1).into())])
        }
        VerifyError::Throw {
            throw,
            recorded,
            derived,
        } => words.tr(
            "dice-why-throw",
            &[
                ("throw", (throw + 1).into()),
                ("recorded", faces(words, recorded).into()),
                ("derived", faces(words, derived).into()),
            ],
        ),
    }
}

/// A throw as its faces and value ("1 + 2, value 3"), so two throws of one value read
/// apart.
fn faces(words: &Words, throw: Throw) -> String {
    let [one, two] = throw.faces();
    words.tr(
        "dice-faces",
        &[
            ("one", one.into()),
            ("two", two.into()),
            ("value", throw.value().into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use dhayam_store::Language;

    use super::*;

    #[test]
    fn every_failure_names_its_throw_or_contributor_in_both_languages() {
        let a = Throw::from_faces(1, 2).unwrap();
        let b = Throw::from_faces(2, 1).unwrap();
        let errors = [
            (VerifyError::Signature { by: 1 }, "Kavi"),
            (VerifyError::SameKey { by: 1 }, "Kavi"),
            (
                VerifyError::Count {
                    ledger: 9,
                    record: 10,
                },
                "10",
            ),
            (VerifyError::Parts { throw: 6 }, "7"),
            (VerifyError::Link { throw: 6, by: 0 }, "Asha"),
            (VerifyError::Alone { throw: 6 }, "7"),
            (
                VerifyError::Throw {
                    throw: 6,
                    recorded: a,
                    derived: b,
                },
                "7",
            ),
        ];
        for language in [Language::English, Language::Tamil] {
            let words = Words::new(language);
            let mut seen = std::collections::BTreeSet::new();
            for (error, named) in &errors {
                let text = verify_error(&words, error, &["Asha", "Kavi"]);
                assert!(text.contains(named), "{language:?}: {text}");
                assert!(!text.starts_with("dice"), "{language:?}: {text}");
                assert!(seen.insert(text), "each failure in its own words");
            }
            let link = verify_error(&words, &VerifyError::Link { throw: 6, by: 0 }, &["Asha"]);
            assert!(link.contains('7'), "{language:?}: {link}");
        }
    }
}
