# Dhayam in English. Every id here has a twin in ta.ftl; the tests check both ways.

## Languages (each named in its own language)

language-english = English
language-tamil = தமிழ்

## Seat colours

colour-red = Red
colour-green = Green
colour-yellow = Yellow
colour-blue = Blue

## Places in the ranking

place-ordinal = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }

## The move log

log-new-game = New game. { $seat } throws first
log-throws = { $seat } throws { $value }
log-enters = { $seat } enters pawn { $pawn }
log-moves = { $seat } moves pawn { $pawn } from square { $from } to { $to }
log-moves-to-centre = { $seat } moves pawn { $pawn } from square { $from } to the centre
log-cuts = { $seat } cuts { $other }: pawn { $pawn } goes back to the yard
log-cuts-home = { $seat } cuts { $other }: pawn { $pawn } goes back to its home square
log-pawn-home = { $seat } pawn { $pawn } reaches the centre
log-crowned = { $seat } brings every pawn home and is crowned King!
log-finishes = { $seat } finishes { $place }
log-value-lost = { $seat } cannot use the { $value }; it is lost
log-throw-again = { $seat } throws again
log-turn-void = { $seat } threw three bonus values in a row: the turn is void
log-ranking-entry = { $place }. { $seat }
log-game-over = Game over: { $ranking }
log-throws-and-enters = { $seat } throws { $value } and enters pawn { $pawn }
log-throws-and-moves = { $seat } throws { $value } and moves pawn { $pawn } from square { $from } to { $to }
log-throws-and-moves-to-centre = { $seat } throws { $value } and moves pawn { $pawn } from square { $from } to the centre
log-throws-but-loses = { $seat } throws { $value } but cannot use the { $lost }; it is lost

## The menu bar

menu-new-game = New game
menu-new-game-key = Ctrl+N
menu-back-to-game = Back to the game
menu-history = History
menu-statistics = Statistics
menu-rules = Rules
menu-settings = Settings

## Settings

settings-auto-play = Play a single legal move by itself
settings-animation = Animation speed
settings-animation-instant = Instant
settings-animation-fast = Fast
settings-animation-normal = Normal
settings-animation-slow = Slow
settings-pace = Computer pace
settings-pace-instant = Instant
settings-pace-brisk = Brisk
settings-pace-readable = Readable
settings-pace-slow = Slow
settings-theme = Theme
settings-theme-light = Light
settings-theme-dark = Dark
settings-theme-system = System
settings-language = Language

## Sound

settings-sound = Sound
settings-volume = Volume
settings-mute = Mute
settings-mute-key = Sound off or on again (M)

## The rules window

rules-title = Rules
rules-aim-title = The aim
rules-aim = Bring all your pawns from your yard along the spiral path to the centre. The first to do so is crowned King; the others play on for the places.
rules-dice-title = The dice
rules-dice = Two long four-sided dice show blank, 1, 2 or 3. The throw is their sum, except two blanks, which count 12. A 1, 5, 6 or 12 earns another throw.
rules-cowries-title = The cowries
rules-cowries = On the 5x5 board four cowrie shells are thrown. The throw is how many land mouth up, 1 to 4; none up counts 8. A 4 or an 8 earns another throw.
rules-entering-title = Entering
rules-entering = Your first pawn enters on your home cross with a 1. After that a 1 or a 5 enters a pawn. Entering uses the whole throw.
rules-moving-title = Moving
rules-moving = A pawn moves the whole value along its path, counter-clockwise around the outside, then inwards. You must move if you can; a value that no pawn can use is lost.
rules-cutting-title = Cutting
rules-cutting = Landing on an opponent's pawn on a plain square cuts it: it goes back to its yard. Your own pawns never share a plain square. The crosses are safe: any number of pawns may stand there and nobody is cut.
rules-gate-title = The gate
rules-gate = Until you have cut a pawn, your pawns may not go inside: at the arrow behind your home they keep circling the outer ring. Once you have cut, the arrow leads inside.
rules-centre-title = The centre
rules-centre = A pawn needs the exact value to reach the centre. Pawns at the centre are finished.
rules-aim-5x5 = Bring all four of your pawns from your home square along the path to the centre. The first to do so is crowned King; the others play on for the places.
rules-start-title = Starting
rules-start-5x5 = The 5x5 board has no yard: your pawns start on your home square, the cross in the middle of your side, and need no throw to come in. Unless the house rules say otherwise, you throw first: throw again on every 4 or 8, then play each value you threw, whole, with one pawn.
rules-cutting-5x5 = Landing on opponents' pawns on a plain square cuts them all: they go back to their home square, and the cut earns one more throw. Your own pawns never share a plain square of the outer ring; on the inner ring's squares they may (and an opponent landing there cuts them all). The homes are safe: any number of pawns may stand there and nobody is cut.
rules-gate-5x5 = Until you have cut a pawn, your pawns may not go inside: at the arrow behind your home a pawn must wait, since a move into the inner ring is not allowed. Once you have cut, the arrow leads inside.
rules-house-title = House rules
rules-house = The new-game screen offers the traditional variants: entering with a 1 only, throwing first and then moving, an extra throw after a cut, waiting at the gate, clockwise play and stopping at the first winner.
rules-house-5x5 = The new-game screen offers the variants of the 5x5 board: pawns that start in the yard (a 1 brings each in, and a cut pawn goes back there), a 1 that throws again too, no gate at all, own pawns that never share a square, and three throws again in a row making the turn void; and those of both boards: moving after every throw, no extra throw after a cut, circling at the gate, clockwise play and stopping at the first winner.
rules-keys-title = Keys
rules-keys = Space or Enter throws. 1 to 6 move that pawn. Tab marks the next legal move and Enter plays it; Esc drops the mark. Ctrl+N starts a new game. F6 (or F10) gives the keys to the menu and the buttons: Tab goes from one to the next, Enter presses it, Esc gives the keys back to the board. Ctrl and + or - make everything larger or smaller, Ctrl+0 as it was.

