"""combgames.analysis: library computations that combine games and solvers.

Questions asked of whole families of games, or of many positions of one game, answered with the generic
interface, :func:`combgames.explore.explore` and the solvers; no published number is written here (the
reproduce table and ``tests/published`` compare with the sources).

============================================  =================================================================
:mod:`combgames.analysis.openings`            the positions after the first k moves, up to symmetry, with their
                                              values (:func:`positions_after`, :func:`opening_values`)
:mod:`combgames.analysis.picaria`             Picaria and its family: solutions cached by rules, family values,
                                              the stone-advantage sweep, the centre-rule variants, the positions
                                              of the sliding phase
:mod:`combgames.analysis.domineering`         outcomes of Domineering rectangles by a compiled proof search
                                              (rectangle_outcome), winning strategies recorded as proofs
                                              (winning_strategy)
:mod:`combgames.analysis.domineering_proof`   Domineering proofs as data (.npz), checked by a checker with
                                              its own move generator and counting lemma (check_proof); the
                                              7 x 7 proof ships with the package (shipped_proof)
:mod:`combgames.analysis.torus3`              the three-player torus game answered: coalition tables, the
                                              kingmaker census, the solved table kept on disk (solved_table)
                                              and the advisor of ``combgames play torus3`` (PlayAdvisor), the
                                              positions in play estimated by sampling (orbits_in_play)
:mod:`combgames.analysis.torus3_team_up`      the team-up claim's first round on large boards, split into
                                              pieces by position and pair, resumable (team_up_in_pieces)
============================================  =================================================================
"""

from __future__ import annotations

from typing import Any

__all__ = ["opening_values", "positions_after"]


def __getattr__(name: str) -> Any:
    """The openings' functions, imported on first use: a command that only reads a stored proof
    (:mod:`combgames.analysis.stored`, asked by every ``combgames solve``) does not import the explorer."""
    if name in __all__:
        from combgames.analysis import openings

        return getattr(openings, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
