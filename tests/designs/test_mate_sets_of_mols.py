"""Sets of MOLS classified up to species (designs.mols_species): the orthogonality graph against
designs.are_orthogonal, the clique listing against brute force, the certificate against random paratopisms,
and the species of small orders."""

import itertools
import random

import numpy as np
import pytest

from designs import LatinSquare, are_orthogonal, mols
from designs.mate_census import count_orthogonal_mates
from designs.mols_species import (_cliques, classify_mols, mols_certificate, normalised_mates,
                                  orthogonality_graph)


def _klein():
    return LatinSquare([[i ^ j for j in range(4)] for i in range(4)])


def test_normalised_mates_agree_with_the_bitmask_count():
    for L in (LatinSquare.cyclic(5), LatinSquare.cyclic(7), _klein()):
        mates = normalised_mates(L)
        assert len(mates) == count_orthogonal_mates(L)
        assert all(are_orthogonal(L, LatinSquare(M)) and list(M[0]) == list(range(L.order)) for M in mates)


def test_the_orthogonality_graph_matches_are_orthogonal():
    squares = [L.array for L in mols(7)] + list(normalised_mates(LatinSquare.cyclic(7))[:40])
    squares = np.array(squares)
    adjacency = orthogonality_graph(squares)
    for i, j in itertools.combinations(range(len(squares)), 2):
        expected = are_orthogonal(LatinSquare(squares[i]), LatinSquare(squares[j]))
        assert bool(adjacency[i] >> j & 1) == bool(adjacency[j] >> i & 1) == expected


def test_the_cliques_match_brute_force():
    rng = random.Random(1)
    for _ in range(20):
        m = rng.randrange(1, 10)
        edges = {(i, j) for i, j in itertools.combinations(range(m), 2) if rng.random() < 0.5}
        adjacency = [sum(1 << j for j in range(m) if (min(i, j), max(i, j)) in edges) for i in range(m)]
        found = {c: maximal for c, maximal in _cliques(adjacency)}
        brute = [c for r in range(1, m + 1) for c in itertools.combinations(range(m), r)
                 if all(p in edges for p in itertools.combinations(c, 2))]
        assert sorted(found) == sorted(brute)
        for c in brute:
            assert found[c] == (not any(set(c) < set(d) for d in brute))


def _paratopism(squares, rng):
    """The same set of MOLS after permuting its k + 2 coordinates and the values within each."""
    n = squares[0].shape[0]
    rows, cols = np.divmod(np.arange(n * n), n)
    oa = np.stack([rows, cols] + [np.asarray(s).ravel() for s in squares], axis=1)
    oa = oa[:, rng.sample(range(oa.shape[1]), oa.shape[1])]
    for t in range(oa.shape[1]):
        oa[:, t] = np.array(rng.sample(range(n), n))[oa[:, t]]
    out = [np.zeros((n, n), dtype=np.int64) for _ in range(oa.shape[1] - 2)]
    for entry in oa:
        for t, s in enumerate(out):
            s[entry[0], entry[1]] = entry[t + 2]
    return out


def test_the_certificate_is_a_species_invariant():
    rng = random.Random(7)
    sets = [[L.array for L in mols(7)[:3]], [LatinSquare.cyclic(7).array, normalised_mates(LatinSquare.cyclic(7))[0]]]
    for squares in sets:
        for _ in range(5):
            assert mols_certificate(_paratopism(squares, rng)) == mols_certificate(squares)
    assert mols_certificate(sets[0][:2]) != mols_certificate([m.array for m in mols(7)[:3]])


def test_small_orders():
    """Order 4: the Klein group's two mates make the complete set of 3-MOLS(4); order 5: Z5's three mates the
    complete set of 4-MOLS(5); order 3: the two squares; a bachelor gives no set."""
    assert classify_mols([_klein()]).table() == [[2, 1, 0], [3, 1, 1]]
    assert classify_mols([LatinSquare.cyclic(5)]).table() == [[2, 1, 0], [3, 1, 0], [4, 1, 1]]
    assert classify_mols([LatinSquare.cyclic(3)]).table() == [[2, 1, 1]]
    assert classify_mols([LatinSquare.cyclic(4)]).table() == []
    capped = classify_mols([LatinSquare.cyclic(5), _klein()][:1], max_mates=2)
    assert capped.skipped == [0] and capped.table() == []


def test_bad_input():
    with pytest.raises(ValueError, match="different orders"):
        classify_mols([LatinSquare.cyclic(5), _klein()])
    with pytest.raises(ValueError, match="up to 8"):
        classify_mols([LatinSquare.cyclic(9)])
    with pytest.raises(ValueError, match="square"):
        classify_mols([[[0, 1], [0, 1]]])


@pytest.mark.slow
def test_order_7():
    """Every species of order 7 with mates (6 of the 147): 7 species of pairs (5 of them maximal), one of each
    larger set, the complete set of 6-MOLS(7) unique (the plane of order 7 is)."""
    from designs.classification import classify_latin_squares

    reps = [c.representative for c in classify_latin_squares(7).main_classes]
    c = classify_mols([L for L in reps if count_orthogonal_mates(L)])
    assert c.table() == [[2, 7, 5], [3, 1, 0], [4, 1, 0], [5, 1, 0], [6, 1, 1]]
    assert (c.representatives, c.sets) == (6, 677)


def test_maximal_pairs_agree_with_common_transversals():
    """A pair {L, M} extends to a triple exactly when the cells split into n transversals common to L and M (the
    symbol classes of a third square): counted by the bitmask exact cover, independently of the orthogonality
    graph of L's mates. Z7: 630 of its 635 mates make maximal pairs, the other 5 (pairwise orthogonal) do not."""
    from designs.mate_census import transversal_columns
    from designs.mate_census_kernels import count_decompositions

    L = LatinSquare.cyclic(7)
    mates = normalised_mates(L)
    adjacency = orthogonality_graph(mates)
    columns = transversal_columns(L)
    extendable = []
    for M in mates:
        common = np.array([t for t in columns if len({M[i, t[i]] for i in range(7)}) == 7], dtype=np.int64)
        found = count_decompositions(common, len(common), 7, 1, np.zeros(2, dtype=np.int64)) if len(common) else 0
        extendable.append(found > 0)
    assert extendable == [a != 0 for a in adjacency] and sum(extendable) == 5
