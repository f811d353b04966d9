"""Multi-board games: one board is the single game; feedback, deals, verdicts and undo."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.feedback import parse, score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.multi.bench import run_multi_bench
from wordle_tui.core.multi.game import (
    MultiGame,
    deal,
    default_limit,
    format_feedback,
    parse_feedback,
)
from wordle_tui.core.multi.strategy import MULTI_STRATEGIES, MultiSolver
from wordle_tui.core.solve.strategies import rank


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_one_board_is_the_single_game(small, data):
    words = small.words
    answer = data.draw(st.sampled_from(words.answers))
    guesses = data.draw(st.lists(st.sampled_from(words.allowed), min_size=1, max_size=5))
    single = GameState.start(small)
    multi = MultiGame.start(small, 1, 6, answers=(words.answer_index[answer],))
    for guess in guesses:
        if single.solved:
            break
        single = single.play(guess, score(guess, answer))
        multi = multi.play_word(guess)
        assert np.array_equal(multi.boards[0].candidates, single.candidates)
        assert multi.boards[0].steps == single.steps
    assert (multi.verdict == "won") == single.solved


def test_one_board_greedy_ranks_as_the_entropy_strategy(small):
    state = GameState.start(small).play(
        "soare" if "soare" in small.words.allowed_index else small.words.allowed[0], 0
    )
    game = MultiGame.start(small, 1, 6).play(state.steps[0].guess, (0,))
    multi = [s.guess for s in MultiSolver(small, "greedy").rank(game, 5)]
    assert multi == [s.guess for s in rank(state, "entropy", top=5)]


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_each_board_gets_the_scalar_scorers_feedback(small, data):
    words = small.words
    answers = tuple(
        data.draw(st.lists(st.integers(0, len(words.answers) - 1), min_size=2, max_size=6, unique=True))
    )
    guess = data.draw(st.sampled_from(words.allowed))
    game = MultiGame.start(small, len(answers), answers=answers).play_word(guess)
    _, feedback = game.moves[0]
    for board, answer, pattern in zip(game.boards, answers, feedback, strict=False):
        assert pattern == score(guess, words.answers[answer])
        assert answer in board.candidates


def test_a_deal_is_reproducible_from_its_seed():
    assert deal(2315, 4, 0, 0) == deal(2315, 4, 0, 0)
    # Pinned: these exact deals on every machine (PCG64 bits and uniform doubles only).
    assert deal(2315, 4, 0, 0) == (855, 921, 269, 1185)
    assert deal(100, 3, 42, 5) == (72, 85, 19)
    many = deal(2315, 32, 9, 3)
    assert len(set(many)) == 32 and all(0 <= a < 2315 for a in many)
    assert deal(2315, 4, 0, 1) != deal(2315, 4, 0, 0) != deal(2315, 4, 1, 0)
    with pytest.raises(WordleError, match="distinct answers"):
        deal(3, 4, 0)


def test_a_won_game_ends_won(small):
    answers = (0, 1)
    words = small.words.answers
    game = MultiGame.start(small, 2, answers=answers)
    assert game.limit == default_limit(2) == 7
    game = game.play_word(words[0])
    assert game.done == (True, False) and game.verdict is None
    assert game.feedback_for(words[1]) == (None, small.solved)
    game = game.play_word(words[1])
    assert game.won and game.verdict == "won" and not game.lost


def test_a_lost_game_ends_lost(small):
    words = small.words.answers
    game = MultiGame.start(small, 2, 2, answers=(0, 1))
    game = game.play_word(words[2])  # neither answer: no guess left to spare
    assert game.verdict is None
    game = game.play_word(words[0])
    assert game.lost and game.verdict == "lost" and game.boards_left == 1


def test_undo_goes_back_on_every_board(small):
    words = small.words.answers
    game = MultiGame.start(small, 3, answers=(0, 1, 2))
    first = game.play_word(small.words.allowed[7])
    solving = first.play_word(words[1])  # solves board 2, narrows boards 1 and 3
    assert solving.done == (False, True, False)
    back = solving.undo()
    assert back.done == (False, False, False) and back.moves == first.moves
    for before, after in zip(first.boards, back.boards, strict=False):
        assert np.array_equal(before.candidates, after.candidates)
    assert back.undo().used == 0 and back.undo().boards[0].count == len(words)
    with pytest.raises(WordleError, match="nothing to undo"):
        back.undo().undo()


def test_feedback_text_per_board_with_solved_marks(small):
    assert parse_feedback("gybbb,-,00000", 3, 5) == (parse("gybbb", 5), None, 0)
    assert format_feedback((parse("gybbb", 5), None), 5) == "gybbb,-"
    with pytest.raises(WordleError, match="2 boards given, the game has 3"):
        parse_feedback("gybbb,-", 3, 5)


def test_bad_feedback_names_the_board(small):
    words = small.words.answers
    game = MultiGame.start(small, 2).play(words[0], (small.solved, 0))
    with pytest.raises(WordleError, match="board 1 is already solved"):
        game.play(words[1], (0, 0))
    with pytest.raises(WordleError, match="board 2 is not solved"):
        game.play(words[1], (None, None))
    with pytest.raises(WordleError, match="board 2: no word fits"):
        game.play(words[1], (None, small.solved - 1))


def test_every_board_the_row_does_not_fit_is_named_the_first_selected(small):
    """A play-tester's: with two boards whose colours fit nothing, only the first was named."""
    from wordle_tui.core.multi.game import BoardError

    impossible = small.solved - 1  # ggggy: four greens and a letter elsewhere
    with pytest.raises(BoardError) as refused:
        MultiGame.start(small, 3).play(small.words.answers[0], (impossible, 0, impossible))
    assert refused.value.board == 0
    assert str(refused.value).startswith("board 1: ") and "; board 3: " in str(refused.value)


