"""Group divisible designs and pairwise balanced designs: the pieces of the recursive BIBD constructions.

A *group divisible design* (K, lambda)-GDD [1]_ (IV.1) is a set of v points partitioned into *groups*, with
blocks whose sizes lie in K, such that two points of one group lie in no block together and two points of
different groups lie in exactly lambda blocks. Its *type* lists the group sizes (``4^3 2^1``: three groups
of four points and one of two). A transversal design TD(k, n) is a k-GDD of type n^k; a
*pairwise balanced design* PBD(v, K) is a GDD whose groups are single points (every pair of points in
exactly lambda blocks, block sizes in K); a BIBD(v, k, 1) is a PBD(v, {k}).

The recursive constructions of :mod:`designs.bibd` are built from the pieces here:

* :func:`truncated_transversal_design`: a TD(k, n) with one group cut down to u points, a {k - 1, k}-GDD of
  type n^{k-1} u^1 (the truncation of Wilson's fundamental construction, [1]_ IV.2);
* :func:`PBD_from_TD`: the same with its groups taken as blocks (and an optional point added to every group):
  a PBD(k t + u, {k, k + 1, t, u}) (C. Smith's Theorem 23 [2]_, as Sage names it);
* :func:`GDD_from_BIBD_minus_point`: a BIBD(v, k, 1) without one point, a k-GDD of type (k - 1)^{(v-1)/(k-1)};
* :func:`fill_groups`: the step that turns a GDD into a PBD, placing a design on every group (together with a
  set of points added to every group): "fill the groups with BIBDs" ([1]_ IV.2; [3]_ ch. 7).

:func:`designs.bibd.group_divisible_design` (v, K, G), which needs BIBDs, lives with them.

References
----------
.. [1] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., Chapman & Hall/CRC,
   2007, Part IV.1 (group divisible designs), IV.2 (pairwise balanced designs, PBD closure).
.. [2] C. Smith, "BIBDs with k = 5 and lambda = 1", notes, University of Toronto (the construction Sage's
   ``v_5_1_BIBD`` follows; Theorems 23 and 24).
.. [3] D. R. Stinson, Combinatorial Designs: Constructions and Analysis, Springer, 2004, chapter 7 (PBDs and
   GDDs; BIBD(v, 4, 1) for every v = 1, 4 mod 12).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any

import numpy as np

from combgames.base.checks import check_int
from designs.incidence import IncidenceStructure

__all__ = [
    "GroupDivisibleDesign",
    "PairwiseBalancedDesign",
    "gdd_problem",
    "truncated_transversal_design",
    "PBD_from_TD",
    "GDD_from_BIBD_minus_point",
    "fill_groups",
]


def gdd_problem(num_points: int, groups: Sequence[Sequence[int]], blocks: Sequence[Sequence[int]],
                lambd: int = 1) -> str | None:
    """What keeps (points 0..num_points-1, groups, blocks) from being a GDD of index lambd, or None.

    The groups must partition the points; no block may hold two points of one group; every pair of points in
    different groups must lie in exactly lambd blocks (each pair counted once per block).
    """
    owner = [-1] * num_points
    for g, group in enumerate(groups):
        for x in group:
            if not 0 <= x < num_points:
                return f"group {g} contains {x!r}, which is not a point index in range({num_points})"
            if owner[x] != -1:
                return f"point {x} is in group {owner[x]} and group {g}: the groups must partition the points"
            owner[x] = g
    if -1 in owner:
        return f"point {owner.index(-1)} is in no group: the groups must partition the points"
    counts: Counter = Counter()
    for j, block in enumerate(blocks):
        for x, y in itertools.combinations(block, 2):
            if owner[x] == owner[y]:
                return f"block {j} holds the points {x} and {y} of group {owner[x]}"
            counts[(x, y) if x < y else (y, x)] += 1
    wrong = next(((pair, c) for pair, c in counts.items() if c != lambd), None)
    if wrong is not None:
        return f"the pair {wrong[0]} lies in {wrong[1]} blocks, not lambda = {lambd}"
    sizes = Counter(len(group) for group in groups)
    cross = num_points * (num_points - 1) // 2 - sum(c * s * (s - 1) // 2 for s, c in sizes.items())
    if len(counts) != cross:
        x, y = next((x, y) for x in range(num_points) for y in range(x + 1, num_points)
                    if owner[x] != owner[y] and (x, y) not in counts)
        return f"the pair ({x}, {y}) of points in different groups lies in no block"
    return None


class GroupDivisibleDesign(IncidenceStructure):
    """A (K, lambda)-GDD: points partitioned into groups, every pair of points of different groups in exactly
    lambda blocks, no pair of one group in any block (Sage's ``GroupDivisibleDesign``, same argument order).

    Parameters
    ----------
    points : iterable of hashable, or int
        The point labels (an int v means ``range(v)``).
    groups : iterable of iterables
        The groups, by point labels or indices (read like the blocks).
    blocks : iterable of iterables
        The blocks.
    G : iterable of int, optional
        The allowed group sizes (checked when given).
    K : iterable of int, optional
        The allowed block sizes (checked when given).
    lambd : int
        The index lambda (default 1).
    check : bool
        Verify the GDD property (default True); raise ValueError naming the first failure.
    construction : str, keyword-only
        How the design was made (default ``"given"``).

    Examples
    --------
    >>> from designs.group_divisible import GroupDivisibleDesign
    >>> gdd = GroupDivisibleDesign(6, [[0, 1], [2, 3], [4, 5]], [[0, 2, 4], [0, 3, 5], [1, 2, 5], [1, 3, 4]])
    >>> gdd.group_type(), gdd.block_size_set()
    ('2^3', (3,))
    >>> GroupDivisibleDesign(4, [[0, 1], [2, 3]], [[0, 1, 2]])
    Traceback (most recent call last):
    ...
    ValueError: not a GDD: block 0 holds the points 0 and 1 of group 0
    """

    def __init__(self, points: Iterable[Hashable] | int, groups: Iterable[Iterable[Any]],
                 blocks: Iterable[Iterable[Any]], G: Iterable[int] | None = None, K: Iterable[int] | None = None,
                 lambd: int = 1, check: bool = True, *, construction: str = "given") -> None:
        if isinstance(points, int) and not isinstance(points, bool):
            points = range(check_int(points, "points", minimum=0))
        groups = [list(g) for g in groups]
        blocks = [list(b) for b in blocks]
        super().__init__(points, blocks + groups)
        v = self.num_points
        self._groups = self._blocks[len(blocks):]
        self._set(self._points, self._blocks[:len(blocks)], None)
        self._lambd = check_int(lambd, "lambd", minimum=1)
        if not isinstance(construction, str):
            raise TypeError(f"construction must be a str, not {type(construction).__name__}")
        self._construction = construction
        if check:
            problem = gdd_problem(v, self._groups, self._blocks, self._lambd)
            if problem is None and K is not None:
                allowed = {check_int(k, "block size", minimum=0) for k in K}
                bad = sorted(set(self.block_sizes()) - allowed)
                problem = f"block sizes {bad} are not in K = {sorted(allowed)}" if bad else None
            if problem is None and G is not None:
                allowed = {check_int(g, "group size", minimum=0) for g in G}
                bad = sorted({len(g) for g in self._groups} - allowed)
                problem = f"group sizes {bad} are not in G = {sorted(allowed)}" if bad else None
            if problem:
                raise ValueError(f"not a {self._kind()}: {problem}")

    @classmethod
    def _built(cls, num_points: int, groups: Sequence[Sequence[int]], blocks: Sequence[Sequence[int]], *,
               construction: str, lambd: int = 1, check: bool = False) -> "GroupDivisibleDesign":
        """A GDD on the points 0..num_points-1 from data a construction of this package has just made (blocks
        sorted here); checked only if ``check``."""
        self = cls.__new__(cls)
        self._set(tuple(range(num_points)), tuple(tuple(sorted(b)) for b in blocks), None)
        self._groups = tuple(tuple(sorted(g)) for g in groups)
        self._lambd = lambd
        self._construction = construction
        if check:
            problem = gdd_problem(num_points, self._groups, self._blocks, lambd)
            if problem:
                raise ValueError(f"not a {self._kind()}: {problem}")
        return self

    def _kind(self) -> str:
        return "GDD"

    @property
    def groups(self) -> tuple[tuple[int, ...], ...]:
        """The groups as sorted tuples of point indices."""
        return self._groups

    @property
    def lambd(self) -> int:
        """The index lambda."""
        return self._lambd

    @property
    def construction(self) -> str:
        """How the design was made."""
        return self._construction

    def group_sizes(self) -> tuple[int, ...]:
        """The size of every group, in group order."""
        return tuple(len(g) for g in self._groups)

    def group_type(self) -> str:
        """The type, exponential notation, largest groups first: ``'4^3 2^1'``."""
        sizes = Counter(self.group_sizes())
        return " ".join(f"{g}^{c}" for g, c in sorted(sizes.items(), reverse=True))

    def block_size_set(self) -> tuple[int, ...]:
        """The distinct block sizes, increasing."""
        return tuple(sorted(set(self.block_sizes())))

    def check(self) -> "GroupDivisibleDesign":
        """Raise ValueError if the blocks and groups do not form a GDD; return self."""
        problem = gdd_problem(self.num_points, self._groups, self._blocks, self._lambd)
        if problem:
            raise ValueError(f"not a {self._kind()}: {problem}")
        return self

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(v={self.num_points}, type {self.group_type()}, block sizes "
                f"{list(self.block_size_set())}, b={self.num_blocks}, by {self._construction})")


class PairwiseBalancedDesign(GroupDivisibleDesign):
    """A PBD(v, K, lambda): every pair of points in exactly lambda blocks, block sizes in K (a GDD whose groups
    are the single points; Sage's ``PairwiseBalancedDesign``, same argument order).

    Examples
    --------
    >>> from designs.group_divisible import PairwiseBalancedDesign
    >>> pbd = PairwiseBalancedDesign(5, [[0, 1, 2], [0, 3], [0, 4], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]])
    >>> pbd.block_size_set()
    (2, 3)
    """

    def __init__(self, points: Iterable[Hashable] | int, blocks: Iterable[Iterable[Any]],
                 K: Iterable[int] | None = None, lambd: int = 1, check: bool = True, *,
                 construction: str = "given") -> None:
        if isinstance(points, int) and not isinstance(points, bool):
            points = range(check_int(points, "points", minimum=0))
        points = list(points)
        super().__init__(points, [[p] for p in points], blocks, K=K, lambd=lambd, check=check,
                         construction=construction)

    @classmethod
    def _built(cls, num_points: int, blocks: Sequence[Sequence[int]], *, construction: str,  # type: ignore[override]
               lambd: int = 1, check: bool = False) -> "PairwiseBalancedDesign":
        return super()._built(num_points, [[x] for x in range(num_points)], blocks, construction=construction,
                              lambd=lambd, check=check)

    def _kind(self) -> str:
        return "PBD"

    def __repr__(self) -> str:
        return (f"PairwiseBalancedDesign(v={self.num_points}, block sizes {list(self.block_size_set())}, "
                f"b={self.num_blocks}, by {self._construction})")


# ------------------------------------------------------------------------------------------ the pieces
def _td_blocks(k: int, n: int) -> list[list[int]]:
    """The blocks of a TD(k, n) on the points g n + s (group g, symbol s), from the library's OA(k, n)."""
    from designs.mols_constructions import orthogonal_array

    if n == 1:
        return [list(range(k))]
    return (orthogonal_array(k, n) + n * np.arange(k)).tolist()


def truncated_transversal_design(k: int, n: int, u: int) -> GroupDivisibleDesign:
    """A TD(k, n) whose last group keeps u of its n points: a {k - 1, k}-GDD of type n^{k-1} u^1 on
    (k - 1) n + u points (u = 0 gives a TD(k - 1, n), u = n the TD itself).

    The TD is the library's OA(k, n) (:func:`designs.mols_constructions.orthogonal_array`); group g holds the
    points g n .. g n + n - 1, the last group the points (k - 1) n .. (k - 1) n + u - 1.

    Raises
    ------
    ValueError
        If u is not in 0..n, or k - 2 MOLS(n) are not available (the MOLS module's message).

    Examples
    --------
    >>> from designs.group_divisible import truncated_transversal_design
    >>> gdd = truncated_transversal_design(5, 4, 2)
    >>> gdd.group_type(), gdd.block_size_set(), gdd.num_points
    ('4^4 2^1', (4, 5), 18)
    """
    k = check_int(k, "k", minimum=3)
    n = check_int(n, "n", minimum=1)
    u = check_int(u, "u", minimum=0, maximum=n, why="the last group keeps at most its n points")
    top = (k - 1) * n + u
    blocks = _td_blocks(k if u else k - 1, n)
    if 0 < u < n:
        blocks = [b if b[-1] < top else b[:-1] for b in blocks]
    groups = [list(range(g * n, (g + 1) * n)) for g in range(k - 1)] + ([list(range(top - u, top))] if u else [])
    kind = f"TD({k}, {n}) with a group truncated to {u} points" if 0 < u < n else f"TD({k - (u == 0)}, {n})"
    return GroupDivisibleDesign._built(top, groups, blocks, construction=kind)


def PBD_from_TD(k: int, t: int, u: int, *, extra_point: bool = False) -> PairwiseBalancedDesign:
    """A PBD(k t + u, {k, k + 1, t, u}) from a TD(k + 1, t) truncated to u points in its last group, its groups
    taken as blocks (C. Smith's Theorem 23 [2]_; Sage's ``PBD_from_TD``); u = 0 uses a TD(k, t).

    With ``extra_point=True`` one more point (the last, k t + u) joins every group before the groups become
    blocks: a PBD(k t + u + 1, {k, k + 1, t + 1, u + 1}) (a group of one point is not a block).

    Examples
    --------
    >>> from designs.group_divisible import PBD_from_TD
    >>> pbd = PBD_from_TD(4, 5, 1)
    >>> pbd.num_points, pbd.block_size_set()
    (21, (4, 5))
    >>> PBD_from_TD(4, 4, 0, extra_point=True).block_size_set()
    (4, 5)
    """
    k = check_int(k, "k", minimum=2)
    t = check_int(t, "t", minimum=1)
    u = check_int(u, "u", minimum=0, maximum=t, why="the truncated group keeps at most t points")
    gdd = truncated_transversal_design(k + 1, t, u)
    v = gdd.num_points + int(extra_point)
    groups = [list(g) + ([v - 1] if extra_point else []) for g in gdd.groups]
    if extra_point and not u:
        groups.append([v - 1])
    blocks = list(gdd.blocks) + [g for g in groups if len(g) > 1]
    name = f"PBD from a {gdd.construction}, its groups as blocks" + (", a point added to each" if extra_point else "")
    return PairwiseBalancedDesign._built(v, blocks, construction=name)


def GDD_from_BIBD_minus_point(bibd: IncidenceStructure, point: int = 0) -> GroupDivisibleDesign:
    """A BIBD(v, k, 1) without the point of index ``point``: the blocks through it, less the point, become the
    groups, the other blocks stay: a k-GDD of type (k - 1)^{(v - 1)/(k - 1)} on v - 1 points.

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.group_divisible import GDD_from_BIBD_minus_point
    >>> GDD_from_BIBD_minus_point(projective_plane(3)).group_type()
    '3^4'
    """
    v = bibd.num_points
    point = check_int(point, "point", minimum=0, maximum=v - 1)
    new = {x: x - (x > point) for x in range(v) if x != point}
    groups = [[new[x] for x in b if x != point] for b in bibd.blocks if point in b]
    blocks = [[new[x] for x in b] for b in bibd.blocks if point not in b]
    return GroupDivisibleDesign._built(v - 1, groups, blocks, construction="a BIBD minus a point")


def fill_groups(gdd: GroupDivisibleDesign, filler: Callable[[int], IncidenceStructure], *,
                infinite_points: int = 0, check: bool = True) -> PairwiseBalancedDesign:
    """Fill the groups of a GDD: place on each group, together with ``infinite_points`` new points common to
    all groups, a design ``filler(size)`` (a PBD of index 1 on size = group size + infinite_points points),
    and keep the GDD's blocks: a PBD on v + infinite_points points ([1]_ IV.2, [3]_ ch. 7).

    With two or more infinite points, every filler must have a block of exactly ``infinite_points`` points,
    which is mapped onto the infinite points (kept once, from the first group).

    Raises
    ------
    ValueError
        If a filler has the wrong number of points, or (two or more infinite points) no block of that size.

    Examples
    --------
    >>> from designs.group_divisible import fill_groups, truncated_transversal_design
    >>> from designs.planes import projective_plane
    >>> td = truncated_transversal_design(4, 3, 3)           # a TD(4, 3): four groups of 3
    >>> one_block = lambda n: PairwiseBalancedDesign(n, [range(n)])
    >>> pbd = fill_groups(td, one_block, infinite_points=1)   # each group and the new point: a block of 4
    >>> pbd.num_points, pbd.block_size_set(), pbd.check() is pbd
    (13, (4,), True)
    >>> fill_groups(td, lambda n: projective_plane(3))
    Traceback (most recent call last):
    ...
    ValueError: fill_groups: the filler for a group of 3 points plus 0 has 13 points, not 3
    """
    e = check_int(infinite_points, "infinite_points", minimum=0)
    v = gdd.num_points
    infinite = list(range(v, v + e))
    blocks = [list(b) for b in gdd.blocks]
    for number, group in enumerate(gdd.groups):
        size = len(group) + e
        if size < 2:
            continue
        design = filler(size)
        if design.num_points != size:
            raise ValueError(f"fill_groups: the filler for a group of {len(group)} points plus {e} has "
                             f"{design.num_points} points, not {size}")
        inner = list(design.blocks)
        if e >= 2:
            hole = next((b for b in inner if len(b) == e), None)
            if hole is None:
                raise ValueError(f"fill_groups: the filler on {size} points has no block of {e} points to "
                                 f"hold the infinite points")
            rest = [x for x in range(size) if x not in hole]
            label = dict(zip(rest, group)) | dict(zip(hole, infinite))
            inner = [b for b in inner if b != hole] + ([hole] if number == 0 else [])
        else:
            label = dict(zip(range(size), list(group) + infinite))
        blocks.extend([label[x] for x in b] for b in inner)
    return PairwiseBalancedDesign._built(v + e, blocks, construction=f"the groups of a {gdd.construction} filled",
                                         check=check)
