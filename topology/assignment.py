"""Assigning loop classes to the three players Vert, Horz and Diag: the sextant and parity methods.

Schepler's three-player torus game [1]_ gives every primitive loop class (x, y) (see
:mod:`topology.lattice`) to one of three players, numbered here ``VERT = 0``, ``HORZ = 1``, ``DIAG = 2``.

Parity method (as printed, and it matches its diagram up to one misprint): Vert owns the classes with x
even, Horz those with y even, Diag those with x and y both odd. For a primitive class exactly one holds.

Sextant method: each player owns two opposite sextants of the tilted plot (the cones between consecutive
unit steps (1,0), (1,1), (0,1), (-1,0), ...), half-open so each class has one owner. Read off the text's
diagram, Vert owns the cone from (1,1) (excluded) to (0,1) (included), Diag the cone from (1,0)
(excluded) to (1,1) (included), and Horz the cone from (0,1) (excluded) to (-1,0) (included), with their
opposites. The rules *as printed* are

- V: x = 0, or y and (y - x) have the same sign;
- H: y = 0, or x and y have opposite signs;
- D: x - y = 0, or x and (x - y) have the same sign;

and they do not match the diagram: the V and D rules each also cover Horz's two sextants, so of the 12
points the diagram gives to Horz (norm <= 4), 10 match all three printed rules and (1, 0), (-1, 0) match
both H and D (:func:`sextant_printed_owners` returns every matching
player). The rules that reproduce the diagram point by point (:func:`sextant_owner`, the default) swap
the first variable of the V and D rules:

- V: x = 0, or x and (y - x) have the same sign;
- H: y = 0, or x and y have opposite signs;
- D: x - y = 0, or y and (x - y) have the same sign.

(Zero has no sign: "same sign" and "opposite signs" need both numbers non-zero.) Both methods are fair:
the 60-degree rotation (x, y) -> (x - y, x) maps Vert's classes to Horz's to Diag's (parity) or
permutes the three sextant pairs (sextant), so at every norm each player owns a third of the classes
(:func:`assignment_shares`).

References
----------
.. [1] A. Schepler, "A three-player connection game", seeds/003_4502657011210c81.txt (the "Sextant Method"
   and "Parity Method" diagrams and the rules printed under them).

Examples
--------
>>> from topology.assignment import owner, PLAYER_NAMES
>>> [PLAYER_NAMES[owner((1, 2), m)] for m in ("sextant", "parity")]
['Vert', 'Horz']
"""

from __future__ import annotations

from typing import Iterable

from topology.lattice import LoopClass, classes_by_norm, hex_norm, is_primitive, tilted_plot

__all__ = [
    "ASSIGNMENT_METHODS",
    "DIAG",
    "HORZ",
    "PLAYER_LETTERS",
    "PLAYER_NAMES",
    "VERT",
    "assignment_diagram",
    "assignment_shares",
    "owner",
    "parity_owner",
    "sextant_owner",
    "sextant_printed_owners",
]

VERT, HORZ, DIAG = 0, 1, 2
PLAYER_NAMES = ("Vert", "Horz", "Diag")
PLAYER_LETTERS = ("V", "H", "D")
ASSIGNMENT_METHODS = ("sextant", "parity", "sextant-printed")


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)


def _same(a: int, b: int) -> bool:
    return a != 0 and b != 0 and _sign(a) == _sign(b)


def _opposite(a: int, b: int) -> bool:
    return a != 0 and b != 0 and _sign(a) != _sign(b)


def _vector(c: LoopClass | tuple[int, int]) -> tuple[int, int]:
    if isinstance(c, LoopClass):
        return c.vector
    x, y = c
    return int(x), int(y)


def _check_primitive(x: int, y: int) -> None:
    if not is_primitive(x, y):
        raise ValueError(f"only primitive classes are assigned to players, not ({x}, {y})")


