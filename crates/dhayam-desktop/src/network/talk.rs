//! What was said at the table across computers, as this window keeps it: the last lines,
//! who is muted here, and whether the host last refused a line of ours as too fast.

use std::collections::{BTreeMap, VecDeque};

use dhayam_net::Said;

/// The most lines kept (older ones go).
pub const KEPT_LINES: usize = 200;

/// One line heard.
#[derive(Clone, Debug, PartialEq)]
pub struct HeardLine {
    /// What was said, by whom.
    pub said: Said,
    /// Said by this computer's own seats.
    pub mine: bool,
}

/// The talk at the table, as this window has it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Talk {
    /// The last lines heard, oldest first.
    pub lines: VecDeque<HeardLine>,
    /// Speakers muted here ([`Talk::speaker`]), with the name they were muted under.
    pub muted: BTreeMap<String, String>,
    /// The host refused this computer's last line as said too fast (until the next one
    /// goes through).
    pub too_fast: bool,
}

impl Talk {
    /// Who said `said`, to mute them: their seats (a name can change, seats do not),
    /// or their name when they have none.
    pub fn speaker(said: &Said) -> String {
        if said.seats.is_empty() {
            said.name.clone()
        } else {
            let seats: Vec<&str> = said.seats.iter().map(|s| s.name()).collect();
            seats.join(",")
        }
    }

    /// A line heard; `mine` when this computer's seats said it.
    pub fn hear(&mut self, said: Said, mine: bool) {
        if mine {
            self.too_fast = false;
        }
        if self.lines.len() >= KEPT_LINES {
            self.lines.pop_front();
        }
        self.lines.push_back(HeardLine { said, mine });
    }

    /// Mutes the speaker `key` (named `name`), or unmutes them if muted.
    pub fn toggle_mute(&mut self, key: &str, name: &str) {
        if self.muted.remove(key).is_none() {
            self.muted.insert(key.to_owned(), name.to_owned());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_core::Seat;
    use dhayam_net::Line;

    fn said(name: &str, seats: &[Seat]) -> Said {
        Said {
            name: name.to_owned(),
            seats: seats.to_vec(),
            line: Line::Text("hi".to_owned()),
        }
    }

    #[test]
    fn the_last_lines_are_kept_and_a_speaker_is_muted_by_seat() {
        let mut talk = Talk::default();
        for _ in 0..KEPT_LINES + 10 {
            talk.hear(said("Kavi", &[Seat::North]), false);
        }
        assert_eq!(talk.lines.len(), KEPT_LINES);
        let key = Talk::speaker(&said("Kavi (renamed)", &[Seat::North]));
        talk.toggle_mute(&key, "Kavi");
        assert_eq!(talk.muted.get("North").map(String::as_str), Some("Kavi"));
        talk.toggle_mute(&key, "Kavi");
        assert!(talk.muted.is_empty());
    }

    #[test]
    fn a_line_of_ours_passed_on_clears_too_fast() {
        let mut talk = Talk {
            too_fast: true,
            ..Talk::default()
        };
        talk.hear(said("Anbu", &[Seat::East]), false);
        assert!(talk.too_fast, "someone else's line says nothing of ours");
        talk.hear(said("Me", &[Seat::South]), true);
        assert!(!talk.too_fast);
    }
}
