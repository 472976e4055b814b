# Damier's messages in English: the reference every other language follows. Move notation,
# cell names and numbers are never translated. `$side`, `$winner` and `$loser` are side names
# (side-white, side-black, side-red), already translated.

## Variants, sides, levels

variant-hexdame = HexDame
variant-international = International
variant-brazilian = Brazilian
variant-frisian = Frisian
variant-english = English checkers
variant-hexdame-blurb = Freeling's hexagonal draughts: 61 cells, six directions, flying kings.
variant-international-blurb = 10×10, flying kings, men capture backwards, most pieces must be taken.
variant-brazilian-blurb = International rules on an 8×8 board.
variant-frisian-blurb = 10×10 with straight captures too; the most valuable capture is compulsory.
variant-english-blurb = 8×8 checkers: short kings, men capture forward, free choice of capture.

side-white = White
side-black = Black
side-red = Red

level-beginner = Beginner
level-casual = Casual
level-intermediate = Intermediate
level-club = Club
level-expert = Expert
level-maximum = Maximum
level-beginner-strength = learning the game: sees one move ahead and counts pieces
level-casual-strength = a casual player: never leaves a piece hanging
level-intermediate-strength = sees short combinations
level-club-strength = a club player
level-expert-strength = a strong club player who answers at once
level-maximum-strength = full strength, a few seconds a move

## How a game ends

outcome-no-legal-move = { $winner } wins: { $loser } has no legal move
outcome-resigned = { $winner } wins: { $loser } resigned
outcome-on-time = { $winner } wins on time: { $loser }'s flag fell
outcome-wins = { $winner } wins ({ $reason })
outcome-draw = Draw by { $reason }
reason-no-legal-move = no legal move
reason-resignation = resignation
reason-agreement = agreement
reason-threefold-repetition = threefold repetition
reason-king-moves-only = { $moves } king moves each without capture or man move (FMJD)
reason-three-pieces-against-king = 16 moves each with three pieces against a king (FMJD)
reason-two-pieces-against-king = 5 moves each with two pieces against a king (FMJD)
reason-two-kings-against-king = two kings against one not winning in seven moves
reason-king-against-king = one king against one king, neither able to force a capture
reason-time = time
reason-time-without-mating = time, with too little left to win
reason-king-moves-only-64 = { $moves } king moves each without capture or man move (FMJD, 64 squares)
reason-no-man-moved-wcdf = 40 moves each without a man moved or a piece taken (WCDF)
reason-three-kings-against-king-64 = three kings against a lone king not winning in 15 moves (FMJD, 64 squares)
reason-two-pieces-against-king-64 = two pieces against a lone king not winning in 5 moves (FMJD, 64 squares)
reason-lone-king-on-long-diagonal-64 = three pieces against a lone king on the long diagonal not winning in 5 moves (FMJD, 64 squares)
reason-unchanged-material-64 = kings on both sides and no capture or crowning in 30 moves each, 60 with six or seven pieces (FMJD, 64 squares)

## Clocks

clock-sudden-death = { $minutes } min
clock-fischer = { $minutes } min + { $seconds } s a move
clock-bronstein = { $minutes } min, { $seconds } s delay
clock-moves-in = { $moves } moves in { $minutes } min
clock-error-not-a-number = '{ $text }' is not a time (write 3+2, 5d2, 40/90 or 10)
clock-error-no-time = a clock needs some time to start with
clock-error-too-short = a clock needs at least one second
clock-error-too-long = at most a day, and at most an hour a move
clock-error-moves = a period of { $moves } moves: it takes 1 to { $most }

## Title screen

title-tagline = HexDame and the great draughts games
title-continue = Continue
title-new-game = New game
title-demos = Demos
title-demos-hover = The Coup Turc and other famous shots
title-puzzles = Puzzles
title-puzzles-hover = Tactics for every variant, with a rating
title-load = Load
title-set-up = Set up a position
title-settings = Settings
title-quit = Quit

## New game window

new-game-title = New game
new-game-variant = Variant
new-game-kings-move-straight = Kings also move straight (an optional rule)
new-game-players = Players
new-game-hot-seat = Two players at this computer
new-game-against-computer = Play { $side } against the computer
new-game-computer-both = Watch the computer play itself
new-game-level = Level
new-game-clock = Clock
new-game-clock-none = None
new-game-clock-custom = Custom:
new-game-clock-hover = Minutes + seconds a move (3+2); 5d2: a 2-second Bronstein delay; 40/90: 40 moves in 90 minutes
new-game-no-clock = No clock
new-game-start = Start

