//! The strip above the board during a game across computers: who sits where (by colour
//! and name, "you" on this computer's seats), Dice and Leave; and one line of what matters
//! now (who the game waits for, calmly at first; who is back; a turn whose clock ran out;
//! the host's choices about its guests). The strip keeps its height, so the board never
//! moves when the line of what matters comes or goes.

use dhayam_core::Seat;
use dhayam_net::host::HeldUp;
use dhayam_net::{Holder, SeatView};

use super::lobby::{remove_button_ui, trouble_text};
use crate::Command;
use crate::i18n::Words;
use crate::i18n::words::colour;
use crate::network::{AtTable, Part, Trouble};

/// Seconds a connected guest may think before the strip says it has not answered, and
/// the host is offered a computer for its seats.
pub const SILENT_AFTER: f64 = 30.0;

/// Seconds a guest who is gone holds the game up before the host is offered a computer.
pub const GONE_OFFER_AFTER: f64 = 5.0;

/// When the strip stops saying `held` is thinking and offers the host a computer for it.
pub fn offer_due(held: &HeldUp) -> f64 {
    held.since
        + if held.connected {
            SILENT_AFTER
        } else {
            GONE_OFFER_AFTER
        }
}

/// What the strip shows.
pub struct StripView<'a> {
    /// Whether this computer hosts the table, plays at it or watches it.
    pub part: Part,
    /// Who sits where.
    pub lobby: &'a [SeatView],
    /// The seats played at this computer (a guest's own; the host's people).
    pub ours: Vec<Seat>,
    /// Why this guest is not at the table, if it is not.
    pub trouble: Option<&'a Trouble>,
    /// Who the hosted game waits for, and whether the wait is long (a computer offered).
    pub held: Option<(&'a HeldUp, bool)>,
    /// The lines that come and go.
    pub notes: StripNotes,
    /// How many watch, and who.
    pub watchers: &'a [String],
}

/// What the strip says besides who sits where: a hosted game that waits for a throw
/// nobody but the host is here for, the throws a guest that came back missed, a turn
/// whose clock ran out, a guest whose seats a computer plays, a player who is back.
#[derive(Clone, Debug, Default)]
pub struct StripNotes {
    /// The hosted game waits for a throw nobody but the host is here to take part in.
    pub waits_alone: bool,
    /// Throws made without this guest while it was away.
    pub missed: Option<dhayam_net::Missed>,
    /// The player whose turn clock ran out last (a computer played that turn).
    pub ran_out: Option<String>,
    /// A computer plays this guest's seats since its time ran out too often.
    pub away: bool,
    /// A player who came back to the table a moment ago.
    pub back: Option<String>,
}

