//! The side panel: whose turn, the dice, the players and the move log.

use dhayam_core::{Phase, Seat, TurnStructure};
use egui::RichText;

use dhayam_store::PlayerKind;
use dhayam_table::{Command as TableCommand, LogEntry, LogLine, Session, Table};

use crate::board::PlayView;
use crate::board::dice::dice_ui;
use crate::i18n::level_id;
use crate::palette::Palette;
use crate::screens::win_bar::{WinBar, win_bar_ui};
use crate::walkthrough::{Showing, callout::callout_ui};
use crate::{Command, words};

/// What the side panel shows: the table's game and what the board animates.
pub struct SideView<'a> {
    /// The table.
    pub table: &'a Table,
    /// Its game.
    pub session: &'a Session,
    /// The dice and notices under way.
    pub view: &'a PlayView,
    /// Each player's chance of winning, when shown and estimated.
    pub chances: WinBar<'a>,
    /// The time now.
    pub now: f64,
    /// The first-game tip to show, if any (the dice's is drawn here).
    pub tip: Option<Showing>,
}

/// Below this height (points) the side panel tells each player's counts on their name's
/// line, so the move log keeps its room in a small window (640x480).
const COMPACT_BELOW: f32 = 560.0;

/// Draws the side panel. What comes and goes during a turn (the value thrown, a notice,
/// the win-chance bar while it is worked out) keeps its room, so nothing below it moves.
pub fn side_ui(ui: &mut egui::Ui, view: &SideView<'_>, commands: &mut Vec<Command>) {
    let compact = ui.available_height() < COMPACT_BELOW;
    // Wide panels (large windows) get larger text.
    let scale = (ui.available_width() / 300.0).clamp(1.0, 1.6);
    if scale > 1.0 {
        for font in ui.style_mut().text_styles.values_mut() {
            font.size *= scale;
        }
    }
    let big = (ui.available_width() / 9.0).clamp(16.0, 30.0);
    ui.add_space(6.0);
    let seat = heading_ui(ui, view, big, compact);
    ui.add_space(6.0);
    throw_ui(ui, view, seat, big, commands);
    actions_ui(ui, view, commands);
    notice_ui(ui, view, big);
    pool_ui(ui, view, commands);
    ui.separator();
    let game = view.session.game();
    match view.chances {
        WinBar::Shown(chances) => win_bar_ui(ui, game, chances, (big * 0.9).max(18.0)),
        // While the estimate of a new position is worked out, its room stays.
        WinBar::Working => {
            let title = ui.text_style_height(&egui::TextStyle::Body);
            ui.add_space(title + ui.spacing().item_spacing.y + (big * 0.9).max(18.0));
        }
        WinBar::Hidden => {}
    }
    if !matches!(view.chances, WinBar::Hidden) {
        ui.add_space(4.0);
    }
    super::side_players::players_ui(ui, view.session, compact);
    ui.separator();
    ui.strong(crate::words(ui.ctx()).text("side-moves"));
    // As tall as the room left (in a small window that can be a line or two): never
    // over what lies below it, such as the talk.
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .min_scrolled_height(0.0)
        .show(ui, |ui| log_ui(ui, view.session));
}

/// Whose turn and to do what, and who plays that seat (a computer thinking); "Game over"
/// once it is. Returns the seat to act. In a compact panel the player's line is left out
/// (the players' list names them).
fn heading_ui(ui: &mut egui::Ui, view: &SideView<'_>, big: f32, compact: bool) -> Option<Seat> {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let (seat, doing) = match view.session.game().phase() {
        Phase::AwaitingThrow(seat) => (Some(seat), "side-to-throw"),
        Phase::AwaitingMove(seat) => (Some(seat), "side-to-move"),
        Phase::Finished => (None, ""),
    };
    let Some(seat) = seat else {
        ui.label(
            RichText::new(words.text("side-game-over"))
                .size(big)
                .strong(),
        );
        return None;
    };
    let player = view.session.player(seat);
    let colour = words::colour(&words, seat);
    let text = words.tr(doing, &[("seat", colour.into())]);
    // In a small window the heading keeps to one line (smaller if it must), so the players
    // below keep their room.
    let size = if compact {
        one_line_size(ui, &text, big)
    } else {
        big
    };
    let heading = ui.label(
        RichText::new(text)
            .size(size)
            .strong()
            .color(palette.seat_ink(seat)),
    );
    // A screen reader says whose turn it is, and to do what, each time it changes.
    polite(ui, heading.id);
    // A finished player of a team game moves the partner's pawns: the turn says so.
    let game = view.session.game();
    let owner = game.plays_for(seat);
    if owner != seat {
        let text = words.tr(
            "side-moves-partners",
            &[
                ("seat", words::colour(&words, seat).into()),
                ("partner", words::colour(&words, owner).into()),
            ],
        );
        let line = ui.label(RichText::new(text).strong().color(palette.seat_ink(owner)));
        polite(ui, line.id);
    }
    let name = words::player_name(&words, player.map(|p| p.name.as_str()), seat);
    let who = match player.map(|p| p.kind) {
        Some(PlayerKind::Computer(level)) => words.tr(
            if view.table.computer_thinking() {
                "side-computer-thinking"
            } else {
                "side-computer"
            },
            &[
                ("name", name.into()),
                ("level", words.text(level_id(level)).into()),
            ],
        ),
        _ => name,
    };
    if !compact {
        ui.label(who);
    }
    Some(seat)
}

