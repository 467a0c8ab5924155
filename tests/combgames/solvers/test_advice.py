"""The solver's view of a position during play (:mod:`combgames.solvers.advice`): every move's value by each
method against the solvers called directly, and the budgets."""

from __future__ import annotations

import random

import pytest

from combgames.catalogue import make_game
from combgames.games.nim import Nim
from combgames.games.positional import TicTacToe
from combgames.solvers import alphabeta, grundy_value, retrograde
from combgames.solvers.advice import Advisor, OutOfTime, Timed


def random_positions(game, count: int, seed: int = 3) -> list:
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        p = game.initial()
        for _ in range(rng.randrange(0, 6)):
            moves = game.moves(p)
            if game.result(p) is not None or not moves:
                break
            p = game.play(p, rng.choice(moves))
        found.append(p)
    return found


def test_table_and_search_give_every_move_the_same_value():
    game = TicTacToe()
    table = Advisor(game, game.initial(), table_positions=10_000)
    search = Advisor(game, game.initial())
    table.prepare()
    assert (table.method, search.method) == ("table", "search")
    for p in random_positions(game, 25):
        a, b = table.evaluate(p), search.evaluate(p)
        assert [(m.move, m.kind, m.value) for m in a.moves] == [(m.move, m.kind, m.value) for m in b.moves]
        assert a.value == b.value == alphabeta(game, p).value
        assert a.note is None and b.note is None


def test_a_retrograde_table_values_every_move_of_a_game_that_repeats():
    game = make_game("three-mens-morris")
    advisor = Advisor(game, game.initial())
    solved = retrograde(game)
    for p in random_positions(game, 10):
        ev = advisor.evaluate(p)
        assert ev.method == "retrograde" and ev.value == solved.value(p)
        assert [(m.move, m.value) for m in ev.moves] == solved.move_values(p)


def test_grundy_moves_win_exactly_to_grundy_value_zero():
    game = Nim([2, 3, 6])
    ev = Advisor(game, game.initial()).evaluate(game.initial())
    assert ev.method == "grundy" and ev.grundy == 2 ^ 3 ^ 6 and ev.outcome_class == "N" and ev.kind == "win"
    for m in ev.moves:
        assert m.grundy == grundy_value(game, m.after)
        assert m.kind == ("win" if m.grundy == 0 else "loss")
    assert sum(m.kind == "win" for m in ev.moves) == 1  # 7 ^ 2 = 5 < 6: the heap of 6 drops to 5


def test_a_table_over_its_limit_leaves_every_move_unknown_with_the_reason():
    game = make_game("picaria13")
    advisor = Advisor(game, game.initial(), max_positions=100)
    ev = advisor.evaluate(game.initial())
    assert ev.kind == "unknown" and {m.kind for m in ev.moves} == {"unknown"}
    assert "more than limit=100 positions are reachable" in ev.note
    assert advisor.advice(game.initial())[1] is None  # play's hint says the same


def test_timed_stops_the_option_generators_and_forwards_the_rest():
    game = TicTacToe()
    timed = Timed(game, 0.0)
    with pytest.raises(OutOfTime, match="no answer within 0 s"):
        timed.moves(game.initial())
    with pytest.raises(OutOfTime):
        timed.canonical(game.initial())
    assert timed.players == 2 and timed.initial() == game.initial()
    timed.restart(60.0)
    assert timed.moves(game.initial()) == game.moves(game.initial())
