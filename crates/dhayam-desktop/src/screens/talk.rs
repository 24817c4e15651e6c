//! Talk at a table across computers: the lines said (a speaker muted here is hidden), a
//! line to type, and quick phrases, each in the player's own language.

use dhayam_net::{Line, Phrase, Said};
use egui::RichText;

use crate::Command;
use crate::i18n::Words;
use crate::network::{HeardLine, Talk};
use crate::palette::Palette;

/// How many of the last lines the talk shows (older ones scroll).
const SHOWN: usize = 50;

/// The words for `line` in the player's language.
pub fn line_text(words: &Words, line: &Line) -> String {
    match line {
        Line::Text(text) => text.clone(),
        Line::Phrase(phrase) => words.text(phrase_id(*phrase)),
    }
}

/// The message id of a quick phrase's words.
fn phrase_id(phrase: Phrase) -> &'static str {
    match phrase {
        Phrase::Hello => "phrase-hello",
        Phrase::GoodLuck => "phrase-good-luck",
        Phrase::YourTurn => "phrase-your-turn",
        Phrase::WellPlayed => "phrase-well-played",
        Phrase::Oops => "phrase-oops",
        Phrase::Thayam => "phrase-thayam",
        Phrase::Thanks => "phrase-thanks",
        Phrase::GoodGame => "phrase-good-game",
    }
}

/// Where the line being typed is kept (egui's memory: it is the widget's own state, and
/// goes on from the lobby into the game).
const DRAFT: &str = "dhayam_talk_draft";

/// How the talk is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TalkLayout {
    /// The lines said, a line to type, and a row of quick phrases.
    Full,
    /// Only a line to type, with the quick phrases in a menu: for a side panel with little
    /// room (the lines show as bubbles by the seats on the board meanwhile).
    Compact,
}

/// The talk: what was said (newest at the bottom), a line to type (Enter or Send says
/// it), and a row of quick phrases; in a [`TalkLayout::Compact`] one, the line to type and
/// the phrases in a menu.
pub fn talk_ui(ui: &mut egui::Ui, talk: &Talk, layout: TalkLayout, commands: &mut Vec<Command>) {
    let id = egui::Id::unique(DRAFT);
    let mut draft: String = ui.data_mut(|d| d.get_temp(id)).unwrap_or_default();
    let words = crate::words(ui.ctx());
    if layout == TalkLayout::Compact {
        // The newest line only (the others show as bubbles by the seats for a while).
        let palette = Palette::of(ui);
        if let Some(newest) = talk.lines.back() {
            heard_ui(ui, &words, palette, talk, newest, true, commands);
        }
        let title = ui
            .horizontal(|ui| {
                let title = ui.label(RichText::new(words.text("talk-title")).strong());
                ui.menu_button(words.text("talk-phrases"), |ui| {
                    for phrase in Phrase::ALL {
                        if ui.button(words.text(phrase_id(phrase))).clicked() {
                            commands.push(Command::Say(Line::Phrase(phrase)));
                        }
                    }
                });
                title
            })
            .inner;
        line_to_type_ui(ui, &words, &mut draft, title.id, commands);
    } else {
        let title = ui.label(RichText::new(words.text("talk-title")).strong());
        lines_ui(ui, &words, talk, commands);
        line_to_type_ui(ui, &words, &mut draft, title.id, commands);
        ui.horizontal_wrapped(|ui| {
            for phrase in Phrase::ALL {
                if ui.small_button(words.text(phrase_id(phrase))).clicked() {
                    commands.push(Command::Say(Line::Phrase(phrase)));
                }
            }
        });
    }
    if talk.too_fast {
        ui.label(RichText::new(words.text("talk-too-fast")).italics());
    }
    ui.data_mut(|d| d.insert_temp(id, draft));
}

/// The lines said, newest at the bottom, and who is muted here.
fn lines_ui(ui: &mut egui::Ui, words: &Words, talk: &Talk, commands: &mut Vec<Command>) {
    let palette = Palette::of(ui);
    let height = (ui.available_height() * 0.5).clamp(48.0, 160.0);
    egui::ScrollArea::vertical()
        .id_salt("talk_lines")
        .max_height(height)
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let shown = talk.lines.len().saturating_sub(SHOWN);
            let newest = talk.lines.len().saturating_sub(1);
            for (i, heard) in talk.lines.iter().enumerate().skip(shown) {
                heard_ui(ui, words, palette, talk, heard, i == newest, commands);
            }
        });
    if !talk.muted.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for (key, name) in &talk.muted {
                let unmute = words.tr("talk-unmute-name", &[("name", name.clone().into())]);
                if ui.small_button(unmute).clicked() {
                    commands.push(Command::MuteSpeaker {
                        key: key.clone(),
                        name: name.clone(),
                    });
                }
            }
        });
    }
}

/// The line to type, with Send (Enter says it too, and keeps the focus for the next).
fn line_to_type_ui(
    ui: &mut egui::Ui,
    words: &Words,
    draft: &mut String,
    title: egui::Id,
    commands: &mut Vec<Command>,
) {
    ui.horizontal(|ui| {
        let send = words.text("talk-send");
        let room = (ui.available_width() - 16.0 - send.len() as f32 * 8.0).max(60.0);
        let field = ui
            .add(
                egui::TextEdit::singleline(draft)
                    .hint_text(words.text("talk-hint"))
                    .char_limit(dhayam_net::talk::MAX_LINE_CHARS)
                    .desired_width(room),
            )
            .labelled_by(title);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button(send).clicked() || entered) && !draft.trim().is_empty() {
            commands.push(Command::Say(Line::Text(std::mem::take(draft))));
            if entered {
                field.request_focus();
            }
        }
    });
}