## Settings

settings-title = Settings
settings-reset-title = Settings were reset
settings-reset-defaults = The default settings are used.
settings-language = Language
settings-language-system = System ({ $language })
settings-animation-speed = Animation speed
speed-off = Off
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow
settings-show-coordinates = Show coordinates
settings-turn-board = Turn the board to the player to move
settings-sound = Sound
settings-volume = Volume
settings-saved-in = Saved in { $path }

## Files the game keeps

file-problem = { $file } { $fault }; { $kept }.
file-unreadable = could not be read ({ $detail })
file-corrupt = was corrupt ({ $detail })
file-not-text = is not text (a byte that is not UTF-8 at offset { $offset })
file-damaged = was damaged ({ $detail }); what was valid is offered
file-holds-no-game = holds no game
file-kept-as = it was kept as { $path }
file-not-moved = it could not be moved aside ({ $detail })

## Shared words

ok = OK
cancel = Cancel
close = Close
save = Save
load = Load
play = Play
hint = Hint
settings = Settings
new-game = New game
menu = Menu
show-legal-moves = Show legal destinations
show-last-move = Highlight the last move
kings-move-straight = Kings also move straight

## The side panel of a game

result-in-file = Result in the file: { $result }
to-move = { $side } to move
draw-count = Draw count: { $plies ->
    [one] one half-move
   *[other] { $plies } half-moves
} left before a draw by { $reason }.
captured = Captured — { $counts }
player-computer = computer ({ $level })
player-person = person
computer-thinking = The computer is thinking…
undo = Undo
redo = Redo
offer-draw = Offer draw
resign = Resign
typed-move = Move:
moves = Moves
moves-hover = Click a move to see the position after it; Page Up and Page Down step through the game.
copy-fen = Copy FEN
copy-fen-hover = Copies this position to the clipboard
fen-copied = FEN copied to the clipboard
edit = Edit
edit-hover = Opens this position in the setup editor
hint-hover = Shows the best move on the board
show-evaluation = Show evaluation
depth-line = depth { $depth }: { $line }
book-line = opening book: { $line }
score-win-in = win in { $plies }
score-loss-in = loss in { $plies }
flip-board = Flip board
reset-view = Reset view
clock-resume = Resume
clock-pause = Pause

## Questions and the end of a game

branch-title = Start a new line?
branch-question = Playing { $move } here replaces the { $later ->
        [one] later move
       *[other] { $later } later moves
    } of this game.
branch-play = Play { $move }
branch-keep = Keep the game
draw-title = Draw offered
draw-question = { $side } offers a draw. { $other }, do you accept?
draw-accept = Accept
draw-decline = Decline

## Analysis

analysing = Analysing…
analyse = Analyse the game
analyse-hover = The engine goes over every position: marks, better moves, accuracy
accuracy = { $side }: accuracy { $accuracy }, { $marks }
mark-better = { $symbol } ({ $mark }): better { $better }
mark-inaccuracy = inaccuracy
mark-mistake = mistake
mark-blunder = blunder
try-move = Try { $move }
save-analysis = Save with the analysis
save-analysis-hover = PDN with marks, evaluations and better lines
graph-men = men
graph-evaluation = White's evaluation
graph-on-board = on the board

## Demos

demos-title = Demos
demos-intro = Famous combinations, played out move by move. Watch one, or find the shot yourself.
demo-watch = Watch
find-the-shot = Find the shot
pace-slow-motion = Slow motion
demo-subtitle = { $variant } · demo
demo-move-of = Move { $shown } of { $total }
demo-restart = Restart
demo-step-back = Step back
demo-step-forward = Step forward
demo-speed = Speed
demo-follow-captures = Camera follows captures
demo-ghosts = Captured pieces stay on the board, greyed, until the capture ends.
find-the-shot-yourself = Find the shot yourself
back-to-demos = Back to the demos
solved = Solved!

## Puzzles

