//! The table: the one place where commands change the game.

use dhayam_core::fair::Part;
use dhayam_core::{Action, Event, Move, Phase, Setup};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer, Settings};

mod queries;

use crate::effect::{Effect, Intent, Notice, Tell, Want};
use crate::pace::{NOTICE_SECONDS, computer_seconds, roll_seconds, step_seconds};
use crate::{
    Command, DiceSource, Purpose, Session, Stamp, ThinkRequest, decision_seed, plan_cues,
    plan_dice_cues, plan_motions,
};

/// Seconds the "move taken back" notice stays up.
const UNDONE_SECONDS: f64 = 2.5;

/// One game at a table and everything around it: who sits where, the dice, undo, hints,
/// and the pace of computer and forced moves. See the crate documentation.
pub struct Table {
    settings: Settings,
    session: Option<Session>,
    offer: Option<SavedGame>,
    /// The dice; `None` at a table of a game played across computers, whose throws and
    /// moves all come from the host as [`Command::Step`].
    dice: Option<Box<dyn DiceSource>>,
    /// The wish sent to the host and not yet answered by a step (across computers).
    asked: Option<Stamp>,
    /// The date given to games started here, instead of now ([`Table::dated`]).
    date: Option<u64>,
    /// Counts the positions the table was handed; part of every [`Stamp`].
    generation: u64,
    closed: bool,
    /// When the dice of the last throw land.
    roll_until: f64,
    /// When the last throw's or move's animations are over.
    settle_at: f64,
    /// When the table acts by itself next (a computer seat, a forced move).
    auto_due: Option<f64>,
    /// The computer decision asked for and not yet answered.
    thinking: Option<Stamp>,
    /// The hint asked for and not yet answered.
    hint_pending: Option<Stamp>,
    hint: Option<Move>,
    marked: Option<Move>,
    chosen_value: Option<u8>,
    /// No forced move plays itself at this step (just after an undo).
    hold_auto_at: Option<usize>,
}

impl Table {
    /// A table with `settings`, offering `offer` (an unfinished game found at start) to be
    /// resumed, throwing with `dice`.
    pub fn new(settings: Settings, offer: Option<SavedGame>, dice: Box<dyn DiceSource>) -> Table {
        Table {
            settings,
            session: None,
            offer,
            dice: Some(dice),
            asked: None,
            date: None,
            generation: 0,
            closed: false,
            roll_until: 0.0,
            settle_at: 0.0,
            auto_due: None,
            thinking: None,
            hint_pending: None,
            hint: None,
            marked: None,
            chosen_value: None,
            hold_auto_at: None,
        }
    }

    /// A table for a game played across computers: it throws and moves nothing by itself.
    /// What the seats played here want comes out as [`Effect::Intent`]; what the host
    /// decides comes in as [`Command::Step`], positions as [`Command::Sync`].
    pub fn networked(settings: Settings) -> Table {
        let mut table = Table::new(settings, None, Box::new(crate::ScriptedDice::values([])));
        table.dice = None;
        table
    }

    /// Games started at this table are dated `seconds` since the Unix epoch instead of
    /// now. The computers' decisions are seeded by a game's start, so a tool or a test
    /// whose seed must decide the whole game, whatever the clock says, dates its table.
    pub fn dated(mut self, seconds: u64) -> Table {
        self.date = Some(seconds);
        self
    }

    /// Whether this table's game is played across computers.
    pub fn is_networked(&self) -> bool {
        self.dice.is_none()
    }

    /// The stamp of a decision asked now.
    fn stamp(&self) -> Option<Stamp> {
        self.session.as_ref().map(|s| Stamp {
            generation: self.generation,
            step: s.step(),
        })
    }

