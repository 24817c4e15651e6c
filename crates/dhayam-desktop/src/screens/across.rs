//! Tables across computers: the join form, the lobby before the game, and the strip that
//! shows during play who is connected.

use egui::RichText;

use dhayam_net::host::HeldUp;
use dhayam_net::link::NearbyTable;
use dhayam_net::{Holder, SeatView};

use crate::Command;
use crate::i18n::Words;
use crate::i18n::words::seat_name;
use crate::network::{JoinForm, Trouble};

/// Why this guest is not at the table, in words.
fn trouble_text(words: &Words, trouble: &Trouble) -> String {
    match trouble {
        Trouble::Connecting => words.text("lobby-connecting"),
        Trouble::Lost(_) => words.text("lobby-redialling"),
        Trouble::Stopped(why) => words.tr("lobby-trouble", &[("why", why.as_str().into())]),
    }
}

/// The join form: a code, a name, Join or Cancel.
pub fn join_ui(
    ui: &mut egui::Ui,
    form: &mut JoinForm,
    error: Option<&str>,
    commands: &mut Vec<Command>,
) {
    let words = crate::words(ui.ctx());
    ui.add_space(12.0);
    ui.heading(RichText::new(words.text("join-title")).size(26.0).strong());
    ui.label(words.text("join-explain"));
    ui.add_space(8.0);
    let code_label = ui.strong(words.text("join-code"));
    ui.add(
        egui::TextEdit::multiline(&mut form.code)
            .desired_rows(3)
            .desired_width(ui.available_width().min(640.0))
            .hint_text(words.text("join-code-hint")),
    )
    .labelled_by(code_label.id);
    let name_label = ui.strong(words.text("join-name"));
    ui.add(
        egui::TextEdit::singleline(&mut form.name)
            .char_limit(dhayam_store::MAX_NAME_CHARS)
            .hint_text(words.text("join-name-hint")),
    )
    .labelled_by(name_label.id);
    if let Some(error) = error {
        ui.colored_label(egui::Color32::from_rgb(200, 40, 40), error);
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
            let join = ui.add_enabled(can, egui::Button::new(words.text("nearby-join")));
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
            if ui.button(words.text("lobby-copy")).clicked() {
                ui.ctx().copy_text(code.to_owned());
            }
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
    seats_ui(ui, lobby);
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

/// Each seat: its colour and who holds it, connected or not.
pub fn seats_ui(ui: &mut egui::Ui, lobby: &[SeatView]) {
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
            ui.end_row();
        }
    });
}

/// Seconds a guest holds the game up before the host is offered a computer for its seats.
pub const OFFER_HAND_OVER_AFTER: f64 = 5.0;

/// During play: one line of who is connected, who the game waits for (the host may let
/// a computer play for them once the wait is long), and Leave.
pub fn strip_ui(
    ui: &mut egui::Ui,
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