puzzles-title = Puzzles
puzzles-intro = Tactics found in Damier's own games: exactly one move wins. Find it.
puzzles-difficulty = Difficulty:
puzzles-any = any
puzzles-counts = { $total } puzzles: { $solved } solved, { $failed } failed, { $to_go } to go
puzzles-none-left = No puzzle left to try here.
puzzles-theme = Theme:
puzzle-themes = Themes: { $themes }
puzzles-due = { $due } missed puzzles are back for another try.
puzzle-review = A puzzle you missed, back for another try.
puzzle-variant-rating = Your { $variant } puzzle rating: { $rating }
theme-shot = Shot
theme-turkish-strike = Turkish strike
theme-breakthrough = Breakthrough
theme-king-catch = King catch
theme-quiet-move = Quiet move
theme-multiple-capture = Multiple capture
theme-double-sacrifice = Double sacrifice
theme-endgame = Endgame
theme-opposition = Opposition
puzzles-progress-reset = Your puzzle results start afresh; the old file is kept as it was.
puzzle-title = Puzzle { $number } · { $variant } · difficulty { $difficulty }
puzzle-the-solution = The solution
puzzle-first-try = First try, without a hint. Bravo!
puzzle-tries-hints = { $tries ->
        [one] 1 wrong try
       *[other] { $tries } wrong tries
    }, { $hints ->
        [one] 1 hint
       *[other] { $hints } hints
    }.
puzzle-to-play = { $side } to play and win.
puzzle-how = Play the moves of the combination; the replies come by themselves.
puzzle-wrong-tries = Wrong tries: { $tries }
puzzle-hint-hover = Shows the piece and where it goes
puzzle-watch-solution = Watch the solution
puzzle-show-solution = Show the solution
puzzle-next = Next puzzle
puzzle-all-done = You have been through every puzzle of this variant.
puzzle-back = Back to the puzzles

## Errors in moves, positions and FEN (cell names and moves stay as written)

setup-off-board = a piece is placed off the board
setup-occupied = two pieces on { $cell }
setup-man-on-crowning-row = a man cannot stand on { $cell }, the row where it would be crowned
setup-king-run-not-a-king = { $side }'s king-move counter names a cell without its king
setup-king-run-too-long = { $side }'s king-move counter is { $count }, more than the limit
unplayable-no-pieces = { $side } has no pieces
unplayable-too-many = { $side } has { $count } pieces; a game starts with { $max }
unplayable-man-on-crowning-row = { $side }'s man on { $cell } stands on the row where it would be crowned
unplayable-no-legal-move = { $side } is to move but has no legal move: the game would already be over
fen-error = Bad FEN: { $reason }
fen-error-at = Bad FEN at column { $column }: { $reason }
fen-empty = the FEN is empty
fen-bad-side-to-move = the side to move must be W or B, not '{ $text }'
fen-empty-field = empty field
fen-listed-twice = the pieces of { $side } are listed twice
fen-bad-counter = '{ $text }' needs a number after its letter
fen-unexpected-field = unexpected field '{ $text }'
fen-missing-side = a FEN needs a W field and a B field (either may be empty)
fen-empty-entry = empty entry in a piece list
fen-backwards-range = the range { $text } runs backwards
fen-given-twice = { $cell } is given twice
fen-king-runs = { $text }
not-a-hex-cell = '{ $text }' is not a HexDame cell (a1..i9)
not-a-square = '{ $text }' is not a square number (1..{ $cells })
move-error = Move '{ $input }': { $reason }
move-empty = empty move
move-malformed = expected cells separated by '-' or 'x'
move-not-a-hex-move = not a HexDame move: write f4-g5, f4xh6xf6, or shorthand like f45, fg4, f4g5, e8g6x, f6x
move-not-a-route = { $route } is not a legal capture route
move-ambiguous = ambiguous: it could be { $options }; give the full path
move-illegal = that move is not legal here
game-over = the game is over: { $outcome }

## Cues: what the game tells a player about a click or a move

cue-wait-for-move = Wait for the move to finish
cue-computer-thinking = The computer is thinking
cue-choose-piece = Choose one of your pieces first
cue-no-move-ends-there = No legal move ends there
hint-click-landings = Several captures end there: click the landing cells in order
hint-next-landing = Click the next landing cell
cue-computer-declines-draw = The computer declines the draw
cue-wait-for-reply = Wait for the reply
cue-not-the-shot = That is not the shot. Look again!

## The setup editor

