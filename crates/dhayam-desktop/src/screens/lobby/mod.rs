//! Who sits at a table across computers before the game: the code to pass on, the seats
//! drawn by their homes, the rules, the turn clock, who watches, Start (the strip above
//! the board during it is `strip`).

mod seats;

use egui::RichText;

use dhayam_core::{HouseRules, Preset, Seat, Setup};
use dhayam_net::clock::CLOCK_OFFERED;
use dhayam_net::{Holder, Lobby, SeatView, TurnClock};

use crate::Command;
use crate::i18n::Words;
use crate::i18n::words::colour;
use crate::network::{Part, Trouble};

/// Why this guest is not at the table, in words.
pub(super) fn trouble_text(words: &Words, trouble: &Trouble) -> String {
    match trouble {
        Trouble::Connecting => words.text("lobby-connecting"),
        Trouble::Lost(_) => words.text("lobby-redialling"),
        Trouble::Stopped(error) => {
            let why = crate::i18n::errors::guest_error(words, error);
            words.tr("lobby-trouble", &[("why", why.as_str().into())])
        }
    }
}

/// What the lobby shows.
pub struct LobbyView<'a> {
    /// Whether this computer hosts the table, plays at it or watches it.
    pub part: Part,
    /// The join code, once known (host).
    pub code: Option<&'a str>,
    /// Who sits where, the rules, which game of the table it is, who watches.
    pub lobby: &'a Lobby,
    /// The seats played at this computer.
    pub ours: &'a [Seat],
    /// The seat drawn at the bottom (a guest's own).
    pub bottom: Seat,
    /// Whether the host may start.
    pub can_start: bool,
    /// Why this guest is not at the table, if it is not.
    pub trouble: Option<&'a Trouble>,
    /// The table's turn clock.
    pub clock: TurnClock,
    /// The host had no seat for this watcher when it asked.
    pub no_seat: bool,
}

/// The widest the lobby grows: a comfortable width to read and to take in at a glance.
const LOBBY_WIDTH: f32 = 760.0;

/// Before the game: what the table is (who hosts or watches, which game, the rules in one
/// line), the join code to pass on (host), who sits where drawn by their homes, the turn
/// clock, who watches, and Start (host) or the wait for it.
/// `talk_ui` draws the talk at the foot of the column.
pub fn lobby_ui(
    ui: &mut egui::Ui,
    view: &LobbyView<'_>,
    commands: &mut Vec<Command>,
    talk_ui: impl FnOnce(&mut egui::Ui, &mut Vec<Command>),
) {
    super::centred_column_ui(ui, LOBBY_WIDTH, |ui| {
        let width = ui.available_width();
        lobby_column_ui(ui, view, commands);
        ui.add_space(12.0);
        // The talk as wide as a line is comfortable to read.
        ui.allocate_ui(egui::vec2(width.min(520.0), 0.0), |ui| {
            talk_ui(ui, commands);
        });
    });
}

fn lobby_column_ui(ui: &mut egui::Ui, view: &LobbyView<'_>, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    ui.add_space(12.0);
    let title = if view.part.hosts() {
        "lobby-hosting"
    } else if view.part.watches() {
        "lobby-watching"
    } else {
        "lobby-joined"
    };
    ui.heading(RichText::new(words.text(title)).size(26.0).strong());
    if view.lobby.game > 1 {
        let number = [("number", i64::from(view.lobby.game).into())];
        ui.label(RichText::new(words.tr("lobby-game-number", &number)).strong());
    }
    if let Some(setup) = &view.lobby.setup {
        ui.add(egui::Label::new(rules_line(&words, setup)).wrap());
    }
    if view.part.watches() {
        ui.add(egui::Label::new(RichText::new(words.text("lobby-watching-explain")).weak()).wrap());
    }
    if view.part.hosts() {
        ui.add_space(8.0);
        code_ui(ui, view.code);
    }
    ui.add_space(10.0);
    let look = seats::SeatsLook {
        part: view.part,
        ours: view.ours,
        bottom: view.bottom,
    };
    seats::seats_ui(ui, view.lobby, look, commands);
    ui.add_space(8.0);
    clock_ui(ui, view.part.hosts(), view.clock, commands);
    watchers_ui(ui, view.lobby, view.part.hosts(), commands);
    ui.add_space(8.0);
    if let Some(trouble) = view.trouble {
        ui.label(trouble_text(&words, trouble));
    }
    if view.no_seat {
        ui.label(words.text("lobby-no-seat"));
    }
    actions_ui(ui, view, commands);
}

