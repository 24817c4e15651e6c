//! The app: wires the table, the screens, the board and the platform together, and applies
//! every command in one place ([`DhayamApp::apply`]).

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use dhayam_store::{HistoryEntry, Settings, Theme};
use dhayam_table::{Command as TableCommand, DiceSource, Effect, RandomDice, Session, Table, Thinker};

use crate::board::PlayView;
use crate::input::{KeyContext, keyboard};
use crate::platform::{AppOptions, DialogPurpose, Storage, notice_text, system_language};
use crate::screens::archive::Archive;
use crate::screens::menu::{menu_ui, offers_back, theme_preference};
use crate::screens::{messages::messages_ui, play::play_ui, resume::resume_ui, rules, setup, stats};
use crate::{Command, SetupChoice, Words};

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
    theme_applied: Option<Theme>,
    now: f64,
}

impl DhayamApp {
    /// The app with its data folder chosen by `options`, and fair dice; fonts are installed
    /// once, here.
    pub fn with_options(cc: &eframe::CreationContext<'_>, options: &AppOptions) -> DhayamApp {
        crate::install_fonts(&cc.egui_ctx);
        let mut app = DhayamApp::open(Box::new(RandomDice::from_entropy()), options);
        app.crash_report = crate::platform::crash::pending_crash_report().map(Path::to_path_buf);
        if let Some(report) = &app.crash_report {
            let path = ("path", report.display().to_string().into());
            app.messages.push(app.words.tr("messages-crash-report", &[path]));
        }
        app
    }

    /// The app with the given dice and the data folder `options` name: settings and the
    /// last setup come from the folder, and an unfinished game there is offered.
    pub fn open(dice: Box<dyn DiceSource>, options: &AppOptions) -> DhayamApp {
        let mut messages = Vec::new();
        let mut words = Words::new(system_language());
        let (storage, settings, offer) = match Storage::open(options, &words) {
            Ok(storage) => {
                let first_start = !storage.store().settings_path().exists();
                let mut settings = storage.store().load_settings();
                if first_start {
                    // The first start speaks the system's language; the settings keep it.
                    settings.value.language = words.language();
                }
                words = Words::new(settings.value.language);
                messages.extend(settings.notices.iter().map(|n| notice_text(&words, n)));
                let current = storage.store().load_current();
                messages.extend(current.notices.iter().map(|n| notice_text(&words, n)));
                (Some(storage), settings.value, current.value)
            }
            Err(message) => {
                messages.push(message);
                (None, Settings::default(), None)
            }
        };
        let mut app = DhayamApp::assemble(Table::new(settings, offer, dice), words);
        app.choice = SetupChoice::from_store(app.table.settings());
        app.storage = storage;
        app.messages = messages;
        app
    }

    /// The app on its setup screen with the given dice, choices and settings, saving
    /// nothing (for tests).
    pub fn with_dice(dice: Box<dyn DiceSource>, choice: SetupChoice, settings: Settings) -> DhayamApp {
        let words = Words::new(settings.language);
        let mut app = DhayamApp::assemble(Table::new(settings, None, dice), words);
        app.choice = choice;
        app
    }

    fn assemble(table: Table, words: Words) -> DhayamApp {
        let window: Arc<OnceLock<egui::Context>> = Arc::new(OnceLock::new());
        let wake = Arc::clone(&window);
        DhayamApp {
            table,
            thinking: Thinking::Threads(Thinker::new(move || {
                if let Some(ctx) = wake.get() {
                    ctx.request_repaint();
                }
            })),
            window,
            view: PlayView::default(),
            archive: Archive::default(),
            screen: Screen::Game,
            choice: SetupChoice::default(),
            setup_error: None,
            show_rules: false,
            storage: None,
            messages: Vec::new(),
            crash_report: None,
            words: Arc::new(words),
            theme_applied: None,
            now: 0.0,
        }
    }

    /// Computer decisions are made at once in the frame that asks, so a seeded run repeats
    /// exactly (for tests).
    pub fn thinking_inline(mut self) -> DhayamApp {
        self.thinking = Thinking::Inline;
        self
    }

