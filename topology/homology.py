"""Homology of loops on the Klein bottle: H_1(K) = Z + Z/2, the classes of simple loops, contractibility.

The deck group of the Klein bottle boards [3]_ of :mod:`topology.surfaces` is

    pi_1(K) = <a, g | g a g^-1 = a^-1>,

with ``a`` the translation by n columns (the straight gluing of the left and right edges) and ``g`` the
glide reflection moving m rows up (the flipped gluing of the top and bottom edges). The element ``(i, j)``
is a^i g^j, and ``(i, j)(k, l) = (i + (-1)^j k, j + l)`` (:class:`~topology.surfaces.KleinBottleGroup`).
A closed walk on a board has the deck element of :meth:`~topology.surfaces.Surface.walk_element`.

Homology. Abelianising the relation gives a = a^-1, so H_1(K) = Z + Z/2 and the abelianisation is

    a^i g^j  ->  (j, i mod 2) = (glide, twist).

A :class:`KleinClass` is that pair. Read on the board: ``glide`` is the net number of times the walk
leaves through the top edge (up minus down, as ``y`` on the torus). On the square grid ``twist`` is the
parity of the number of times it crosses the left/right edge; on the hex grid the glide is a reflection
of the hex lattice (:func:`~topology.surfaces.hex_klein_bottle`) and crossing the top edge also
contributes a translation a, so read ``twist`` from the deck element. Reversing a walk negates its class:
(glide, twist) -> (-glide, twist). Every class is the class of some closed walk (the cell graph and its cover are connected,
so every deck element is the element of a closed walk, and the abelianisation is onto).

Contractibility. A closed walk is contractible exactly when its deck element is the identity
(:func:`klein_is_contractible`); homology does not decide it: a^2 = ``(2, 0)`` (twice around a row) has
class (0, 0), being the commutator a g a^-1 g^-1, but it is not the identity, so the walk is not
contractible.

Theorem (the classes of simple loops; checked by exhaustive search of the simple cycles of small hex
Klein bottles in the tests, with :func:`topology.cycles.simple_cycles`)
---------------------------------------------------------------------------------------------------------
The deck element w of a simple closed curve on K (based anywhere on it, either direction) is one of

    1,   a^{+-1},   g^{+-2},   a^i g^{+-1} (any i),

so its class is one of (0, 0), (0, 1), (+-2, 0), (+-1, 0), (+-1, 1) (:data:`KLEIN_SIMPLE_CLASSES`), and
a simple loop of class (0, 0) is contractible (for simple loops, unlike walks, homology decides
contractibility). All these occur.

Proof. The subgroup T = {a^i g^(2k)} of orientation-preserving elements is Z^2 (a and g^2 commute), with
a^i g^(2k) -> (i, k); it is the deck group of the orientation double cover, a torus. On a torus a simple
closed curve has class 0 or a primitive class, and two disjoint ones have algebraic intersection
det = 0 ([2]_, Section 1.2). Let C be simple with element w = a^i g^j.

- C one-sided (j odd): its preimage in the torus is one simple closed curve, of class
  w^2 = a^i g^j a^i g^j = g^(2j), i.e. (0, j) in T; it is primitive, so j = +-1, and w = a^i g^(+-1).
- C two-sided (j = 2k even): its preimage is two disjoint simple closed curves, of classes w = (i, k)
  and g w g^-1 = a^-i g^(2k) = (-i, k). If they are essential, (i, k) is primitive and
  det((i, k), (-i, k)) = 2 i k = 0, so w = a^(+-1) or g^(+-2); if not, w = 1.

The classes follow by abelianising. Up to isotopy these are the four essential simple closed curves of
the Klein bottle (a; the curve g^2 that cuts K into two Moebius bands; the cores g, a g of those bands)
found by Lickorish [1]_.

References
----------
.. [1] W. B. R. Lickorish, "Homeomorphisms of non-orientable two-manifolds", Proc. Cambridge Philos. Soc.
   59 (1963), 307-317 (the simple closed curves of the Klein bottle up to isotopy).
.. [2] B. Farb, D. Margalit, "A Primer on Mapping Class Groups", Princeton University Press (2012),
   Section 1.2.2-1.2.3 (simple closed curves on the torus are primitive; algebraic intersection).
.. [3] A. Schepler, "A three-player connection game", seeds/003_4502657011210c81.txt (the P. S.: a
   connection game on the Klein bottle as homework).

Examples
--------
>>> from topology import hex_klein_bottle, klein_homology_class, klein_is_contractible, shortest_closed_walk
>>> str(klein_homology_class((1, 1))), str(klein_homology_class((-3, 2)))
('(1,1)', '(2,1)')
>>> a2 = (2, 0)                                  # twice around a row: class 0, not contractible
>>> klein_homology_class(a2).is_trivial, klein_is_contractible(a2)
(True, False)
>>> shortest_closed_walk(hex_klein_bottle(5), a2)   # such walks exist (they repeat cells)
10
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from combgames.base.checks import ArgumentTypeError, check_int, is_int

__all__ = [
    "KLEIN_SIMPLE_CLASSES",
    "KleinClass",
    "is_simple_klein_class",
    "is_simple_klein_element",
    "klein_homology_class",
    "klein_is_contractible",
]


def _klein_element(element: Any, name: str = "element") -> tuple[int, int]:
    """Return the Klein bottle group element (i, j) = a^i g^j as a pair of ints, or raise."""
    if not isinstance(element, tuple) or len(element) != 2 or not all(is_int(v) for v in element):
        raise ArgumentTypeError(f"{name} must be a Klein bottle group element (i, j) = a^i g^j, a pair of "
                                f"integers, not {element!r}")
    return int(element[0]), int(element[1])


@dataclass(frozen=True, order=True)
class KleinClass:
    """A homology class (glide, twist) in H_1(Klein bottle) = Z + Z/2.

    ``glide`` in Z is the net number of crossings of the flipped (top/bottom) edge, ``twist`` in {0, 1}
    the parity of the crossings of the straight (left/right) edge: the image of a^i g^j is
    (j, i mod 2). Classes add as elements of Z + Z/2; ``-c`` is the class of the reversed walk.

    Parameters
    ----------
    glide : int
    twist : int
        0 or 1.

    Raises
    ------
    TypeError
        If ``glide`` or ``twist`` is not an integer.
    ValueError
        If ``twist`` is not 0 or 1.

    Examples
    --------
    >>> from topology import KleinClass
    >>> KleinClass(1, 1) + KleinClass(1, 1), -KleinClass(1, 1)
    (KleinClass(glide=2, twist=0), KleinClass(glide=-1, twist=1))
    >>> KleinClass.of((3, -1))
    KleinClass(glide=-1, twist=1)
    """

    glide: int
    twist: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "glide", check_int(self.glide, "glide"))
        object.__setattr__(self, "twist", check_int(self.twist, "twist", minimum=0, maximum=1,
                                                    why="Z/2 part of the class"))

    @classmethod
    def of(cls, element: tuple[int, int]) -> KleinClass:
        """Return the class of the deck element ``element`` = (i, j) = a^i g^j: (j, i mod 2)."""
        i, j = _klein_element(element)
        return cls(j, i % 2)

    @property
    def is_trivial(self) -> bool:
        """True for the class (0, 0) (contractible loops, and others such as a^2)."""
        return self.glide == 0 and self.twist == 0

    @property
    def is_simple(self) -> bool:
        """True when some simple closed curve has this class (:func:`is_simple_klein_class`)."""
        return self in _SIMPLE

    def __add__(self, other: KleinClass) -> KleinClass:
        if not isinstance(other, KleinClass):
            return NotImplemented
        return KleinClass(self.glide + other.glide, self.twist ^ other.twist)

    def __neg__(self) -> KleinClass:
        return KleinClass(-self.glide, self.twist)

    def __str__(self) -> str:
        return f"({self.glide},{self.twist})"


def klein_homology_class(element: tuple[int, int]) -> KleinClass:
    """Return the homology class in Z + Z/2 of a closed walk on the Klein bottle with deck element ``element``.

    The abelianisation a^i g^j -> (j, i mod 2) of the Klein bottle group (see the module docstring).

    Parameters
    ----------
    element : (int, int)
        (i, j) = a^i g^j, as returned by :meth:`~topology.surfaces.Surface.walk_element` on a Klein bottle
        board.

    Returns
    -------
    KleinClass

    Raises
    ------
    TypeError
        If ``element`` is not a pair of integers.

    Examples
    --------
    >>> from topology import hex_klein_bottle, klein_homology_class
    >>> k = hex_klein_bottle(6)
    >>> column = [k.cell(f"C{r}") for r in range(6, 0, -1)]    # up column C, across the flipped edge
    >>> k.walk_element(column), str(klein_homology_class(k.walk_element(column)))
    ((1, 1), '(1,1)')
    """
    return KleinClass.of(element)


def klein_is_contractible(element: tuple[int, int]) -> bool:
    """Return True when a closed walk on the Klein bottle with deck element ``element`` is contractible.

    A closed walk is contractible exactly when it lifts to a closed walk in the universal cover, i.e. when
    its deck element is the identity (0, 0). Its homology class does not decide this: a^2 = (2, 0) has
    class (0, 0) and is not contractible. For *simple* loops it does (see the module docstring).

    Parameters
    ----------
    element : (int, int)
        (i, j) = a^i g^j, for example from :meth:`~topology.surfaces.Surface.walk_element`.

    Returns
    -------
    bool
        The same answer as :meth:`~topology.surfaces.Surface.is_contractible` on a Klein bottle board, for
        any element given as a pair of integers.

    Raises
    ------
    TypeError
        For anything but a pair of integers (the message shows the value).

    Examples
    --------
    >>> from topology import klein_is_contractible
    >>> klein_is_contractible((0, 0)), klein_is_contractible((2, 0)), klein_is_contractible((0, 2))
    (True, False, False)
    """
    i, j = _klein_element(element)
    return i == 0 and j == 0


def is_simple_klein_element(element: tuple[int, int]) -> bool:
    """Return True when the deck element is that of some simple closed curve: 1, a^+-1, g^+-2 or a^i g^+-1.

    The set is closed under inverses and conjugation, so the answer does not depend on where the loop is
    based or which way it runs. See the module docstring for the proof.

    Raises
    ------
    TypeError
        If ``element`` is not a pair (i, j) of integers (bools refused).

    Examples
    --------
    >>> from topology import is_simple_klein_element
    >>> [is_simple_klein_element(e) for e in [(0, 0), (-1, 0), (2, 0), (0, 2), (0, 3), (5, -1)]]
    [True, True, False, True, False, True]
    """
    i, j = _klein_element(element)
    if j in (1, -1):
        return True
    if j == 0:
        return i in (-1, 0, 1)
    return i == 0 and j in (2, -2)


def is_simple_klein_class(c: KleinClass | tuple[int, int]) -> bool:
    """Return True when some simple closed curve on the Klein bottle has class ``c`` = (glide, twist).

    The classes of simple loops are (0, 0), (0, 1), (+-1, 0), (+-1, 1), (+-2, 0)
    (:data:`KLEIN_SIMPLE_CLASSES`); every class is the class of some closed walk.

    Raises
    ------
    TypeError
        If ``c`` is neither a KleinClass nor a pair of integers.
    ValueError
        If the twist is not 0 or 1.

    Examples
    --------
    >>> from topology import is_simple_klein_class
    >>> [is_simple_klein_class(c) for c in [(0, 1), (2, 0), (2, 1), (3, 1)]]
    [True, True, False, False]
    """
    if not isinstance(c, KleinClass):
        if not isinstance(c, tuple) or len(c) != 2:
            raise ArgumentTypeError(f"c must be a KleinClass or a pair (glide, twist), not {c!r}")
        c = KleinClass(*c)
    return c in _SIMPLE


#: The classes (glide, twist) of simple closed curves on the Klein bottle, both orientations, sorted.
KLEIN_SIMPLE_CLASSES: tuple[KleinClass, ...] = tuple(sorted(
    KleinClass(glide, twist) for glide, twist in [(0, 0), (0, 1), (1, 0), (-1, 0), (1, 1), (-1, 1), (2, 0),
                                                  (-2, 0)]))
_SIMPLE = frozenset(KLEIN_SIMPLE_CLASSES)
