"""combgames.base.growth: the step count is deterministic, and the fitted order is the one built in."""

from __future__ import annotations

import math
import sys

import pytest

from combgames.base.growth import GROWTH_ORDERS, executed_lines, growth_order

SIZES = [2 ** k for k in range(1, 41)]


@pytest.mark.parametrize("order", list(GROWTH_ORDERS))
def test_each_order_is_recognised_from_exact_data(order):
    sizes = SIZES if order in ("O(1)", "O(log n)", "O(log^2 n)") else list(range(1, 200))
    f = GROWTH_ORDERS[order]
    assert growth_order(sizes, [5 + 3 * f(n) for n in sizes]) == order


def test_noise_does_not_change_the_order():
    work = [10 + 8 * math.log2(n) + (1 if i % 3 == 0 else 0) for i, n in enumerate(SIZES)]
    assert growth_order(SIZES, work) == "O(log n)"


def test_decreasing_work_is_not_a_growth_order():
    assert growth_order(SIZES, [100 - math.log2(n) for n in SIZES]) in ("O(1)",)


@pytest.mark.parametrize("sizes, work, match", [
    ([1, 2], [1, 2], "three distinct"),
    ([1, 2, 3], [1, 2], "equal length"),
    ([0, 1, 2], [1, 2, 3], ">= 1"),
])
def test_bad_input(sizes, work, match):
    with pytest.raises(ValueError, match=match):
        growth_order(sizes, work)


def test_executed_lines_counts_loop_steps_and_restores_the_tracer():
    def loop(n):
        total = 0
        for i in range(n):
            total += i
        return total

    before = sys.gettrace()
    (r1, c1), (r2, c2), (r3, c3) = (executed_lines(loop, n) for n in (1, 2, 3))
    assert (r1, r2, r3) == (0, 1, 3)
    assert c2 - c1 == c3 - c2 == 2  # two lines per iteration (the for and its body)
    assert executed_lines(loop, 3) == (3, c3)  # deterministic
    assert sys.gettrace() is before
