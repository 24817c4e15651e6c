//! `--say` and `--chat-log`: a line said at the start, and the table's talk written to a
//! file, a line each (`NAME (SEATS): TEXT`, quick phrases in English).

use std::io::Write as _;
use std::path::{Path, PathBuf};

use dhayam_net::{Line, Phrase, Said};

/// A line given on the command line: `phrase:NAME` says a quick phrase (`well-played`,
/// `thayam`, ...), anything else is text.
pub fn parse_line(text: &str) -> Result<Line, String> {
    match text.strip_prefix("phrase:") {
        Some(name) => Phrase::parse(name).map(Line::Phrase).ok_or_else(|| {
            let names: Vec<&str> = Phrase::ALL.iter().map(|p| p.key()).collect();
            format!(
                "no quick phrase {name:?}; the phrases are {}",
                names.join(", ")
            )
        }),
        None => Ok(Line::Text(text.to_owned())),
    }
}

/// The table's talk, written to a file as it comes (nowhere without `--chat-log`).
pub struct ChatLog {
    file: Option<(PathBuf, std::fs::File)>,
}

impl ChatLog {
    /// A log in `path` (created or emptied), or none.
    pub fn open(path: Option<&Path>) -> Result<ChatLog, String> {
        let file = match path {
            Some(path) => Some((
                path.to_owned(),
                std::fs::File::create(path)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
            )),
            None => None,
        };
        Ok(ChatLog { file })
    }

    /// Writes one line said at the table (a failed write is told once on stderr and the
    /// log is closed: the game goes on).
    pub fn write(&mut self, said: &Said) {
        let Some((path, file)) = &mut self.file else {
            return;
        };
        let seats: Vec<&str> = said.seats.iter().map(|s| s.name()).collect();
        let line = format!(
            "{} ({}): {}\n",
            said.name,
            seats.join(", "),
            said.line.english()
        );
        if let Err(error) = file.write_all(line.as_bytes()).and_then(|()| file.flush()) {
            eprintln!(
                "dhayam-cli: the chat log {} stops here: {error}",
                path.display()
            );
            self.file = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phrase_by_name_and_text_otherwise() {
        assert_eq!(
            parse_line("phrase:well-played"),
            Ok(Line::Phrase(Phrase::WellPlayed))
        );
        assert_eq!(parse_line("வணக்கம்"), Ok(Line::Text("வணக்கம்".to_owned())));
        let error = parse_line("phrase:shout").unwrap_err();
        assert!(error.contains("thayam"), "{error}");
    }
}