def sextant_printed_owners(c: LoopClass | tuple[int, int]) -> frozenset[int]:
    """Return every player whose sextant rule, *as printed in the text*, matches the class.

    The printed rules overlap (and this is a finding): see the module docstring. Use :func:`sextant_owner`
    for the rule that matches the text's diagram.

    Examples
    --------
    >>> from topology.assignment import sextant_printed_owners
    >>> sorted(sextant_printed_owners((1, 0))), sorted(sextant_printed_owners((-1, 3)))
    ([1, 2], [0, 1, 2])
    """
    x, y = _vector(c)
    out = set()
    if x == 0 or _same(y, y - x):
        out.add(VERT)
    if y == 0 or _opposite(x, y):
        out.add(HORZ)
    if x - y == 0 or _same(x, x - y):
        out.add(DIAG)
    return frozenset(out)


def sextant_owner(c: LoopClass | tuple[int, int]) -> int:
    """Return the owner of a primitive class under the sextant method (corrected rules matching the diagram).

    Raises
    ------
    ValueError
        If the class is not primitive.

    Examples
    --------
    >>> from topology.assignment import sextant_owner
    >>> [sextant_owner(v) for v in [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (1, -1)]]
    [0, 1, 2, 0, 2, 1]
    """
    x, y = _vector(c)
    _check_primitive(x, y)
    owners = []
    if x == 0 or _same(x, y - x):
        owners.append(VERT)
    if y == 0 or _opposite(x, y):
        owners.append(HORZ)
    if x - y == 0 or _same(y, x - y):
        owners.append(DIAG)
    assert len(owners) == 1, (x, y, owners)  # the three corrected sextant pairs partition Z^2 - {0}
    return owners[0]


def parity_owner(c: LoopClass | tuple[int, int]) -> int:
    """Return the owner of a primitive class under the parity method (x even: Vert; y even: Horz; else Diag)."""
    x, y = _vector(c)
    _check_primitive(x, y)
    if x % 2 == 0:
        return VERT
    if y % 2 == 0:
        return HORZ
    return DIAG


def owner(c: LoopClass | tuple[int, int], method: str = "sextant") -> int:
    """Return the player (0 Vert, 1 Horz, 2 Diag) who owns a primitive class.

    Parameters
    ----------
    c : LoopClass or (x, y)
    method : {"sextant", "parity", "sextant-printed"}
        "sextant" uses the corrected rules that match the text's diagram (default); "sextant-printed" uses
        the printed rules and raises where they are ambiguous.

    Raises
    ------
    ValueError
        For an unknown method, a non-primitive class, or (``"sextant-printed"``) a class that the printed
        rules give to more than one player.
    """
    if method == "sextant":
        return sextant_owner(c)
    if method == "parity":
        return parity_owner(c)
    if method == "sextant-printed":
        x, y = _vector(c)
        _check_primitive(x, y)
        owners = sextant_printed_owners((x, y))
        if len(owners) != 1:
            names = sorted(PLAYER_NAMES[p] for p in owners)
            raise ValueError(f"the printed sextant rules give class ({x}, {y}) to {names}, not to one player")
        return next(iter(owners))
    raise ValueError(f"method must be one of {ASSIGNMENT_METHODS}, not {method!r}")


def assignment_diagram(method: str = "sextant", radius: int = 4) -> str:
    """Return the tilted plot with each primitive class marked by its owner's letter (V, H, D).

    Examples
    --------
    >>> from topology.assignment import assignment_diagram
    >>> print(assignment_diagram("parity", 1))
     V D
    H O H
     D V
    """

    def mark(x: int, y: int) -> str:
        if (x, y) == (0, 0):
            return "O"
        if not is_primitive(x, y):
            return "."
        return PLAYER_LETTERS[owner((x, y), method)]

    return tilted_plot(radius, mark)


def assignment_shares(method: str = "sextant", max_norm: int = 12,
                      classes: Iterable[LoopClass] | None = None) -> dict[int, tuple[int, int, int]]:
    """Return {norm: (classes of Vert, of Horz, of Diag)} over the primitive classes of norm <= ``max_norm``.

    Examples
    --------
    >>> from topology.assignment import assignment_shares
    >>> assignment_shares("sextant", 4)
    {1: (1, 1, 1), 2: (1, 1, 1), 3: (2, 2, 2), 4: (2, 2, 2)}
    """
    shares: dict[int, list[int]] = {}
    for c in classes if classes is not None else classes_by_norm(max_norm):
        row = shares.setdefault(hex_norm(*c.vector), [0, 0, 0])
        row[owner(c, method)] += 1
    return {k: tuple(v) for k, v in sorted(shares.items())}  # type: ignore[misc]