/// The join code to pass on, in a box of its own, with Copy and Share as text.
fn code_ui(ui: &mut egui::Ui, code: Option<&str>) {
    let words = crate::words(ui.ctx());
    let Some(code) = code else {
        ui.label(words.text("lobby-opening"));
        return;
    };
    egui::Frame::group(ui.style())
        .fill(ui.visuals().faint_bg_color)
        .inner_margin(10)
        .show(ui, |ui| {
            ui.add(egui::Label::new(words.text("lobby-code-explain")).wrap());
            ui.add(egui::Label::new(RichText::new(code).monospace()).wrap());
            copy_code_ui(ui, code);
        });
}

/// Start (the host's, clear and large, with why it waits) or the wait for it, and Leave.
fn actions_ui(ui: &mut egui::Ui, view: &LobbyView<'_>, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    if view.part.hosts() && !view.can_start {
        let open = view
            .lobby
            .seats
            .iter()
            .filter(|v| v.holder == Holder::Open)
            .count();
        let why = if open > 0 {
            words.tr("lobby-start-waits", &[("count", (open as i64).into())])
        } else {
            words.text("lobby-start-deciding")
        };
        ui.label(why);
    }
    ui.horizontal(|ui| {
        if view.part.hosts() {
            let text = RichText::new(words.text("lobby-start")).size(18.0).strong();
            let start = egui::Button::new(text).min_size(egui::vec2(200.0, 36.0));
            if ui.add_enabled(view.can_start, start).clicked() {
                commands.push(Command::StartHosted);
            }
        } else if view.trouble.is_none() {
            ui.label(words.text("lobby-wait-for-host"));
        }
        if ui.button(words.text("lobby-leave")).clicked() {
            commands.push(Command::LeaveTable);
        }
    });
}

/// Who watches, and the host's choice to let people watch.
fn watchers_ui(ui: &mut egui::Ui, lobby: &Lobby, hosting: bool, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        if hosting {
            let mut allowed = lobby.watching;
            if ui
                .checkbox(&mut allowed, words.text("lobby-let-watch"))
                .on_hover_text(words.text("lobby-let-watch-hint"))
                .changed()
            {
                commands.push(Command::SetWatching(allowed));
            }
        }
        ui.label(watchers_text(&words, lobby));
    });
}

/// How many watch, and who ("2 people watch: Anbu, Velu").
pub fn watchers_text(words: &Words, lobby: &Lobby) -> String {
    if lobby.watchers.is_empty() {
        return words.text("lobby-nobody-watches");
    }
    words.tr(
        "lobby-watchers",
        &[
            ("count", (lobby.watchers.len() as i64).into()),
            ("names", lobby.watchers.join(", ").into()),
        ],
    )
}

/// The rules of `setup` in one line: the rule set (or each house rule that is not
/// Classic's), the pawns, and who throws first.
pub fn rules_line(words: &Words, setup: &Setup) -> String {
    let rules = &setup.rules;
    let mut parts = Vec::new();
    match Preset::ALL.into_iter().find(|p| p.rules() == *rules) {
        Some(Preset::Classic) => parts.push(words.text("preset-classic")),
        Some(Preset::Traditional) => parts.push(words.text("preset-traditional")),
        None => {
            parts.push(words.text("lobby-custom"));
            let classic = HouseRules::CLASSIC;
            let differs = [
                (rules.entry != classic.entry, "setup-entering-one-only"),
                (rules.turn != classic.turn, "setup-turns-throw-first"),
                (rules.cut_bonus != classic.cut_bonus, "lobby-no-cut-bonus"),
                (rules.gate != classic.gate, "setup-gate-wait"),
                (rules.order != classic.order, "setup-order-clockwise"),
                (rules.play_on != classic.play_on, "setup-stop"),
            ];
            parts.extend(
                differs
                    .into_iter()
                    .filter(|(d, _)| *d)
                    .map(|(_, id)| words.text(id)),
            );
        }
    }
    let pawns = [("count", i64::from(setup.pawns).into())];
    parts.push(words.tr("setup-pawns-count", &pawns));
    if let Some(first) = setup.first {
        parts.push(words.tr("lobby-first", &[("colour", colour(words, first).into())]));
    }
    parts.join(" · ")
}

