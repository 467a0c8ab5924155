"""Hand-over to OpenSpiel: any two-player game of ours as a registered ``pyspiel`` game.

:func:`to_openspiel` wraps a :class:`combgames.game.Game` as a ``pyspiel.Game`` so OpenSpiel's bots and
algorithms (MCTS, random play, its alpha-beta on acyclic games) can play it. OpenSpiel is an optional
dependency (``pip install open-spiel`` or the ``openspiel`` extra); this module imports it lazily and raises
``ImportError`` with the install command when it is missing.

Conventions of the wrapper:

- *Actions* are integers 0..A-1 indexing a fixed *action space*: ``game.all_moves()`` when the game
  provides it, else every move met while exploring the positions reachable from the start with
  :func:`combgames.explore.explore` (at most ``explore_limit`` positions; larger games must pass
  ``action_space`` or provide ``all_moves``).
- *Returns* are +1 for the winner, -1 for the loser, 0 each for a draw.
- *Length*: OpenSpiel needs a maximum game length. Games whose positions can repeat are cut at
  ``max_game_length`` plies, and a game cut there counts as a draw (documented, as it changes the game).
- A player with no legal move: the game's no-move rule decides the end (as in :func:`combgames.game.final_result`);
  the "pass" rule is played as an explicit pass action.

Examples
--------
>>> from combgames.games.positional import TicTacToe
>>> spiel_game = to_openspiel(TicTacToe())            # doctest: +SKIP
>>> state = spiel_game.new_initial_state()            # doctest: +SKIP
"""

from __future__ import annotations

import itertools
from typing import Any, Sequence

from combgames.explore import ExplorationLimitError, explore
from combgames.game import (DRAW, Game, capabilities, final_result, move_text, position_text, require_two_players,
                            resolve_no_move_rule)

__all__ = ["to_openspiel"]

_PASS = "<pass>"
_counter = itertools.count()


def _pyspiel():
    try:
        import pyspiel
    except ImportError as err:
        raise ImportError("the OpenSpiel hand-over needs open-spiel: pip install open-spiel") from err
    return pyspiel


def _action_space(game: Game, rule: str, limit: int) -> list:
    all_moves = capabilities(game).all_moves
    if all_moves is not None:
        moves = list(all_moves())
    else:
        try:
            graph = explore(game, symmetry=False, moves=True, limit=limit, no_move_rule=rule)
        except ExplorationLimitError as err:
            raise ValueError(f"more than explore_limit={limit} positions: pass action_space or give "
                             f"{type(game).__name__} an all_moves() method") from err
        moves = list(dict.fromkeys(m for arcs in graph.moves or () if arcs for m in arcs if m is not None))
    if rule == "pass":
        moves.append(_PASS)
    return moves


def to_openspiel(game: Game, *, name: str | None = None, action_space: Sequence[Any] | None = None,
                 max_game_length: int = 1000, explore_limit: int = 200_000):
    """Register ``game`` with OpenSpiel and return the ``pyspiel.Game``.

    Parameters
    ----------
    game : Game
        A two-player game.
    name : str, optional
        The OpenSpiel short name (default ``combgames_<class>_<k>``, unique per call).
    action_space : sequence, optional
        Every move the game can ever offer (the action ids are their indices).
    max_game_length : int
        Plies after which a game of a loopy game is stopped as a draw (acyclic games use it as the bound).
    explore_limit : int
        The most positions explored to find the action space.

    Raises
    ------
    ImportError
        If open-spiel is not installed.
    TypeError
        If the game is not two-player.
    """
    pyspiel = _pyspiel()
    require_two_players(game, "the OpenSpiel adapter")
    rule = resolve_no_move_rule(game)
    moves = list(action_space) if action_space is not None else _action_space(game, rule, explore_limit)
    action_of = {m: i for i, m in enumerate(moves)}
    short_name = name or f"combgames_{type(game).__name__.lower()}_{next(_counter)}"
    game_type = pyspiel.GameType(
        short_name=short_name,
        long_name=f"combgames {type(game).__name__}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={},
    )
    game_info = pyspiel.GameInfo(
        num_distinct_actions=len(moves), max_chance_outcomes=0, num_players=2, min_utility=-1.0,
        max_utility=1.0, utility_sum=0.0, max_game_length=max_game_length,
    )

    class _State(pyspiel.State):
        def __init__(self, spiel_game, position=None, plies=0):
            super().__init__(spiel_game)
            self.position = game.initial() if position is None else position
            self.plies = plies

        def _moves(self):
            ms = list(game.moves(self.position))
            if not ms and rule == "pass" and game.result(self.position) is None:
                return [_PASS]
            return ms

        def _result(self):
            if self.plies >= max_game_length:
                return DRAW
            return final_result(game, self.position, None, rule)

        def current_player(self):
            if self._result() is not None:
                return pyspiel.PlayerId.TERMINAL
            return game.to_move(self.position)

        def _legal_actions(self, player):
            return sorted(action_of[m] for m in self._moves())

        def _apply_action(self, action):
            m = moves[action]
            self.position = game.pass_turn(self.position) if m == _PASS else game.play(self.position, m)  # type: ignore[attr-defined]
            self.plies += 1

        def _action_to_string(self, player, action):
            m = moves[action]
            return str(m) if m == _PASS else move_text(game, m, self.position)

        def is_terminal(self):
            return self._result() is not None

        def returns(self):
            r = self._result()
            if r is None or r == DRAW:
                return [0.0, 0.0]
            return [1.0, -1.0] if r == 0 else [-1.0, 1.0]

        def information_state_string(self, player=None):
            return str(self)

        def observation_string(self, player=None):
            return str(self)

        def __str__(self):
            return position_text(game, self.position)

        def __deepcopy__(self, memo):
            return _State(self.get_game(), self.position, self.plies)

    class _Game(pyspiel.Game):
        def __init__(self, params=None):
            super().__init__(game_type, game_info, params or {})

        def new_initial_state(self):
            return _State(self)

        def make_py_observer(self, iig_obs_type=None, params=None):
            return _Observer()

    class _Observer:
        """String observations only (the wrapper provides no tensors)."""

        tensor = None
        dict: dict = {}

        def set_from(self, state, player):
            pass

        def string_from(self, state, player):
            return str(state)

    pyspiel.register_game(game_type, _Game)
    return pyspiel.load_game(short_name)
