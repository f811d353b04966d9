import datetime as dt

import pytest

from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.feedback import parse, score
from wordle_tui.core.game.share import PALETTES, parse_share, puzzle_date, puzzle_number, share_text

GAME = ["bybbb", "bbgyb", "gggbg", "ggggg"]
PATTERNS = tuple(parse(f, 5) for f in GAME)


def rows_in(palette: str, rows=GAME) -> list[str]:
    squares = PALETTES[palette]
    return ["".join(squares["byg".index(c)] for c in row) for row in rows]


@pytest.mark.parametrize("palette", list(PALETTES))
def test_every_square_colour_set_reads_back(palette):
    text = "\n".join(["Wordle 1,234 4/6*", "", *rows_in(palette)])
    game = parse_share(text)
    assert game.puzzle == 1234
    assert game.patterns == PATTERNS
    assert game.solved and game.hard
    assert game.palette == palette


@pytest.mark.parametrize("palette", list(PALETTES))
def test_share_text_round_trips(palette):
    text = share_text(list(PATTERNS), 5, "1,234", hard=True, palette=palette)
    assert text.splitlines()[0] == "Wordle 1,234 4/6*"
    assert parse_share(text) == parse_share("\n".join(["Wordle 1,234 4/6*", "", *rows_in(palette)]))


def test_the_game_as_the_nyt_writes_it():
    rows = [score(g, "abide") for g in ("speed", "abide")]
    assert (
        share_text(rows, 5, "1,000")
        == "Wordle 1,000 2/6\n\n\u2b1b\u2b1b\U0001f7e8\u2b1b\U0001f7e8\n" + "\U0001f7e9" * 5
    )


@pytest.mark.parametrize("number", ["1234", "1,234", "1.234", "1\u00a0234", "1\u202f234"])
def test_thousands_separators_of_every_locale(number):
    assert parse_share(f"Wordle {number} 1/6\n\n" + "\U0001f7e9" * 5).puzzle == 1234


def test_a_lost_game_emoji_variation_selectors_and_trailing_lines():
    rows = rows_in("dark", ["bbbbb"] * 6)
    text = (
        "  Wordle 987 X/6\n\n"
        + "\n".join(r.replace("\u2b1b", "\u2b1b\ufe0f") for r in rows)
        + "\n\nnytimes.com/games/wordle\n"
    )
    game = parse_share(text)
    assert (game.puzzle, game.solved, game.hard, len(game.patterns)) == (987, False, False, 6)
    assert share_text(list(game.patterns), 5, "987").startswith("Wordle 987 X/6\n")


def test_puzzle_numbers_are_days_since_the_first():
    assert puzzle_date(0) == dt.date(2021, 6, 19)
    assert puzzle_date(1656) == dt.date(2025, 12, 31)
    assert puzzle_number(dt.date(2025, 12, 31)) == 1656


GREEN_ROW = "\U0001f7e9" * 5


@pytest.mark.parametrize(
    "text, says",
    [
        ("", "empty"),
        ("hello\n" + GREEN_ROW, "first line should read like"),
        ("Wordle 12,34 1/6\n" + GREEN_ROW, "bad puzzle number"),
        ("Wordle 1,234 7/6\n" + GREEN_ROW, "bad score 7/6"),
        ("Wordle 1,234 4/0\n" + GREEN_ROW, "bad score 4/0"),
        ("Wordle 1,234 0/6\n" + GREEN_ROW, "bad score 0/6"),
        ("Wordle 1,234 2/6\n", "no rows"),
        ("Wordle 1,234 2/6\n" + GREEN_ROW, "says 2/6 but the share text has 1 row"),
        ("Wordle 1,234 1/6\n" + "\U0001f7e9" * 4, "row 1 of the share text has 4 squares"),
        ("Wordle 1,234 1/6\n" + "\U0001f7e9" * 4 + "x", "'x', which is not a square"),
        ("Wordle 1,234 2/6\n" + GREEN_ROW + "\n" + GREEN_ROW, "row 1 of the share text is all green"),
        ("Wordle 1,234 1/6\n" + "\u2b1b" * 5, "row 1 is not all green"),
        ("Wordle 1,234 X/6\n" + "\u2b1b" * 5, "X/6 needs 6 rows"),
        ("Wordle 1,234 2/6\n\U0001f7e6\u2b1b\u2b1b\u2b1b\u2b1b\n" + GREEN_ROW, "mixes high-contrast"),
        ("Wordle 1,234 2/6\n\u2b1c\u2b1b\u2b1b\u2b1b\u2b1b\n" + GREEN_ROW, "mixes white and black"),
    ],
)
def test_malformed_texts_get_one_clear_message(text, says):
    with pytest.raises(WordleError) as error:
        parse_share(text)
    message = str(error.value)
    assert says in message
    assert "\n" not in message


def test_share_text_refuses_an_unknown_palette():
    with pytest.raises(WordleError, match="unknown palette"):
        share_text([], 5, "1", palette="neon")


def test_a_practice_game_s_share_text_claims_no_puzzle_and_reads_back():
    """A practice game was shared under today's daily number."""
    from wordle_tui.core.game.puzzle import Puzzle
    from wordle_tui.core.game.share import share_name

    text = share_text(list(PATTERNS), 5, share_name(Puzzle("practice")), hard=True)
    assert text.splitlines()[0] == "Wordle practice 4/6*"
    game = parse_share(text)
    assert (game.puzzle, game.date, game.patterns, game.hard) == (None, None, PATTERNS, True)
    assert game.title() == "Wordle practice"
    day = dt.date(2025, 3, 1)
    assert share_name(Puzzle("archive", day)) == share_name(Puzzle("daily", day)) == f"{puzzle_number(day):,}"


def test_a_game_on_the_player_s_own_lists_claims_no_puzzle_number():
    """It was shared under today's number, a puzzle the app does not know it was."""
    from wordle_tui.core.game.puzzle import Puzzle
    from wordle_tui.core.game.share import share_name

    text = share_text(list(PATTERNS), 5, share_name(Puzzle("custom")))
    assert text.splitlines()[0] == "Wordle 4/6"
    game = parse_share(text)
    assert (game.puzzle, game.practice, game.patterns, game.title()) == (None, False, PATTERNS, "Wordle")


def test_a_game_of_another_row_limit_is_scored_out_of_it_and_reads_back():
    """A --rows 8 game shared 'N/6', and the parser took only /6."""
    won = [parse("bbbbb", 5)] * 6 + [parse("ggggg", 5)]
    text = share_text(won, 5, "1,234", rows=8)
    assert text.splitlines()[0] == "Wordle 1,234 7/8"
    game = parse_share(text)
    assert (game.rows, game.solved, len(game.patterns)) == (8, True, 7)
    lost = share_text([parse("bbbbb", 5)] * 8, 5, "1,234", rows=8)
    assert lost.splitlines()[0] == "Wordle 1,234 X/8"
    assert parse_share(lost).rows == 8 and not parse_share(lost).solved
    with pytest.raises(WordleError, match="X/8 needs 8 rows"):
        parse_share("\n".join(["Wordle 1,234 X/8", "", *rows_in("dark", ["bbbbb"] * 6)]))
    with pytest.raises(WordleError, match="1/8 to 8/8"):
        parse_share("\n".join(["Wordle 1,234 9/8", "", *rows_in("dark", ["bbbbb"] * 8 + ["ggggg"])]))
    with pytest.raises(WordleError, match="1 to 20 rows"):
        parse_share("Wordle 1,234 4/21\n\n" + "\U0001f7e9" * 5)
