"""The base of stone games (combgames.games.stones) and of heap games (combgames.games.heaps), and pickling of
games whose symmetry keys have been used (process pools)."""

from __future__ import annotations

import pickle
import random

import pytest

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games.blockade import mu_torere, pong_hau_ki
from combgames.games.heaps import OctalCode, heap_sizes
from combgames.games.nim import Nim
from combgames.games.octal import OctalGame
from combgames.games.picaria import Picaria, PicariaPosition, family_game
from combgames.games.positional import TicTacToe
from combgames.games.stones import StonePosition
from combgames.games.tactix import Tactix
from combgames.games.torus import TorusConnectionGame


def test_picaria_position_is_the_stone_position():
    assert PicariaPosition is StonePosition
    assert Picaria().initial() == StonePosition(0, 0, 0)


def test_slides_follow_the_move_edges():
    g = Picaria()
    p = g.parse_position("..o/oxx/x.o X")
    expected = sorted((i, j) for i in range(9) if p.x >> i & 1 for j in g.board.neighbours[i]
                      if not (p.x | p.o) >> j & 1)
    assert sorted(g.moves(p)) == expected == g.slides(p.x, g.empty(p))
    # a rule that depends on where the stone comes from: Mu Torere's entry to the centre
    m = mu_torere()
    t = m.board.index("t")
    s = m.initial()
    blocked = sum(1 << i for i in range(9) if s.x >> i & 1 and not m._side[i] & s.o)
    assert m.moves(s) == m.slides(s.x, m.empty(s), blocked, 1 << t)
    assert sorted(mv for mv in m.moves(s) if mv[1] == t) == sorted([(m.board.index("k2"), t), (m.board.index("k7"), t)])


@pytest.mark.parametrize("game", [Picaria(), family_game(5, 3), Picaria("picaria13"), pong_hau_ki(), mu_torere()],
                         ids=repr)
def test_canonical_key_is_the_least_image(game):
    """The key against an independent computation: the least (x, o) over the images, with the turn."""
    n = game.n
    p = game.initial()
    rng = random.Random(3)
    for _ in range(200):
        ms = game.moves(p)
        if not ms or game.result(p) is not None:
            p = game.initial()
            continue
        p = game.play(p, rng.choice(ms))
        images = game.images(p)
        assert len(images) == len(game.symmetry_group)
        least = min((q.x, q.o) for q in images)
        assert game.canonical(p) == ((least[0] << n | least[1]) << 1) | p.turn
        assert all(game.canonical(q) == game.canonical(p) for q in images)


def test_stone_text_and_moves():
    g = pong_hau_ki()
    assert g.parse_position("XX/./OO x") == g.initial()  # letters of either case
    with pytest.raises(PositionFormatError, match="move text"):
        g.parse_move("a")  # no placements in a blockade game
    with pytest.raises(ValueError, match="slide"):
        g.format_move(2)
    assert Picaria().format_move(4) == "b2" and Picaria().format_move((0, 4)) == "a3-b2"


def test_heap_rule_written_once():
    code = OctalCode("0.137")  # Dawson's chess
    for n in range(12):
        moves = code.heap_moves(n)
        assert len(moves) == len(set(moves))
        left = sorted({tuple(sorted(h for h in (a, n - k - a) if h)) for k, a in moves})
        assert left == code.options(n)
        g = OctalGame(code, [n])
        assert [m[1:] for m in g.moves(g.initial())] == moves
    assert heap_sizes([2, 0]) == (2, 0)
    with pytest.raises(ValueError, match="heaps"):
        heap_sizes([True])


def test_octal_play_accepts_every_spelling_of_a_move():
    g = OctalGame("0.77", [5])
    p = g.initial()
    # take 1, leave 1 and 3: listed as (0, 1, 1); written with the other part on the left too
    assert g.play(p, (0, 1, 1)) == g.play(p, (0, 1, 3)) == ((1, 3), 1)
    # take 2 from the end, leave one heap of 3: listed as (0, 2, 3); (0, 2, 0) names the same move
    assert g.play(p, (0, 2, 3)) == g.play(p, (0, 2, 0)) == ((3,), 1)
    with pytest.raises(IllegalMoveError, match="cannot remove 3"):
        g.play(p, (0, 3, 4))
    with pytest.raises(IllegalMoveError, match="does not allow"):
        OctalGame("0.07", [5]).play(p, (0, 1, 2))


def test_heap_games_share_text_and_keys():
    for g in (Nim([3, 4, 5]), OctalGame("0.77", [3, 4, 5])):
        p = g.play(g.initial(), g.moves(g.initial())[0])
        assert g.parse_position(g.format_position(p)) == p and g.format_position(p).endswith("| 2")
        assert g.canonical(p) == g.canonical((p[0][::-1], 0))
        assert g.parse_move(g.format_move(g.moves(p)[-1])) == g.moves(p)[-1]
    with pytest.raises(PositionFormatError, match="heap:k:left"):
        OctalGame().parse_move("1:2")
    with pytest.raises(PositionFormatError, match="heap:k"):
        Nim().parse_move("1:2:3")


@pytest.mark.parametrize("game", [Picaria(), pong_hau_ki(), TicTacToe(), Tactix(3, 4), TorusConnectionGame(3)],
                         ids=repr)
def test_games_pickle_after_their_keys_were_used(game):
    """A process pool receives the game after the parent has keyed positions with it (parallel split)."""
    p = game.initial()
    key = game.canonical(p)
    copy = pickle.loads(pickle.dumps(game))
    assert copy.canonical(p) == key and copy.cache_key() == game.cache_key()
