//! The review beside a replay: each player's accuracy and luck, whether the dice or the play
//! decided the game, the win-chance graph over the game with the dice's part and the big
//! mistakes marked, jumps between them, and the verdict on the step shown. It shows what
//! `dhayam-ai`'s review found and works nothing out.

use dhayam_ai::{PlayerSummary, Review};
use dhayam_core::{Action, Game, Seat};
use egui::{Color32, Pos2, Rect, RichText, Sense, Shape, Stroke, pos2, vec2};

use crate::estimate::ReviewState;
use crate::palette::Palette;
use crate::screens::history::ReplayView;
use crate::screens::win_bar::{chances_text, percent};
use crate::{Command, Words, words};

/// Draws the review of the replay in `view`, or how far it has come.
pub fn review_ui(ui: &mut egui::Ui, view: &ReplayView, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    ui.add_space(4.0);
    ui.strong(words.text("review-title"));
    let Some(job) = &view.review else {
        return;
    };
    match job.state() {
        ReviewState::Running { done, total } => {
            // A bar that moves only when the review tells its progress: no frame is drawn
            // in between (a spinner would draw every frame).
            let percent = 100 * done / (*total).max(1);
            let fraction = percent as f32 / 100.0;
            let text = words.tr("review-running", &[("percent", percent.into())]);
            ui.add(egui::ProgressBar::new(fraction).text(text));
        }
        ReviewState::Failed(error) => {
            let error = crate::i18n::errors::replay_error(&words, error);
            ui.label(words.tr("review-failed", &[("error", error.into())]));
        }
        ReviewState::Stopped => {
            ui.label(words.text("review-stopped"));
        }
        ReviewState::Ready(review) => ready_ui(ui, &words, view, review, commands),
    }
}

/// The finished review.
fn ready_ui(
    ui: &mut egui::Ui,
    words: &Words,
    view: &ReplayView,
    review: &Review,
    commands: &mut Vec<Command>,
) {
    let palette = Palette::of(ui);
    for player in &review.players {
        let text = words.tr(
            "review-player",
            &[
                ("seat", words::colour(words, player.seat).into()),
                ("accuracy", format!("{:.0}", player.accuracy).into()),
                ("mistakes", player.big_mistakes.into()),
                ("luck", format!("{:+.0}", 100.0 * player.luck).into()),
            ],
        );
        ui.label(RichText::new(text).color(palette.seat_ink(player.seat)));
    }
    for text in luck_verdicts(words, view, review) {
        ui.label(text);
    }
    graph_ui(ui, words, view, review, commands);
    legend_ui(ui, words, view);
    let flagged: Vec<usize> = review.flagged_steps().map(|s| s + 1).collect();
    if flagged.is_empty() {
        ui.weak(words.text("review-no-mistakes"));
    } else {
        let previous = flagged.iter().rev().find(|&&s| s < view.step).copied();
        let next = flagged.iter().find(|&&s| s > view.step).copied();
        ui.horizontal_wrapped(|ui| {
            let buttons = [
                ("‹ ", "review-previous-mistake", "", previous),
                ("", "review-next-mistake", " ›", next),
            ];
            for (before, id, after, to) in buttons {
                let name = words.text(id);
                let response = ui.add_enabled(
                    to.is_some(),
                    egui::Button::new(format!("{before}{name}{after}")),
                );
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, to.is_some(), &name)
                });
                if let (true, Some(to)) = (response.clicked(), to) {
                    commands.push(Command::ReplayTo(to));
                }
            }
        });
    }
    if let Some(text) = verdict(words, view, review) {
        // A big mistake is said in the mover's colour, as its mark on the graph.
        let flagged = view
            .step
            .checked_sub(1)
            .and_then(|k| review.decision_at(k))
            .filter(|d| d.big_mistake);
        let text = RichText::new(text);
        ui.label(match flagged {
            Some(decision) => text.strong().color(palette.seat_ink(decision.seat)),
            None => text,
        });
    }
}

/// The verdict on the last step shown: a move's against Hard's, a throw's luck.
fn verdict(words: &Words, view: &ReplayView, review: &Review) -> Option<String> {
    let k = view.step.checked_sub(1)?;
    let seat = match view.replay.step(k)?.action {
        Action::Move(seat, _) => seat,
        Action::Throw(seat, throw) => {
            // A throw's luck; none once a player has won.
            let luck = review.luck.iter().find(|t| t.step == k)?;
            let args = [
                ("seat", words::colour(words, seat).into()),
                ("value", throw.value().into()),
                ("luck", format!("{:+.1}", 100.0 * luck.luck()).into()),
            ];
            return Some(words.tr("review-verdict-throw", &args));
        }
    };
    let Some(decision) = review.decision_at(k) else {
        return Some(words.text("review-verdict-no-choice"));
    };
    let seat = ("seat", words::colour(words, seat).into());
    let chance = ("chance", percent(decision.chance_played as f32).into());
    if decision.given_away < dhayam_ai::ACCURATE {
        return Some(words.tr("review-verdict-best", &[seat, chance]));
    }
    let args = [
        seat,
        chance,
        (
            "given",
            format!("{:.1}", 100.0 * decision.given_away).into(),
        ),
        (
            "best",
            crate::i18n::reasons::move_words(words, decision.best).into(),
        ),
        ("best-chance", percent(decision.chance_best as f32).into()),
    ];
    let id = if decision.big_mistake {
        "review-verdict-mistake"
    } else {
        "review-verdict-small"
    };
    let mut said = words.tr(id, &args);
    if let Some(before) = view.replay.position(k) {
        let why = dhayam_ai::why_better(before, decision.best, decision.played);
        let why = crate::i18n::reasons::reasons_words(words, &why);
        said.push(' ');
        said.push_str(&words.tr("review-why", &[("why", why.into())]));
    }
    Some(said)
}

