//! What was said at the table across computers, as this window keeps it: the last lines,
//! who is muted here, and whether the host last refused a line of ours as too fast.

use std::collections::{BTreeMap, VecDeque};

use dhayam_net::Said;
use dhayam_store::talk::{KeptLine, MAX_KEPT_LINES};

/// The most lines kept (older ones go).
pub const KEPT_LINES: usize = 200;

/// One line heard.
#[derive(Clone, Debug, PartialEq)]
pub struct HeardLine {
    /// What was said, by whom.
    pub said: Said,
    /// Said by this computer's own seats.
    pub mine: bool,
    /// When it was first shown (stamped by [`Talk::follow_time`]): its bubble by the
    /// speaker's seat shows for [`BUBBLE_FOR`] seconds from then.
    pub shown_at: Option<f64>,
}

/// How long a line shows as a bubble by its speaker's seat, in seconds.
pub const BUBBLE_FOR: f64 = 5.0;

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
    /// Every line heard for the last games at the table, with the game's number, to keep
    /// with each finished game in the history.
    kept: VecDeque<(u32, KeptLine)>,
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

    /// A line heard for game `game` of the table at its `step`; `mine` when this
    /// computer's seats said it.
    pub fn hear(&mut self, said: Said, mine: bool, game: u32, step: u32) {
        if mine {
            self.too_fast = false;
        }
        // Two games' worth: the one that ended and the one that follows it.
        if self.kept.len() >= 2 * MAX_KEPT_LINES {
            self.kept.pop_front();
        }
        self.kept.push_back((
            game,
            KeptLine {
                step,
                said: said.clone(),
            },
        ));
        if self.lines.len() >= KEPT_LINES {
            self.lines.pop_front();
        }
        self.lines.push_back(HeardLine {
            said,
            mine,
            shown_at: None,
        });
    }

    /// Notes that time passed: lines not shown yet are shown from `now`. Gives when the
    /// next bubble goes, if one shows.
    pub fn follow_time(&mut self, now: f64) -> Option<f64> {
        let mut goes: Option<f64> = None;
        // Only the newest lines can still show: older ones were stamped long ago.
        for heard in self.lines.iter_mut().rev() {
            let at = *heard.shown_at.get_or_insert(now);
            if at + BUBBLE_FOR <= now {
                break;
            }
            goes = Some(goes.map_or(at + BUBBLE_FOR, |g| g.min(at + BUBBLE_FOR)));
        }
        goes
    }

    /// The bubble each speaking seat shows at `now`: its newest line still within
    /// [`BUBBLE_FOR`], unless the speaker is muted here.
    pub fn bubbles(&self, now: f64) -> Vec<&HeardLine> {
        let mut seats = Vec::new();
        let mut bubbles = Vec::new();
        for heard in self.lines.iter().rev() {
            let Some(at) = heard.shown_at else { continue };
            if at + BUBBLE_FOR <= now {
                break;
            }
            let Some(&seat) = heard.said.seats.first() else {
                continue;
            };
            if seats.contains(&seat) || self.muted.contains_key(&Talk::speaker(&heard.said)) {
                continue;
            }
            seats.push(seat);
            bubbles.push(heard);
        }
        bubbles
    }

    /// What was said for game `game` of the table, as its history keeps it: everything
    /// heard but the lines of speakers muted here.
    pub fn kept_for(&self, game: u32) -> Vec<KeptLine> {
        self.kept
            .iter()
            .filter(|(g, line)| *g == game && !self.is_muted(&line.said))
            .map(|(_, line)| line.clone())
            .take(MAX_KEPT_LINES)
            .collect()
    }

    /// Whether the speaker of `said` is muted here.
    fn is_muted(&self, said: &Said) -> bool {
        !self.muted.is_empty() && self.muted.contains_key(&Talk::speaker(said))
    }

    /// How many lines [`Talk::kept_for`] gives for game `game` (without copying them).
    pub fn kept_count(&self, game: u32) -> usize {
        self.kept
            .iter()
            .filter(|(g, line)| *g == game && !self.is_muted(&line.said))
            .count()
            .min(MAX_KEPT_LINES)
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
            watcher: false,
        }
    }

    #[test]
    fn the_last_lines_are_kept_and_a_speaker_is_muted_by_seat() {
        let mut talk = Talk::default();
        for _ in 0..KEPT_LINES + 10 {
            talk.hear(said("Kavi", &[Seat::North]), false, 1, 0);
        }
        assert_eq!(talk.lines.len(), KEPT_LINES);
        let key = Talk::speaker(&said("Kavi (renamed)", &[Seat::North]));
        talk.toggle_mute(&key, "Kavi");
        assert_eq!(talk.muted.get("North").map(String::as_str), Some("Kavi"));
        talk.toggle_mute(&key, "Kavi");
        assert!(talk.muted.is_empty());
    }

    #[test]
    fn each_seat_shows_its_newest_line_as_a_bubble_for_a_few_seconds() {
        let mut talk = Talk::default();
        talk.hear(said("Kavi", &[Seat::North]), false, 1, 0);
        assert_eq!(talk.follow_time(10.0), Some(10.0 + BUBBLE_FOR));
        let mut newer = said("Kavi", &[Seat::North]);
        newer.line = Line::Text("again".to_owned());
        talk.hear(newer, false, 1, 0);
        talk.hear(said("Anbu", &[Seat::East]), false, 1, 0);
        talk.follow_time(12.0);
        let shown: Vec<_> = talk
            .bubbles(12.0)
            .iter()
            .map(|h| h.said.line.clone())
            .collect();
        assert_eq!(shown.len(), 2, "one bubble a seat");
        assert!(
            shown.contains(&Line::Text("again".to_owned())),
            "the newest"
        );
        talk.toggle_mute("East", "Anbu");
        assert_eq!(talk.bubbles(12.0).len(), 1, "a muted speaker shows none");
        assert!(
            talk.bubbles(12.0 + BUBBLE_FOR).is_empty(),
            "gone after a while"
        );
        assert_eq!(talk.follow_time(12.0 + BUBBLE_FOR), None);
    }

    #[test]
    fn a_line_of_ours_passed_on_clears_too_fast() {
        let mut talk = Talk {
            too_fast: true,
            ..Talk::default()
        };
        talk.hear(said("Anbu", &[Seat::East]), false, 1, 0);
        assert!(talk.too_fast, "someone else's line says nothing of ours");
        talk.hear(said("Me", &[Seat::South]), true, 1, 0);
        assert!(!talk.too_fast);
    }
}
