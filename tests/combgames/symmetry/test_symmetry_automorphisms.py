"""Tests for combgames.symmetry.automorphisms: automorphism groups computed from edges and lines."""

import itertools
import math
import random

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.symmetry import (
    CellGroup,
    ColouredBoardCanonizer,
    automorphism_generators,
    automorphism_group,
    automorphism_permutation_group,
    board_automorphism_group,
    board_graph,
    dihedral_polygon,
    dihedral_square,
)

KING_EDGES = [(a, b) for a in range(9) for b in range(a + 1, 9)
              if max(abs(a // 3 - b // 3), abs(a % 3 - b % 3)) == 1]
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def _is_automorphism(perm, edges, lines):
    e = {frozenset(x) for x in edges}
    ln = {frozenset(x) for x in lines}
    return ({frozenset(perm[i] for i in x) for x in e} == e) and ({frozenset(perm[i] for i in x) for x in ln} == ln)


def test_picaria_board_group_is_computed_as_the_8_symmetries():
    G = automorphism_group(9, KING_EDGES, LINES)
    assert G.order() == 8
    assert G == dihedral_square(3)
    assert G.named_like(dihedral_square(3)).names == ("e", "R90", "R180", "R270", "H", "V", "D1", "D2")
    assert automorphism_group(9, KING_EDGES, LINES, backend="networkx") == G
    # edges alone and lines alone already force the same 8 symmetries
    assert automorphism_group(9, KING_EDGES) == G
    assert automorphism_group(9, lines=LINES) == G


def test_board_object_duck_typing():
    class Board:
        points = list(range(9))
        edges = KING_EDGES
        lines = LINES

    assert board_automorphism_group(Board()) == dihedral_square(3)
    with pytest.raises(TypeError, match="lines"):
        board_automorphism_group(type("B", (), {"points": [0], "edges": []})())


def test_rook_edges_on_the_3x3_grid():
    rook = [(a, b) for a in range(9) for b in range(a + 1, 9) if abs(a // 3 - b // 3) + abs(a % 3 - b % 3) == 1]
    assert automorphism_group(9, rook) == dihedral_square(3)


@pytest.mark.parametrize("s", range(3, 9))
def test_polygon_boards(s):
    """The s-gon board of the Picaria family: centre 0, corners 1..s, side midpoints s+1..2s."""
    corner = lambda j: 1 + j % s  # noqa: E731
    mid = lambda j: 1 + s + j % s  # noqa: E731
    edges = [(0, v) for v in range(1, 2 * s + 1)]
    edges += [(corner(j), mid(j)) for j in range(s)] + [(mid(j), corner(j + 1)) for j in range(s)]
    sides = [(corner(j), mid(j), corner(j + 1)) for j in range(s)]
    G = automorphism_group(2 * s + 1, edges, sides)
    assert G == dihedral_polygon(s, rings=(0, 1), centre=True)
    cycle = automorphism_group(s, [(j, (j + 1) % s) for j in range(s)])
    assert cycle == dihedral_polygon(s)


@pytest.mark.parametrize("graph, order", [
    (nx.petersen_graph(), 120),
    (nx.hypercube_graph(3), 48),
    (nx.complete_graph(6), 720),
    (nx.path_graph(5), 2),
    (nx.empty_graph(4), 24),
])
def test_known_graph_automorphism_orders(graph, order):
    """Orders known from the literature (Petersen: S5; cube: 48; K_n: n!; path: 2; empty: n!)."""
    G = nx.convert_node_labels_to_integers(graph)
    gens, computed = automorphism_generators(G.number_of_nodes(), list(G.edges()))
    assert computed == order
    assert automorphism_group(G.number_of_nodes(), list(G.edges())).order() == order
    assert all(_is_automorphism(g, G.edges(), []) for g in gens)


def test_large_group_goes_to_sympy():
    G = automorphism_permutation_group(12)
    assert G.order() == math.factorial(12)
    with pytest.raises(ValueError, match="max_order"):
        automorphism_group(12)


def test_cell_colours_restrict_the_group():
    G = automorphism_group(9, KING_EDGES, LINES, cell_colours=[{0}])
    assert G.order() == 2  # the diagonal through cell 0 is the only mirror fixing it
    assert all(g[0] == 0 for g in G.elements.tolist())


@st.composite
def small_boards(draw):
    """A random board: n cells, random edges and random distinct lines. Shrinks towards fewer cells/edges."""
    n = draw(st.integers(1, 7))
    pairs = [(a, b) for a in range(n) for b in range(a + 1, n)]
    edges = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    triples = [t for t in itertools.combinations(range(n), 3)]
    lines = draw(st.lists(st.sampled_from(triples), unique=True, max_size=5)) if triples else []
    return n, edges, lines


@settings(max_examples=60, deadline=None)
@given(small_boards())
def test_nauty_agrees_with_networkx_and_brute_force(board):
    n, edges, lines = board
    G = automorphism_group(n, edges, lines)
    assert automorphism_group(n, edges, lines, backend="networkx") == G
    brute = {p for p in itertools.permutations(range(n)) if _is_automorphism(p, edges, lines)}
    assert set(G._tuples) == brute


@settings(max_examples=40, deadline=None)
@given(small_boards(), st.data())
def test_nauty_keys_identify_orbits(board, data):
    n, edges, lines = board
    G = automorphism_group(n, edges, lines)
    canon = ColouredBoardCanonizer(n, edges, lines)
    cs = data.draw(st.lists(st.tuples(*[st.integers(0, 2)] * n), min_size=2, max_size=6))
    for a, b in itertools.combinations(cs, 2):
        assert (canon.key(a) == canon.key(b)) == (G.canonical(a) == G.canonical(b))


def test_nauty_keys_on_the_3x3_board():
    G = dihedral_square(3)
    canon = ColouredBoardCanonizer(9, KING_EDGES, LINES)
    rng = random.Random(3)
    cs = [tuple(rng.randrange(3) for _ in range(9)) for _ in range(60)]
    cs += [G.image(cs[0], g) for g in range(8)]
    for a, b in itertools.combinations(cs, 2):
        assert (canon.key(a) == canon.key(b)) == (G.canonical(a) == G.canonical(b))


def test_board_graph_for_networkx():
    G = board_graph(9, KING_EDGES, LINES)
    assert G.number_of_nodes() == 17
    assert G.number_of_edges() == 20 + 24
    assert {d["kind"] for _, d in G.nodes(data=True)} == {"point", "block"}  # the schema of combgames.base.graphs
    assert {d["kind"] for _, _, d in G.edges(data=True)} == {"edge", "incidence"}


def test_bad_boards_are_rejected():
    with pytest.raises(ValueError, match="repeats line 0"):
        automorphism_group(3, lines=[(0, 1, 2), (2, 1, 0)])
    with pytest.raises(ValueError, match="repeats edge 0"):
        automorphism_group(3, [(0, 1), (1, 0)])
    with pytest.raises(ValueError, match="loop"):
        automorphism_group(3, [(1, 1)])
    with pytest.raises(ValueError, match="cell 5 is not in 0..2"):
        automorphism_group(3, [(0, 5)])
    with pytest.raises(TypeError, match="integers"):
        automorphism_group(3, [(0, "a")])
    with pytest.raises(ValueError, match="backend"):
        automorphism_group(3, backend="sage")
    with pytest.raises(ValueError, match="positive"):
        automorphism_group(0)
    with pytest.raises(ValueError, match="9 entries"):
        ColouredBoardCanonizer(9, KING_EDGES).key((0, 1))
    assert isinstance(automorphism_group(1), CellGroup)


@pytest.mark.parametrize("s", range(3, 9))
def test_polygon_boards_of_the_games_package(s):
    """The boards drawn in combgames.games.boards (reading-order numbering): the computed group acts on the
    cells as dihedral_polygon(s, rings=(0, 1), centre=True) does (same multiset of cycle types)."""
    from collections import Counter

    from combgames.games.boards import polygon_board

    G = board_automorphism_group(polygon_board(s))
    H = dihedral_polygon(s, rings=(0, 1), centre=True)
    def types(K):
        return Counter(tuple(K.cycle_type(k).items()) for k in range(K.order()))
    assert G.order() == 2 * s and types(G) == types(H)