/// Whether the dice or the play decided the game, said for each player who lost against
/// the winner; nothing while nobody has won.
fn luck_verdicts(words: &Words, view: &ReplayView, review: &Review) -> Vec<String> {
    let Some(winner) = review.players.iter().find(|p| p.result >= 1.0) else {
        return Vec::new();
    };
    // "You" when one person at this computer played against the computer or others far away.
    let mut here = view.game.players().iter().filter(|p| p.kind.is_here());
    let you = match (here.next(), here.next()) {
        (Some(player), None) => Some(player.seat),
        _ => None,
    };
    let who = |seat: Seat| if you == Some(seat) { "you" } else { "other" };
    let winner_name = if you == Some(winner.seat) {
        words.text("review-you")
    } else {
        words::colour(words, winner.seat)
    };
    review
        .players
        .iter()
        .filter(|p| p.seat != winner.seat)
        .map(|loser| {
            let id = match (
                loser.luck < winner.luck,
                loser.given_away < winner.given_away,
            ) {
                (true, true) => "review-luck-dice",
                (true, false) => "review-luck-both",
                (false, false) => "review-luck-play",
                (false, true) => "review-luck-unclear",
            };
            let points = |of: fn(&PlayerSummary) -> f64| {
                format!("{:.0}", 100.0 * (of(loser) - of(winner)).abs())
            };
            let args = [
                ("seat", words::colour(words, loser.seat).into()),
                ("who", who(loser.seat).into()),
                ("winner", winner_name.clone().into()),
                ("luck", points(|p| p.luck).into()),
                ("given", points(|p| p.given_away).into()),
            ];
            words.tr(id, &args)
        })
        .collect()
}

/// The graph: one line per player over the game's positions, a mark under each big
/// mistake in the mover's colour, and the step shown. A click steps the replay there.
fn graph_ui(
    ui: &mut egui::Ui,
    words: &Words,
    view: &ReplayView,
    review: &Review,
    commands: &mut Vec<Command>,
) {
    let palette = Palette::of(ui);
    let width = ui.available_width();
    let height = (width * 0.45).clamp(100.0, 240.0);
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::click());
    let first = view.replay.position(0);
    let seats = first.map_or(&[][..], |g| g.seats());
    let teams = first.is_some_and(Game::is_team_game);
    let now = review.chances.get(view.step).copied().unwrap_or_default();
    let label = words.tr(
        "review-graph-label",
        &[("chances", chances_text(words, seats, &now, teams).into())],
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    let last = review.chances.len().saturating_sub(1).max(1);
    let small = egui::TextStyle::Small.resolve(ui.style());
    // Room on the left for the chances' scale and below for the steps'.
    let scale_width = 6.0
        + ui.ctx().fonts_mut(|f| {
            f.layout_no_wrap("100%".to_owned(), small.clone(), palette.ink)
                .size()
                .x
        });
    let plot = Rect::from_min_max(
        rect.min + vec2(scale_width, 8.0),
        rect.max - vec2(8.0, small.size + 10.0),
    );
    let x_of = |k: usize| plot.left() + plot.width() * k as f32 / last as f32;
    let y_of = |chance: f32| plot.bottom() - plot.height() * chance.clamp(0.0, 1.0);
    if response.clicked()
        && let Some(at) = response.interact_pointer_pos()
    {
        let k = ((at.x - plot.left()) / plot.width() * last as f32).round();
        commands.push(Command::ReplayTo(k.max(0.0) as usize));
    }
    if !ui.is_rect_visible(rect) {
        return;
    }
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, palette.table);
    let grid = Stroke::new(1.0, palette.line.gamma_multiply(0.6));
    let scale = palette.ink.gamma_multiply(0.8);
    for level in [0.0, 0.25, 0.5, 0.75, 1.0] {
        painter.hline(plot.x_range(), y_of(level), grid);
        if level * 4.0 % 2.0 == 0.0 {
            painter.text(
                pos2(plot.left() - 4.0, y_of(level)),
                egui::Align2::RIGHT_CENTER,
                format!("{:.0}%", 100.0 * level),
                small.clone(),
                scale,
            );
        }
    }
    let steps_line = plot.bottom() + 7.0;
    painter.text(
        pos2(plot.left(), steps_line),
        egui::Align2::LEFT_TOP,
        words.text("review-graph-start"),
        small.clone(),
        scale,
    );
    painter.text(
        pos2(plot.right(), steps_line),
        egui::Align2::RIGHT_TOP,
        words.tr("review-graph-steps", &[("steps", last.into())]),
        small,
        scale,
    );
    // About one point per pixel is all a line can show.
    let every = (review.chances.len() / plot.width().max(1.0) as usize).max(1);
    for &seat in seats {
        let points: Vec<Pos2> = review
            .chances
            .iter()
            .enumerate()
            .filter(|(k, _)| k % every == 0 || *k == last)
            .map(|(k, c)| pos2(x_of(k), y_of(c[seat.index()])))
            .collect();
        painter.add(Shape::line(points, Stroke::new(2.0, palette.seat(seat))));
        let dice = dice_line(review, seat)
            .filter(|(k, _)| k % every == 0 || *k == last)
            .map(|(k, c)| pos2(x_of(k), y_of(c as f32)))
            .collect::<Vec<Pos2>>();
        let stroke = Stroke::new(1.5, palette.seat(seat).gamma_multiply(0.8));
        painter.extend(Shape::dashed_line(&dice, stroke, 6.0, 4.0));
    }
    for decision in review.decisions.iter().filter(|d| d.big_mistake) {
        mistake_mark(
            &painter,
            palette.seat(decision.seat),
            palette.ink,
            x_of(decision.step + 1),
            plot,
        );
    }
    let x = x_of(view.step.min(last));
    painter.vline(x, rect.y_range(), Stroke::new(1.5, palette.ink));
}

