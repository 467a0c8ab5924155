"""Assigning loop classes to the three players Vert, Horz and Diag: the sextant and parity methods.

Schepler's three-player torus game [1]_ gives every primitive loop class (x, y) (see
:mod:`topology.lattice`) to one of three players, numbered here ``VERT = 0``, ``HORZ = 1``, ``DIAG = 2``.
Both methods below are total and unambiguous on the primitive classes; :func:`owner` applies either.

Parity method (:func:`parity_owner`): Vert owns the classes with x even, Horz those with y even, Diag
those with x and y both odd. For a primitive class exactly one holds.

Sextant method (:func:`sextant_owner`): each player owns two opposite sextants of the tilted plot (the
cones between consecutive unit steps (1,0), (1,1), (0,1), (-1,0), ...), half-open so each class has one
owner: Vert the cone from (1,1) (excluded) to (0,1) (included), Diag the cone from (1,0) (excluded) to
(1,1) (included), and Horz the cone from (0,1) (excluded) to (-1,0) (included), with their opposites, as
in the text's diagram. As sign rules (:data:`SEXTANT_RULES`, one predicate per player):

- V: x = 0, or x and (y - x) have the same sign;
- H: y = 0, or x and y have opposite signs;
- D: x - y = 0, or y and (x - y) have the same sign.

(Zero has no sign: "same sign" and "opposite signs" need both numbers non-zero, :func:`same_sign`,
:func:`opposite_signs`.) The three rules partition the non-zero vectors. :func:`matching_players` applies
any such table of rules and returns every player whose rule holds, and :func:`rule_owner` the one owner
(or raises), so other readings can be compared with these (the rules as printed in the text are transcribed in ``combgames.sources.three_player_torus``).

Both methods are fair: the 60-degree rotation (x, y) -> (x - y, x) maps Vert's classes to Horz's to
Diag's (parity) or permutes the three sextant pairs (sextant), so at every norm each player owns a third
of the classes (:func:`assignment_shares`).

References
----------
.. [1] A. Schepler, "A three-player connection game", seeds/003_4502657011210c81.txt (the "Sextant Method"
   and "Parity Method" diagrams).

Examples
--------
>>> from topology.assignment import owner, PLAYER_NAMES
>>> [PLAYER_NAMES[owner((1, 2), m)] for m in ("sextant", "parity")]
['Vert', 'Horz']
"""

from __future__ import annotations

import functools
from typing import Callable, Iterable, Sequence

from combgames.base.checks import check_int, check_one_of
from topology.lattice import LoopClass, class_vector, classes_by_norm, hex_norm, is_primitive, tilted_plot

__all__ = [
    "ASSIGNMENT_METHODS",
    "DIAG",
    "HORZ",
    "PLAYER_LETTERS",
    "PLAYER_NAMES",
    "SEXTANT_RULES",
    "VERT",
    "assignment_diagram",
    "assignment_shares",
    "matching_players",
    "opposite_signs",
    "owner",
    "parity_owner",
    "rule_owner",
    "same_sign",
    "sextant_owner",
]

VERT, HORZ, DIAG = 0, 1, 2
PLAYER_NAMES = ("Vert", "Horz", "Diag")
PLAYER_LETTERS = ("V", "H", "D")
ASSIGNMENT_METHODS = ("sextant", "parity")


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)


def _two_ints(a: int, b: int) -> tuple[int, int]:
    return check_int(a, "a"), check_int(b, "b")


def same_sign(a: int, b: int) -> bool:
    """Return True when a and b are both positive or both negative (zero has no sign).

    Examples
    --------
    >>> from topology.assignment import same_sign
    >>> same_sign(2, 5), same_sign(-1, -3), same_sign(0, 0), same_sign(1, -1)
    (True, True, False, False)
    """
    a, b = _two_ints(a, b)
    return a != 0 and b != 0 and _sign(a) == _sign(b)


def opposite_signs(a: int, b: int) -> bool:
    """Return True when one of a, b is positive and the other negative (zero has no sign).

    Examples
    --------
    >>> from topology.assignment import opposite_signs
    >>> opposite_signs(2, -5), opposite_signs(0, -1)
    (True, False)
    """
    a, b = _two_ints(a, b)
    return a != 0 and b != 0 and _sign(a) != _sign(b)


def _check_primitive(c: LoopClass | tuple[int, int]) -> tuple[int, int]:
    x, y = class_vector(c)
    if not is_primitive(x, y):
        raise ValueError(f"only primitive classes are assigned to players, not ({x}, {y})")
    return x, y


def _vert_sextants(x: int, y: int) -> bool:
    return x == 0 or same_sign(x, y - x)


def _horz_sextants(x: int, y: int) -> bool:
    return y == 0 or opposite_signs(x, y)


