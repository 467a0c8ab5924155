"""Tests for topology.cycles: the class census (theorem) against exhaustive search, constructions."""

import itertools
import math
import random

import pytest

from topology import (
    KleinClass,
    LoopClass,
    class_census,
    classes_by_norm,
    cycle_element,
    cycle_order,
    digital_line_cycle,
    exhaustive_census,
    hex_klein_bottle,
    hex_projective_plane,
    hex_torus,
    is_induced_cycle,
    is_simple_cycle,
    simple_cycle_classes,
    simple_cycles,
    square_klein_bottle,
    square_torus,
)


def _phi_sum(k):
    return sum(sum(1 for j in range(1, i + 1) if math.gcd(i, j) == 1) for i in range(1, k + 1))


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_induced_census_equals_exhaustive_search(n):
    assert exhaustive_census(n, "induced") == class_census(n, "induced")


def test_simple_census_equals_exhaustive_search_n3():
    assert exhaustive_census(3, "simple") == class_census(3, "simple")


@pytest.mark.parametrize("n, kind", [(3, "simple"), (4, "induced"), (5, "induced"), (6, "induced")])
def test_symmetry_reduced_search_equals_plain_search(n, kind):
    assert exhaustive_census(n, kind, symmetry=True) == exhaustive_census(n, kind)


@pytest.mark.slow
@pytest.mark.parametrize("n", [7])
def test_induced_census_equals_exhaustive_search_large(n):
    """About 5 s for n = 7 with the rotation reduction (see benchmarks/bench_topology.py --exhaustive 8)."""
    assert exhaustive_census(n, "induced", symmetry=True) == class_census(n, "induced")


@pytest.mark.slow
def test_simple_census_equals_exhaustive_search_n4():
    assert exhaustive_census(4, "simple", symmetry=True) == class_census(4, "simple")


