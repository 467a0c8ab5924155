"""combgames.base.statistics: Wilson's interval at its edges, against the normal approximation far from them."""

import math

import pytest

from combgames.base.statistics import wilson_interval


def test_wilson_interval_at_the_edges_and_bad_counts():
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and 0.27 < high < 0.28
    assert wilson_interval(10, 10)[1] == 1.0
    with pytest.raises(ValueError):
        wilson_interval(11, 10)


def test_wilson_interval_is_close_to_the_normal_one_for_many_trials():
    low, high = wilson_interval(5_000, 10_000)
    half = 1.96 * math.sqrt(0.25 / 10_000)
    assert abs(low - (0.5 - half)) < 1e-4 and abs(high - (0.5 + half)) < 1e-4
