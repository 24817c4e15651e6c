//! The app: its state, the one place commands are applied, and the timers that drive
//! animations, computer seats, saves and file dialogs.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use dhayam_core::{Event, Move, MoveList, Phase, Seat};
use dhayam_store::{HistoryEntry, SavedGame, Statistics, export_game};

use crate::animation::{Glide, Motions};
use crate::board_ui::{self, BoardView};
use crate::computer::{Answer, Purpose, Thought, ai_level, decision_seed};
use crate::file_dialog::{DialogPurpose, DialogResult, FileDialog};
use crate::history_ui::{self, ReplayView};
use crate::settings::{AnimationTiming, PaceTiming, theme_preference};
use crate::storage::{Storage, notice_text};
use crate::{
    AppOptions, Command, DiceSource, Language, RandomDice, Session, Settings, SetupChoice, Words,
    game_over_ui, rules_ui, setup_ui, side_ui, stats_ui, words,
};

/// How often the app looks for a computer's answer while one thinks (the thinking thread
/// also wakes it when done).
const THINKING_POLL: Duration = Duration::from_millis(100);

/// A short message shown over the dice for a moment ("3 is lost").
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// The words.
    pub text: String,
    /// Whose it is.
    pub seat: Option<Seat>,
    /// Until when it shows (egui time).
    pub until: f64,
}

/// The screens besides the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Screen {
    /// The setup screen, the offer to resume, or the board.
    #[default]
    Game,
    /// Finished games and their replays.
    History,
    /// Players' results and the dice.
    Statistics,
}

/// The Dhayam desktop app.
pub struct DhayamApp {
    choice: SetupChoice,
    settings: Settings,
    session: Option<Session>,
    dice: Box<dyn DiceSource>,
    motions: Motions,
    roll_end: f64,
    notice: Option<Notice>,
    chosen_value: Option<u8>,
    focused: Option<Move>,
    auto_due: Option<f64>,
    show_rules: bool,
    setup_error: Option<String>,
    now: f64,
    storage: Option<Storage>,
    /// The settings as last read or written, so that only changes are written.
    stored: dhayam_store::Settings,
    offer: Option<SavedGame>,
    messages: Vec<String>,
    theme_applied: Option<dhayam_store::Theme>,
    /// Counts new games, resumes and undos: an answer asked for an older one is stale.
    generation: u64,
    bot: Option<Thought>,
    hint_thought: Option<Thought>,
    hint: Option<Move>,
    /// No forced move plays itself at this step (just after an undo).
    hold_auto_at: Option<usize>,
    screen: Screen,
    history: Vec<HistoryEntry>,
    replay: Option<ReplayView>,
    statistics: Statistics,
    dialog: Option<FileDialog>,
    still: Motions,
    /// The words of the language in use, handed to the UI through the egui context.
    words: Arc<Words>,
}

impl DhayamApp {
    /// The app with the default data folder (see [`AppOptions`]) and fair dice.
    pub fn new(cc: &eframe::CreationContext<'_>) -> DhayamApp {
        DhayamApp::with_options(cc, AppOptions::default())
    }

