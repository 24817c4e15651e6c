//! Keys: turned into commands, like clicks.

use dhayam_table::Command as TableCommand;
use egui::{Key, Modifiers};

use crate::{Command, Screen};

/// What the keys may do this frame.
pub struct KeyContext {
    /// The screen shown.
    pub screen: Screen,
    /// Whether a game is on the board (not the setup or the offer to resume).
    pub playing: bool,
    /// Whether the setup screen is shown.
    pub setting_up: bool,
    /// The replay's step, if a replay is open.
    pub replay_step: Option<usize>,
    /// The keys go to the window's buttons (F6), not to the board.
    pub to_buttons: bool,
}

/// Reads the keys pressed this frame into `commands`.
pub fn keyboard(ctx: &egui::Context, keys: &KeyContext, commands: &mut Vec<Command>) {
    if ctx.text_edit_focused() {
        return;
    }
    let focused = ctx.memory(egui::Memory::focused);
    let on_board = keys.playing && keys.screen == Screen::Game;
    if on_board && keys.to_buttons {
        // F6 gave the keys to the buttons: Tab goes from one to the next, Space and Enter
        // press them, and Esc (or F6 again) gives the keys back to the board.
        ctx.input_mut(|input| {
            let back = input.consume_key(Modifiers::NONE, Key::Escape)
                | input.consume_key(Modifiers::NONE, Key::F6);
            if back {
                commands.push(Command::KeysToBoard);
            }
        });
        return;
    }
    if on_board && let Some(id) = focused {
        // On the board the keys belong to the game, not to widget focus.
        ctx.memory_mut(|m| m.surrender_focus(id));
    }
    ctx.input_mut(|input| {
        let to_buttons = input.consume_key(Modifiers::NONE, Key::F6)
            | input.consume_key(Modifiers::NONE, Key::F10);
        if on_board && to_buttons {
            commands.push(Command::KeysToButtons);
            return;
        }
        if input.consume_key(Modifiers::COMMAND, Key::N) {
            commands.push(Command::NewGame);
        }
        if input.consume_key(Modifiers::NONE, Key::Escape) {
            commands.push(Command::Cancel);
        }
        if input.consume_key(Modifiers::NONE, Key::M) {
            commands.push(Command::ToggleMute);
        }
        if keys.screen == Screen::History
            && let Some(step) = keys.replay_step
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
                commands.push(Command::ReplayTo((step + forward).saturating_sub(back)));
            }
        }
        if keys.screen == Screen::Practice {
            // A pawn's number answers the puzzle with it; Enter goes on, as the button does.
            if let Some(pawn) = pawn_key(input) {
                commands.push(Command::AnswerPuzzleWith(pawn));
            }
            if focused.is_none() && input.consume_key(Modifiers::NONE, Key::Enter) {
                commands.push(Command::NextPuzzle);
            }
        }
        if keys.screen != Screen::Game {
            return;
        }
        if keys.setting_up {
            if focused.is_none() && input.consume_key(Modifiers::NONE, Key::Enter) {
                commands.push(Command::StartGame);
            }
            return;
        }
        if !keys.playing {
            return;
        }
        let confirm = input.consume_key(Modifiers::NONE, Key::Space)
            | input.consume_key(Modifiers::NONE, Key::Enter);
        if confirm {
            commands.push(TableCommand::Confirm.into());
        }
        if input.consume_key(Modifiers::NONE, Key::Tab) {
            commands.push(TableCommand::CycleMove.into());
        }
        if input.consume_key(Modifiers::COMMAND, Key::Z) {
            commands.push(TableCommand::Undo.into());
        }
        if input.consume_key(Modifiers::NONE, Key::H) {
            commands.push(TableCommand::Hint.into());
        }
        if let Some(pawn) = pawn_key(input) {
            commands.push(TableCommand::PickPawn(pawn).into());
        }
    });
}

/// The pawn (0-based) whose number key, 1 to 6, was pressed this frame, if one was.
fn pawn_key(input: &mut egui::InputState) -> Option<u8> {
    const DIGITS: [Key; 6] = [
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
    ];
    let mut pressed = None;
    for (number, key) in (0u8..).zip(DIGITS) {
        if input.consume_key(Modifiers::NONE, key) {
            pressed = Some(number);
        }
    }
    pressed
}
