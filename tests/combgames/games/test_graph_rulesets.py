"""Snort, Col and Node-Kayles on the graph board: the notation, the moves, the keys, and values against brute
force, the published values and the theorems of On Numbers and Games (ch. 8, "The games of Col and Snort" and the
Col dictionary) and Winning Ways (vol. 1, ch. 2 Col and Snort; ch. 4 Dawson's Kayles)."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from functools import lru_cache

import pytest

from combgames.base.mex import mex
from combgames.catalogue import make_game
from combgames.cgt import game_value, parse_game
from combgames.cgt.short import canonical_form
from combgames.game import PositionFormatError
from combgames.games.graph_rulesets import (MAX_VERTICES, TINT_LEFT, TINT_RIGHT, Col, NodeKayles, Snort, colour_vertex,
                                            graph_components, graph_key, graph_text, parse_graph,
                                            remove_closed_neighbourhood, without_forceless_edges)


def random_board(rng: random.Random, n: int, p: float = 0.4, tints: bool = True):
    edges = tuple(sorted((u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < p))
    tinting = tuple(rng.choice((0, 0, 1, 2)) if tints else 0 for _ in range(n))
    return tinting, edges


def relabelled(board, perm):
    tints, edges = board
    new_tints = [0] * len(tints)
    for v, t in enumerate(tints):
        new_tints[perm[v]] = t
    new_edges = tuple(sorted((min(perm[u], perm[v]), max(perm[u], perm[v])) for u, v in edges))
    return tuple(new_tints), new_edges


def swapped(board):
    """The board with Left's and Right's tints exchanged: its value is the negative in Snort and in Col."""
    tints, edges = board
    return tuple((0, 2, 1)[t] for t in tints), edges


# ---------------------------------------------------------------------------------------------- notation
@pytest.mark.parametrize("text, board", [
    ("path 3", ((0, 0, 0), ((0, 1), (1, 2)))),
    ("cycle 3", ((0, 0, 0), ((0, 1), (0, 2), (1, 2)))),
    ("star 2", ((0, 0, 0), ((0, 1), (0, 2)))),
    ("complete 3; tints 1:L 2:R", ((0, 1, 2), ((0, 1), (0, 2), (1, 2)))),
    ("empty 2", ((0, 0), ())),
    ("grid 2x2", ((0, 0, 0, 0), ((0, 1), (0, 2), (1, 3), (2, 3)))),
    ("4: 2-1, 0-3", ((0, 0, 0, 0), ((0, 3), (1, 2)))),
    ("-", ((), ())),
    ("1:", ((0,), ())),
])
def test_parse_graph(text, board):
    assert parse_graph(text) == board
    assert parse_graph(graph_text(board)) == board


@pytest.mark.parametrize("text, message", [
    ("path", "is none of"),
    ("cycle 2", "at least 3 vertices"),
    ("3: 0-3", "vertex 3 is not one of the vertices 0..2"),
    ("3: 0-0", "is a loop"),
    ("3: 0-1 1-0", "listed twice"),
    ("path 3; 0:L", "write 'tints'"),
    ("path 3; tints 0:X", "must be VERTEX:L or VERTEX:R"),
    ("path 3; tints 0:L 0:R", "tinted twice"),
    ("path 3;", "nothing after ';'"),
    (f"path {MAX_VERTICES + 1}", f"at most {MAX_VERTICES}"),
    ("3: a-b", "must be two vertices"),
])
def test_bad_board_text_names_the_problem(text, message):
    with pytest.raises(PositionFormatError, match=message.replace("(", r"\(").replace(".", r"\.")):
        parse_graph(text, "Snort")


def test_node_kayles_refuses_tints_and_checks_boards():
    with pytest.raises(PositionFormatError, match="tints belong to Snort and Col"):
        NodeKayles("path 3; tints 0:L")
    with pytest.raises(ValueError, match="no tints"):
        NodeKayles().check_position((((1,), ()), 0))
    with pytest.raises(ValueError, match="sorted distinct pairs"):
        Snort().check_position((((0, 0), ((1, 0),)), 0))
    with pytest.raises(TypeError, match="a board is"):
        Col().check_position(("path 3", 0))


def test_positions_and_moves_round_trip():
    g = Snort("path 3; tints 0:L")
    p = g.parse_position("3: 0-1 1-2; tints 0:L | 2")
    assert p == (g.initial_board(), 1) and g.format_position(p) == "3: 0-1 1-2; tints 0:L | 2"
    assert g.moves(p) == [1, 2] and g.parse_move("2", p) == 2
    assert g.play(p, 2) == (((1, 2), ((0, 1),)), 0)  # vertex 1, next to Right's colour now, tinted Right


# ---------------------------------------------------------------------------------------------- the moves
def test_colouring_tints_and_deletes():
    path = parse_graph("path 3; tints 2:R")
    assert colour_vertex(path, 0, TINT_LEFT) == ((1, 2), ((0, 1),))   # vertex 1 tinted Left
    assert colour_vertex(path, 1, TINT_LEFT) == ((1,), ())            # vertex 2 tinted both ways: gone
    assert colour_vertex(path, 1, TINT_RIGHT) == ((2, 2), ())
    assert remove_closed_neighbourhood(parse_graph("path 5"), 0) == ((0, 0, 0), ((0, 1), (1, 2)))


def test_legal_vertices_and_the_tints_a_move_gives():
    """ONAG ch. 8: a vertex is tinted with the only colour it may take; in Col a black vertex tints its neighbours
    white, in Snort black."""
    board = parse_graph("star 2; tints 1:L 2:R")
    for game in (Snort(), Col()):
        assert [v for v, _ in game.board_options(board, 0)] == [0, 1]
        assert [v for v, _ in game.board_options(board, 1)] == [0, 2]
    assert dict(Snort().board_options(board, 0))[0] == ((1,), ())    # leaf 2 tinted both ways goes
    assert dict(Col().board_options(board, 0))[0] == ((2,), ())      # leaf 1 tinted both ways goes
    assert dict(Col().board_options(parse_graph("path 2"), 0))[0] == ((2,), ())


def test_forceless_edges():
    """ONAG ch. 8: in Col an edge joining oppositely tinted vertices, in Snort one joining similarly tinted
    vertices, may be omitted."""
    board = parse_graph("path 4; tints 0:L 1:R 2:R 3:L")
    assert without_forceless_edges(board, similar=False)[1] == ((1, 2),)
    assert without_forceless_edges(board, similar=True)[1] == ((0, 1), (2, 3))
    assert len(Col().board_summands(board)) == 3 and len(Snort().board_summands(board)) == 2


def test_components_and_keys():
    board = parse_graph("6: 0-2 2-4 1-3; tints 5:L")
    parts = graph_components(board)
    assert sorted(map(graph_text, parts)) == ["1:; tints 0:L", "2: 0-1", "3: 0-1 1-2"]
    rng = random.Random(31)
    for _ in range(60):
        n = rng.randint(1, 8)
        b = random_board(rng, n)
        perm = list(range(n))
        rng.shuffle(perm)
        assert graph_key(relabelled(b, perm)) == graph_key(b)
    assert graph_key(parse_graph("path 3; tints 0:L")) != graph_key(parse_graph("path 3; tints 0:R"))
    assert graph_key(parse_graph("path 4")) != graph_key(parse_graph("star 3"))


# ---------------------------------------------------------------------------------------------- values
@lru_cache(maxsize=None)
def brute_value(rule: str, board):
    """{L | R} by the rules alone: no summands, no keys (the value walk's shortcuts are not used)."""
    game = Snort() if rule == "snort" else Col()
    left = [brute_value(rule, b) for _, b in game.board_options(board, 0)]
    right = [brute_value(rule, b) for _, b in game.board_options(board, 1)]
    return canonical_form(left, right)


@pytest.mark.parametrize("rule", ["snort", "col"])
def test_values_agree_with_brute_force_and_negation(rule):
    rng = random.Random(7 if rule == "snort" else 8)
    cls = Snort if rule == "snort" else Col
    for _ in range(40):
        b = random_board(rng, rng.randint(1, 6))
        g = cls(graph_text(b))
        v = game_value(g)
        assert v == brute_value(rule, b), graph_text(b)
        assert game_value(cls(graph_text(swapped(b)))) == -v, graph_text(b)


@pytest.mark.parametrize("text, value", [
    ("path 1", "*"), ("1:; tints 0:L", "1"), ("1:; tints 0:R", "-1"), ("path 2", "0"), ("cycle 4", "0"),
    ("path 3", "0"), ("path 3; tints 0:L", "1/2"), ("path 2; tints 0:L", "1/2"), ("path 2; tints 0:L 1:L", "1"),
])
def test_col_values(text, value):
    """Col (ONAG ch. 8; WW vol. 1, ch. 2): a vertex only Left may colour is 1, an untinted vertex *, and "a
    diagram which has a symmetry moving every node and reversing any tints will always have value 0" (ONAG)."""
    assert game_value(Col(text)) == parse_game(value)


def test_col_dictionary_rules():
    """ONAG ch. 8, the Col dictionary: tinting a node black (Left's) never lowers the value, nor does deleting an
    edge one end of which is tinted black ("let my people go"); and two untinted nodes joined to each other and to
    the same other nodes may be tinted one black and the other white, the value unchanged."""
    rng = random.Random(11)
    for _ in range(30):
        tints, edges = random_board(rng, rng.randint(2, 6))
        value = game_value(Col(graph_text((tints, edges))))
        for v in range(len(tints)):
            if tints[v] == 0:
                tinted = tints[:v] + (1,) + tints[v + 1:]
                assert game_value(Col(graph_text((tinted, edges)))) >= value
        for k, (u, w) in enumerate(edges):
            if 1 in (tints[u], tints[w]):
                assert game_value(Col(graph_text((tints, edges[:k] + edges[k + 1:])))) >= value
    for _ in range(30):
        n = rng.randint(2, 6)
        tints, edges = random_board(rng, n)
        rest = [v for v in range(2, n) if rng.random() < 0.5]
        edges = tuple(sorted({(u, v) for u, v in edges if u > 1} | {(0, 1)} | {(0, v) for v in rest}
                             | {(1, v) for v in rest}))
        twins = (0, 0) + tints[2:]
        split = (1, 2) + tints[2:]
        assert game_value(Col(graph_text((twins, edges)))) == game_value(Col(graph_text((split, edges))))


def test_col_values_are_numbers_or_numbers_plus_star():
    """ONAG ch. 8 (Conway and Guy), WW vol. 1, ch. 2: every Col position is a number x or x + *."""
    rng = random.Random(2)
    for _ in range(80):
        b = random_board(rng, rng.randint(1, 7), p=rng.choice((0.3, 0.5)))
        v = game_value(Col(graph_text(b)))
        assert v.is_number or (v + parse_game("*")).is_number, (graph_text(b), str(v))


@pytest.mark.parametrize("text, value", [
    ("path 1", "*"), ("1:; tints 0:L", "1"), ("1:; tints 0:R", "-1"), ("path 2", "+-1"), ("path 3", "+-2"),
    ("cycle 4", "0"),
])
def test_snort_values(text, value):
    """Snort (ONAG ch. 8; WW vol. 1, ch. 2): a vertex only Left may colour is 1; an edge is the hot switch +-1; a
    graph with a symmetry moving every vertex and no vertex next to its image is 0 (the copying strategy)."""
    assert game_value(Snort(text)) == parse_game(value)


@pytest.mark.parametrize("shape, values", [
    ("path", {1: "*", 2: "+-1", 3: "+-2", 4: "+-{2|1}", 5: "+-(1,{3|0})", 6: "*"}),
    ("cycle", {3: "+-2", 4: "0", 5: "*", 6: "0"}),
])
def test_snort_paths_and_cycles_as_cgsuite_gives_them(shape, values):
    """Snort on untinted paths and cycles: the values CGSuite gives, as an independent implementation records them
    (pycgt's tests of Col and Snort; Col is 0 on those paths from 2 vertices and on those cycles)."""
    for n, value in values.items():
        assert game_value(Snort(f"{shape} {n}")) == parse_game(value), (shape, n)
        assert game_value(Col(f"{shape} {n}")) == parse_game("*" if n == 1 else "0"), (shape, n)


# ---------------------------------------------------------------------------------------------- Node-Kayles
def test_node_kayles_on_paths_is_dawsons_kayles():
    """Node-Kayles on P_n is the octal game 0.137 on a heap of n (WW vol. 1, ch. 4, Dawson's Kayles)."""
    dawson = make_game("octal", code="0.137", heaps=[1])
    for n in range(1, 31):
        assert game_value(NodeKayles(f"path {n}")) == parse_game(f"*{dawson.heap_value(n)}" if dawson.heap_value(n)
                                                                 else "0"), n


def brute_grundy(board) -> int:
    """The Sprague-Grundy value by the mex of the options' values (written here, independently of the game)."""
    tints, edges = board
    n = len(tints)
    adjacent = {v: {v} for v in range(n)}
    for u, v in edges:
        adjacent[u].add(v)
        adjacent[v].add(u)

    @lru_cache(maxsize=None)
    def g(alive: frozenset) -> int:
        return mex(g(alive - adjacent[v]) for v in alive)
    return g(frozenset(range(n)))


def test_node_kayles_against_brute_force_mex():
    rng = random.Random(5)
    for _ in range(40):
        b = random_board(rng, rng.randint(1, 9), p=rng.choice((0.2, 0.4)), tints=False)
        k = brute_grundy(b)
        assert game_value(NodeKayles(graph_text(b))) == parse_game(f"*{k}" if k else "0"), graph_text(b)


def test_node_kayles_cycles():
    """A first move on C_n leaves the path P_(n-3), so C_n is * exactly when P_(n-3) is 0 (n >= 4)."""
    dawson = make_game("octal", code="0.137", heaps=[1])
    for n in range(4, 20):
        expected = parse_game("*" if dawson.heap_value(n - 3) == 0 else "0")
        assert game_value(NodeKayles(f"cycle {n}")) == expected


# ---------------------------------------------------------------------------------------------- commands
COMBGAMES = shutil.which("combgames")


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
@pytest.mark.parametrize("game, position, value", [
    ("snort", "path 2", "+-1"), ("col", "path 3; tints 0:L", "1/2"), ("node-kayles", "path 5", "*3"),
])
def test_value_command(game, position, value):
    done = subprocess.run([COMBGAMES, "value", game, "--position", position, "--json", "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert parse_game(json.loads(done.stdout)["value"]) == parse_game(value)


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
def test_bad_board_is_exit_2_with_one_line():
    done = subprocess.run([COMBGAMES, "value", "col", "--position", "path 3; tints 7:L"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "vertex 7" in done.stderr


# ---------------------------------------------------------------------------------------------- pictures
def test_picture_fills_tinted_vertices():
    from combgames.pictures import picture
    from combgames.pictures.graph_rulesets import TINT_FILLS

    svg = picture(Snort("7: 0-1 1-2 2-0 3-4 4-5; tints 0:L 4:R")).svg()
    assert svg.count("<circle") == 7 and svg.count("<line") == 5
    assert svg.count(f'fill="{TINT_FILLS[1]}"') == 1 and svg.count(f'fill="{TINT_FILLS[2]}"') == 1
    assert "no vertex" in picture(Col("-")).svg()


@pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
@pytest.mark.parametrize("game", ["snort", "col", "node-kayles"])
def test_draw_command_writes_an_svg(game, tmp_path):
    out = tmp_path / f"{game}.svg"
    done = subprocess.run([COMBGAMES, "draw", "game", game, "--position", "grid 2x3", "-o", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    svg = out.read_text()
    assert svg.startswith("<svg") and svg.count("<circle") == 6 and svg.count("<line") == 7
