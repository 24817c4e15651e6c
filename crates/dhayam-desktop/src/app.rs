//! The app: wires the table, the screens, the board and the platform together, and applies
//! every command in one place ([`DhayamApp::apply`]).

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use dhayam_store::{Preferences, Theme};
use dhayam_table::{Command as TableCommand, RandomDice, Table, Thinker};

use crate::board::PlayView;
use crate::board::look::Look;
use crate::estimate::{ChanceEstimator, Wake, Working};
use crate::input::{KeyContext, keyboard};
use crate::platform::{AppOptions, Storage};
use crate::screens::archive::Archive;
use crate::screens::leave_table::{end_game_window, leave_table_window};
use crate::screens::menu::{menu_ui, offers_back, theme_preference};
use crate::screens::win_bar::WinBar;
use crate::screens::{
    across, messages::messages_ui, play::Around, play::play_ui, resume::resume_ui, rules, setup,
    stats,
};
use crate::sound::Sounds;
use crate::{Command, SetupChoice, Words};

mod across_commands;
mod aside;
mod commands;
mod dice;
mod effects;
mod queries;
mod shown;

pub use shown::{Screen, Shown};
mod remote;
mod start;
mod window_place;

/// Where computer decisions run: on threads (the window never waits), or at once in the
/// frame that asks (tests, so every run of a seed is the same).
enum Thinking {
    Threads(Thinker),
    Inline,
}

/// The Dhayam desktop app.
pub struct DhayamApp {
    table: Table,
    thinking: Thinking,
    /// Wakes the window when a computer's answer is in (set at the first frame).
    window: Arc<OnceLock<egui::Context>>,
    /// Asks the window for a repaint, from any thread (estimates and reviews).
    wake: Wake,
    /// Where estimates and reviews are worked out.
    working: Working,
    /// The Practice screen's puzzles and score, once it was opened.
    practice: Option<crate::practice::Practice>,
    /// The analysis board, once it was opened.
    analysis: Option<crate::analysis_board::AnalysisBoard>,
    /// Each player's chance of winning the game on the board.
    chances: ChanceEstimator,
    view: PlayView,
    archive: Archive,
    screen: Screen,
    choice: SetupChoice,
    setup_error: Option<String>,
    show_rules: bool,
    storage: Option<Storage>,
    messages: Vec<String>,
    crash_report: Option<PathBuf>,
    words: Arc<Words>,
    /// Whether the window's context holds `words`.
    words_in_window: bool,
    theme_applied: Option<Theme>,
    /// How the window looks, speaks and sounds (the table keeps how games are played).
    preferences: Preferences,
    sounds: Sounds,
    now: f64,
    /// Tables hosted or joined across computers.
    across: crate::network::Across,
    /// The first-game tip on screen.
    guide: crate::walkthrough::Guide,
    /// The dice panel of the game at the table, while it is open.
    dice: Option<crate::screens::dice::DiceCheck>,
    /// Whether the game in progress here is put aside by New game while the setup screen
    /// shows, and whether "End the game in progress?" is asked.
    aside: aside::Aside,
    /// Where the keys go during a game: the board's (throw, move, Tab through the moves)
    /// or, after F6, the window's buttons; `Focusing` for the frame that moves the focus.
    keys: Keys,
    /// Where the window is and its zoom, kept by eframe once they change.
    window_place: window_place::WindowPlace,
}

/// Where the keys go during a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Keys {
    /// To the board: Space throws, digits move, Tab marks the next move.
    #[default]
    Board,
    /// To the buttons, starting with the menu bar's first (this frame gives it the focus).
    Focusing,
    /// To the buttons: Tab goes from one to the next, until Esc.
    Buttons,
}

/// The join form's column, centred in the window.
const JOIN_WIDTH: f32 = 640.0;

impl DhayamApp {
    /// The app with its data folder chosen by `options`, and fair dice; fonts are installed
    /// once, here.
    pub fn with_options(cc: &eframe::CreationContext<'_>, options: &AppOptions) -> DhayamApp {
        crate::install_fonts(&cc.egui_ctx);
        let mut app = DhayamApp::open(Box::new(RandomDice::from_entropy()), options);
        app.sounds = Sounds::open(app.preferences.sound);
        app
    }