    /// Applies one command at `now` (seconds) and returns what the front end is to do.
    pub fn apply(&mut self, command: Command, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.closed {
            return effects;
        }
        match command {
            // A networked table's games start, and start again, at the host.
            Command::Start { .. } | Command::PlayAgain | Command::Resume if self.is_networked() => {
                log::warn!("a networked table starts no game by itself");
            }
            Command::Start {
                setup,
                players,
                undo,
            } => self.start(&setup, players, undo, &mut effects),
            Command::PlayAgain => {
                if let Some(session) = &self.session {
                    let setup = session.game().setup().clone();
                    let players = session.saved().players().to_vec();
                    let undo = session.undo_allowed();
                    self.start(&setup, players, undo, &mut effects);
                }
            }
            Command::Resume => {
                if let Some(saved) = self.offer.take() {
                    self.set_session(Some(Session::resume(saved)), &mut effects);
                }
            }
            Command::Leave => {
                if self.offer.take().is_some() {
                    effects.push(Effect::Discard);
                }
                self.set_session(None, &mut effects);
            }
            Command::Throw => {
                if self.person_to_throw() {
                    self.throw(now, &mut effects);
                }
            }
            Command::Play(mv) => {
                if self.person_to_act() {
                    self.play(mv, now, &mut effects);
                }
            }
            Command::ChooseValue(value) => {
                if self.person_to_act() {
                    self.chosen_value = Some(value);
                    self.marked = None;
                }
            }
            Command::PickPawn(number) => {
                if let Some(mv) = self.person_moves().into_iter().find(|m| m.pawn == number) {
                    self.play(mv, now, &mut effects);
                }
            }
            Command::CycleMove => {
                let moves = self.person_moves();
                let at = self.marked.and_then(|f| moves.iter().position(|m| *m == f));
                self.marked = match at {
                    Some(i) => moves.get((i + 1) % moves.len()).copied(),
                    None => moves.first().copied(),
                };
            }
            Command::Confirm => match self.marked {
                Some(mv) => return self.apply(Command::Play(mv), now),
                None => return self.apply(Command::Throw, now),
            },
            Command::Unmark => self.marked = None,
            Command::Undo => self.undo(now, &mut effects),
            Command::Hint => self.ask_hint(&mut effects),
            Command::Answer {
                stamp,
                purpose,
                chosen,
            } => self.answer(stamp, purpose, chosen, now, &mut effects),
            Command::Step { action, parts } => {
                if self.is_networked() {
                    self.step(action, parts, now, &mut effects);
                }
            }
            Command::Sync(saved) => {
                if self.is_networked() {
                    self.set_session(Some(Session::resume(*saved)), &mut effects);
                }
            }
            Command::ChangeSettings(settings) => {
                if settings != self.settings {
                    self.settings = settings;
                    effects.push(Effect::SaveSettings(self.settings.clone()));
                }
            }
            Command::Close => {
                self.closed = true;
                self.generation += 1;
                self.thinking = None;
                self.hint_pending = None;
                self.auto_due = None;
            }
        }
        effects
    }

    /// Lets time pass to `now`: a computer seat acts, or a person's only move plays itself,
    /// once the last animations are over and the pause has passed.
    pub fn tick(&mut self, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let Some(delay) = self.auto_delay() else {
            self.auto_due = None;
            return effects;
        };
        if now < self.settle_at {
            self.auto_due = None;
            return effects;
        }
        let due = *self.auto_due.get_or_insert(now + delay);
        if now >= due {
            self.auto_due = None;
            self.act_by_itself(now, &mut effects);
        }
        effects
    }

