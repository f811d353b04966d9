"""The help screen: the keys, and what the numbers mean."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown

from ..preferences import with_keys

# {binding_id} stands for the keys the player has for it (see the keymap in the settings).
HELP = """\
# wordle-tui

Play your guess in the real game, type it here, and colour the tiles the way the game showed them.

## Entering a guess
| key | does |
|---|---|
| letters, Backspace | type the guess (or click the on-screen keyboard) |
| Enter | check the word, then colour it; Enter again confirms the colours (colours no word fits are refused: they stay, with the cursor back on the first tile to fix them) |
| g y b or 2 1 0 | colour the selected tile green / yellow / grey and move right |
| Space, click | cycle the tile grey > yellow > green (an earlier row's tile: the first click selects it) |
| Left Right, Home End | select a tile (Home, End: the first, the last); Up Down reach earlier rows, whose colours can be fixed at any time |
| fixing an earlier row | g y b recolour the selected tile and the next letter types the next guess; 2 1 0 recolour and move right (a whole row: Up 00120); each fix is one undo step |
| Enter, Escape | (fixing an earlier row) back to the current row, where its colouring was left; other letters go back and type |
| paste | `gybbb`, `21000`, `+~---` or the game's emoji row colours a whole row; a whole share text (`Wordle 1,234 4/6*` and its squares) colours every row it covers, words typed before or after it, and sets hard mode from its `*` |
| {cycle_suggestion}, {cycle_suggestion_back} | suggestion #1 in the current row; again #2, and so on; back |
| click a suggestion | put it in the current row (the keys stay with the board) |
| {step} | step: play the top suggestion (practice mode colours it for you) |

The line under the board says what the keys do in the current mode. Keys apply in the order
typed, however fast: {cycle_suggestion} and {step} wait for the ranking being computed, and the
keys after them wait too (Escape stops waiting). A key that does nothing says why (a letter
into a full row, a symbol, a key bound to nothing), until the next key that works; {next_word_set},
{widen} and {next_strategy} on a finished game say what they did. Why a game is not saved is said
once, when it becomes so; the header keeps "not saved".

## Game
| key | does |
|---|---|
| {undo} / {redo} | undo / redo a step (a typed word, a row's colours, a confirmed row, a setting); in practice, undoing a played row clears its word too, so the next guess is typed at once |
| {new_game} | new game (in practice: a new hidden answer); the daily puzzle is played once: finished, it stays ({switch_slot} for practice) until local midnight brings the next |
| {switch_slot} | switch between your daily game and practice; each keeps its own save (a game that is not saved, for the session) |
| {toggle_helpers} | practice: hide the suggestions and candidates until the game ends (toggle) |
| {toggle_hard} | hard mode (greens stay in place, revealed letters must be reused); on only before the first guess, as on the NYT site |
| {next_strategy} | next strategy; {next_word_set} next word set (a finished game keeps its set, as played) |
| {widen} | widen: every allowed word may be the answer (when the list runs out) |
| {cover} | kilordle cover: the fewest guesses that make every letter-position green |
| {lab} | strategy lab: benchmark strategies over every answer, compare, drill down |
| {multi} | multi-board: Dordle to Duotrigordle, one guess on every board |
| {filter} | filter the candidates: `?i??y` letters in place, `+ae` has, `-st` lacks, or a substring (ctrl+z, ctrl+y there undo and redo its edits) |
| {toggle_sort} | sort the candidates A-Z (by chance on the today set) or by score |
| {to_grid} | back to the board |
| ctrl+p | every action, by name; "Update answer history" fetches the NYT answers the today set's prior is missing (run it again to cancel) |
| {help} | this help; ctrl+q quits |

## The coach
A game you colour (the daily puzzle, an archive day, another word list) is reviewed when it ends:
the coach's review opens by itself, each move against the best one, with its skill and luck (F1
there explains them). A practice game is reviewed when you ask: ctrl+p "Review this game", which
reviews any game, finished or not. ctrl+p "Statistics": your daily games (NYT's six rows; a
`--rows 8` game is counted apart, as 7/8 or X/8); "Copy share text": the game's colours as NYT's
share text.

## The numbers
- **today** (the default word set): every word NYT accepts may be the answer, each as likely
  as a prior fitted on the past answers says; the header names the puzzle, its date and how
  many days the answer history is missing.
- **candidates**: the words of the answer list that fit every colour so far; on the today set,
  each with its **chance** of being the answer, most likely first.
- **bits unknown**: log2(candidates), what is still to learn (on the today set, the entropy of
  the prior over the candidates). Each bit halves the candidates.
- **bits** of a suggestion: the information the guess is expected to give, averaged over
  the feedback it could get (on the today set, each by its chance under the prior). The best openers
  give about 5.8 of the 9.8 bits unknown on the today set's empty board (5.9 of 11.2 on a list
  of about 2300 equally likely answers).
- **expect**: how many candidates are expected to remain after the guess; **worst**: the
  most that could remain.
- \u2605 the guess could itself be the answer; on the today set, **chance**: how likely it is.
- **can lose**: after the guess some answer the model allows could need more guesses than the
  rows left (checked from the second guess in hard mode, with 4 rows or fewer left in normal
  mode); such guesses go after the others. The check searches a bounded number of positions, so
  a guess without the mark was not shown to lose, which is not a proof that it cannot.
- **history**: for each guess, candidates before and after, the bits it was expected to
  give, and the bits it actually **gained**: -log2 of the chance its feedback had, which is
  log2(before / after) when every candidate is equally likely. Under the today set's prior an
  unlikely feedback can gain more than the bits unknown before it, which are an average.

## Strategies
**guesses** (the default) fewest expected guesses to finish, the best under the today set's
prior; **entropy** most information; **expected** fewest expected left; **minimax** smallest worst
case; **parts** most feedback groups; **frequency** common letters in common places, then a
word covering the letters still in doubt; **deep** searches for the fewest total guesses over
every candidate: while it runs the panel shows the best found so far, and **total** reads
"optimal" once proven (the sum of guesses to solve every candidate from here). On the empty
board it offers the openers already solved, or waits for your first guess. On the today set it
starts after the first guess and minimises the expected guesses under the prior (its total is
the expected guesses times the candidates), never risking a 7th guess when it can be avoided.

The game is saved after every change (the daily game and practice apart) and restored, mode and
tile cursor included, at the next start.
"""


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,f1,question_mark,q", "dismiss", "close")]

    def __init__(self, text: str = HELP) -> None:
        """``text``: the help of the screen it opens over (the multi-board screen has its own)."""
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-body"):
            yield Markdown(with_keys(self.text, self.app))  # the player's keys, from the settings
