"""Position graphs drawn with labels: each node names its position and value, each arc its move, a legend
explains them, and large graphs say which labels they leave out."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from combgames.games.blockade import pong_hau_ki
from combgames.games.nim import Nim
from combgames.games.positional import TicTacToe
from combgames.pictures import picture
from combgames.pictures.graphs import LABELLED_POSITIONS, position_graph, position_graph_scene

SVG = "{http://www.w3.org/2000/svg}"


def _texts(svg: str) -> set[str]:
    return {t.text for t in ET.fromstring(svg).iter(f"{SVG}text")}


def _arrowheads(svg: str) -> int:
    """Closed three-point polygons: the arrowheads of the arcs and of the legend."""
    return sum(p.get("points", "").count(" ") == 2 for p in ET.fromstring(svg).iter(f"{SVG}polygon"))


def test_nim_graph_names_each_position_its_value_and_each_move():
    """Nim with heaps 1 and 2, valued by hand: from (1, 2) take 1 from heap 2 to reach (1, 1), whose mover
    loses in 2 plies, so (1, 2) is a win in 3; (0, 2) and (1, 0) are wins in 1 (take the last heap)."""
    texts = _texts(position_graph_scene(Nim((1, 2))).to_svg())
    assert {"1 2 · win in 3", "0 2 | 2 · win in 1", "1 1 | 2 · loss in 2", "1 0 | 2 · win in 1",
            "0 0 · loss in 0"} <= texts
    # from (1, 2): 1:1 -> (0, 2), 2:1 -> (1, 1), 2:2 -> (1, 0); from (1, 1) both moves reach one orbit
    assert {"1:1", "2:1", "2:2", "1:1, 2:1"} <= texts
    assert {"win", "loss", "move"} <= texts
    assert _arrowheads(position_graph_scene(Nim((1, 2))).to_svg()) == 7 + 1   # seven arcs and the legend's


def test_pong_hau_ki_graph_labels_every_position_with_its_text_and_value():
    """Straffin's position graph of Pong Hau K'i: every node carries its position text, and the values agree
    with a brute-force reading of the graph: a mover without a move has lost (loss in 0), a mover with a
    move to such a position wins in 1."""
    game = pong_hau_ki()
    G = position_graph(game)
    svg = picture(game, view="graph").svg()
    texts = _texts(svg)
    assert {text for _, text in G.nodes(data="text")} <= texts
    blocked = {v for v, p in G.nodes(data="position") if not game.moves(p)}
    wins_in_1 = {v for v in G if v not in blocked and any(w in blocked for w in G.successors(v))}
    assert blocked and wins_in_1
    values = re.findall(r">(win in \d+|loss in \d+|draw)</text>", svg)
    halo = 2  # every node label is written twice: its white halo, then the text
    assert values.count("loss in 0") == halo * len(blocked)
    assert values.count("win in 1") == halo * len(wins_in_1)
    assert len(values) == halo * G.number_of_nodes() + 1                  # + the legend's "draw"
    moves = {game.format_move(m, G.nodes[u]["position"]) for u, _, ms in G.edges(data="moves") for m in ms}
    shown = {part for t in texts for part in t.split(", ")}
    assert moves <= shown
    assert _arrowheads(svg) == G.number_of_edges() + 1


def test_boards_as_nodes_are_labelled_and_arcs_standing_for_several_moves_say_how_many():
    """Tic-tac-toe to depth 1: three first moves up to symmetry, a corner (4 moves), an edge (4), the centre."""
    texts = _texts(position_graph_scene(TicTacToe(), depth=1).to_svg())
    assert {".../.../... X", ".../.x./... O", "x../.../... O", ".x./.../... O"} <= texts
    assert "b2" in texts and sum(t.endswith(" +3") for t in texts) == 2
    assert "outlined: not expanded" in texts


def test_large_graphs_leave_labels_out_and_say_so():
    game = Nim((5, 6, 7))
    n = position_graph(game).number_of_nodes()
    assert n > LABELLED_POSITIONS
    texts = _texts(position_graph_scene(game).to_svg())
    assert any(t.startswith(f"no position labels above {LABELLED_POSITIONS} positions") for t in texts)
    assert any(t.startswith("no move labels above") for t in texts)
    assert "5 6 7 · loss in" not in " ".join(texts)
    labelled = _texts(position_graph_scene(game, labels=True, move_labels=False).to_svg())
    assert sum("·" in t for t in labelled) == n
    assert not any(t.startswith("no position labels") for t in labelled)


def test_without_values_nodes_show_their_text_only():
    texts = _texts(position_graph_scene(Nim((1, 2)), values=False).to_svg())
    assert {"1 2", "0 0"} <= texts and not any("win" in t or "loss" in t for t in texts)
    with pytest.raises(ValueError, match="no board picture"):
        position_graph_scene(Nim((1, 2)), nodes="boards")