    /// The table: the game, the settings, the hint, who is thinking.
    pub fn table(&self) -> &Table { &self.table }
    /// The game in progress, if any.
    pub fn session(&self) -> Option<&Session> { self.table.session() }
    /// The settings in use.
    pub fn settings(&self) -> &Settings { self.table.settings() }
    /// The words of the language in use.
    pub fn words(&self) -> &Words { &self.words }
    /// The screen shown.
    pub fn screen(&self) -> Screen { self.screen }
    /// The setup screen's choices (the form, not the game).
    pub fn choice_mut(&mut self) -> &mut SetupChoice { &mut self.choice }
    /// The messages shown at the top (damaged saves moved aside, and so on).
    pub fn messages(&self) -> &[String] { &self.messages }
    /// Whether an unfinished game is offered for resuming.
    pub fn resume_offered(&self) -> bool { self.table.offer().is_some() }
    /// The move Hard suggested to the person to act, if asked.
    pub fn hint(&self) -> Option<dhayam_core::Move> { self.table.hint() }
    /// Whether a computer seat is thinking now.
    pub fn computer_thinking(&self) -> bool { self.table.computer_thinking() }
    /// How many steps the replay shows, if one is open.
    pub fn replay_step(&self) -> Option<usize> { self.archive.replay.as_ref().map(|r| r.step) }
    /// The history as last listed (on opening the History screen).
    pub fn history(&self) -> &[HistoryEntry] { &self.archive.history }
    /// Whether a file dialog is open.
    pub fn dialog_open(&self) -> bool { self.archive.dialog.is_some() }
    /// Whether the rules window is open.
    pub fn rules_shown(&self) -> bool { self.show_rules }
    /// The data folder in use, if games are saved.
    pub fn data_dir(&self) -> Option<&Path> { self.storage.as_ref().map(|s| s.store().dir()) }

