"""Values, order, sums and thermography agree with pycgt (an independent pure-Python implementation, PyPI
``pycgt``) on random small games; skipped when pycgt is not installed (it is not a dependency)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from combgames.cgt import mean, temperature
from tests.combgames.cgt import pregames as pre

pycgt = pytest.importorskip("pycgt")

SMALL = settings(max_examples=60, deadline=None)


def theirs(g):
    return pycgt.game([theirs(x) for x in g[0]], [theirs(x) for x in g[1]])


def mine_to_theirs(g):
    return pycgt.game([mine_to_theirs(x) for x in g.left], [mine_to_theirs(x) for x in g.right])


@SMALL
@given(pre.pregames(), pre.pregames())
def test_canonical_forms_sums_and_order_agree(g, h):
    a, b = pre.to_short(g), pre.to_short(h)
    ta, tb = theirs(g), theirs(h)
    assert mine_to_theirs(a) == ta
    assert mine_to_theirs(a + b) == pycgt.add(ta, tb)
    assert (a <= b) == pycgt.leq(ta, tb)


@SMALL
@given(pre.pregames())
def test_thermography_agrees(g):
    a, t = pre.to_short(g), theirs(g)
    assert (a.left_stop, a.right_stop) == (pycgt.left_stop(t), pycgt.right_stop(t))
    assert (mean(a), temperature(a)) == (pycgt.mean(t), pycgt.temperature(t))