def _diag_sextants(x: int, y: int) -> bool:
    return x - y == 0 or same_sign(y, x - y)


#: The sextant method as sign rules, one predicate ``rule(x, y) -> bool`` per player (Vert, Horz, Diag).
SEXTANT_RULES: tuple[Callable[[int, int], bool], ...] = (_vert_sextants, _horz_sextants, _diag_sextants)


def matching_players(c: LoopClass | tuple[int, int], rules: Sequence[Callable[[int, int], bool]]) -> frozenset[int]:
    """Return every player p whose rule ``rules[p](x, y)`` holds for the class (x, y).

    Parameters
    ----------
    c : LoopClass or (x, y)
    rules : sequence of callables
        ``rules[p](x, y) -> bool`` for each player p, e.g. :data:`SEXTANT_RULES`.

    Returns
    -------
    frozenset of int
        One player for a table of rules that partitions the classes (as :data:`SEXTANT_RULES` does);
        several, or none, for a table that overlaps or leaves gaps.

    Examples
    --------
    >>> from topology.assignment import SEXTANT_RULES, matching_players
    >>> matching_players((1, 2), SEXTANT_RULES), matching_players((-1, 1), SEXTANT_RULES)
    (frozenset({0}), frozenset({1}))
    """
    x, y = class_vector(c)
    if isinstance(rules, (str, bytes)) or not isinstance(rules, Sequence) or not all(callable(r) for r in rules):
        raise TypeError(f"rules must be a sequence of functions (x, y) -> bool, one per player, not {rules!r}"[:200])
    return frozenset(p for p, rule in enumerate(rules) if rule(x, y))


def rule_owner(c: LoopClass | tuple[int, int], rules: Sequence[Callable[[int, int], bool]]) -> int:
    """Return the one player whose rule holds for the primitive class ``c`` (see :func:`matching_players`).

    Raises
    ------
    ValueError
        If ``c`` is not primitive, or the rules give it to several players or to none (the message names
        them).

    Examples
    --------
    >>> from topology.assignment import SEXTANT_RULES, rule_owner
    >>> rule_owner((2, 1), SEXTANT_RULES)
    2
    """
    owners = matching_players(_check_primitive(c), rules)
    if len(owners) != 1:
        names = sorted(PLAYER_NAMES[p] if p < len(PLAYER_NAMES) else str(p) for p in owners)
        raise ValueError(f"the rules give class {tuple(class_vector(c))} to {names or 'no player'}, not to one "
                         "player")
    return next(iter(owners))


def sextant_owner(c: LoopClass | tuple[int, int]) -> int:
    """Return the owner of a primitive class under the sextant method (the rules of the text's diagram).

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
    return rule_owner(c, SEXTANT_RULES)  # the three sextant pairs partition Z^2 - {0}: one owner


def parity_owner(c: LoopClass | tuple[int, int]) -> int:
    """Return the owner of a primitive class under the parity method (x even: Vert; y even: Horz; else Diag).

    Raises
    ------
    ValueError
        If the class is not primitive.
    """
    x, y = _check_primitive(c)
    if x % 2 == 0:
        return VERT
    if y % 2 == 0:
        return HORZ
    return DIAG


_OWNERS = {"sextant": sextant_owner, "parity": parity_owner}


def owner(c: LoopClass | tuple[int, int], method: str = "sextant") -> int:
    """Return the player (0 Vert, 1 Horz, 2 Diag) who owns a primitive class.

    Parameters
    ----------
    c : LoopClass or (x, y)
    method : {"sextant", "parity"}
        The assignment method (:data:`ASSIGNMENT_METHODS`); default "sextant".

    Raises
    ------
    ValueError
        For an unknown method or a non-primitive class.
    """
    return _owner_of_vector(class_vector(c), check_one_of(method, "method", ASSIGNMENT_METHODS))


@functools.lru_cache(maxsize=4096)
def _owner_of_vector(v: tuple[int, int], method: str) -> int:
    """:func:`owner` of the class with vector ``v``, kept: the proof checks of the torus game ask it at every
    ending they replay (about a sixth of a 6 x 6 check, profiled, before it was kept)."""
    return _OWNERS[method](v)


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
    if classes is not None and (isinstance(classes, (str, bytes)) or not isinstance(classes, Iterable)):
        raise TypeError(f"classes must be an iterable of classes (LoopClass or (x, y)), not {type(classes).__name__}")
    for c in classes if classes is not None else classes_by_norm(max_norm):
        c = LoopClass.of(*class_vector(c))
        row = shares.setdefault(hex_norm(*c.vector), [0, 0, 0])
        row[owner(c, method)] += 1
    return {k: tuple(v) for k, v in sorted(shares.items())}  # type: ignore[misc]
