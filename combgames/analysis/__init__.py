"""combgames.analysis: library computations that combine games and solvers.

Questions asked of whole families of games, or of many positions of one game, answered with the generic
interface, :func:`combgames.explore.explore` and the solvers; no published number is written here (the
reproduce table and ``tests/published`` compare with the sources).

======================================  =================================================================
:mod:`combgames.analysis.openings`      the positions after the first k moves, up to symmetry, with their
                                        values (:func:`positions_after`, :func:`opening_values`)
:mod:`combgames.analysis.picaria`       Picaria and its family: solutions cached by rules, family values,
                                        the stone-advantage sweep, the centre-rule variants, the positions
                                        of the sliding phase
:mod:`combgames.analysis.growth`        how a cost grows with the size of the input: a deterministic step
                                        count (:func:`executed_lines`) and the growth order that fits
                                        (:func:`growth_order`)
======================================  =================================================================
"""

from __future__ import annotations

from combgames.analysis.growth import GROWTH_ORDERS, executed_lines, growth_order
from combgames.analysis.openings import opening_values, positions_after

__all__ = ["GROWTH_ORDERS", "executed_lines", "growth_order", "opening_values", "positions_after"]
