"""Compiled solvers (numba kernels over bitboards) under the generic interface.

- :func:`compiled_alphabeta`, :class:`CompiledPositional` - positional (Maker-Maker) games declaring
  ``positional_structure()`` with at most 64 points: alpha-beta with immediate wins, forced blocks, double
  threats, threat-space search and a symmetry-keyed numpy transposition table
  (:mod:`~combgames.solvers.compiled.positional`).

The generic solvers of :mod:`combgames.solvers` are the reference the compiled ones are tested against.
"""

from __future__ import annotations

from combgames.solvers.compiled.positional import (MAX_POINTS, CompiledPositional, compiled_alphabeta,
                                                   leaf_evaluator, positional_structure)

__all__ = ["MAX_POINTS", "CompiledPositional", "compiled_alphabeta", "leaf_evaluator", "positional_structure"]
