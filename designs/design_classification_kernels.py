"""Kernels of the classification of small designs (:mod:`designs.design_classification`, and the searches of
:mod:`designs.prescribed_group`): the completions of a partial Steiner triple system, filtered for isomorph
rejection.

Each is a plain Python function over numpy arrays and integers: run as it is (the reference, ``backend="python"``)
or compiled by :func:`combgames.base.kernels.kernel`. The pieces (the cycle type of a pair, the bit set of a system
under a permutation) are jitables, written once.

Conventions
-----------
Points are 0..v-1 with v <= 62, so a set of points is one ``int64`` bit mask. ``third[x, y]`` is the third point
of the block through the pair {x, y} (-1 while the pair is uncovered). A triple is numbered by ``triple_rank[a,
b, c]`` (the same number for every order of a, b, c), and a system is the bit set of its triples' numbers, in
words of 62 bits: the order of two systems is the order of their word tuples, compared from word 0.

The *cycle type* of a pair {x, y} of a Steiner triple system, z the third point of its block, is the partition
of v - 3 given by the cycles of the graph on the other points whose edges are {w, third(x, w)} and {w, third(y,
w)}: two perfect matchings with no common edge, so its cycles alternate and have even length >= 4 (the *cycle
structure* of Mathon, Phelps and Rosa, Ars Combin. 15 (1983) 3-110). It is coded as the integer whose base-(v +
1) digits are the cycle lengths in ascending order, padded with zeros on the right to ``(v - 3) // 4`` digits,
so that integer order is the lexicographic order of the ascending length tuples.
"""

from __future__ import annotations

import numpy as np

from combgames.base.bitboard_kernels import lowest_bit, popcount
from combgames.base.kernels import jitable

__all__ = ["pair_cycle_code", "system_words", "sts_completions", "pair_codes_of_systems", "WORD_BITS", "STOP",
           "NODES", "COMPLETIONS", "OVERFLOW"]

WORD_BITS = 62
"""Bits used per int64 word of a system's bit set."""

STOP, NODES, COMPLETIONS, OVERFLOW = 0, 1, 2, 3
"""Entries of the control array: the stop flag (:func:`combgames.base.kernels.run_interruptible`), the nodes of
the search, the completions met, and 1 if the output array filled before the search ended."""