def test_one_guess_solves_one_board_at_most(small):
    """`multi suggest --boards 2 crane=ggggg,ggggg` said "won!": two boards never share an answer."""
    word = small.words.answers[0]
    with pytest.raises(
        WordleError, match=f"boards 1 and 2 cannot both be {word.upper()}: each board has its own"
    ):
        MultiGame.start(small, 3).play(word, (small.solved, small.solved, 0))
    with pytest.raises(WordleError, match="1 board given, the game has 2"):
        parse_feedback("gybbb", 2, 5)


def _certain_and_open(small):
    """A first guess and two answers: after it one board is certain, the other is not."""
    words = small.words
    for guess in words.allowed:
        row = small.row(guess)
        sizes = np.bincount(row, minlength=3**small.length)[row]
        single = [a for a in np.flatnonzero(sizes == 1) if words.answers[a] != guess]
        many = np.flatnonzero(sizes > 2)
        if single and many.size:
            return guess, int(single[0]), int(many[0])
    raise AssertionError("no such guess in the small set")


@pytest.mark.parametrize("strategy", ["endgame", "best"])
def test_a_certain_board_is_guessed_first(small, strategy):
    guess, certain, open_ = _certain_and_open(small)
    game = MultiGame.start(small, 2, answers=(open_, certain)).play_word(guess)
    assert game.boards[1].count == 1 and game.boards[0].count > 2
    assert MultiSolver(small, strategy).choose(game) == small.words.answers[certain]


@pytest.mark.parametrize("strategy", ["endgame", "best"])
def test_no_slack_means_only_candidates(small, strategy):
    game = MultiGame.start(small, 2, 2)
    guess = MultiSolver(small, strategy).choose(game)
    assert guess in small.words.answer_index


@pytest.mark.parametrize("strategy", MULTI_STRATEGIES)
def test_bench_plays_every_deal_to_the_end(small, strategy):
    result = run_multi_bench(small, 4, 9, 6, seed=3, strategy=strategy)
    data = result.to_json()
    assert set(data) >= {"boards", "limit", "deals", "wins", "win_rate", "average", "histogram", "seconds"}
    assert data["deals"] == 6 and sum(data["histogram"].values()) == 6
    for d in result.deals:  # every deal solved: its last guesses are its answers
        assert d.solved and set(d.answers) <= set(d.guesses)
        assert d.won == (len(d.guesses) <= 9)
    again = run_multi_bench(small, 4, 9, 6, seed=3, strategy=strategy)
    assert [d.guesses for d in again.deals] == [d.guesses for d in result.deals]


def test_win_odds_on_small_endgames(small):
    from wordle_tui.core.multi.lookahead import WinOdds

    words = small.words
    odds = WinOdds(small)
    pair = (0, 1)  # two candidates on one board: a coin flip with one guess, sure with two
    assert odds.value((pair,), 1) == pytest.approx(0.5)
    assert odds.value((pair,), 2) == pytest.approx(1.0)
    assert odds.value(((0,), (1,)), 2) == 1.0 and odds.value(((0,), (1,)), 1) == 0.0
    # With one guess left, either candidate is right half the time:
    rows = [int(words.answer_rows[a]) for a in pair]
    after = dict(odds.best([np.array(pair)], 1, rows))
    assert after == {rows[0]: pytest.approx(0.5), rows[1]: pytest.approx(0.5)}


def test_best_ranks_a_tight_endgame_by_the_chance_to_finish(small):
    words = small.words.answers
    guess, _, open_ = _certain_and_open(small)
    game = MultiGame.start(small, 1, 2, answers=(open_,)).play_word(guess)  # 1 guess left, 1 board
    ranked = MultiSolver(small, "best").rank(game, 3)
    top = ranked[0]
    assert top.win == pytest.approx(1 / game.boards[0].count) and top.guess in words
    assert all(s.win is None or s.win <= top.win for s in ranked)


@pytest.mark.parametrize("strategy", ["endgame", "best"])
def test_a_late_game_still_lists_the_top_ten(small, strategy):
    """A certain board, or no guess to spare, narrows what the strategy plays, not the list."""
    guess, certain, open_ = _certain_and_open(small)
    game = MultiGame.start(small, 2, answers=(open_, certain)).play_word(guess)
    ranked = MultiSolver(small, strategy).rank(game, 10)
    assert len(ranked) == 10 and ranked[0].guess == small.words.answers[certain]
    assert len({s.guess for s in ranked}) == 10
    tight = MultiSolver(small, strategy).rank(MultiGame.start(small, 2, 2), 10)
    assert len(tight) == 10 and tight[0].guess in small.words.answer_index
