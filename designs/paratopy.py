"""Paratopisms of k-MOLS(n), autoparatopism groups, their stabilisers and orbits.

A k-MOLS(n) has k + 2 coordinate *types*: rows, columns and the symbols of each square. Its *entries* are
the n^2 tuples (r, c, s_1, ..., s_k), one per cell. Following the seed paper [1]_, a *paratopism* is a
(k + 3)-vector (pi, sigma_1, ..., sigma_{k+2}): pi permutes the k + 2 types among themselves, then
sigma_t permutes the values of the *resulting* type t (rows, columns, symbols of the first square, ...). An
*autoparatopism* maps the set of entries onto itself. Equivalently, a paratopism permutes the (k + 2) n
points of the transversal design TD(k + 2, n) of the MOLS, preserving its groups, and an autoparatopism is an
automorphism of that TD; so :func:`autoparatopism_group` is the automorphism group of
:meth:`designs.TransversalDesign.from_mols` (nauty), and its setwise stabilisers and their orbits
(:func:`autoparatopism_group` and :func:`autoparatopism_orbits` with ``fixed=``) are those of the TD.

Convention (established by computation, see the tests and ``combgames reproduce``)
------------------------------------------------------------------------------------
The notation is the paper's. It writes two autoparatopisms psi_1, psi_2 of the first two squares of its
Figure 1 (Section 2), and both are autoparatopisms exactly when:

* every component is in **cycle notation** on 1-based indices, ``i`` the identity: for pi the types are
  numbered 1 = rows, 2 = columns, 3 = symbols of the first square (alpha), 4 = symbols of the second (beta);
  (2134) is the 4-cycle 2 -> 1 -> 3 -> 4 -> 2;
* pi acts **first** and the sigmas act on the resulting coordinates: the point (t, v) (value v of type t)
  goes to (pi(t), sigma_{pi(t)}(v)). For an entry e this is e'_{pi(t)} = sigma_{pi(t)}(e_t).

Read in one-line notation, psi_2 is not an autoparatopism; read with sigma_t applied *before* pi (to the
original type t) it is not either, unless each sigma is also inverted (which describes the same map).
:func:`parse_paratopism` reads the paper's notation with this convention.

Stabilisers. Given disjoint sets of points S_1, S_2, ..., ``autoparatopism_group(squares, fixed=[S_1, S_2])``
is the group of autoparatopisms mapping each S_i onto itself, and :func:`autoparatopism_orbits` gives its
orbits on the other points (one representative per orbit: the distinct choices of a next point up to
autoparatopism).

Point labels are those of :class:`designs.TransversalDesign` and :meth:`designs.AffinePlane.from_mols`:
``r1..``, ``c1..``, ``alpha1..``, ``beta1..``; point index ``t * n + v``.

References
----------
.. [1] P. Danziger, M. A. Huggan, R. Malik, T. G. Marbach, "Tic-Tac-Toe on an affine plane of order 4",
   seeds/001_b5e936bd6e3419b9.txt, Section 1 (definition of paratopism) and Section 2 (psi_1, psi_2,
   Figures 6 and 8).

Examples
--------
>>> from designs import mols
>>> from designs.paratopy import parse_paratopism, autoparatopism_group
>>> g = parse_paratopism("((23), i, i, (12))", n=3)
>>> g.point_map()["c1"]          # columns -> symbols by pi = (23), then sigma_3 = (12) sends 1 to 2
'alpha2'
>>> parse_paratopism("((12), i, i, i)", n=3).is_autoparatopism(mols(3)[:1])   # L[x, y] = x + y is symmetric
True
>>> from designs.planes import affine_plane   # a fifth of the collineations of AG(2, 4) (5 parallel classes)
>>> autoparatopism_group(mols(4)[:2]).order() * 5 == affine_plane(4).automorphism_group().order()
True
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np

from designs.incidence import checked_items, disjoint_point_classes
from designs.latin import LatinSquare, check_mols
from designs.transversal import mols_blocks, point_labels, type_names
from combgames.base.checks import check_int, is_int
from combgames.base.nauty import AutomorphismGroup, ColouredGraph

if TYPE_CHECKING:
    from sympy.combinatorics import Permutation, PermutationGroup

__all__ = [
    "Paratopism",
    "parse_paratopism",
    "autoparatopism_group",
    "autoparatopism_orbits",
    "autoparatopisms",
    "mols_points",
]


class Paratopism:
    """A paratopism (pi, sigma_1, ..., sigma_m) of k-MOLS(n), m = k + 2 coordinate types.

    Parameters
    ----------
    types : sequence of int
        pi as a 0-based list: type t goes to type ``types[t]`` (0 rows, 1 columns, 2 + j square j).
    sigmas : sequence of sequences of int
        m permutations of 0..n-1 (0-based lists); ``sigmas[s]`` acts on the values of the resulting type s.

    Raises
    ------
    ValueError
        If pi is not a permutation of 0..m-1 or a sigma is not a permutation of 0..n-1.

    Notes
    -----
    The point (t, v), index ``t * n + v``, goes to ``(pi(t), sigma_{pi(t)}(v))``. Composition ``g * h``
    means *first g, then h* (sympy's convention for ``Permutation``).

    Examples
    --------
    >>> from designs.paratopy import Paratopism
    >>> g = Paratopism([1, 0, 2], [[0, 1], [1, 0], [0, 1]])   # transpose, then swap the two columns
    >>> g.apply_entry((0, 1, 1))
    (1, 1, 1)
    >>> str(g)
    '((12), i, (12), i)'
    """

    __slots__ = ("_types", "_sigmas")

    def __init__(self, types: Sequence[int], sigmas: Sequence[Sequence[int]]) -> None:
        types = checked_items(types, "types", "a permutation of the types 0..m-1 (a sequence of ints)")
        m = len(types)
        if not all(is_int(x) for x in types) or sorted(int(x) for x in types) != list(range(m)):
            raise ValueError(f"pi must be a permutation of the {m} types 0..{m - 1}, not {list(types)}"[:200])
        t = tuple(int(x) for x in types)
        sigmas = checked_items(sigmas, "sigmas", "a sequence of m permutations of 0..n-1")
        if len(sigmas) != m:
            raise ValueError(f"a paratopism of {m} types needs {m} sigmas, not {len(sigmas)}")
        sig = tuple(checked_items(p, f"sigma {s + 1}", "a permutation of 0..n-1 (a sequence of ints)")
                    for s, p in enumerate(sigmas))
        n = len(sig[0]) if sig else 0
        for s, p in enumerate(sig):
            if not all(is_int(x) for x in p) or sorted(int(x) for x in p) != list(range(n)):
                raise ValueError(f"sigma {s + 1} must be a permutation of 0..{n - 1}, not {list(p)}"[:200])
        self._types, self._sigmas = t, tuple(tuple(int(x) for x in p) for p in sig)

    # ---------------------------------------------------------------- constructors
    @classmethod
    def identity(cls, m: int, n: int) -> "Paratopism":
        """The identity paratopism on m types of n values (m >= 1 types, n >= 1 values, m n <= 10^7 points)."""
        m, n = check_int(m, "m", minimum=1), check_int(n, "n", minimum=1)
        if m * n > 10**7:
            raise ValueError(f"a paratopism of {m} types of {n} values acts on m n = {m * n:,} points, more than 10^7")
        return cls(range(m), [range(n)] * m)

    @classmethod
    def from_point_permutation(cls, perm: Sequence[int], m: int, n: int) -> "Paratopism":
        """Return the paratopism acting on point indices ``t * n + v`` as `perm`.

        Raises
        ------
        ValueError
            If `perm` does not map each type block of n points onto a type block (it is not a paratopism).
        """
        m, n = check_int(m, "m", minimum=1), check_int(n, "n", minimum=1)
        perm = checked_items(perm, "perm", "a permutation of the point indices (a sequence of ints)")
        if not all(is_int(x) for x in perm) or sorted(int(x) for x in perm) != list(range(m * n)):
            raise ValueError(f"perm must be a permutation of the {m * n} points 0..{m * n - 1}")
        perm = [int(x) for x in perm]
        types = []
        sigmas: list[list[int] | None] = [None] * m
        for t in range(m):
            images = [perm[t * n + v] for v in range(n)]
            targets = {x // n for x in images}
            if len(targets) != 1:
                raise ValueError(f"perm splits the points of type {t} over types {sorted(targets)}: "
                                 "not a paratopism")
            (s,) = targets
            types.append(s)
            sigmas[s] = [x % n for x in images]
        return cls(types, sigmas)

    # ---------------------------------------------------------------- data
    @property
    def types(self) -> tuple[int, ...]:
        """pi, 0-based: type t goes to ``types[t]``."""
        return self._types

    @property
    def sigmas(self) -> tuple[tuple[int, ...], ...]:
        """The sigma permutations, 0-based, indexed by the resulting type."""
        return self._sigmas

    @property
    def m(self) -> int:
        """The number of coordinate types (k + 2)."""
        return len(self._types)

    @property
    def n(self) -> int:
        """The order of the squares."""
        return len(self._sigmas[0])

    # ---------------------------------------------------------------- actions
    def apply_entry(self, entry: Sequence[int]) -> tuple[int, ...]:
        """Return the image of an entry (0-based values, one per type): e'_{pi(t)} = sigma_{pi(t)}(e_t)."""
        entry = checked_items(entry, "entry", f"a sequence of {self.m} values (one per type)")
        if len(entry) != self.m:
            raise ValueError(f"an entry has {self.m} coordinates, not {len(entry)}")
        bad = [v for v in entry if not (is_int(v) and 0 <= v < self.n)]
        if bad:
            raise ValueError(f"entry {tuple(entry)!r}: values must be integers in 0..{self.n - 1}, not {bad[0]!r}")
        out = [0] * self.m
        for t, v in enumerate(entry):
            s = self._types[t]
            out[s] = self._sigmas[s][int(v)]
        return tuple(out)

    def point_permutation(self) -> list[int]:
        """Return the action on point indices ``t * n + v`` as a list (entry i is the image of point i)."""
        n = self.n
        return [self._types[t] * n + self._sigmas[self._types[t]][v] for t in range(self.m) for v in range(n)]

    def permutation(self) -> "Permutation":
        """Return the point action as a sympy Permutation."""
        from sympy.combinatorics import Permutation

        return Permutation(self.point_permutation())

    def point_map(self, labels: Sequence[Hashable] | None = None) -> dict:
        """Return the point action as a dict label -> label.

        Parameters
        ----------
        labels : sequence of hashable, optional
            Point labels by index; default ``r1..rn, c1..cn, alpha1.., beta1.., ...`` (those of
            :meth:`designs.TransversalDesign.from_mols` and :meth:`designs.AffinePlane.from_mols`).
        """
        labels = mols_points(self.m - 2, self.n) if labels is None else checked_items(labels, "labels",
                                                                              "a sequence of point labels")
        if len(labels) != self.m * self.n:
            raise ValueError(f"need {self.m * self.n} labels, not {len(labels)}")
        p = self.point_permutation()
        return {labels[i]: labels[p[i]] for i in range(len(p))}

    def apply(self, squares: Sequence[Any]) -> tuple[LatinSquare, ...]:
        """Return the image of k-MOLS(n) (the squares whose entries are the images of the entries).

        Symbols of the result are indices 0..n-1.
        """
        sq = check_mols(squares)
        self._check_fits(sq)
        n = self.n
        arrays = [np.full((n, n), -1, dtype=np.int64) for _ in sq]
        for e in _entries(sq):
            f = self.apply_entry(e)
            for j in range(len(sq)):
                arrays[j][f[0], f[1]] = f[2 + j]
        return tuple(LatinSquare._trusted(a) for a in arrays)

    def is_autoparatopism(self, squares: Sequence[Any]) -> bool:
        """Return True if the paratopism maps the entries of the squares onto themselves."""
        sq = check_mols(squares)
        self._check_fits(sq)
        entries = _entries(sq)
        return {self.apply_entry(e) for e in entries} == set(entries)

    def _check_fits(self, sq: tuple[LatinSquare, ...]) -> None:
        if self.m != len(sq) + 2 or self.n != sq[0].order:
            raise ValueError(f"this paratopism acts on {self.m - 2}-MOLS({self.n}), not on "
                             f"{len(sq)}-MOLS({sq[0].order})")

    # ---------------------------------------------------------------- algebra
    def __mul__(self, other: "Paratopism") -> "Paratopism":
        """First self, then other."""
        if not isinstance(other, Paratopism):
            return NotImplemented
        if (self.m, self.n) != (other.m, other.n):
            raise ValueError("paratopisms of different shapes cannot be composed")
        p, q = self.point_permutation(), other.point_permutation()
        return Paratopism.from_point_permutation([q[p[i]] for i in range(len(p))], self.m, self.n)

    def inverse(self) -> "Paratopism":
        """The inverse paratopism."""
        p = self.point_permutation()
        inv = [0] * len(p)
        for i, j in enumerate(p):
            inv[j] = i
        return Paratopism.from_point_permutation(inv, self.m, self.n)

    def is_identity(self) -> bool:
        """True for the identity paratopism."""
        return self.point_permutation() == list(range(self.m * self.n))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Paratopism):
            return NotImplemented
        return (self._types, self._sigmas) == (other._types, other._sigmas)

    def __hash__(self) -> int:
        return hash((self._types, self._sigmas))

    def __str__(self) -> str:
        """The paper's notation: cycle notation, 1-based, ``i`` for the identity."""
        return "(" + ", ".join([_cycles(self._types)] + [_cycles(s) for s in self._sigmas]) + ")"

    def __repr__(self) -> str:
        return f"Paratopism.parse({str(self)!r}, n={self.n})"

    @classmethod
    def parse(cls, text: str, n: int) -> "Paratopism":
        """Same as :func:`parse_paratopism`."""
        return parse_paratopism(text, n)


