//! Tables across computers: the join form, the lobby before the game, and the strip that
//! shows during play who is connected.

use egui::{RichText, vec2};

use dhayam_net::host::HeldUp;
use dhayam_net::link::NearbyTable;
use dhayam_net::{Holder, SeatView};

use crate::Command;
use crate::i18n::Words;
use crate::i18n::words::seat_name;
use crate::network::{CodeError, JoinForm, Trouble, find_code};
use crate::screens::setup::BackTo;

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

/// At the top of the New game screen: the way back to a table across computers that is
/// still going (joined and left, or hosted and closed), one prominent button for each.
pub fn back_to_table_ui(ui: &mut egui::Ui, back: BackTo, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let width = ui.available_width().min(720.0);
    let margin = ((ui.available_width() - width) / 2.0).max(0.0);
    let tables = [
        (
            back.joined,
            "across-rejoin-explain",
            "across-rejoin",
            Command::RejoinTable,
        ),
        (
            back.hosted,
            "across-reopen-explain",
            "across-reopen",
            Command::ReopenTable,
        ),
    ];
    ui.horizontal(|ui| {
        ui.add_space(margin);
        egui::Frame::group(ui.style())
            .fill(ui.visuals().faint_bg_color)
            .inner_margin(10)
            .show(ui, |ui| {
                // The words above the button, so a long line (Tamil) wraps in a narrow
                // window instead of pushing the button out of it.
                ui.vertical(|ui| {
                    ui.set_width((width - 24.0).max(120.0));
                    for (kept, explain, label, command) in tables {
                        if !kept {
                            continue;
                        }
                        let explain = RichText::new(words.text(explain)).strong();
                        ui.add(egui::Label::new(explain).wrap());
                        let text = RichText::new(words.text(label)).size(18.0).strong();
                        let button = egui::Button::new(text).min_size(vec2(200.0, 36.0));
                        if ui.add(button).clicked() {
                            commands.push(command);
                        }
                    }
                });
            });
    });
}

/// The join form: a code (with Paste beside it, and what is wrong with it below), a
/// name, Join or Cancel.
pub fn join_ui(
    ui: &mut egui::Ui,
    form: &mut JoinForm,
    settings: &dhayam_store::Settings,
    error: Option<&str>,
    commands: &mut Vec<Command>,
) {
    let words = crate::words(ui.ctx());
    ui.add_space(12.0);
    ui.heading(RichText::new(words.text("join-title")).size(26.0).strong());
    ui.label(words.text("join-explain"));
    ui.add_space(8.0);
    code_field_ui(ui, form);
    let name_label = ui.strong(words.text("join-name"));
    ui.add(
        egui::TextEdit::singleline(&mut form.name)
            .char_limit(dhayam_store::MAX_NAME_CHARS)
            .hint_text(words.text("join-name-hint")),
    )
    .labelled_by(name_label.id);
    ui.add_space(8.0);
    super::reach::reach_ui(ui, settings, commands);
    if let Some(error) = error {
        ui.colored_label(ERROR_RED, error);
    }
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let ready = !form.code.trim().is_empty() && !form.name.trim().is_empty();
        if ui
            .add_enabled(ready, egui::Button::new(words.text("join-join")))
            .clicked()
        {
            commands.push(Command::JoinTable);
        }
        if ui.button(words.text("join-cancel")).clicked() {
            commands.push(Command::CloseJoin);
        }
    });
}

/// The colour of what went wrong, on light and dark.
const ERROR_RED: egui::Color32 = egui::Color32::from_rgb(200, 40, 40);

/// The widest the code field and its Paste button grow (a code is up to 250 characters:
/// three lines of monospace at this width).
const CODE_ROW_WIDTH: f32 = 720.0;

/// No code is longer; a bigger paste is cut here (the field stays quick to draw).
const CODE_FIELD_CHARS: usize = 4096;

/// The join code's field with Paste beside it, and below it what is wrong with the code.
///
/// A paste into the field (Ctrl+V, or the Paste button, which asks the window for the
/// system clipboard's text) is read with [`find_code`]: when a code is in it, the field
/// holds just that code; when none is, the text goes in as pasted (nothing typed is lost)
/// and the line below says what is wrong.
fn code_field_ui(ui: &mut egui::Ui, form: &mut JoinForm) {
    let words = crate::words(ui.ctx());
    let field_id = ui.make_persistent_id("dhayam_join_code");
    let asked_id = field_id.with("paste_asked");
    let code_label = ui.strong(words.text("join-code"));
    let paste = if ui.memory(|m| m.has_focus(field_id)) {
        take_code_paste(ui, form)
    } else {
        Paste::None
    };
    if ui.data_mut(|d| d.remove_temp::<bool>(asked_id)).is_some() && paste == Paste::None {
        // The window answers a paste request before the next frame: no text came.
        form.problem = Some(CodeError::Empty);
    }
    let width = ui.available_width().min(CODE_ROW_WIDTH);
    let row = egui::Layout::right_to_left(egui::Align::Min);
    ui.allocate_ui_with_layout(egui::vec2(width, 0.0), row, |ui| {
        let paste_button = ui
            .button(words.text("join-paste"))
            .on_hover_text(words.text("join-paste-hover"));
        let field = ui
            .add(
                egui::TextEdit::multiline(&mut form.code)
                    .id(field_id)
                    .char_limit(CODE_FIELD_CHARS)
                    .font(egui::TextStyle::Monospace)
                    .desired_rows(3)
                    .desired_width(ui.available_width())
                    .hint_text(words.text("join-code-hint")),
            )
            .labelled_by(code_label.id);
        if field.changed() && paste != Paste::Refused {
            // Typed: the verdict on the last paste no longer holds.
            form.problem = None;
        }
        if paste_button.clicked() {
            // The window reads the system clipboard after this frame and hands its text to
            // the focused field as a paste, exactly as for Ctrl+V. Focus is asked for
            // after the field is drawn: drawing it gives focus up on a click elsewhere.
            field.request_focus();
            ui.data_mut(|d| d.insert_temp(asked_id, true));
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::RequestPaste);
            ui.ctx().request_repaint();
        }
    });
    if let Some(problem) = form.problem {
        let why = RichText::new(crate::i18n::errors::code_error(&words, problem)).color(ERROR_RED);
        // Wrapped under the field, as wide as its row.
        ui.scope(|ui| {
            ui.set_max_width(width);
            ui.add(egui::Label::new(why).wrap());
        });
    }
}

