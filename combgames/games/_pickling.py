"""Pickling of games for process pools: the state of a game without its derived symmetry caches.

A :class:`~combgames.symmetry.CellGroup` that has computed canonical keys holds compiled key functions
(closures) that do not pickle, and a :class:`~combgames.games.boards.Board` caches its automorphism group. A
game's ``__getstate__`` returns :func:`portable_state`: its attributes with the named caches dropped, groups
copied without their caches, and boards copied without theirs (the worker recomputes them on first use).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable

from combgames.games.boards import Board
from combgames.symmetry import CellGroup

__all__ = ["portable_state"]


def portable_state(obj: Any, drop: Iterable[str] = ()) -> dict[str, Any]:
    """``obj.__dict__`` without the attributes ``drop``, its CellGroups and Boards copied without caches."""
    state = dict(obj.__dict__)
    for name in drop:
        state.pop(name, None)
    for name, value in state.items():
        if isinstance(value, CellGroup):
            state[name] = CellGroup(value.elements, names=value.names, check=False)
        elif isinstance(value, Board):
            state[name] = replace(value)
    return state
