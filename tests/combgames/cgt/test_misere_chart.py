"""The chart of misere quotients (proved heap by heap, checked by search), the partial runs of misere_quotient,
and the lower bounds on infinite quotients (multiples told apart by explicit test sums).

Independent checks: outcomes by memoised search on the game (misere_outcome) and by the generic misere search
of combgames.solvers.grundy on the game itself (OctalGame); partition counts by itertools. Published: R8 for
0.75 (Plambeck and Siegel, arXiv:math/0609825). The quotient orders of 0.3122 and 0.137 are computed here (no
published value read); they are regression values, each also checked by search.
"""

import itertools
import random
import time

import pytest

from combgames.cgt.misere import MisereQuotientError, misere_outcome, misere_quotient
from combgames.cgt.misere_chart import (chart_row, chart_text, check_against_search, first_non_nim_heap, misere_chart,
                                        sums_up_to)
from combgames.cgt.misere_infinite import first_p_copies, separate_multiples
from combgames.games.heaps import OctalCode
from combgames.games.octal import OctalGame
from combgames.grundy.octal import octal_values
from combgames.solvers.grundy import GrundyEvaluator


def _search_outcome(code, heaps):
    """The misere outcome of a sum of heaps by the generic search of solvers.grundy ("P" or "N")."""
    if not heaps:
        return "N"                        # no move: the player to move has won
    game = OctalGame(code, list(heaps), convention="misere")
    return GrundyEvaluator(game, search=True).outcome(game.initial(), "misere")


# ---------------------------------------------------------------------------------------------- partial runs
def test_partial_run_returns_the_last_quotient_proved():
    with pytest.raises(MisereQuotientError, match="max_order=100"):
        misere_quotient("0.3122", 8, max_order=100)
    q = misere_quotient("0.3122", 8, max_order=100, partial=True)
    assert (q.heaps, q.order, q.orders) == (6, 52, (2, 6, 6, 12, 44, 52))
    assert q.stopped.startswith("stopped at 7:") and "max_order=100" in q.stopped
    assert q.to_dict()["stopped"] == q.stopped and len(q.images) == 7
    full = misere_quotient("0.3122", 6)
    assert full.presentation() == q.presentation() and not full.stopped and "stopped" not in full.to_dict()


def test_partial_run_stops_on_cpu_time_after_a_whole_heap():
    q = misere_quotient("0.77", 40, partial=True, max_seconds=1e-9)
    assert q.heaps == 1 and q.orders == (2,) and "max_seconds" in q.stopped
    t0 = time.process_time()        # 0.354's closure at heap 5 runs for minutes: given up within the limit
    q = misere_quotient("0.354", 9, partial=True, max_seconds=0.5, max_order=500, max_states=200000)
    assert q.heaps < 5 and "max_seconds" in q.stopped and time.process_time() - t0 < 5
    with pytest.raises(ValueError, match="max_seconds"):
        misere_quotient("0.77", 4, partial=True, max_seconds=-1)
    with pytest.raises(MisereQuotientError):   # a limit at the first heap is raised even with partial
        misere_quotient("0.77", 4, partial=True, max_order=1)


# ---------------------------------------------------------------------------------------------- the chart
def test_sums_up_to_lists_every_partition_once():
    for largest, total in [(3, 7), (10, 9), (1, 4)]:
        brute = {p for k in range(total + 1)
                 for p in itertools.combinations_with_replacement(range(1, largest + 1), k) if sum(p) <= total}
        listed = list(sums_up_to(largest, total))
        assert len(listed) == len(set(listed)) and set(listed) == brute


def test_chart_row_of_0_75_is_r8_checked_by_search():
    row = chart_row("0.75", 10, check_total=14)
    assert (row.heaps, row.order, row.status, row.stopped) == (10, 8, "unchanged from heap 5", "")
    assert row.presentation == "<a, b, c | a^2 = 1, bc = ab, c^2 = b^2, b^3 = b>, P = {a, b^2}"
    assert row.checked_sums == len(list(sums_up_to(10, 14))) and row.to_dict()["order"] == 8
    assert row.pretending[:3] == ("1", "a", "b")
    assert "0.75" in chart_text([row]) and "unchanged from heap 5" in chart_text([row])


