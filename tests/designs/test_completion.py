"""Completion, transversals and orthogonal mates (designs.completion) against brute force and OEIS.

Published: the number of transversals of the cyclic square of order n (the Cayley table of Z_n) is
1, 0, 3, 0, 15, 0, 133, 0, 2025 for n = 1..9 (OEIS A006717).
"""

import itertools

import numpy as np
import pytest

from designs import LatinSquare, are_orthogonal, mols
from designs.completion import (
    complete_latin_square,
    exact_covers,
    latin_square_completions,
    orthogonal_mates,
    parse_partial_latin_square,
    transversals,
)
from designs.counting import number_of_latin_squares

A006717 = {1: 1, 2: 0, 3: 3, 4: 0, 5: 15, 6: 0, 7: 133, 8: 0, 9: 2025}


def _brute_transversals(L):
    a = L.array
    n = L.order
    return {p for p in itertools.permutations(range(n)) if len({int(a[i, p[i]]) for i in range(n)}) == n}


@pytest.mark.parametrize("n", range(1, 10))
def test_transversals_of_cyclic_squares(n):
    assert len(list(transversals(LatinSquare.cyclic(n)))) == A006717[n]


@pytest.mark.parametrize("k", range(3))
def test_transversals_against_brute_force(k):
    L = mols(7)[k].isotope([1, 0, 2, 3, 4, 5, 6], list(range(7)), list(range(7)))
    rng = np.random.default_rng(k)
    M = LatinSquare(mols(5)[k].array[rng.permutation(5)][:, rng.permutation(5)])
    for sq in (L, M):
        assert set(transversals(sq)) == _brute_transversals(sq)


def test_completions_count_all_latin_squares():
    for n in (1, 2, 3, 4):
        assert len(list(latin_square_completions([[None] * n] * n))) == number_of_latin_squares(n)


def test_completion_keeps_the_given_cells():
    partial = [[0, None, None, None], [None, 1, None, None], [None, None, 2, None], [None, None, None, 3]]
    out = list(latin_square_completions(partial))
    assert out and all(int(L.array[i, i]) == i for L in out for i in range(4))
    brute = [L for L in latin_square_completions([[None] * 4] * 4) if all(int(L.array[i, i]) == i for i in range(4))]
    assert sorted(L.to_list() for L in out) == sorted(L.to_list() for L in brute)


def test_no_completion():
    assert complete_latin_square([[0, None], [None, 1]]) is None
    # the other cells of a 3 x 3 square with 0 and 1, 0 given in its last row can be filled
    assert complete_latin_square([[0, None, None], [None, None, None], [None, 1, 0]]) is not None


def test_partial_square_errors_name_the_cells():
    with pytest.raises(ValueError, match=r"symbol 1 appears twice in row 0, cells \(0, 0\) and \(0, 2\)"):
        parse_partial_latin_square([[1, None, 1], [None] * 3, [None] * 3])
    with pytest.raises(ValueError, match=r"column 1, cells \(0, 1\) and \(2, 1\)"):
        parse_partial_latin_square(". 2 .\n. . .\n. 2 .")
    with pytest.raises(ValueError, match="n x n"):
        parse_partial_latin_square([[1, 2], [2]])
    with pytest.raises(ValueError, match="at most 2 symbols"):
        parse_partial_latin_square([[1, 2], [3, None]])


def test_orthogonal_mates_against_brute_force():
    """All normalised mates of a square of order 5, against every normalised Latin square of order 5."""
    L = LatinSquare.cyclic(5)
    fast = sorted(M.to_list() for M in orthogonal_mates(L))
    first = [[0, 1, 2, 3, 4]] + [[None] * 5] * 4
    brute = sorted(M.to_list() for M in latin_square_completions(first) if are_orthogonal(L, M))
    assert fast == brute and len(fast) == 3


def test_mates_of_a_field_square_include_the_other_field_squares():
    A, B, C = mols(4)
    mates = list(orthogonal_mates(A))
    assert all(are_orthogonal(A, M) for M in mates)
    normalised = {tuple(map(tuple, np.argsort(M.array[0])[M.array])) for M in (B, C)}
    assert normalised <= {tuple(map(tuple, M.array)) for M in mates}


def test_exact_cover_secondary_columns_and_limit():
    rows = {"a": [1, "x"], "b": [2, "x"], "c": [1], "d": [2]}
    covers = sorted(sorted(c) for c in exact_covers(rows, primary=[1, 2]))
    assert covers == [["a", "d"], ["b", "c"], ["c", "d"]]           # "a" and "b" share the secondary column x
    assert len(list(exact_covers(rows, primary=[1, 2], limit=2))) == 2