impl<'a> StripView<'a> {
    /// What the strip shows of the table `at`, at `now`.
    pub fn of(at: &'a AtTable, now: f64) -> StripView<'a> {
        let view = &at.view;
        let name_of = |seat: Seat| {
            view.lobby
                .seats
                .iter()
                .find(|v| v.seat == seat)
                .map(|v| v.name.clone())
        };
        let held = view.held.as_ref();
        StripView {
            part: view.part,
            lobby: &view.lobby.seats,
            ours: view
                .lobby
                .seats
                .iter()
                .map(|v| v.seat)
                .filter(|&seat| view.ours(&[seat]))
                .collect(),
            trouble: view.trouble.as_ref(),
            held: held.map(|h| (h, now >= offer_due(h))),
            notes: StripNotes {
                waits_alone: view.waits_alone,
                missed: view.missed,
                ran_out: view.ran_out.and_then(|(seat, _)| name_of(seat)),
                away: at.away(),
                back: view.back.as_ref().map(|(name, _)| name.clone()),
            },
            watchers: &view.lobby.watchers,
        }
    }
}

/// The strip: the seats' line, then one line of what matters now.
pub fn strip_ui(ui: &mut egui::Ui, view: &StripView<'_>, commands: &mut Vec<Command>) {
    seats_line_ui(ui, view, commands);
    let row = ui.spacing().interact_size.y;
    ui.horizontal_wrapped(|ui| {
        ui.set_min_height(row);
        status_ui(ui, view, commands);
    });
}

/// Each seat by its colour and player, who is away, and the host's buttons about them.
fn seats_line_ui(ui: &mut egui::Ui, view: &StripView<'_>, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        ui.strong(words.text("strip-across"));
        for seat in view.lobby {
            ui.label(format!(
                "{}: {}",
                colour(&words, seat.seat),
                seat_text(&words, seat, view.ours.contains(&seat.seat))
            ));
            if view.part.hosts() && seat.holder == Holder::StandIn {
                let name = [("name", seat.name.as_str().into())];
                if ui
                    .small_button(words.tr("strip-let-back", &name))
                    .on_hover_text(words.text("strip-let-back-hint"))
                    .clicked()
                {
                    commands.push(Command::LetBack(seat.seat));
                }
            }
            if view.part.hosts()
                && matches!(
                    seat.holder,
                    Holder::StandIn | Holder::Away | Holder::Guest { connected: false }
                )
            {
                remove_button_ui(ui, seat, commands);
            }
            ui.separator();
        }
        if view.part.watches() {
            ui.strong(words.text("strip-watching"));
        }
        if !view.watchers.is_empty() {
            let count = [("count", (view.watchers.len() as i64).into())];
            ui.label(words.tr("strip-watchers", &count))
                .on_hover_text(view.watchers.join(", "));
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
}

/// Who plays `seat`, in words ("Kavi (you)", "Anbu (disconnected; the seat waits)").
fn seat_text(words: &Words, seat: &SeatView, ours: bool) -> String {
    let name = [("name", seat.name.as_str().into())];
    match seat.holder {
        Holder::Guest { connected: false } => words.tr("lobby-guest-gone", &name),
        Holder::StandIn => words.tr("lobby-stand-in", &name),
        Holder::Away => words.tr("lobby-away", &name),
        _ if ours => words.tr("strip-you", &name),
        _ => seat.name.clone(),
    }
}

/// The line of what matters now, the most pressing first (usually one thing; when two
/// hold, such as a guest gone and a throw nobody else is here for, both, with what the
/// host may do about each).
fn status_ui(ui: &mut egui::Ui, view: &StripView<'_>, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let notes = &view.notes;
    if notes.away {
        ui.label(words.text("clock-away"));
        if ui.button(words.text("clock-back")).clicked() {
            commands.push(Command::Back);
        }
    }
    if let Some(trouble) = view.trouble {
        ui.label(trouble_text(&words, trouble));
    }
    if let Some((held, offer)) = view.held {
        held_ui(ui, held, offer, commands);
    }
    if view.part.hosts() && notes.waits_alone {
        ui.label(words.text("strip-waits-alone"));
        if ui
            .button(words.text("strip-go-on-alone"))
            .on_hover_text(words.text("strip-go-on-alone-hint"))
            .clicked()
        {
            commands.push(Command::GoOnAlone);
        }
    }
    if let Some(missed) = notes.missed {
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
    }
    if let Some(name) = &notes.ran_out {
        ui.label(words.tr("clock-ran-out", &[("name", name.as_str().into())]));
    }
    if let Some(name) = &notes.back {
        ui.label(words.tr("strip-back", &[("name", name.as_str().into())]));
    }
}

/// Who the game waits for: a guest thinking (said calmly), one that has not answered for
/// long or is gone (the host may let a computer play for it).
fn held_ui(ui: &mut egui::Ui, held: &HeldUp, offer: bool, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let name = [("name", held.name.as_str().into())];
    let key = match (held.connected, offer) {
        (true, false) => "strip-thinking",
        (true, true) => "strip-waiting-silent",
        (false, _) => "strip-waiting-gone",
    };
    ui.label(words.tr(key, &name));
    if offer && ui.button(words.tr("strip-hand-over", &name)).clicked() {
        commands.push(Command::HandOver(held.peer.clone()));
    }
}
