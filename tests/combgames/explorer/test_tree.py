"""The option tree of a partizan position (:func:`combgames.explorer.tree.option_tree`): values worked out by
hand, the budget, and games without partizan options."""

from __future__ import annotations

import json

import pytest

from combgames.catalogue import make_game
from combgames.cgt import game_value
from combgames.explorer.tree import option_tree


def test_domineering_2x2():
    """Domineering 2 x 2 = {1 | -1} = +-1, temperature 1, mean 0: Left's two vertical dominoes each leave one
    more Left move (1, a number: temperature -1), Right's two horizontal ones one more Right move (-1)."""
    game = make_game("domineering", rows=2, cols=2)
    t = option_tree(game, game.initial())
    json.dumps(t)
    assert (t["position"], t["canonical"], t["temperature"], t["mean"]) == ("../..", "+-1", "1", "0")
    assert t["thermograph_svg"].startswith("<svg") and t["note"] is None
    assert (t["left_count"], t["right_count"]) == (2, 2)
    assert [(c["canonical"], c["temperature"]) for c in t["left"]] == [("1", "-1")] * 2
    assert [(c["canonical"], c["temperature"]) for c in t["right"]] == [("-1", "-1")] * 2
    assert all("left" not in c and "right" not in c for c in t["left"] + t["right"])  # depth 1: no grandchildren
    deep = option_tree(game, game.initial(), depth=2)
    assert [c["canonical"] for c in deep["left"][0]["left"]] == ["0"]  # Left's last domino: nothing left
    assert deep["left"][0]["right"] == []


def test_a_child_expands_from_its_position_text():
    game = make_game("clobber", board="xox")
    t = option_tree(game)
    assert t["canonical"] == str(game_value(game))
    child = t["left"][0]
    again = option_tree(game, game.parse_position(child["position"]))
    assert again["canonical"] == child["canonical"] and len(again["left"]) == child["left_count"]


def test_clobber_xo_is_star():
    game = make_game("clobber", board="xo")
    t = option_tree(game)
    assert (t["canonical"], t["temperature"], t["mean"]) == ("*", "0", "0")
    assert [c["canonical"] for c in t["left"] + t["right"]] == ["0", "0"]


def test_over_the_budget_the_value_is_unknown_with_a_note():
    game = make_game("domineering", rows=4, cols=4)
    t = option_tree(game, max_positions=1)
    assert t["canonical"] is None and t["thermograph_svg"] is None and "max_positions=1" in t["note"]
    assert t["left_count"] == len(t["left"]) == 12


@pytest.mark.parametrize("name", ["tictactoe", "nim", "torus3"])
def test_games_without_partizan_options_are_refused(name):
    with pytest.raises(ValueError, match="no partizan options"):
        option_tree(make_game(name))


def test_bad_depth():
    with pytest.raises(ValueError, match="depth"):
        option_tree(make_game("clobber"), depth=-1)


@pytest.mark.parametrize("name", ["domineering", "clobber", "cutcake", "hackenbush", "toads-and-frogs", "amazons",
                                  "konane", "toppling-dominoes", "snort", "col"])
def test_every_partizan_game_start(name):
    """The tree's value of each registered partizan start is game_value's, and each child's that of its
    position (default options)."""
    game = make_game(name)
    t = option_tree(game)
    json.dumps(t)
    assert t["canonical"] == str(game_value(game)) and t["note"] is None
    for side in ("left", "right"):
        for child in t[side]:
            assert child["canonical"] == str(game_value(game, game.parse_position(child["position"])))
