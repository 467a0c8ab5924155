"""Tests for combgames.symmetry.counting: Burnside, cycle index, Polya, necklaces and bracelets.

Independent checks: every count is compared with explicit orbit enumeration (a naive twin written here
with plain lists, not the library's orbit code) where the board is small enough, the two routes of
coefficient extraction are compared with each other, and necklaces / bracelets with the classical
totient formulas.
"""

import itertools
from collections import Counter
from math import comb, factorial, gcd

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

import combgames.symmetry.counting as counting
from combgames.symmetry import (
    CellGroup,
    bracelets,
    burnside,
    colourings,
    cycle_index,
    cycle_index_symbols,
    cyclic_group,
    dihedral_polygon,
    dihedral_square,
    fixed_count,
    necklaces,
    pattern_inventory,
    polya_count,
)

SMALL_GROUPS = {
    "D4 on 2x2": dihedral_square(2),
    "D4 on 3x3": dihedral_square(3),
    "C5": cyclic_group(5),
    "D6": dihedral_polygon(6),
    "Picaria s=3": dihedral_polygon(3, rings=(0, 1), centre=True),
    "S4": CellGroup.generate([[1, 0, 2, 3], [1, 2, 3, 0]]),
    "trivial": CellGroup([[0, 1, 2, 3, 4]]),
}


def naive_orbit_count(perms, cols):
    """Brute-force twin: apply every permutation to every colouring, collect the orbits as frozensets."""
    seen = set()
    for c in cols:
        seen.add(frozenset(tuple(c[g[i]] for i in range(len(c))) for g in perms))
    return len(seen)


def naive_fixed(perm, cols):
    return sum(1 for c in cols if all(c[perm[i]] == c[i] for i in range(len(c))))


def _multiplicity_vectors(n, k):
    for split in itertools.product(range(n + 1), repeat=k - 1):
        if sum(split) <= n:
            yield (*split, n - sum(split))


@pytest.mark.parametrize("name", sorted(SMALL_GROUPS))
@pytest.mark.parametrize("k", [1, 2, 3])
def test_burnside_equals_explicit_enumeration(name, k):
    G = SMALL_GROUPS[name]
    perms = G.elements.tolist()
    cols = list(itertools.product(range(k), repeat=G.degree))
    table = burnside(G, colours=k)
    assert table.orbits == naive_orbit_count(perms, cols) == polya_count(G, colours=k)
    assert table.orbits == polya_count(G, colours=k, method="sympy")
    assert table.rows() == [(n, naive_fixed(g, cols)) for n, g in zip(G.names, perms)]
    assert burnside(G, colours=k, method="enumerate") == table
    for mult in _multiplicity_vectors(G.degree, k):
        sub = [c for c in cols if all(c.count(v) == m for v, m in enumerate(mult))]
        table = burnside(G, multiplicities=mult)
        assert table.total == len(sub)
        assert table.rows() == [(n, naive_fixed(g, sub)) for n, g in zip(G.names, perms)]
        assert table.orbits == naive_orbit_count(perms, sub) == polya_count(G, multiplicities=mult)
        assert table.orbits == polya_count(G, multiplicities=mult, method="sympy")
        assert burnside(G, colourings_=sub) == table


def test_cycle_index_of_d4_on_9_cells_gives_228():
    G = dihedral_square(3)
    a = cycle_index_symbols(9)
    Z = cycle_index(G)
    assert sympy.expand(Z - (a[0] ** 9 + 4 * a[0] ** 3 * a[1] ** 3 + a[0] * a[1] ** 4 + 2 * a[0] * a[3] ** 2) / 8) == 0
    x, y, z = sympy.symbols("x y z")
    inventory = sympy.expand(Z.subs({a[j]: x ** (j + 1) + y ** (j + 1) + z ** (j + 1) for j in range(9)}))
    assert sympy.Poly(inventory, x, y, z).coeff_monomial(x ** 3 * y ** 3 * z ** 3) == 228
    P = pattern_inventory(G, 3)
    assert P.coeff_monomial(P.gens[0] ** 3 * P.gens[1] ** 3 * P.gens[2] ** 3) == 228
    assert polya_count(G, multiplicities=(3, 3, 3)) == 228
    assert polya_count(G, multiplicities=(3, 3, 3), method="sympy") == 228
    assert sum(P.coeffs()) == polya_count(G, colours=3)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.integers(1, 5), st.integers(0, 3), min_size=1), st.integers(1, 3), st.data())
def test_fixed_count_equals_enumeration_for_any_cycle_type(cycle_type, k, data):
    n = sum(l * c for l, c in cycle_type.items())
    if n == 0 or n > 9:
        return
    perm, start = [], 0
    for length, count in sorted(cycle_type.items()):
        for _ in range(count):
            perm += [start + (i + 1) % length for i in range(length)]
            start += length
    cols = list(itertools.product(range(k), repeat=n))
    assert fixed_count(cycle_type, colours=k) == naive_fixed(perm, cols)
    mult = data.draw(st.sampled_from(list(_multiplicity_vectors(n, k))))
    sub = [c for c in cols if all(c.count(v) == m for v, m in enumerate(mult))]
    assert fixed_count(cycle_type, multiplicities=mult) == naive_fixed(perm, sub)