    /// Draws the whole app into `ui` and applies what the player did.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if self.window.get().is_none() {
            // Tests build the app without eframe's creation context: install fonts once here.
            crate::install_fonts(&ctx);
            let _ = self.window.set(ctx.clone());
        }
        crate::set_words(&ctx, Arc::clone(&self.words));
        self.now = ui.input(|i| i.time);
        let theme = self.table.settings().theme;
        if self.theme_applied != Some(theme) {
            ctx.set_theme(theme_preference(theme));
            self.theme_applied = Some(theme);
        }
        let mut commands = Vec::new();
        let playing = self.table.session().is_some() && self.table.offer().is_none();
        let keys = KeyContext {
            screen: self.screen,
            playing,
            setting_up: self.table.session().is_none() && self.table.offer().is_none(),
            replay_step: self.replay_step(),
        };
        keyboard(&ctx, &keys, &mut commands);
        let back = offers_back(self.screen, self.table.session().is_some());
        egui::Panel::top("dhayam_menu")
            .show(ui, |ui| menu_ui(ui, self.table.settings(), back, &mut commands));
        if !self.messages.is_empty() {
            egui::Panel::top("dhayam_messages").show(ui, |ui| {
                messages_ui(ui, &self.messages, self.crash_report.as_deref(), &mut commands);
            });
        }
        match self.screen {
            Screen::Game => self.game_screen_ui(ui, &mut commands),
            Screen::History => {
                let saving = self.storage.is_some();
                self.archive.history_screen_ui(ui, saving, self.now, &mut commands);
            }
            Screen::Statistics => {
                egui::CentralPanel::default()
                    .show(ui, |ui| stats::stats_ui(ui, &self.archive.statistics));
            }
        }
        if self.show_rules {
            self.show_rules = rules::rules_window(&ctx, &self.words);
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
        if let Some(offer) = self.table.offer() {
            egui::CentralPanel::default().show(ui, |ui| resume_ui(ui, offer, commands));
        } else if let Some(session) = self.table.session() {
            play_ui(ui, &self.table, session, &self.view, self.now, commands);
        } else {
            egui::CentralPanel::default().show(ui, |ui| {
                setup::setup_ui(ui, &mut self.choice, self.setup_error.as_deref(), commands);
            });
        }
    }

    /// Applies one command: the one place where what the player did changes anything.
    pub fn apply(&mut self, command: Command) {
        let words = Arc::clone(&self.words);
        match command {
            Command::Table(command) => self.to_table(command),
            Command::NewGame => {
                self.screen = Screen::Game;
                self.to_table(TableCommand::Leave);
            }
            Command::StartGame => {
                self.setup_error = None;
                self.to_table(self.choice.start_command());
            }
            Command::Cancel => {
                if self.table.marked().is_some() {
                    self.to_table(TableCommand::Unmark);
                } else {
                    self.show_rules = false;
                }
            }
            Command::ToggleRules => self.show_rules = !self.show_rules,
            Command::ShowGame => self.screen = Screen::Game,
            Command::ShowHistory => {
                self.screen = Screen::History;
                self.archive.replay = None;
                if let Some(storage) = &self.storage {
                    self.archive.load_history(storage, &words, &mut self.messages);
                }
            }
            Command::ShowStatistics => {
                self.screen = Screen::Statistics;
                if let Some(storage) = &self.storage {
                    self.archive.load_statistics(storage, &words, &mut self.messages);
                }
            }
            Command::OpenReplay(index) => {
                if let Some(storage) = &self.storage {
                    self.archive.open_replay(index, storage, &words, &mut self.messages);
                }
            }
            Command::ReplayTo(step) => {
                if let Some(replay) = &mut self.archive.replay {
                    replay.step = step.min(replay.replay.len());
                }
            }
            Command::CloseReplay => self.archive.replay = None,
            Command::Export(index) => {
                if let Some(entry) = self.archive.history.get(index) {
                    self.open_dialog(DialogPurpose::Export(entry.path.clone()));
                }
            }
            Command::Import => self.open_dialog(DialogPurpose::Import),
            Command::DismissMessages => {
                self.messages.clear();
                self.crash_report = None;
            }
            Command::OpenFolder(folder) => crate::platform::open_folder(&folder),
        }
    }

    fn open_dialog(&mut self, purpose: DialogPurpose) {
        if let (Some(_), Some(ctx)) = (&self.storage, self.window.get()) {
            self.archive.open_dialog(purpose, ctx, &self.words, &mut self.messages);
        }
    }

    /// Does what a file dialog was for with the file the player chose (public so tests can
    /// skip the native dialog).
    pub fn file_chosen(&mut self, purpose: DialogPurpose, chosen: &Path) {
        if let Some(storage) = &self.storage {
            let words = Arc::clone(&self.words);
            self.archive.file_chosen(purpose, chosen, storage, &words, &mut self.messages);
        }
    }

    /// Hands `command` to the table and carries out what it asks, computer answers included.
    fn to_table(&mut self, command: TableCommand) {
        let effects = self.table.apply(command, self.now);
        self.carry_out(effects);
    }

    /// Carries out the table's effects.
    fn carry_out(&mut self, effects: Vec<Effect>) {
        let mut queue = VecDeque::from(effects);
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::NewPosition => self.view.clear(),
                Effect::Roll { seat, throw, start, until } => {
                    self.view.roll = Some(crate::board::animation::Roll { seat, throw, start, until });
                }
                Effect::Animate(motions) => {
                    let pawns = self.table.session().map_or(4, |s| s.game().pawns_per_player());
                    self.view.animate(motions, pawns);
                }
                Effect::Tell(notice) => self.view.notice = Some(notice),
                Effect::Think(request) => match &mut self.thinking {
                    Thinking::Threads(thinker) => thinker.start(request),
                    Thinking::Inline => queue.extend(self.table.apply(request.answer(), self.now)),
                },
                Effect::Save(game) => {
                    if let Some(storage) = &self.storage {
                        storage.save(game);
                    }
                }
                Effect::Finish(game) => self.tell_store(|s, w| s.finish(&game, w)),
                Effect::Discard => self.tell_store(Storage::discard_current),
                Effect::SaveSettings(settings) => {
                    if settings.language != self.words.language() {
                        self.words = Arc::new(Words::new(settings.language));
                    }
                    self.tell_store(|s, w| s.save_settings(&settings, w));
                }
                Effect::StartRefused(error) => {
                    log::warn!("a game could not start: {error}");
                    let why = crate::i18n::errors::start_error(&self.words, &error);
                    self.setup_error = Some(self.words.tr("error-cannot-start", &[("error", why.into())]));
                }
            }
        }
    }

    fn tell_store(&mut self, act: impl FnOnce(&Storage, &Words) -> Option<String>) {
        if let Some(message) = self.storage.as_ref().and_then(|s| act(s, &self.words)) {
            self.messages.push(message);
        }
    }

    /// Runs animations, answers, the table's own moves, saves and dialogs, asking for
    /// repaints only while something will change.
    fn tick(&mut self, ctx: &egui::Context) {
        let now = self.now;
        if let Some(message) = self.storage.as_ref().and_then(|s| s.take_error(&self.words)) {
            self.messages.push(message);
        }
        if let Some(storage) = &self.storage {
            let words = Arc::clone(&self.words);
            self.archive.poll_dialog(storage, &words, &mut self.messages);
        }
        let moving = self.view.motions.is_running(now) || self.view.rolling(now);
        if moving {
            ctx.request_repaint();
        }
        if let Thinking::Threads(thinker) = &mut self.thinking {
            let answers = thinker.answers();
            for answer in answers {
                self.to_table(answer);
            }
        }
        // Computer seats wait while the History or Statistics screen is shown.
        if self.screen == Screen::Game {
            let effects = self.table.tick(now);
            if !effects.is_empty() {
                ctx.request_repaint();
            }
            self.carry_out(effects);
            if let Some(wake) = self.table.next_wake(now) {
                ctx.request_repaint_after(std::time::Duration::from_secs_f64((wake - now).max(0.0)));
            }
        }
        if let Some(at) = self.view.next_change(now) {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(at - now));
        }
    }
}

impl eframe::App for DhayamApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    /// Nothing more is played once the window closes, and the game in progress is on disk.
    fn on_exit(&mut self) {
        self.to_table(TableCommand::Close);
        let words = Arc::clone(&self.words);
        if let Some(message) = self.storage.as_ref().and_then(|s| s.flush(&words)) {
            log::error!("{message}");
        }
    }
}
