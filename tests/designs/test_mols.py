"""MOLS of every order (designs.mols_constructions): the table, its checks, and the comparison with the literature.

Expected values come from outside the library: the Handbook of Combinatorial Designs (2nd ed., Table
III.3.87, lower bounds on N(n), as transcribed in Sage's MOLS_handbook_data.py) and Sage's own MOLS_table
(the docstring of sage/combinat/designs/latin_squares.py), both for n <= 60.
"""

import itertools

import numpy as np
import pytest

from designs import LatinSquare, mutually_orthogonal
from designs.fields import field_tables
from designs.latin import macneish_bound
from designs.mols_constructions import macneish_mols
from designs.mols_constructions import (
    MOLSNotAvailableError,
    largest_mols,
    mols_construction,
    mols_table,
    mutually_orthogonal_latin_squares,
    orthogonal_array,
    orthomorphism_difference_matrix,
    v_vector,
)
from designs.difference_matrices import PUBLISHED, published_matrix, published_oa
from designs.orthogonal_arrays import is_orthogonal_array

HANDBOOK = (None, None, 1, 2, 3, 4, 1, 6, 7, 8, 2, 10, 5, 12, 3, 4, 15, 16, 3, 18,
            4, 5, 3, 22, 7, 24, 4, 26, 5, 28, 4, 30, 31, 5, 4, 5, 8, 36, 4, 5,
            7, 40, 5, 42, 5, 6, 4, 46, 8, 48, 6, 5, 5, 52, 5, 6, 7, 7, 5, 58, 5)
"""Handbook of Combinatorial Designs, 2nd ed., Table III.3.87 (n <= 60; 60 from Dinitz's update)."""

SAGE = dict(enumerate(HANDBOOK)) | {14: 4, 18: 5}
"""Sage's MOLS_table (the docstring of sage/combinat/designs/latin_squares.py, ``MOLS_table(100)``): equal to the
Handbook for n <= 60 except N(14) >= 4 (Todorov 2012) and N(18) >= 5 (Abel 2013), published after it."""

SAGE_61_99 = (60, 5, 6, 63, 7, 5, 66, 5, 6, 6, 70, 7, 72, 5, 7, 6, 6, 6, 78, 9, 80, 8, 82, 6, 6, 6, 6, 7, 88, 6,
              7, 6, 6, 6, 6, 7, 96, 6, 8)
"""Sage's MOLS_table for n = 61..99 (same docstring), for the comparison beyond 60."""

BEHIND = set()
"""Orders n <= 60 where this library builds fewer MOLS than the Handbook's bound (28 orders before the published
difference matrices of designs.difference_matrices; none now)."""

SAGE_BEHIND_61_99 = set()
"""Orders 61..99 where this library builds fewer MOLS than Sage (the table's goal is n <= 60; none now)."""

AHEAD_OF_HANDBOOK = {14: 4, 18: 5}
"""Orders where the library builds more than the Handbook's 2007 bound, from later papers (as Sage does)."""


def test_table_never_beats_the_literature_and_matches_it_elsewhere():
    table = {c.order: c.k for c in mols_table(60)}
    for n, k in table.items():
        assert k <= max(HANDBOOK[n], SAGE[n]), n          # a lower bound can never exceed the best known
    assert {n for n, k in table.items() if k < HANDBOOK[n]} == BEHIND
    assert {n: k for n, k in table.items() if k > HANDBOOK[n]} == AHEAD_OF_HANDBOOK
    assert table == {n: SAGE[n] for n in range(2, 61)}      # as complete as Sage for every n <= 60


def test_every_entry_up_to_60_is_built_and_verified():
    for c in mols_table(60):
        oa = orthogonal_array(c.k + 2, c.order)
        assert is_orthogonal_array(oa, c.k + 2, c.order)


@pytest.mark.parametrize("n, at_least", [(10, 2), (12, 5), (36, 4), (46, 4), (50, 6), (58, 5)])
def test_direct_constructions_beat_macneish(n, at_least):
    sq = mutually_orthogonal_latin_squares(at_least, n)
    assert len(sq) == at_least and mutually_orthogonal(sq)
    assert at_least > macneish_bound(n)


def test_macneish_mols_routes_to_the_best_construction():
    sq = macneish_mols(10, 2)
    assert len(sq) == 2 and mutually_orthogonal(sq) and sq[0].order == 10
    assert macneish_mols(12) == macneish_mols(12, 2)            # up to the bound: MacNeish's products, unchanged


