"""Tests for topology.cycles: the class census (theorem) against exhaustive search, constructions."""

import math

import pytest

from topology import (
    class_census,
    classes_by_norm,
    cycle_element,
    digital_line_cycle,
    exhaustive_census,
    hex_torus,
    is_induced_cycle,
    is_simple_cycle,
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