    /// Draws the whole app into `ui` and applies what the player did.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if self.window.get().is_none() {
            // Tests build the app without eframe's creation context: install fonts once here.
            crate::install_fonts(&ctx);
            let _ = self.window.set(ctx.clone());
        }
        if !self.words_in_window {
            // Once at start and once per change of language, not every frame.
            crate::set_words(&ctx, Arc::clone(&self.words));
            self.words_in_window = true;
        }
        self.now = ui.input(|i| i.time);
        let theme = self.preferences.theme;
        if self.theme_applied != Some(theme) {
            ctx.set_theme(theme_preference(theme));
            self.theme_applied = Some(theme);
        }
        crate::board::look::set_look(&ctx, Look::of(&self.preferences));
        self.rejoin_if_closed_while_joined();
        let mut commands = Vec::new();
        // While "Leave the table?" or the tutor asks, the keys go to the question's buttons.
        let playing = self.game_face() == Shown::Playing
            && !self.across.asking_to_leave
            && self.table().tutor_question().is_none();
        if !playing || self.screen != Screen::Game {
            // Away from the board (or while a question is asked) the buttons have the keys
            // anyway; coming back, the board has them again.
            self.keys = Keys::Board;
        }
        let keys = KeyContext {
            screen: self.screen,
            playing,
            setting_up: self.setting_up(),
            replay_step: self.replay_step(),
            to_buttons: self.keys != Keys::Board,
        };
        keyboard(&ctx, &keys, &mut commands);
        let back = offers_back(self.screen, self.table().session().is_some());
        let focus = self.keys == Keys::Focusing;
        if focus {
            self.keys = Keys::Buttons;
        }
        egui::Panel::top("dhayam_menu").show(ui, |ui| {
            let table = self.table().settings();
            menu_ui(ui, table, &self.preferences, back, focus, &mut commands);
        });
        if !self.messages.is_empty() {
            egui::Panel::top("dhayam_messages").show(ui, |ui| {
                messages_ui(
                    ui,
                    &self.messages,
                    self.crash_report.as_deref(),
                    &mut commands,
                );
            });
        }
        match self.screen {
            Screen::Game => self.game_screen_ui(ui, &mut commands),
            Screen::History => {
                let saving = self.storage.is_some();
                self.archive
                    .history_screen_ui(ui, saving, self.now, &mut commands);
            }
            Screen::Statistics => {
                egui::CentralPanel::default()
                    .show(ui, |ui| stats::stats_ui(ui, &self.archive.statistics));
            }
            Screen::Analysis => {
                if let Some(board) = &mut self.analysis {
                    board.poll();
                    crate::screens::analysis::analysis_ui(ui, board, self.now, &mut commands);
                }
            }
            Screen::Practice => {
                if let Some(practice) = &mut self.practice {
                    practice.poll();
                    crate::screens::practice::practice_ui(ui, practice, self.now, &mut commands);
                }
            }
        }
        if self.show_rules {
            // The paths of the game's board, or of the board chosen for the next one.
            let board = self
                .session()
                .map_or(self.choice.variant.board(), |s| s.game().board());
            self.show_rules = rules::rules_window(&ctx, &self.words, board);
        }
        self.dice_window(&ctx, &mut commands);
        if let Some(at) = self
            .across
            .at
            .as_ref()
            .filter(|_| self.across.asking_to_leave)
        {
            leave_table_window(&ctx, at.hosting(), &mut commands);
        }
        if self.aside == aside::Aside::Asking && self.setting_up() {
            end_game_window(&ctx, &mut commands);
        }
        if !commands.is_empty() {
            ctx.request_repaint();
        }
        for command in commands {
            self.apply(command);
        }
        self.tick(&ctx);
    }

    fn game_screen_ui(&mut self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        match self.game_face() {
            Shown::Lobby => self.lobby_screen_ui(ui, commands),
            Shown::Join => {
                let error = self.across.error.as_deref();
                let nearby = self.across.nearby.tables();
                let looking = matches!(self.across.nearby, crate::network::Looking::On(_));
                egui::CentralPanel::default().show(ui, |ui| {
                    crate::screens::centred_column_ui(ui, JOIN_WIDTH, |ui| {
                        let preferences = &self.preferences;
                        across::join_ui(ui, &mut self.across.join, preferences, error, commands);
                        let name_given = !self.across.join.name.trim().is_empty();
                        across::nearby_ui(ui, looking, &nearby, name_given, commands);
                    });
                });
            }
            Shown::Resume => {
                if let Some(offer) = self.table().offer() {
                    egui::CentralPanel::default().show(ui, |ui| resume_ui(ui, offer, commands));
                }
            }
            Shown::Playing => self.board_screen_ui(ui, commands),
            // The game's screen has no History or Statistics face.
            Shown::History | Shown::Statistics | Shown::Practice | Shown::Analysis => {}
            Shown::Setup => {
                egui::CentralPanel::default().show(ui, |ui| {
                    let error = self.setup_error.as_deref().or(self.across.error.as_deref());
                    let (choice, preferences) = (&mut self.choice, &self.preferences);
                    let back = setup::BackTo {
                        game: self.aside.is_set(),
                        ..self.across.kept
                    };
                    setup::setup_ui(ui, choice, preferences, error, back, commands);
                });
            }
        }
    }

    /// A table across computers before its game begins: who sits where, the code, talk.
    fn lobby_screen_ui(&self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        let Some(at) = &self.across.at else {
            return;
        };
        let view = &at.view;
        let ours: Vec<dhayam_core::Seat> = view
            .lobby
            .seats
            .iter()
            .map(|v| v.seat)
            .filter(|&seat| view.ours(&[seat]))
            .collect();
        let lobby = crate::screens::lobby::LobbyView {
            part: view.part,
            code: view.code.as_deref(),
            lobby: &view.lobby,
            ours: &ours,
            bottom: self.bottom_seat(),
            can_start: at.can_start(),
            trouble: view.trouble.as_ref(),
            clock: view.clock,
            no_seat: view.no_seat,
        };
        egui::CentralPanel::default().show(ui, |ui| {
            crate::screens::lobby::lobby_ui(ui, &lobby, commands, |ui, commands| {
                let layout = crate::screens::talk::TalkLayout::Full;
                crate::screens::talk::talk_ui(ui, &view.talk, layout, commands);
            });
        });
    }

    /// The board of the game in progress, under the strip of a table across computers.
    fn board_screen_ui(&mut self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        if let Some(at) = &self.across.at {
            let strip = crate::screens::strip::StripView::of(at, self.now);
            if let Some((held, false)) = strip.held {
                // Show the offer when it is due, without repainting meanwhile.
                let due = crate::screens::strip::offer_due(held) - self.now;
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_secs_f64(due.max(0.0)));
            }
            egui::Panel::top("dhayam_across").show(ui, |ui| {
                crate::screens::strip::strip_ui(ui, &strip, commands);
            });
        }
        let Some(session) = self.table().session() else {
            return;
        };
        let tip =
            crate::walkthrough::next_tip(self.table(), &self.preferences.walkthrough, self.now);
        let shown = self.preferences.show_win_chances;
        let around = Around {
            view: &self.view,
            chances: WinBar::of(shown, self.chances.chances()),
            tip,
            bottom: self.bottom_seat(),
            talk: self.across.at.as_ref().map(|at| &at.view.talk),
            clock: self
                .across
                .at
                .as_ref()
                .and_then(crate::network::AtTable::clock_ring),
            over: self
                .across
                .at
                .as_ref()
                .map(|at| crate::screens::game_over::TableOver {
                    part: at.view.part,
                    again: at.view.again,
                }),
        };
        play_ui(ui, self.table(), session, &around, self.now, commands);
        // A tip whose moment has passed (thrown, moved, the turn gone on) is done.
        if let Some(over) = self.guide.follow(tip.map(|t| t.tip), session.step()) {
            commands.push(Command::DismissTip(over));
        }
    }

    /// Runs animations, answers, the table's own moves, saves and dialogs, asking for
    /// repaints only while something will change.
    fn tick(&mut self, ctx: &egui::Context) {
        let now = self.now;
        if let Some(message) = self
            .storage
            .as_ref()
            .and_then(|s| s.take_error(&self.words))
        {
            self.messages.push(message);
        }
        if let Some(storage) = &self.storage {
            let words = Arc::clone(&self.words);
            self.archive
                .poll_dialog(storage, &words, &mut self.messages);
        }
        if self.view.animating(now) {
            ctx.request_repaint();
        }
        if let Thinking::Threads(thinker) = &mut self.thinking {
            let answers = thinker.answers();
            for answer in answers {
                self.send_to_table(answer);
            }
        }
        // Computer seats wait while the History or Statistics screen is shown.
        // The network never waits for the screen: messages are applied as they come.
        // A game put aside waits too.
        if self.across.at.is_some() || (self.screen == Screen::Game && !self.aside.is_set()) {
            let (effects, told) = match &mut self.across.at {
                Some(at) => {
                    let before = at.view.clone();
                    let effects = at.networked.tick(now);
                    at.take_events();
                    if let (Some(game), Some(storage)) = (at.talk_to_keep(), &self.storage) {
                        storage.keep_talk(game);
                    }
                    (effects, at.view != before)
                }
                None => (self.table.tick(now), false),
            };
            if !effects.is_empty() || told {
                ctx.request_repaint();
            }
            self.carry_out(effects);
            let note_goes = self
                .across
                .at
                .as_mut()
                .and_then(|at| at.view.follow_time(now));
            let chime = self.across.at.as_mut().map(|at| at.chime(now));
            if chime == Some(crate::network::Chime::Now) {
                let cue = dhayam_table::TimedCue {
                    cue: dhayam_table::Cue::TimeShort,
                    at: now,
                };
                self.sounds.play(&[cue], now);
            }
            let chime_at = match chime {
                Some(crate::network::Chime::At(at)) => Some(at),
                _ => None,
            };
            let wake = match &self.across.at {
                Some(at) => at.networked.next_wake(now),
                None => self.table.next_wake(now),
            };
            let wake = [wake, chime_at, note_goes]
                .into_iter()
                .flatten()
                .min_by(f64::total_cmp);
            if let Some(wake) = wake {
                ctx.request_repaint_after(std::time::Duration::from_secs_f64(
                    (wake - now).max(0.0),
                ));
            }
        }
        if let Some(at) = self.view.next_change(now) {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(at - now));
        }
        self.follow_estimates(ctx);
    }

    /// Asks for the win chances of the position on the board when it changed (while the
    /// setting shows them), and takes in the estimates and the review that have come.
    fn follow_estimates(&mut self, ctx: &egui::Context) {
        let table = self
            .across
            .at
            .as_ref()
            .map_or(&self.table, |at| at.networked.table());
        let shown = table
            .session()
            .filter(|_| self.preferences.show_win_chances && table.offer().is_none())
            .map(dhayam_table::Session::game);
        let mut changed = self.chances.follow(shown);
        changed |= self.chances.poll();
        if let Some(job) = self.archive.replay.as_mut().and_then(|r| r.review.as_mut()) {
            changed |= job.poll();
        }
        if changed {
            ctx.request_repaint();
        }
    }
}

