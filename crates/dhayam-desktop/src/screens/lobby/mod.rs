//! Who sits at a table across computers before the game: the code to pass on, the seats,
//! the turn clock, Start (the strip above the board during it is `strip`).

use egui::RichText;

use dhayam_net::clock::CLOCK_OFFERED;
use dhayam_net::{Holder, SeatView, TurnClock};

use crate::Command;
use crate::i18n::Words;
use crate::i18n::words::colour;
use crate::network::Trouble;

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
    /// Whether this computer hosts the table.
    pub hosting: bool,
    /// The join code, once known (host).
    pub code: Option<&'a str>,
    /// Who sits where.
    pub lobby: &'a [SeatView],
    /// Whether the host may start.
    pub can_start: bool,
    /// Why this guest is not at the table, if it is not.
    pub trouble: Option<&'a Trouble>,
    /// The table's turn clock.
    pub clock: TurnClock,
}

/// Before the game: the join code to pass on (host), who sits where, the turn clock, and
/// Start (host) or the wait for it (guest).
pub fn lobby_ui(ui: &mut egui::Ui, view: &LobbyView<'_>, commands: &mut Vec<Command>) {
    let LobbyView {
        hosting,
        code,
        lobby,
        can_start,
        trouble,
        clock,
    } = *view;
    let words = crate::words(ui.ctx());
    ui.add_space(12.0);
    if hosting {
        ui.heading(
            RichText::new(words.text("lobby-hosting"))
                .size(26.0)
                .strong(),
        );
        if let Some(code) = code {
            ui.label(words.text("lobby-code-explain"));
            ui.horizontal_wrapped(|ui| {
                ui.add(egui::Label::new(RichText::new(code).monospace()).wrap());
            });
            copy_code_ui(ui, code);
        } else {
            ui.label(words.text("lobby-opening"));
        }
    } else {
        ui.heading(
            RichText::new(words.text("lobby-joined"))
                .size(26.0)
                .strong(),
        );
    }
    ui.add_space(8.0);
    seats_ui(ui, lobby, hosting, commands);
    ui.add_space(8.0);
    clock_ui(ui, hosting, clock, commands);
    ui.add_space(8.0);
    if let Some(trouble) = trouble {
        ui.label(trouble_text(&words, trouble));
    }
    ui.horizontal(|ui| {
        if hosting {
            if ui
                .add_enabled(can_start, egui::Button::new(words.text("lobby-start")))
                .clicked()
            {
                commands.push(Command::StartHosted);
            }
        } else if trouble.is_none() {
            ui.label(words.text("lobby-wait-for-host"));
        }
        if ui.button(words.text("lobby-leave")).clicked() {
            commands.push(Command::LeaveTable);
        }
    });
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

/// Each seat: its colour and who holds it, connected or not; the host may remove a guest.
pub fn seats_ui(ui: &mut egui::Ui, lobby: &[SeatView], hosting: bool, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let palette = crate::palette::Palette::of(ui);
    egui::Grid::new("dhayam_lobby_seats").show(ui, |ui| {
        for view in lobby {
            ui.label(
                RichText::new(colour(&words, view.seat))
                    .strong()
                    .color(palette.seat(view.seat)),
            );
            let holder = match view.holder {
                Holder::Host => words.tr("lobby-host-seat", &[("name", view.name.as_str().into())]),
                Holder::Computer => words.tr(
                    "lobby-computer-seat",
                    &[("name", view.name.as_str().into())],
                ),
                Holder::Open => words.text("lobby-open-seat"),
                Holder::Guest { connected: true } => {
                    words.tr("lobby-guest-here", &[("name", view.name.as_str().into())])
                }
                Holder::Guest { connected: false } => {
                    words.tr("lobby-guest-gone", &[("name", view.name.as_str().into())])
                }
                Holder::StandIn => {
                    words.tr("lobby-stand-in", &[("name", view.name.as_str().into())])
                }
                Holder::Away => words.tr("lobby-away", &[("name", view.name.as_str().into())]),
            };
            ui.label(holder);
            if hosting && matches!(view.holder, Holder::Guest { .. }) {
                remove_button_ui(ui, view, commands);
            }
            ui.end_row();
        }
    });
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
