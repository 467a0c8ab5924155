"""The OpenSpiel adapter: wrapped games agree with ours move by move; an MCTS bot plays full games."""

import random

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import mcts, minimax  # noqa: E402

from combgames.game import DRAW, final_result, resolve_no_move_rule  # noqa: E402
from combgames.catalogue import make_game, registry  # noqa: E402
from combgames.games.positional import TicTacToe  # noqa: E402
from combgames.games.token import TokenGame  # noqa: E402
from combgames.openspiel import to_openspiel  # noqa: E402

# Games small enough to explore for their action space; larger ones are added when their modules exist.
CANDIDATES = ["tictactoe", "token-cycle", "picaria", "pi4", "tictactoe-pi4"]
NAMES = [n for n in CANDIDATES if n in registry()]


@pytest.mark.parametrize("name", NAMES)
def test_wrapped_game_agrees_move_by_move(name):
    game = make_game(name)
    spiel = to_openspiel(game, max_game_length=200)
    rule = resolve_no_move_rule(game)
    rng = random.Random(0)
    for _ in range(5):
        state, p = spiel.new_initial_state(), game.initial()
        while not state.is_terminal():
            moves = sorted(state.action_to_string(state.current_player(), a) for a in state.legal_actions())
            fmt = getattr(game, "format_move", lambda m, q=None: str(m))
            assert moves == sorted(fmt(m, p) for m in game.moves(p))
            assert state.current_player() == game.to_move(p)
            action = rng.choice(state.legal_actions())
            m = next(m for m in game.moves(p) if fmt(m, p) == state.action_to_string(state.current_player(), action))
            state.apply_action(action)
            p = game.play(p, m)
        r = final_result(game, p, None, rule)
        if r is not None:
            expected = [0.0, 0.0] if r == DRAW else ([1.0, -1.0] if r == 0 else [-1.0, 1.0])
            assert state.returns() == expected


@pytest.mark.parametrize("name", NAMES)
def test_mcts_bot_plays_a_full_game(name):
    spiel = to_openspiel(make_game(name), max_game_length=200)
    bots = [mcts.MCTSBot(spiel, 2.0, 30, mcts.RandomRolloutEvaluator(1, np.random.RandomState(k)),
                         random_state=np.random.RandomState(k)) for k in range(2)]
    state = spiel.new_initial_state()
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    assert sum(state.returns()) == 0.0


def test_openspiel_alphabeta_agrees_with_ours_on_tictactoe():
    value, _ = minimax.alpha_beta_search(to_openspiel(TicTacToe()))
    assert value == 0.0  # our solver: a draw


def test_loopy_game_is_cut_at_the_declared_length_as_a_draw():
    spiel = to_openspiel(TokenGame({0: [1], 1: [0]}, start=0), max_game_length=10)
    state = spiel.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert state.returns() == [0.0, 0.0]
