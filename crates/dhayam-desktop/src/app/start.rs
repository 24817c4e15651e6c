//! Building the app: from the data folder, or bare for tests.

use std::sync::{Arc, OnceLock};

use dhayam_store::{Preferences, Settings};
use dhayam_table::{DiceSource, Table, Thinker};

use super::{DhayamApp, Screen, Thinking};
use crate::board::PlayView;
use crate::estimate::{ChanceEstimator, Wake, Working};
use crate::network::Across;
use crate::platform::{AppOptions, Storage, notice_text, system_language, told};
use crate::screens::archive::Archive;
use crate::sound::{Sounds, Speaker};
use crate::{SetupChoice, Words};
use dhayam_net::link::{Reach, Relays};

impl DhayamApp {
    /// The app with the given dice and the data folder `options` name: settings and the
    /// last setup come from the folder, and an unfinished game there is offered.
    pub fn open(dice: Box<dyn DiceSource>, options: &AppOptions) -> DhayamApp {
        // The words are built once, in the language the settings (or the system) speak.
        let opened = Storage::open(options);
        let (storage, settings, offer, notices, failure) = match opened {
            Ok(storage) => {
                let first_start = !storage.store().settings_path().exists();
                let mut settings = storage.store().load_settings();
                if first_start {
                    // The first start speaks the system's language; the settings keep it.
                    settings.value.preferences.language = system_language();
                }
                let current = storage.store().load_current();
                let mut notices = settings.notices;
                notices.extend(current.notices);
                (Some(storage), settings.value, current.value, notices, None)
            }
            Err(error) => {
                let mut settings = Settings::default();
                settings.preferences.language = system_language();
                (None, settings, None, Vec::new(), Some(error))
            }
        };
        let Settings { table, preferences } = settings;
        let words = Words::new(preferences.language);
        let mut messages: Vec<String> = notices.iter().map(|n| notice_text(&words, n)).collect();
        if let Some(error) = &failure {
            messages.push(told(&words, "error-cannot-save-games", error));
        }
        let mut app = DhayamApp::assemble(Table::new(table, offer, dice), preferences, words);
        app.choice = SetupChoice::from_store(app.table.settings());
        app.storage = storage;
        app.messages = messages;
        // A damaged hosted or joined table is said once, as a damaged game is.
        let hosted = app.kept().load_hosted();
        let told_hosted = hosted.notices.iter().map(|n| notice_text(&app.words, n));
        app.messages.extend(told_hosted.collect::<Vec<_>>());
        app.refresh_kept();
        // Closed or crashed while joined (not left on purpose): back to that table.
        app.across.rejoin_at_start = app.kept().joined().is_some_and(|j| !j.left);
        if options.internet {
            // As far as the program may reach: the settings say how far each table does,
            // and which relays it uses (`network::chosen_reach`).
            app.across.reach = Reach::Internet(Relays::Default);
        }
        if let Some(report) = &options.crash_report {
            let path = ("path", report.display().to_string().into());
            app.messages
                .push(app.words.tr("messages-crash-report", &[path]));
            app.crash_report = Some(report.clone());
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
        let Settings { table, preferences } = settings;
        let words = Words::new(preferences.language);
        // Without a data folder the theme is the caller's until changed in the menu.
        let theme = preferences.theme;
        let mut app = DhayamApp::assemble(Table::new(table, None, dice), preferences, words);
        app.choice = choice;
        app.theme_applied = Some(theme);
        app
    }

    fn assemble(table: Table, preferences: Preferences, words: Words) -> DhayamApp {
        let window: Arc<OnceLock<egui::Context>> = Arc::new(OnceLock::new());
        let for_wake = Arc::clone(&window);
        let wake: Wake = Arc::new(move || {
            if let Some(ctx) = for_wake.get() {
                ctx.request_repaint();
            }
        });
        let for_thinker = Arc::clone(&wake);
        let sounds = Sounds::silent(preferences.sound);
        DhayamApp {
            table,
            thinking: Thinking::Threads(Thinker::new(move || for_thinker())),
            window,
            chances: ChanceEstimator::new(Working::Threads, Arc::clone(&wake)),
            wake,
            working: Working::Threads,
            practice: None,
            analysis: None,
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
            words_in_window: false,
            theme_applied: None,
            preferences,
            sounds,
            now: 0.0,
            // Never the internet unless the program was started for real (`open` with
            // `AppOptions::internet`): a test cannot reach beyond 127.0.0.1 by accident.
            across: Across::new(Reach::Loopback),
            guide: crate::walkthrough::Guide::default(),
            dice: None,
            aside: super::aside::Aside::No,
            keys: super::Keys::Board,
            window_place: super::window_place::WindowPlace::default(),
        }
    }

    /// Tables hosted or joined stay on 127.0.0.1 (already so unless the program was started
    /// for real; tests say it anyway).
    pub fn loopback_only(mut self) -> DhayamApp {
        self.across.reach = Reach::Loopback;
        self
    }

    /// Plays the table's cues through `speaker` (tests: a recording stand-in).
    pub fn with_speaker(mut self, speaker: Box<dyn Speaker>) -> DhayamApp {
        self.sounds = Sounds::with_speaker(speaker, self.preferences.sound);
        self
    }

    /// Computer decisions, win chances and reviews are worked out at once in the frame that
    /// asks, so a seeded run repeats exactly (for tests).
    pub fn thinking_inline(mut self) -> DhayamApp {
        self.thinking = Thinking::Inline;
        self.working = Working::Inline;
        self.chances.set_working(Working::Inline);
        self
    }
}
