"""The multi-board screen's help (F1 there): its own keys, not the single game's, whose F2 or F3
do nothing on the boards."""

MULTI_HELP = """\
# Multi-board

One typed guess goes to every board still open; each board is coloured on its own.

| key | does |
|---|---|
| letters, Backspace | type the guess once, for every board |
| Enter | check the word, then colour it; Enter again plays the row on every board |
| g y b or 2 1 0 | colour the selected tile green / yellow / grey and move right (after the row's last tile, the next colour goes on to the next board) |
| Space | cycle the selected tile's colour |
| Left Right, Home End | select a tile (Home, End: the first, the last; before Enter they scroll the boards to the top, the bottom) |
| Up Down, [ ] | select the previous / next open board (before Enter, they scroll the boards a line where some are out of sight) |
| PageUp PageDown | scroll the boards a screen up / down, where some are out of sight |
| paste | one emoji row per board, from the selected board on (after its coloured row, from the next) |
| Tab | type the top suggestion as the guess (Enter still plays it); a click on a suggestion's highlighted row types that one |
| ctrl+s | play the top suggestion (while a row is coloured: play that row, as Enter); pressed before the ranking is in, it waits for it, and the keys after it wait their turn |
| ctrl+z / ctrl+y | undo / redo a step: a typed word, a row's colours, a played row (every board at once) |
| ctrl+n | a new game of the same size (in practice: a new practice game) |
| F5 | between your own game and practice (hidden answers, the app colours): each is kept; a finished practice game gives way to a new one |
| F4 | the next answer set (a new game of the same size) |
| ctrl+b | the next size: Dordle, Quordle, Octordle, Sedecordle, Duotrigordle |
| ctrl+p | every action by name: a game of each size, an answer set, a word file |
| Escape | back to the single game (this game is saved, as it is); while keys wait for the ranking, it drops them instead |
| F1 | this help; ctrl+q quits |

A key that does nothing says why under the boards.

## Next guesses

The list beside the boards ranks guesses for the whole game; above it, the guesses left against
the boards still open.

| column | means |
|---|---|
| bits | how much the guess is expected to tell, summed over the open boards (more narrows them more) |
| fits | how many open boards the guess could be the answer of: it solves the one it is the answer of (boards never share an answer) |
| sure | how many boards it is expected to leave certain, with one candidate left for the next guess to solve |
| win | the chance of solving every board within the guesses left, playing on as well as the search finds (among the candidates and a few strong others) |

**win** is searched only near the end: at most two guesses to spare, few candidates left on the
open boards (their combinations at most 400), and none of them certain (then the certain answer
comes first). Until then, for a guess the search did not reach, and where the search would take
too long, it shows `-`: not worked out, not a chance of nothing.

A guess in green is the only candidate left on some board (it solves that board for sure); in
bold, one that could be an answer.
"""
