"""Kilordle cover figures on the original lists: python bench/cover_figures.py"""

from wordle_tui.core.cover.kilordle import solve_cover
from wordle_tui.core.game.words import named_set


def main():
    words = named_set("original")
    cases = [
        ("answers", "all allowed", words.answers, words.allowed),
        ("answers", "answers only", words.answers, words.answers),
        ("all allowed", "all allowed", words.allowed, words.allowed),
    ]
    print("| targets | guess pool | letter-positions | cover | proven optimal | LP bound | greedy | time |")
    print("|---|---|---|---|---|---|---|---|")
    for targets_name, pool_name, targets, pool in cases:
        r = solve_cover(list(targets), list(pool), time_limit=60)
        print(
            f"| {targets_name} ({len(targets)}) | {pool_name} ({len(pool)}) | {len(r.needed)} | {r.size} | "
            f"{'yes' if r.optimal else 'no'} | {r.lp_bound:.3f} | {r.greedy_size} | {r.seconds:.2f} s |"
        )


if __name__ == "__main__":
    main()
