//! A headless host on loopback (127.0.0.1 only) whose open seat the window joins (a
//! turned board, a window that joins and comes back).

use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam_ai::{Bot, Level};
use dhayam_core::fair::Digest;
use dhayam_core::{Seat, Setup};
use dhayam_desktop::{DhayamApp, SetupChoice};
use dhayam_net::driver::{HostPlan, Hosted};
use dhayam_net::host::HeldUp;
use dhayam_net::link::{Reach, new_identity};
use dhayam_net::{DiceSecret, Holder, Host, HostCommand, Outcome, PeerId, play_here};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer, Settings};
use dhayam_table::{Effect, ScriptedDice, Table};
use egui_kittest::kittest::Queryable as _;
use egui_kittest::{Harness, HarnessBuilder};

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(2);

/// A host of a two-player game: a person at the host (played by a bot) and `open` for the
/// window.
pub struct LoopbackHost {
    hosted: Hosted,
    bot: Box<dyn Bot>,
    start: Instant,
    /// The host starts the game itself once every seat is taken (else it waits).
    pub starts: bool,
}

impl LoopbackHost {
    /// Opens a table of `open` and its opposite seat, `open` waiting for a friend.
    pub fn open(open: Seat, settings: Settings) -> LoopbackHost {
        let setup = Setup::new([open, open.opposite()]);
        let players = vec![
            SeatPlayer::new(open.opposite(), "Asha", PlayerKind::Human),
            SeatPlayer::new(open, "Open", PlayerKind::Remote),
        ];
        LoopbackHost::with_players(&setup, players, settings)
    }

    /// Opens a table of `setup` with `players` (`Remote` seats open for friends; the
    /// host's people played by one bot).
    pub fn with_players(
        setup: &Setup,
        players: Vec<SeatPlayer>,
        settings: Settings,
    ) -> LoopbackHost {
        let host = Host::open(
            setup,
            players,
            DiceSecret::random(),
            Digest([4; 32]),
            new_identity(),
        )
        .unwrap();
        let plan = HostPlan {
            reach: Reach::Loopback,
            port: None,
            shown_as: None,
            wake: Arc::new(|| {}),
        };
        let table = Table::hosting(settings.table);
        let (hosted, _) = Hosted::open(
            host,
            table,
            Outcome::default(),
            plan,
            Box::new(|_: &dhayam_net::host::HostSave| {}),
        )
        .unwrap();
        LoopbackHost {
            hosted,
            bot: Level::Medium.bot(8),
            start: Instant::now(),
            starts: true,
        }
    }