def _cycles(p: Sequence[int]) -> str:
    seen, out = set(), []
    for start in range(len(p)):
        if start in seen or p[start] == start:
            seen.add(start)
            continue
        cyc, x = [], start
        while x not in seen:
            seen.add(x)
            cyc.append(x + 1)
            x = p[x]
        sep = "" if len(p) <= 9 else " "
        out.append("(" + sep.join(map(str, cyc)) + ")")
    return "".join(out) or "i"


def _split_top(text: str) -> list[str]:
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                raise ValueError(f"malformed paratopism {text!r}: unbalanced ')'")
        if ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if depth != 0:
        raise ValueError(f"malformed paratopism {text!r}: unbalanced '('")
    parts.append("".join(cur))
    return [p.strip() for p in parts]


def _parse_cycles(text: str, size: int, what: str, whole: str) -> list[int]:
    s = text.strip()
    if s in ("i", "e", "id", "()", ""):
        if s == "":
            raise ValueError(f"malformed paratopism {whole!r}: {what} is empty")
        return list(range(size))
    if not re.fullmatch(r"(\([^()]*\)\s*)+", s):
        raise ValueError(f"malformed paratopism {whole!r}: {what} = {s!r} is not in cycle notation "
                         "(cycles like (13)(24), or i)")
    perm = list(range(size))
    used: set[int] = set()
    for body in re.findall(r"\(([^()]*)\)", s):
        body = body.strip()
        if re.search(r"[\s,]", body):
            tokens = [t for t in re.split(r"[\s,]+", body) if t]
        else:
            tokens = list(body)
        if not tokens:
            continue
        if not all(t.isdigit() for t in tokens):
            raise ValueError(f"malformed paratopism {whole!r}: {what} cycle ({body}) must list positive integers")
        elems = [int(t) for t in tokens]
        bad = [e for e in elems if not 1 <= e <= size]
        if bad:
            raise ValueError(f"malformed paratopism {whole!r}: {what} cycle ({body}) has {bad[0]}, outside 1..{size}")
        if len(set(elems)) != len(elems) or used & set(elems):
            raise ValueError(f"malformed paratopism {whole!r}: {what} repeats an element in ({body})")
        used |= set(elems)
        for a, b in zip(elems, elems[1:] + elems[:1]):
            perm[a - 1] = b - 1
    return perm


