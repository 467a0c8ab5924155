"""Positions against the rules (issue 13, item 3): check_position on every game; parsers refuse positions that
cannot arise.

The exhaustive tests read every board text of the small games and compare the positions the parser accepts with
the positions reachable from the start, listed by the one walk of the toolkit (combgames.explore): they must be
equal (the Hypothesis property over every registered game is in tests/combgames/test_conformance.py).
"""

import itertools

import pytest

from combgames.catalogue import make_game
from combgames.explore import explore
from combgames.game import PositionFormatError
from combgames.games.blockade import mu_torere
from combgames.games.picaria import Picaria
from combgames.games.positional import PositionalGame, TicTacToe
from combgames.games.stones import StonePosition
from combgames.games.torus import SurfaceHex, TorusConnectionGame, TorusPosition
from combgames.solvers import alphabeta, retrograde


def _every_stone_position(game):
    for cells in itertools.product(range(3), repeat=game.n):
        x = sum(1 << i for i, c in enumerate(cells) if c == 1)
        o = sum(1 << i for i, c in enumerate(cells) if c == 2)
        for t in (0, 1):
            yield StonePosition(x, o, t)


def _accepted(game, texts):
    out = set()
    for text in texts:
        try:
            out.add(game.parse_position(text))
        except PositionFormatError:
            pass
    return out


@pytest.mark.parametrize("game", [
    make_game("pong-hau-ki"), mu_torere(), Picaria(), make_game("three-mens-morris"), Picaria(centre="slide"),
    *(pytest.param(g, marks=pytest.mark.slow) for g in (
        mu_torere(centre_entry=False), Picaria(stones=(3, 4)),
        *(Picaria(centre=rule) for rule in ("first", "drop", "never", "first+slide")))),
], ids=repr)
def test_stone_games_accept_exactly_the_reachable_positions(game):
    texts = (game.format_position(p) for p in _every_stone_position(game))
    accepted = _accepted(game, texts)
    assert accepted == set(explore(game, symmetry=False).positions)
    for p in list(accepted)[:200]:
        game.check_position(p)


def test_tictactoe_accepts_exactly_its_5478_reachable_positions():
    g = TicTacToe()
    texts = ("/".join(("".join(c[3 * r:3 * r + 3]) for r in range(3))) for c in itertools.product(".xo", repeat=9))
    accepted = _accepted(g, texts)
    assert accepted == set(explore(g, symmetry=False).positions) and len(accepted) == 5478


@pytest.mark.parametrize("text, words", [
    ("xxx/ooo/... X", "both players hold a line"),
    ("xxx/oo./o.. X", "the player to move (X) already holds the line a3,b3,c3"),
    ("xxx/ooo/x.. O", "both players hold a line"),
    ("x.o/x.o/xoo X", "X must have as many stones as O or one more"),
    ("xo./xo./.ox X", None),  # O completed the b column with its last stone: a finished game
    ("xxx/xoo/xoo O", None),  # X's last stone, a1, completed a row and a column at once
])
def test_the_issues_tictactoe_positions(text, words):
    g = TicTacToe()
    if words is None:
        g.check_position(g.parse_position(text))
        return
    with pytest.raises(PositionFormatError, match=words.replace("(", r"\(").replace(")", r"\)")):
        g.parse_position(text)


def test_two_lines_without_a_common_point_cannot_arise():
    g = PositionalGame(8, [(0, 1), (2, 3)])
    with pytest.raises(PositionFormatError, match="X holds lines 0,1 and 2,3 with no point common to all of them"):
        g.parse_position("X=0,1,2,3 O=4,5,6")
    assert g.parse_position("X=0,1,2,4 O=5,6,7") == (0b10111, 0b11100000)
    with pytest.raises(ValueError, match="X must have as many stones as O or one more"):
        TicTacToe(4).check_position((0b1111, 0))


def test_picaria_rejects_the_same_kind_of_text():
    with pytest.raises(PositionFormatError, match="both players have a line"):
        Picaria("tapatan").parse_position("xxx/ooo/... X")


def test_a_position_of_a_larger_board_is_refused_naming_the_game():
    g3, g4 = TicTacToe(3), TicTacToe(4)
    p = g4.play(g4.initial(), 15)
    for call in (lambda: g3.check_position(p), lambda: alphabeta(g3, p), lambda: retrograde(g3).value(p)):
        with pytest.raises(ValueError, match=r"not a position of TicTacToe\(3\)"):
            call()
    with pytest.raises(ValueError, match="not a position of Picaria"):
        Picaria().check_position(Picaria("picaria13").play(Picaria("picaria13").initial(), 12))
    with pytest.raises(TypeError, match="pair"):
        g3.check_position((1, 2, 3))


