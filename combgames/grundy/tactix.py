"""Tactix in Grundy theory: the game's own theory, re-exported under the names of ``combgames.grundy``.

The values by components and the tables of every subset (:mod:`combgames.games.tactix.values`) and the
copying strategies of the seed (:mod:`combgames.games.tactix.copying`) live beside the game; the replay of a
memoryless strategy against every reply is the solvers' (:func:`combgames.solvers.strategy.check_memoryless_strategy`,
:func:`~combgames.solvers.strategy.strategy_tree`).
"""

from __future__ import annotations

from combgames.games.tactix.copying import mirror_strategy
from combgames.games.tactix.values import (  # noqa: F401  (the values of Tactix, re-exported)
    MAX_POSITIONS,
    MAX_SHAPES,
    METHODS,
    PathShape,
    Plan,
    ShapeValues,
    TableResult,
    TactixValuer,
    components,
    connected_subsets,
    path_shape,
    plan,
    rectangle_values,
    shape_key,
    tactix_table,
    tactix_value,
    winning_moves,
)
from combgames.solvers.strategy import check_memoryless_strategy, strategy_tree

__all__ = [
    "MAX_POSITIONS", "MAX_SHAPES", "METHODS", "PathShape", "Plan", "ShapeValues", "TableResult", "TactixValuer",
    "check_memoryless_strategy", "components", "connected_subsets", "mirror_strategy", "path_shape", "plan",
    "rectangle_values", "shape_key", "strategy_tree", "tactix_table", "tactix_value", "winning_moves",
]
