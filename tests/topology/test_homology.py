"""Tests for topology.homology: H_1 of the Klein bottle, the classes of simple loops, contractibility.

The classification of simple loops is checked by exhaustive search over every simple cycle of small hex
(and square) Klein bottles with topology.cycles.simple_cycles; the abelianisation against the group law.
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from topology import (
    KLEIN_SIMPLE_CLASSES,
    KleinBottleGroup,
    KleinClass,
    hex_klein_bottle,
    is_simple_klein_class,
    is_simple_klein_element,
    klein_homology_class,
    klein_is_contractible,
    shortest_closed_walk,
    simple_cycles,
    square_klein_bottle,
)

G = KleinBottleGroup()
elements = st.tuples(st.integers(-6, 6), st.integers(-6, 6))


@given(elements, elements)
def test_abelianisation_is_a_homomorphism(u, v):
    assert klein_homology_class(G.mul(u, v)) == klein_homology_class(u) + klein_homology_class(v)
    assert klein_homology_class(G.inv(u)) == -klein_homology_class(u)


def test_abelianisation_kills_the_relation_and_a_squared():
    a, g = (1, 0), (0, 1)
    relation = G.product([g, a, G.inv(g), a])  # g a g^-1 a = 1 in the group
    assert G.is_identity(relation)
    commutator = G.product([a, g, G.inv(a), G.inv(g)])
    assert commutator == (2, 0)  # a^2 is a commutator: zero in homology, not the identity
    assert klein_homology_class(commutator).is_trivial and not klein_is_contractible(commutator)
    assert klein_homology_class(a) == KleinClass(0, 1) and klein_homology_class(g) == KleinClass(1, 0)


@given(elements, elements)
def test_simple_elements_are_closed_under_inverse_and_conjugation(u, h):
    conj = G.product([h, u, G.inv(h)])
    assert is_simple_klein_element(u) == is_simple_klein_element(G.inv(u)) == is_simple_klein_element(conj)


@given(elements)
def test_simple_classes_are_the_images_of_simple_elements(u):
    if is_simple_klein_element(u):
        assert is_simple_klein_class(klein_homology_class(u))
    # for a simple loop, class 0 means contractible
    if is_simple_klein_element(u) and klein_homology_class(u).is_trivial:
        assert klein_is_contractible(u)


def test_simple_classes_listed():
    assert sorted((c.glide, c.twist) for c in KLEIN_SIMPLE_CLASSES) == [
        (-2, 0), (-1, 0), (-1, 1), (0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]
    assert all(c.is_simple for c in KLEIN_SIMPLE_CLASSES)
    assert not KleinClass(2, 1).is_simple and not is_simple_klein_class((3, 0))


@pytest.mark.parametrize("make", [hex_klein_bottle, square_klein_bottle], ids=lambda f: f.__name__)
def test_glide_counts_top_edge_crossings_and_square_twist_counts_side_crossings(make):
    """Each edge's class read off the board: crossing the top edge upwards is glide +1 (downwards -1); on
    the square grid crossing the left/right edge is twist 1."""
    from topology.surfaces import HEX_STEPS, SQUARE_STEPS

    steps = HEX_STEPS if make is hex_klein_bottle else SQUARE_STEPS
    for n, m in [(3, 3), (4, 5), (7, 4)]:
        s = make(n, m)
        for u in range(s.size):
            col, row = s.coords(u)
            for (v, h), (dx, dy) in zip(s.neighbours[u], steps):
                up, down, side = row - dy < 0, row - dy >= m, not 0 <= col + dx < n
                c = klein_homology_class(h)
                assert c.glide == up - down
                if make is square_klein_bottle:
                    assert c.twist == side


def _simple_cycle_census(surface):
    """Exhaustive: the elements and (both orientations of) the classes of every simple cycle."""
    found_elements, found_classes, count = set(), set(), 0
    for cells, e in simple_cycles(surface):
        if count % 37 == 0:  # a sample: the walk's element, recomputed from the cells
            assert surface.walk_element(list(cells)) == e
        count += 1
        found_elements.add(e)
        c = klein_homology_class(e)
        found_classes.update((c, -c))
    return count, found_elements, found_classes


@pytest.mark.parametrize("make, n, m", [(hex_klein_bottle, 3, 3), (hex_klein_bottle, 3, 4),
                                        (hex_klein_bottle, 4, 3), (square_klein_bottle, 4, 4)])
def test_simple_cycles_of_small_klein_bottles_have_exactly_the_simple_classes(make, n, m):
    """Every simple cycle has a simple element (so class 0 only when contractible), and every class of
    KLEIN_SIMPLE_CLASSES occurs: the theorem of the module docstring, checked cycle by cycle."""
    count, found_elements, found_classes = _simple_cycle_census(make(n, m))
    assert count > 1000
    assert all(is_simple_klein_element(e) for e in found_elements)
    assert sorted(found_classes) == list(KLEIN_SIMPLE_CLASSES)
    assert (2, 0) not in found_elements and (0, 2) in found_elements  # a^2 never, g^2 yes


@pytest.mark.slow
@pytest.mark.parametrize("make, n, m", [(hex_klein_bottle, 4, 4), (square_klein_bottle, 5, 4)])
def test_simple_cycles_of_larger_klein_bottles(make, n, m):
    """About 3.2 million simple cycles on the 4 x 4 hex board (30 s)."""
    count, found_elements, found_classes = _simple_cycle_census(make(n, m))
    assert all(is_simple_klein_element(e) for e in found_elements)
    assert sorted(found_classes) == list(KLEIN_SIMPLE_CLASSES)


def test_every_class_is_the_class_of_a_closed_walk():
    k = hex_klein_bottle(4)
    for glide in range(-3, 4):
        for twist in (0, 1):
            element = (twist, glide)
            assert klein_homology_class(element) == KleinClass(glide, twist)
            assert shortest_closed_walk(k, element) is not None
    assert shortest_closed_walk(k, (2, 0)) == 8  # a^2: class 0, not contractible, twice along a row


def test_errors():
    with pytest.raises(ValueError, match="twist must be an integer in 0..1"):
        KleinClass(0, 2)
    with pytest.raises(TypeError, match="glide must be an integer"):
        KleinClass(1.0, 0)
    for bad in [(1, 2, 3), [1, 0], (True, 0), "ab", 3]:
        with pytest.raises(TypeError, match="Klein bottle group element"):
            klein_homology_class(bad)
    with pytest.raises(TypeError):
        klein_is_contractible((0.0, 0))
    with pytest.raises(TypeError, match="pair \\(glide, twist\\)"):
        is_simple_klein_class([0, 1])
    with pytest.raises(ValueError, match="twist"):
        is_simple_klein_class((0, 3))
    assert KleinClass(1, 0) + KleinClass(-1, 1) == KleinClass(0, 1)
    assert str(KleinClass(-2, 0)) == "(-2,0)"
