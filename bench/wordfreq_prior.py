"""Does a word-frequency signal earn its place in the prior? (needs `pip install wordfreq`)

Within each class of the prior (prior.py) words are equally likely. Here a word's weight
inside its class is instead proportional to freq**gamma (wordfreq's English frequency, with
a floor for words it does not know). gamma is fitted on 2023's answers (maximum likelihood,
on a grid), then the backtest plays 2024-2025 with it (strategy guesses, opener RAISE), beside
gamma = 0 (the shipped prior).

    python bench/wordfreq_prior.py
"""

import datetime as dt
import math
import time

import numpy as np
from wordfreq import zipf_frequency

from wordle_tui.core.game.words import named_set
from wordle_tui.core.lab.backtest import run_backtest
from wordle_tui.core.nyt.history import shipped_history
from wordle_tui.core.nyt.prior import CLASSES, Prior, fit_prior

GRID = (0.0, 0.25, 0.5, 0.75, 1.0, 1.5)


def with_frequency(gamma: float, zipf: np.ndarray):
    weight = 10 ** (gamma * np.maximum(zipf, 1.0))  # 1.0: a floor for words wordfreq lacks

    def fit(words, history, day) -> Prior:
        base = fit_prior(words, history, day)
        p = np.zeros(len(words))
        for k, share in enumerate(base.shares):
            members = base.classes == k
            if members.any():
                p[members] = share * weight[members] / weight[members].sum()
        p /= p.sum()
        return Prior(day, p, base.classes, base.shares, base.fitted_days)

    return fit


def main():
    words = named_set("today").answers
    zipf = np.array([zipf_frequency(w, "en") for w in words])
    index = {w: i for i, w in enumerate(words)}
    history = shipped_history()
    train = history.between(dt.date(2023, 1, 1), dt.date(2023, 12, 31))
    print("| gamma | bits per 2023 answer |")
    print("|---|---|")
    fitted = {}
    for gamma in GRID:
        fit = with_frequency(gamma, zipf)
        fitted[gamma] = -sum(
            math.log2(fit(words, history, d).probabilities[index[a]]) for d, a in train
        ) / len(train)
        print(f"| {gamma} | {fitted[gamma]:.3f} |")
    gamma = min(fitted, key=fitted.get)
    print(f"\nfitted gamma = {gamma} ({', '.join(CLASSES)} keep their shares)\n")
    print("| prior | 2024-2025 average | max | failures | seconds |")
    print("|---|---|---|---|---|")
    for label, g in ((f"classes x freq^{gamma}", gamma), ("classes only (shipped)", 0.0)):
        started = time.perf_counter()
        r = run_backtest(
            history,
            dt.date(2024, 1, 1),
            dt.date(2025, 12, 31),
            strategy="guesses",
            opener="raise",
            fit=with_frequency(g, zipf),
        )
        print(
            f"| {label} | {r.average:.4f} | {r.max} | {len(r.failures)} | {time.perf_counter() - started:.0f} |"
        )


if __name__ == "__main__":
    main()