    fn start(
        &mut self,
        setup: &Setup,
        players: Vec<SeatPlayer>,
        undo: bool,
        effects: &mut Vec<Effect>,
    ) {
        let seated: Vec<SeatPlayer> = players
            .iter()
            .filter(|p| setup.seats.contains(&p.seat))
            .cloned()
            .collect();
        match Session::dated(setup, seated, undo, self.date) {
            Ok(session) => {
                if self.offer.take().is_some() {
                    effects.push(Effect::Discard);
                }
                self.set_session(Some(session), effects);
                let mut settings = self.settings.clone();
                settings.last_setup = Some(setup.clone());
                for player in players {
                    match settings.players.iter_mut().find(|p| p.seat == player.seat) {
                        Some(kept) => *kept = player,
                        None => settings.players.push(player),
                    }
                }
                settings.undo = undo;
                if settings != self.settings {
                    self.settings = settings;
                    effects.push(Effect::SaveSettings(self.settings.clone()));
                }
            }
            Err(error) => effects.push(Effect::StartRefused(error)),
        }
    }

    /// Puts `session` on the table (`None`: back to the setup), dropping whatever belonged
    /// to the position before, answers still to come included.
    fn set_session(&mut self, session: Option<Session>, effects: &mut Vec<Effect>) {
        self.session = session;
        self.generation += 1;
        self.thinking = None;
        self.hint_pending = None;
        self.hint = None;
        self.hold_auto_at = None;
        self.marked = None;
        self.chosen_value = None;
        self.auto_due = None;
        self.asked = None;
        self.roll_until = 0.0;
        self.settle_at = 0.0;
        effects.push(Effect::NewPosition);
        self.choose_pooled_value();
    }

    fn undo(&mut self, now: f64, effects: &mut Vec<Effect>) {
        let Some(undone) = self.session.as_ref().and_then(Session::undo) else {
            return;
        };
        let step = undone.step();
        let seat = undone.seat_to_act();
        let again = match undone.game().phase() {
            Phase::AwaitingMove(_) => undone.last_throw().map(|(_, t)| t.value()),
            _ => None,
        };
        self.set_session(Some(undone), effects);
        self.hold_auto_at = Some(step);
        self.save(effects);
        effects.push(Effect::Tell(Notice {
            tell: Tell::Undone { again },
            seat,
            from: now,
            until: now + UNDONE_SECONDS,
        }));
    }

    fn ask_hint(&mut self, effects: &mut Vec<Effect>) {
        if !self.person_to_move() || self.hint_pending.is_some() || self.hint.is_some() {
            return;
        }
        let (Some(session), Some(stamp)) = (&self.session, self.stamp()) else {
            return;
        };
        self.hint_pending = Some(stamp);
        effects.push(Effect::Think(ThinkRequest {
            stamp,
            purpose: Purpose::Hint,
            level: dhayam_ai::Level::Hard,
            seed: decision_seed(session.saved().started() ^ 0x6869_6e74, stamp.step),
            game: session.game().clone(),
        }));
    }

    fn answer(
        &mut self,
        stamp: Stamp,
        purpose: Purpose,
        chosen: Option<Move>,
        now: f64,
        effects: &mut Vec<Effect>,
    ) {
        match purpose {
            Purpose::Play => {
                if self.thinking != Some(stamp) || self.stamp() != Some(stamp) {
                    return;
                }
                self.thinking = None;
                if let Some(mv) = chosen {
                    self.play(mv, now, effects);
                } else {
                    Self::tell(Tell::ComputerFailed, None, now, effects);
                    self.play_first_move(now, effects);
                }
            }
            Purpose::Hint => {
                if self.hint_pending != Some(stamp) || self.stamp() != Some(stamp) {
                    return;
                }
                self.hint_pending = None;
                if let Some(mv) = chosen {
                    self.hint = Some(mv);
                    self.marked = Some(mv);
                    // Throw first: show the hint among the moves of its pooled value.
                    self.chosen_value = Some(mv.value);
                }
            }
        }
    }