def test_a_wrong_quotient_fails_the_check_by_search():
    kayles = misere_quotient("0.77", 6)
    with pytest.raises(AssertionError, match="by search"):
        check_against_search(kayles, "0.75", 8)
    assert check_against_search(kayles, "0.77", 8) > 0


def test_growing_rows_and_the_order_limit():
    row = chart_row("0.3122", 9, max_order=100, check_total=10)
    assert (row.heaps, row.order, row.status) == (6, 52, "growing") and "max_order" in row.stopped
    rows = misere_chart(["0.75", "0.77"], 6, check_total=6)
    assert [r.code for r in rows] == ["0.75", "0.77"] and rows[1].status == "growing"  # 6 heaps: too few to say


def test_dawsons_chess_quotient_to_heap_22():
    """Computed here: misere Dawson's Chess (0.137) with heaps up to 22 has a quotient of order 24 (orders by
    heap below), every outcome of a sum of at most 14 tokens checked by search, and 20 random sums of heaps up to
    12 by the generic misere search."""
    row = chart_row("0.137", 22, check_total=14)
    assert row.orders == (2, 2, 6, 6, 6, 6, 6, 6, 12, 12, 12, 12, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24)
    assert row.status == "unchanged from heap 13"
    q = misere_quotient("0.137", 22)
    rng = random.Random(5)
    for _ in range(20):
        heaps = [rng.randint(1, 12) for _ in range(rng.randint(1, 3))]
        assert q.outcome(heaps) == _search_outcome("0.137", heaps), heaps


# ---------------------------------------------------------------------------------------------- infinite quotients
def test_multiples_of_heap_5_in_0_3122_are_pairwise_apart():
    sep = separate_multiples("0.3122", 7, heap=5, copies=5, depth=2)
    assert sep.all_apart and sep.lower_bound == 6 and sep.classes == (0, 1, 2, 3, 4, 5)
    assert len(sep.witnesses) == 15 and "at least 6 elements" in sep.statement()
    # the witnesses of sums of at most 6 heaps checked by the generic misere search of solvers.grundy
    # (independent of misere_outcome); the larger ones are beyond its default node limit
    small = [(i, j, x) for (i, j), x in sep.witnesses.items() if j + len(x) <= 6]
    assert len(small) >= 8
    for i, j, x in small:
        assert _search_outcome("0.3122", [5] * i + list(x)) != _search_outcome("0.3122", [5] * j + list(x))


def test_multiples_agree_with_a_finite_proved_quotient():
    """In a proved finite quotient, multiples with the same element can never be told apart, and the classes
    are at most its order."""
    q = misere_quotient("0.75", 5)
    sep = separate_multiples("0.75", 5, heap=5, copies=6, depth=2)
    assert not sep.all_apart and sep.lower_bound <= q.order
    for i, j in itertools.combinations(range(7), 2):
        if q.element([5] * i) == q.element([5] * j):
            assert sep.classes[i] == sep.classes[j]
    for (i, j), x in sep.witnesses.items():
        assert q.outcome([5] * i + list(x)) != q.outcome([5] * j + list(x))


def test_first_p_copies_of_0_3122():
    is_p = misere_outcome(OctalCode("0.3122").options)
    firsts = first_p_copies("0.3122", heap=5, copies=6, probe=7, extra=(4,), probe_copies=9)
    assert firsts == (1, 3, 3, 5, 5, 7, 7)
    for k, b in enumerate(firsts):
        assert is_p(tuple(sorted((5,) * k + (7,) * b + (4,))))
        assert not any(is_p(tuple(sorted((5,) * k + (7,) * c + (4,)))) for c in range(b))


