"""Every picture renders to SVG that parses as XML, and to PNG through matplotlib when it is installed.

Expected counts come from the objects themselves or from independent facts (Bouton's theorem for Nim,
the seed's 6 x 6 torus example, Figure 4 of the pi_4 paper), never from a stored picture.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from functools import reduce
from itertools import product
from operator import xor

import pytest
from designs import LatinSquare
from topology import hex_klein_bottle, hex_torus, lattice_span, square_projective_plane, square_torus

from combgames.cli import main
from combgames.games.boards import picaria, picaria13, polygon_board, pong_hau_ki
from combgames.games.nim import Nim
from combgames.games.picaria import Picaria
from combgames.games.tactix import Tactix
from combgames.pictures import Picture, Scene, picture
from combgames.pictures._style import OUTCOME_COLOURS, PLAYER_COLOURS, pretty_label
from combgames.pictures.graphs import position_graph
from topology.loops import find_loops
from combgames.sources.affine_tictactoe import figure1_mols4, pi4_grid

SVG = "{http://www.w3.org/2000/svg}"

SEED_TORUS = "x.x.../xx..../.xxx../....xx/x.x..x/x.x..."  # seeds/003_4502657011210c81.txt, the 6 x 6 example


def _svg(pic: Picture) -> ET.Element:
    root = ET.fromstring(pic.svg())
    assert root.tag == f"{SVG}svg"
    return root


def _all(root: ET.Element, tag: str) -> list[ET.Element]:
    return root.findall(f".//{SVG}{tag}")


def _texts(root: ET.Element) -> list[str]:
    """The labels, without the white outlined copies drawn under some of them (halos)."""
    return [t.text for t in _all(root, "text") if t.get("stroke") is None]


def _png(pic: Picture, tmp_path, name: str):
    pytest.importorskip("matplotlib")
    path = pic.save(tmp_path / f"{name}.png")
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == pic.scene.size
    return path


CASES = {
    "latin": lambda: picture(LatinSquare.cyclic(5)),
    "mols": lambda: picture(figure1_mols4(), names=["α", "β", "γ"]),
    "mols-superimposed": lambda: picture(figure1_mols4(), superimpose=True),
    "pi4": lambda: picture(pi4_grid(), pattern=2, x=["r1"], o=["c2"], highlight=["r2", "alpha4", "beta2", "c3"]),
    "board": lambda: picture(picaria13()),
    "picaria-position": lambda: picture(Picaria(), position="..o/oxx/x.o X", move="b2-b1"),
    "polygon": lambda: picture(polygon_board(5)),
    "tactix": lambda: picture(Tactix.from_text("xx../.xxx"), move="b1-d1"),
    "torus": lambda: picture(hex_torus(6), stones=SEED_TORUS.replace("....xx/", "...xxx/")),
    "klein": lambda: picture(hex_klein_bottle(5), stones=[f"C{r}" for r in range(1, 6)]),
    "projective": lambda: picture(square_projective_plane(4), stones=["B1", "B2", "B3", "B4", "C1"]),
    "graph": lambda: picture(Nim((1, 2, 2))),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_renders_svg_and_png(name, tmp_path):
    pic = CASES[name]()
    root = _svg(pic)
    assert len(root) > 3
    assert pic._repr_svg_() == pic.svg()
    assert pic.save_svg(tmp_path / f"{name}.svg").read_text(encoding="utf-8") == pic.svg()
    _png(pic, tmp_path, name)


# ---------------------------------------------------------------------------------------------- designs
def test_latin_square_cells_coloured_by_symbol():
    square = LatinSquare([[1, 2, 3], [2, 3, 1], [3, 1, 2]])
    root = _svg(picture(square))
    filled = [r for r in _all(root, "rect") if r.get("stroke") == "white"]
    assert len(filled) == 9
    by_symbol: dict[str, set] = {}
    for rect, text in zip(filled, [t for t in _texts(root)]):
        by_symbol.setdefault(text, set()).add(rect.get("fill"))
    assert sorted(by_symbol) == ["1", "2", "3"]
    assert all(len(f) == 1 for f in by_symbol.values())              # one colour per symbol
    assert len({next(iter(f)) for f in by_symbol.values()}) == 3     # distinct colours


def _prime_mols(p, m):
    """L_m[x, y] = m x + y mod p: Latin and pairwise orthogonal for distinct m != 0 (p prime)."""
    return LatinSquare([[(m * x + y) % p for y in range(p)] for x in range(p)])


def test_superimposed_mols_show_all_pairs_once():
    a, b = _prime_mols(5, 1), _prime_mols(5, 2)
    texts = [t for t in _texts(_svg(picture([a, b], superimpose=True))) if len(t) == 2]
    assert len(texts) == 25 and len(set(texts)) == 25               # orthogonal: every pair once


def test_pi4_grid_is_figure_4():
    # Figure 4 of seeds/001_b5e936bd6e3419b9.txt, read row by row
    figure4 = ["r2 alpha4 beta2 c3", "beta1 c1 r1 alpha1", "c4 beta3 alpha2 r3", "alpha3 r4 c2 beta4"]
    expected = [pretty_label(p) for row in figure4 for p in row.split()]
    labels = [t for t in _texts(_svg(picture(pi4_grid()))) if t and t[0] in "rcαβ"]
    assert labels == expected
    assert pretty_label("alpha4") == "α₄"


def test_pi4_index_types_coloured_alike():
    root = _svg(picture(pi4_grid()))
    cells = [r for r in _all(root, "rect") if r.get("stroke-width") == "1"]
    labels = [t for t in _texts(root) if t and t[0] in "rcαβ"]
    kinds: dict[str, set] = {}
    for rect, label in zip(cells, labels):
        kinds.setdefault(label[0], set()).add(rect.get("fill"))
    assert sorted(kinds) == ["c", "r", "α", "β"] and all(len(f) == 1 for f in kinds.values())


def test_mols_errors():
    with pytest.raises(ValueError, match="one order"):
        picture([LatinSquare.cyclic(3), LatinSquare.cyclic(4)])
    with pytest.raises(ValueError, match="one name per square"):
        picture(figure1_mols4(), names=["a"])
    with pytest.raises(ValueError, match="pattern"):
        picture(pi4_grid(), pattern=9)


# ---------------------------------------------------------------------------------------------- boards
@pytest.mark.parametrize("board", [picaria(), picaria13(), polygon_board(3), pong_hau_ki()], ids=lambda b: b.name)
def test_board_draws_every_segment_and_point(board):
    root = _svg(picture(board))
    segments = [ln for ln in _all(root, "line")]
    assert len(segments) == len(board.segments)
    assert set(board.points) <= set(_texts(root))


def test_picaria_position_stones_line_and_caption():
    g = Picaria()
    p = g.parse_position("x.o/.xo/..x O")                       # X has the main diagonal
    root = _svg(picture(g, position=p))
    fills = [c.get("fill") for c in _all(root, "circle")]
    assert fills.count(PLAYER_COLOURS[0]) == 3 and fills.count(PLAYER_COLOURS[1]) == 2
    assert len(_all(root, "line")) == len(g.board.segments) + 1   # the completed line in colour
    assert any("X has a line" in t for t in _texts(root))


def test_picaria_rejects_bad_moves_and_positions():
    g = Picaria()
    with pytest.raises(ValueError, match="not legal"):
        picture(g, position="..o/oxx/x.o X", move="c1-b1")
    with pytest.raises(ValueError, match="one cell per point"):
        picture(picaria(), position="xo")


# ---------------------------------------------------------------------------------------------- tactix
def test_tactix_counters_and_move():
    g = Tactix.from_text("xx../.xxx")
    root = _svg(picture(g, move="b1-d1"))  # the bottom row: a1 is the bottom-left cell
    circles = _all(root, "circle")
    assert len(circles) == 5                                       # one disc per counter
    assert sum(c.get("stroke") == "#d62728" for c in circles) == 3  # the removed run b1-d1
    with pytest.raises(ValueError, match="not a legal move"):
        picture(g, move="a2-d2")


# ---------------------------------------------------------------------------------------------- surfaces
def _check_walk(surface, walk):
    for a, b in zip(walk, walk[1:] + walk[:1]):
        assert surface.adjacent(a, b)
    element = surface.walk_element(walk)
    assert not surface.is_contractible(element)
    return element


def test_seed_torus_example_d4_forms_three_loops():
    # seeds/003: "if anybody plays D4x ... all those loops get formed": (0,1), (1,0), (1,-1)
    t = hex_torus(6)
    cells = {t.index(c, r) for r, row in enumerate(SEED_TORUS.split("/")) for c, ch in enumerate(row) if ch == "x"}
    assert find_loops(t, cells) == []                              # "There is no loop yet"
    loops = find_loops(t, cells | {t.cell("D4")})
    vectors = [_check_walk(t, w) for w in loops]
    assert len(loops) == 3
    assert lattice_span(vectors) == ((1, 0), (0, 1))
    for cell, klass in (("C4", (0, 1)), ("D5", (1, 0)), ("E3", (1, -1))):
        (walk,) = find_loops(t, cells | {t.cell(cell)})
        x, y = _check_walk(t, walk)
        assert (x, y) in (klass, (-klass[0], -klass[1]))


def test_loops_on_flipped_surfaces():
    p = square_projective_plane(5)
    (walk,) = find_loops(p, [p.cell(f"C{r}") for r in range(1, 6)])
    _check_walk(p, walk)
    k = hex_klein_bottle(6)
    (walk,) = find_loops(k, [k.cell(f"C{r}") for r in range(1, 7)])
    _check_walk(k, walk)
    s = square_torus(5)
    assert find_loops(s, [s.index(i, i) for i in range(5)]) == []  # a diagonal is not 4-connected


def test_surface_picture_marks_and_legend():
    t = hex_torus(6)
    root = _svg(picture(t, stones={f"C{r}": 0 for r in range(1, 7)}))
    assert any("loop (0,1)" in t for t in _texts(root))
    assert len(_all(root, "polygon")) == 36                      # one hexagon per cell
    assert sum(p.get("points", "").count(" ") == 2 for p in _all(root, "polyline")) == 6  # 1 + 1 + 2 + 2 chevrons
    with pytest.raises(ValueError, match="stone text"):
        picture(t, stones="x./..")


# ---------------------------------------------------------------------------------------------- graphs
def _nim_orbits(heaps):
    return {tuple(sorted(h)) for h in product(*(range(k + 1) for k in heaps))}


def test_position_graph_matches_brute_force_and_bouton():
    heaps = (1, 2, 3)
    G = position_graph(Nim(heaps))
    assert G.number_of_nodes() == len(_nim_orbits(heaps))
    root = _svg(picture(Nim(heaps)))
    fills = [c.get("fill") for c in _all(root, "circle")]
    losses = sum(reduce(xor, h, 0) == 0 for h in _nim_orbits(heaps))  # Bouton: P-positions have xor 0
    assert fills.count(OUTCOME_COLOURS["loss"]) == losses + 1       # + the legend's sample
    with pytest.raises(ValueError, match="max_positions"):
        position_graph(Nim((3, 4, 5)), max_positions=10)
    assert max(d for _, d in position_graph(Nim((3, 4, 5)), depth=1).nodes(data="depth")) == 1


# ---------------------------------------------------------------------------------------------- dispatch, scene
def test_picture_refuses_unknown_objects():
    with pytest.raises(TypeError, match="no picture"):
        picture(object())
    with pytest.raises(ValueError, match="view"):
        picture(Nim((1,)), view="sideways")
    with pytest.raises(ValueError, match=".svg or .png"):
        picture(LatinSquare.cyclic(2)).save("x.pdf")


def test_pictures_are_chosen_by_type_most_specific_class_first():
    from combgames.games.blockade import mu_torere, pong_hau_ki as pong_hau_ki_game
    from combgames.pictures.dispatch import scene_of

    assert scene_of.dispatch(Picaria).__name__ == "picaria_scene"        # a stone game with stones in hand
    assert scene_of.dispatch(type(pong_hau_ki_game())).__name__ == "stone_game_scene"
    root = _svg(picture(pong_hau_ki_game(), move="a-o"))
    assert any(t == "X to move" for t in _texts(root))
    assert not any("in hand" in t for t in _texts(root))
    assert any("in hand X 3, O 3" in t for t in _texts(_svg(picture(Picaria()))))
    root = _svg(picture(mu_torere(), caption=False))
    assert len(_all(root, "circle")) == 9 and not any("to move" in t for t in _texts(root))
    with pytest.raises(ValueError, match="not legal"):
        picture(pong_hau_ki_game(), move="a-b")


def test_a_type_of_ones_own_gets_a_picture_by_registering_it():
    from combgames.pictures.dispatch import scene_of, sequence_scene_of

    class Dot:
        pass

    @scene_of.register(Dot)
    def _(obj, *, colour: str = "red") -> Scene:
        s = Scene((0, 0, 1, 1))
        s.circle((0.5, 0.5), 0.3, fill=colour)
        return s

    @sequence_scene_of.register(Dot)
    def _(first, items: tuple) -> Scene:
        s = Scene((0, 0, len(items), 1))
        for i in range(len(items)):
            s.circle((i + 0.5, 0.5), 0.3)
        return s

    assert [c.get("fill") for c in _all(_svg(picture(Dot(), colour="blue")), "circle")] == ["blue"]
    assert len(_all(_svg(picture([Dot(), Dot(), Dot()])), "circle")) == 3


def test_sequences_are_drawn_by_the_type_of_their_items():
    with pytest.raises(TypeError, match="empty sequence"):
        picture([])
    with pytest.raises(TypeError, match="no picture for sequences of int"):
        picture((1, 2))
    with pytest.raises(TypeError, match="mixed"):
        picture([LatinSquare.cyclic(3), "abc"])
    with pytest.raises(TypeError, match="not a game"):
        picture(LatinSquare.cyclic(3), view="graph")
    assert picture(LatinSquare.cyclic(3), view="board").svg() == picture(LatinSquare.cyclic(3)).svg()


def test_position_glyphs_by_game_type():
    from combgames.games.blockade import pong_hau_ki as pong_hau_ki_game
    from combgames.games.positional import TicTacToe
    from combgames.pictures.graphs import position_glyph

    assert position_glyph(Nim((1, 2))) is None
    for game in (Picaria(), pong_hau_ki_game(), Tactix(2, 3), TicTacToe()):
        glyph = position_glyph(game)
        assert isinstance(glyph(game.initial()), Scene)


def test_position_graph_cut_at_a_depth_marks_the_frontier():
    """Independent check: tic-tac-toe has 3 first moves up to symmetry and 12 two-move positions."""
    from combgames.games.positional import TicTacToe

    G = position_graph(TicTacToe(), depth=2)
    depths = sorted(d for _, d in G.nodes(data="depth"))
    assert depths == [0] + [1] * 3 + [2] * 12
    assert all(f == (d == 2) for _, d, f in ((v, a["depth"], a["frontier"]) for v, a in G.nodes(data=True)))
    assert all(a["text"] == a["label"] for _, a in G.nodes(data=True))
    with pytest.raises(ValueError, match="depth must be a non-negative integer"):
        position_graph(TicTacToe(), depth=-1)


def test_scene_validates_and_escapes():
    with pytest.raises(ValueError, match="box"):
        Scene((0, 0, 0, 1))
    s = Scene((0, 0, 1, 1))
    s.text((0.5, 0.5), "a < b & c")
    assert ET.fromstring(s.to_svg()).find(f"{SVG}text").text == "a < b & c"
    with pytest.raises(ValueError, match="anchor"):
        s.text((0, 0), "x", anchor="left")


def test_png_without_matplotlib_names_the_install(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    with pytest.raises(ImportError, match="pip install matplotlib"):
        picture(LatinSquare.cyclic(2)).save_png(tmp_path / "x.png")


# ---------------------------------------------------------------------------------------------- command line
@pytest.mark.parametrize("argv", [
    ["board", "picaria"], ["board", "picaria", "--position", "..o/oxx/x.o X", "--move", "b2-b1"],
    ["latin", "4"], ["latin", "--square", "0 1/1 0"], ["mols", "5", "-k", "2"], ["mols", "4", "--paper"],
    ["mols", "6"], ["pi4", "--pattern", "2", "--x", "r1,c2"], ["torus", "5", "--stones", "C1,C2,C3,C4,C5"],
    ["torus", "4", "--surface", "projective", "--grid", "square", "--stones", "B1,B2,B3,B4"],
    ["tactix", "xx../.xxx", "--move", "a2-b2"], ["graph", "nim", "--option", "heaps=1,2"],
], ids=lambda a: " ".join(a))
def test_cli_draw_svg_to_stdout(argv, capsys):
    assert main(["draw", *argv]) == 0
    ET.fromstring(capsys.readouterr().out)


def test_cli_draw_files_and_errors(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    out = tmp_path / "pi4.png"
    assert main(["draw", "--quiet", "pi4", "-o", str(out)]) == 0
    assert out.read_bytes()[:4] == b"\x89PNG"
    assert main(["draw", "latin", "3", "-o", str(tmp_path / "l.svg")]) == 0
    ET.parse(tmp_path / "l.svg")
    assert main(["draw", "latin", "3", "-o", str(tmp_path / "l.pdf")]) == 2
    assert main(["draw", "torus", "4", "--surface", "projective"]) == 2   # no hex projective plane
    assert main(["draw"]) == 2
    capsys.readouterr()


def test_position_graph_nodes_as_boards():
    from combgames.games.positional import TicTacToe

    game = TicTacToe()
    G = position_graph(game, depth=1)
    assert G.number_of_nodes() == 4                                 # the start and 3 first moves up to symmetry
    root = _svg(picture(game, depth=1, view="graph", nodes="boards"))
    cells = [r for r in _all(root, "rect") if r.get("stroke-width") == "0.8"]
    assert len(cells) == 9 * 4
    assert any("outlined" in t for t in _texts(root))
    with pytest.raises(ValueError, match="no board picture"):
        picture(Nim((1, 2)), nodes="boards")
