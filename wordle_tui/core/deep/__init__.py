"""Deep search: the guess that minimises the total number of guesses over every candidate,
by branch and bound over candidate sets.

    search = DeepSearch(patterns)                      # original rules, every answer weighs 1
    result = search.best(state)                        # DeepResult: guess, cost, proven, average
    search.cost_of(state, "crane")                     # total when CRANE is played now

    DeepSearch(patterns, weights=prior)                # prior[i]: weight of answers[i] (> 0)
    DeepSearch(patterns, six_safe=True)                # never risk a 7th guess when avoidable
    DeepSearch(patterns, hard=True, max_guesses=6)     # hard mode, played to the game's limit
    DeepSearch(patterns, effort=40_000)                # give up (EffortSpent) after 40000 positions

With ``weights`` the search minimises the weighted total sum(w[a] * guesses(a)), so
``result.average`` is the expected number of guesses under the prior (weights need not sum to
1); without them every answer weighs 1 and costs are exact integers. With ``six_safe`` the
search first looks for the best play that finds every candidate within 6 guesses in all, and
only when none exists falls back to the best total (``result.safe`` says which happened).

The cost of a candidate set S is the weighted number of guesses needed to solve every word of S
from here, this guess included. Playing g costs W(S) (every word sees it) plus the cost of each
feedback group other than the all-green one. Facts that prune:

- a group G costs at least 2 W(G) - max w(G) (one word may be found by the next guess, the rest
  need two more: 2m - 1 for m words of weight 1), so g costs at least 3n - [g in S] - parts(g)
  unweighted; guesses are tried in order of that bound, and the search stops once the bound
  reaches the best cost found;
- unweighted, a word of S that splits S into singletons gives 2n - 1, which nothing beats; a word
  outside S that does gives 2n, which only such a candidate beats;
- a guess that does not split S splits no subset of S: children inherit the parent's list of
  splitting guesses;
- results are memoised per (candidate set, guesses left; in hard mode also what the hints
  require): exact costs apart from lower bounds (a search that found nothing under a cutoff
  proves the cost is at least that cutoff).

With breadth K (guesses tried per node) the result is an upper bound; with K = None every
guess is considered and the result is proven optimal. The hot loop (distinct feedbacks per guess)
is compiled with numba when it is installed, else numpy (`kernels`).
"""

from .kernels import COMPILED
from .ranking import OpenerTotal, opener_bounds, rank_openers
from .results import EffortSpent
from .search import INF, UNLIMITED, DeepResult, DeepSearch, DeepStats

__all__ = [
    "COMPILED",
    "INF",
    "UNLIMITED",
    "DeepResult",
    "DeepSearch",
    "DeepStats",
    "EffortSpent",
    "OpenerTotal",
    "opener_bounds",
    "rank_openers",
]
