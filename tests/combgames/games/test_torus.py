"""Tests for combgames.games.torus: the three-player torus game and the two-player surface variants."""

import random

import pytest

from combgames.game import DRAW, IllegalMoveError, PositionFormatError
from combgames.catalogue import make_game
from combgames.games.torus import SurfaceHex, TorusConnectionGame
from topology import CoverUnionFind, LoopClass, owner


def _random_game(g, rng):
    p = g.initial()
    while g.result(p) is None:
        p = g.play(p, rng.choice(g.moves(p)))
    return p


def test_three_players_and_chameleon_moves():
    g = TorusConnectionGame(4)
    p = g.initial()
    assert g.players == 3 and g.to_move(p) == 0
    assert len(g.moves(p)) == 2 * 16
    p = g.play(p, (0, 2))
    assert g.to_move(p) == 1 and p.board[0] == 2


def test_random_games_end_with_a_loop_owned_by_the_winner_or_a_cross():
    rng = random.Random(5)
    for method in ("sextant", "parity"):
        g = TorusConnectionGame(5, assignment=method)
        for _ in range(30):
            p = _random_game(g, rng)
            classes = [LoopClass.of(*c) for c in p.closed]
            assert classes, "the game never ends without a loop (a full board always has one)"
            owners = {owner(c, method) for c in classes}
            mover = (g.to_move(p) - 1) % 3
            assert p.winner == (owners.pop() if len(owners) == 1 else mover)


def test_the_loop_counts_whoever_placed_it():
    g = TorusConnectionGame(3, assignment="parity")
    p = g.initial()
    for move in ["A1o", "B2x", "A2o"]:
        p = g.play(p, g.parse_move(move))
    q = g.play(p, g.parse_move("A3o"))  # Vert completes an o column (0,1): Vert's own class
    assert g.result(q) == 0
    p = g.initial()
    for move in ["B1x", "B2x", "A1o", "C2o"]:
        p = g.play(p, g.parse_move(move))
    assert g.to_move(p) == 1
    q = g.play(p, g.parse_move("B3x"))  # Horz completes the x column (0,1), Vert's class: Vert wins
    assert g.result(q) == 0 and q.closed == ((0, 1),)


def test_cross_policies():
    from combgames.sources.three_player_torus import EXAMPLE_BOARD

    rows = "/".join(r.replace(" ", "") for r in EXAMPLE_BOARD)
    expected = {"placer": 2, "draw": DRAW, "shortest": 2}
    for policy, winner in expected.items():
        g = TorusConnectionGame(6, cross_policy=policy)
        q = g.play(g.parse_position(rows + " | Diag"), g.parse_move("D4x"))
        assert g.result(q) == winner
        assert g.moves(q) == []
    # a single owner wins even when the stone closes several of that player's classes
    g = TorusConnectionGame(6, cross_policy="draw")
    assert g.winner_of((LoopClass(1, 0), LoopClass(1, -1)), 2) == 1
    assert g.winner_of((), 2) is None
    # 'shortest': (1,1) of Diag has norm 1, (1,2) of Vert norm 2
    g = TorusConnectionGame(6, cross_policy="shortest")
    assert g.winner_of((LoopClass(1, 1), LoopClass(1, 2)), 0) == 2


def test_centre_stone():
    g = TorusConnectionGame(6, centre_stone=True)
    p = g.initial()
    assert p.board[g.centre] == 1 and sum(1 for c in p.board if c) == 1
    assert g.surface.cell_name(g.centre) == "D4"


def test_notation_round_trip_and_errors():
    g = TorusConnectionGame(5)
    rng = random.Random(1)
    p = _random_game(g, rng)
    assert g.parse_position(g.format_position(p)) == p
    assert g.format_move(g.parse_move("c4O")) == "C4o"
    for bad in ("C4", "C4y", "Z9x", ""):
        with pytest.raises(PositionFormatError):
            g.parse_move(bad)
    with pytest.raises(PositionFormatError, match="rows"):
        g.parse_position("x..../.....")
    with pytest.raises(PositionFormatError, match="expected 5"):
        g.parse_position("x.../...../...../...../.....")
    with pytest.raises(PositionFormatError, match="non-contractible"):
        g.parse_position("x..../x..../x..../x..../x....")
    with pytest.raises(IllegalMoveError, match="occupied"):
        q = g.play(g.initial(), (0, 1))
        g.play(q, (0, 2))
    with pytest.raises(IllegalMoveError):
        g.play(g.initial(), (0, 3))
    with pytest.raises(IllegalMoveError, match="over"):
        g.play(p, next(((i, 1) for i, c in enumerate(p.board) if not c), (0, 1)))
    with pytest.raises(ValueError, match="assignment"):
        TorusConnectionGame(6, assignment="random")
    with pytest.raises(ValueError, match="cross_policy"):
        TorusConnectionGame(6, cross_policy="first")


@pytest.mark.parametrize("name", ["torus-hex", "klein-hex", "projex", "projex-square"])
def test_two_player_variants_end_with_a_non_contractible_loop_of_the_winner(name):
    g = make_game(name)
    rng = random.Random(name)
    for _ in range(10):
        p = _random_game(g, rng)
        if g.result(p) == DRAW:
            assert name == "projex-square"  # square grids can block both colours
            continue
        colour = g.result(p) + 1
        uf = CoverUnionFind(g.surface, [i for i, c in enumerate(p.board) if c == colour])
        assert any(uf.is_non_contractible(comp[0]) for comp in uf.components())
        assert g.parse_position(g.format_position(p)) == p


def test_klein_bottle_column_closes_only_through_the_flipped_edge():
    """On the Klein bottle column A does not close on itself; A4 touches C1 and D1 across the flip."""
    g = SurfaceHex("klein bottle", 4)
    p = g.initial()
    for name in ["A1", "C1", "A2", "C2", "A3", "C3"]:
        p = g.play(p, g.parse_move(name))
    q = g.play(p, g.parse_move("A4"))
    # A4's neighbours across the flipped bottom edge are D1 and C1, not A1: no loop yet for player 0
    assert g.result(q) is None
    r = g.play(g.play(q, g.parse_move("D3")), g.parse_move("D1"))  # D1 touches A4 (flip) and A1 (wrap)
    assert g.result(r) == 0 and r.closed
    with pytest.raises(ValueError):
        SurfaceHex("sphere")
    with pytest.raises(TypeError):
        SurfaceHex(3)


def test_canonical_is_constant_on_images_and_separates_non_equivalent_positions():
    g = TorusConnectionGame(4)
    rng = random.Random(9)
    p = g.initial()
    for _ in range(5):
        p = g.play(p, rng.choice(g.moves(p)))
    key = g.canonical(p)
    images = g.images(p)
    assert len(images) > 1 and all(g.canonical(q) == key for q in images)
    # the translation A1 -> B1 maps a stone on A1 to B1; a stone pair at distance 1 and one at distance 2 differ
    a = g.play(g.play(g.initial(), g.parse_move("A1x")), g.parse_move("B1x"))
    b = g.play(g.play(g.initial(), g.parse_move("A1x")), g.parse_move("C2x"))
    c = g.play(g.play(g.initial(), g.parse_move("C3o")), g.parse_move("D3o"))
    assert g.canonical(a) == g.canonical(c) != g.canonical(b)