    /// How long to wait before acting by itself, or `None` when the table waits for a
    /// person or for a computer's decision.
    fn auto_delay(&self) -> Option<f64> {
        if self.thinking.is_some() || self.asked.is_some() || self.closed {
            return None;
        }
        let session = self.session.as_ref()?;
        let seat = session.seat_to_act()?;
        if session.is_computer(seat) {
            return Some(computer_seconds(self.settings.computer_pace));
        }
        if !session.is_here(seat) {
            return None;
        }
        let single = matches!(session.game().phase(), Phase::AwaitingMove(_))
            && session.game().legal_moves().len() == 1
            && self.hold_auto_at != Some(session.step());
        (single && self.settings.auto_play_forced)
            .then(|| step_seconds(self.settings.animation) * 2.0)
    }

    /// Throws for a computer seat or asks for its move; plays a person's only move.
    fn act_by_itself(&mut self, now: f64, effects: &mut Vec<Effect>) {
        let (Some(session), Some(stamp)) = (&self.session, self.stamp()) else {
            return;
        };
        let Some(seat) = session.seat_to_act() else {
            return;
        };
        let level = match session.player(seat).map(|p| p.kind) {
            Some(PlayerKind::Computer(level)) => Some(level),
            _ => None,
        };
        match (session.game().phase(), level) {
            (Phase::AwaitingThrow(_), Some(_)) => self.throw(now, effects),
            (Phase::AwaitingMove(_), Some(level)) => {
                self.thinking = Some(stamp);
                effects.push(Effect::Think(ThinkRequest {
                    stamp,
                    purpose: Purpose::Play,
                    level,
                    seed: decision_seed(session.saved().started(), stamp.step),
                    game: session.game().clone(),
                }));
            }
            (Phase::AwaitingMove(_), None) => {
                if let [mv] = session.game().legal_moves()[..] {
                    self.play(mv, now, effects);
                }
            }
            _ => {}
        }
    }

    /// A computer seat whose decision failed still plays: its first legal move.
    fn play_first_move(&mut self, now: f64, effects: &mut Vec<Effect>) {
        if let Some(mv) = self
            .session
            .as_ref()
            .and_then(|s| s.game().legal_moves().first().copied())
        {
            self.play(mv, now, effects);
        }
    }

