//! Tables across computers: the join form, the lobby before the game, and the strip that
//! shows during play who is connected.

use egui::{RichText, vec2};

use dhayam_net::link::NearbyTable;

use crate::Command;
use crate::network::{CodeError, JoinForm, find_code};
use crate::screens::setup::BackTo;

/// At the top of the New game screen: the way back to a table across computers that is
/// still going (joined and left, or hosted and closed), one prominent button for each.
pub fn back_to_table_ui(ui: &mut egui::Ui, back: BackTo, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let width = ui.available_width().min(720.0);
    let margin = ((ui.available_width() - width) / 2.0).max(0.0);
    let tables = [
        (
            back.game,
            "setup-aside-explain",
            "menu-back-to-game",
            Command::ShowGame,
        ),
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
    preferences: &dhayam_store::Preferences,
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
    super::reach::reach_ui(ui, preferences, commands);
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
        if ui
            .add_enabled(ready, egui::Button::new(words.text("join-watch")))
            .on_hover_text(words.text("join-watch-hint"))
            .clicked()
        {
            commands.push(Command::WatchTable);
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
            let why_not = if name_given {
                "nearby-no-watching"
            } else {
                "nearby-name-first"
            };
            let watch = ui
                .add_enabled(
                    name_given && table.watching,
                    egui::Button::new(words.text("nearby-watch")),
                )
                .on_disabled_hover_text(words.text(why_not));
            if watch.clicked() {
                commands.push(Command::WatchNearby(table.ticket.clone()));
            }
            ui.end_row();
        }
    });
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
            watching: true,
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