@pytest.mark.parametrize("n", range(3, 11))
def test_census_sizes_follow_the_phi_formula(n):
    assert len(class_census(n, "simple")) == 3 * _phi_sum(n)
    assert len(class_census(n, "induced")) == 3 * _phi_sum(n // 2)
    assert all(length == n * c.norm for c, length in class_census(n, "simple").items())


def test_digital_lines_of_every_class():
    for n in (3, 5, 8):
        t = hex_torus(n)
        for c in classes_by_norm(n):
            cells = digital_line_cycle(n, c)
            assert len(cells) == n * c.norm
            assert cycle_element(t, cells) == c
            assert is_simple_cycle(t, cells)
            assert is_induced_cycle(t, cells) == (2 * c.norm <= n)


def test_cycle_predicates_reject_non_cycles():
    t = hex_torus(5)
    assert not is_simple_cycle(t, [0, 1])
    assert not is_simple_cycle(t, [0, 1, 1])
    assert not is_simple_cycle(t, [0, 2, 4])
    # a triangle is induced; a 4-cycle with a chord is simple but not induced
    a, b, c, d = t.cell("B2"), t.cell("C2"), t.cell("B3"), t.cell("C3")
    assert is_simple_cycle(t, [a, b, d, c]) and not is_induced_cycle(t, [a, b, d, c])
    with pytest.raises(ValueError, match="primitive"):
        digital_line_cycle(5, (2, 2))
    with pytest.raises(ValueError):
        class_census(2)
    with pytest.raises(ValueError, match="kind"):
        class_census(5, "touching")


def _brute_force_cycles(surface, stones):
    """Every simple cycle inside ``stones`` by trying every ordering of every subset of >= 3 stones:
    {cells in canonical order (least first, second < last): deck element}."""
    out = {}
    stones = sorted(stones)
    for k in range(3, len(stones) + 1):
        for subset in itertools.combinations(stones, k):
            first = subset[0]
            for rest in itertools.permutations(subset[1:]):
                cells = (first,) + rest
                if cells[1] < cells[-1] and is_simple_cycle(surface, cells):
                    out[cells] = surface.walk_element(list(cells))
    return out


SURFACES = [hex_torus, square_torus, hex_klein_bottle, square_klein_bottle, hex_projective_plane]


@pytest.mark.parametrize("make", SURFACES, ids=lambda f: f.__name__)
def test_simple_cycles_against_brute_force(make):
    rng = random.Random(12)
    for _ in range(12):
        s = make(rng.randint(3, 5), rng.randint(3, 5))
        stones = rng.sample(range(s.size), rng.randint(0, 7))
        found = list(simple_cycles(s, stones))
        assert len(found) == len({cells for cells, _ in found})  # each cycle once
        assert dict(found) == _brute_force_cycles(s, stones)


def test_simple_cycle_classes_against_brute_force():
    rng = random.Random(5)
    for _ in range(20):
        t = hex_torus(rng.randint(3, 5))
        stones = rng.sample(range(t.size), rng.randint(3, 8))
        expected = {LoopClass.of(*e) for e in _brute_force_cycles(t, stones).values() if e != (0, 0)}
        assert simple_cycle_classes(t, stones) == expected


def test_simple_cycle_classes_of_a_column_and_a_row():
    """Closed walks of every class, simple cycles of three classes only (not (1, -1))."""
    t = hex_torus(6)
    cross = [t.cell(f"C{r}") for r in range(1, 7)] + [t.cell(f"{c}3") for c in "ABDEF"]
    assert simple_cycle_classes(t, cross) == {LoopClass(0, 1), LoopClass(1, 0), LoopClass(1, 1)}
    row = [t.cell(f"{c}3") for c in "ABCDEF"]
    assert simple_cycle_classes(t, row) == {LoopClass(1, 0)}
    assert simple_cycle_classes(t, row[:5]) == frozenset()


def test_simple_cycle_classes_on_the_klein_bottle_and_the_projective_plane():
    k = hex_klein_bottle(5)
    row = [k.index(c, 2) for c in range(5)]
    assert simple_cycle_classes(k, row) == {KleinClass(0, 1)}  # a^+-1: the row loop
    p = hex_projective_plane(3)
    assert simple_cycle_classes(p, range(p.size)) == {1}
    column = [p.index(1, r) for r in range(3)]  # B1, B2, B3, and B3 touches B1 across the seam
    assert simple_cycle_classes(p, column) == {1}


@pytest.mark.parametrize("n", [5, 6, 8])
def test_cycle_order_recovers_every_non_touching_digital_line(n):
    t = hex_torus(n)
    for c in classes_by_norm(n // 2):
        cells = digital_line_cycle(n, c)
        order = cycle_order(t, set(cells))
        assert order[0] == min(cells) and sorted(order) == sorted(cells)
        assert is_induced_cycle(t, order) and cycle_element(t, order) == c
        # the same cyclic sequence, up to rotation and direction
        k = cells.index(order[0])
        rotated = cells[k:] + cells[:k]
        assert order in (rotated, [rotated[0]] + rotated[:0:-1])
        assert order[1] == next(j for j, _ in t.neighbours[order[0]] if j in set(cells))


def test_cycle_order_refuses_sets_that_are_not_one_loop():
    t = hex_torus(6)
    column = [t.cell(f"C{r}") for r in range(1, 7)]
    with pytest.raises(ValueError, match="at least 3"):
        cycle_order(t, column[:2])
    with pytest.raises(ValueError, match="C1 has 1 neighbour among"):
        cycle_order(t, column[:4])  # a path
    with pytest.raises(ValueError, match="has 3 neighbours"):
        cycle_order(t, column + [t.cell("D3")])  # D3 touches C3 and C4: a chord
    two_loops = column + [t.cell(f"F{r}") for r in range(1, 7)]
    with pytest.raises(ValueError, match="one loop"):
        cycle_order(t, two_loops)
    with pytest.raises(ValueError, match="0..35"):
        cycle_order(t, [0, 1, 36])
    with pytest.raises(TypeError):
        cycle_order(t, [0, 1, 2.0])