    /// The app with its data folder chosen by `options`, and fair dice: settings and the
    /// last setup come from the folder, and an unfinished game there is offered.
    #[expect(
        clippy::needless_pass_by_value,
        reason = "the seam main.rs calls: options are handed over"
    )]
    pub fn with_options(_cc: &eframe::CreationContext<'_>, options: AppOptions) -> DhayamApp {
        DhayamApp::open(Box::new(RandomDice::from_entropy()), &options)
    }

    /// Like [`DhayamApp::with_options`] with the given dice (for tests).
    pub fn open(dice: Box<dyn DiceSource>, options: &AppOptions) -> DhayamApp {
        let mut app = DhayamApp::with_dice(dice, SetupChoice::default(), Settings::default());
        app.settings.language = Language::from_system();
        app.refresh_words();
        match Storage::open(options, &app.words) {
            Ok(storage) => {
                let first_start = !storage.store().settings_path().exists();
                let settings = storage.store().load_settings();
                app.choice = SetupChoice::from_store(&settings.value);
                let system = app.settings.language;
                app.settings = Settings::from_store(&settings.value);
                if first_start {
                    // The first start speaks the system's language; the settings keep it.
                    app.settings.language = system;
                }
                app.refresh_words();
                let words = Arc::clone(&app.words);
                app.messages
                    .extend(settings.notices.iter().map(|n| notice_text(&words, n)));
                app.stored = settings.value;
                app.theme_applied = None;
                let current = storage.store().load_current();
                app.messages
                    .extend(current.notices.iter().map(|n| notice_text(&words, n)));
                app.offer = current.value;
                app.storage = Some(storage);
            }
            Err(message) => app.messages.push(message),
        }
        app
    }

    /// The app on its setup screen with the given dice, choices and settings, saving
    /// nothing (for tests).
    pub fn with_dice(
        dice: Box<dyn DiceSource>,
        choice: SetupChoice,
        settings: Settings,
    ) -> DhayamApp {
        let theme = settings.theme;
        DhayamApp {
            choice,
            stored: dhayam_store::Settings::default(),
            settings,
            session: None,
            dice,
            motions: Motions::default(),
            roll_end: 0.0,
            notice: None,
            chosen_value: None,
            focused: None,
            auto_due: None,
            show_rules: false,
            setup_error: None,
            now: 0.0,
            storage: None,
            offer: None,
            messages: Vec::new(),
            // Without a data folder the theme is the caller's until changed in the menu.
            theme_applied: Some(theme),
            generation: 0,
            bot: None,
            hint_thought: None,
            hint: None,
            hold_auto_at: None,
            screen: Screen::Game,
            history: Vec::new(),
            replay: None,
            statistics: Statistics::default(),
            dialog: None,
            still: Motions::default(),
            words: Arc::new(Words::english()),
        }
    }

    /// Speaks the language of the settings.
    fn refresh_words(&mut self) {
        if self.words.language() != self.settings.language {
            self.words = Arc::new(Words::new(self.settings.language));
        }
    }

    /// The words of the language in use.
    pub fn words(&self) -> &Words {
        &self.words
    }

    /// The data folder in use, if games are saved.
    pub fn data_dir(&self) -> Option<&Path> {
        self.storage.as_ref().map(|s| s.store().dir())
    }

    /// The messages about files shown at the top (damaged saves moved aside, and so on).
    pub fn messages(&self) -> &[String] {
        &self.messages
    }

    /// Whether an unfinished game is offered for resuming.
    pub fn resume_offered(&self) -> bool {
        self.offer.is_some()
    }

    /// The move Hard suggested to the person to act, if asked.
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    /// Whether a computer seat is thinking now.
    pub fn computer_thinking(&self) -> bool {
        self.bot.is_some()
    }

    /// How many steps the replay shows, if one is open.
    pub fn replay_step(&self) -> Option<usize> {
        self.replay.as_ref().map(|r| r.step)
    }

    /// The history as last listed (on opening the History screen).
    pub fn history(&self) -> &[HistoryEntry] {
        &self.history
    }

    /// Whether a file dialog is open.
    pub fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// The screen shown.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The game in progress, if any.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// The setup screen's choices.
    pub fn choice_mut(&mut self) -> &mut SetupChoice {
        &mut self.choice
    }

    /// The settings.
    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }

    /// Whether the rules window is open.
    pub fn rules_shown(&self) -> bool {
        self.show_rules
    }

    /// Draws the whole app into `ui` and applies what the player did.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        crate::install_fonts(ui.ctx());
        self.refresh_words();
        crate::set_words(ui.ctx(), Arc::clone(&self.words));
        self.now = ui.input(|i| i.time);
        if self.theme_applied != Some(self.settings.theme) {
            ui.ctx().set_theme(theme_preference(self.settings.theme));
            self.theme_applied = Some(self.settings.theme);
        }
        let mut commands = Vec::new();
        self.keyboard(ui.ctx(), &mut commands);

        egui::Panel::top("dhayam_menu").show(ui, |ui| self.menu_ui(ui, &mut commands));
        if !self.messages.is_empty() {
            egui::Panel::top("dhayam_messages").show(ui, |ui| {
                messages_ui(ui, &self.messages, &mut commands);
            });
        }
        match self.screen {
            Screen::Game => self.game_screen_ui(ui, &mut commands),
            Screen::History => self.history_screen_ui(ui, &mut commands),
            Screen::Statistics => {
                egui::CentralPanel::default().show(ui, |ui| {
                    stats_ui::stats_ui(ui, &self.statistics);
                });
            }
        }
        if self.show_rules {
            let mut open = true;
            egui::Window::new(self.words.text("rules-title"))
                // Known by an id of its own, so it keeps its place when the language changes,
                // and opened below the menu bar, which it would otherwise cover.
                .id(egui::Id::unique("dhayam_rules"))
                .default_pos([16.0, 48.0])
                .open(&mut open)
                .default_size([460.0, 520.0])
                .vscroll(true)
                .show(ui.ctx(), rules_ui::rules_ui);
            self.show_rules &= open;
        }
        if !commands.is_empty() {
            // Show the result of what was done at once.
            ui.ctx().request_repaint();
        }
        for command in commands {
            self.apply_in(command, Some(ui.ctx()));
        }
        self.tick(ui.ctx());
    }

    fn game_screen_ui(&mut self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        if let Some(offer) = &self.offer {
            egui::CentralPanel::default().show(ui, |ui| resume_ui(ui, offer, commands));
        } else if self.session.is_none() {
            egui::CentralPanel::default().show(ui, |ui| {
                setup_ui::setup_ui(ui, &mut self.choice, self.setup_error.as_deref(), commands);
            });
        } else {
            self.play_screen_ui(ui, commands);
        }
    }

    fn history_screen_ui(&mut self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        let Some(view) = &self.replay else {
            egui::CentralPanel::default().show(ui, |ui| {
                if self.storage.is_none() {
                    ui.label(self.words.text("history-not-saved"));
                } else {
                    history_ui::history_ui(ui, &self.history, self.dialog.is_some(), commands);
                }
            });
            return;
        };
        let width = (ui.available_width() * 0.28).clamp(190.0, 520.0);
        egui::Panel::right("dhayam_replay")
            .exact_size(width)
            .show(ui, |ui| history_ui::replay_controls_ui(ui, view, commands));
        if let Some(game) = view.position() {
            egui::CentralPanel::default()
                .frame(egui::Frame::NONE.fill(crate::palette::Palette::of(ui).table))
                .show(ui, |ui| {
                    // The replay only shows: nothing on its board can be played.
                    let mut ignored = Vec::new();
                    board_ui::board_ui(
                        ui,
                        &BoardView {
                            game,
                            motions: &self.still,
                            now: self.now,
                            movable: &MoveList::new(),
                            focused: None,
                            hint: None,
                        },
                        &mut ignored,
                    );
                });
        }
    }

    fn menu_ui(&mut self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        let words = Arc::clone(&self.words);
        egui::MenuBar::new().ui(ui, |ui| {
            if ui
                .button(words.text("menu-new-game"))
                .on_hover_text(words.text("menu-new-game-key"))
                .clicked()
            {
                commands.push(Command::NewGame);
            }
            if self.session.is_some()
                && self.screen != Screen::Game
                && ui.button(words.text("menu-back-to-game")).clicked()
            {
                commands.push(Command::ShowGame);
            }
            if ui.button(words.text("menu-history")).clicked() {
                commands.push(Command::ShowHistory);
            }
            if ui.button(words.text("menu-statistics")).clicked() {
                commands.push(Command::ShowStatistics);
            }
            if ui.button(words.text("menu-rules")).clicked() {
                commands.push(Command::ToggleRules);
            }
            ui.menu_button(words.text("menu-settings"), |ui| {
                ui.label(words.text("settings-language"));
                ui.horizontal(|ui| {
                    for language in Language::ALL {
                        // Both files name each language in its own words, to be found by
                        // those who cannot read the other.
                        let name = words.text(language.name_id());
                        ui.selectable_value(&mut self.settings.language, language, name);
                    }
                });
                ui.separator();
                ui.checkbox(
                    &mut self.settings.auto_play_single,
                    words.text("settings-auto-play"),
                );
                ui.label(words.text("settings-animation"));
                ui.horizontal(|ui| {
                    for speed in crate::AnimationSpeed::ALL {
                        let name = words.text(speed.label_id());
                        ui.selectable_value(&mut self.settings.animation, speed, name);
                    }
                });
                ui.label(words.text("settings-pace"));
                ui.horizontal(|ui| {
                    for pace in crate::ComputerPace::ALL {
                        let name = words.text(pace.label_id());
                        ui.selectable_value(&mut self.settings.computer_pace, pace, name);
                    }
                });
                ui.separator();
                ui.label(words.text("settings-theme"));
                ui.horizontal(|ui| {
                    use dhayam_store::Theme;
                    let theme = &mut self.settings.theme;
                    ui.selectable_value(theme, Theme::Light, words.text("settings-theme-light"));
                    ui.selectable_value(theme, Theme::Dark, words.text("settings-theme-dark"));
                    ui.selectable_value(theme, Theme::System, words.text("settings-theme-system"));
                });
            });
        });
    }

    fn play_screen_ui(&mut self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        let Some(session) = self.session.as_ref() else {
            return;
        };
        let movable = self.human_moves();
        let rolling = self.now < self.roll_end;
        let width = (ui.available_width() * 0.28).clamp(190.0, 520.0);
        egui::Panel::right("dhayam_side")
            .exact_size(width)
            .show(ui, |ui| {
                side_ui::side_ui(
                    ui,
                    &side_ui::SideView {
                        session,
                        rolling,
                        now: self.now,
                        notice: self.notice.as_ref().filter(|n| n.until > self.now),
                        chosen_value: self.chosen_value,
                        human_to_throw: self.human_to_act()
                            && matches!(session.game().phase(), Phase::AwaitingThrow(_)),
                        roll_seed: (self.roll_end * 1000.0) as u64,
                        human_to_move: self.human_to_act()
                            && matches!(session.game().phase(), Phase::AwaitingMove(_)),
                        hint: self.hint,
                        hint_pending: self.hint_thought.is_some(),
                        computer_thinking: self.bot.is_some(),
                    },
                    commands,
                );
            });
        egui::CentralPanel::default()
            .frame(egui::Frame::NONE.fill(crate::palette::Palette::of(ui).table))
            .show(ui, |ui| {
                board_ui::board_ui(
                    ui,
                    &BoardView {
                        game: session.game(),
                        motions: &self.motions,
                        now: self.now,
                        movable: &movable,
                        focused: self.focused,
                        hint: self.hint,
                    },
                    commands,
                );
            });
        if session.game().is_over() && !self.motions.any_running(self.now) {
            game_over_ui::game_over_ui(ui.ctx(), session, commands);
        }
    }

    fn keyboard(&mut self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        use egui::{Key, Modifiers};
        if ctx.text_edit_focused() {
            return;
        }
        let focused = ctx.memory(egui::Memory::focused);
        if self.session.is_some()
            && self.screen == Screen::Game
            && let Some(id) = focused
        {
            // On the board the keys belong to the game, not to widget focus.
            ctx.memory_mut(|m| m.surrender_focus(id));
        }
        ctx.input_mut(|input| {
            if input.consume_key(Modifiers::COMMAND, Key::N) {
                commands.push(Command::NewGame);
            }
            if input.consume_key(Modifiers::NONE, Key::Escape) {
                commands.push(Command::Cancel);
            }
            if self.screen == Screen::History
                && let Some(replay) = &self.replay
            {
                // Every press counts, even several in one frame.
                let (mut back, mut forward) = (0, 0);
                while input.consume_key(Modifiers::NONE, Key::ArrowLeft) {
                    back += 1;
                }
                while input.consume_key(Modifiers::NONE, Key::ArrowRight) {
                    forward += 1;
                }
                if back + forward > 0 {
                    let to = (replay.step + forward).saturating_sub(back);
                    commands.push(Command::ReplayTo(to));
                }
            }
            if self.screen != Screen::Game || self.offer.is_some() {
                return;
            }
            if self.session.is_none() {
                if focused.is_none() && input.consume_key(Modifiers::NONE, Key::Enter) {
                    commands.push(Command::StartGame);
                }
                return;
            }
            let confirm = input.consume_key(Modifiers::NONE, Key::Space)
                | input.consume_key(Modifiers::NONE, Key::Enter);
            if confirm {
                match self.focused {
                    Some(mv) => commands.push(Command::Play(mv)),
                    None => commands.push(Command::Throw),
                }
            }
            if input.consume_key(Modifiers::NONE, Key::Tab) {
                commands.push(Command::CycleMove);
            }
            if input.consume_key(Modifiers::COMMAND, Key::Z) {
                commands.push(Command::Undo);
            }
            if input.consume_key(Modifiers::NONE, Key::H) {
                commands.push(Command::Hint);
            }
            let digits = [
                Key::Num1,
                Key::Num2,
                Key::Num3,
                Key::Num4,
                Key::Num5,
                Key::Num6,
            ];
            for (number, key) in digits.into_iter().enumerate() {
                if input.consume_key(Modifiers::NONE, key) {
                    commands.push(Command::PickPawn(number as u8));
                }
            }
        });
    }

    /// Applies one command. Commands that do not fit the moment are ignored.
    pub fn apply(&mut self, command: Command) {
        self.apply_in(command, None);
    }

    /// Applies one command; `ctx` lets threads started for it wake the window.
    fn apply_in(&mut self, command: Command, ctx: Option<&egui::Context>) {
        match command {
            Command::NewGame => {
                if self.offer.take().is_some()
                    && let Some(message) = self
                        .storage
                        .as_ref()
                        .and_then(|s| s.discard_current(&self.words))
                {
                    self.messages.push(message);
                }
                self.screen = Screen::Game;
                self.set_session(None);
            }
            Command::StartGame => self.start(),
            Command::PlayAgain => {
                if let Some(session) = &self.session {
                    let setup = session.game().setup().clone();
                    self.start_with(&setup);
                }
            }
            Command::Throw => {
                let awaiting_throw = self
                    .session
                    .as_ref()
                    .is_some_and(|s| matches!(s.game().phase(), Phase::AwaitingThrow(_)));
                if self.human_to_act() && awaiting_throw {
                    self.throw();
                }
            }
            Command::Play(mv) => {
                if self.human_to_act() {
                    self.play(mv);
                }
            }
            Command::ChooseValue(value) => {
                self.chosen_value = Some(value);
                self.focused = None;
            }
            Command::PickPawn(number) => {
                if let Some(mv) = self.human_moves().into_iter().find(|m| m.pawn == number) {
                    self.apply_in(Command::Play(mv), ctx);
                }
            }
            Command::CycleMove => {
                let moves = self.human_moves();
                let next = match self
                    .focused
                    .and_then(|f| moves.iter().position(|m| *m == f))
                {
                    Some(i) => moves.get((i + 1) % moves.len()),
                    None => moves.first(),
                };
                self.focused = next.copied();
            }
            Command::Cancel => {
                if self.focused.is_some() {
                    self.focused = None;
                } else {
                    self.show_rules = false;
                }
            }
            Command::ToggleRules => self.show_rules = !self.show_rules,
            Command::Undo => self.undo(),
            Command::Hint => self.ask_hint(ctx),
            Command::Resume => {
                if let Some(saved) = self.offer.take() {
                    self.screen = Screen::Game;
                    self.set_session(Some(Session::resume(saved)));
                }
            }
            Command::ShowGame => self.screen = Screen::Game,
            Command::ShowHistory => {
                self.screen = Screen::History;
                self.replay = None;
                self.load_history();
            }
            Command::ShowStatistics => {
                self.screen = Screen::Statistics;
                if let Some(storage) = &self.storage {
                    let loaded = storage.store().statistics();
                    self.messages
                        .extend(loaded.notices.iter().map(|n| notice_text(&self.words, n)));
                    self.statistics = loaded.value;
                }
            }
            Command::OpenReplay(index) => self.open_replay(index),
            Command::ReplayTo(step) => {
                if let Some(replay) = &mut self.replay {
                    replay.step = step.min(replay.replay.len());
                }
            }
            Command::CloseReplay => self.replay = None,
            Command::Export(index) => {
                if let Some(entry) = self.history.get(index) {
                    let name = format!(
                        "dhayam-game-{}.ron",
                        dhayam_store::format_utc(entry.summary.started)
                            .chars()
                            .take(10)
                            .collect::<String>()
                    );
                    self.open_dialog(DialogPurpose::Export(entry.path.clone()), &name, ctx);
                }
            }
            Command::Import => self.open_dialog(DialogPurpose::Import, "", ctx),
            Command::DismissMessages => self.messages.clear(),
        }
    }

    /// Puts `session` on the board (or the setup screen for `None`), dropping whatever
    /// belonged to the game before.
    fn set_session(&mut self, session: Option<Session>) {
        self.session = session;
        self.generation += 1;
        self.bot = None;
        self.hint_thought = None;
        self.hold_auto_at = None;
        self.reset_view();
        self.after(&[]);
    }

    fn undo(&mut self) {
        if self.screen != Screen::Game {
            return;
        }
        let Some(undone) = self.session.as_ref().and_then(Session::undo) else {
            return;
        };
        let step = undone.step();
        let seat = undone.seat_to_act();
        self.set_session(Some(undone));
        self.hold_auto_at = Some(step);
        self.autosave();
        let text = match self.session.as_ref().and_then(Session::last_throw) {
            Some((_, throw)) => self
                .words
                .tr("notice-undone-again", &[("value", throw.value().into())]),
            None => self.words.text("notice-undone"),
        };
        self.say(text, seat, 2.5);
    }

    fn ask_hint(&mut self, ctx: Option<&egui::Context>) {
        if !self.human_to_act() || self.hint_thought.is_some() || self.hint.is_some() {
            return;
        }
        let Some(session) = &self.session else {
            return;
        };
        if !matches!(session.game().phase(), Phase::AwaitingMove(_)) {
            return;
        }
        let seed = decision_seed(session.saved().started() ^ 0x6869_6e74, session.step());
        match Thought::start(
            Purpose::Hint,
            dhayam_ai::Level::Hard,
            seed,
            session.game().clone(),
            (self.generation, session.step()),
            ctx.cloned(),
        ) {
            Ok(thought) => self.hint_thought = Some(thought),
            Err(e) => self.messages.push(self.words.tr(
                "error-computer-no-start",
                &[("error", e.to_string().into())],
            )),
        }
    }

    fn load_history(&mut self) {
        if let Some(storage) = &self.storage {
            let loaded = storage.history();
            self.messages
                .extend(loaded.notices.iter().map(|n| notice_text(&self.words, n)));
            self.history = loaded.value;
        }
    }

    fn open_replay(&mut self, index: usize) {
        let (Some(storage), Some(entry)) = (&self.storage, self.history.get(index)) else {
            return;
        };
        match storage.store().load_history(&entry.path) {
            Ok(game) => match ReplayView::new(game, &self.words) {
                Ok(view) => self.replay = Some(view),
                Err(message) => self.messages.push(message),
            },
            Err(notice) => {
                self.messages.push(notice_text(&self.words, &notice));
                self.load_history();
            }
        }
    }

    fn open_dialog(&mut self, purpose: DialogPurpose, name: &str, ctx: Option<&egui::Context>) {
        if self.dialog.is_some() || self.storage.is_none() {
            return;
        }
        let Some(ctx) = ctx else {
            return;
        };
        match FileDialog::open(purpose, name, ctx.clone(), &self.words) {
            Ok(dialog) => self.dialog = Some(dialog),
            Err(message) => self.messages.push(message),
        }
    }

    /// Does what a file dialog was for with the file the player chose: exports a history
    /// game to it, or imports it into the history after checking all of it. What came of
    /// it is told in the messages. (Public so tests can skip the native dialog.)
    pub fn file_chosen(&mut self, purpose: DialogPurpose, chosen: &Path) {
        let Some(storage) = &self.storage else {
            return;
        };
        let words = &self.words;
        let file = ("file", chosen.display().to_string().into());
        match purpose {
            DialogPurpose::Export(from) => {
                let message = match storage.store().load_history(&from) {
                    Ok(game) => match export_game(&game, chosen) {
                        Ok(()) => words.tr("file-exported", &[file]),
                        Err(e) => {
                            words.tr("error-not-exported", &[("error", e.to_string().into())])
                        }
                    },
                    Err(notice) => notice_text(words, &notice),
                };
                self.messages.push(message);
            }
            DialogPurpose::Import => {
                let message = match storage.store().import(chosen) {
                    Ok(_) => words.tr("file-imported", &[file]),
                    Err(e) => words.tr(
                        "error-not-imported",
                        &[file, ("error", e.to_string().into())],
                    ),
                };
                self.messages.push(message);
                self.load_history();
            }
        }
    }

    /// Hands the game to the store after a throw or move.
    fn autosave(&mut self) {
        let (Some(storage), Some(session)) = (&self.storage, &self.session) else {
            return;
        };
        if let Some(message) = storage.save(session.saved(), &self.words) {
            self.messages.push(message);
        }
    }

    /// Writes the settings and the last setup if they changed.
    fn persist_settings(&mut self, with_setup: bool) {
        let Some(storage) = &self.storage else {
            return;
        };
        let mut next = self.stored.clone();
        self.settings.write_to(&mut next);
        if with_setup {
            self.choice.write_to(&mut next);
        }
        if next == self.stored {
            return;
        }
        if let Err(e) = storage.store().save_settings(&next) {
            self.messages.push(self.words.tr(
                "error-settings-not-saved",
                &[("error", e.to_string().into())],
            ));
        }
        // Tried once per change: a failing disk is told once, not every frame.
        self.stored = next;
    }

    fn reset_view(&mut self) {
        self.motions.clear();
        self.notice = None;
        self.chosen_value = None;
        self.focused = None;
        self.auto_due = None;
        self.roll_end = 0.0;
    }

    fn start(&mut self) {
        let setup = self.choice.to_setup();
        self.start_with(&setup);
    }

    fn start_with(&mut self, setup: &dhayam_core::Setup) {
        let players = setup.seats.iter().map(|&s| self.choice.player(s)).collect();
        match Session::new(setup, players, self.choice.undo) {
            Ok(session) => {
                self.setup_error = None;
                self.set_session(Some(session));
                self.persist_settings(true);
            }
            Err(error) => {
                self.setup_error = Some(
                    self.words
                        .tr("error-cannot-start", &[("error", error.into())]),
                );
            }
        }
    }

    /// Whether a human is to act in a running game.
    fn human_to_act(&self) -> bool {
        self.session
            .as_ref()
            .and_then(|s| s.seat_to_act().map(|seat| !s.is_computer(seat)))
            .unwrap_or(false)
    }

    /// The moves a human may make now: the legal moves, narrowed to the chosen pooled
    /// value when it has any.
    fn human_moves(&self) -> MoveList {
        if !self.human_to_act() {
            return MoveList::new();
        }
        let Some(session) = &self.session else {
            return MoveList::new();
        };
        let moves = session.game().legal_moves();
        let chosen = self
            .chosen_value
            .filter(|v| moves.iter().any(|m| m.value == *v));
        match chosen {
            Some(value) => moves.into_iter().filter(|m| m.value == value).collect(),
            None => moves,
        }
    }

    fn throw(&mut self) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let throw = self.dice.throw();
        match session.throw(throw) {
            Ok(events) => {
                self.roll_end = self.now + self.settings.animation.roll_seconds();
                self.after(&events);
                self.autosave();
            }
            Err(error) => self.say(error.to_string(), None, 2.0),
        }
    }

    fn play(&mut self, mv: Move) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        match session.play(mv) {
            Ok(events) => {
                self.after(&events);
                self.autosave();
            }
            Err(error) => self.say(error.to_string(), None, 2.0),
        }
    }

    fn say(&mut self, text: String, seat: Option<Seat>, seconds: f64) {
        self.notice = Some(Notice {
            text,
            seat,
            until: self.now + seconds,
        });
    }

    /// Starts the animations and notices the events call for.
    fn after(&mut self, events: &[Event]) {
        self.focused = None;
        self.hint = None;
        let Some(session) = &self.session else {
            return;
        };
        let pawns = session.game().pawns_per_player();
        let step = self.settings.animation.step_seconds();
        let start = self.now.max(self.roll_end);
        let mut mover_end = start;
        let mut notices = Vec::new();
        for event in events {
            match event {
                Event::Entered { pawn, .. } => {
                    let glide = Glide {
                        pawn: *pawn,
                        points: vec![
                            board_ui::yard_point(pawn.seat, pawn.number, pawns),
                            board_ui::square_point(pawn.seat.home()),
                        ],
                        start,
                        leg_seconds: step * 2.0,
                    };
                    mover_end = glide.end();
                    self.motions.push(glide);
                }
                Event::Moved { pawn, from, .. } => {
                    let mut points: Vec<egui::Pos2> = pawn
                        .seat
                        .path_square(*from)
                        .map(board_ui::square_point)
                        .into_iter()
                        .collect();
                    points.extend(
                        event
                            .squares_passed()
                            .into_iter()
                            .map(board_ui::square_point),
                    );
                    let glide = Glide {
                        pawn: *pawn,
                        points,
                        start,
                        leg_seconds: step,
                    };
                    mover_end = glide.end();
                    self.motions.push(glide);
                }
                Event::Cut { pawn, square, by } => {
                    self.motions.push(Glide {
                        pawn: *pawn,
                        points: vec![
                            board_ui::square_point(*square),
                            board_ui::yard_point(pawn.seat, pawn.number, pawns),
                        ],
                        start: mover_end,
                        leg_seconds: step * 4.0,
                    });
                    notices.push((
                        self.words.tr(
                            "notice-cuts",
                            &[
                                ("seat", words::colour(&self.words, *by).into()),
                                ("other", words::colour(&self.words, pawn.seat).into()),
                            ],
                        ),
                        Some(*by),
                    ));
                }
                Event::ValueLost { seat, value } => {
                    notices.push((
                        self.words.tr(
                            "notice-value-lost",
                            &[
                                ("seat", words::colour(&self.words, *seat).into()),
                                ("value", (*value).into()),
                            ],
                        ),
                        Some(*seat),
                    ));
                }
                Event::PlayerFinished { seat, place: 1 } => {
                    let text = self.words.tr(
                        "notice-king",
                        &[("seat", words::colour(&self.words, *seat).into())],
                    );
                    notices.push((text, Some(*seat)));
                }
                _ => {}
            }
        }
        // Notices show once the dice have landed, for two seconds.
        for (text, seat) in notices {
            self.notice = Some(Notice {
                text,
                seat,
                until: start + 2.0,
            });
        }
        if let Some(session) = &self.session {
            let pool: Vec<u8> = session.game().pool().collect();
            if self.chosen_value.is_none_or(|v| !pool.contains(&v)) {
                self.chosen_value = pool.first().copied();
            }
        }
    }

    /// How long to wait before the app acts by itself (a computer seat, or a human's only
    /// move), or `None` when it waits for a person or a computer's thinking.
    fn auto_delay(&self) -> Option<f64> {
        if self.bot.is_some() || self.screen != Screen::Game {
            return None;
        }
        let session = self.session.as_ref()?;
        let seat = session.seat_to_act()?;
        if session.is_computer(seat) {
            return Some(self.settings.computer_pace.seconds());
        }
        let single = matches!(session.game().phase(), Phase::AwaitingMove(_))
            && session.game().legal_moves().len() == 1
            && self.hold_auto_at != Some(session.step());
        (single && self.settings.auto_play_single)
            .then(|| self.settings.animation.step_seconds() * 2.0)
    }

    /// Throws for a computer seat or sets it thinking about its move; plays a human's only
    /// move.
    fn act_by_itself(&mut self, ctx: &egui::Context) {
        let Some(session) = &self.session else {
            return;
        };
        let Some(seat) = session.seat_to_act() else {
            return;
        };
        let computer = session.player(seat).and_then(|p| match p.kind {
            crate::PlayerKind::Computer(level) => Some(level),
            crate::PlayerKind::Human => None,
        });
        match (session.game().phase(), computer) {
            (Phase::AwaitingThrow(_), Some(_)) => self.throw(),
            (Phase::AwaitingMove(_), Some(level)) => {
                let step = session.step();
                let seed = decision_seed(session.saved().started(), step);
                match Thought::start(
                    Purpose::Play,
                    ai_level(level),
                    seed,
                    session.game().clone(),
                    (self.generation, step),
                    Some(ctx.clone()),
                ) {
                    Ok(thought) => self.bot = Some(thought),
                    Err(e) => {
                        let error = ("error", e.to_string().into());
                        self.messages
                            .push(self.words.tr("error-computer-no-start", &[error]));
                        self.play_first_move();
                    }
                }
            }
            (Phase::AwaitingMove(_), None) => {
                if let [mv] = session.game().legal_moves()[..] {
                    self.play(mv);
                }
            }
            _ => {}
        }
    }

    /// A computer seat whose bot failed still plays: the first legal move.
    fn play_first_move(&mut self) {
        if let Some(mv) = self
            .session
            .as_ref()
            .and_then(|s| s.game().legal_moves().first().copied())
        {
            self.play(mv);
        }
    }

    /// Takes in the answers of thinking computers, when they have come.
    fn collect_thoughts(&mut self, ctx: &egui::Context) {
        let now_at = self.session.as_ref().map(|s| (self.generation, s.step()));
        if let Some(thought) = &self.bot {
            match thought.poll() {
                Answer::Waiting => ctx.request_repaint_after(THINKING_POLL),
                answer => {
                    let current = Some(thought.asked_at) == now_at;
                    self.bot = None;
                    match answer {
                        Answer::Chosen(Some(mv)) if current => self.play(mv),
                        Answer::Failed if current => {
                            self.messages.push(self.words.text("error-computer-failed"));
                            self.play_first_move();
                        }
                        _ => {}
                    }
                    ctx.request_repaint();
                }
            }
        }
        if let Some(thought) = &self.hint_thought {
            match thought.poll() {
                Answer::Waiting => ctx.request_repaint_after(THINKING_POLL),
                answer => {
                    if let (Answer::Chosen(Some(mv)), true) =
                        (answer, Some(thought.asked_at) == now_at)
                    {
                        self.hint = Some(mv);
                        self.focused = Some(mv);
                        // Throw first: show the hint among the moves of its pooled value.
                        self.chosen_value = Some(mv.value);
                    }
                    self.hint_thought = None;
                    ctx.request_repaint();
                }
            }
        }
    }

    /// Runs animations, timers, thinking computers, saves and dialogs, asking for repaints
    /// only while something will change.
    fn tick(&mut self, ctx: &egui::Context) {
        let now = self.now;
        if let Some(message) = self
            .storage
            .as_ref()
            .and_then(|s| s.take_error(&self.words))
        {
            self.messages.push(message);
        }
        if Settings::from_store(&self.stored) != self.settings {
            self.persist_settings(false);
        }
        if let Some(DialogResult::Closed(chosen)) = self.dialog.as_ref().map(FileDialog::poll) {
            if let Some(dialog) = self.dialog.take() {
                match chosen {
                    Some(path) => self.file_chosen(dialog.purpose, &path),
                    // Nobody cancels a dialog that fast: it did not open.
                    None if dialog.opened.elapsed() < Duration::from_millis(400) => {
                        self.messages.push(self.words.text("error-dialog-portal"));
                    }
                    None => {}
                }
            }
            ctx.request_repaint();
        }
        let busy = self.motions.is_running(now) || now < self.roll_end;
        if busy {
            ctx.request_repaint();
        } else {
            self.collect_thoughts(ctx);
        }
        if let Some(notice) = &self.notice {
            if notice.until > now {
                ctx.request_repaint_after(Duration::from_secs_f64(notice.until - now));
            } else {
                self.notice = None;
            }
        }
        let Some(delay) = self.auto_delay() else {
            self.auto_due = None;
            return;
        };
        if busy {
            self.auto_due = None;
            return;
        }
        let due = *self.auto_due.get_or_insert(now + delay);
        if now >= due {
            self.auto_due = None;
            self.act_by_itself(ctx);
            ctx.request_repaint();
        } else {
            ctx.request_repaint_after(Duration::from_secs_f64(due - now));
        }
    }
}