/// The dice's part of `seat`'s chance at each position: its chance at the start plus the
/// luck of every throw so far; the gap to its chance is what the play made of the dice.
fn dice_line(review: &Review, seat: Seat) -> impl Iterator<Item = (usize, f64)> + '_ {
    let start = review
        .chances
        .first()
        .map_or(0.0, |c| f64::from(c[seat.index()]));
    let mut throws = review.luck.iter().peekable();
    let mut chance = start;
    (0..review.chances.len()).map(move |k| {
        // Position k follows step k - 1: the throws of steps before k are in.
        while let Some(throw) = throws.next_if(|t| t.step < k) {
            chance += throw.luck_of(seat);
        }
        (k, chance)
    })
}

/// What the graph's lines and marks mean: each player's colour, and the big mistakes'
/// triangle.
fn legend_ui(ui: &mut egui::Ui, words: &Words, view: &ReplayView) {
    let palette = Palette::of(ui);
    let seats = view.replay.position(0).map_or(&[][..], |g| g.seats());
    let swatch = vec2(18.0, ui.text_style_height(&egui::TextStyle::Small));
    ui.horizontal_wrapped(|ui| {
        for &seat in seats {
            let (rect, _) = ui.allocate_exact_size(swatch, Sense::hover());
            ui.painter().hline(
                rect.x_range(),
                rect.center().y,
                Stroke::new(2.5, palette.seat(seat)),
            );
            ui.label(
                RichText::new(words::colour(words, seat))
                    .small()
                    .color(palette.seat_ink(seat)),
            );
            ui.add_space(6.0);
        }
    });
    // The dice's line and the mistakes' mark, each a swatch beside words that wrap in the
    // room left of the row (a long line started mid-row overflowed the panel in Tamil).
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(swatch, Sense::hover());
        let dash = [rect.left_center(), rect.right_center()];
        let stroke = Stroke::new(1.5, palette.ink.gamma_multiply(0.7));
        ui.painter()
            .extend(Shape::dashed_line(&dash, stroke, 5.0, 3.0));
        let text = RichText::new(words.text("review-graph-dice")).small();
        ui.add(egui::Label::new(text).wrap());
    });
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(swatch, Sense::hover());
        let mark = Rect::from_center_size(rect.center(), vec2(10.0, 8.0));
        mistake_mark(
            ui.painter(),
            palette.ink.gamma_multiply(0.5),
            palette.ink,
            mark.center().x,
            mark.translate(vec2(0.0, -5.0)),
        );
        let text = RichText::new(words.text("review-graph-mistake")).small();
        ui.add(egui::Label::new(text).wrap());
    });
}

/// A small triangle at the foot of the graph under a big mistake.
fn mistake_mark(painter: &egui::Painter, fill: Color32, ink: Color32, x: f32, plot: Rect) {
    let size = 5.0;
    let base = plot.bottom() + 5.0;
    painter.add(Shape::convex_polygon(
        vec![
            pos2(x, base - size * 1.6),
            pos2(x - size, base),
            pos2(x + size, base),
        ],
        fill,
        Stroke::new(1.0, ink),
    ));
}