@jitable
def pair_cycle_code(x, y, third, v, seen, counts):
    """The code of the cycle type of the pair {x, y} (module docstring); ``seen`` (v entries) and ``counts`` (v + 1
    entries) are scratch."""
    z = third[x, y]
    for length in range(v + 1):
        counts[length] = 0
    for w in range(v):
        seen[w] = 0
    seen[x] = 1
    seen[y] = 1
    seen[z] = 1
    for w0 in range(v):
        if seen[w0] == 0:
            length = 0
            w = w0
            while True:
                seen[w] = 1
                u = third[x, w]
                seen[u] = 1
                length += 2
                w = third[y, u]
                if w == w0:
                    break
            counts[length] += 1
    code = 0
    digits = 0
    for length in range(v + 1):
        for _ in range(counts[length]):
            code = code * (v + 1) + length
            digits += 1
    for _ in range((v - 3) // 4 - digits):
        code = code * (v + 1)
    return code


@jitable
def system_words(blocks, nblocks, perm, triple_rank, words):
    """Fill ``words`` with the bit set of the triples ``perm(B)`` for the first ``nblocks`` rows B of ``blocks``."""
    for i in range(words.shape[0]):
        words[i] = 0
    for j in range(nblocks):
        r = triple_rank[perm[blocks[j, 0]], perm[blocks[j, 1]], perm[blocks[j, 2]]]
        words[r // WORD_BITS] |= np.int64(1) << np.int64(r % WORD_BITS)


@jitable
def _choose_pair(used, v, full, chosen):
    """The uncovered pair {a, b} with the fewest points c completing a triple {a, b, c} (least a, then least b
    among ties), written to ``chosen[0], chosen[1]``; returns its candidates as a mask (0 if some pair has none;
    -1 if every pair is covered)."""
    best = -1
    best_count = v + 1
    one = np.int64(1)
    for a in range(v):
        free_a = full & ~used[a] & ~(one << np.int64(a))
        rest = free_a & ~((one << np.int64(a + 1)) - 1)
        while rest != 0:
            b = lowest_bit(rest)
            rest &= rest - 1
            mask = free_a & ~used[b] & ~(one << np.int64(b))
            count = popcount(mask)
            if count < best_count:
                best_count = count
                best = mask
                chosen[0] = a
                chosen[1] = b
                if count == 0:
                    return 0
    return best


@jitable
def _set_thirds(a, b, c, third):
    """Record the block {a, b, c} in the third-point table."""
    third[a, b] = c
    third[b, a] = c
    third[a, c] = b
    third[c, a] = b
    third[b, c] = a
    third[c, b] = a


@jitable
def _place(blocks, n, a, b, c, third, used):
    blocks[n, 0] = a
    blocks[n, 1] = b
    blocks[n, 2] = c
    _set_thirds(a, b, c, third)
    one = np.int64(1)
    used[a] |= (one << np.int64(b)) | (one << np.int64(c))
    used[b] |= (one << np.int64(a)) | (one << np.int64(c))
    used[c] |= (one << np.int64(a)) | (one << np.int64(b))


@jitable
def _remove(a, b, c, third, used):
    third[a, b] = -1
    third[b, a] = -1
    third[a, c] = -1
    third[c, a] = -1
    third[b, c] = -1
    third[c, b] = -1
    one = np.int64(1)
    used[a] &= ~((one << np.int64(b)) | (one << np.int64(c)))
    used[b] &= ~((one << np.int64(a)) | (one << np.int64(c)))
    used[c] &= ~((one << np.int64(a)) | (one << np.int64(b)))


@jitable
def _keep(blocks, nblocks, third, v, seed_code, stabiliser, triple_rank, own, image, seen, counts):
    """Whether a completed system passes both filters: no pair has a cycle type below ``seed_code``, and no
    element of ``stabiliser`` maps it to a system of smaller bit set."""
    for x in range(v):
        for y in range(x + 1, v):
            if pair_cycle_code(x, y, third, v, seen, counts) < seed_code:
                return False
    system_words(blocks, nblocks, stabiliser[0], triple_rank, own)   # stabiliser[0] is the identity
    for g in range(1, stabiliser.shape[0]):
        system_words(blocks, nblocks, stabiliser[g], triple_rank, image)
        for i in range(own.shape[0]):
            if image[i] != own[i]:
                if image[i] < own[i]:
                    return False
                break
    return True


def sts_completions(v, seed, seed_code, stabiliser, triple_rank, out, control):
    """Kernel: the completions of the partial Steiner triple system ``seed`` to an STS(v) that pass the filters.

    Every completion (a set of triples that, with the seed, covers every pair of 0..v-1 exactly once) is met by
    a depth-first search that always covers the uncovered pair {a, b} with the fewest possible triples {a, b, c}
    (:func:`_choose_pair`). A completion is counted in ``control[COMPLETIONS]`` and written to ``out`` (its b =
    v (v - 1) / 6 triples, the seed's first) when no pair of it has a cycle type coded below ``seed_code`` and no
    element of ``stabiliser`` (an array of permutations of 0..v-1, the identity first) maps its triples to a
    set of smaller bit set (module docstring).

    Returns the number of completions written. The search stops early, with ``control[OVERFLOW] = 1``, when
    ``out`` is full, or when ``control[STOP]`` is set (polled every 4096 nodes).
    """
    b = v * (v - 1) // 6
    n0 = seed.shape[0]
    full = (np.int64(1) << np.int64(v)) - 1
    third = np.full((v, v), -1, dtype=np.int64)
    used = np.zeros(v, dtype=np.int64)
    blocks = np.zeros((b, 3), dtype=np.int64)
    for j in range(n0):
        _place(blocks, j, seed[j, 0], seed[j, 1], seed[j, 2], third, used)
    nwords = (triple_rank.max() // WORD_BITS) + 1
    own = np.zeros(nwords, dtype=np.int64)
    image = np.zeros(nwords, dtype=np.int64)
    seen = np.zeros(v, dtype=np.int64)
    counts = np.zeros(v + 1, dtype=np.int64)
    depth = b - n0
    pair_a = np.zeros(depth + 1, dtype=np.int64)
    pair_b = np.zeros(depth + 1, dtype=np.int64)
    candidates = np.zeros(depth + 1, dtype=np.int64)
    written = 0
    if depth == 0:
        control[COMPLETIONS] += 1
        if _keep(blocks, b, third, v, seed_code, stabiliser, triple_rank, own, image, seen, counts):
            for j in range(b):
                for i in range(3):
                    out[0, j, i] = blocks[j, i]
            written = 1
        return written
    chosen = np.zeros(2, dtype=np.int64)
    d = 0
    candidates[0] = _choose_pair(used, v, full, chosen)
    pair_a[0] = chosen[0]
    pair_b[0] = chosen[1]
    while d >= 0:
        if candidates[d] == 0:
            d -= 1
            if d >= 0:
                row = n0 + d
                _remove(blocks[row, 0], blocks[row, 1], blocks[row, 2], third, used)
            continue
        control[NODES] += 1
        if control[NODES] % 4096 == 0 and control[STOP] != 0:
            break
        c = lowest_bit(candidates[d])
        candidates[d] &= ~(np.int64(1) << np.int64(c))
        a = pair_a[d]
        bb = pair_b[d]
        row = n0 + d
        _place(blocks, row, a, bb, c, third, used)
        if d + 1 == depth:
            control[COMPLETIONS] += 1
            if _keep(blocks, b, third, v, seed_code, stabiliser, triple_rank, own, image, seen, counts):
                if written == out.shape[0]:
                    control[OVERFLOW] = 1
                    break
                for j in range(b):
                    for i in range(3):
                        out[written, j, i] = blocks[j, i]
                written += 1
            _remove(a, bb, c, third, used)
            continue
        d += 1
        candidates[d] = _choose_pair(used, v, full, chosen)
        pair_a[d] = chosen[0]
        pair_b[d] = chosen[1]
    return written


def pair_codes_of_systems(systems, v, out):
    """Kernel: ``out[s, x, y]`` = the cycle type code of the pair {x, y} in the Steiner triple system
    ``systems[s]`` (its b triples, rows of 3 points), 0 on the diagonal."""
    third = np.full((v, v), -1, dtype=np.int64)
    seen = np.zeros(v, dtype=np.int64)
    counts = np.zeros(v + 1, dtype=np.int64)
    for s in range(systems.shape[0]):
        for j in range(systems.shape[1]):
            _set_thirds(systems[s, j, 0], systems[s, j, 1], systems[s, j, 2], third)
        for x in range(v):
            out[s, x, x] = 0
            for y in range(x + 1, v):
                code = pair_cycle_code(x, y, third, v, seen, counts)
                out[s, x, y] = code
                out[s, y, x] = code