piece-man = { $side } man
piece-king = { $side } king
tool-remove = Remove
editor-how = Click a cell to place the chosen piece; click it again to take it away.
editor-side-to-move = Side to move
editor-empty-board = Empty board
editor-start-position = Start position
editor-copy = Copy
editor-copy-hover = Copies the FEN of this position
editor-paste = Paste
editor-paste-hover = Sets up the FEN on the clipboard
editor-set = Set
editor-set-hover = Sets up the FEN typed above
editor-clipboard-empty = The clipboard holds no text
editor-playable = This position can be played.
editor-computer-plays = The computer plays { $side }
editor-play-from-here = Play from here
back-to-menu = Back to the menu

## Loading and saving games

game-summary = { $white } – { $black } · { $variant } · { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } · { $result }
load-unreadable = { $file } could not be read: { $detail }
load-kept-moves = The { $moves } valid moves before it are loaded.
load-no-game = { $file } holds no game.
pdn-error = Game { $game }, line { $line }: { $reason }
pdn-error-at-move = Game { $game }, line { $line }, move { $move }: { $reason }
load-file-title = Load { $file }
load-choose-game = Choose a game
save-game-title = Save game
save-analysis-title = Save the game with its analysis
load-game-title = Load game
folder-up = Up
folder-empty = No folders or PDN files here.
file-name = File name:
replace-question = Replace { $file }?
replace = Replace
no = No
file-name-no-folders = Type a file name without folders.
saved-to = Saved to { $path }
storage-failed-title = Not saved
storage-failed = { $file } could not be saved: { $reason }. The game goes on, but what is not saved is lost when it closes.
save-failed = Could not save: { $detail }. Nothing was overwritten.

## Looks and the capture-route viewer

settings-board = Board
settings-pieces = Pieces
settings-quality = Quality
settings-text-size = Text size
settings-text-size-percent = { $percent }%
theme-walnut = Walnut and maple
theme-tournament = Tournament green
theme-marble = Marble
theme-contrast = High contrast
pieces-ivory = Ivory and ebony
pieces-wood = Maple and walnut
pieces-tournament = White and red
quality-auto = Auto
quality-low = Low
quality-high = High
settings-show-routes = Show the capture routes of a selected piece
settings-endgame-tables = Endgame tables: exact endings for the computer and hints
settings-no-tables-in-page = Endgame tables: not in a web page (they take minutes of the computer and tens of megabytes to make); the computer plays the endings by search alone.
endgame-tables-ready = { $variant }: { $count } tables ready
endgame-tables-preparing = Endgame tables for { $variant }: { $done } of { $total }
endgame-tables-failed = The endgame tables could not be prepared: { $why }
endgame-tables-folder = Kept in { $path }
endgame-tables-estimating = Estimating the time left…
endgame-tables-left = About { $minutes } min left
endgame-tables-left-hours = About { $hours } hours left
endgame-tables-left-less = Less than a minute left
endgame-tables-paused = Paused
endgame-tables-pause = Pause
endgame-tables-resume = Resume
endgame-tables-background = Generated once, at the lowest priority, so the game and other programs come first; the computer plays without them until they are ready.
routes-title = Capture routes
route-pieces = { $pieces ->
        [one] takes 1 piece
       *[other] takes { $pieces } pieces
    }
route-value = { $pieces ->
        [one] takes 1 piece
       *[other] takes { $pieces } pieces
    }, worth { $value }
route-fewer = forbidden: another capture takes { $most }
route-lower-value = forbidden: another capture is worth { $best }
route-king-preferred = forbidden: a king's capture of the same value comes first

## The About window
title-about = About
about-title = About Damier
about-version = Version { $version } (commit { $commit })
about-what = A draughts game with an animated 3D board: HexDame, International, Brazilian, Frisian draughts and English checkers.
about-credits = Credits
about-hexdame = HexDame was invented by Christian Freeling in 1979.
about-rules = The rules follow Freeling's HexDame rules; the FMJD rules for International draughts, with its draw counts; the FMJD rules of the 64-square game for Brazilian, with their counts (15 king moves, the lone-king endings); the Frisian rules of the KNDB, one king against one drawn unless a king is lost by force; and the WCDF laws of English checkers, with the 40-move rule. Where the federations let a player claim a draw, Damier declares it. Losing on time against a lone king is a draw, a rule borrowed from chess. Damier's docs/RULES.md gives every decided point and its source.
about-licences = Licences
about-licence-code = Damier, its icon, demos and puzzles: MIT or Apache-2.0, at your choice.
about-licence-fonts = The fonts Inter and EB Garamond: SIL Open Font License 1.1. The icons: Phosphor Icons (MIT).
about-licence-crates = The Rust libraries built into Damier keep their own licences; the packages list them all (the copyright file).

