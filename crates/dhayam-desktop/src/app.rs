//! The app: its state, the one place commands are applied, and the timers that drive
//! animations and computer seats.

use std::time::Duration;

use dhayam_core::{Event, Move, MoveList, Phase, Seat};
use rand::SeedableRng as _;
use rand::rngs::Xoshiro256PlusPlus;

use crate::animation::{Glide, Motions};
use crate::board_ui::{self, BoardView};
use crate::{
    Command, DiceSource, PlayerInfo, RandomDice, Session, Settings, SetupChoice, computer,
    game_over_ui, rules_ui, setup_ui, side_ui,
};

const SETUP_KEY: &str = "dhayam.setup";
const SETTINGS_KEY: &str = "dhayam.settings";

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

/// The Dhayam desktop app.
pub struct DhayamApp {
    choice: SetupChoice,
    settings: Settings,
    session: Option<Session>,
    dice: Box<dyn DiceSource>,
    computer_rng: Xoshiro256PlusPlus,
    motions: Motions,
    roll_end: f64,
    notice: Option<Notice>,
    chosen_value: Option<u8>,
    focused: Option<Move>,
    auto_due: Option<f64>,
    show_rules: bool,
    setup_error: Option<String>,
    now: f64,
}

impl DhayamApp {
    /// The app with the last setup and settings from eframe's storage, and fair dice.
    pub fn new(cc: &eframe::CreationContext<'_>) -> DhayamApp {
        let (choice, settings) = cc.storage.map_or_else(Default::default, |storage| {
            (
                eframe::get_value(storage, SETUP_KEY).unwrap_or_default(),
                eframe::get_value(storage, SETTINGS_KEY).unwrap_or_default(),
            )
        });
        DhayamApp::with_dice(Box::new(RandomDice::from_entropy()), choice, settings)
    }

    /// The app on its setup screen with the given dice, choices and settings (for tests).
    pub fn with_dice(
        dice: Box<dyn DiceSource>,
        choice: SetupChoice,
        settings: Settings,
    ) -> DhayamApp {
        DhayamApp {
            choice,
            settings,
            session: None,
            dice,
            computer_rng: Xoshiro256PlusPlus::seed_from_u64(0x7468_6179_616d),
            motions: Motions::default(),
            roll_end: 0.0,
            notice: None,
            chosen_value: None,
            focused: None,
            auto_due: None,
            show_rules: false,
            setup_error: None,
            now: 0.0,
        }
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
        self.now = ui.input(|i| i.time);
        let mut commands = Vec::new();
        self.keyboard(ui.ctx(), &mut commands);

        egui::Panel::top("dhayam_menu").show(ui, |ui| self.menu_ui(ui, &mut commands));
        if self.session.is_none() {
            egui::CentralPanel::default().show(ui, |ui| {
                setup_ui::setup_ui(
                    ui,
                    &mut self.choice,
                    self.setup_error.as_deref(),
                    &mut commands,
                );
            });
        } else {
            self.play_screen_ui(ui, &mut commands);
        }
        if self.show_rules {
            let mut open = true;
            egui::Window::new("Rules")
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
            self.apply(command);
        }
        self.tick(ui.ctx());
    }

