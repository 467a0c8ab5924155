"""The loopy value of a position of a game whose positions may repeat: its graph of Left's and Right's options.

For a ruleset with the partizan capability (``left_options(p)``, ``right_options(p)``, see
:mod:`combgames.cgt.values`) whose play can return to a position, :func:`loopy_value` walks every position
reachable from ``p`` (keyed by the game's ``value_key`` when it has one: the board, whoever is to move) and
returns the :class:`~combgames.cgt.loopy.LoopyGame` of that graph; printing it gives its value (a stopper's
simplest form, or onside & offside), :meth:`~combgames.cgt.loopy.LoopyGame.outcome` who wins with draws
(Siegel, *Combinatorial Game Theory*, ch. VI; Winning Ways ch. 11).

Examples
--------
>>> from combgames.games.backsliding_toads_frogs import BackslidingToadsAndFrogs
>>> str(loopy_value(BackslidingToadsAndFrogs("T.")))
'on'
"""

from __future__ import annotations

from typing import Any

from combgames.base.checks import LimitError, check_int
from combgames.cgt.loopy import LoopyGame
from combgames.cgt.values import partizan_options
from combgames.game import capabilities, checked_position, position_key

__all__ = ["DEFAULT_MAX_POSITIONS", "loopy_value"]

DEFAULT_MAX_POSITIONS = 20_000
"""The most positions :func:`loopy_value` walks (the graph's later analysis compares pairs of them)."""


def loopy_value(game: Any, position: Any = None, *, max_positions: int = DEFAULT_MAX_POSITIONS) -> LoopyGame:
    """The loopy game of ``position`` (default the start) of ``game``: the graph of the positions reachable by
    Left's and Right's options.

    Raises
    ------
    TypeError
        If the game has no Left and Right options (:func:`combgames.cgt.values.partizan_options`).
    LimitError
        If more than ``max_positions`` positions are reachable.
    """
    check_int(max_positions, "max_positions", minimum=1)
    left_options, right_options = partizan_options(game)
    key = capabilities(game).value_key or position_key(game)
    start = game.initial() if position is None else checked_position(game, position)
    number = {key(start): 0}
    order = [start]
    left: list[list[int]] = []
    right: list[list[int]] = []
    for p in order:
        for out, options in ((left, left_options), (right, right_options)):
            row = []
            for q in options(p):
                k = key(q)
                if k not in number:
                    if len(order) >= max_positions:
                        raise LimitError(f"loopy_value stopped at max_positions={max_positions:,} positions "
                                         "reachable (raise it with --max-positions)")
                    number[k] = len(order)
                    order.append(q)
                row.append(number[k])
            out.append(row)
    return LoopyGame(left, right, 0)