## Why a move is refused: the rule, in a teacher's words

why-no-piece = There is no piece of yours on { $from }.
why-capture-compulsory = { $count ->
    [one] A capture is compulsory: the piece on { $capturers } must capture.
   *[other] A capture is compulsory: one of the pieces on { $capturers } must capture.
}
why-capture-not-over = A capture goes on as long as it can: the piece cannot stop on { $to }.
why-fewer-pieces = { $tried } takes { $taken }, but { $best } takes { $most }: you must take the most pieces.
why-lower-value = { $tried } is worth less than { $best }: you must make the capture worth the most (a king counts almost as two men).
why-king-preferred = { $best } takes as much with a king: when the values are equal, the king must capture.
why-man-forward-only = A man moves forwards only.
why-man-one-step = A man moves one cell at a time; only a king goes further.
why-man-one-step-short = A man moves one cell at a time.
why-king-one-step = In this game a king moves one cell at a time.
why-not-a-line = { $to } is not on a line from { $from }.
why-blocked = The way is blocked: a piece stands on { $at }.
why-king-move-limit = This king has moved { $limit } times in a row while you still have men: move another piece.
why-immobile = That piece has no free cell to go to.
why-man-forward-only-captures-back = A man moves forwards only (it may still capture backwards).
why-man-captures-forward-only = A man captures forwards only; only a king captures backwards.
why-plain-move-diagonal = A plain move goes diagonally: rows and columns are for captures only.
why-nothing-to-capture = The piece on { $from } has nothing to capture there.
why-not-a-capture-route = That is not a capture route of the piece on { $from }: each jump takes one enemy piece and lands beyond it.

## Learn: the rules courses

learn-title = Learn to play
learn-intro = Each course teaches one game from zero, a rule at a time, on the board. Play the moves yourself: the board tells you when a move breaks a rule, and why.
learn-progress = { $done } of { $total } lessons
learn-lesson = Lesson { $number } of { $total }
learn-hint = Show me the piece
learn-next = Next lesson
learn-again = Try again
learn-back = Back to the courses
learn-step = Position { $number } of { $total }
learn-well-done = Well done!
learn-course-done = You have finished the course. Now play a real game!
learn-not-the-task = That move is legal, but it is not what this lesson asks: { $task }
learn-your-move = Your move: { $task }
learn-rules-title = The rules of { $variant }
learn-show-me = Show me
rules = Rules
rules-hover = The rules of this game in plain words, each with a lesson that shows it

## What the board tells a screen reader

spoken-move = { $side } played { $move }
spoken-taking = taking { $taken }
spoken-men = { $count ->
    [one] one man
   *[other] { $count } men
}
spoken-kings = { $count ->
    [one] one king
   *[other] { $count } kings
}
spoken-and = { $first } and { $second }
spoken-crowned = crowned
spoken-can-capture = { $count ->
    [one] { $cells } can capture
   *[other] { $cells } can capture
}
spoken-cell = { $cell }: { $content }
spoken-empty = empty
spoken-picked = picked up
spoken-landing = a move can end here

## The Keys window (F1 or ?)

keys-title = Keys
keys-board = On the board
keys-arrows = ← → ↑ ↓
keys-arrows-do = Move the cursor to the next cell that way
keys-diagonal-up = Shift + ← →
keys-diagonal-up-do = Move the cursor diagonally up
keys-diagonal-down = Ctrl + ← →
keys-diagonal-down-do = Move the cursor diagonally down
keys-pick = Enter, Space
keys-pick-do = Pick up the piece under the cursor; put it down (landing by landing in a capture)
keys-cancel = Esc
keys-cancel-do = Let go of the piece
keys-hexdame = On HexDame's board ↑ and ↓ follow the straight lines, the diagonals the two slanting ones.
keys-view = The view
keys-turn = A, D
keys-turn-do = Turn the board
keys-tilt = W, S
keys-tilt-do = Look from higher up, from lower down
keys-zoom = +, −
keys-zoom-do = Zoom in, out
keys-game = The game
keys-step = Page Up, Page Down
keys-step-do = One move back, one forward
keys-ends = Home, End
keys-ends-do = The start, the last move
keys-windows = Windows
keys-tab = Tab, Shift + Tab
keys-tab-do = The next, the previous button or field
keys-press = Enter, Space
keys-press-do = Press the button
keys-help = F1, ?
keys-help-do = This window