def test_prime_powers_and_products():
    assert [largest_mols(q) for q in (2, 3, 4, 5, 7, 8, 9, 16, 25, 27, 49)] == [1, 2, 3, 4, 6, 7, 8, 15, 24, 26, 48]
    for n in range(2, 61):
        assert largest_mols(n) >= macneish_bound(n)


def test_errors_name_the_largest_k_and_why():
    with pytest.raises(MOLSNotAvailableError, match="at most 1 MOLS of order 6 .*cyclic square"):
        mutually_orthogonal_latin_squares(2, 6)
    with pytest.raises(MOLSNotAvailableError, match="at most n - 1 = 4 MOLS of order 5"):
        mutually_orthogonal_latin_squares(5, 5)
    with pytest.raises(ValueError, match="at most 5 MOLS of order 12"):
        orthogonal_array(8, 12)
    with pytest.raises(ValueError, match="order must be an integer in 2.."):
        mols_construction(1)
    with pytest.raises(TypeError):
        largest_mols("10")


def _v_vector_holds(m, t, vec):
    """The definition of a V(m, t) vector, checked by brute force over the discrete logarithms of GF(q)."""
    q = m * t + 1
    F = field_tables(q)
    logs, x = {}, 1
    for e in range(q - 1):
        logs[x] = e
        x = int(F.mul[x, F.primitive])
    a = [None] + list(vec)
    for k in range(1, m + 2):
        classes = []
        for i in range(1, m + 2):
            j = (i + k) % (m + 2)
            if j == 0:
                continue
            d = int(F.add[a[j], F.neg[a[i]]])
            if d == 0:
                return False
            classes.append(logs[d] % m)
        if len(set(classes)) != m:
            return False
    return True


@pytest.mark.parametrize("m, t", [(2, 3), (4, 7), (4, 9), (6, 7), (3, 8)])
def test_v_vectors_satisfy_the_definition(m, t):
    vec = v_vector(m, t)
    assert vec is not None and _v_vector_holds(m, t, vec)


