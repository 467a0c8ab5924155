"""Tests of combgames.games.boards: every built-in board against its geometric description."""

from __future__ import annotations

import math
from itertools import combinations

import networkx as nx
import pytest

from combgames.games.boards import (
    Board, make_board, mu_torere, picaria, picaria13, polygon_board, pong_hau_ki, tapatan, three_mens_morris,
    three_mens_morris_diagonals,
)

ALL = [picaria(), picaria13(), picaria13(lines="any"), tapatan(), three_mens_morris(),
       three_mens_morris_diagonals(), pong_hau_ki(), mu_torere()] + [polygon_board(s) for s in range(3, 9)]


def _collinear(a, b, c) -> bool:
    return abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])) < 1e-9


def _between(p, a, b) -> bool:
    """p strictly inside segment ab."""
    if not _collinear(a, b, p):
        return False
    t = ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / math.dist(a, b) ** 2
    return 1e-9 < t < 1 - 1e-9


@pytest.mark.parametrize("board", ALL, ids=lambda b: f"{b.name}-{b.line_rule}")
def test_geometry(board: Board):
    xy = board.coordinates
    # edges are straight: no other point lies strictly between the ends of an edge
    for u, v in board.edges:
        assert u < v
        assert not any(_between(xy[w], xy[u], xy[v]) for w in range(len(xy)) if w not in (u, v))
        # every edge lies on a drawn segment
        assert any(u in s and v in s and abs(s.index(u) - s.index(v)) == 1 for s in board.segments)
    # lines are collinear triples on one drawn segment
    for line in board.lines:
        a, b, c = (xy[i] for i in line)
        assert _collinear(a, b, c)
        assert any(set(line) <= set(s) for s in board.segments + board.line_segments)
        if board.line_rule == "consecutive" and any(set(line) <= set(s) for s in board.segments):
            # the middle point is between the other two and the three are joined by two edges
            i, j, k = sorted(line, key=lambda i: (xy[i][0], xy[i][1]))
            assert _between(xy[j], xy[i], xy[k])
            assert (min(i, j), max(i, j)) in board.edges and (min(j, k), max(j, k)) in board.edges
    # reading order: y descending, x ascending
    keys = [(-round(y, 6), round(x, 6)) for x, y in xy]
    assert keys == sorted(keys)
    # the graph and automorphisms
    G = board.graph()
    assert G.number_of_nodes() == len(board.points) and G.number_of_edges() == len(board.edges)
    assert nx.is_connected(G)
    edges, lines = set(board.edges), set(board.lines)
    for g in board.automorphisms:
        assert {tuple(sorted((g[u], g[v]))) for u, v in edges} == edges
        assert {tuple(sorted(g[i] for i in t)) for t in lines} == lines


