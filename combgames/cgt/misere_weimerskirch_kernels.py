"""Kernels of :mod:`combgames.cgt.misere_weimerskirch`: misere outcomes of every sum of heaps up to a total size.

A sum of heaps from an alphabet of r heap kinds (sizes ``weights[0] < ... < weights[r-1]``) is its vector of
counts x (``x[i]`` heaps of kind i); its *weight* is its number of tokens, ``sum(x[i] * weights[i])``. The sums of
weight at most B are ranked in *colexicographic* order (``x[r-1]`` most significant, ``x[0]`` varying fastest):
with ``below[i, b]`` the number of count vectors over the kinds 0..i-1 of weight at most b and
``cumulative[i, b] = below[i, b] + cumulative[i, b - weights[i]]``, the rank is
``sum over i of cumulative[i, b_i] - cumulative[i, b_i - x[i] * weights[i]]`` where b_i is the budget left by the
kinds above i. A move replaces one heap by heaps of smaller kinds, so every option of a sum has a smaller rank:
one pass in rank order gives every misere outcome (a sum is a P-position iff it has a move and every option is an
N-position; the empty sum is N).

Each kernel is a plain Python function over numpy arrays and integers (the reference), compiled unchanged by
:func:`combgames.base.kernels.kernel`. :func:`outcome_block` does one block of ranks and returns, so a caller
runs long tables in blocks of well under a second.
"""

from __future__ import annotations

import numpy as np

from combgames.base.kernels import jitable

__all__ = ["class_block", "first_difference", "next_count_vector", "outcome_block", "outcomes_of_sums", "rank_of"]


@jitable
def next_count_vector(x, weights, weight, budget):
    """Advance the count vector x (of the given weight) to the next one of weight at most ``budget`` in
    colexicographic order (x[0] fastest) and return its weight (all zeros after the last)."""
    for i in range(x.shape[0]):
        if weight + weights[i] <= budget:
            x[i] += 1
            return weight + weights[i]
        weight -= x[i] * weights[i]
        x[i] = 0
    return weight


@jitable
def rank_of(x, weights, cumulative, budget):
    """The colexicographic rank of the count vector x among the sums of weight at most ``budget`` (-1 when x
    is heavier)."""
    r = 0
    b = budget
    for i in range(x.shape[0] - 1, -1, -1):
        c = x[i]
        if c:
            used = c * weights[i]
            if used > b:
                return -1
            r += cumulative[i, b]
            if b - used >= 0:
                r -= cumulative[i, b - used]
            b -= used
    return r


def outcome_block(weights, cumulative, budget, moves, x, start, stop, out):
    """Fill ``out[start:stop]`` (1: misere P-position, 0: N) for the sums of ranks start..stop-1, whose first is
    the count vector ``x`` (advanced in place to the sum after the block). ``moves[i]`` lists the options of a
    heap of kind i, each a row of kinds (-1 pads; a part without moves was dropped). Options have smaller ranks:
    their outcomes are already in ``out``. Returns the ranks done."""
    r_kinds = x.shape[0]
    width = moves.shape[2]
    weight = 0
    for i in range(r_kinds):
        weight += x[i] * weights[i]
    rank = start
    while rank < stop:
        empty = True
        p = True
        moved = False
        for i in range(r_kinds):
            if x[i] == 0:
                continue
            empty = False
            x[i] -= 1
            for m in range(moves.shape[1]):
                if moves[i, m, 0] == -2:
                    break
                moved = True
                for k in range(width):
                    if moves[i, m, k] >= 0:
                        x[moves[i, m, k]] += 1
                option = rank_of(x, weights, cumulative, budget)
                for k in range(width):
                    if moves[i, m, k] >= 0:
                        x[moves[i, m, k]] -= 1
                if out[option]:
                    p = False
                    break
            x[i] += 1
            if not p:
                break
        out[rank] = 1 if (p and moved and not empty) else 0
        rank += 1
        weight = next_count_vector(x, weights, weight, budget)
    return rank - start


def outcomes_of_sums(table, weights, cumulative, budget, x, tests, out):
    """``out[t]``: the outcome (1: P, 0: N; 2 when ``x + tests[t]`` is heavier than ``budget``) of the sum of the
    count vector x and the test sum ``tests[t]``, read from the outcome ``table``."""
    y = np.zeros(x.shape[0], dtype=np.int64)
    for t in range(tests.shape[0]):
        for i in range(x.shape[0]):
            y[i] = x[i] + tests[t, i]
        r = rank_of(y, weights, cumulative, budget)
        out[t] = 2 if r < 0 else table[r]
    return tests.shape[0]


def class_block(weights, cumulative, budget, act, x, start, stop, ids):
    """Fill ``ids[start:stop]`` with the normal form (an index into ``act``) of each sum of ranks start..stop-1,
    whose first is the count vector ``x`` (advanced in place): the normal form of x is that of the normal form of
    x minus one heap of its least kind j, times that heap (``act[form, j]``; -1 when unknown). The empty sum
    is form 0. Returns the ranks done."""
    r_kinds = x.shape[0]
    weight = 0
    for i in range(r_kinds):
        weight += x[i] * weights[i]
    rank = start
    while rank < stop:
        j = 0
        while j < r_kinds and x[j] == 0:
            j += 1
        if j == r_kinds:
            ids[rank] = 0
        else:
            x[j] -= 1
            before = ids[rank_of(x, weights, cumulative, budget)]
            x[j] += 1
            ids[rank] = -1 if before < 0 else act[before, j]
        rank += 1
        weight = next_count_vector(x, weights, weight, budget)
    return rank - start


def first_difference(table, weights, cumulative, budget, x, y, limit, z):
    """Compare the outcomes of x + z and y + z for every count vector z of weight at most ``limit`` (the
    table holds every sum of weight at most ``budget``; ``limit`` must leave x + z and y + z inside it), z
    enumerated in colexicographic order from the zero vector in the array ``z``. Returns 1 and leaves the first
    z that tells them apart in ``z``, or returns 0 (z back to zero) when none does."""
    r_kinds = x.shape[0]
    for i in range(r_kinds):
        z[i] = 0
    u = np.zeros(r_kinds, dtype=np.int64)
    v = np.zeros(r_kinds, dtype=np.int64)
    weight = 0
    while True:
        for i in range(r_kinds):
            u[i] = x[i] + z[i]
            v[i] = y[i] + z[i]
        if table[rank_of(u, weights, cumulative, budget)] != table[rank_of(v, weights, cumulative, budget)]:
            return 1
        i = 0
        while i < r_kinds:
            if weight + weights[i] <= limit:
                z[i] += 1
                weight += weights[i]
                break
            weight -= z[i] * weights[i]
            z[i] = 0
            i += 1
        if i == r_kinds:
            return 0
