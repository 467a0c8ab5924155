"""combgames.analysis.openings against brute force: every sequence of k moves, keyed by the game's canonical form."""

from __future__ import annotations

import pytest

from combgames.analysis.openings import opening_values, positions_after
from combgames.games.picaria import Picaria
from combgames.games.positional import TicTacToe
from combgames.game import final_result, resolve_no_move_rule
from tests.reference.minimax import minimax


def brute_force_after(game, plies, start=None):
    """The orbits (canonical keys) of the positions at the end of every sequence of exactly ``plies`` moves."""
    rule = resolve_no_move_rule(game)
    level = {game.initial() if start is None else start}
    for _ in range(plies):
        nxt = set()
        for p in level:
            ms = game.moves(p)
            if final_result(game, p, ms, rule) is None:
                nxt.update(game.play(p, m) for m in ms)
        level = nxt
    return {game.canonical(p) for p in level}


@pytest.mark.parametrize("make", [TicTacToe, Picaria], ids=["tictactoe", "picaria"])
@pytest.mark.parametrize("plies", [0, 1, 2, 3, 4])
def test_positions_after_are_the_orbits_of_all_move_sequences(make, plies):
    g = make()
    reps = positions_after(g, plies)
    keys = [g.canonical(p) for p in reps]
    assert len(keys) == len(set(keys))
    assert set(keys) == brute_force_after(g, plies)


def test_positions_after_without_symmetry_counts_every_position():
    g = TicTacToe()
    assert len(positions_after(g, 2, symmetry=False)) == 9 * 8


def test_positions_after_a_start_and_through_sliding():
    """From a sliding position the positions after k plies include those also reached in fewer plies."""
    g = Picaria()
    p = g.parse_position("..o/oxx/x.o X")
    for plies in range(5):
        assert {g.canonical(q) for q in positions_after(g, plies, start=p)} == brute_force_after(g, plies, p)


def test_opening_values_agree_with_plain_minimax():
    g = TicTacToe()
    values = opening_values(g, 2)
    assert len(values) == 12
    for p, v in values.items():
        assert v == minimax(g, p)


def test_opening_values_with_a_given_value_function():
    g = TicTacToe()
    calls = []
    values = opening_values(g, 1, value=lambda p: calls.append(p) or "v")
    assert set(values.values()) == {"v"} and len(calls) == 3


@pytest.mark.parametrize("plies", [-1, 1.5, True, "2"])
def test_bad_plies(plies):
    with pytest.raises((TypeError, ValueError), match="plies"):
        positions_after(TicTacToe(), plies)