def _v_vector_holds_mod_p(m, t, vec):
    """The definition of a V(m, t) vector over Z_p (p = mt + 1 prime), in plain integers: discrete logarithms
    from a primitive root found by brute force (independent of designs.fields)."""
    p = m * t + 1
    assert all(p % d for d in range(2, int(p ** 0.5) + 1))
    g = next(g for g in range(2, p) if all(pow(g, (p - 1) // f, p) != 1 for f in range(2, p)
                                            if (p - 1) % f == 0 and all(f % d for d in range(2, f))))
    log = {pow(g, e, p): e for e in range(p - 1)}
    a = [None] + list(vec)
    for k in range(1, m + 2):
        diffs = [(a[(i + k) % (m + 2)] - a[i]) % p for i in range(1, m + 2) if (i + k) % (m + 2)]
        if 0 in diffs or len({log[d] % m for d in diffs}) != m:
            return False
    return True


def test_published_v_vectors_satisfy_the_definition():
    from designs.difference_matrices import PUBLISHED_V_VECTORS

    assert all(_v_vector_holds_mod_p(m, t, vec) for (m, t), (vec, _) in PUBLISHED_V_VECTORS.items())
    assert not _v_vector_holds_mod_p(8, 9, (0, 1, 20, 70, 23, 59, 3, 8, 20))       # one entry changed
    assert {(m + 1) * t + 1 for m, t in PUBLISHED_V_VECTORS} >= {9, 17, 36, 82, 100}


def test_published_v_vector_gives_8_mols_of_order_82():
    c = mols_construction(82)                       # V(8, 9) (Colbourn 1996); the search does not find it
    assert (c.k, c.method, c.parameters) == (8, "V(m,t)", (8, 9)) and "Colbourn" in c.description
    assert is_orthogonal_array(orthogonal_array(10, 82), 10, 82)


def test_no_v_vector_v41():
    # V(4, 1) over GF(5) would give 4 MOLS of order 6; the exhaustive search finds none
    assert v_vector(4, 1) is None


def test_orthomorphism_difference_matrix_is_one():
    from designs.orthogonal_arrays import AbelianGroup

    dm = np.array(orthomorphism_difference_matrix((2, 6), 4))
    G = AbelianGroup((2, 6))
    for i, j in itertools.combinations(range(dm.shape[1]), 2):
        diffs = G.add[dm[:, i], G.neg[dm[:, j]]]
        assert sorted(diffs.tolist()) == list(range(12))


def test_squares_are_latin_squares():
    for L in mutually_orthogonal_latin_squares(2, 10):
        assert LatinSquare(L.to_list()) == L


def test_two_mols_of_order_14_from_the_stored_quasi_difference_matrix():
    # a second construction of order 14, by search (the plan now uses the 4 published MOLS(14))
    from designs.mols_constructions import CYCLIC_QDMS, cyclic_qdm_search
    from designs.orthogonal_arrays import AbelianGroup, oa_from_quasi_difference_matrix

    g, seed, qdm = CYCLIC_QDMS[14]
    assert is_orthogonal_array(oa_from_quasi_difference_matrix(qdm, AbelianGroup((g,)), [[0] * 4]), 4, 14)
    assert cyclic_qdm_search(g, 4, seed=seed) == qdm          # the stored matrix is the search's output


@pytest.mark.slow
def test_no_difference_matrix_gives_6_mols_of_order_12():
    """Exhaustive: no 5 pairwise orthogonal orthomorphisms of Z2 x Z6 or Z2 x Z2 x Z3, so no (12, 7; 1)
    difference matrix over an abelian group of order 12 (a known fact, Handbook VI.17): this construction stops
    at the 5 MOLS(12) of four orthomorphisms (about a minute each)."""
    assert orthomorphism_difference_matrix((2, 6), 5) is None
    assert orthomorphism_difference_matrix((2, 2, 3), 5) is None


def test_bounded_work():
    from designs.mols_constructions import MAX_ORDER

    with pytest.raises(ValueError, match=f"order must be an integer in 2..{MAX_ORDER}"):
        largest_mols(10**9)
    with pytest.raises(ValueError, match="max_entries"):
        mutually_orthogonal_latin_squares(3, 10**5)
    assert v_vector(6, 7, node_limit=1) is None                   # gave up, not "none exists": see the docstring


# ------------------------------------------------------------ the published direct constructions
def _differences_cover(G, rows, mu):
    """Brute force: for every two columns, the differences over the rows where both are filled are each
    nonzero element of G once and 0 exactly mu times (a (g, k; 1, mu; u) quasi-difference matrix; u = 0 and
    mu = 1 is a difference matrix)."""
    k = len(rows[0])
    for i, j in itertools.combinations(range(k), 2):
        counts = [0] * G.order
        for r in rows:
            if r[i] >= 0 and r[j] >= 0:
                counts[int(G.add[r[i], G.neg[r[j]]])] += 1
        if counts[0] != mu or any(c != 1 for c in counts[1:]):
            return False
    return True


@pytest.mark.parametrize("n", sorted(n for n, p in PUBLISHED.items() if p.kind in ("DM", "QDM")))
def test_published_matrices_satisfy_their_definition(n):
    p = PUBLISHED[n]
    G, m = published_matrix(n)
    rows = m.tolist()
    empty_per_column = {int((m[:, c] < 0).sum()) for c in range(m.shape[1])}
    assert empty_per_column == {p.hole} and all(sum(x < 0 for x in r) <= 1 for r in rows)
    mu = len(rows) - (G.order - 1 + 2 * p.hole)                # the row count fixes mu
    assert mu == (1 if p.kind == "DM" else mu) and mu in (0, 1)
    assert _differences_cover(G, rows, mu)
    assert G.order + p.hole == n and m.shape[1] == p.mols + (1 if p.kind == "DM" else 2)


def test_the_data_files_hold_cited_difference_matrices():
    """Read the package data itself: every construction cites its source, each kind has its data, every DM
    entry is a difference matrix (the definition, by is_difference_matrix), every element is reduced."""
    import json
    from importlib import resources

    from designs.difference_matrices import PUBLISHED_V_VECTORS, is_difference_matrix

    data = json.loads(resources.files("designs").joinpath("data", "published_mols.json").read_text())
    files = [json.loads(resources.files("designs").joinpath("data", name).read_text())
             for name in ("v_vectors.json", "mols_v_vectors.json")]
    held = {"DM": "rows", "QDM": "rows", "subgroup": "rows", "MOLS": "squares", "PBD": "plane"}
    for e in data["constructions"]:
        assert e["source"] and e["developed_from"] and held[e["kind"]] in e
        assert any(name in e["developed_from"] for name in data["references"]), e["order"]      # its citation
        if e["kind"] == "DM":
            assert is_difference_matrix(e["rows"], e["moduli"]), e["order"]
        for row in e.get("rows", []):
            for x in row:
                coords = [] if x is None else [x] if isinstance(x, int) else x
                assert all(0 <= v < m for v, m in zip(coords, e["moduli"])) and len(coords) in (0, len(e["moduli"]))
    assert sorted(e["order"] for e in data["constructions"]) == sorted(PUBLISHED)
    assert {(v["m"], v["t"]) for f in files for v in f["vectors"]} == set(PUBLISHED_V_VECTORS)
    assert all(v["source"] in f["references"] for f in files for v in f["vectors"] + f.get("excluded", []))
    assert all(v["why"] and (v["m"], v["t"]) not in PUBLISHED_V_VECTORS for f in files for v in f.get("excluded", []))


def test_abels_matrix_of_order_18_develops_over_the_subgroup():
    # for any two columns and each coset of H = 0 x Z3 x Z3, the rows with first entry in that coset show
    # every difference of G = Z2 x Z3 x Z3 once
    G, m = published_matrix(18)
    coset = np.array([G.element(x)[0] for x in range(G.order)])
    for i, j in itertools.combinations(range(m.shape[1]), 2):
        for c in (0, 1):
            rows = m[coset[m[:, i]] == c]
            assert sorted(G.add[rows[:, i], G.neg[rows[:, j]]].tolist()) == list(range(18))


@pytest.mark.parametrize("n", sorted(PUBLISHED))
def test_published_constructions_give_mols_checked_pairwise(n):
    p = PUBLISHED[n]
    if n > 60:
        pytest.skip("beyond the table")
    squares = mutually_orthogonal_latin_squares(p.mols, n)
    assert len(squares) == p.mols and mutually_orthogonal(squares)      # designs' dict check, not the numpy one
    assert mols_construction(n).method == "published"


def test_order_62_from_its_quasi_difference_matrix():
    from designs.orthogonal_arrays import oa_from_field

    oa = published_oa(62, 7, oa_from_field(8, 7))
    assert is_orthogonal_array(oa, 7, 62) and largest_mols(62) >= 5


def test_a_transcription_error_is_caught():
    from designs.orthogonal_arrays import oa_from_difference_matrix

    G, m = published_matrix(21)
    m = m.copy()
    m[5, 2] = (m[5, 2] + 1) % 21
    with pytest.raises(ValueError, match="not an orthogonal array OA\\(7, 21\\): columns"):
        oa_from_difference_matrix(m, G)


def test_difference_set_construction():
    from designs.difference_matrices import difference_matrix_from_difference_set, is_difference_matrix

    assert is_difference_matrix(difference_matrix_from_difference_set((1, 6, 7, 9, 19, 38, 42, 49), 57), (57,))
    with pytest.raises(ValueError, match="not a planar difference set of Z13"):
        difference_matrix_from_difference_set((0, 1, 2, 5), 13)


def test_published_errors():
    with pytest.raises(ValueError, match="gives an OA\\(7, 21\\), not 8 columns"):
        published_oa(21, 8)
    with pytest.raises(KeyError, match="held as squares"):
        published_matrix(14)
    with pytest.raises(KeyError):
        published_oa(19, 3)


def test_beyond_60_against_sage():
    """n = 61..99 against Sage's MOLS_table: never above it; the orders where we are behind are listed."""
    ours = {n: largest_mols(n) for n in range(61, 100)}
    sage = dict(zip(range(61, 100), SAGE_61_99))
    assert all(ours[n] <= sage[n] for n in ours)
    assert {n for n in ours if ours[n] < sage[n]} == SAGE_BEHIND_61_99


@pytest.mark.parametrize("n", sorted(n for n, p in PUBLISHED.items() if p.kind == "PBD"))
def test_published_pbds_are_pairwise_balanced(n):
    blocks = PUBLISHED[n].rows()
    seen = {}
    for b in blocks:
        assert len(set(b)) == len(b) and all(0 <= x < n for x in b)
        for pair in itertools.combinations(sorted(b), 2):
            seen[pair] = seen.get(pair, 0) + 1
    assert len(seen) == n * (n - 1) // 2 and set(seen.values()) == {1}       # every pair exactly once
    assert {len(b) for b in blocks} == {7, 8, 9}
    assert is_orthogonal_array(orthogonal_array(PUBLISHED[n].mols + 2, n), PUBLISHED[n].mols + 2, n)


def test_seven_mols_of_order_91_by_abel_cavenagh_construction_3_3():
    c = mols_construction(91)                     # MacNeish gives 6 (7 x 13); Sage's MOLS_table says 7
    assert (c.k, c.method, c.parameters) == (7, "wilson_block", (8, 11, 3))
    assert is_orthogonal_array(orthogonal_array(9, 91), 9, 91)


def test_six_mols_of_order_90_by_abel_cavenagh_construction_3_5():
    c = mols_construction(90)                     # no OA(8, 6): every master block must keep a point
    assert (c.k, c.method, c.parameters) == (6, "wilson3", (6, 11, 8, True))
    assert is_orthogonal_array(orthogonal_array(8, 90), 8, 90)