def test_unreachable_stone_positions_are_refused_by_check_position():
    g = make_game("pong-hau-ki")
    with pytest.raises(PositionFormatError, match="no legal move of O"):
        g.parse_position(".o/x/xo X")  # O on b, d: neither can have slid from a
    with pytest.raises(ValueError, match="no legal move of O"):
        g.check_position(StonePosition(0b01100, 0b10010, 0))  # the same position
    with pytest.raises(PositionFormatError, match="centre='never' forbids"):
        Picaria(centre="never").parse_position("x../.x./..o O")


def test_reduced_play_declares_every_position_of_the_full_game_a_set_up():
    full, reduced = TicTacToe(), TicTacToe(reduced=True)
    p = reduced.parse_position("x../.o./..x O")
    assert reduced.is_setup_position(p) and not full.is_setup_position(p)


# ------------------------------------------------------------------------------------------------ surface games
_EXAMPLE = "x.x.../xx..../.xxx../....xx/x.x..x/x.x..."


def test_a_winner_field_must_match_the_board():
    g = TorusConnectionGame(6)
    p = g.parse_position(_EXAMPLE + " | Diag")
    q = g.play(p, g.parse_move("D4x"))  # closes (0,1), (1,-1), (1,0): Diag placed it and wins by the placer rule
    text = g.format_position(q)
    assert g.parse_position(text) == q
    written = " ".join(f"({x},{y})" for x, y in q.closed)
    reordered = text.replace(written, " ".join(f"({x},{y})" for x, y in reversed(q.closed)))
    assert reordered != text and g.parse_position(reordered) == q  # the classes are put in play's order
    for bad, words in [(text.replace("winner Diag", "winner Vert"), "no stone of the last move closes"),
                       (text.replace(written, written.rsplit(" ", 1)[0]), "no stone of the last move closes"),
                       (_EXAMPLE.replace("x.x...", "xxxxxx", 1) + " | Vert", "already holds a non-contractible"),
                       (_EXAMPLE + " | Vert | winner Horz (7,7)", "no stone of the last move closes")]:
        with pytest.raises(PositionFormatError, match=words):
            g.parse_position(bad)
    with pytest.raises(ValueError, match="no stone of the last move closes"):
        g.check_position(TorusPosition(q.board, q.to_move, 0, q.closed))


def test_torus3_positions_may_have_any_player_to_move_but_a_centre_stone_must_stand():
    g = TorusConnectionGame(6)
    for name in ("Vert", "Horz", "Diag"):
        assert g.is_setup_position(g.parse_position(_EXAMPLE + " | " + name))
    c = TorusConnectionGame(5, centre_stone=True)
    with pytest.raises(PositionFormatError, match="centre cell C3 must hold the x stone"):
        c.parse_position("...../...../...../...../..... | Vert")
    assert c.parse_position(c.format_position(c.initial())) == c.initial()


def test_two_player_surfaces_decide_the_player_by_the_stones():
    g = SurfaceHex("torus", 4)
    assert g.parse_position("x.../..../..../.... | 2") == g.play(g.initial(), 0)
    assert g.parse_position("x.../..../..../....") == g.play(g.initial(), 0)  # the player is read off the stones
    with pytest.raises(PositionFormatError, match="it is 2 to move, not 1"):
        g.parse_position("x.../..../..../.... | 1")
    with pytest.raises(PositionFormatError, match="x \\(who moves first\\) must have"):
        g.parse_position("xx../..../..../.... | 2")
    with pytest.raises(ValueError, match="must have the 16 cells"):
        g.check_position(SurfaceHex("torus", 5).initial())
    with pytest.raises(TypeError, match="TorusPosition"):
        g.check_position((0, 0))


def test_positional_games_without_a_shape_read_sets():
    g = PositionalGame(["a", "b", "c", "d"], [(0, 1), (2, 3)])
    with pytest.raises(PositionFormatError, match="both players hold a line"):
        g.parse_position("X=a,b O=c,d")
    assert g.parse_position("X=a,b O=c") == (0b0011, 0b0100)