/// The largest size up to `big`, and at least the body text's, at which `text` fits the
/// width left in `ui` on one line.
fn one_line_size(ui: &egui::Ui, text: &str, big: f32) -> f32 {
    let font = egui::FontId::proportional(big);
    let width = ui
        .painter()
        .layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE)
        .size()
        .x;
    let room = ui.available_width();
    let body = egui::TextStyle::Body.resolve(ui.style()).size;
    if width <= room {
        big
    } else {
        (big * room / width).max(body.min(big))
    }
}

/// The dice, the value thrown and the Throw button. Once the turn has passed, the last
/// throw shows only until what it did is over on the screen: then the dice wait for the
/// next player. The value's row keeps its room before the first throw, while the dice
/// roll and once its turn has gone by, so the buttons below never move.
fn throw_ui(
    ui: &mut egui::Ui,
    view: &SideView<'_>,
    seat: Option<Seat>,
    big: f32,
    commands: &mut Vec<Command>,
) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let rolling = view.view.rolling(view.now);
    let last = view.session.last_throw().filter(|&(thrower, _)| {
        seat.is_none_or(|to_act| to_act == thrower) || view.view.still_showing(thrower, view.now)
    });
    let kind = view.session.game().variant().throw_kind();
    dice_ui(
        ui,
        kind,
        last.map(|(_, t)| t),
        view.view.roll.as_ref(),
        view.now,
    );
    if let Some((thrower, throw)) = last.filter(|_| !rolling) {
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(throw.value().to_string())
                    .size(big * 1.6)
                    .strong()
                    .color(palette.seat_ink(thrower)),
            );
            // The rules say when a seat throws again (Event::ThrowAgain), not the panel.
            if view.session.throw_again() == Some(thrower) {
                ui.label(
                    RichText::new(words.text("side-throw-again"))
                        .size(big * 0.7)
                        .strong(),
                );
            }
        });
    } else {
        let font = egui::FontId::proportional(big * 1.6);
        let row = ui.ctx().fonts_mut(|f| f.row_height(&font));
        ui.add_space(row + ui.spacing().item_spacing.y);
    }
    let saved = view.session.saved();
    if last.is_some()
        && let Some(index) = saved.record().throws.len().checked_sub(1)
        && crate::screens::dice::host_alone(saved, index)
    {
        crate::screens::dice::panel::host_alone_ui(ui);
    }
    let throw = ui.add_enabled(
        view.table.person_to_throw(),
        egui::Button::new(RichText::new(words.text("side-throw")).size(big * 0.8))
            .min_size(egui::vec2(ui.available_width(), big * 1.6)),
    );
    if let Some(tip) = view.tip.filter(|t| t.tip == dhayam_store::Tip::Dice) {
        callout_ui(
            ui,
            (tip.tip, view.session.game()),
            throw.rect,
            &[],
            commands,
        );
    }
    if throw.on_hover_text(words.text("side-throw-keys")).clicked() {
        commands.push(TableCommand::Throw.into());
    }
}

/// Undo and Hint, and Hard's hint once it is in.
fn actions_ui(ui: &mut egui::Ui, view: &SideView<'_>, commands: &mut Vec<Command>) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let table = view.table;
    ui.horizontal_wrapped(|ui| {
        let undo_allowed = view.session.undo_allowed();
        let undo = ui.add_enabled(
            view.session.can_undo(),
            egui::Button::new(words.text("side-undo")),
        );
        let undo = if undo_allowed {
            undo.on_hover_text(words.text("side-undo-hover"))
        } else {
            undo.on_disabled_hover_text(words.text("side-undo-off"))
        };
        if undo.clicked() {
            commands.push(TableCommand::Undo.into());
        }
        let hint = ui
            .add_enabled(
                table.person_to_move() && !table.hint_pending(),
                egui::Button::new(words.text("side-hint")),
            )
            .on_hover_text(words.text("side-hint-hover"));
        if hint.clicked() {
            commands.push(TableCommand::Hint.into());
        }
        if table.hint_pending() {
            ui.spinner();
            ui.weak(words.text("side-thinking"));
        }
    });
    if let Some(mv) = table.hint() {
        let args = [
            ("pawn", (mv.number() + 1).into()),
            ("value", mv.value.into()),
        ];
        let text = if mv.from.is_none() {
            words.tr("side-hint-enter", &args)
        } else {
            words.tr("side-hint-move", &args)
        };
        ui.label(RichText::new(text).strong().color(palette.highlight));
        let why = dhayam_ai::reasons(view.session.game(), mv);
        let why = crate::i18n::reasons::reasons_words(&words, &why);
        ui.label(words.tr("hint-why", &[("why", why.into())]));
    }
}