def _necklace_formula(n, k):
    """Classical: (1/n) sum_{d | n} phi(d) k^(n/d)."""
    return sum(sympy.totient(d) * k ** (n // d) for d in sympy.divisors(n)) // n


def _bracelet_formula(n, k):
    """Classical: necklaces/2 plus (k+1)/4 k^(n/2) for even n, or 1/2 k^((n+1)/2) for odd n."""
    if n % 2:
        return (2 * _necklace_formula(n, k) + 2 * k ** ((n + 1) // 2)) // 4
    return (2 * _necklace_formula(n, k) + (k + 1) * k ** (n // 2)) // 4


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_necklaces_and_bracelets_up_to_30(k):
    for n in range(1, 31):
        assert necklaces(n, k) == _necklace_formula(n, k)
        assert bracelets(n, k) == _bracelet_formula(n, k)


@pytest.mark.parametrize("n, k", [(n, k) for n in range(1, 9) for k in (2, 3)])
def test_necklaces_by_brute_force(n, k):
    cols = list(itertools.product(range(k), repeat=n))
    assert necklaces(n, k) == naive_orbit_count(cyclic_group(n).elements.tolist(), cols)
    assert bracelets(n, k) == naive_orbit_count(dihedral_polygon(n).elements.tolist(), cols)


def test_necklaces_with_multiplicities():
    """Binary necklaces of length n with j ones: (1/n) sum_{d | gcd(n, j)} phi(d) C(n/d, j/d)."""
    for n in range(1, 31):
        for j in range(n + 1):
            expected = sum(sympy.totient(d) * comb(n // d, j // d) for d in sympy.divisors(gcd(n, j))) // n
            assert necklaces(n, 2, multiplicities=(n - j, j)) == expected


def _naive_cycle_type(perm):
    """The cycle type of a permutation as sorted (length, count) pairs, by walking its cycles."""
    seen, lengths = set(), []
    for i in range(len(perm)):
        length, j = 0, i
        while j not in seen:
            seen.add(j)
            j, length = perm[j], length + 1
        if length:
            lengths.append(length)
    return tuple(sorted(Counter(lengths).items()))


def test_n_by_n_boards_with_multiplicities_up_to_8_by_counted_work(monkeypatch):
    """Polya's count of the n x n boards, n <= 8, in three colours by thirds, counted rather than timed: one
    fixed_count per cycle type of the group (not per element, never per colouring: the 8 x 8 board has about
    10^29), and at most 200 splits of cycles among colours in all (100 when this was written)."""
    work = Counter()

    def fixed_count(*args, _f=counting.fixed_count, **kwargs):
        work["fixed_count"] += 1
        return _f(*args, **kwargs)

    def splits(*args, _f=counting._splits):
        for split in _f(*args):
            work["splits"] += 1
            yield split

    monkeypatch.setattr(counting, "fixed_count", fixed_count)
    monkeypatch.setattr(counting, "_splits", splits)
    results, cycle_types = {}, 0
    for n in range(1, 9):
        G = dihedral_square(n)
        cells = n * n
        mult = (cells - 2 * (cells // 3), cells // 3, cells // 3)
        results[n] = polya_count(G, multiplicities=mult)
        cycle_types += len({_naive_cycle_type(g) for g in G.elements.tolist()})
    assert work["fixed_count"] == cycle_types
    assert work["splits"] <= 200, work
    # sanity: at least total / 8 orbits, at most total
    for n, count in results.items():
        cells = n * n
        mult = (cells - 2 * (cells // 3), cells // 3, cells // 3)
        total = factorial(cells) // (factorial(mult[0]) * factorial(mult[1]) * factorial(mult[2]))
        assert total / 8 <= count <= total
    # 4x4 by brute force (16 cells, multiplicities (6, 5, 5): 252252 colourings is too slow; use (12, 2, 2))
    G = dihedral_square(4)
    sub = list(colourings(16, multiplicities=(12, 2, 2)))
    assert polya_count(G, multiplicities=(12, 2, 2)) == naive_orbit_count(G.elements.tolist(), sub)


def test_8x8_both_coefficient_routes_agree():
    G = dihedral_square(8)
    for mult in [(22, 21, 21), (32, 32), (60, 2, 2)]:
        assert polya_count(G, multiplicities=mult) == polya_count(G, multiplicities=mult, method="sympy")


def test_burnside_rejects_bad_input():
    G = dihedral_square(3)
    with pytest.raises(ValueError, match="not closed"):
        burnside(G, colourings_=[(1, 0, 0, 0, 0, 0, 0, 0, 0)])
    with pytest.raises(ValueError, match="exactly one"):
        burnside(G)
    with pytest.raises(ValueError, match="sum"):
        burnside(G, multiplicities=(3, 3))
    with pytest.raises(ValueError, match="method"):
        polya_count(G, colours=2, method="magic")
    with pytest.raises(ValueError, match="one count per colour"):
        necklaces(4, 3, multiplicities=(2, 2))


def test_sympy_groups_are_accepted():
    from sympy.combinatorics.named_groups import DihedralGroup, SymmetricGroup

    assert polya_count(SymmetricGroup(5), colours=2) == 6  # multisets of size 5 from 2 colours
    assert polya_count(DihedralGroup(7), colours=2) == bracelets(7, 2)
    assert burnside(DihedralGroup(6), colours=3).orbits == bracelets(6, 3)
    assert sympy.expand(cycle_index(SymmetricGroup(3)) - (sympy.Symbol("a1") ** 3 / 6
                                                          + sympy.Symbol("a1") * sympy.Symbol("a2") / 2
                                                          + sympy.Symbol("a3") / 3)) == 0
    with pytest.raises(TypeError, match="PermutationGroup"):
        polya_count([[0, 1]], colours=2)
