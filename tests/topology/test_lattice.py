"""Tests for topology.lattice: canonical sign, primitivity, the hex norm (closed form vs BFS), listing, plot."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from topology import (
    LoopClass,
    class_triple,
    classes_by_norm,
    hex_norm,
    hex_torus,
    is_primitive,
    loop_class,
    number_of_primitive_classes,
    read_tilted_plot,
    rotate60,
    shortest_closed_walk,
    shortest_loop_length,
    square_norm,
    square_torus,
    tilted_plot,
)

ints = st.integers(-30, 30)


@given(ints, ints)
def test_class_of_v_and_minus_v_agree_and_sign_is_canonical(x, y):
    c = loop_class(x, y)
    assert c == loop_class(-x, -y)
    assert c.x > 0 or (c.x == 0 and c.y >= 0)
    assert c.vector in ((x, y), (-x, -y))


def test_non_canonical_direct_construction_is_refused():
    with pytest.raises(ValueError, match="canonical"):
        LoopClass(-1, 0)
    with pytest.raises(TypeError):
        loop_class(1.5, 0)


@given(ints, ints)
def test_primitive_is_gcd_one_and_zero_is_coprime_only_to_units(x, y):
    assert is_primitive(x, y) == (math.gcd(x, y) == 1)
    if x == 0:
        assert is_primitive(x, y) == (abs(y) == 1)


@given(ints, ints)
def test_norm_is_invariant_under_sign_and_rotation(x, y):
    assert hex_norm(x, y) == hex_norm(-x, -y) == hex_norm(*rotate60(x, y))
    assert rotate60(*rotate60(*rotate60(x, y))) == (-x, -y)


def test_norm_equals_bfs_in_the_universal_cover():
    """Independent check: the shortest closed walk of class v on the n x n hex torus has length n |v|."""
    for n in (3, 4, 5):
        t = hex_torus(n)
        for c in classes_by_norm(3, primitive=False):
            assert shortest_closed_walk(t, c.vector) == n * hex_norm(*c.vector), (n, c)


def test_square_norm_equals_bfs_on_the_square_torus():
    t = square_torus(4)
    for x in range(-2, 3):
        for y in range(-2, 3):
            if (x, y) != (0, 0):
                assert shortest_closed_walk(t, (x, y)) == 4 * square_norm(x, y)


def test_shortest_loop_length_formula_equals_bfs_on_rectangular_boards():
    for n, m in ((4, 5), (3, 6), (5, 3)):
        for grid, make in (("hex", hex_torus), ("square", square_torus)):
            t = make(n, m)
            for c in classes_by_norm(2, primitive=False):
                assert shortest_closed_walk(t, c.vector) == shortest_loop_length(c, n, m, grid=grid)
    with pytest.raises(ValueError, match="grid"):
        shortest_loop_length((1, 0), 4, grid="triangle")


def test_classes_by_norm_counts_are_three_phi():
    for k in range(1, 9):
        ring = [c for c in classes_by_norm(k) if c.norm == k]
        phi = sum(1 for j in range(1, k + 1) if math.gcd(j, k) == 1)
        assert len(ring) == number_of_primitive_classes(k) == 3 * phi


def test_triples_have_equal_norm_and_partition_each_ring():
    for k in range(1, 8):
        ring = {c for c in classes_by_norm(k) if c.norm == k}
        seen = set()
        for c in ring:
            t = class_triple(c)
            assert len(set(t)) == 3 and all(d.norm == k and d in ring for d in t)
            seen |= set(t)
        assert seen == ring
    with pytest.raises(ValueError):
        class_triple((0, 0))


def test_tilted_plot_is_a_hexagon_of_rows():
    rows = tilted_plot(4).splitlines()
    assert [len(r.split()) for r in rows] == [5, 6, 7, 8, 9, 8, 7, 6, 5]
    # every row is centred: its indentation plus half its length is the same
    centres = {len(r) - len(r.lstrip()) + len(r.strip()) / 2 for r in rows}
    assert len(centres) == 1
    assert sum(r.count("*") for r in rows) == 2 * len(classes_by_norm(4))


@pytest.mark.parametrize("radius", [0, 1, 4, 7])
def test_read_tilted_plot_inverts_tilted_plot(radius):
    """Reading the plot back gives every point of norm <= radius with its mark (marker = the point)."""
    marks = {}

    def marker(x, y):
        marks[(x, y)] = f"{x},{y}"
        return marks[(x, y)]

    text = tilted_plot(radius, marker)
    assert read_tilted_plot(text) == marks == read_tilted_plot(text.splitlines())
    assert set(marks) == {(x, y) for x in range(-2 * radius, 2 * radius + 1)
                          for y in range(-radius, radius + 1) if hex_norm(x, y) <= radius}
    # spacing does not matter
    assert read_tilted_plot([" ".join(r.split()) for r in text.splitlines()]) == marks


def test_read_tilted_plot_errors():
    with pytest.raises(ValueError, match="odd number"):
        read_tilted_plot(["* *", "* O *"])
    with pytest.raises(ValueError, match="row y=0: expected 3 marks, got 2"):
        read_tilted_plot([" * *", "* O", " * *"])


def test_argument_checks():
    with pytest.raises(ValueError, match="max_norm must be a non-negative integer"):
        classes_by_norm(-1)
    with pytest.raises(TypeError, match="radius"):
        tilted_plot(2.0)
    with pytest.raises(ValueError, match="norm must be a positive integer"):
        number_of_primitive_classes(0)
    with pytest.raises(TypeError, match="x must be an integer"):
        hex_norm(True, 1)