    fn menu_ui(&mut self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        egui::MenuBar::new().ui(ui, |ui| {
            if ui.button("New game").on_hover_text("Ctrl+N").clicked() {
                commands.push(Command::NewGame);
            }
            if ui.button("Rules").clicked() {
                commands.push(Command::ToggleRules);
            }
            ui.menu_button("Settings", |ui| {
                ui.checkbox(
                    &mut self.settings.auto_play_single,
                    "Play a single legal move by itself",
                );
                ui.label("Animation speed");
                ui.horizontal(|ui| {
                    for speed in crate::AnimationSpeed::ALL {
                        ui.selectable_value(&mut self.settings.animation, speed, speed.label());
                    }
                });
                ui.label("Computer pace");
                ui.horizontal(|ui| {
                    for pace in crate::ComputerPace::ALL {
                        ui.selectable_value(&mut self.settings.computer_pace, pace, pace.label());
                    }
                });
                ui.separator();
                ui.label("Theme");
                ui.horizontal(|ui| {
                    let mut theme = ui.ctx().options(|o| o.theme_preference);
                    let before = theme;
                    ui.selectable_value(&mut theme, egui::ThemePreference::Light, "Light");
                    ui.selectable_value(&mut theme, egui::ThemePreference::Dark, "Dark");
                    ui.selectable_value(&mut theme, egui::ThemePreference::System, "System");
                    if theme != before {
                        ui.ctx().set_theme(theme);
                    }
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
        match command {
            Command::NewGame => {
                self.session = None;
                self.reset_view();
            }
            Command::StartGame => self.start(),
            Command::PlayAgain => {
                if let Some(session) = &self.session {
                    let setup = session.game().setup().clone();
                    self.start_with(&setup);
                }
            }
            Command::Throw => {
                if self.human_to_act() {
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
                    self.apply(Command::Play(mv));
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
        }
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
        let players: [Option<PlayerInfo>; 4] = std::array::from_fn(|i| {
            Seat::from_index(i)
                .filter(|s| setup.seats.contains(s))
                .map(|s| self.choice.player(s))
        });
        match Session::new(setup, &players) {
            Ok(session) => {
                self.session = Some(session);
                self.setup_error = None;
                self.reset_view();
            }
            Err(error) => self.setup_error = Some(format!("This game cannot start: {error}.")),
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
            }
            Err(error) => self.say(error.to_string(), None, 2.0),
        }
    }

    fn play(&mut self, mv: Move) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        match session.play(mv) {
            Ok(events) => self.after(&events),
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
                        format!("{} cuts {}!", by.colour().name(), pawn.seat.colour().name()),
                        Some(*by),
                    ));
                }
                Event::ValueLost { seat, value } => {
                    notices.push((
                        format!("No move: {} loses the {value}", seat.colour().name()),
                        Some(*seat),
                    ));
                }
                Event::PlayerFinished { seat, place: 1 } => {
                    notices.push((format!("{} is King!", seat.colour().name()), Some(*seat)));
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
    /// move), or `None` when it waits for a person.
    fn auto_delay(&self) -> Option<f64> {
        let session = self.session.as_ref()?;
        let seat = session.seat_to_act()?;
        if session.is_computer(seat) {
            return Some(self.settings.computer_pace.seconds());
        }
        let single = matches!(session.game().phase(), Phase::AwaitingMove(_))
            && session.game().legal_moves().len() == 1;
        (single && self.settings.auto_play_single)
            .then(|| self.settings.animation.step_seconds() * 2.0)
    }

    /// Acts for a computer seat or plays a human's only move.
    fn act_by_itself(&mut self) {
        let Some(session) = &self.session else {
            return;
        };
        let Some(seat) = session.seat_to_act() else {
            return;
        };
        match session.game().phase() {
            Phase::AwaitingThrow(_) => {
                if session.is_computer(seat) {
                    self.throw();
                }
            }
            Phase::AwaitingMove(_) => {
                let level = match session.player(seat).map(|p| p.kind) {
                    Some(crate::PlayerKind::Computer(level)) => level,
                    _ => crate::ComputerLevel::Random,
                };
                if let Some(mv) =
                    computer::choose_move(level, session.game(), &mut self.computer_rng)
                {
                    self.play(mv);
                }
            }
            Phase::Finished => {}
        }
    }

    /// Runs animations and timers, asking for repaints only while something will change.
    fn tick(&mut self, ctx: &egui::Context) {
        let now = self.now;
        let busy = self.motions.is_running(now) || now < self.roll_end;
        if busy {
            ctx.request_repaint();
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
            self.act_by_itself();
            ctx.request_repaint();
        } else {
            ctx.request_repaint_after(Duration::from_secs_f64(due - now));
        }
    }
}

impl eframe::App for DhayamApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, SETUP_KEY, &self.choice);
        eframe::set_value(storage, SETTINGS_KEY, &self.settings);
    }
}
