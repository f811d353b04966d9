import datetime as dt

import numpy as np
import pytest

from wordle_tui.core.game.words import named_set
from wordle_tui.core.nyt.history import History, shipped_history
from wordle_tui.core.nyt.prior import CLASSES, PAST, fit_prior


@pytest.fixture(scope="module")
def words():
    return named_set("today").answers


@pytest.mark.parametrize(
    "day", [dt.date(2021, 6, 19), dt.date(2022, 6, 1), dt.date(2025, 3, 1), dt.date(2026, 11, 22)]
)
def test_the_prior_sums_to_one_and_every_allowed_word_stays_possible(words, day):
    prior = fit_prior(words, shipped_history(), day)
    assert prior.probabilities.sum() == pytest.approx(1.0, abs=1e-12)
    assert (prior.probabilities > 0).all() and len(prior.probabilities) == 14855


def test_the_prior_uses_nothing_of_the_day_played_or_later(words):
    history = shipped_history()
    day = dt.date(2024, 5, 1)
    hidden = history.answer_on(day)
    # Rewrite the day and everything after it: the prior as of the day must not move.
    later = [w for w in words if w != hidden][:400]
    altered = History(
        tuple((d, w) for d, w in history.days if d < day)
        + tuple((d, later[i % 400]) for i, (d, _) in enumerate(history.days) if d >= day)
    )
    assert np.array_equal(
        fit_prior(words, history, day).probabilities, fit_prior(words, altered, day).probabilities
    )
    # ...while the next day's prior does know it: the answer has become a past answer.
    after = fit_prior(words, history, day + dt.timedelta(days=1))
    assert after.classes[words.index(hidden)] == PAST
    assert fit_prior(words, history, day).classes[words.index(hidden)] != PAST


def test_class_shares_are_the_fitted_frequencies_of_the_answers_classes(words):
    # Three days of history, all original answers: "original" gets (3 + 0.5) / (3 + 0.5 * 5).
    history = History(
        ((dt.date(2021, 6, 19), "cigar"), (dt.date(2021, 6, 20), "rebut"), (dt.date(2021, 6, 21), "sissy"))
    )
    prior = fit_prior(words, history, dt.date(2021, 6, 22))
    shares = dict(zip(CLASSES, prior.shares, strict=False))
    assert shares["original"] == pytest.approx(3.5 / 5.5) and shares["other"] == pytest.approx(0.5 / 5.5)
    assert prior.fitted_days == 3
    cigar, other = words.index("cigar"), words.index("aahed")
    assert prior.probabilities[cigar] == pytest.approx(shares["past"] / 3)
    assert prior.probabilities[other] < prior.probabilities[words.index("crane")]
