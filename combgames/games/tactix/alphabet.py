"""The alphabet of a Tactix position: the connected shapes its components reach, each a game of its own.

A Tactix position is the disjunctive sum of its 4-connected components, and a move changes one component into
a sum of smaller ones; so the positions reachable from a board are sums over the finite alphabet of connected
shapes (up to translation and the symmetries of the grid, :func:`~combgames.games.tactix.values.shape_key`)
reachable from its components. :func:`shape_alphabet` lists them, numbered 1, 2, ... by number of counters,
each with its options (the sums of shape numbers its moves leave) and its weight (its counters), and
:meth:`ShapeAlphabet.word` writes a position as the numbers of its components' shapes. Any theory of sums over
a finite alphabet then applies to Tactix: misere Tactix by components is the misere quotient of this alphabet
(:func:`combgames.cgt.misere.quotient_of_alphabet`, Plambeck and Siegel). Measured there: single rows (the
octal game 0.[7]) and the 2 x 2 board have quotients of order 10 and 6; for the 2 x 3 board's 11 shapes no
quotient passes the proof within 40 test sums (misere quotients grow quickly with the shapes: wild games), and
misere Tactix is left to search over whole boards (:func:`~combgames.games.tactix.values.tactix_table`).

Examples
--------
>>> from combgames.cgt.misere import quotient_of_alphabet
>>> a = shape_alphabet(0b11_11, 2)                          # the 2 x 2 board
>>> q = quotient_of_alphabet(a.ids, a.options, weight=a.weight, rule=a.rule, incremental=False)
>>> q.order, len(a.shapes), q.outcome(a.word(0b11_11, 2)), q.outcome(a.word(0b10_01, 2))
(6, 4, 'P', 'N')
"""

from __future__ import annotations

from dataclasses import dataclass, field

from combgames.base.checks import check_int
from combgames.games.tactix.values import ShapeValues, components

__all__ = ["ShapeAlphabet", "shape_alphabet"]


@dataclass(frozen=True)
class ShapeAlphabet:
    """The connected shapes reachable from the components of a Tactix position (see :func:`shape_alphabet`).

    Attributes
    ----------
    shapes : tuple
        The shape keys (:func:`~combgames.games.tactix.values.shape_key`) by number of counters; shape number
        ``g`` (from 1) is ``shapes[g - 1]``.
    moves : dict
        ``moves[g]``: the sums (sorted tuples of shape numbers) each move of shape ``g`` leaves.
    """

    shapes: tuple
    moves: dict = field(repr=False)

    @property
    def ids(self) -> list[int]:
        """The shape numbers 1, 2, ..., increasing with the counters (every option uses smaller numbers)."""
        return list(range(1, len(self.shapes) + 1))

    @property
    def rule(self) -> str:
        """A name for messages: ``"Tactix components (n shapes)"``."""
        return f"Tactix components ({len(self.shapes)} shapes)"

    def options(self, g: int) -> list[tuple[int, ...]]:
        """The sums of shape numbers the moves of shape ``g`` leave."""
        return self.moves[g]

    def weight(self, g: int) -> int:
        """The counters of shape ``g``."""
        return self.shapes[g - 1][2].bit_count()

    def word(self, mask: int, cols: int) -> tuple[int, ...]:
        """The position ``mask`` (counters as bits, rows ``cols`` wide) as the shape numbers of its components.

        Raises
        ------
        ValueError
            If a component is not one of the alphabet's shapes (not in the closure it was built for).
        """
        keys = ShapeValues()
        index = {k: i + 1 for i, k in enumerate(self.shapes)}
        word = []
        for comp in components(mask, cols):
            key = keys.key(comp, cols)
            if key not in index:
                raise ValueError(f"a component of shape {key} is not in the closure this alphabet was built for")
            word.append(index[key])
        return tuple(word)


def shape_alphabet(mask: int, cols: int, *, max_shapes: int = 200) -> ShapeAlphabet:
    """The alphabet of connected shapes reachable from the components of a Tactix position (module docstring).

    Parameters
    ----------
    mask : int
        The counters (bit ``r * cols + c``).
    cols : int
        Board width.
    max_shapes : int
        Refuse an alphabet of more shapes (default 200).

    Raises
    ------
    ValueError
        If the components reach more than ``max_shapes`` shapes.

    Examples
    --------
    >>> a = shape_alphabet(0b111, 3)                           # one row of three: heaps of 1, 2, 3 counters
    >>> len(a.shapes), [a.weight(g) for g in a.ids], a.options(2), a.word(0b101, 3)
    (3, [1, 2, 3], [(1,), (1,), ()], (1, 1))
    """
    mask = check_int(mask, "mask", minimum=1)
    cols = check_int(cols, "cols", minimum=1)
    max_shapes = check_int(max_shapes, "max_shapes", minimum=1)
    values = ShapeValues()
    frontier = list(dict.fromkeys(values.key(comp, cols) for comp in components(mask, cols)))
    found = set(frontier)
    children = {}
    while frontier:
        key = frontier.pop()
        children[key] = values.options(key)
        for opt in children[key]:
            for k in opt:
                if k not in found:
                    found.add(k)
                    frontier.append(k)
                    if len(found) > max_shapes:
                        raise ValueError(f"the components of this Tactix position reach more than max_shapes="
                                         f"{max_shapes} connected shapes; pass a larger max_shapes")
    shapes = tuple(sorted(found, key=lambda k: (k[2].bit_count(), k)))
    index = {k: i + 1 for i, k in enumerate(shapes)}
    moves = {index[k]: [tuple(index[c] for c in opt) for opt in children[k]] for k in shapes}
    return ShapeAlphabet(shapes, moves)
