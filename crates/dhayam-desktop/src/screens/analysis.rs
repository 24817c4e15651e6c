//! The analysis board's screen: the position on the board (a click on a square or a yard
//! places the pawn chosen), and beside it the position's line, whose turn and throw, the
//! pawns to place, and Hard's analysis.

use dhayam_core::throw::VALUES;
use dhayam_core::{PawnPlace, Phase, Seat};
use egui::RichText;

use crate::analysis_board::{AnalysisBoard, BoardEdit, Refusal};
use crate::board::animation::Motions;
use crate::board::{BoardView, board_ui};
use crate::i18n::reasons::move_words;
use crate::i18n::words;
use crate::palette::Palette;
use crate::screens::win_bar::percent;
use crate::{Command, Words};

/// Draws the analysis board.
pub fn analysis_ui(
    ui: &mut egui::Ui,
    board: &AnalysisBoard,
    now: f64,
    commands: &mut Vec<Command>,
) {
    super::right_panel_ui(ui, "dhayam_analysis", (0.34, 220.0, 560.0), |ui| {
        side_ui(ui, board, commands);
    });
    let game = board.shown();
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.fill(Palette::of(ui).table))
        .show(ui, |ui| {
            board_ui(
                ui,
                &BoardView {
                    placing: true,
                    ..BoardView::shown(&game, &Motions::default(), now)
                },
                commands,
            );
        });
}

fn edit(commands: &mut Vec<Command>, edit: BoardEdit) {
    commands.push(Command::Analysis(edit));
}