## The end of a game

game-over-title = Game over
game-over-king = { $place }. { $who }: King
game-over-place = { $place }. { $who }, { $ordinal }
game-over-play-again = Play again
game-over-new-game = New game
player-with-colour = { $name } ({ $colour })

## The side panel

side-to-throw = { $seat } to throw
side-to-move = { $seat } to move
side-computer = { $name } · Computer, { $level }
side-computer-thinking = { $name } · Computer, { $level } · thinking…
side-game-over = Game over
side-throw-again = Throw again!
side-throw = Throw
side-throw-keys = Space or Enter
side-undo = Undo
side-undo-hover = Ctrl+Z: take back your last move, with the same throw
side-undo-off = Undo is off for this game
side-hint = Hint
side-hint-hover = H: show the move the Hard computer would make
side-thinking = Thinking…
side-hint-enter = Hint: enter pawn { $pawn } with the { $value }
side-hint-move = Hint: move pawn { $pawn } by { $value }
side-pool = Pool:
side-pool-empty = empty
side-use-value = { $count ->
        [1] Use { $value }
       *[other] Use { $value } (x{ $count })
    }
side-counts-gate-open = yard { $yard } · board { $board } · centre { $centre } · has cut: may go inside
side-counts-gate-closed = yard { $yard } · board { $board } · centre { $centre } · must cut to go inside
side-moves = Moves

## Players

level-easy = Easy
level-medium = Medium
level-hard = Hard
kind-human = Human
kind-remote = Friend on another computer
kind-computer = Computer · { $level }
colour-letter-red = R
colour-letter-green = G
colour-letter-yellow = Y
colour-letter-blue = B
seat-south = South
seat-east = East
seat-north = North
seat-west = West
level-easy-hint = Plays a random legal move
level-medium-hint = Cuts, enters, reaches crosses and flees danger
level-hard-hint = Looks ahead over the throws to come

## The new-game screen

setup-title = New game
setup-pawns = Pawns per player
setup-board = Board
setup-board-dhayam = Dhayam: the 7x7 board, two long dice
setup-board-thayam = Thayam: the 5x5 board, four cowries
setup-board-dhayam-picture = The 7x7 board of Dhayam
setup-board-thayam-picture = The 5x5 board of Thayam
setup-board-hint = Four cowries count their mouths up: 1, 2, 3 or 4, and none up counts 8. A 4 or an 8 earns another throw.
setup-board-hint-one = Four cowries count their mouths up: 1, 2, 3 or 4, and none up counts 8. A 1, a 4 or an 8 earns another throw.
setup-pawns-small-board = The 5x5 board is played with four pawns each.
setup-pawns-count = { $count ->
        [one] { $count } pawn
       *[other] { $count } pawns
    }
setup-start = Start game
setup-start-key = Enter
setup-seating = Seating
setup-players-count = { $count } players
setup-two-opposite = Two players always sit opposite each other:
setup-two-pair = { $seat } and { $other } ({ $colour }, { $othercolour })
setup-three-empty = Which seat stays empty?
setup-seat-with-colour = { $seat } ({ $colour })
setup-four-full = Every seat is taken.
setup-seating-picture = Seating: { $colours }
setup-players = Players
setup-player-row = { $letter } { $colour } ({ $seat })
setup-name-field = { $colour } name
setup-human-choice = { $colour }: Human
setup-computer = Computer:
setup-computer-choice = { $colour }: Computer { $level }
setup-rule-set = Rule set
preset-classic = Classic
preset-traditional = Traditional
setup-custom = (custom)
setup-rules-thayam = Thayam's own
setup-entering = Entering
setup-entering-one-then-five = 1, then 1 or 5
setup-entering-one-only = 1 only
setup-entering-hint = The first pawn always needs a 1; later pawns may also enter on a 5.
setup-turns = Turns
setup-turns-per-throw = Move after every throw
setup-turns-throw-first = Throw first
setup-turns-hint = Move after every throw: each value is played before the next throw. Throw first: throw again on every 1, 5, 6 or 12, then spend all the values.
setup-turns-hint-cowries = Move after every throw: each value is played before the next throw. Throw first: throw again on every 4 or 8, then spend all the values.
setup-turns-hint-cowries-one = Move after every throw: each value is played before the next throw. Throw first: throw again on every 1, 4 or 8, then spend all the values.
setup-cut-bonus = Cut bonus
setup-cut-bonus-extra = Extra throw after a cut
setup-cut-bonus-hint = A move that cuts earns one more throw.
setup-gate = Gate
setup-gate-circle = Keep circling
setup-gate-wait = Wait at the gate
setup-gate-open = No gate
setup-gate-hint = What a pawn does at its arrow before its player has cut.
setup-begin = Pawns start
setup-begin-home = On the home square
setup-begin-yard = In the yard
setup-begin-hint = In the yard, every pawn needs a 1 to come in, and a cut pawn goes back to the yard.
setup-bonus = Throw again on
setup-bonus-four-eight = 4 and 8
setup-bonus-one-four-eight = 1, 4 and 8
setup-bonus-hint = The values that earn another throw.
setup-inner = Own pawns inside
setup-inner-share = May share a square
setup-inner-apart = Never share a square
setup-inner-hint = Whether your own pawns may stand together on a plain inner square (an opponent landing there cuts them all).
setup-three-bonuses = Three throws again
setup-three-bonuses-play = Nothing special
setup-three-bonuses-void = The turn is void
setup-three-bonuses-hint = Three bonus values in a row in one turn: with throw first all three are lost, with a move after every throw the third; then the turn passes. A new turn earned by a cut counts afresh.
setup-order = Turn order
setup-order-counter-clockwise = Counter-clockwise
setup-order-clockwise = Clockwise
setup-order-hint = The direction play passes around the table.
setup-undo = Undo
setup-undo-allow = Allow taking back moves
setup-undo-hint = Ctrl+Z takes back a person's last move; off for strict games.
setup-first-winner = First winner
setup-play-on = Play on for places
setup-stop = Stop
setup-first-winner-hint = After the King is crowned, play on or end the game.

