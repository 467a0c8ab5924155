"""Octal games by code: Grundy sequences against the literature and against brute force, and periods.

Literature values (not from a seed): Kayles (0.77) and Dawson's Kayles (0.07), R. K. Guy and C. A. B. Smith,
"The G-values of various games" (1956); Berlekamp, Conway, Guy, *Winning Ways*, ch. 4; OEIS A002186 and
A002187. Kayles is periodic with period 12 from n = 71 (last exception n = 70, 14 exceptional values);
Dawson's Kayles with period 34 (last exception n = 52 in the 0.07 numbering, 51 for Dawson's chess 0.137).
"""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from combgames.games.octal import OctalGame
from combgames.grundy.octal import GrundySequence, OctalCode, find_period, octal_periodicity, octal_values
from combgames.solvers import grundy_value

KAYLES_0_83 = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7,
    4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
]
KAYLES_PERIOD = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]  # n = 72 + i (n mod 12 = i)
KAYLES_EXCEPTIONS = (0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70)
DAWSON_CHESS_EXCEPTIONS = (0, 14, 16, 17, 31, 34, 51)  # 0.137
DAWSON_KAYLES_0_52 = [
    0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0,
    1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
]


def test_kayles_values_from_the_literature():
    assert octal_values("0.77", 83).tolist() == KAYLES_0_83


def test_kayles_period_12_after_70():
    per = octal_periodicity("0.77", 400)
    assert (per.period, per.preperiod, per.proven) == (12, 71, True)
    assert per.exceptions == KAYLES_EXCEPTIONS
    g = octal_values("0.77", 2000)
    assert all(g[n] == KAYLES_PERIOD[n % 12] for n in range(71, 2001))


def test_dawsons_kayles_values_and_period_34():
    assert octal_values("0.07", 52).tolist() == DAWSON_KAYLES_0_52
    per = octal_periodicity("0.07", 400)
    assert (per.period, per.preperiod, per.proven) == (34, 53, True)
    chess = octal_periodicity("0.137", 400)
    assert (chess.period, chess.preperiod, chess.exceptions) == (34, 52, DAWSON_CHESS_EXCEPTIONS)
    # Dawson's chess on n pawns is Dawson's Kayles on n + 1 pins
    assert np.array_equal(octal_values("0.137", 300)[:-1], octal_values("0.07", 300)[1:])


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.137", "0.6", "4.7", "0.123", "0.51", "0.4"])
def test_sequence_equals_brute_force_on_the_game(code):
    """Independent check: the generic Grundy solver searching OctalGame single heaps (search=True: the game's
    moves, not its declared nim_value, which is this kernel)."""
    from combgames.solvers import GrundyEvaluator

    limit = 12 if code.startswith("4") else 20
    g = octal_values(code, limit, backend="python").tolist()
    search = GrundyEvaluator(OctalGame(code, [limit]), search=True)
    assert g == [search.value(((n,), 0)) for n in range(limit + 1)]


@given(st.lists(st.integers(0, 9), min_size=1, max_size=3), st.sampled_from(["0.77", "0.07", "0.6"]))
@settings(max_examples=20)
def test_value_of_several_heaps_is_xor(heaps, code):
    g = octal_values(code, 12)
    x = 0
    for h in heaps:
        x ^= int(g[h])
    assert grundy_value(OctalGame(code, heaps)) == x
    from combgames.solvers import GrundyEvaluator

    game = OctalGame(code, heaps)
    assert GrundyEvaluator(game, search=True).value(game.initial()) == x


def test_period_finder_on_a_pure_period_and_none_when_too_short():
    per = find_period([0, 1, 2] * 10, max_take=1)
    assert (per.preperiod, per.period, per.proven) == (0, 3, True)
    assert find_period(list(range(20)), max_take=1) is None
    assert octal_periodicity("0.77", 100) is None  # 2 * 71 + 2 * 12 + 1 > 100: not yet proven


def test_splitting_without_removal_is_proved_by_the_theorem_too():
    """d0 = 4 (a split that removes nothing): the theorem's window still holds (find_period's proof covers
    j = 0 removed), and the proved period agrees with values computed twice as far."""
    per = octal_periodicity("4.7", 200)
    assert per is not None and per.proven is True and per.statement.startswith("proved:")
    far = octal_values("4.7", 2 * 200 + 2 * per.period)
    assert all(far[n] == far[n + per.period] for n in range(per.preperiod, len(far) - per.period))


