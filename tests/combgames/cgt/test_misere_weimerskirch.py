"""Tests of combgames.cgt.misere_weimerskirch: outcome tables against plain search, presented quotients against
the proved finite quotients of combgames.cgt.misere, the check catching wrong relations, 0.3122 with heap 7."""

import numpy as np
import pytest

from combgames.cgt.misere import misere_outcome, misere_quotient
from combgames.cgt.misere_chart import sums_up_to
from combgames.cgt.misere_weimerskirch import (RewritingSystem, check_presentation, outcome_table, sums_by_weight,
                                               weimerskirch_quotient)
from combgames.games.heaps import OctalCode


@pytest.mark.parametrize("code, heaps, total", [("0.3122", 7, 26), ("0.77", 6, 22), ("0.137", 8, 20),
                                                ("0.75", 5, 22)])
def test_outcome_table_equals_search_on_every_sum(code, heaps, total):
    table = outcome_table(code, heaps, total)
    is_p = misere_outcome(OctalCode(code).options)
    sums = list(sums_up_to(heaps, total))
    assert all(table.outcome(s) == ("P" if is_p(tuple(sorted(s))) else "N") for s in sums)
    live = [h for h in range(1, heaps + 1) if OctalCode(code).options(h)]
    assert table.size == sum(1 for s in sums if all(h in live for h in s))   # every sum of live heaps, once


def test_python_kernels_equal_compiled():
    a = outcome_table("0.3122", 7, 18, backend="python")
    b = outcome_table("0.3122", 7, 18)
    assert np.array_equal(a.p, b.p)


def test_sums_by_weight_counts_partitions():
    rows, weight = sums_by_weight((1, 2, 3), 10)
    assert len(rows) == len({tuple(r) for r in rows}) == 1 + 1 + 2 + 3 + 4 + 5 + 7 + 8 + 10 + 12 + 14
    assert list(weight) == sorted(weight)


@pytest.mark.parametrize("code, heaps, total", [("0.75", 8, 36), ("0.77", 8, 40), ("0.3122", 6, 60),
                                                ("0.[3]", 3, 30)])
def test_finite_quotients_agree_with_misere_quotient(code, heaps, total):
    q = weimerskirch_quotient(code, heaps, total=total)
    ref = misere_quotient(code, heaps)
    assert q.finite and q.agrees and q.proved
    assert q.order == ref.order
    for s in sums_up_to(heaps, 14):
        if q.system.weight(q.system.normal_form(_counts(q, s))) <= q.distinct_weight:
            assert q.outcome(s) == ref.outcome(s)


def test_03122_to_heap_6_has_order_52():
    q = weimerskirch_quotient("0.3122", 6, total=60)
    assert (q.order, q.proved, len(q.relations)) == (52, True, 17)


def test_03122_heap_7_presentation_checked_and_unbounded():
    q = weimerskirch_quotient("0.3122", 7, total=60, search_weight=20, distinct_weight=20)
    assert q.confluent and q.agrees and not q.finite and q.order is None
    assert set(q.system.bounded_kinds()) == {1, 2, 3, 4, 6}            # the counts of 5 and 7 are free
    assert q.distinct == q.forms_by_weight[20]                         # every normal form to 20 tokens apart
    assert "not proved beyond 60 tokens" in q.statement()


def test_a_wrong_relation_is_caught():
    table = outcome_table("0.3122", 6, 40)
    good = weimerskirch_quotient("0.3122", 6, total=60).system
    assert check_presentation(table, good) == (table.size, None)
    # 5^3 = 3 is a relation; claim 5^2 = 3 instead (5^2 * 5 = 3 * 5 = 3 keeps it confluent)
    rel = [(lead, value) for lead, value in good.relations if good.word(lead) != "5^3"]
    wrong = RewritingSystem(good.kinds, tuple(rel + [((0, 0, 0, 0, 2, 0), (0, 0, 1, 0, 0, 0))]))
    if wrong.critical_pairs():
        with pytest.raises(ValueError, match="not confluent"):
            check_presentation(table, wrong)
    else:
        checked, failure = check_presentation(table, wrong)
        assert checked < table.size and failure is not None
        assert table.is_p(failure) != table.is_p(wrong.normal_form(failure))


def test_critical_pairs_find_a_non_confluent_system():
    # a^2 = 1 and a b = a: a^2 b rewrites to b one way and to 1 the other
    system = RewritingSystem((1, 2), (((2, 0), (0, 0)), ((1, 1), (1, 0))))
    assert system.critical_pairs() == [((2, 1), (0, 1), (0, 0))]


def test_bad_input():
    with pytest.raises(ValueError):
        outcome_table("0.3122", 0, 10)
    with pytest.raises(ValueError):
        outcome_table("0.3122", 5, -1)
    with pytest.raises(ValueError, match="more than 10 tokens"):
        outcome_table("0.3122", 5, 10).is_p([0, 0, 0, 0, 3])
    with pytest.raises(ValueError):
        weimerskirch_quotient("0.3122", 6, total=30, search_weight=40)


def _counts(q, heaps):
    kinds = {k: i for i, k in enumerate(q.system.kinds)}
    x = [0] * len(kinds)
    for h in heaps:
        if h in kinds:
            x[kinds[h]] += 1
    return x


def test_outcomes_read_off_normal_forms_and_absorbers():
    q = weimerskirch_quotient("0.3122", 7, total=60, search_weight=20, distinct_weight=20)
    table = outcome_table("0.3122", 7, 20)
    for s in sums_up_to(7, 12):
        assert q.outcome(s) == table.outcome(s)
    with pytest.raises(ValueError, match="more than 20 tokens"):
        q.outcome([5, 5, 5, 7, 7])
    # 3 absorbs any number of heaps of 5 (3 5 = 3), and nothing absorbs a single 5 + 7
    assert q.absorbers([5], 12) == [(0, 0, 1, 0, 0, 0, 0)]
    assert q.absorbers([5, 7], 16) == []


def test_separating_sum_searches_every_sum():
    for backend in ("python", "auto"):
        table = outcome_table("0.3122", 6, 30, backend=backend)
        assert table.separating_sum([0, 0, 0, 0, 3, 0], [0, 0, 1, 0, 0, 0]) is None      # 5^3 = 3 holds
        z = table.separating_sum([0, 0, 0, 0, 2, 0], [0, 0, 1, 0, 0, 0])                  # 5^2 = 3 does not
        assert z == (0, 1, 0, 1, 0, 0)
        assert table.is_p([0, 1, 0, 1, 2, 0]) != table.is_p([0, 1, 1, 1, 0, 0])
