"""The choice of canonical key of a positional game, and the checks of the symmetries it relies on.

A symmetry of a positional game is a permutation of the points mapping lines to lines. The key of a position
``(x, o)`` (:meth:`~combgames.games.positional.PositionalGame.canonical`) is one of :data:`KEYS`:

``"group"``
    the canonical code of ``(x, o)`` under the elements of a given :class:`~combgames.symmetry.CellGroup`
    (:meth:`~combgames.symmetry.CellGroup.mask_canonizer`, the one key of bitmask positions);
``"nauty"``
    nauty's certificate of the incidence graph of points and lines with the points coloured X / O / free: the
    full automorphism group of the hypergraph, at a cost independent of the group order;
``"none"``
    the position itself;
``"auto"``
    chosen by :func:`choose_key` from what the game was given.

A group or generators handed to a game are checked to map lines to lines (:func:`first_bad_permutation`, and
:func:`group_breaks_lines`, remembered per group and lines).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from combgames.base.checks import is_int
from combgames.symmetry import CellGroup

__all__ = ["KEYS", "choose_key", "first_bad_permutation", "group_breaks_lines", "permutation_rows"]

KEYS = ("auto", "group", "nauty", "none")
"""The canonical keys of a positional game (the ``key`` option)."""

_PYTHON_LINE_CHECK = 1 << 16
"""Line checks of at most this many (element, line point) steps run on tuples, larger ones with numpy."""


def choose_key(key: str, group: CellGroup | None, generators: Sequence | None, max_group: int) -> str:
    """The key a game uses for the ``key`` option: ``"auto"`` is ``"group"`` if a group of at most ``max_group``
    elements is given, else ``"nauty"`` if a group or generators are given, else ``"none"``.

    Raises
    ------
    ValueError
        If ``"group"`` is asked for without a group.
    """
    if key == "auto":
        if group is not None and group.order() <= max_group:
            return "group"
        if group is not None or generators is not None:
            return "nauty"
        return "none"
    if key == "group" and group is None:
        raise ValueError("key='group' needs a group")
    return key


@lru_cache(maxsize=64)
def group_breaks_lines(group: CellGroup, line_points: tuple[tuple[int, ...], ...]) -> int | None:
    """:func:`first_bad_permutation` of the group's elements, remembered per (group, lines), so a structure's
    group is checked once, not at every construction."""
    return first_bad_permutation(group.permutations, line_points)


def permutation_rows(generators: Any, n: int) -> list[tuple[int, ...]]:
    """``generators`` as a list of tuples of n ints, or TypeError."""
    wrong = f"generators must be permutations of 0..{n - 1} (sequences of {n} ints), not {generators!r}"[:200]
    try:
        rows = [tuple(g.tolist() if hasattr(g, "tolist") else g) for g in generators]
    except TypeError as err:
        raise TypeError(wrong) from err
    if not all(len(g) == n and all(is_int(v) for v in g) for g in rows):
        raise TypeError(wrong)
    return [tuple(int(v) for v in g) for g in rows]


def first_bad_permutation(perms: Sequence[tuple[int, ...]],
                          line_points: Sequence[Sequence[int]]) -> int | None:
    """Index of the first permutation (a tuple in ``perms``) not mapping the lines (given by their points) onto
    themselves, else None."""
    if len(perms) == 0:
        return None
    n = len(perms[0])
    line_points = [list(pts) for pts in line_points]
    line_set = {sum(1 << i for i in pts) for pts in line_points}
    if len(perms) * sum(map(len, line_points)) <= _PYTHON_LINE_CHECK:
        for e, g in enumerate(perms):
            inv = [0] * n
            for i, gi in enumerate(g):
                inv[gi] = i
            for pts in line_points:
                if sum(1 << inv[i] for i in pts) not in line_set:
                    return e
        return None
    import numpy as np

    perms = np.asarray(perms, dtype=np.int64)
    inverse = np.empty_like(perms)
    inverse[np.arange(len(perms))[:, None], perms] = np.arange(n)[None, :]
    if n <= 62:
        # image colouring c o g has bit i set iff g[i] in L, i.e. the image of L is g^-1(L)
        ok = np.ones(len(perms), dtype=bool)
        allowed = np.array(sorted(line_set), dtype=np.int64)
        for pts in line_points:
            images = (np.int64(1) << inverse[:, pts]).sum(axis=1)
            ok &= np.isin(images, allowed)
        bad = np.flatnonzero(~ok)
        return int(bad[0]) if len(bad) else None
    for e, inv in enumerate(inverse):
        for pts in line_points:
            if sum(1 << int(inv[i]) for i in pts) not in line_set:
                return e
    return None
