//! The table: the one place where commands change the game.

use dhayam_core::{Board, Event, Move, Phase, Setup};
use dhayam_store::{SavedGame, SeatPlayer, TableSettings};

mod auto;
mod queries;
mod remote;
mod turns;
mod tutor;

pub use tutor::TutorQuestion;
use tutor::Tutoring;

use crate::effect::{Effect, Notice, Tell};
use crate::pace::{notice_seconds, step_seconds};
use crate::{Command, DiceSource, Session, Stamp, plan_cues, plan_motions};

/// Seconds the "move taken back" notice stays up.
const UNDONE_SECONDS: f64 = 2.5;

/// How a table's throws and moves are decided.
enum Mode {
    /// The table throws its own dice and plays its moves (a game at one computer).
    ThrowsHere(Box<dyn DiceSource>),
    /// The host's table across computers, the one true game: its seats' moves are played
    /// here at once and told as [`Effect::Played`]; a throw is called for
    /// ([`Effect::CallThrow`]) and comes in as a [`Command::Step`] once every player's
    /// part is in, as do the guests' checked moves.
    Hosts {
        /// The throw called for and not yet made.
        called: Option<Stamp>,
    },
    /// The table follows a host: what its seats want goes out as [`Effect::Intent`], and
    /// only the host's [`Command::Step`]s and [`Command::Sync`]s change its game.
    FollowsHost {
        /// The wish sent and not yet answered by a step.
        asked: Option<Stamp>,
    },
}

impl Mode {
    /// The throw called for or the wish sent was answered (or the position replaced).
    fn answered(&mut self) {
        match self {
            Mode::ThrowsHere(_) => {}
            Mode::Hosts { called } => *called = None,
            Mode::FollowsHost { asked } => *asked = None,
        }
    }
}

/// One game at a table and everything around it: who sits where, the dice, undo, hints,
/// and the pace of computer and forced moves. See the crate documentation.
pub struct Table {
    settings: TableSettings,
    session: Option<Session>,
    offer: Option<SavedGame>,
    /// Where its throws come from: its own dice, or a host across computers.
    mode: Mode,
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
    /// The tutor's look at the person's move, or its question.
    tutoring: Tutoring,
}

impl Table {
    /// A table with `settings`, offering `offer` (an unfinished game found at start) to be
    /// resumed, throwing with `dice`.
    pub fn new(
        settings: TableSettings,
        offer: Option<SavedGame>,
        dice: Box<dyn DiceSource>,
    ) -> Table {
        Table::assemble(settings, offer, Mode::ThrowsHere(dice))
    }

    /// A table in `mode` ([`Table::new`], [`Table::networked`]).
    fn assemble(settings: TableSettings, offer: Option<SavedGame>, mode: Mode) -> Table {
        Table {
            settings,
            session: None,
            offer,
            mode,
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
            tutoring: Tutoring::Idle,
        }
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
                if let Some(mv) = self
                    .person_moves()
                    .into_iter()
                    .find(|m| m.number() == number)
                {
                    self.play(mv, now, &mut effects);
                } else if let Some((seat, value, why)) = self.why_stuck(number) {
                    let stuck = Tell::Stuck {
                        seat,
                        pawn: number,
                        value,
                        why,
                    };
                    Self::tell(stuck, Some(seat), now, &mut effects);
                }
            }
            Command::CycleMove => {
                // Moves that come to the same (pawns in the yard, say) are one choice.
                let mut moves: Vec<Move> = Vec::new();
                for mv in self.person_moves() {
                    if !moves.iter().any(|m| m.same_play(&mv)) {
                        moves.push(mv);
                    }
                }
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
            Command::Advised { stamp, advice } => self.advised(stamp, advice, now, &mut effects),
            Command::Tutor(reply) => self.tutor_reply(reply, now, &mut effects),
            Command::Step { action, made } => {
                if self.is_networked() {
                    self.step(action, made, now, &mut effects);
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
                self.tutoring = Tutoring::Idle;
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
        self.tutoring = Tutoring::Idle;
        self.hold_auto_at = None;
        self.marked = None;
        self.chosen_value = None;
        self.auto_due = None;
        self.mode.answered();
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

    /// Tells `tell` from `now` for as long as it takes to read ([`notice_seconds`]).
    fn tell(tell: Tell, seat: Option<dhayam_core::Seat>, now: f64, effects: &mut Vec<Effect>) {
        if let Tell::Refused(error) = &tell {
            log::warn!("refused: {error}");
        }
        let until = now + notice_seconds(&tell);
        effects.push(Effect::Tell(Notice {
            tell,
            seat,
            from: now,
            until,
        }));
    }

    /// What follows a throw or a move: animations, notices, the save.
    fn after(&mut self, events: &[Event], now: f64, effects: &mut Vec<Effect>) {
        self.marked = None;
        self.hint = None;
        self.hint_pending = None;
        let start = now.max(self.roll_until);
        let step = step_seconds(self.settings.animation);
        let board = self
            .session
            .as_ref()
            .map_or(&Board::DHAYAM, |s| s.game().board());
        let motions = plan_motions(board, events, start, step, self.settings.reduced_motion);
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
                Event::ValueLost { seat, value } => {
                    let why = self
                        .session
                        .as_ref()
                        .map(|s| s.game().why_lost(seat, value))
                        .unwrap_or_default();
                    (Tell::ValueLost { seat, value, why }, seat)
                }
                Event::PlayerFinished { seat, place: 1 } => (Tell::King(seat), seat),
                _ => continue,
            };
            // Notices show once the dice have landed.
            let until = start + notice_seconds(&tell);
            effects.push(Effect::Tell(Notice {
                tell,
                seat: Some(seat),
                from: start,
                until,
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
