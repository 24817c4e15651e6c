//! Who sits at a table across computers: the lobby before the game (the code to pass on,
//! the seats, Start) and the strip above the board during it (who is connected, who the
//! game waits for, and the host's choices about its guests).

use egui::RichText;

use dhayam_net::host::HeldUp;
use dhayam_net::{Holder, SeatView};

use crate::Command;
use crate::i18n::Words;
use crate::i18n::words::seat_name;
use crate::network::Trouble;

/// Why this guest is not at the table, in words.
fn trouble_text(words: &Words, trouble: &Trouble) -> String {
    match trouble {
        Trouble::Connecting => words.text("lobby-connecting"),
        Trouble::Lost(_) => words.text("lobby-redialling"),
        Trouble::Stopped(error) => {
            let why = crate::i18n::errors::guest_error(words, error);
            words.tr("lobby-trouble", &[("why", why.as_str().into())])
        }
    }
}

/// Before the game: the join code to pass on (host), who sits where, and Start (host)
/// or the wait for it (guest).
pub fn lobby_ui(
    ui: &mut egui::Ui,
    hosting: bool,
    code: Option<&str>,
    lobby: &[SeatView],
    can_start: bool,
    trouble: Option<&Trouble>,
    commands: &mut Vec<Command>,
) {
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
        let copied_at = ui.data(|d| d.get_temp::<f64>(copied_id));
        let left = copied_at.map_or(0.0, |at| COPIED_FOR - (now - at));
        if left > 0.0 {
            ui.label(words.text("lobby-copied"));
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(left));
        }
    });
}

/// Each seat: its colour and who holds it, connected or not; the host may remove a guest.
pub fn seats_ui(ui: &mut egui::Ui, lobby: &[SeatView], hosting: bool, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let palette = crate::palette::Palette::of(ui);
    egui::Grid::new("dhayam_lobby_seats").show(ui, |ui| {
        for view in lobby {
            ui.label(
                RichText::new(seat_name(&words, view.seat))
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
fn remove_button_ui(ui: &mut egui::Ui, view: &SeatView, commands: &mut Vec<Command>) {
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

/// Seconds a guest holds the game up before the host is offered a computer for its seats.
pub const OFFER_HAND_OVER_AFTER: f64 = 5.0;

/// During play: one line of who is connected, who the game waits for (the host may let
/// a computer play for them once the wait is long), and Leave.
pub fn strip_ui(
    ui: &mut egui::Ui,
    hosting: bool,
    lobby: &[SeatView],
    trouble: Option<&Trouble>,
    held: Option<(&HeldUp, bool)>,
    dice: StripDice,
    commands: &mut Vec<Command>,
) {
    let words = crate::words(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        ui.strong(words.text("strip-across"));
        for view in lobby {
            let text = match view.holder {
                Holder::Guest { connected: false } => {
                    words.tr("lobby-guest-gone", &[("name", view.name.as_str().into())])
                }
                Holder::StandIn => {
                    words.tr("lobby-stand-in", &[("name", view.name.as_str().into())])
                }
                _ => view.name.clone(),
            };
            ui.label(format!("{}: {text}", seat_name(&words, view.seat)));
            if hosting && view.holder == Holder::StandIn {
                let name = [("name", view.name.as_str().into())];
                if ui
                    .small_button(words.tr("strip-let-back", &name))
                    .on_hover_text(words.text("strip-let-back-hint"))
                    .clicked()
                {
                    commands.push(Command::LetBack(view.seat));
                }
            }
            if hosting
                && matches!(
                    view.holder,
                    Holder::StandIn | Holder::Guest { connected: false }
                )
            {
                remove_button_ui(ui, view, commands);
            }
            ui.separator();
        }
        if let Some(trouble) = trouble {
            ui.label(trouble_text(&words, trouble));
        }
        let dice = ui
            .button(words.text("dice-open"))
            .on_hover_text(words.text("dice-open-hover"));
        if dice.clicked() {
            commands.push(Command::Dice(crate::DiceCommand::Open));
        }
        if ui.button(words.text("lobby-leave")).clicked() {
            commands.push(Command::LeaveTable);
        }
    });
    if let Some((held, offer)) = held {
        let name = [("name", held.name.as_str().into())];
        ui.horizontal_wrapped(|ui| {
            let key = if held.connected {
                "strip-waiting-silent"
            } else {
                "strip-waiting-gone"
            };
            ui.label(words.tr(key, &name));
            if offer && ui.button(words.tr("strip-hand-over", &name)).clicked() {
                commands.push(Command::HandOver(held.peer.clone()));
            }
        });
    }
    dice_notes_ui(ui, hosting, dice, commands);
}

/// What the strip says about the dice: a hosted game that waits for a throw nobody but
/// the host is here for, or the throws a guest that came back missed.
#[derive(Clone, Copy, Debug, Default)]
pub struct StripDice {
    /// The hosted game waits for a throw nobody but the host is here to take part in.
    pub waits_alone: bool,
    /// Throws made without this guest while it was away.
    pub missed: Option<dhayam_net::Missed>,
}

fn dice_notes_ui(ui: &mut egui::Ui, hosting: bool, dice: StripDice, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    if hosting && dice.waits_alone {
        ui.horizontal_wrapped(|ui| {
            ui.label(words.text("strip-waits-alone"));
            if ui
                .button(words.text("strip-go-on-alone"))
                .on_hover_text(words.text("strip-go-on-alone-hint"))
                .clicked()
            {
                commands.push(Command::GoOnAlone);
            }
        });
    }
    if let Some(missed) = dice.missed {
        ui.horizontal_wrapped(|ui| {
            ui.label(words.tr(
                "strip-missed",
                &[
                    ("throws", (missed.throws as i64).into()),
                    ("alone", (missed.alone as i64).into()),
                ],
            ));
            if ui.small_button(words.text("strip-missed-seen")).clicked() {
                commands.push(Command::SeenMissed);
            }
        });
    }
}