def test_bad_input():
    with pytest.raises(ValueError, match="heap"):
        separate_multiples("0.3122", 7, heap=8, copies=3)
    with pytest.raises(ValueError, match="copies"):
        separate_multiples("0.3122", 7, heap=5, copies=0)
    with pytest.raises(ValueError, match="check_total"):
        chart_row("0.75", 4, check_total=-1)
    with pytest.raises(ValueError):
        chart_row("0.9x", 4)


def test_progress_reports_each_heap_and_the_states_are_counted():
    seen = []
    q = misere_quotient("0.75", 6, progress=lambda n, order: seen.append((n, order)))
    assert seen == [(n, q.orders[n - 1]) for n in range(1, 7)]
    assert q.states > 0 and f"{q.states:,} states" in q.statement


@pytest.mark.parametrize("code, n", [("0.77", 12), ("0.137", 14), ("0.3122", 6)])
def test_the_closure_read_from_parts_equals_the_plain_closure(code, n):
    """The candidate closure computes each guess from the parts of a sum (the proved part's element and the rest);
    the plain closure sorts and guesses every whole sum: the same elements and actions."""
    import numpy as np

    from combgames.cgt.misere import _closure, _Outcomes, _test_sums

    c = OctalCode(code)
    moves = {g: [tuple(sorted(o)) for o in c.options(g)] for g in range(1, n + 1)}
    outcomes = _Outcomes(moves)
    q = misere_quotient(code, n - 1)
    outcomes.use(n, q.table, np.array([x in q.p_portion for x in range(q.order)]), q.images, lambda h: h)
    gens = [g for g in range(1, n + 1) if moves[g]]
    tests = _test_sums(gens, lambda h: h, 6) + [(n, n, n), (1, n, n)]
    by_parts = _closure(gens, outcomes.guess, tests, 2000, code, outcomes)
    assert by_parts == _closure(gens, outcomes.guess, tests, 2000, code)


# ---------------------------------------------------------------------------------------------- nim-heaps
def _mixed_outcome(code):
    """The misere outcome ("P"/"N") of a sum of heaps of ``code`` and nim-heaps, by plain memoised search (no
    canonical forms): a position with no move is an N-position."""
    from functools import lru_cache

    c = OctalCode(code)

    @lru_cache(maxsize=None)
    def is_p(heaps, nims):
        options = []
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            for parts in c.options(h):
                options.append((tuple(sorted(rest + tuple(p for p in parts if p))), nims))
        for i, k in enumerate(nims):
            rest = nims[:i] + nims[i + 1:]
            options.extend((heaps, tuple(sorted(rest + ((j,) if j else ())))) for j in range(k))
        return bool(options) and not any(is_p(*o) for o in options)

    return lambda heaps, nims: "P" if is_p(tuple(sorted(heaps)), tuple(sorted(n for n in nims if n))) else "N"


_NIM_SUMS = [nims for size in range(3) for nims in itertools.combinations_with_replacement(range(1, 5), size)]


def test_a_non_nim_heap_is_told_apart_from_every_nim_heap():
    """Stalking (0.31): heap 3 is {*2}, equal to no *k -- for each k some sum of nim-heaps tells them apart."""
    assert first_non_nim_heap("0.31", 12) == (3, "{*2}")
    outcome = _mixed_outcome("0.31")
    for k in range(6):
        assert any(outcome((3,), nims) != outcome((), nims + (k,)) for nims in _NIM_SUMS), k
    assert first_non_nim_heap("0.31", 2) is None


@pytest.mark.parametrize("code", ["0.33", "0.213", "0.032", "0.13", "0.333"])
def test_nim_heaps_play_as_their_nim_values(code):
    """Codes whose heaps are all nim-heaps: heap n plus any small sum of nim-heaps has the outcome of *G(n) plus
    the same sum (a consequence of equality, checked by search)."""
    assert first_non_nim_heap(code, 30) is None
    outcome = _mixed_outcome(code)
    g = octal_values(code, 10).tolist()
    for n in range(1, 11):
        assert all(outcome((n,), nims) == outcome((), nims + (g[n],)) for nims in _NIM_SUMS), n
