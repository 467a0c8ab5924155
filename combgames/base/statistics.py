"""Confidence intervals for claims checked by sampling: the one home of the interval every sampled estimate
of the project states (:func:`wilson_interval`)."""

from __future__ import annotations

import math

from combgames.base.checks import check_int

__all__ = ["wilson_interval"]


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion (z = 1.96: 95%).

    E. B. Wilson, "Probable inference, the law of succession, and statistical inference", J. Amer. Statist.
    Assoc. 22 (1927) 209-212.

    >>> from combgames.base.statistics import wilson_interval
    >>> tuple(round(x, 3) for x in wilson_interval(90, 100))
    (0.826, 0.945)
    """
    trials = check_int(trials, "trials", minimum=1)
    successes = check_int(successes, "successes", minimum=0, maximum=trials)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)
