"""Tic-tac-toe as a client of the interface: notation, errors, symmetry."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games.positional import PositionalGame, TicTacToe
from combgames.symmetry import CellGroup
from tests.reference.minimax import reachable


def test_text_round_trip_and_player_to_move():
    g = TicTacToe()
    p = g.parse_position("x.o/.x./..o X")
    assert g.format_position(p) == "x.o/.x./..o X"
    assert g.to_move(p) == 0


@pytest.mark.parametrize("text, message", [
    ("x.o/.x.", "3 rows"),
    ("x.o/.x../..o", "row 2: expected 3 cells, got 4"),
    ("x.o/.q./..o", "expected x, o or '.'"),
    ("xxx/.../... X", "X must have"),
    ("x../.../... X", "O to move, not X"),
    ("", "cells"),
])
def test_malformed_position_text(text, message):
    with pytest.raises(PositionFormatError, match=message):
        TicTacToe().parse_position(text)


def test_illegal_moves():
    g = TicTacToe()
    p = g.play(g.initial(), 4)
    with pytest.raises(IllegalMoveError, match="taken"):
        g.play(p, 4)
    with pytest.raises(IllegalMoveError, match="points are"):
        g.play(p, 9)
    won = g.parse_position("xxx/oo./... O")
    with pytest.raises(IllegalMoveError, match="over"):
        g.play(won, 8)
    with pytest.raises(PositionFormatError, match="unknown point"):
        g.parse_move("d4")


@given(st.lists(st.integers(0, 8), max_size=9))
def test_canonical_key_is_constant_on_orbits(cells):
    g = TicTacToe()
    p = g.initial()
    for c in cells:
        if c in g.moves(p):
            p = g.play(p, c)
    key = g.canonical(p)
    assert all(g.canonical(q) == key for q in g.images(p))
    # the key packs the least image (x in the high bits): it is an image, and no image is smaller
    least = (key >> 9, key & 511)
    assert least in g.images(p) and least == min(g.images(p))


def test_group_must_preserve_lines():
    bad = CellGroup.generate([[1, 0, 2]])
    with pytest.raises(ValueError, match="does not map lines to lines"):
        PositionalGame(3, [(0, 2)], group=bad)


def test_no_position_has_two_lines_of_different_players():
    g = TicTacToe()
    for x, o in reachable(g):
        assert not (any(x & L == L for L in g.lines) and any(o & L == L for L in g.lines))


def test_hypergraph_as_a_bipartite_networkx_graph():
    g = TicTacToe()
    graph = g.graph()
    assert graph.number_of_nodes() == 9 + 8 and graph.number_of_edges() == 8 * 3
    assert graph.nodes[4]["label"] == "b2" and graph.nodes[0]["label"] == "a3"  # point 0: top left
    assert graph.degree(4) == 4 and graph.degree(0) == 3  # centre on 4 lines, corner on 3
    assert {graph.nodes[v]["kind"] for v in graph} == {"point", "block"}
