"""Backsliding Toads and Frogs: rules, loopy values, outcomes against the generic retrograde solver, the command.

Values checked by hand from the rules (Winning Ways, 2nd ed., vol. 2, ch. 11; CGSuite's
BackslidingToadsAndFrogs): ``T.`` = on (the toad slides back and forth for ever, Right has no move), ``.F`` =
off, ``TF`` = 0 (no one can move), ``TT.F`` = on (Left always has a move; Right's frog is stuck after at most a
jump). Every outcome is compared with the retrograde solver of combgames.solvers on the same game (a separate
analysis of the positions with the player to move, draws included).
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from combgames.cgt.loopy import OFF, ON
from combgames.cgt.loopy_values import loopy_value
from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games.backsliding_toads_frogs import BackslidingToadsAndFrogs
from combgames.solvers import retrograde

COMBGAMES = shutil.which("combgames")


def test_moves_include_the_backslides():
    g = BackslidingToadsAndFrogs(".T.F.")
    left = [g.format_move(m, g.initial()) for m in g.moves(g.initial())]
    q = (g.initial()[0], 1)
    right = [g.format_move(m, q) for m in g.moves(q)]
    assert sorted(left) == ["T2-1", "T2-3"] and sorted(right) == ["F4-3", "F4-5"]
    assert g.play(g.initial(), g.parse_move("T2-1", g.initial())) == ("T..F.", 1)
    with pytest.raises(PositionFormatError):
        g.parse_move("T2-4", g.initial())
    with pytest.raises(IllegalMoveError):
        g.play(g.initial(), (1, 4))


@pytest.mark.parametrize("row, value", [("T.", ON), (".F", OFF), ("TF", 0), ("TT.F", ON), ("T.FF", OFF)])
def test_values_derived_from_the_rules(row, value):
    assert loopy_value(BackslidingToadsAndFrogs(row)) == value


@pytest.mark.parametrize("row", ["T.F", "T..F", "TT.FF", ".T.F", "T.F.", "TT..F"])
def test_outcomes_agree_with_the_retrograde_solver(row):
    game = BackslidingToadsAndFrogs(row)
    g = loopy_value(game)
    words = {"win": "mover", "loss": "other", "draw": "D"}
    for player, mover in ((0, "L"), (1, "R")):
        start = (game.initial()[0], player)
        result = words[str(retrograde(game, start=start).value(start)).split()[0]]
        expected = mover if result == "mover" else ("R" if mover == "L" else "L") if result == "other" else "D"
        assert g.outcome()[player] == expected


def test_a_value_is_the_same_whoever_is_to_move_and_a_limit_is_stated():
    game = BackslidingToadsAndFrogs("TT.FF")
    assert loopy_value(game, ("TT.FF", 1)) == loopy_value(game)
    with pytest.raises(ValueError, match="max_positions=5"):
        loopy_value(game, max_positions=5)


def test_value_command_prints_the_loopy_value():
    out = subprocess.run([COMBGAMES, "value", "backsliding-toads-and-frogs", "--position", "TT.F", "--json"],
                         capture_output=True, text=True, check=True).stdout
    doc = json.loads(out)
    assert doc["value"] == "on" and doc["outcome"] == "LL" and doc["onside"] == "on" and doc["stopper"] is True
    text = subprocess.run([COMBGAMES, "value", "backsliding-toads-and-frogs"], capture_output=True, text=True,
                          check=True).stdout
    assert "value:       0" in text and "Right wins when Left moves first" in text
    bad = subprocess.run([COMBGAMES, "value", "backsliding-toads-and-frogs", "--position", "TX"], capture_output=True,
                         text=True)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1


def test_draw_writes_a_picture(tmp_path):
    svg = tmp_path / "b.svg"
    subprocess.run([COMBGAMES, "draw", "game", "backsliding-toads-and-frogs", "--output", str(svg)], check=True,
                   capture_output=True)
    assert svg.read_text().startswith("<svg")
