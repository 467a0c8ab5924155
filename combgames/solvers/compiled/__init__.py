"""Compiled solvers (numba kernels over bitboards) under the generic interface.

- :func:`compiled_alphabeta`, :class:`CompiledPositional` - positional (Maker-Maker) games declaring
  ``positional_structure()`` with at most 64 points: alpha-beta with immediate wins, forced blocks, double
  threats, threat-space search and a symmetry-keyed numpy transposition table
  (:mod:`~combgames.solvers.compiled.positional`).
- :func:`compiled_pns`, :class:`CompiledPNS` - proof-number search (df-pn) for the same games, with threat
  sequences and Allis's restriction of the defender's moves; proofs of wins exported as certificates whose
  strategies :func:`~combgames.solvers.strategy.check_strategy` replays (:mod:`~combgames.solvers.compiled.pns`).

The generic solvers of :mod:`combgames.solvers` are the reference the compiled ones are tested against.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from combgames.base.lazy import lazy_exports

from combgames.solvers.compiled.positional import (MAX_POINTS, CompiledPositional, compiled_alphabeta,
                                                   leaf_evaluator, positional_structure)

if TYPE_CHECKING:
    from combgames.solvers.compiled.pns import Certificate, CompiledPNS, compiled_pns

__all__ = ["MAX_POINTS", "Certificate", "CompiledPNS", "CompiledPositional", "compiled_alphabeta", "compiled_pns",
           "leaf_evaluator", "positional_structure"]


# The proof-number names are imported on first use: choosing a method imports this package (for
# compiled_unsuitable) and must not pay for numpy, which the proof-number module imports.
__getattr__, __dir__ = lazy_exports(__name__, dict.fromkeys(("Certificate", "CompiledPNS", "compiled_pns"), "pns"))
