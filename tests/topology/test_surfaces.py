"""Tests for topology.surfaces: neighbour relations, deck labels, cell names, the text's conventions."""

import pytest

from topology import (
    CoverUnionFind,
    cell_name,
    hex_klein_bottle,
    hex_projective_plane,
    hex_torus,
    parse_cell_name,
    square_klein_bottle,
    square_projective_plane,
    square_torus,
)

MAKERS = [hex_torus, square_torus, hex_klein_bottle, square_klein_bottle, square_projective_plane,
          hex_projective_plane]


@pytest.mark.parametrize("make", MAKERS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("size", [(3, 3), (4, 4), (5, 3), (6, 6), (7, 4)])
def test_neighbour_relation_is_symmetric_with_inverse_labels_and_right_degree(make, size):
    s = make(*size)
    g = s.group
    degree = 6 if s.grid == "hex" else 4
    for i in range(s.size):
        if s.kind == "projective plane" and s.grid == "hex":
            assert 3 <= len(s.neighbours[i]) <= 6
            assert len({j for j, _ in s.neighbours[i]}) == len(s.neighbours[i])
            continue
        assert len(s.neighbours[i]) == degree
        distinct = len({j for j, _ in s.neighbours[i]})
        if s.kind == "projective plane":
            # a corner touches the opposite corner across both of its boundary edges
            assert distinct >= degree - 1
        else:
            assert distinct == degree, "no multiple edges for n, m >= 3"
    for i in range(s.size):
        for j, h in s.neighbours[i]:
            assert j != i
            assert g.inv(h) in s.label(j, i)


@pytest.mark.parametrize("make", [hex_torus, hex_klein_bottle], ids=lambda f: f.__name__)
def test_every_triangle_of_a_hex_surface_is_contractible(make):
    """The six neighbours of a cell form a cycle, and each triangle (cell, neighbour, next) has identity."""
    s = make(5, 4)
    g = s.group
    # neighbours are listed in the order of HEX_STEPS; re-order them cyclically
    order = [0, 4, 2, 1, 5, 3]
    for i in range(s.size):
        ring = [s.neighbours[i][k] for k in order]
        for k in range(6):
            (a, ha), (b, hb) = ring[k], ring[(k + 1) % 6]
            hab = s.label(a, b)
            assert len(hab) == 1
            assert g.is_identity(g.mul(g.mul(ha, hab[0]), g.inv(hb)))


@pytest.mark.parametrize("make", [square_torus, square_klein_bottle], ids=lambda f: f.__name__)
def test_every_square_plaquette_is_contractible(make):
    """Right, up, left, down from any cell returns to it with the identity (neighbours listed R, L, U, D)."""
    s = make(5, 4)
    g = s.group
    for i in range(s.size):
        u, e = i, g.identity
        for k in (0, 2, 1, 3):
            u, h = s.neighbours[u][k] if g.is_identity(e) or s.kind == "torus" else _oriented(s, u, e, k)
            e = g.mul(e, h)
        assert u == i and g.is_identity(e)


def _oriented(s, u, e, k):
    # after crossing the flip (odd power of the glide) left and right are exchanged
    if e[1] % 2:
        k = {0: 1, 1: 0}.get(k, k)
    return s.neighbours[u][k]


def test_text_corner_remark_and_distance_two():
    t = hex_torus(6)
    a6, f1, a1, f6 = (t.cell(x) for x in ("A6", "F1", "A1", "F6"))
    assert t.adjacent(a6, f1) and not t.adjacent(a1, f6)
    common = {j for j, _ in t.neighbours[a1]} & {j for j, _ in t.neighbours[f6]}
    assert common, "A1 and F6 are at distance 2"


def test_vert_horz_diag_loops_of_length_n():
    t = hex_torus(6)
    vert = [t.cell(f"C{r}") for r in range(1, 7)]
    horz = [t.cell(f"{c}5") for c in "ABCDEF"]
    diag = [t.cell(x) for x in ("B1", "A2", "F3", "E4", "D5", "C6")]
    assert {tuple(sorted(map(abs, t.walk_element(c)))) for c in (vert, horz, diag)} == {(0, 1), (1, 1)}
    assert t.walk_element(vert) == (0, -1) and t.walk_element(horz) == (1, 0)
    assert t.walk_element(diag) in ((1, 1), (-1, -1))


def test_cell_names_round_trip():
    for col in (0, 5, 25, 26, 51, 700):
        for row in (0, 9):
            assert parse_cell_name(cell_name(col, row)) == (col, row)
    assert parse_cell_name("c4") == (2, 3)
    for bad in ("4C", "C0", "", "C-1", "#3"):
        with pytest.raises(ValueError):
            parse_cell_name(bad)
    t = hex_torus(6)
    with pytest.raises(ValueError, match="off the"):
        t.cell("G1")


def test_bad_sizes_are_refused():
    with pytest.raises(ValueError, match=">= 3"):
        hex_torus(2)
    with pytest.raises(TypeError):
        hex_torus(6.0)
    with pytest.raises(TypeError, match="n must be"):
        square_torus(True)
    with pytest.raises(ValueError, match="col must be a non-negative integer"):
        cell_name(-1, 0)
    with pytest.raises(ValueError, match="cell index"):
        hex_torus(3).coords(9)


def test_klein_flip_mirrors_the_torus_neighbours():
    k, t = hex_klein_bottle(6), hex_torus(6)
    for col in range(6):
        top = k.index(col, 0)
        across_k = sorted(k.coords(j)[0] for j, h in k.neighbours[top] if k.coords(j)[1] == 5)
        across_t = sorted(t.coords(j)[0] for j, h in t.neighbours[t.index(col, 0)] if t.coords(j)[1] == 5)
        assert across_k == sorted(5 - c for c in across_t)


@pytest.mark.parametrize("make", MAKERS, ids=lambda f: f.__name__)
def test_networkx_export_follows_the_schema_and_keeps_the_deck_labels(make):
    """The schema of combgames.base.graphs.incidence_graph: cells are points, adjacencies are kind="edge"."""
    s = make(4, 5)
    g = s.to_networkx()
    assert g.graph["points"] == s.size == g.number_of_nodes() and g.graph["name"] == s.name
    assert g.graph["surface"] == s.kind and g.graph["grid"] == s.grid
    for i in range(s.size):
        node = g.nodes[i]
        assert (node["kind"], node["label"], node["bipartite"]) == ("point", s.cell_name(i), 0)
        assert len(node["pos"]) == 2
    pairs = {(min(i, j), max(i, j)) for i, j, _ in s.edges()}
    assert set(map(tuple, map(sorted, g.edges()))) == pairs
    for i, j in pairs:
        assert g.edges[i, j]["kind"] == "edge"
        assert g.edges[i, j]["deck"] in s.label(i, j)
        assert s.group.inv(g.edges[i, j]["deck"]) in s.label(j, i)


def test_hex_positions_are_unit_triangles():
    import math

    t = hex_torus(5)
    pos = t.positions()
    for i in range(t.size):
        for j, h in t.neighbours[i]:
            if h == (0, 0):
                assert math.dist(pos[i], pos[j]) == pytest.approx(1.0)


@pytest.mark.parametrize("size", [(4, 4), (5, 7), (6, 6)])
def test_hex_projective_plane_is_a_triangulation_with_consistent_labels(size):
    """Every triangle of the cell graph has even label sum (is contractible), and with F = 2E/3 triangular
    faces V - E + F = 1, the Euler characteristic of the projective plane."""
    s = hex_projective_plane(*size)
    triangles = set()
    for i in range(s.size):
        for j, a in s.neighbours[i]:
            for k, b in s.neighbours[j]:
                for c, e in s.neighbours[k]:
                    if c == i and len({i, j, k}) == 3:
                        assert (a ^ b ^ e) == 0
                        triangles.add(frozenset((i, j, k)))
    edges = sum(len(x) for x in s.neighbours) // 2
    assert (2 * edges) % 3 == 0 and s.size - edges + 2 * edges // 3 == 1
    assert len(triangles) >= 2 * edges // 3


def test_hex_projective_plane_full_boards_have_exactly_one_winning_colour():
    import random

    rng = random.Random(4)
    for _ in range(150):
        s = hex_projective_plane(rng.randint(3, 8), rng.randint(3, 8))
        colour = [rng.random() < 0.5 for _ in range(s.size)]
        wins = 0
        for t in (True, False):
            uf = CoverUnionFind(s, [i for i in range(s.size) if colour[i] == t])
            wins += any(uf.is_non_contractible(comp[0]) for comp in uf.components())
        assert wins == 1