## History and replay

history-title = History
history-not-saved = Games are not being saved, so there is no history.
history-import = Import…
history-import-hover = Add a game file to the history
history-waiting-dialog = Waiting for the file dialog…
history-empty = No finished games yet. Games played to the end are kept here.
history-date = Date
history-players = Players
history-winner = Winner
history-length = Length
history-replay = Replay
history-replay-game = Replay game { $game }
history-export = Export…
history-export-game = Export game { $game }
history-winner-nobody = nobody
history-unfinished = unfinished
history-length-value = { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
history-player-computer = { $player } ({ $kind })
history-cannot-replay = This game cannot be replayed: { $error }.
replay-title = Replay
replay-step = Step { $step } of { $total }
replay-start-of-game = The start of the game
replay-moves-pawn = { $seat } moves pawn { $pawn }
replay-to-start = Start
replay-back = Back
replay-forward = Forward
replay-to-end = End
replay-keys = Left and right arrow keys step too.
replay-back-to-list = Back to the list

## Notices over the dice

notice-undone = Move taken back
notice-undone-again = Move taken back: play the { $value } again
notice-cuts = { $seat } cuts { $other }!
notice-value-lost = No move: { $seat } loses the { $value }
notice-king = { $seat } is King!
notice-stuck = Pawn { $pawn } cannot move { $value }
notice-only-move = { $seat }'s only move, played by itself

## Why a value is lost or a pawn cannot move

why-yard-one = Pawns in the yard need a 1 to come in.
why-yard-one-or-five = Pawns in the yard need a 1 or a 5 to come in.
why-own-pawn = Pawn { $pawn } would land on its own pawn { $other }: two of one colour share only a cross.
why-gate-shut = Pawn { $pawn } waits before the gate until { $seat } cuts a pawn.
why-gate-shut-count = { $count ->
        [one] 1 pawn waits before the gate until { $seat } cuts a pawn.
       *[other] { $count } pawns wait before the gate until { $seat } cuts a pawn.
    }
why-past-centre = { $left ->
        [one] Pawn { $pawn } is 1 step from the centre, which takes an exact throw.
       *[other] Pawn { $pawn } is { $left } steps from the centre, which takes an exact throw.
    }
why-at-centre = Pawn { $pawn } is already at the centre.
why-no-such-pawn = There is no pawn { $pawn } to move.

## Files, messages and errors

messages-ok = OK
dialog-filter-game = Dhayam game
file-exported = The game was exported to { $file }.
file-imported = { $file } was added to the history.
error-not-exported = The game could not be exported: { $error }.
error-not-imported = { $file } could not be imported: { $error }. Nothing was changed.
error-cannot-save-games = Games cannot be saved: { $error }.
error-finished-not-kept = The finished game could not be kept: { $error }.
error-game-not-saved = The game could not be saved: { $error }.
error-not-set-aside = The unfinished game could not be set aside: { $error }.
error-settings-not-saved = The settings could not be saved: { $error }.
error-file-unusable = { $path } could not be used: { $error }.
error-file-unusable-moved = { $path } could not be used: { $error }. It was moved to { $moved }.
error-cannot-start = This game cannot start: { $error }.
error-computer-failed = A computer player stopped thinking; it played its first legal move.
error-dialog-failed = The file dialog could not open: { $error }.
error-dialog-portal = The file dialog could not open (on Linux it needs xdg-desktop-portal).

## The offer to resume

resume-title = An unfinished game
resume-summary-to-throw = { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    } and { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } played, { $seat } to throw
resume-summary-to-move = { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    } and { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } played, { $seat } to move
resume-resume = Resume
resume-new-game = New game

## The board (accessible names and move previews)

board-yard = { $count ->
        [one] { $seat } yard: { $count } pawn
       *[other] { $seat } yard: { $count } pawns
    }
board-pawn-in-yard = { $seat } pawn { $pawn } in yard
board-pawn-at-centre = { $seat } pawn { $pawn } at the centre
board-pawn-on-square = { $seat } pawn { $pawn } on square { $square }
board-pawn-hint = { $pawn }, the hint
board-centre = Centre
board-crown = The King's crown, { $seat }
board-square = Square row { $row } column { $column }
board-home-cross = { $seat } home cross
board-cross = cross
board-arrow = { $seat } arrow
board-preview-enters = Pawn { $pawn } enters
board-preview-centre = Pawn { $pawn } reaches the centre
board-preview-to = Pawn { $pawn } to square { $square }
board-preview-cuts = { $move }, cuts { $seat } pawn { $pawn }

## The dice

dice-rolling = Die { $die } rolling
dice-shows = { $face ->
        [0] Die { $die } shows blank
       *[other] Die { $die } shows { $face }
    }
dice-not-thrown = Die { $die } not thrown yet

## The cowries (the 5x5 board's throw)

cowrie-tumbling = Cowrie { $shell } tumbling
cowrie-mouth-up = Cowrie { $shell } lies mouth up
cowrie-mouth-down = Cowrie { $shell } lies mouth down
cowrie-not-thrown = Cowrie { $shell } not thrown yet

## Statistics

stats-title = Statistics
stats-players = Players
stats-no-games = No finished games yet.
stats-name = Name
stats-games = Games
stats-wins = Wins
stats-kind = Played by
stats-wins-hover = Games won (1st place): the first to bring every pawn to the centre (King).
stats-first-no-winner = 1st, no winner
stats-first-no-winner-hover = Ranked first in a game nobody won: it ended with no move left for anyone, and the ranking went by pawns at the centre, then by how far the pawns got.
stats-dice = Dice: { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }
stats-dice-explained = Each value's share of all throws (bar) next to its exact chance (line).
stats-value = Value
stats-throws = Throws
stats-seen = Seen
stats-exact = Exact
stats-value-bar = Value { $value }: seen { $seen }%, exact { $exact }%
stats-chi-square-fair = Chi-square { $chi } over { $dof } degrees of freedom: within what fair dice give 95% of the time.
stats-chi-square-unusual = Chi-square { $chi } over { $dof } degrees of freedom: unusual for fair dice (it happens 5% of the time).
stats-cowries = Cowries: { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }
stats-cowries-chi-square-fair = Chi-square { $chi } over { $dof } degrees of freedom: within what fair cowries give 95% of the time.
stats-cowries-chi-square-unusual = Chi-square { $chi } over { $dof } degrees of freedom: unusual for fair cowries (it happens 5% of the time).
stats-few-throws = With fewer than { $throws } throws this says little: the rarest values are expected fewer than five times.

## Why something failed: the { $error } of the messages above.
why-move-expected = the game is waiting for a move, not a throw
why-throw-expected = the game is waiting for a throw, not a move
why-game-over = the game is over
why-illegal-move = pawn { $pawn } cannot move { $value } now
why-pool-full = no more throws of { $value } can be kept
why-no-such-move = there is no move number { $number } now
why-wrong-throw = this board is played with { $expected }, not { $got }
throw-kind-long-dice = two long dice
throw-kind-cowries = four cowries
why-player-count = a game needs 2, 3 or 4 players, not { $count }
why-seat-twice = { $seat } is chosen twice
why-not-opposite = two players must sit opposite each other ({ $seat } and { $other } are neighbours)
why-pawn-count = each player has 4, 5 or 6 pawns, not { $count }
why-small-board-pawns = the 5x5 board is played with 4 pawns each, not { $count }
why-first-not-seated = the first player, { $seat }, has no seat at the table
why-teams-need-four = team play needs four players, not { $count }
why-small-board-rule = { $rule } is a house rule of the 5x5 board only
why-record-throw = throw { $number } of the game breaks the rules ({ $error })
why-record-move = move { $number } of the game breaks the rules ({ $error })
why-record-unused = the game ended with { $throws } throws and { $moves } moves left over
why-no-home = this system gives no home folder to keep games in
why-io = { $path }: { $reason }
why-too-large = the file is { $size } KB, more than the { $limit } KB any Dhayam file has
why-empty = the file is empty
why-not-text = the file is not text
why-syntax = the file is not in Dhayam's format ({ $detail })
why-newer = the file is from a newer Dhayam (format { $found }; this one reads up to { $supported })
why-unknown-version = the file has a format version Dhayam never wrote ({ $found })
why-encode = the game could not be written ({ $detail })
why-in-use = another Dhayam is already using the data folder { $dir }; close it, or start this one with --data-dir DIR
why-dice-ran-out = the dice have no more throws after { $count }
why-dice-wrong-kind = the prepared throws are { $scripted }, but this board throws { $asked }

## The crash report of the last run, told once at the next start.
messages-crash-report = Dhayam closed unexpectedly last time. Its crash report is { $path }; please attach it, with dhayam.log from the same folder, to a bug report.
messages-open-folder = Open the folder
why-thread = the saving thread could not start ({ $reason })
why-writer-panicked = saving stopped after an internal error; the game is still on the board
why-player-missing = { $seat } plays but has no player
why-player-twice = { $seat } has more than one player
why-player-not-playing = { $seat } has a player but does not play
why-name-empty = the player at { $seat } has no name
why-name-too-long = the name at { $seat } is longer than { $limit } letters
why-name-control = the name at { $seat } has characters that cannot be shown

## Motion
settings-reduced-motion = Reduced motion
settings-reduced-motion-hover = No bouncing dice, hopping pawns or confetti: plain short moves
game-over-cuts-made = Cuts made
game-over-pawns-lost = Pawns lost
game-over-throws-lost = Throws lost
## Win chances and review

settings-win-chances = Show each player's chance of winning
win-chances-title = Chances of winning
win-chances-part = { $seat } { $percent }%
win-chances-label = Chances of winning: { $chances }
review-title = Review by Hard
review-running = Hard is reviewing the game… { $percent }%
review-failed = This game could not be reviewed: { $error }.
review-stopped = The review stopped before it was done.
review-player = { $seat }: { $accuracy }% accurate, { $mistakes ->
        [0] no big mistakes
        [one] one big mistake
       *[other] { $mistakes } big mistakes
    }, luck { $luck } points
review-graph-label = Chances of winning over the game; now { $chances }
review-graph-start = Start
review-graph-steps = Step { $steps }
review-graph-mistake = a big mistake, in the mover's colour
review-you = you
review-luck-dice = { $who ->
        [you] You lost, but the dice gave you { $luck } points less than { $winner }, and you played better.
       *[other] { $seat } lost, but the dice gave { $seat } { $luck } points less than { $winner }, and { $seat } played better.
    }
review-luck-both = { $who ->
        [you] You lost to the dice and to the play: the dice gave you { $luck } points less than { $winner }, and you gave away { $given } points more.
       *[other] { $seat } lost to the dice and to the play: the dice gave { $seat } { $luck } points less than { $winner }, and { $seat } gave away { $given } points more.
    }
review-luck-play = { $who ->
        [you] You lost to the play: the dice gave you { $luck } points more than { $winner }, but you gave away { $given } points more.
       *[other] { $seat } lost to the play: the dice gave { $seat } { $luck } points more than { $winner }, but { $seat } gave away { $given } points more.
    }
review-luck-unclear = { $who ->
        [you] You lost, although the dice gave you { $luck } points more than { $winner } and you gave away { $given } points less: this game's dice and play cannot be told apart.
       *[other] { $seat } lost, although the dice gave { $seat } { $luck } points more than { $winner } and { $seat } gave away { $given } points less: this game's dice and play cannot be told apart.
    }
review-graph-dice = the dice alone: the chance at the start plus every throw's luck
review-previous-mistake = Previous mistake
review-next-mistake = Next mistake
review-no-mistakes = No big mistakes in this game.
review-best-enter = enter pawn { $pawn } with { $value }
review-best-move = move pawn { $pawn } by { $value }
review-verdict-best = { $seat } played as Hard would: { $chance }% to win.
review-verdict-small = { $seat } gave away { $given } points of win chance; Hard would { $best } ({ $best-chance }% to win).
review-verdict-mistake = Big mistake: { $seat } gave away { $given } points of win chance; Hard would { $best } ({ $best-chance }% instead of { $chance }%).
review-verdict-throw = { $seat } threw { $value }: luck { $luck } points against an average throw.
review-verdict-no-choice = No real choice at this step.
replay-mark-played = The move played: pawn { $pawn } by { $value }
replay-mark-best = Hard would { $best } here
## Look
settings-board = Board
settings-board-plain = Plain
settings-board-wood = Wood
settings-board-chalk = Chalk on the floor
settings-colour-blind = Colour-blind-safe seat colours
rules-paths = Each colour's path: round the outer ring from its home, then through its gate (the arrow) into the inner squares and on to the centre. Until you cut, the ring goes on (dashed).
rules-paths-5x5 = Each colour's path: round the outer ring from its home, then through its gate (the arrow) into the inner squares and on to the centre. Until you cut, a pawn waits at its gate.
rules-path-board = { $seat }'s path from its home to the centre
## Across computers
setup-remote = Friend on another computer
setup-remote-choice = { $colour }: Friend on another computer
setup-remote-hint = A friend plays this seat from their own computer: starting opens the table and gives you a join code to send them.
setup-join = Join a table…
join-title = Join a table
join-explain = Paste the join code your host sent you. Your computer connects to theirs directly; no account is needed.
join-code = Join code
join-code-hint = Paste the code here
join-paste = Paste
join-paste-hover = Paste the join code from the clipboard (or press Ctrl+V in the field)
join-code-empty = There is no join code here: copy the one your host sent, then paste it.
join-code-not-a-code = That is not a join code: a join code begins with "endpoint". Copy the whole code your host sent.
join-code-damaged = The join code is cut short or damaged. Copy all of it again, or ask your host to send it again.
join-code-several = There are two different join codes here. Paste only the one your host sent for this table.
join-name = Your name
join-name-hint = The name the others will see
join-join = Join
join-cancel = Cancel
nearby-title = Tables on this network
nearby-looking = Looking for tables on this network…
nearby-open-seats = { $count ->
    [one] 1 open seat
   *[other] { $count } open seats
}
nearby-join = Join this table
nearby-name-first = Type your name above first: the others will see it.
nearby-full = Every seat at this table is taken.
nearby-table-name = { $name }'s table
nearby-table-unnamed = A Dhayam table
settings-tables-nearby = Find tables on this network
settings-tables-nearby-hover = Show tables hosted on this network in the join form, and show yours there. Only a marker is published; the table's name is told to those who ask.
reach-title = Play across computers
reach-internet = Over the internet (a code works anywhere)
reach-this-network = This network only (no internet: for a LAN party)
reach-internet-hover = The computers connect directly when they can, else through a relay server. Your router is asked to open a port for the table, so that a direct connection is found more often.
reach-this-network-hover = No relays and no internet lookups: only computers on this network can join, by the code or from the tables found nearby.
reach-relay = Through your relay server { $relay }
lobby-hosting = Your table is open
lobby-joined = You are at the table
lobby-code-explain = Send this join code to your friends; they choose "Join a table…" and paste it.
lobby-opening = Opening the table… the join code follows in a few seconds.
lobby-copy = Copy the code
lobby-share = Share as text
lobby-share-hint = Copies a message with the code that you can send as it is: your friend copies all of it and clicks Paste in Dhayam.
lobby-share-message = Come and play Dhayam with me! Open Dhayam, choose "Join a table…", and paste this whole message (the code is below).
lobby-copied = Copied to the clipboard
lobby-start = Start the game
lobby-leave = Leave the table
lobby-wait-for-host = Waiting for the host to start the game…
lobby-connecting = Connecting to the host…
lobby-trouble = Not connected: { $why }
lobby-open-seat = Open: waiting for a friend
lobby-guest-gone = { $name } (disconnected; the seat waits)
lobby-stand-in = { $name } (away; a computer plays until they are back)
strip-waiting-gone = Waiting for { $name } to come back.
strip-waiting-silent = No answer from { $name } for a while: connected, but silent.
strip-hand-over = Let a computer play for { $name }
lobby-redialling = The connection to the host was lost; dialling again…
lobby-remove = Remove { $name }
lobby-remove-hint = Closes their connection and turns their computer away from this table from now on. Before the start their seat is open again; during the game a computer plays it to the end.
strip-waits-alone = Nobody else is here to take part in the throws: the game waits for a player to come back.
strip-go-on-alone = Throw without the others
strip-go-on-alone-hint = Throws made with your dice alone are marked “host only, not provably fair” in the record and on every screen.
strip-missed = While you were away, { $throws } throws were made without your dice ({ $alone } of them by the host alone, not provably fair).
strip-missed-seen = OK
strip-let-back = Let { $name } play again
strip-let-back-hint = A computer plays their seats since they held the game up; they play them again from the next turn that is not theirs.
guest-stopped-version = the host's Dhayam speaks version { $host } of the game across computers and this one { $here }: both need the same version
guest-stopped-no-seat = the table has no open seat for you
guest-stopped-other-secret = this computer joined this table before with another dice secret, and its seats wait for that one: ask the host to let a computer play them, or to remove you so that the seat is free again
guest-stopped-too-many = the host stopped listening to this computer: too many of its messages were refused
guest-stopped-removed = the host removed you from this table
guest-stopped-dice = the host's dice do not check out: throw { $throw }: { $why }
guest-dice-not-its-parts = the throw is not the one its secrets make
guest-dice-parts = its secrets are missing without a reason, repeated or from someone not at the table
guest-dice-link = a player's secret is not the one its chain holds for that throw
guest-dice-unsigned = a player's chain is not signed by its key
guest-dice-alone = a throw by the host alone is not marked so, or one marked so is not
guest-dice-mine-left-out = this computer's secret was asked for and then left out
guest-dice-rewound = the host's game takes back or changes what was already played
guest-dice-not-mine = the dice ledger does not hold this computer's chain
across-reopen = Open your table again
across-rejoin = Go back to your table
strip-across = Across computers:
across-rejoin-explain = You left a table that is still going: your seats wait for you there.
across-reopen-explain = The table you host is unfinished: your friends can come back to it.
leave-title = Leave the table?
leave-guest-explain = Your seats will wait for you, and the host may let a computer play them until you are back. While the game goes on, you can go back to it from the New game screen.
leave-host-explain = Your friends' game stops until you open your table again from the New game screen.
leave-leave = Leave
leave-stay = Stay
end-title = End the game in progress?
end-explain = Starting a new game ends the game in progress for good: it cannot be played on.
end-keep = Keep the game
end-start = Start the new game
setup-aside-explain = Your game in progress is put aside: nothing is lost until you start a new one.
why-network-closed = The network could not be opened on this computer.
why-not-a-code = That is not a join code. Copy the whole code your host sent.
why-host-unreachable = The host could not be reached. Check the code, and that the host's table is still open.
why-bad-relay = The relay server "{ $relay }" in the settings cannot be used: { $why }
why-bad-relay-env = The relay server "{ $relay }" in DHAYAM_RELAY cannot be used: { $why }
why-relay-not-an-address = it is not a web address (like https://relay.example.org).
why-relay-not-http = it must start with https:// (or http://).
why-hosted-unreadable = The table you were hosting cannot be opened again; its file is kept as it is.
## First-game walkthrough
settings-walkthrough = Show first-game tips
settings-walkthrough-hover = Short tips point at the dice, a pawn that can move and the gate the first time each comes up. Turning this on again shows them all again.
tip-title = Tip
tip-dice = Your turn to throw the two long dice: click Throw, or press Space.
tip-cowries = Your turn to throw the four cowries: click Throw, or press Space.
tip-pawn = Ringed pawns can move with this throw. Click one, like this pawn, to move it (or press its number). To be warned before a move that gives chances away, turn on the tutor in Settings.
tip-gate-shut = This arrow is your gate to the inner squares. Your pawns go through only after you have cut someone's pawn; until then they go round the outer ring again.
tip-gate-wait = This arrow is your gate to the inner squares. Your pawns go through only after you have cut someone's pawn; until then they wait before it.
tip-gate-open = This arrow is your gate: you have cut a pawn, so yours may go through it into the inner squares, on to the centre.
tip-ok = OK
tip-skip = Skip tips

## The dice panel of one game

replay-copy-position = Copy position
replay-copy-position-hover = The position shown, as one line of text: paste it to share it or to analyse it (dhayam-cli analyse)
dice-open = Dice
dice-open-hover = Each player's throws against the exact odds, who contributed to the throws, and the check of every throw
dice-title = Dice of this game
dice-throws = { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }
dice-one-computer = Played at one computer: there is no dice ledger to check.
dice-chains-explained = Every throw is made of secrets that each player at the table fixed before the first throw, so nobody, the host included, could choose or foresee it.
dice-alone-count = { $count ->
        [one] { $count } throw made by the host alone: not provably fair
       *[other] { $count } throws made by the host alone: not provably fair
    }
dice-alone-which = Throw numbers: { $throws }
dice-before-signed = Recorded before signed dice: checked the way it was made.
dice-verify = Check every throw
dice-verify-hover = The same check as dhayam-cli verify: every signature, every secret and every throw
dice-verified = { $throws ->
        [one] All { $throws } throw verified.
       *[other] All { $throws } throws verified.
    }
dice-verified-shared = { $shared ->
        [one] { $shared } made of the secrets of two or more players.
       *[other] { $shared } made of the secrets of two or more players.
    }
dice-failed = The dice do not check out: { $why }
dice-contributors = Who contributed
dice-name = Name
dice-key = Key
dice-took-part = Took part
dice-away = Away
dice-handed-over = Handed over
dice-removed = Removed
dice-host-name = { $name } (host)
dice-seat-throws = { $name }: { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    }
dice-host-alone = host only, not provably fair
dice-host-alone-hover = Nobody else was at the table for this throw: the host could have foreseen it.
dice-contributor = contributor { $number }
dice-faces = { $one } + { $two } (value { $value })
dice-why-no-contributors = the dice ledger names nobody, not even the host
dice-why-signature = the secrets of { $name } are not signed by their key for this table
dice-why-same-key = { $name } has the key of another player
dice-why-count = the ledger accounts for { $ledger } throws but the game has { $record }
dice-why-parts = throw { $throw } leaves a player out without saying why, names one twice or a stranger, or lacks the host's part
dice-why-link = throw { $throw }: the secret of { $name } is not the one they fixed before the game
dice-why-alone = throw { $throw } was made by the host alone without being marked so, or is marked so though others took part
dice-why-throw = throw { $throw } is recorded as { $recorded } but its secrets make { $derived }

## Talk at a table across computers
talk-title = Talk
talk-hint = Say something…
talk-send = Send
talk-phrases = Phrases
talk-too-fast = Slow down: that line was not passed on.
talk-mute = Click to mute them here
talk-you = You
talk-unmute-name = Unmute { $name }
phrase-hello = Vanakkam!
phrase-good-luck = Good luck!
phrase-your-turn = Your turn.
phrase-well-played = Well played!
phrase-oops = Oops!
phrase-thayam = Thayam!
phrase-thanks = Thank you!
phrase-good-game = Good game!

## The turn clock at a table across computers
clock-title = Turn clock
clock-off = Off
clock-limit = { $seconds ->
    [60] 1 min
    [120] 2 min
   *[other] { $seconds } s
}
clock-here = Also for the players at this computer
clock-hint = When a player's time runs out, a computer plays that turn for them; after three in a row it plays their seats until they say they are back.
clock-told = Each turn has { $limit }; then a computer plays it.
clock-none = No turn clock: the game waits for each player.
clock-left = { $seat }: { $seconds } s left to play
clock-ran-out = Time ran out for { $name }: a computer played that turn.
clock-away = A computer plays for you: your time ran out three turns in a row.
clock-back = I'm back
lobby-away = { $name } (away: a computer plays until they are back)
strip-thinking = { $name } is thinking…
strip-back = { $name } is back.
strip-you = { $name } (you)

## Another game at the table, people who watch, the lobby's seats

game-over-again-hint = Another game at this table: the same players, and the next player throws first.
game-over-again-offered = The host opened another game at this table.
game-over-again-ready = You play again: waiting for the host to open the next game.
game-over-watching = You are watching: the next game shows here when the host opens it.
lobby-watching = You are watching this table
lobby-watching-explain = You follow the board, the moves and the talk, with no seat and no part in the dice. A seat that falls free between games can be yours.
lobby-game-number = Game { $number } at this table
lobby-custom = Custom rules
lobby-no-cut-bonus = No extra throw after a cut
lobby-first = { $colour } throws first
lobby-card-host = at the host's computer
lobby-card-computer = computer · { $level }
lobby-card-connected = connected
lobby-card-gone = disconnected; the seat waits
lobby-card-stand-in = away; a computer plays for now
lobby-card-deciding = deciding whether to play again…
lobby-seat-computer = A computer plays
lobby-seat-computer-hint = A Medium computer takes this open seat for the next game; you can open it for a friend again.
lobby-seat-open = Open for a friend
lobby-seat-open-hint = The seat waits for a friend with the code instead of this computer player.
lobby-take-seat = Take this seat
lobby-no-seat = That seat is not open any more.
lobby-let-watch = Let people watch
lobby-let-watch-hint = Anyone with the code may follow the game, with no seat and no part in the dice.
lobby-nobody-watches = Nobody is watching.
lobby-watchers = { $count ->
        [one] 1 person is watching: { $names }
       *[other] { $count } people are watching: { $names }
    }
lobby-start-waits = { $count ->
        [one] Start once the open seat is taken.
       *[other] Start once the { $count } open seats are taken.
    }
lobby-start-deciding = Start once everyone from the last game has said whether they play again.
lobby-computer-name = Computer
lobby-friend-name = Friend
strip-watching = You are watching
strip-watchers = { $count ->
        [one] 1 watching
       *[other] { $count } watching
    }
join-watch = Watch
join-watch-hint = Follow the game with no seat and no part in the dice.
nearby-watch = Watch
nearby-no-watching = The host lets nobody watch this table.
guest-stopped-no-watching = the host lets nobody watch this table, or has no room for more
talk-watcher = { $name } (watching):
replay-talk = { $count ->
        [one] Talk at the table (1 line)
       *[other] Talk at the table ({ $count } lines)
    }
replay-talk-later = Nothing said yet at this point of the game.

## The tutor, and why a move is good
settings-tutor = Tutor: ask before a move that gives chances away
settings-tutor-hover = Before you play a move that gives away 5 points of win chance or more, the tutor says what Hard would play and why, and asks. Only for players at this computer; computers never wait for it.
tutor-title = Tutor
tutor-question = Hard would { $best }: it { $why }.
tutor-given = Your move gives away { $given } points of win chance ({ $chance }% instead of { $best-chance }%). Play yours anyway?
tutor-play-mine = Play mine
tutor-take-hards = Take Hard's
tutor-stop = Stop asking
tutor-stop-hover = Play your move and turn the tutor off (Settings turns it on again).
hint-why = Why: it { $why }.
review-why = Hard's move { $why }.
reason-cuts = cuts { $seat }
reason-centre = brings a pawn to the centre
reason-gate = takes a pawn through the gate
reason-enters = enters a pawn
reason-escapes = takes a pawn out of reach
reason-none-in-reach = leaves no pawn where { $seat } is likely to cut it
reason-less-in-reach = leaves less within { $seat }'s reach
reason-cross = stops on a cross, where nobody is cut
reason-race = gains more in the race
reason-and = { $first } and { $second }

## Practice
menu-learn = Learn
menu-practice = Practice
menu-practice-hover = Puzzles from your own games: positions where a move gave away 8 points or more. Find Hard's move.
practice-title = Practice
practice-looking = Looking for puzzles in your games ({ $games } looked at)…
practice-none = No puzzles yet. Play a game or two against the computer: the moves that give chances away become puzzles here.
practice-score = Solved { $solved } of { $tried } · streak { $streak } (best { $best })
practice-which = Puzzle { $number } of { $count }
practice-task = { $seat } to move with { $values }: find Hard's move. Click the pawn (or press its number).
practice-right = Right! Hard would { $best } too: it { $why }.
practice-wrong = Not this time. Hard would { $best }: it { $why }.
practice-wrong-as-played = That is the move played in the game: it gave away { $given } points. Hard would { $best }: it { $why }.
practice-next = Next puzzle
practice-skip = Skip this puzzle

## The analysis board
menu-analysis = Analysis
menu-analysis-hover = Set up any position, choose whose turn and the throw, and see Hard's chance for every move.
replay-analyse = Analyse
replay-analyse-hover = Open the position shown on the analysis board, to change it and see every move's chance.
analysis-title = Analysis board
analysis-empty = Empty board:
analysis-players = { $count } players
analysis-line = Position line:
analysis-line-hint = A position line, e.g. S:y.y.5.48/ox N:y.y.y.y/o to=S phase=throw
analysis-line-hover = The position as one line of text: paste one and press Import, or copy this one (dhayam-cli analyse reads it).
analysis-import = Import
analysis-copy = Copy line
analysis-to-act = To act:
analysis-throw = Throw:
analysis-throw-none = not yet
analysis-place = Choose a pawn, then click a square to put it there, or its yard to take it back.
analysis-cut = has cut
analysis-to-yard = Back to the yard
analysis-pawn = { $seat } pawn { $pawn }
analysis-pawn-yard = { $seat } pawn { $pawn }: in the yard
analysis-pawn-square = { $seat } pawn { $pawn }: square { $square }
analysis-working = Hard is thinking…
analysis-chances = Chances of winning
analysis-moves = { $seat }'s moves, with the chance after each:
analysis-throws = What each throw would be worth to { $seat }:
analysis-throw-value = { $value } ({ $odds }/16)
analysis-luck = luck { $luck }
analysis-over = The game is over.
analysis-no-pawn = Choose a pawn first.
analysis-occupied = Another pawn stands there: a plain square holds one pawn (crosses hold any number).
analysis-not-a-line = That is not a position line.
analysis-impossible = No game can reach that position.
analysis-already-thrown = This position's throw is made: it waits for a move.

## Team play: two against two, partners opposite (RULES-TEAMS.md)
team-south-north = South & North
team-east-west = East & West
team-colours = { $first } & { $second }
log-all-home = { $seat } brings every pawn home
notice-all-home = { $seat } has every pawn home!
notice-team-wins = { $team } win!
board-crown-team = The winning team's crown, { $seat }
history-winner-team = { $first } & { $second }
setup-sides = Sides
setup-sides-alone = Each for themselves
setup-sides-teams = Teams: two against two
setup-sides-hint = Partners sit opposite: South and North against East and West. They never cut each other, and the team wins with all its pawns in the centre.
setup-team-gate = Team gate
setup-team-gate-team = A partner's cut opens it
setup-team-gate-own = Each cuts for themselves
setup-team-gate-hint = In a team game: whose cut lets a player's pawns through the gate.
setup-finished = A finished player
setup-finished-helps = Helps: moves the partner's pawns
setup-finished-sits-out = Sits out
setup-finished-hint = In a team game: what a player does once all their pawns are in the centre.
side-player-team = { $name } · { $team }
side-moves-partners = { $seat } moves { $partner }'s pawns
game-over-team-first = 1. { $team }: { $first } and { $second } win
game-over-team-second = 2. { $team }: { $first } and { $second }