    fn throw(&mut self, now: f64, effects: &mut Vec<Effect>) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let seat = session.game().turn();
        let Some(dice) = self.dice.as_mut() else {
            self.ask(Want::Throw, effects);
            return;
        };
        let throw = match dice.throw() {
            Ok(throw) => throw,
            Err(error) => {
                log::error!("no throw: {error}");
                Self::tell(Tell::NoThrow(error), None, now, effects);
                return;
            }
        };
        match session.throw(throw) {
            Ok(events) => {
                let until = now + roll_seconds(self.settings.animation);
                self.roll_until = until;
                effects.push(Effect::Roll {
                    seat,
                    throw,
                    start: now,
                    until,
                });
                effects.push(Effect::Sound(plan_dice_cues(now, until)));
                self.after(&events, now, effects);
            }
            Err(error) => Self::tell(Tell::Refused(error), None, now, effects),
        }
    }

    fn play(&mut self, mv: Move, now: f64, effects: &mut Vec<Effect>) {
        if self.is_networked() {
            let legal = self
                .session
                .as_ref()
                .is_some_and(|s| s.game().legal_moves().contains(&mv));
            if legal {
                self.ask(Want::Play(mv), effects);
            } else {
                log::warn!("not asked for: {mv:?} is not a legal move");
            }
            return;
        }
        self.apply_move(mv, now, effects);
    }

    fn apply_move(&mut self, mv: Move, now: f64, effects: &mut Vec<Effect>) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        match session.play(mv) {
            Ok(events) => self.after(&events, now, effects),
            Err(error) => Self::tell(Tell::Refused(error), None, now, effects),
        }
    }

    /// Sends the host what the seat to act wants, once per step.
    fn ask(&mut self, want: Want, effects: &mut Vec<Effect>) {
        let (Some(session), Some(stamp)) = (&self.session, self.stamp()) else {
            return;
        };
        let Some(seat) = session.seat_to_act() else {
            return;
        };
        if self.asked == Some(stamp) {
            return;
        }
        self.asked = Some(stamp);
        effects.push(Effect::Intent(Intent {
            seat,
            step: stamp.step,
            want,
        }));
    }

    /// Applies a throw or move the host decided.
    fn step(&mut self, action: Action, parts: Vec<Part>, now: f64, effects: &mut Vec<Effect>) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        if session.seat_to_act() != Some(action.seat()) {
            log::warn!(
                "refused a step for {:?}: it is not that seat's turn",
                action.seat()
            );
            return;
        }
        self.asked = None;
        match action {
            Action::Throw(seat, throw) => match session.throw_proven(throw, parts) {
                Ok(events) => {
                    let until = now + roll_seconds(self.settings.animation);
                    self.roll_until = until;
                    effects.push(Effect::Roll {
                        seat,
                        throw,
                        start: now,
                        until,
                    });
                    effects.push(Effect::Sound(plan_dice_cues(now, until)));
                    self.after(&events, now, effects);
                }
                Err(error) => Self::tell(Tell::Refused(error), None, now, effects),
            },
            Action::Move(_, mv) => self.apply_move(mv, now, effects),
        }
    }

    /// Tells `tell` from `now` for [`NOTICE_SECONDS`].
    fn tell(tell: Tell, seat: Option<dhayam_core::Seat>, now: f64, effects: &mut Vec<Effect>) {
        if let Tell::Refused(error) = &tell {
            log::warn!("refused: {error}");
        }
        effects.push(Effect::Tell(Notice {
            tell,
            seat,
            from: now,
            until: now + NOTICE_SECONDS,
        }));
    }

    /// What follows a throw or a move: animations, notices, the save.
    fn after(&mut self, events: &[Event], now: f64, effects: &mut Vec<Effect>) {
        self.marked = None;
        self.hint = None;
        self.hint_pending = None;
        let start = now.max(self.roll_until);
        let step = step_seconds(self.settings.animation);
        let motions = plan_motions(events, start, step, self.settings.reduced_motion);
        self.settle_at = motions.iter().map(crate::Motion::end).fold(start, f64::max);
        if let Some(session) = &self.session {
            let cues = plan_cues(events, &motions, start, |seat| session.is_here(seat));
            if !cues.is_empty() {
                effects.push(Effect::Sound(cues));
            }
        }
        if !motions.is_empty() {
            effects.push(Effect::Animate(motions));
        }
        for event in events {
            let (tell, seat) = match *event {
                Event::Cut { by, pawn, .. } => (
                    Tell::Cut {
                        by,
                        victim: pawn.seat,
                    },
                    by,
                ),
                Event::ValueLost { seat, value } => (Tell::ValueLost { seat, value }, seat),
                Event::PlayerFinished { seat, place: 1 } => (Tell::King(seat), seat),
                _ => continue,
            };
            // Notices show once the dice have landed.
            effects.push(Effect::Tell(Notice {
                tell,
                seat: Some(seat),
                from: start,
                until: start + NOTICE_SECONDS,
            }));
        }
        self.choose_pooled_value();
        self.save(effects);
    }

    /// Keeps the chosen pooled value if it is still in the pool, else the first one.
    fn choose_pooled_value(&mut self) {
        if let Some(session) = &self.session {
            let mut pool = session.game().pool();
            let chosen = self.chosen_value;
            if chosen.is_none_or(|v| !session.game().pool().any(|p| p == v)) {
                self.chosen_value = pool.next();
            }
        }
    }

    /// Hands the game to the front end to save: the unfinished game, or the finished one
    /// for the history.
    fn save(&self, effects: &mut Vec<Effect>) {
        if let Some(session) = &self.session {
            let saved = session.saved().clone();
            effects.push(if saved.is_finished() {
                Effect::Finish(saved)
            } else {
                Effect::Save(saved)
            });
        }
    }
}
