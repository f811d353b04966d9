"""The multi-board screen's help (F1 there): its own keys, not the single game's, whose F2 or F3
do nothing on the boards."""

MULTI_HELP = """\
# Multi-board

One typed guess goes to every board still open; each board is coloured on its own.

| key | does |
|---|---|
| letters, Backspace | type the guess once, for every board |
| Enter | check the word, then colour it; Enter again plays the row on every board |
| g y b or 2 1 0 | colour the selected tile green / yellow / grey and move right (a finished row moves to the next board) |
| Space | cycle the selected tile's colour |
| Left Right | select a tile |
| Up Down, [ ] | select the previous / next open board |
| paste | one emoji row per board, from the selected board on |
| Tab | type the top suggestion as the guess (Enter still plays it) |
| ctrl+s | play the top suggestion (while a row is coloured: play that row, as Enter) |
| ctrl+z / ctrl+y | undo / redo any change; a played row leaves every board at once |
| ctrl+n | a new game of the same size |
| F5 | a practice game: hidden answers, the app colours |
| F4 | the next answer set (a new game of the same size) |
| ctrl+b | the next size: Dordle, Quordle, Octordle, Sedecordle, Duotrigordle |
| ctrl+p | every action by name: a game of each size, an answer set, a word file |
| Escape | back to the single game (this game is saved, as it is) |
| F1 | this help; ctrl+q quits |

A key that does nothing says why under the boards.
"""