def parse_paratopism(text: str, n: int) -> Paratopism:
    """Parse a paratopism written in the paper's notation.

    The text is a tuple ``(pi, sigma_1, ..., sigma_m)`` of permutations in cycle notation on 1-based indices,
    ``i`` for the identity; pi permutes the m = k + 2 types (1 rows, 2 columns, 3 first square, ...), the
    sigmas permute 1..n. Cycles of orders n > 9 separate their elements by spaces or commas,
    e.g. ``(1 10 3)``. See the module docstring for the action convention.

    Parameters
    ----------
    text : str
        e.g. ``"((34), (13), (23), (2134), (3124))"``.
    n : int
        The order of the squares.

    Raises
    ------
    ValueError
        If the text is malformed: unbalanced parentheses, fewer than 4 components, a component that is not
        cycle notation, an element outside its range, or an element repeated within a component.

    Examples
    --------
    >>> from designs.paratopy import parse_paratopism
    >>> psi1 = parse_paratopism("(i, (13)(24), i, (13)(24), (12)(34))", n=4)
    >>> psi1.types, psi1.sigmas[1]
    ((0, 1, 2, 3), (0, 1, 2, 3))
    >>> parse_paratopism("((34), (13), (23), (2134))", n=4)
    Traceback (most recent call last):
    ...
    ValueError: malformed paratopism '((34), (13), (23), (2134))': pi moves type 4, but 3 sigmas give 3 types
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, not {type(text).__name__}")
    n = check_int(n, "n", minimum=1)
    s = text.strip()
    if not (s.startswith("(") and s.endswith(")")):
        raise ValueError(f"malformed paratopism {text!r}: must be a parenthesised tuple (pi, sigma_1, ...)")
    inner = s[1:-1]
    _split_top(s)  # balance check on the whole text
    parts = _split_top(inner)
    m = len(parts) - 1
    if m < 3:
        raise ValueError(f"malformed paratopism {text!r}: needs pi and at least 3 sigmas, got {len(parts)} "
                         "components")
    try:
        pi = _parse_cycles(parts[0], m, "pi", text)
    except ValueError as err:
        big = re.findall(r"\d", parts[0])
        if big and max(int(d) for d in big) > m:
            raise ValueError(f"malformed paratopism {text!r}: pi moves type {max(int(d) for d in big)}, but "
                             f"{m} sigmas give {m} types") from err
        raise
    sigmas = [_parse_cycles(p, n, f"sigma {j + 1}", text) for j, p in enumerate(parts[1:])]
    return Paratopism(pi, sigmas)


def mols_points(k: int, n: int) -> tuple[str, ...]:
    """Return the point labels of k-MOLS(n): ``r1..rn, c1..cn, alpha1..alphan, ...`` (index t * n + v)."""
    return point_labels(type_names(k + 2), k + 2, n)


def _entries(sq: Sequence[LatinSquare]) -> list[tuple[int, ...]]:
    n = sq[0].order
    return [tuple([i, j] + [int(L.array[i, j]) for L in sq]) for i in range(n) for j in range(n)]


def autoparatopism_group(squares: Sequence[Any], *, fixed: Sequence[Iterable[Hashable]] = ()
                         ) -> "PermutationGroup":
    """Return the autoparatopism group of k-MOLS(n) as a sympy PermutationGroup on the TD points.

    The autoparatopisms are the automorphisms of the transversal design TD(k + 2, n) of the squares
    (:meth:`designs.TransversalDesign.from_mols`); points are indexed ``t * n + v`` (labels
    :func:`mols_points`). Computed by nauty on the coloured incidence graph of that TD, built straight from
    the squares' arrays and kept for the last few squares asked about: the same graph, so the same
    generators, as :meth:`designs.IncidenceStructure.setwise_stabilizer` of the TD.

    Parameters
    ----------
    squares : sequence of LatinSquare
    fixed : sequence of sets of point labels, keyword-only
        Keep only the autoparatopisms mapping each set onto itself (the setwise stabiliser); the sets
        must be disjoint.

    Raises
    ------
    ValueError
        If the squares are not MOLS, a label is not a point of the squares, or the sets overlap.

    Examples
    --------
    >>> from designs import mols
    >>> from designs.paratopy import autoparatopism_group
    >>> autoparatopism_group(mols(3)[:1]).order()     # the cyclic Latin square of order 3
    108
    """
    graph = _mols_graph(squares)
    return graph.stabiliser(fixed).permutation_group(graph.points)


def autoparatopism_orbits(squares: Sequence[Any], *, fixed: Sequence[Iterable[Hashable]] = ()
                          ) -> list[tuple[str, ...]]:
    """Return the orbits of the points outside the sets ``fixed`` under the autoparatopisms fixing them.

    Each orbit is a tuple of labels in point-index order; orbits are sorted by their first point. The first
    point of each orbit represents one choice of a further point up to autoparatopism.

    Parameters
    ----------
    squares : sequence of LatinSquare
    fixed : sequence of sets of point labels, keyword-only
        Disjoint sets of points, each mapped onto itself (none: the orbits of the whole group).

    Raises
    ------
    ValueError
        As for :func:`autoparatopism_group`.

    See Also
    --------
    designs.IncidenceStructure.orbits_outside : the same for any incidence structure.

    Examples
    --------
    >>> from designs import mols
    >>> from designs.paratopy import autoparatopism_orbits
    >>> [len(o) for o in autoparatopism_orbits(mols(3)[:1])]      # rows, columns, symbols: one orbit
    [9]
    >>> [o[0] for o in autoparatopism_orbits(mols(3)[:1], fixed=[["r1"]])]
    ['r2', 'c1']
    """
    graph = _mols_graph(squares)
    classes = graph.point_classes(fixed)
    taken = set().union(*classes)
    label = _labels(graph.k, graph.n)[0].__getitem__
    return [tuple(map(label, orbit)) for orbit in graph.stabiliser(fixed, classes).point_orbits(graph.points)
            if orbit[0] not in taken]


class _MolsGraph:
    """The coloured incidence graph of the TD(k + 2, n) of a k-MOLS(n), which nauty works on, and its group.

    Vertex ``t * n + v`` is value v of type t (the points, labels :func:`mols_points`), vertex
    ``(k + 2) n + i n + j`` the entry of cell (i, j) (:func:`designs.transversal.mols_blocks`); points first,
    then blocks, in two colour classes. Built straight from the squares' arrays, checked once (made by
    :func:`_mols_graph`, which keeps the last few); the group of the whole graph is computed once.
    """

    __slots__ = ("k", "n", "points", "graph", "_group")

    def __init__(self, squares: tuple[LatinSquare, ...]) -> None:
        sq, blocks = mols_blocks(squares)
        self.k, self.n = len(sq), sq[0].order
        self.points = (self.k + 2) * self.n
        self.graph = ColouredGraph._checked_incidence(self.points, blocks, distinct=True)
        self._group: AutomorphismGroup | None = None

    def point_classes(self, fixed: Sequence[Iterable[Hashable]]) -> list[set[int]]:
        """The point indices of each set of labels in ``fixed``.

        Raises
        ------
        ValueError
            If a label is not a point of the squares, or a point is in two sets.
        """
        labels, index = _labels(self.k, self.n)

        def indices(point_set: Iterable[Hashable]) -> list[int]:
            point_set = list(point_set)
            found = [index.get(x) for x in point_set]
            for x, i in zip(point_set, found):
                if i is None:
                    raise ValueError(f"{x!r} is not a point of {self.k}-MOLS({self.n}); points are "
                                     f"{labels[0]}, ..., {labels[-1]}")
            return found

        return disjoint_point_classes(fixed, indices, labels.__getitem__)

    def stabiliser(self, fixed: Sequence[Iterable[Hashable]], classes: list[set[int]] | None = None
                   ) -> AutomorphismGroup:
        """nauty's group of the automorphisms mapping each set of labels in ``fixed`` onto itself
        (``classes``: their point indices, when known)."""
        if classes is None:
            classes = self.point_classes(fixed)
        if not any(classes):
            if self._group is None:
                self._group = self.graph.automorphism_group()
            return self._group
        return self.graph.with_point_classes(classes).automorphism_group()


@lru_cache(maxsize=8)
def _cached_mols_graph(squares: tuple[LatinSquare, ...]) -> _MolsGraph:
    return _MolsGraph(squares)


_KEPT_ENTRIES = 20_000
"""The graphs of at most this many entries in all (k n^2 for k-MOLS(n)) are kept (:func:`_mols_graph`);
building a larger one costs little beside nauty's search on it."""