/// What became of this frame's paste into the code field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Paste {
    /// Nothing was pasted.
    None,
    /// A code was found: the field holds it.
    Found,
    /// No code in it: the field inserts the text as it is, and the form says why.
    Refused,
}

/// Reads this frame's paste into the code field: a code found replaces the field's text
/// (the paste is taken out of the input, so the field does not insert the raw text too);
/// a paste without a code is left for the field, and the form keeps why.
fn take_code_paste(ui: &egui::Ui, form: &mut JoinForm) -> Paste {
    ui.input_mut(|input| {
        let Some(at) = input
            .events
            .iter()
            .position(|e| matches!(e, egui::Event::Paste(_)))
        else {
            return Paste::None;
        };
        let egui::Event::Paste(text) = &input.events[at] else {
            return Paste::None;
        };
        match find_code(text) {
            Ok(code) => {
                log::info!(
                    "a join code was found in a paste of {} characters",
                    text.len()
                );
                input.events.remove(at);
                form.code = code.to_string();
                form.problem = None;
                Paste::Found
            }
            Err(problem) => {
                log::info!("a paste into the join code: {problem}");
                form.problem = Some(problem);
                Paste::Refused
            }
        }
    })
}

/// The tables found on this network, live: each with its open seats and a Join button
/// (once a name is given); a line while none has been found yet.
pub fn nearby_ui(
    ui: &mut egui::Ui,
    looking: bool,
    tables: &[NearbyTable],
    name_given: bool,
    commands: &mut Vec<Command>,
) {
    if !looking {
        return;
    }
    let words = crate::words(ui.ctx());
    ui.add_space(12.0);
    ui.strong(words.text("nearby-title"));
    if tables.is_empty() {
        ui.label(words.text("nearby-looking"));
        return;
    }
    egui::Grid::new("dhayam_nearby_tables").show(ui, |ui| {
        for table in tables {
            ui.label(RichText::new(&table.name).strong());
            let seats = i64::from(table.open_seats);
            ui.label(words.tr("nearby-open-seats", &[("count", seats.into())]));
            let can = name_given && table.open_seats > 0;
            let why_not = if name_given {
                "nearby-full"
            } else {
                "nearby-name-first"
            };
            let join = ui
                .add_enabled(can, egui::Button::new(words.text("nearby-join")))
                .on_disabled_hover_text(words.text(why_not));
            if join.clicked() {
                commands.push(Command::JoinNearby(table.ticket.clone()));
            }
            ui.end_row();
        }
    });
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
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use egui_kittest::Harness;
    use egui_kittest::kittest::{NodeT as _, Queryable as _};

    use super::*;

    fn table(name: &str, open_seats: u8, ticket: &str) -> NearbyTable {
        NearbyTable {
            id: format!("id of {name}"),
            name: name.to_owned(),
            open_seats,
            protocol: dhayam_net::PROTOCOL_VERSION,
            ticket: ticket.to_owned(),
            seen_ms: 0,
        }
    }

    #[test]
    fn each_table_nearby_shows_its_open_seats_and_one_click_joins_it() {
        let tables = vec![
            table("Anbu's table", 1, "code-1"),
            table("Velu's table", 0, "code-2"),
        ];
        let mut commands = Vec::new();
        {
            let mut harness =
                Harness::new_ui(|ui| nearby_ui(ui, true, &tables, true, &mut commands));
            harness.run();
            harness.get_by_label("Anbu's table");
            harness.get_by_label("1 open seat");
            harness.get_by_label("0 open seats");
            let buttons: Vec<_> = harness.get_all_by_label("Join this table").collect();
            assert_eq!(buttons.len(), 2);
            assert!(buttons[1].accesskit_node().is_disabled(), "a full table");
            buttons[0].click();
            harness.run();
        }
        assert_eq!(commands, vec![Command::JoinNearby("code-1".to_owned())]);
    }

    #[test]
    fn no_list_while_not_looking_and_a_line_while_none_is_found() {
        let mut harness = Harness::new_ui(|ui| nearby_ui(ui, true, &[], true, &mut Vec::new()));
        harness.run();
        harness.get_by_label("Looking for tables on this network…");
        let mut harness = Harness::new_ui(|ui| nearby_ui(ui, false, &[], true, &mut Vec::new()));
        harness.run();
        assert!(harness.query_by_label("Tables on this network").is_none());
    }
}