/// The turn clock: the host chooses it (Off, or one of the offered limits, and whether
/// it runs for the people at the host's computer too); a guest reads it.
fn clock_ui(ui: &mut egui::Ui, hosting: bool, clock: TurnClock, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    if !hosting {
        let text = match clock.seconds() {
            None => words.text("clock-none"),
            Some(seconds) => {
                let limit = limit_text(&words, seconds);
                words.tr("clock-told", &[("limit", limit.into())])
            }
        };
        ui.label(text);
        return;
    }
    let here = clock.for_host_people();
    ui.horizontal_wrapped(|ui| {
        ui.strong(words.text("clock-title"))
            .on_hover_text(words.text("clock-hint"));
        if ui
            .selectable_label(clock == TurnClock::Off, words.text("clock-off"))
            .clicked()
        {
            commands.push(Command::SetClock(TurnClock::Off));
        }
        for seconds in CLOCK_OFFERED {
            let chosen = clock.seconds() == Some(f64::from(seconds));
            let label = limit_text(&words, f64::from(seconds));
            if ui.selectable_label(chosen, label).clicked() {
                commands.push(Command::SetClock(TurnClock::Limit {
                    seconds,
                    host_people: here,
                }));
            }
        }
    });
    if let TurnClock::Limit { seconds, .. } = clock {
        let mut here = here;
        if ui.checkbox(&mut here, words.text("clock-here")).changed() {
            commands.push(Command::SetClock(TurnClock::Limit {
                seconds,
                host_people: here,
            }));
        }
    }
}

/// A turn's time in words ("30 s", "1 min").
pub fn limit_text(words: &Words, seconds: f64) -> String {
    words.tr(
        "clock-limit",
        &[("seconds", (seconds.round() as i64).into())],
    )
}

/// How long "Copied" shows after the code is copied, in seconds.
const COPIED_FOR: f64 = 2.0;

/// "Copy the code" puts the join code on the system clipboard, and says so beside the
/// button for [`COPIED_FOR`] seconds (one repaint is asked for when it is to go, none in
/// between).
fn copy_code_ui(ui: &mut egui::Ui, code: &str) {
    let words = crate::words(ui.ctx());
    let copied_id = egui::Id::unique("dhayam_code_copied_at");
    let now = ui.input(|i| i.time);
    ui.horizontal(|ui| {
        if ui.button(words.text("lobby-copy")).clicked() {
            ui.ctx().copy_text(code.to_owned());
            log::info!("the join code was copied ({} characters)", code.len());
            ui.data_mut(|d| d.insert_temp(copied_id, now));
        }
        // The code in a few words to send as they are (a friend's Paste finds the code
        // in them).
        let share = ui
            .button(words.text("lobby-share"))
            .on_hover_text(words.text("lobby-share-hint"));
        if share.clicked() {
            ui.ctx().copy_text(share_text(&words, code));
            log::info!("the join code was copied with words to send");
            ui.data_mut(|d| d.insert_temp(copied_id, now));
        }
        let copied_at = ui.data(|d| d.get_temp::<f64>(copied_id));
        let left = copied_at.map_or(0.0, |at| COPIED_FOR - (now - at));
        if left > 0.0 {
            ui.label(words.text("lobby-copied"));
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(left));
        }
    });
}

/// The join code in a message to send as it is, in the host's language: what to do with
/// it, and the code on a line of its own.
pub fn share_text(words: &Words, code: &str) -> String {
    format!("{}\n\n{code}\n", words.text("lobby-share-message"))
}

/// The host's button to remove the guest of `view`'s seat, with what it does on hover.
pub(super) fn remove_button_ui(ui: &mut egui::Ui, view: &SeatView, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let name = [("name", view.name.as_str().into())];
    if ui
        .small_button(words.tr("lobby-remove", &name))
        .on_hover_text(words.text("lobby-remove-hint"))
        .clicked()
    {
        commands.push(Command::RemoveGuest(view.seat));
    }
}