def _mols_graph(squares: Sequence[Any]) -> _MolsGraph:
    """The :class:`_MolsGraph` of the squares; kept for the last 8 tuples of LatinSquare objects (a
    LatinSquare is immutable and hashed by its entries) of at most ``_KEPT_ENTRIES`` entries, so
    repeated questions about the same squares neither check nor build them again."""
    if not (isinstance(squares, (list, tuple)) and squares and all(isinstance(L, LatinSquare) for L in squares)):
        squares = check_mols(squares)
    if len(squares) * squares[0].array.size > _KEPT_ENTRIES:
        return _MolsGraph(tuple(squares))
    return _cached_mols_graph(tuple(squares))


@lru_cache(maxsize=64)
def _labels(k: int, n: int) -> tuple[tuple[str, ...], dict[str, int]]:
    """The point labels of k-MOLS(n) (:func:`mols_points`) and the index of each label."""
    labels = mols_points(k, n)
    return labels, {label: i for i, label in enumerate(labels)}


def autoparatopisms(squares: Sequence[Any], *, fixed: Sequence[Iterable[Hashable]] = ()) -> list[Paratopism]:
    """Return every autoparatopism (fixing the given point sets) as a Paratopism, identity first.

    Lists the whole group, so use it for small groups (such as stabilisers of sets of points).
    """
    graph = _mols_graph(squares)
    group = graph.stabiliser(fixed).permutation_group(graph.points)
    m, n = graph.k + 2, graph.n
    elems = sorted((g.array_form for g in group.generate()), key=lambda a: (a != list(range(m * n)), a))
    return [Paratopism.from_point_permutation(a, m, n) for a in elems]
