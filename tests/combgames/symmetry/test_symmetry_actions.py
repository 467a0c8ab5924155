"""Tests for combgames.symmetry.actions: orbits, stabilisers, canonical forms (property tests)."""

import itertools

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from combgames.symmetry import (
    CanonicalTable,
    CellGroup,
    canonical_position,
    cell_orbits,
    colourings,
    cyclic_group,
    dihedral_polygon,
    dihedral_square,
    empty_cell_orbits,
    orbit,
    orbit_representatives,
    orbits,
    stabilizer,
)

GROUPS = {
    "D4 on 3x3": dihedral_square(3),
    "D4 on 4x4": dihedral_square(4),
    "C6": cyclic_group(6),
    "D5": dihedral_polygon(5),
    "Picaria s=5": dihedral_polygon(5, rings=(0, 1), centre=True),
    "S4": CellGroup.generate([[1, 0, 2, 3], [1, 2, 3, 0]]),
}


@st.composite
def group_and_colouring(draw, values=3):
    """A group from GROUPS and a colouring of its cells; shrinks towards the first group and colour 0."""
    name = draw(st.sampled_from(sorted(GROUPS)))
    G = GROUPS[name]
    c = tuple(draw(st.lists(st.integers(0, values - 1), min_size=G.degree, max_size=G.degree)))
    return G, c


@settings(max_examples=200, deadline=None)
@given(group_and_colouring(), st.data())
@example((dihedral_square(3), (1, 2, 0, 0, 1, 2, 0, 0, 0)), None)
def test_canonical_form_is_invariant_and_in_the_orbit(gc, data):
    G, c = gc
    form = G.canonical(c)
    assert form in orbit(G, c)
    assert form == min(orbit(G, c))
    for image in G.images(c):
        assert G.canonical(image) == form
    if data is not None:
        other = tuple(data.draw(st.lists(st.integers(0, 2), min_size=G.degree, max_size=G.degree)))
        assert (G.canonical(other) == form) == (other in orbit(G, c))


@settings(max_examples=200, deadline=None)
@given(group_and_colouring())
def test_orbit_stabilizer_theorem(gc):
    G, c = gc
    stab = stabilizer(G, c)
    assert len(orbit(G, c)) * len(stab) == G.order()
    CellGroup(stab.elements)  # a subgroup: CellGroup's closure check passes
    assert tuple(range(G.degree)) in stab
    assert all(G.image(c, G.index(g)) == c for g in stab.elements.tolist())


@settings(max_examples=150, deadline=None)
@given(group_and_colouring())
def test_empty_cell_orbits_are_equivalent_moves(gc):
    G, c = gc
    parts = empty_cell_orbits(G, c, empty=0)
    assert sorted(i for p in parts for i in p) == [i for i in range(G.degree) if c[i] == 0]

    def place(i, stone=9):
        return tuple(stone if j == i else v for j, v in enumerate(c))

    # i, j in one orbit <=> placing a *new* colour on i or on j gives positions in one G-orbit (a symmetry
    # mapping one to the other must map i to j and fix the colouring c, so it lies in the stabiliser)
    stab = stabilizer(G, c).elements.tolist()
    for p in parts:
        for i, j in itertools.combinations(p, 2):
            assert G.canonical(place(i)) == G.canonical(place(j))
            assert any(g[i] == j for g in stab)
    for p, q in itertools.combinations(parts, 2):
        assert G.canonical(place(p[0])) != G.canonical(place(q[0]))
    # with a colour already on the board only "=>" holds
    for p in parts:
        for i, j in itertools.combinations(p, 2):
            assert G.canonical(place(i, 1)) == G.canonical(place(j, 1))


def test_orbits_partition_and_reject_non_invariant_sets():
    G = dihedral_square(3)
    all_ = list(colourings(9, multiplicities=(3, 3, 3)))
    parts = orbits(G, all_)
    assert len(parts) == 228
    assert sum(len(p) for p in parts) == 1680
    assert all(p[0] == G.canonical(p[-1]) for p in parts)
    reps = orbit_representatives(G, all_)
    assert len(reps) == 228 and sum(reps.values()) == 1680
    with pytest.raises(ValueError, match="not closed"):
        orbits(G, [(1, 0, 0, 0, 0, 0, 0, 0, 0)])


def test_canonical_table_agrees_with_canonical():
    for G in (dihedral_square(3), dihedral_polygon(5, rings=(0, 1), centre=True), cyclic_group(8)):
        T = CanonicalTable(G, 3)
        for c in itertools.islice(colourings(G.degree, colours=3), 0, None, 7):
            assert T.canonical(c) == G.canonical(c)
            assert T.decode(T.code(c)) == c
        assert T.number_of_orbits() == len(orbits(G, colourings(G.degree, colours=3)))
    with pytest.raises(ValueError, match="max_size"):
        CanonicalTable(dihedral_square(8), 3)
    for k in (1, 12):  # the one-colour and the many-colour encodings
        T = CanonicalTable(cyclic_group(3), k)
        for c in colourings(3, colours=k):
            assert T.canonical(c) == cyclic_group(3).canonical(c)
            assert T.decode(T.code(c)) == c


def test_cell_orbits_and_positions():
    G = dihedral_square(3)
    assert cell_orbits(G) == [(0, 2, 6, 8), (1, 3, 5, 7), (4,)]
    assert canonical_position(G, ((0, 0, 1, 0, 0, 0, 0, 0, 0), 1)) == ((0, 0, 0, 0, 0, 0, 0, 0, 1), 1)


def test_colourings_enumeration():
    assert list(colourings(2, colours=2)) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    ms = list(colourings(6, multiplicities=(1, 2, 3)))
    assert len(ms) == 60 == len(set(ms)) and ms == sorted(ms)
    with pytest.raises(ValueError, match="sum"):
        list(colourings(3, multiplicities=(1, 1)))
    with pytest.raises(ValueError, match="exactly one"):
        list(colourings(3))
    with pytest.raises(ValueError, match="cells"):
        orbit(dihedral_square(3), (0, 1))


def test_canonical_table_rejects_bad_values():
    """Values outside 0..k-1 raise, including a two-digit value that would otherwise encode a wrong board."""
    from combgames.symmetry import CanonicalTable, dihedral_square

    T = CanonicalTable(dihedral_square(3), 3)
    for bad in [(5,) * 9, (0,) * 8 + (-1,), (0,) * 8 + (10,)]:
        with pytest.raises(ValueError, match="values must be integers 0..2"):
            T.canonical(bad)


def test_canonical_position_rejects_a_bare_colouring():
    from combgames.symmetry import canonical_position, dihedral_square

    with pytest.raises(TypeError, match="pair"):
        canonical_position(dihedral_square(3), ((0,) * 9,))
    with pytest.raises(ValueError, match="9 cells"):
        canonical_position(dihedral_square(3), ((0,) * 4, 0))