impl eframe::App for DhayamApp {
    /// A hidden window (minimised, or covered on X11) runs no frames, only this; but a
    /// table across computers must still seat the host's guests and follow its host while
    /// the player is in a chat window, pasting the code. So each time the network wakes a
    /// hidden window at such a table, one frame is asked for, drawn off screen (only then:
    /// an idle hidden window stays idle).
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        let hidden = ctx.input(|i| i.viewport().visible() == Some(false));
        if hidden && self.across.at.is_some() && self.across.heard.take() {
            ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaintWhileHidden);
            ctx.request_repaint();
        }
    }

    fn auto_save_interval(&self) -> std::time::Duration {
        window_place::SAVE_AFTER
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        // This frame takes in whatever the network brought.
        self.across.heard.take();
        self.window_place.follow(ui.ctx());
        crate::screens::scale::fit_zoom(ui.ctx());
        self.show(ui);
    }

    /// Nothing more is played once the window closes, a guest's host is told it is gone,
    /// and the game in progress and the hosted table are on disk.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.send_to_table(TableCommand::Close);
        self.window_closing();
        let words = Arc::clone(&self.words);
        if let Some(message) = self.storage.as_ref().and_then(|s| s.flush(&words)) {
            log::error!("{message}");
        }
        if let Err(error) = self.kept().flush() {
            log::error!("the hosted table could not be kept: {error}");
        }
    }
}