/// Everything beside the board.
fn side_ui(ui: &mut egui::Ui, board: &AnalysisBoard, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    let t = |id: &str| words.text(id);
    ui.add_space(6.0);
    ui.heading(RichText::new(t("analysis-title")).strong());
    ui.horizontal_wrapped(|ui| {
        ui.label(t("analysis-empty"));
        for players in 2..=4 {
            let name = words.tr("analysis-players", &[("count", players.into())]);
            if ui.button(name).clicked() {
                edit(commands, BoardEdit::Empty(players));
            }
        }
    });
    line_ui(ui, &words, board, commands);
    if let Some(refusal) = &board.refused {
        let text = RichText::new(t(refusal_id(refusal))).color(ui.visuals().error_fg_color);
        ui.add(egui::Label::new(text).wrap());
    }
    ui.separator();
    let game = board.shown();
    ui.horizontal_wrapped(|ui| {
        ui.label(t("analysis-to-act"));
        for &seat in game.seats() {
            let name = words::colour(&words, seat);
            if ui.selectable_label(game.turn() == seat, name).clicked() {
                edit(commands, BoardEdit::Turn(seat));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(t("analysis-throw"));
        ui.add_enabled_ui(board.awaits_throw(), |ui| {
            if ui
                .selectable_label(board.throw().is_none(), t("analysis-throw-none"))
                .clicked()
            {
                edit(commands, BoardEdit::Throw(None));
            }
            for value in VALUES {
                let label = ui.selectable_label(board.throw() == Some(value), value.to_string());
                if label.clicked() {
                    edit(commands, BoardEdit::Throw(Some(value)));
                }
            }
        });
    });
    pawns_ui(ui, &words, board, commands);
    ui.separator();
    results_ui(ui, &words, board);
}

/// The position's line, to edit, import and copy.
fn line_ui(ui: &mut egui::Ui, words: &Words, board: &AnalysisBoard, commands: &mut Vec<Command>) {
    let mut line = board.line.clone();
    let name = ui.label(words.text("analysis-line"));
    let field = ui
        .add(
            egui::TextEdit::singleline(&mut line)
                .desired_width(f32::INFINITY)
                .hint_text(words.text("analysis-line-hint")),
        )
        .labelled_by(name.id);
    let field = field.on_hover_text(words.text("analysis-line-hover"));
    if field.changed() {
        edit(commands, BoardEdit::Line(line));
    }
    let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    ui.horizontal_wrapped(|ui| {
        if ui.button(words.text("analysis-import")).clicked() || entered {
            edit(commands, BoardEdit::Import);
        }
        if ui.button(words.text("analysis-copy")).clicked() {
            ui.ctx().copy_text(board.shown().position_line());
        }
    });
}

/// Each player's pawns, to choose one to place, and whether the player has cut.
fn pawns_ui(ui: &mut egui::Ui, words: &Words, board: &AnalysisBoard, commands: &mut Vec<Command>) {
    let game = board.shown();
    let palette = Palette::of(ui);
    ui.add(egui::Label::new(words.text("analysis-place")).wrap());
    for &seat in game.seats() {
        ui.horizontal_wrapped(|ui| {
            let name = words::colour(words, seat);
            ui.label(RichText::new(&name).strong().color(palette.seat_ink(seat)));
            for (pawn, place) in game.pawns_of(seat) {
                let number = pawn.number;
                let chosen = board.chosen == Some((seat, number));
                let button = ui
                    .selectable_label(chosen, (number + 1).to_string())
                    .on_hover_text(place_words(words, seat, number, place));
                // Screen readers hear whose pawn it is, not a bare number.
                let name = words.tr(
                    "analysis-pawn",
                    &[("seat", name.clone().into()), ("pawn", (number + 1).into())],
                );
                button.widget_info(|| {
                    egui::WidgetInfo::selected(egui::Role::Button, true, chosen, &name)
                });
                if button.clicked() {
                    edit(commands, BoardEdit::Choose(seat, number));
                }
            }
            let mut cut = game.has_cut(seat);
            if ui.checkbox(&mut cut, words.text("analysis-cut")).changed() {
                edit(commands, BoardEdit::Cut(seat, cut));
            }
        });
    }
    if ui
        .add_enabled(
            board.chosen.is_some(),
            egui::Button::new(words.text("analysis-to-yard")),
        )
        .clicked()
    {
        edit(commands, BoardEdit::ToYard);
    }
}

/// Where a pawn stands, in words ("Red pawn 2: square 14").
fn place_words(words: &Words, seat: Seat, number: u8, place: PawnPlace) -> String {
    let pawn = [
        ("seat", words::colour(words, seat).into()),
        ("pawn", (number + 1).into()),
    ];
    match place {
        PawnPlace::Yard => words.tr("analysis-pawn-yard", &pawn),
        PawnPlace::Path(index) => {
            let [seat, pawn] = pawn;
            words.tr(
                "analysis-pawn-square",
                &[seat, pawn, ("square", index.into())],
            )
        }
    }
}

/// Hard's analysis: the players' chances, and every move's or every throw's.
fn results_ui(ui: &mut egui::Ui, words: &Words, board: &AnalysisBoard) {
    let Some(analysis) = board.analysis() else {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(words.text("analysis-working"));
        });
        return;
    };
    let game = board.shown();
    let palette = Palette::of(ui);
    ui.label(RichText::new(words.text("analysis-chances")).strong());
    ui.horizontal_wrapped(|ui| {
        for &seat in game.seats() {
            let chance = percent(analysis.chances[seat.index()]);
            let text = format!("{} {chance}%", words::colour(words, seat));
            ui.label(RichText::new(text).color(palette.seat_ink(seat)));
        }
    });
    // One wrapping line each (no grid), so a narrow panel keeps every word in sight.
    match game.phase() {
        Phase::AwaitingMove(seat) => {
            let who = ("seat", words::colour(words, seat).into());
            ui.label(RichText::new(words.tr("analysis-moves", &[who])).strong());
            for &(mv, chance) in &analysis.moves {
                let text = format!("{:.1}%  {}", 100.0 * chance, move_words(words, mv));
                ui.add(egui::Label::new(text).wrap());
            }
        }
        Phase::AwaitingThrow(seat) => {
            let who = ("seat", words::colour(words, seat).into());
            ui.label(RichText::new(words.tr("analysis-throws", &[who])).strong());
            for worth in &analysis.throws {
                let odds = ("odds", worth.odds_in_16.into());
                let value = words.tr(
                    "analysis-throw-value",
                    &[("value", worth.value.into()), odds],
                );
                let luck = format!("{:+.1}", 100.0 * worth.luck);
                let luck = words.tr("analysis-luck", &[("luck", luck.into())]);
                let text = format!("{:.1}%  {value} · {luck}", 100.0 * worth.chance);
                ui.add(egui::Label::new(text).wrap());
            }
        }
        Phase::Finished => {
            ui.label(words.text("analysis-over"));
        }
    }
}

/// The message id that says `refusal`.
const fn refusal_id(refusal: &Refusal) -> &'static str {
    match refusal {
        Refusal::NoPawnChosen => "analysis-no-pawn",
        Refusal::Occupied => "analysis-occupied",
        Refusal::NotALine => "analysis-not-a-line",
        Refusal::Impossible => "analysis-impossible",
        Refusal::AlreadyThrown => "analysis-already-thrown",
    }
}