@pytest.mark.parametrize("bad", ["0.G", "1.7", "77", "0.7.7", "", "2.0", "44.0", "0.7]", "0.!"])
def test_bad_codes(bad):
    with pytest.raises(ValueError):
        OctalCode(bad)


def test_code_parsing():
    c = OctalCode(".770")
    assert c.digits == (0, 7, 7) and c.max_take == 2 and str(c) == "0.77"
    with pytest.raises(TypeError):
        OctalCode(0.77)
    with pytest.raises(ValueError, match="limit"):
        octal_values("0.77", -1)


# ---------------------------------------------------------------------------------------------- OctalGame values
@pytest.mark.parametrize("code", ["0.77", "0.07", "0.137", "0.6", "0.106", "4.7", "0.3", "0.123"])
def test_octal_game_capabilities_agree_with_search(code):
    """Independent check: the declared nim_value, outcome_class and winning_moves against the generic solver
    searching the game (search=True ignores the capabilities)."""
    from combgames.solvers import GrundyEvaluator, outcome_class, solve

    for heaps in ([7], [5, 3], [9, 1, 2], [0, 4, 4]):
        g = OctalGame(code, heaps)
        p = g.initial()
        ev = GrundyEvaluator(g, search=True)
        assert g.nim_value(p) == ev.value(p) == grundy_value(g)
        assert g.outcome_class(p) == ev.outcome(p) == outcome_class(g)
        want = sorted(m for m in g.moves(p) if ev.value(g.play(p, m)) == 0)
        assert sorted(g.winning_moves(p)) == want == sorted(solve(g).best_moves)


def test_huge_heaps_are_valued_by_the_proved_period():
    """Kayles and Dawson's Kayles beyond any table: the period of the literature (module docstring)."""
    assert grundy_value(OctalGame("0.77", [10**6])) == KAYLES_PERIOD[10**6 % 12]
    assert grundy_value(OctalGame("0.77", [10**100, 10**100 + 1])) == \
        KAYLES_PERIOD[10**100 % 12] ^ KAYLES_PERIOD[(10**100 + 1) % 12]
    dawson = octal_values("0.07", 200)
    n = 10**30
    assert OctalGame("0.07").heap_value(n) == dawson[53 + (n - 53) % 34]


def test_small_max_heap_changes_the_method_not_the_value():
    """max_heap only says how far the sequence is computed: values below and beyond it are the same."""
    big, small = OctalGame("0.77", [500]), OctalGame("0.77", [500], max_heap=200)
    assert [big.heap_value(n) for n in range(600)] == [small.heap_value(n) for n in range(600)]
    assert big.cache_key() == small.cache_key()


def test_a_code_without_proved_period_refuses_a_huge_heap_with_the_cost():
    g = OctalGame("0.106", [10**6], max_heap=2000)
    with pytest.raises(ValueError, match=r"prove no period.*1,000,000 tokens.*max_heap"):
        grundy_value(g)
    assert g.heap_value(1500) == octal_values("0.106", 1500)[1500]


def test_misere_declares_no_outcome_or_winning_moves():
    """Under misere play Grundy values do not decide the outcome: the solvers search instead."""
    from combgames.game import capabilities
    from combgames.solvers import outcome_class

    g = OctalGame("0.77", [4, 2], convention="misere")
    caps = capabilities(g)
    assert caps.nim_value is not None and caps.outcome_class is None and caps.winning_moves is None
    assert outcome_class(g) == outcome_class(g, evaluator=None)  # searched
    assert g.nim_value(g.initial()) == grundy_value(OctalGame("0.77", [4, 2]))


def test_winning_moves_of_a_heap_with_too_many_moves_are_refused():
    g = OctalGame("0.77", [10**9, 2])  # values 1 and 2: an N-position
    with pytest.raises(ValueError, match="moves, more than max_moves"):
        g.winning_moves(g.initial())


def test_octal_values_refuses_a_sequence_over_its_cost_limit():
    with pytest.raises(ValueError, match=r"octal_values\('0.77', 10000000\).*max_operations"):
        octal_values("0.77", 10**7, method="quadratic")
    assert octal_values("0.3", 10**6).shape == (10**6 + 1,)  # no splitting: O(N t)


def test_octal_values_auto_takes_the_sparse_method_where_it_is_faster():
    """Kayles to heap 10^6 (the quadratic kernel would cost 2.5 * 10^11 steps): by the sparse-space method,
    its first 2,001 values those of the quadratic kernel, and periodic with period 12 from heap 72 on (Guy and
    Smith's Kayles: the last exception is at heap 70)."""
    g = octal_values("0.77", 10**6)
    assert g.tolist()[:2001] == octal_values("0.77", 2000, method="quadratic").tolist()
    assert (g[72 + 12:] == g[72:-12]).all() and (g[71 + 12] != g[71] or g[70 + 12] != g[70])