    /// The window of `size` with `settings`, joined to this table with its code.
    pub fn join(&mut self, size: [f32; 2], settings: Settings) -> Harness<'static, DhayamApp> {
        self.join_with(Harness::builder().with_size(size), settings)
    }

    /// [`LoopbackHost::join`] with the window built by `builder` (drawn with wgpu for
    /// pictures).
    pub fn join_with(
        &mut self,
        builder: HarnessBuilder<DhayamApp>,
        settings: Settings,
    ) -> Harness<'static, DhayamApp> {
        // The system's theme as the settings choose it (light unless they say dark).
        let theme = match settings.preferences.theme {
            dhayam_store::Theme::Dark => egui::Theme::Dark,
            dhayam_store::Theme::Light | dhayam_store::Theme::System => egui::Theme::Light,
        };
        let app = DhayamApp::with_dice(
            Box::new(ScriptedDice::values([])),
            SetupChoice::default(),
            settings,
        )
        .loopback_only();
        let mut harness = builder
            .with_theme(theme)
            .with_max_steps(64)
            .build_ui_state(|ui, app: &mut DhayamApp| app.show(ui), app);
        harness.run();
        let code = self.code();
        join_form(&mut harness, &code, "Kavi");
        harness
    }

    /// Runs the host (its person played by a bot) and steps the window until `done`.
    pub fn pump_until(
        &mut self,
        harness: &mut Harness<'static, DhayamApp>,
        what: &str,
        done: impl Fn(&DhayamApp) -> bool,
    ) {
        while !done(harness.state()) {
            assert!(
                self.start.elapsed() < PATIENCE,
                "gave up waiting for {what}"
            );
            self.turn();
            harness.step();
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// One round of the host: what arrived is applied, its person (a bot) plays, time
    /// passes, and what it decided is sent.
    pub fn turn(&mut self) {
        let now = self.start.elapsed().as_secs_f64();
        let mut effects = self.hosted.tick(now);
        if self.starts && self.hosted.can_start() {
            effects.extend(self.hosted.host_command(HostCommand::Start, now));
        }
        if let Some(command) = play_here(self.hosted.table(), self.bot.as_mut()) {
            effects.extend(self.hosted.apply(command, now));
        }
        let _ = self.hosted.events();
        self.carry(effects, now);
    }

    /// A computer standing in for a guest answers at once.
    fn carry(&mut self, effects: Vec<Effect>, now: f64) {
        let mut effects = std::collections::VecDeque::from(effects);
        while let Some(effect) = effects.pop_front() {
            if let Effect::Think(request) = effect {
                effects.extend(self.hosted.apply(request.answer(), now));
            }
        }
    }

    /// Who holds `seat`, as the host's lobby says.
    pub fn holder(&self, seat: Seat) -> Holder {
        self.hosted
            .host()
            .lobby()
            .seat(seat)
            .map_or(Holder::Open, |v| v.holder)
    }

    /// The guest the host's game waits for, if any.
    pub fn held_up(&self) -> Option<HeldUp> {
        self.hosted.host().held_up()
    }

    /// The host lets a Medium computer play for `peer` until it is back.
    pub fn hand_over(&mut self, peer: &PeerId) {
        let now = self.start.elapsed().as_secs_f64();
        let command = HostCommand::HandOver {
            peer: peer.clone(),
            level: Level::Medium,
        };
        let effects = self.hosted.host_command(command, now);
        self.carry(effects, now);
    }

    /// The host chooses to throw with its own dice alone while nobody else is here.
    pub fn go_on_alone(&mut self) {
        let now = self.start.elapsed().as_secs_f64();
        let effects = self.hosted.host_command(HostCommand::GoOnAlone, now);
        self.carry(effects, now);
    }

    /// The host sets the table's turn clock.
    pub fn set_clock(&mut self, clock: dhayam_net::TurnClock) {
        let now = self.start.elapsed().as_secs_f64();
        let effects = self.hosted.host_command(HostCommand::SetClock(clock), now);
        self.carry(effects, now);
    }

    /// The host says `line` to the table.
    pub fn say(&mut self, line: dhayam_net::Line) {
        self.hosted.say(line);
    }

    /// The host opens the next game at the table (once the game is over).
    pub fn next_game(&mut self) {
        let now = self.start.elapsed().as_secs_f64();
        let effects = self.hosted.host_command(HostCommand::NextGame, now);
        self.carry(effects, now);
    }

    /// The game's number at the table.
    pub fn game_number(&self) -> u32 {
        self.hosted.host().game_number()
    }

    /// The join code.
    pub fn code(&self) -> String {
        self.hosted.code().unwrap().to_owned()
    }

    /// The host's game, once started.
    pub fn saved(&self) -> Option<&SavedGame> {
        Host::saved(self.hosted.table())
    }
}

/// Fills the join form of the window on its setup screen with `code` and `name`, and joins.
pub fn join_form(harness: &mut Harness<'static, DhayamApp>, code: &str, name: &str) {
    fill_join_form(harness, code, name);
    harness.get_by_label("Join").click();
    harness.run();
}

/// Fills the join form with `code` and `name`, and watches the table.
pub fn watch_form(harness: &mut Harness<'static, DhayamApp>, code: &str, name: &str) {
    fill_join_form(harness, code, name);
    harness.get_by_label("Watch").click();
    harness.run();
}

fn fill_join_form(harness: &mut Harness<'static, DhayamApp>, code: &str, name: &str) {
    harness.get_by_label("Join a table…").click();
    harness.run();
    harness.get_by_label("Join code").click();
    harness.run();
    harness.get_by_label("Join code").type_text(code);
    harness.run();
    harness.get_by_label("Your name").click();
    harness.run();
    harness.get_by_label("Your name").type_text(name);
    harness.run();
}
