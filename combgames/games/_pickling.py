"""Pickling of games for process pools: the state of a game without its compiled key functions.

A game keeps its canonical-key function (:meth:`combgames.symmetry.CellGroup.mask_canonizer`, written out
and compiled for the game's board) in an attribute; compiled functions do not pickle. A game's
``__getstate__`` returns :func:`portable_state`, its attributes without those; the worker rebuilds them on
first use. Groups and boards pickle by themselves (without their look-up tables).
"""

from __future__ import annotations

from typing import Any, Iterable

__all__ = ["portable_state"]


def portable_state(obj: Any, drop: Iterable[str] = ()) -> dict[str, Any]:
    """``obj.__dict__`` without the attributes named in ``drop``."""
    state = dict(obj.__dict__)
    for name in drop:
        state.pop(name, None)
    return state