/// The messages about files, with a button to hide them.
fn messages_ui(ui: &mut egui::Ui, messages: &[String], commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    ui.add_space(4.0);
    for message in messages {
        ui.label(egui::RichText::new(message).strong());
    }
    if ui.button(words.text("messages-ok")).clicked() {
        commands.push(Command::DismissMessages);
    }
    ui.add_space(4.0);
}

/// The offer to resume the unfinished game found at start.
fn resume_ui(ui: &mut egui::Ui, offer: &SavedGame, commands: &mut Vec<Command>) {
    let words = crate::words(ui.ctx());
    ui.vertical_centered(|ui| {
        ui.add_space(40.0);
        ui.heading(
            egui::RichText::new(words.text("resume-title"))
                .size(28.0)
                .strong(),
        );
        ui.add_space(8.0);
        let names: Vec<String> = offer
            .players()
            .iter()
            .map(|p| words::player_name(&words, Some(&p.name), p.seat))
            .collect();
        ui.label(names.join(", "));
        let record = offer.record();
        let id = match offer.game().game().phase() {
            Phase::AwaitingMove(_) => "resume-summary-to-move",
            _ => "resume-summary-to-throw",
        };
        ui.label(words.tr(
            id,
            &[
                ("throws", record.throws.len().into()),
                ("moves", record.moves.len().into()),
                (
                    "seat",
                    words::colour(&words, offer.game().game().turn()).into(),
                ),
            ],
        ));
        ui.add_space(16.0);
        ui.horizontal(|ui| {
            let width = 2.0 * 180.0 + ui.spacing().item_spacing.x;
            ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
            let resume = egui::Button::new(
                egui::RichText::new(words.text("resume-resume"))
                    .size(20.0)
                    .strong(),
            )
            .min_size(egui::vec2(180.0, 40.0));
            if ui.add(resume).clicked() {
                commands.push(Command::Resume);
            }
            let fresh =
                egui::Button::new(egui::RichText::new(words.text("resume-new-game")).size(20.0))
                    .min_size(egui::vec2(180.0, 40.0));
            if ui.add(fresh).clicked() {
                commands.push(Command::NewGame);
            }
        });
    });
}

impl eframe::App for DhayamApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    /// eframe keeps only window state; the setup and settings go to Dhayam's own file.
    fn save(&mut self, _storage: &mut dyn eframe::Storage) {
        self.persist_settings(true);
    }
}