## Playing a friend on another computer
online-title = Play a friend
online-intro = A game with a friend on another computer: host it here and give your friend the code, or join your friend's game.
online-your-name = Your name
online-player = Player
online-host = Host a game
online-host-not-in-page = A web page cannot host a game. Host it from the desktop game (on a server that serves this page, the host sees a link to send), or join one below.
online-host-button = Host
online-join = Join a game
online-join-button = Join
online-address = Address
online-code = Code
online-you-play = You play
online-random = Either
cue-opponents-turn = It is your friend's move
cue-waiting-for-opponent = Your friend has not joined yet
online-connecting = Connecting…
online-connected = Connected
online-reconnecting = Connection lost: trying again in { $seconds } s (attempt { $attempt })
online-failed = Could not connect: { $why }
online-waiting = Waiting for your friend to join.
online-give-code = Give your friend this code:
online-give-address = and this address:
online-give-link = Or send this link: it opens the game in a browser, with nothing to install.
online-copy-link = Copy
online-seat-free = (free)
online-you = you
online-your-move = Your move
online-their-move = Your friend's move
online-you-won = You won: { $why }
online-you-lost = You lost: { $why }
online-draw = A draw: { $why }
online-end-no-legal-move = no move left
online-end-resignation = resignation
online-end-agreement = agreed
online-end-repetition = the same position three times
online-end-draw-rule = a draw rule of the endgame
online-end-time = time ran out
online-end-abandoned = a player left
online-friend-gone = Your friend is gone: you may claim the game in { $seconds } s if they do not come back.
online-refused = The server refused: { $why }
online-offer-draw-received = Your friend offers a draw.
online-offer-takeback-received = Your friend asks to take back their last move.
online-offer-rematch-received = Your friend asks for a rematch.
online-accept = Accept
online-decline = Decline
online-offer-draw = Offer a draw
online-ask-takeback = Ask to take back
online-resign = Resign
online-claim-win = Claim the win
online-claim-draw = Claim a draw
online-rematch = Ask for a rematch
online-rematch-asked = Rematch asked
online-saved = Saved to { $path }
online-leave = Leave the game
online-on-network = Games on your network
online-none-on-network = None found yet: type your friend's address and code below.
online-unfinished = Your unfinished games
online-unfinished-game = { $variant } · { $code } · against { $opponent }
online-resume = Resume
online-forget = Forget

# The Games window (the game library)
title-games = Games
title-games-hover = Every game you finished, your results and your figures
games-title = Your games
games-no-library = The game library could not be opened: your games are not kept.
games-write-failed = A game could not be kept in the library: { $reason }
games-count = { $count ->
    [one] one game
   *[other] { $count } games
}
games-undo-delete = Undo delete
games-export = Export these games as PDN
games-exported = Saved to { $file }
games-statistics = Your figures
games-any = any
games-computer = the computer
games-online = a friend online
games-hot-seat = hot-seat
games-engines = computer against computer
games-imported = imported
games-won = won
games-drawn = drawn
games-lost = lost
games-unfinished = unfinished
games-search = Name:
games-deleted = deleted games
games-replay = Replay
games-delete = Delete
games-restore = Bring back
games-record = { $games ->
    [one] one game
   *[other] { $games } games
}: { $wins } won, { $draws } drawn, { $losses } lost
games-none = No game yet.
games-last = last: { $last }; longest run of wins { $run }; hot-seat games { $hot_seat }
games-variant = Variant:
games-opponent = Opponent:
games-result = Result:
import-games-title = Import games
games-import = Import a PDN file…
games-importing = Importing { $file }
games-import-report = { $imported } games imported, { $failed } not readable
games-import-where = game { $game }, line { $line }
games-import-error = The import could not be done: { $reason }

# The opening explorer (side panel)
explorer-title = Opening explorer
explorer-book = Book
explorer-mine = My games
explorer-nothing = Nothing known from this position.
online-watchers = { $count ->
    [one] one person watching
   *[other] { $count } people watching
}
online-watch-button = Watch
online-watch-hover = Follow this game without playing: the board shows every move as it is made
cue-only-watching = You are watching this game: the players move
