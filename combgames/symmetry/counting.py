"""Counting orbits: Burnside's lemma, the cycle index, and Polya counting with prescribed multiplicities.

Let a finite group G act on a set P of colourings (positions) of n cells. *Burnside's lemma* says

    number of orbits = (1 / ``|G|``) * sum over g in G of ``|Fix(g)|``,   Fix(g) = {c in P : c o g = c}.

A colouring is fixed by g exactly when it is constant on every cycle of g. The *cycle index* of G is the
polynomial ``Z(G) = (1/|G|) sum_g prod_l a_l ** c_l(g)``, with c_l(g) the number of l-cycles of g. *Polya's
theorem*: substituting ``a_l = x_0**l + ... + x_{k-1}**l`` gives the pattern inventory, whose coefficient of
``x_0**m_0 ... x_{k-1}**m_{k-1}`` is the number of orbits of colourings with value v on exactly m_v cells;
substituting ``a_l = k`` gives the number of orbits of all k-colourings.

Which function to call:

* :func:`burnside` - the table of ``|Fix(g)|`` per named element and the orbit count, for all k-colourings,
  for colourings with prescribed multiplicities, or for any explicit G-invariant set of colourings
  (e.g. the positions where no player holds a line);
* :func:`cycle_index` - Z(G) as a sympy expression in a1, a2, ...;
* :func:`pattern_inventory` - the Polya substitution, a sympy ``Poly`` in x0, x1, ...;
* :func:`polya_count` - one number: orbits of k-colourings, or of colourings with given multiplicities
  (coefficient extraction, by a truncated product per cycle type or by sympy expansion);
* :func:`necklaces`, :func:`bracelets` - colourings of a cycle of n beads up to rotation / dihedral symmetry.

Groups may be given as a :class:`~combgames.symmetry.CellGroup` or as a sympy ``PermutationGroup`` (whose
elements are then listed). Every count here has an independent check in the tests: explicit orbit enumeration
(:func:`combgames.symmetry.orbits`) where feasible, the other method of coefficient extraction, and
published sequence values.

References
----------
Seed ``000_673cd376e7bd542d.txt`` (U. Larsson, I. Rocha, "Eternal Picaria"), section "The number of
positions in the second phase": Burnside's lemma for the 3 x 3 board with 3 X, 3 O and 3 empty cells.

Examples
--------
>>> from combgames.symmetry import dihedral_square
>>> table = burnside(dihedral_square(3), multiplicities=(4, 4, 1))   # 4 X, 4 O, 1 empty
>>> table.fixed == {'e': 630, 'R90': 2, 'R180': 6, 'R270': 2, 'H': 18, 'V': 18, 'D1': 18, 'D2': 18}
True
>>> table.orbits == burnside(dihedral_square(3), multiplicities=(4, 4, 1), method="enumerate").orbits
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any

from combgames.base.checks import check_int

from combgames.symmetry.actions import check_multiplicities, colourings
from combgames.symmetry.group import CellGroup
from combgames.symmetry.named_groups import cyclic_group, dihedral_polygon

__all__ = [
    "BurnsideTable",
    "bracelets",
    "burnside",
    "cycle_index",
    "cycle_index_symbols",
    "fixed_count",
    "necklaces",
    "pattern_inventory",
    "polya_count",
]


@dataclass(frozen=True)
class BurnsideTable:
    """The terms of Burnside's lemma for one group action.

    Attributes
    ----------
    names : tuple of str
        Element names, in the group's order.
    fixed : dict
        ``{name: |Fix(g)|}``.
    order : int
        ``|G|``.
    total : int
        The size of the set acted on (= ``|Fix(e)|``).
    orbits : int
        ``sum(fixed.values()) / order`` (always an integer: Burnside's lemma).
    """

    names: tuple[str, ...]
    fixed: dict[str, int]
    order: int
    total: int
    orbits: int

    def rows(self) -> list[tuple[str, int]]:
        """Return ``[(name, |Fix(g)|), ...]`` in element order."""
        return [(name, self.fixed[name]) for name in self.names]


def _cycle_types(group: CellGroup) -> list[tuple[tuple[int, int], ...]]:
    return [tuple(group.cycle_type(k).items()) for k in range(group.order())]


def _as_cell_group(group) -> CellGroup:
    """Accept a CellGroup or a sympy PermutationGroup (listed through CellGroup.from_sympy)."""
    if isinstance(group, CellGroup):
        return group
    from sympy.combinatorics import PermutationGroup

    if isinstance(group, PermutationGroup):
        return CellGroup.from_sympy(group)
    raise TypeError(f"group must be a CellGroup or a sympy PermutationGroup, not {type(group).__name__}")


def fixed_count(cycle_type: dict[int, int] | Iterable[tuple[int, int]], *, colours: int | None = None,
                multiplicities: Sequence[int] | None = None) -> int:
    """Return the number of colourings fixed by a permutation with the given cycle type.

    A fixed colouring is constant on each cycle. With ``colours=k`` that is k ** (number of cycles). With
    multiplicities (m_0, ..., m_{k-1}) it is the coefficient of x_0^m_0 ... x_{k-1}^m_{k-1} in
    prod_l (x_0^l + ... + x_{k-1}^l) ** c_l, computed here by distributing the c_l cycles of each length l
    among the colours (a multinomial per length), keeping only partial sums that fit under m.

    Parameters
    ----------
    cycle_type : dict or iterable of (length, count)
        E.g. ``{1: 1, 2: 4}`` for a half-turn of the 3 x 3 board.
    colours, multiplicities
        Exactly one of them.

    Examples
    --------
    >>> fixed_count({1: 3, 2: 3}, multiplicities=(4, 4, 1))      # a reflection of the 3 x 3 board
    18
    >>> fixed_count({1: 9}, colours=3)
    19683
    """
    ct = dict(cycle_type)
    if any(l < 1 or c < 0 for l, c in ct.items()):
        raise ValueError(f"cycle_type must map positive lengths to non-negative counts, not {ct!r}")
    if (colours is None) == (multiplicities is None):
        raise ValueError("give exactly one of colours= and multiplicities=")
    if colours is not None:
        check_int(colours, "colours", minimum=1)
        return colours ** sum(ct.values())
    n = sum(l * c for l, c in ct.items())
    target = check_multiplicities(n, multiplicities)
    k = len(target)
    # states: remaining multiplicity vector -> number of ways
    states: dict[tuple[int, ...], int] = {target: 1}
    for length, count in sorted(ct.items(), reverse=True):
        nxt: dict[tuple[int, ...], int] = {}
        for remaining, ways in states.items():
            for split, mult in _splits(count, remaining, length, k):
                key = tuple(r - length * s for r, s in zip(remaining, split))
                nxt[key] = nxt.get(key, 0) + ways * mult
        states = nxt
        if not states:
            return 0
    return states.get((0,) * k, 0)


def _splits(count: int, remaining: tuple[int, ...], length: int, k: int):
    """Yield (split, multinomial) for every way to give split[v] of ``count`` cycles to colour v."""
    caps = [r // length for r in remaining]
    split = [0] * k

    def rec(v: int, left: int, mult: int):
        if v == k - 1:
            if left <= caps[v]:
                split[v] = left
                yield tuple(split), mult
            return
        for s in range(min(left, caps[v]) + 1):
            split[v] = s
            yield from rec(v + 1, left - s, mult * comb(left, s))

    yield from rec(0, count, 1)


def burnside(group: CellGroup | Any, *, colours: int | None = None, multiplicities: Sequence[int] | None = None,
             colourings_: Iterable[Sequence] | None = None, method: str = "cycles") -> BurnsideTable:
    """Return the Burnside table (``|Fix(g)|`` per element) and the orbit count of a group action.

    Give exactly one of:

    ``colours=k``
        the action on all k ** n colourings;
    ``multiplicities=(m_0, ..., m_{k-1})``
        on the colourings with value v on exactly m_v cells;
    ``colourings_=iterable``
        on an explicit set of colourings, which must be closed under the group; each ``|Fix(g)|`` is then
        counted by testing every colouring (vectorised).

    Parameters
    ----------
    method : {"cycles", "enumerate"}
        For ``colours`` / ``multiplicities``: ``"cycles"`` computes ``|Fix(g)|`` from the cycle type of g
        (:func:`fixed_count`); ``"enumerate"`` lists every colouring and tests it (the brute-force twin).

    Raises
    ------
    ValueError
        If not exactly one set is given, the explicit set is not closed under the group, or the sum of
        the fixed counts is not divisible by ``|G|`` (impossible for a group action; an internal check).
    """
    group = _as_cell_group(group)
    given = sum(x is not None for x in (colours, multiplicities, colourings_))
    if given != 1:
        raise ValueError("give exactly one of colours=, multiplicities= and colourings_=")
    if method not in ("cycles", "enumerate"):
        raise ValueError(f"method must be 'cycles' or 'enumerate', not {method!r}")
    if colourings_ is None and method == "enumerate":
        colourings_ = colourings(group.degree, colours=colours, multiplicities=multiplicities)
    if colourings_ is not None:
        fixed_list = _fixed_by_enumeration(group, colourings_)
    else:
        fixed_list = [fixed_count(dict(ct), colours=colours, multiplicities=multiplicities)
                      for ct in _cycle_types(group)]
    total = sum(fixed_list)
    if total % group.order():
        raise ValueError(f"sum of |Fix(g)| = {total} is not divisible by |G| = {group.order()}")
    fixed = dict(zip(group.names, fixed_list))
    return BurnsideTable(group.names, fixed, group.order(), fixed_list[group.identity], total // group.order())


def _fixed_by_enumeration(group: CellGroup, colourings_: Iterable[Sequence]) -> list[int]:
    rows = [tuple(c) for c in colourings_]
    if not rows:
        return [0] * group.order()
    if any(len(r) != group.degree for r in rows):
        raise ValueError(f"every colouring must have {group.degree} cells")
    values = sorted(set().union(*rows), key=repr)
    code = {v: i for i, v in enumerate(values)}
    import numpy as np

    P = np.array([[code[v] for v in r] for r in rows], dtype=np.int64)
    base = np.int64(len(values))
    weights = base ** np.arange(group.degree, dtype=np.int64)[::-1] if len(values) ** group.degree < 2 ** 62 else None
    if weights is not None:
        keys = P @ weights
        present = np.unique(keys)
    out = []
    for g in group.elements:
        image = P[:, g]
        if weights is not None:
            image_keys = image @ weights
            if not np.all(np.isin(image_keys, present)):
                raise ValueError("the colourings are not closed under the group; Burnside's lemma does not apply")
        else:
            have = {tuple(r) for r in P.tolist()}
            if any(tuple(r) not in have for r in image.tolist()):
                raise ValueError("the colourings are not closed under the group; Burnside's lemma does not apply")
        out.append(int(np.count_nonzero(np.all(image == P, axis=1))))
    return out


def cycle_index_symbols(n: int):
    """Return the sympy symbols a1, ..., an used by :func:`cycle_index`."""
    import sympy

    return sympy.symbols(f"a1:{n + 1}")


def cycle_index(group: CellGroup | Any):
    """Return the cycle index Z(G) = (1/``|G|``) sum_g prod_l a_l ** c_l(g) as a sympy expression.

    Examples
    --------
    >>> from combgames.symmetry import dihedral_square
    >>> cycle_index(dihedral_square(2))
    a1**4/8 + a1**2*a2/4 + 3*a2**2/8 + a4/4
    """
    group = _as_cell_group(group)
    import sympy

    a = cycle_index_symbols(group.degree)
    terms = Counter(_cycle_types(group))
    return sympy.Add(*[sympy.Rational(count, group.order()) * sympy.Mul(*[a[l - 1] ** c for l, c in ct])
                       for ct, count in terms.items()])


def pattern_inventory(group: CellGroup | Any, colours: int):
    """Return the pattern inventory: Z(G) with a_l = x0**l + ... + x{k-1}**l, as a sympy ``Poly``.

    Its coefficient of x0**m0 * ... * x{k-1}**m{k-1} is the number of orbits of colourings with value v
    on exactly m_v cells.

    Examples
    --------
    >>> from combgames.symmetry import dihedral_square
    >>> P = pattern_inventory(dihedral_square(3), 3)
    >>> x0, x1, x2 = P.gens
    >>> P.coeff_monomial(x0**4 * x1**4 * x2) == polya_count(dihedral_square(3), multiplicities=(4, 4, 1))
    True
    """
    group = _as_cell_group(group)
    import sympy
    from sympy.polys.rings import ring

    check_int(colours, "colours", minimum=1)
    R, *xs = ring(",".join(f"x{i}" for i in range(colours)) + ",", sympy.QQ)
    power_sums: dict[int, object] = {}
    total = R.zero
    for ct, count in Counter(_cycle_types(group)).items():
        term = R.one
        for length, c in ct:
            if length not in power_sums:
                power_sums[length] = sum((x ** length for x in xs), R.zero)
            term *= power_sums[length] ** c
        total += term * sympy.QQ(count, group.order())
    return sympy.Poly(total.as_expr(), *sympy.symbols(f"x0:{colours}"), domain=sympy.QQ)


def polya_count(group: CellGroup | Any, *, colours: int | None = None, multiplicities: Sequence[int] | None = None,
                method: str = "cycles") -> int:
    """Return the number of orbits of colourings by Polya's theorem.

    ``colours=k``: Z(G) at a_l = k, the orbits of all k ** n colourings. ``multiplicities=(m_0, ...)``: the
    coefficient of x_0^m_0 ... in the pattern inventory, the orbits of colourings with value v on m_v cells.

    Parameters
    ----------
    method : {"cycles", "sympy"}
        ``"cycles"``: the coefficient per cycle type by :func:`fixed_count` (fast; only the needed
        coefficient is formed). ``"sympy"``: expand the cycle index with sympy (:func:`cycle_index` at
        a_l = k, or :func:`pattern_inventory` and ``coeff_monomial``) - an independent route.

    Examples
    --------
    >>> from combgames.symmetry import dihedral_square
    >>> polya_count(dihedral_square(8), multiplicities=(22, 21, 21))
    5405955851967092442258037800
    """
    group = _as_cell_group(group)
    if (colours is None) == (multiplicities is None):
        raise ValueError("give exactly one of colours= and multiplicities=")
    if method not in ("cycles", "sympy"):
        raise ValueError(f"method must be 'cycles' or 'sympy', not {method!r}")
    if method == "cycles":
        total = 0
        for ct, count in Counter(_cycle_types(group)).items():
            total += count * fixed_count(dict(ct), colours=colours, multiplicities=multiplicities)
        value = Fraction(total, group.order())
    elif colours is not None:
        check_int(colours, "colours", minimum=1)
        Z = cycle_index(group)
        value = Z.subs({a: colours for a in cycle_index_symbols(group.degree)})
    else:
        mult = check_multiplicities(group.degree, multiplicities)  # type: ignore[arg-type]
        value = _truncated_inventory_coefficient(group, mult)
    if value != int(value):  # internal invariant of Polya's theorem
        raise AssertionError(f"orbit count {value} is not an integer")
    return int(value)


def _truncated_inventory_coefficient(group: CellGroup, target: tuple[int, ...]):
    """Coefficient of x^target in the pattern inventory, expanding in sympy's polynomial ring.

    Every product is truncated to monomials dividing x^target (the other terms cannot contribute), which
    keeps an 8 x 8 board with three colours well under a second.
    """
    import sympy
    from sympy.polys.rings import ring

    k = len(target)
    R, *xs = ring(",".join(f"x{i}" for i in range(k)) + ",", sympy.QQ)

    def truncate(p):
        return R({m: c for m, c in p.items() if all(e <= t for e, t in zip(m, target))})

    total = sympy.QQ(0)
    for ct, count in Counter(_cycle_types(group)).items():
        term = R.one
        for length, c in ct:
            power_sum = truncate(sum((x ** length for x in xs), R.zero))
            for _ in range(c):
                term = truncate(term * power_sum)
        total += term.coeff(_monomial(R, xs, target)) * sympy.QQ(count, group.order())
    return total


def _monomial(R, xs, exponents):
    out = R.one
    for x, e in zip(xs, exponents):
        out *= x ** e
    return out


def necklaces(n: int, k: int, *, multiplicities: Sequence[int] | None = None) -> int:
    """Return the number of k-coloured necklaces of length n: colourings of an n-cycle up to rotation.

    With ``multiplicities`` (summing to n; then k must equal their number) count only necklaces with
    value v on exactly m_v beads.

    Examples
    --------
    >>> [necklaces(n, 2) for n in range(1, 9)]
    [2, 3, 4, 6, 8, 14, 20, 36]
    """
    _check_n_k(n, k, multiplicities)
    if multiplicities is not None:
        return polya_count(cyclic_group(n), multiplicities=multiplicities)
    return polya_count(cyclic_group(n), colours=k)


def bracelets(n: int, k: int, *, multiplicities: Sequence[int] | None = None) -> int:
    """Return the number of k-coloured bracelets of length n: colourings of an n-cycle up to rotation and reflection.

    Examples
    --------
    >>> [bracelets(n, 2) for n in range(1, 9)]
    [2, 3, 4, 6, 8, 13, 18, 30]
    """
    _check_n_k(n, k, multiplicities)
    if multiplicities is not None:
        return polya_count(dihedral_polygon(n), multiplicities=multiplicities)
    return polya_count(dihedral_polygon(n), colours=k)


def _check_n_k(n: int, k: int, multiplicities: Sequence[int] | None) -> None:
    check_int(n, "n", minimum=1)
    check_int(k, "k", minimum=1)
    if multiplicities is not None and len(multiplicities) != k:
        raise ValueError(f"multiplicities must give one count per colour (k={k}), not {tuple(multiplicities)!r}")