@pytest.mark.parametrize("code, period, saltus", [("0.AA", 1, 1), ("0.8", 3, 1), ("0.A8", 4, 2)])
def test_arithmetic_periods_are_observed_not_proved_and_hold_far_beyond(code, period, saltus):
    """Hexadecimal codes whose values rise: the period and saltus seen on G(0..300) are reported as observed
    (no arithmetic-periodicity theorem is applied), and they still hold on G(0..1000) (independent check)."""
    from combgames.grundy.octal import find_arithmetic_period

    per = find_arithmetic_period(octal_values(code, 300))
    assert (per.period, per.saltus, per.proven) == (period, saltus, False)
    assert per.statement.startswith("observed:")
    far = octal_values(code, 1000)
    n = np.arange(per.preperiod, 1001 - period)
    assert np.array_equal(far[n + period], far[n] + saltus)


def test_a_rise_at_the_end_of_the_values_is_not_an_arithmetic_period():
    from combgames.grundy.octal import find_arithmetic_period

    assert find_arithmetic_period(octal_values("0.26", 600)) is None    # period 4: rises by 1 only at the end
    assert find_arithmetic_period(octal_values("0.96", 600)) is None    # no pattern over the second half


def test_a_grundy_sequence_prints_in_rows_of_heaps_as_winning_ways_does():
    g = octal_values("0.77", 83, backend="python")
    assert isinstance(g, GrundySequence) and g.tolist() == KAYLES_0_83        # the array is unchanged
    lines = str(g.table(per_row=12)).splitlines()
    assert lines[0] == "Grundy values G(n) of 0.77, n = row + column"
    assert lines[1:4] == ["       0   1   2   3   4   5   6   7   8   9  10  11",
                          "    ________________________________________________",
                          "  0|   0   1   2   3   1   4   3   2   1   4   2   6"]
    rows = {line.split("|")[0].strip(): line.split("|")[1].split() for line in lines[3:]}
    assert rows["72"] == [str(v) for v in KAYLES_PERIOD]                     # the period, one row of twelve
    assert [int(v) for v in rows["0"]] == KAYLES_0_83[:12] and len(rows) == 7
    assert str(g).splitlines()[3] == "  0|   0   1   2   3   1   4   3   2   1   4"     # rows of ten by default


def test_a_grundy_sequence_in_html_and_as_data():
    g = octal_values("0.07", 52, backend="python")
    html = g._repr_html_()
    assert "<caption>Grundy values G(n) of 0.07, n = row + column</caption>" in html
    assert '<th scope="row">50</th><td style="text-align: right">5</td>' in html   # G(50) = 5 (Dawson's Kayles)
    assert html.count('<td style="text-align: right"></td>') == 7                   # heaps 53..59 are not in it
    t = g.table()
    assert t.index == (0, 10, 20, 30, 40, 50) and t.rows[3] == tuple(DAWSON_KAYLES_0_52[30:40])
    assert type(g[10:]).__name__ == "ndarray" and type(g ^ 1).__name__ == "ndarray"   # its heaps start at 0 only
    short = g.table(max_rows=2)
    assert len(short) == 2 and short.notes == ("heaps 20..52 not shown (table(max_rows=None) shows them)",)


def test_find_period_on_an_array_agrees_with_the_list_scan():
    """An array's periods are compared from the end in doubling windows, a list's by a plain scan from the end:
    both find the same period, preperiod and exceptions on eventually periodic sequences with early noise."""
    import random

    import numpy as np

    from combgames.games.octal import find_period

    rng = random.Random(5)
    found = 0
    for _ in range(200):
        p, n = rng.randint(1, 40), rng.randint(50, 20000)
        cycle = [rng.randint(0, 5) for _ in range(p)]
        g = [cycle[i % p] for i in range(n)]
        for _ in range(rng.randint(0, 6)):
            g[rng.randrange(min(n, 3000))] = 9
        by_list, by_array = find_period(g, 2), find_period(np.asarray(g), 2)
        assert (by_list is None) == (by_array is None)
        if by_list is not None:
            found += 1
            assert (by_list.preperiod, by_list.period, by_list.proven, by_list.exceptions) == (
                by_array.preperiod, by_array.period, by_array.proven, by_array.exceptions)
    assert found > 100