/// The longest a bubble's line shows, in characters (the talk below has it whole).
const BUBBLE_CHARS: usize = 60;

/// Each speaking seat's newest line as a bubble by its yard on the board (`yard` says
/// where a seat's yard is drawn), over the pawns, for a few seconds.
pub fn bubbles_ui(
    ui: &mut egui::Ui,
    talk: &Talk,
    now: f64,
    board: egui::Rect,
    yard: impl Fn(dhayam_core::Seat) -> egui::Rect,
) {
    let words = crate::words(ui.ctx());
    let palette = Palette::of(ui);
    let layer = egui::LayerId::new(egui::Order::Foreground, egui::Id::unique("dhayam_bubbles"));
    let painter = ui.ctx().layer_painter(layer).with_clip_rect(board);
    for heard in talk.bubbles(now) {
        let Some(&seat) = heard.said.seats.first() else {
            continue;
        };
        let mut text = line_text(&words, &heard.said.line);
        if text.chars().count() > BUBBLE_CHARS {
            text = text.chars().take(BUBBLE_CHARS - 1).collect::<String>() + "…";
        }
        let font = egui::FontId::proportional(15.0);
        let wrap = (board.width() * 0.35).max(120.0);
        let ink = ui.visuals().text_color();
        let galley = painter.layout(text, font, ink, wrap);
        let size = galley.size() + egui::vec2(16.0, 10.0);
        let yard = yard(seat);
        // Just off the yard's side that faces the middle of the board (yards lie along
        // the board's sides, so that is straight up, down, left or right).
        let towards = board.center() - yard.center();
        let towards = if towards.x.abs() > towards.y.abs() {
            egui::vec2(towards.x.signum(), 0.0)
        } else {
            egui::vec2(0.0, towards.y.signum())
        };
        // Half the yard and half the bubble, across the side it leaves from.
        let across = if towards.x == 0.0 {
            yard.height() + size.y
        } else {
            yard.width() + size.x
        };
        let reach = across * 0.5 + 4.0;
        let centre = yard.center() + towards * reach;
        let rect = egui::Rect::from_center_size(centre, size);
        painter.rect(
            rect,
            8.0,
            ui.visuals().window_fill,
            egui::Stroke::new(2.0, palette.seat(seat)),
            egui::StrokeKind::Inside,
        );
        painter.galley(rect.min + egui::vec2(8.0, 5.0), galley, ink);
    }
}

/// One line said: the speaker in their seat's colour, then the words (the newest line is
/// a polite live region for screen readers); a click on someone else's name mutes them
/// here.
fn heard_ui(
    ui: &mut egui::Ui,
    words: &Words,
    palette: Palette,
    talk: &Talk,
    heard: &HeardLine,
    newest: bool,
    commands: &mut Vec<Command>,
) {
    let Said {
        name,
        seats,
        line,
        watcher,
    } = &heard.said;
    let speaker = Talk::speaker(&heard.said);
    let muted = talk.muted.contains_key(&speaker);
    if muted {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        let colour = seats
            .first()
            .map_or(ui.visuals().text_color(), |&s| palette.seat_ink(s));
        let who = ui
            .add(
                egui::Label::new(
                    RichText::new(speaker_text(words, name, *watcher))
                        .strong()
                        .color(colour),
                )
                .sense(egui::Sense::click()),
            )
            .on_hover_text(words.text(if heard.mine { "talk-you" } else { "talk-mute" }));
        if who.clicked() && !heard.mine {
            commands.push(Command::MuteSpeaker {
                key: speaker,
                name: name.clone(),
            });
        }
        let text = ui.add(egui::Label::new(line_text(words, line)).wrap());
        if newest {
            // A screen reader says each new line once, politely, when it arrives.
            ui.ctx().accesskit_node_builder(text.id, |node| {
                node.set_live(egui::accesskit::Live::Polite);
            });
        }
    });
}

/// The speaker as a line names them: their name, marked when they watch the table.
pub fn speaker_text(words: &Words, name: &str, watcher: bool) -> String {
    if watcher {
        words.tr("talk-watcher", &[("name", name.into())])
    } else {
        format!("{name}:")
    }
}

/// What was said at the table while a replayed game was played, up to its `step`: the
/// newest lines, each speaker in their seat's colour.
pub fn kept_talk_ui(ui: &mut egui::Ui, talk: &[dhayam_store::talk::KeptLine], step: usize) {
    if talk.is_empty() {
        return;
    }
    let words = crate::words(ui.ctx());
    let palette = Palette::of(ui);
    let said: Vec<_> = talk.iter().filter(|l| l.step as usize <= step).collect();
    let title = words.tr("replay-talk", &[("count", (talk.len() as i64).into())]);
    egui::CollapsingHeader::new(RichText::new(title).strong())
        .id_salt("dhayam_replay_talk")
        .default_open(true)
        .show(ui, |ui| {
            if said.is_empty() {
                ui.weak(words.text("replay-talk-later"));
            }
            let first = said.len().saturating_sub(REPLAY_LINES);
            for kept in &said[first..] {
                let Said {
                    name,
                    seats,
                    line,
                    watcher,
                } = &kept.said;
                ui.horizontal_wrapped(|ui| {
                    ui.spacing_mut().item_spacing.x = 4.0;
                    let colour = seats
                        .first()
                        .map_or(ui.visuals().text_color(), |&s| palette.seat_ink(s));
                    ui.label(
                        RichText::new(speaker_text(&words, name, *watcher))
                            .strong()
                            .color(colour),
                    );
                    ui.add(egui::Label::new(line_text(&words, line)).wrap());
                });
            }
        });
}

/// How many of the lines said by a replay's step it shows.
const REPLAY_LINES: usize = 8;
