"""Is it a design? t-(v, k, lambda) designs, Steiner systems and resolutions of incidence structures.

A *t-(v, k, lambda) design* is a set of v points with blocks of k points each such that every t-subset of
points lies in exactly lambda blocks [1]_ (Part II); a *Steiner system* S(t, k, v) is a t-(v, k, 1) design; a
*resolution* of a design is a partition of its blocks into *parallel classes*, each a partition of the points,
and a design with one is *resolvable* [1]_ (Part II).

* :func:`design_parameters` (t, v, k, lambda): the admissibility of a parameter set, with the derived numbers
  b (blocks) and r (replication); a ValueError names the condition that fails: the divisibility conditions
  (lambda_i = lambda C(v - i, t - i) / C(k - i, t - i) must be an integer for 0 <= i <= t, [1]_) and
  Fisher's inequality b >= v for t >= 2 and v > k [1]_ (existence is not implied: the conditions are
  necessary, not sufficient).
* :func:`t_design_parameters` (structure, t): the parameters of a structure as a t-design, or a ValueError
  saying why it is not one (the first t-subset with a different count, or the block sizes);
  :func:`is_t_design` and :func:`is_steiner_system` answer yes or no; :func:`largest_t` the largest t.
* :func:`resolution` (structure): a resolution found by an exhaustive search (each parallel class an exact
  cover of the points by blocks, :func:`designs.completion.exact_covers`), or None if there is none;
  :func:`is_resolvable`.

References
----------
.. [1] C. J. Colbourn, J. H. Dinitz (eds.), Handbook of Combinatorial Designs, 2nd ed., Chapman & Hall/CRC,
   2007, Part II (block designs).
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass
from math import comb
from typing import Iterator

from designs._limits import check_size
from designs.incidence import IncidenceStructure
from combgames.base.checks import check_int

__all__ = [
    "DesignParameters",
    "design_parameters",
    "t_design_parameters",
    "is_t_design",
    "largest_t",
    "is_steiner_system",
    "resolution",
    "is_resolvable",
]

MAX_SUBSETS = 10**6
"""The most t-subsets :func:`t_design_parameters` counts (b C(k, t) and C(v, t))."""


@dataclass(frozen=True)
class DesignParameters:
    """The parameters t-(v, k, lambda) of a design with its derived numbers.

    Attributes
    ----------
    t, v, k, lam : int
        Strength, points, block size, index (``lam`` is lambda).
    b : int
        The number of blocks, lambda C(v, t) / C(k, t).
    r : int
        The number of blocks through a point, lambda C(v - 1, t - 1) / C(k - 1, t - 1).
    """

    t: int
    v: int
    k: int
    lam: int
    b: int
    r: int

    def __str__(self) -> str:
        return f"{self.t}-({self.v},{self.k},{self.lam})"

    @property
    def is_steiner(self) -> bool:
        """True for lambda = 1 (a Steiner system S(t, k, v))."""
        return self.lam == 1


def design_parameters(t: int, v: int, k: int, lam: int) -> DesignParameters:
    """Check that t-(v, k, lambda) is an admissible parameter set and return it with b and r.

    Raises
    ------
    ValueError
        If 1 <= t <= k <= v and lambda >= 1 fail, a divisibility condition fails (naming i and the fraction
        lambda_i), or Fisher's inequality b >= v fails (t >= 2, v > k).

    Examples
    --------
    >>> from designs.design_checks import design_parameters
    >>> p = design_parameters(2, 7, 3, 1)
    >>> str(p), p.b, p.r
    ('2-(7,3,1)', 7, 3)
    >>> design_parameters(2, 9, 3, 2).b
    24
    >>> design_parameters(2, 8, 3, 1)
    Traceback (most recent call last):
    ...
    ValueError: 2-(8,3,1) is not admissible: lambda_0 = lambda C(v - 0, t - 0) / C(k - 0, t - 0) = 28/3 is not an integer (the number of blocks would not be a whole number)
    """
    t = check_int(t, "t", minimum=1)
    k = check_int(k, "k", minimum=t, why="a block holds a t-subset")
    v = check_int(v, "v", minimum=k, why="a block is a k-subset of the points")
    lam = check_int(lam, "lambda", minimum=1)
    name = f"{t}-({v},{k},{lam})"
    counts = []
    for i in range(t + 1):
        num, den = lam * comb(v - i, t - i), comb(k - i, t - i)
        if num % den:
            what = "the number of blocks" if i == 0 else ("the blocks through a point" if i == 1 else
                                                          f"the blocks through an {i}-set")
            raise ValueError(f"{name} is not admissible: lambda_{i} = lambda C(v - {i}, t - {i}) / "
                             f"C(k - {i}, t - {i}) = {_fraction(num, den)} is not an integer ({what} would not "
                             "be a whole number)")
        counts.append(num // den)
    b, r = counts[0], counts[1]
    if t >= 2 and v > k and b < v:
        raise ValueError(f"{name} is not admissible: Fisher's inequality b >= v fails (b = {b} blocks for "
                         f"v = {v} points)")
    return DesignParameters(t, v, k, lam, b, r)


def _fraction(num: int, den: int) -> str:
    from math import gcd

    g = gcd(num, den)
    return f"{num // g}/{den // g}"


def _as_structure(structure: IncidenceStructure) -> IncidenceStructure:
    if not isinstance(structure, IncidenceStructure):
        raise TypeError(f"structure must be an IncidenceStructure, not {type(structure).__name__}")
    return structure


def t_design_parameters(structure: IncidenceStructure, t: int = 2) -> DesignParameters:
    """Return the parameters of an incidence structure as a t-design, or raise saying why it is not one.

    Every block must have the same size k and every t-subset of the points must lie in the same number
    lambda >= 1 of blocks (counted by listing the t-subsets of each block).

    Raises
    ------
    ValueError
        If the blocks have different sizes, t > k, a t-subset is covered a different number of times than
        another (both named, with their counts), or more than :data:`MAX_SUBSETS` t-subsets would be counted.

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.design_checks import t_design_parameters
    >>> str(t_design_parameters(projective_plane(3)))
    '2-(13,4,1)'
    """
    s = _as_structure(structure)
    t = check_int(t, "t", minimum=1)
    sizes = set(s.block_sizes())
    if len(sizes) != 1:
        raise ValueError(f"not a t-design: blocks have sizes {sorted(sizes)}, not one size k")
    k, v = sizes.pop(), s.num_points
    if t > k:
        raise ValueError(f"not a {t}-design: the blocks have only k = {k} points")
    check_size(max(s.num_blocks * comb(k, t), comb(v, t)), MAX_SUBSETS, call=f"t_design_parameters(t={t})",
               what=f"the {t}-subsets to count", name="MAX_SUBSETS", unit="subsets")
    lam = _uniform_count(s.blocks, v, k, t)
    if lam:  # every t-subset in the same number of blocks, counted in numpy
        return design_parameters(t, v, k, lam) if v > k or t == 1 else _trivial(t, v, k, s.num_blocks)
    counts = Counter(sub for b in s.blocks for sub in itertools.combinations(b, t))
    if len(counts) < comb(v, t):
        missing = next(sub for sub in itertools.combinations(range(v), t) if sub not in counts)
        raise ValueError(f"not a {t}-design: the {t}-subset {s.labels(missing)} lies in no block")
    values = set(counts.values())
    if len(values) > 1:
        first = next(iter(counts.items()))
        other = next(item for item in counts.items() if item[1] != first[1])
        raise ValueError(f"not a {t}-design: the {t}-subset {s.labels(first[0])} lies in {first[1]} blocks but "
                         f"{s.labels(other[0])} in {other[1]}")
    return design_parameters(t, v, k, values.pop()) if v > k or t == 1 else _trivial(t, v, k, s.num_blocks)


def _uniform_count(blocks: tuple[tuple[int, ...], ...], v: int, k: int, t: int) -> int:
    """The number of blocks through every t-subset if it is one number, else 0 (then the caller finds which
    subsets differ, for its message).

    Each t-subset {s_1 < ... < s_t} of a block is counted at its colex rank C(s_1, 1) + ... + C(s_t, t), one
    numpy column operation per choice of t of the k positions in a block.
    """
    import numpy as np

    if not blocks:
        return 0
    arr = np.asarray(blocks, dtype=np.int64)  # rows sorted (IncidenceStructure keeps every block sorted)
    ranks = np.zeros((len(blocks), comb(k, t)), dtype=np.int64)
    binomial = np.array([[comb(x, i) for i in range(t + 1)] for x in range(v)], dtype=np.int64)
    for j, positions in enumerate(itertools.combinations(range(k), t)):
        for i, position in enumerate(positions, 1):
            ranks[:, j] += binomial[arr[:, position], i]
    counts = np.bincount(ranks.ravel(), minlength=comb(v, t))
    low, high = int(counts.min()), int(counts.max())
    return low if low == high else 0


def _trivial(t: int, v: int, k: int, b: int) -> DesignParameters:
    """The parameters when every block is the whole point set (v = k): lambda = r = b."""
    return DesignParameters(t, v, k, b, b, b)


def is_t_design(structure: IncidenceStructure, t: int = 2, v: int | None = None, k: int | None = None,
                lam: int | None = None) -> bool:
    """Return True if the structure is a t-design (with the given v, k, lambda when they are given).

    Examples
    --------
    >>> from designs.planes import affine_plane
    >>> from designs.design_checks import is_t_design
    >>> ag = affine_plane(3)
    >>> is_t_design(ag, 2, 9, 3, 1), is_t_design(ag, 3)
    (True, False)
    """
    try:
        p = t_design_parameters(structure, t)
    except ValueError:
        return False
    return all(want is None or want == got for want, got in ((v, p.v), (k, p.k), (lam, p.lam)))


def largest_t(structure: IncidenceStructure) -> int:
    """Return the largest t for which the structure is a t-design (0 if it is not even a 1-design).

    Examples
    --------
    >>> from designs import IncidenceStructure
    >>> from designs.design_checks import largest_t
    >>> largest_t(IncidenceStructure(range(4), [[0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3]]))   # all 3-sets
    3
    """
    s = _as_structure(structure)
    best = 0
    top = min(s.block_sizes()) if s.num_blocks else 0
    for t in range(1, top + 1):
        if not is_t_design(s, t):
            break
        best = t
    return best


def is_steiner_system(structure: IncidenceStructure, t: int = 2) -> bool:
    """Return True if the structure is a Steiner system S(t, k, v): every t-subset in exactly one block.

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.design_checks import is_steiner_system
    >>> is_steiner_system(projective_plane(2)), is_steiner_system(projective_plane(2), 3)
    (True, False)
    """
    return is_t_design(structure, t, lam=1)


def _resolutions(structure: IncidenceStructure) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Resolutions of the blocks; class i holds the i-th block through point 0 (so each is found once)."""
    from designs.completion import exact_covers

    s = structure
    v = s.num_points
    through0 = [j for j, b in enumerate(s.blocks) if 0 in b]
    classes: list[tuple[int, ...]] = []
    used: set[int] = set()
    stack = []

    def options(c: int) -> Iterator[tuple[int, ...]]:
        first = through0[c]
        rest = {j: s.blocks[j] for j in range(s.num_blocks) if j not in used and j != first and 0 not in s.blocks[j]
                and not set(s.blocks[j]) & set(s.blocks[first])}
        covered = set(s.blocks[first])
        for cover in exact_covers(rest, [x for x in range(v) if x not in covered]):
            yield tuple(sorted([first] + list(cover)))

    if not through0:
        return
    stack.append(options(0))
    while stack:
        if len(classes) == len(stack):              # undo the previous choice at this level
            used.difference_update(classes.pop())
        nxt = next(stack[-1], None)
        if nxt is None:
            stack.pop()
            continue
        classes.append(nxt)
        used.update(nxt)
        if len(classes) == len(through0):
            if len(used) == s.num_blocks:
                yield tuple(classes)
            continue
        stack.append(options(len(classes)))


def resolution(structure: IncidenceStructure) -> tuple[tuple[int, ...], ...] | None:
    """Return a resolution of the blocks into parallel classes (tuples of block indices), or None if none exists.

    Every parallel class contains exactly one block through point 0; the search builds the classes in the
    order of those blocks, each as an exact cover of the points by unused blocks, and backtracks; it is
    exhaustive, so None means the structure is not resolvable.

    Examples
    --------
    >>> from designs.planes import affine_plane, projective_plane
    >>> from designs.design_checks import resolution
    >>> len(resolution(affine_plane(3))), resolution(projective_plane(2))
    (4, None)
    """
    s = _as_structure(structure)
    return next(_resolutions(s), None)


def is_resolvable(structure: IncidenceStructure) -> bool:
    """Return True if the blocks can be partitioned into parallel classes (see :func:`resolution`)."""
    return resolution(structure) is not None
