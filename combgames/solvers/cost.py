"""The cost model behind ``solve(method="auto")``: which of the methods that apply is expected to be fastest.

Most choices follow from what a game declares (an acyclic impartial game is valued by Grundy evaluation, a game
whose positions repeat needs retrograde analysis). Where two methods apply and either can win, the choice is made
by the estimated work of each, with rates measured on this project's reference machine (2 cores; CPU time of the
whole ``combgames solve`` process, imports and numba's cache loads included; ``benchmarks/bench_auto.py``
remeasures them and prints auto's choice against the fastest method on 23 game/position pairs):

- **positional games** (points and lines, 16 to 64 points): the compiled bitboard alpha-beta costs a fixed
  :data:`COMPILED_FIXED_SECONDS` (numba's import and cache loads) and then runs about
  :data:`COMPILED_RATE` nodes per second; the generic alpha-beta starts at once and runs about
  :data:`GENERIC_RATE` nodes per second. Both key their tables by the least image under the game's symmetry
  group, so both visit at most about ``3^points / |G|`` positions (:func:`positional_positions`). The compiled
  solver is chosen when that estimate makes it cheaper. Measured: 4 x 4 tic-tac-toe (``|G| = 8``, 5.4 M) 0.84 s
  compiled against 4.7 s generic; pi_4 (``|G| = 5,760``, 7,500) 0.60 s generic against 1.27 s compiled.
- **stone games** (the Picaria family): the compiled retrograde analysis from
  :data:`~combgames.solvers.compiled_retrograde.AUTO_MINIMUM_POSITIONS` positions (a count of the ranked
  positions, exact before any work), the generic one below (Picaria: 0.32 s generic, 0.94 s compiled).
"""

from __future__ import annotations

__all__ = ["COMPILED_FIXED_SECONDS", "COMPILED_RATE", "GENERIC_RATE", "compiled_positional_is_cheaper",
           "positional_positions"]

COMPILED_FIXED_SECONDS = 0.8
"""CPU seconds the compiled positional solver costs before its first node (numba import, cache loads)."""
COMPILED_RATE = 1_000_000
"""Nodes per CPU second of the compiled positional alpha-beta (order of magnitude: 4 x 4 and 3^3 boards)."""
GENERIC_RATE = 15_000
"""Nodes per CPU second of the generic alpha-beta on positional games (with symmetry keys)."""


def positional_positions(points: int, group_order: int) -> float:
    """An upper bound of the positions a search of a positional game visits, up to symmetry: every point empty,
    X or O (3^points), divided by the order of the symmetry group.

    Examples
    --------
    >>> round(positional_positions(16, 8))          # 4 x 4 tic-tac-toe
    5380840
    """
    return 3.0 ** points / max(group_order, 1)


def compiled_positional_is_cheaper(points: int, group_order: int) -> bool:
    """Whether the compiled solver is expected to beat the generic search on a positional game of ``points``
    points whose symmetry group has ``group_order`` elements (the model of the module docstring).

    Examples
    --------
    >>> compiled_positional_is_cheaper(16, 8), compiled_positional_is_cheaper(16, 6000)  # 4 x 4; a large group
    (True, False)
    """
    work = positional_positions(points, group_order)
    return work / GENERIC_RATE > COMPILED_FIXED_SECONDS + work / COMPILED_RATE
