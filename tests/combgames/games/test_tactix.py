"""The Tactix game: rules, notation, errors and symmetry."""

import random

import pytest

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.catalogue import make_game
from combgames.games.tactix import Tactix, format_board, move_masks, parse_board


def test_board_text_round_trip():
    for text in ["xx../.xxx", "x", "x.x/.x./x.x", "....", "xxxx/xxxx/xxxx/xxxx"]:
        rows, cols, mask = parse_board(text)
        assert format_board(mask, rows, cols) == text
    assert parse_board("xx..\n.xxx") == parse_board("xx../.xxx")


@pytest.mark.parametrize("bad, match", [("xx/x", "expected 2 cells"), ("x?", "expected 'x' or '.'"), ("/", "at least one")])
def test_bad_board_text(bad, match):
    with pytest.raises(PositionFormatError, match=match):
        parse_board(bad)


def test_moves_are_runs_of_present_counters():
    game = Tactix.from_text("xx.x/x.xx")
    p = game.initial()
    names = sorted(game.format_move(m, p) for m in game.moves(p))
    # a1 is the bottom-left cell: the top row "xx.x" is row 2
    assert names == sorted(["a2", "b2", "a2-b2", "d2", "a1", "c1", "d1", "c1-d1", "a1-a2", "d1-d2"])


def test_moves_brute_force_definition():
    """Every non-empty straight run of present cells, and nothing else (a brute force over all cell sets)."""
    rng = random.Random(3)
    game = Tactix(3, 4)
    runs = [m for m in range(1, 1 << 12) if game.is_run(m)]
    for _ in range(50):
        mask = rng.getrandbits(12)
        assert game.moves((mask, 0)) == sorted(m for m in runs if m & mask == m)
        assert move_masks(mask, game._lines) == game.moves((mask, 0))


def test_play_and_illegal_moves():
    game = Tactix(2, 3)
    p = game.initial()
    q = game.play(p, game.parse_move("a1-c1"))  # the bottom row
    assert game.format_position(q) == "xxx/... | 2" and game.to_move(q) == 1
    with pytest.raises(IllegalMoveError, match="without a counter"):
        game.play(q, game.parse_move("a1"))
    with pytest.raises(IllegalMoveError, match="not a run"):
        game.play(p, 0b100001)
    with pytest.raises(IllegalMoveError):
        game.play(p, "a1")
    with pytest.raises(PositionFormatError):
        game.parse_move("a1-b2")
    with pytest.raises(PositionFormatError, match="outside"):
        game.parse_move("z9")


def test_position_text_with_player():
    game = Tactix(2, 2)
    assert game.parse_position("x./.x | 2") == (0b1001, 1)
    with pytest.raises(PositionFormatError, match="1 or 2"):
        game.parse_position("xx/xx | 3")
    with pytest.raises(PositionFormatError, match="grid"):
        game.parse_position("xxx/xxx")


def test_canonical_is_constant_on_images_and_drops_the_player():
    game = Tactix(3, 4)
    rng = random.Random(9)
    for _ in range(30):
        p = (rng.getrandbits(12), rng.randrange(2))
        key = game.canonical(p)
        assert all(game.canonical(q) == key for q in game.images(p))
        assert game.canonical((p[0], 1 - p[1])) == key
    assert Tactix(4, 4).symmetry_group.order() == 8 and Tactix(3, 4).symmetry_group.order() == 4


def test_no_move_rule_follows_convention():
    assert Tactix(2, 2).no_move_rule == "loss"
    assert Tactix(2, 2, convention="misere").no_move_rule == "win"


def test_positions_enumerate_every_subset_of_the_start():
    game = Tactix.from_text("xx/x.")
    space = set(game.positions())
    assert space == {(m, p) for m in range(8) for p in (0, 1)}
    assert all(game.play(q, m) in space for q in space for m in game.moves(q))


def test_retrograde_agrees_with_grundy_outcomes():
    """Independent check through the lead's retrograde solver on the whole state space."""
    from combgames.solvers import GrundyEvaluator, retrograde

    for convention in ("normal", "misere"):
        game = Tactix(2, 3, convention=convention)
        res = retrograde(game, positions="all")
        ev = GrundyEvaluator(game)
        for q in game.positions():
            assert (res.value(q).outcome == "win") == (ev.outcome(q, convention) == "N")


def test_constructor_errors():
    with pytest.raises(ValueError, match="rows"):
        Tactix(0, 3)
    with pytest.raises(ValueError, match="bitmask"):
        Tactix(2, 2, 1 << 4)
    with pytest.raises(ValueError, match="convention"):
        Tactix(2, 2, convention="normal-ish")
    with pytest.raises(ValueError, match="board text is 2 x 2"):
        Tactix(3, 3, "xx/xx")


def test_registered_names():
    assert make_game("tactix").convention == "normal"
    g = make_game("tactix-misere", board="xx../.xxx")
    assert (g.convention, g.rows, g.cols) == ("misere", 2, 4)


def test_graph_components_are_the_independent_parts():
    import networkx as nx

    from combgames.grundy.tactix import components

    g = Tactix(board="xx.x/...x/x.xx")
    graph = g.graph()
    assert graph.number_of_nodes() == bin(g.board).count("1")
    assert nx.number_connected_components(graph) == len(components(g.board, g.cols))


def test_the_rules_carry_no_theory_and_the_game_adds_it():
    """The rules class (what the theory modules import) values through the theory as the game does; the game's
    cached valuer is left out of its pickled state and rebuilt."""
    import pickle

    from combgames.games.tactix.rules import TactixRules
    from combgames.games.tactix.values import tactix_value, winning_moves

    rules, game = TactixRules(3, 3, board="xxx/x.x/xx."), Tactix(3, 3, board="xxx/x.x/xx.")
    assert not hasattr(rules, "nim_value") and isinstance(game, TactixRules)
    p = game.initial()
    assert repr(rules) == repr(game).replace("Tactix(", "TactixRules(", 1)
    assert tactix_value(rules, p) == game.nim_value(p) == 3
    assert winning_moves(rules, p) == game.winning_moves(p)
    copy = pickle.loads(pickle.dumps(game))
    assert "valuer" not in copy.__dict__ and copy.nim_value(p) == 3
