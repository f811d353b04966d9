"""`cover --time-limit inf` is "no limit" (issue 22), while nan and 0 stay refused."""

import math

import pytest

from wordle_tui.core.cover.kilordle import solve_cover
from wordle_tui.core.errors import WordleError

from .test_cli import run


def test_an_infinite_time_limit_is_no_limit():
    targets = ["abc", "abd", "bca", "cab"]
    result = solve_cover(targets, [*targets, "dbc", "aaa", "ccb"], time_limit=math.inf)
    assert result.words and result.optimal


@pytest.mark.parametrize("limit", [math.nan, 0.0, -1.0])
def test_nan_zero_and_negative_stay_refused(limit):
    with pytest.raises(WordleError, match="positive number of seconds"):
        solve_cover(["abc"], ["abc"], time_limit=limit)


def test_the_command_takes_inf(capsys, tmp_path):
    words = tmp_path / "w.txt"
    words.write_text("crane\nslate\ntrace\ncrate\nplant\n")
    code, out, err = run(capsys, "cover", "--words", str(words), "--time-limit", "inf")
    assert code == 0 and "Traceback" not in err and out