/// The notice of the moment ("Red cuts Green", a lost value and why), in the same room
/// whether or not one shows: a notice coming and going does not move the players and the
/// log below.
fn notice_ui(ui: &mut egui::Ui, view: &SideView<'_>, big: f32) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let font = egui::FontId::proportional(big * 0.65);
    // A headline and two lines of reason: most notices (a reason longer than two lines
    // takes more).
    let body = ui.text_style_height(&egui::TextStyle::Body);
    let gap = ui.spacing().item_spacing.y;
    let room = ui.ctx().fonts_mut(|f| f.row_height(&font)) + gap + 2.0 * body + gap;
    let top = ui.cursor().top();
    let rolling = view.view.rolling(view.now);
    if let Some(notice) = view.view.notice(view.now).filter(|_| !rolling) {
        let colour = notice
            .seat
            .map_or(ui.visuals().text_color(), |s| palette.seat_ink(s));
        ui.add(
            egui::Label::new(
                RichText::new(words::tell(&words, view.session.game(), &notice.tell))
                    .size(big * 0.65)
                    .strong()
                    .color(colour),
            )
            .wrap(),
        );
        let why = words::tell_why(&words, &notice.tell);
        if !why.is_empty() {
            ui.add(egui::Label::new(why).wrap());
        }
    }
    let used = ui.cursor().top() - top;
    if used < room {
        ui.add_space(room - used);
    }
}

/// Throw first: the values in the pool, and which is spent next.
fn pool_ui(ui: &mut egui::Ui, view: &SideView<'_>, commands: &mut Vec<Command>) {
    let game = view.session.game();
    if game.rules().turn != TurnStructure::ThrowFirst {
        return;
    }
    let words = crate::words(ui.ctx());
    let pool: Vec<u8> = game.pool().collect();
    ui.horizontal_wrapped(|ui| {
        ui.label(words.text("side-pool"));
        if pool.is_empty() {
            ui.weak(words.text("side-pool-empty"));
        }
        let mut shown: Vec<u8> = pool.clone();
        shown.dedup();
        for value in shown {
            let count = pool.iter().filter(|v| **v == value).count();
            let text = words.tr(
                "side-use-value",
                &[("value", value.into()), ("count", count.into())],
            );
            let selected = view.table.chosen_value() == Some(value);
            if ui.selectable_label(selected, text).clicked() {
                commands.push(TableCommand::ChooseValue(value).into());
            }
        }
    });
}

/// The move log, each throw the host made alone marked.
fn log_ui(ui: &mut egui::Ui, session: &Session) {
    let palette = Palette::of(ui);
    let words = crate::words(ui.ctx());
    let saved = session.saved();
    let log = session.log();
    // Every throw has one line, and the oldest lines may be gone: count from the last.
    let throw_lines = log.iter().filter(|line| is_throw(line)).count();
    let mut index = saved.record().throws.len().saturating_sub(throw_lines);
    let mark = words.text("dice-host-alone");
    let newest = log.len().saturating_sub(1);
    for (n, line) in log.iter().enumerate() {
        // A screen reader says each new line once, politely: throws, moves, cuts and why
        // a value was lost.
        let live = |ui: &egui::Ui, response: &egui::Response| {
            if n == newest {
                polite(ui, response.id);
            }
        };
        let colour = line
            .seat
            .map_or(ui.visuals().text_color(), |s| palette.seat_ink(s));
        let text = words::log_line(&words, saved.game().game(), line);
        if !is_throw(line) {
            let said = ui.label(RichText::new(text).color(colour));
            live(ui, &said);
            continue;
        }
        let alone = crate::screens::dice::host_alone(saved, index);
        index += 1;
        if !alone {
            let said = ui.label(RichText::new(text).color(colour));
            live(ui, &said);
            continue;
        }
        let mut job = egui::text::LayoutJob::default();
        RichText::new(format!("{text} ")).color(colour).append_to(
            &mut job,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Min,
        );
        RichText::new(format!("({mark})"))
            .strong()
            .color(ui.visuals().warn_fg_color)
            .append_to(
                &mut job,
                ui.style(),
                egui::FontSelection::Default,
                egui::Align::Min,
            );
        let said = ui
            .label(job)
            .on_hover_text(words.text("dice-host-alone-hover"));
        live(ui, &said);
    }
}

/// Marks the widget `id` a polite live region: a screen reader says its text when it
/// changes, once what it is saying is said.
fn polite(ui: &egui::Ui, id: egui::Id) {
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
    });
}

/// Whether a log line tells of a throw (each throw has exactly one).
fn is_throw(line: &LogLine) -> bool {
    matches!(
        line.entry,
        LogEntry::Event(dhayam_core::Event::Thrown { .. }) | LogEntry::ThrowAnd { .. }
    )
}