def test_picaria_exact():
    b = picaria()
    assert b.points == ("a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1")
    # adjacency = king moves on the 3 x 3 grid (seed 000, Introduction)
    king = {(i, j) for i, j in combinations(range(9), 2)
            if max(abs(i // 3 - j // 3), abs(i % 3 - j % 3)) == 1}
    assert set(b.edges) == king
    ttt = {(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)}
    assert set(b.lines) == ttt
    assert b.centre == 4
    assert len(b.automorphisms) == 8
    assert picaria(lines="any") == b


def test_family_relations():
    p, t, m = picaria(), tapatan(), three_mens_morris()
    short = {(1, 3), (1, 5), (3, 7), (5, 7)}
    assert set(p.edges) - set(t.edges) == short
    assert set(m.edges) == {(i, j) for i, j in p.edges if i // 3 == j // 3 or j - i == 3}
    assert t.lines == p.lines and len(m.lines) == 6
    # s = 4 reproduces Picaria exactly (indices, coordinates, edges, lines)
    b4 = polygon_board(4)
    assert b4.edges == p.edges and b4.lines == p.lines and b4.rows == p.rows
    assert all(math.dist(a, b) < 1e-9 for a, b in zip(b4.coordinates, p.coordinates))


@pytest.mark.parametrize("s", range(3, 9))
def test_polygon_counts(s):
    b = polygon_board(s)
    assert len(b.points) == 2 * s + 1 and len(b.edges) == 5 * s and len(b.lines) == 2 * s
    assert len(b.automorphisms) == 2 * s
    assert b.centre is not None and len(b.neighbours[b.centre]) == 2 * s


def test_picaria13():
    b = picaria13()
    assert len(b.points) == 13
    extra = [b.index(n) for n in "pqrs"]
    # each extra point is the crossing of a short and a main diagonal: 4 neighbours, on 2 segments
    for i in extra:
        assert len(b.neighbours[i]) == 4
        assert sum(i in s for s in b.segments) == 2
    assert len(b.with_lines("any").lines) == 30
    assert len(b.automorphisms) == 8


def test_blockade_boards():
    ph = pong_hau_ki()
    assert ph.lines == () and len(ph.edges) == 7 and (0, 1) not in ph.edges
    assert len(ph.automorphisms) == 2
    mt = mu_torere()
    assert mt.lines == () and len(mt.automorphisms) == 16


def test_errors_and_lookup():
    b = picaria()
    assert b.index("b2") == 4 and b.index("4") == 4 and b.index(4) == 4
    with pytest.raises(ValueError, match="not a point"):
        b.index("z9")
    with pytest.raises(ValueError, match="0..8"):
        b.index(9)
    with pytest.raises(ValueError, match="s must be"):
        polygon_board(2)
    with pytest.raises(ValueError, match="unknown point"):
        Board.from_drawing("bad", {"a": (0, 0)}, [("a", "b")])
    with pytest.raises(ValueError, match="coincide"):
        Board.from_drawing("bad", {"a": (0, 0), "b": (0, 0)}, [])
    with pytest.raises(ValueError, match="lines must be"):
        picaria(lines="some")
    with pytest.raises(ValueError, match="unknown board"):
        make_board("hex")
    assert make_board("polygon6") == polygon_board(6)


def test_pictures():
    b = picaria()
    assert b.diagram().splitlines()[0] == "a3 - b3 - c3"
    assert not hasattr(b, "to_svg") and not hasattr(b, "_repr_svg_")  # games never import pictures
    from combgames.pictures import picture  # pictures draw boards by type

    svg = picture(b).svg()
    assert "<svg" in svg and svg.count("<circle") == 9
    assert "edges:" in mu_torere().diagram()


@pytest.mark.parametrize("points, match", [
    ({"a": 5, "b": (1, 0)}, "pair of numbers"),
    ({"a": ("x", "y"), "b": (1, 0)}, "pair of numbers"),
    ({"a": (0, 0, 0), "b": (1, 0)}, "pair of numbers"),
    ({"a": (float("nan"), 0), "b": (1, 0)}, "finite"),
])
def test_bad_coordinates_are_named(points, match):
    with pytest.raises(ValueError, match=match):
        Board.from_drawing("b", points, [("a", "b")])
    with pytest.raises(TypeError, match="mapping"):
        Board.from_drawing("b", [("a", (0, 0))], [])


@pytest.mark.parametrize("board", ALL, ids=lambda b: f"{b.name}-{b.line_rule}")
def test_graph_in_the_shared_schema(board: Board):
    """Board.graph() is the combgames.base.graphs schema: points with kind, label, pos; move edges of kind edge."""
    G = board.graph()
    assert G.graph["points"] == len(board.points) and G.graph["name"] == board.name
    assert G.graph["lines"] == board.lines
    for i, name in enumerate(board.points):
        assert G.nodes[i] == {"kind": "point", "label": name, "bipartite": 0, "pos": board.coordinates[i]}
    assert sorted(tuple(sorted(e)) for e in G.edges) == list(board.edges)
    assert {d["kind"] for _, _, d in G.edges(data=True)} <= {"edge"}


def test_three_mens_morris_diagonals():
    b = three_mens_morris_diagonals()
    assert b.edges == three_mens_morris().edges and b.lines == tapatan().lines
    assert sorted(sorted(s) for s in b.line_segments) == [[0, 4, 8], [2, 4, 6]]  # the diagonals, no moves
    assert b.with_lines("any") == b and len(b.automorphisms) == 8
    assert make_board("three-mens-morris-diagonals") == b
