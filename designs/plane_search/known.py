"""The known planes' side: the squares of their triangles, and recovering a plane from one of them.

:func:`triangle_census` and :func:`expected_squares` recompute, from the known planes, the counts that do not
depend on the search's choice of lines (the consistency argument of Lam, Kolesova and Thiel: at n = 9 the 21 main
classes of squares and their 325 labelled completions). :func:`random_triangle` and :func:`recover_plane` check
the search on a plane: the square of a triangle of the plane completes to it. :func:`known_plane_names` names the
known planes of an order by their nauty certificates.

Source: C. W. H. Lam, G. Kolesova, L. Thiel, "A computer search for finite projective planes of order 9",
Discrete Math. 92 (1991) 187-195; only its abstract was read here (see :mod:`designs.plane_search`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from designs.latin import LatinSquare
from designs.plane_search.triangle import triangle_lines, triangle_square
from designs.plane_search.search import arc_extensions, completions, plane_certificate, plane_of_lines

__all__ = ["triangle_census", "ExpectedSquare", "expected_squares", "random_triangle", "recover_plane",
           "known_plane_names"]

def triangle_census(plane: Any) -> dict[tuple[tuple[int, ...], ...], int]:
    """Return, for each isotopy class of Latin squares of order n - 1 met, the number of ordered triangles
    (a, b, c) of the plane whose square (:func:`triangle_square`) lies in it.

    Keys are isotopy canonical forms (:func:`designs.classification.isotopy_canonical_form`) as rows. The plane's
    automorphism group (nauty) is used: the count at a is the same for every a in one point orbit, so only one
    a per orbit is walked (each with all (n^2 + n)n^2 ordered pairs b, c).

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.plane_search import triangle_census
    >>> list(triangle_census(projective_plane(4)).values())      # 21 * 20 * 16 ordered triangles, one class
    [6720]
    """
    from designs.classification import isotopy_canonical_form

    blocks = [set(b) for b in plane.blocks]
    census: dict[tuple[tuple[int, ...], ...], int] = {}
    for orbit in plane.point_orbits():
        a = plane.index(orbit[0])
        for b in range(plane.num_points):
            if b == a:
                continue
            ab = next(blk for blk in blocks if a in blk and b in blk)
            for c in range(plane.num_points):
                if c in ab:
                    continue
                form = isotopy_canonical_form(triangle_square(plane, a, b, c))
                key = tuple(tuple(int(x) for x in row) for row in form.array)
                census[key] = census.get(key, 0) + len(orbit)
    return census


@dataclass(frozen=True)
class ExpectedSquare:
    """A main class of Latin squares of order n - 1 met in known planes, and what the search must find from it.

    Attributes
    ----------
    representative : tuple of tuple of int
        The isotopy canonical form of the main-class canonical form (rows): the main class's leader.
    completions : dict
        Plane name -> the number of planes on the triangle's labelled points, isomorphic to that plane, that
        contain the triangle's lines of the representative: sum over the ordered triangles of the plane whose
        square is isotopic to it, of ``|Atp(L)| / |Aut(plane)|`` (an embedding of the partial plane is an
        ordered triangle and an isotopism; each labelled plane is hit by ``|Aut|`` of them).
    """

    representative: tuple[tuple[int, ...], ...]
    completions: dict[str, int]

    @property
    def total(self) -> int:
        """The number of completions to any of the planes."""
        return sum(self.completions.values())


def expected_squares(planes: dict[str, Any]) -> list[ExpectedSquare]:
    """Return the main classes of the squares of all triangles of the given planes, each with the number of
    completions the search must find for it, as Lam, Kolesova and Thiel's consistency check does (the
    package docstring of :mod:`designs.plane_search`).

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.plane_search import expected_squares
    >>> [(e.representative, e.completions) for e in expected_squares({"PG(2,4)": projective_plane(4)})]
    [(((0, 2, 1), (1, 0, 2), (2, 1, 0)), {'PG(2,4)': 1})]
    """
    from fractions import Fraction

    from designs.classification import autotopism_group_order, isotopy_canonical_form, main_class_canonical_form

    found: dict[tuple, dict[str, Fraction]] = {}
    for name, plane in planes.items():
        group = plane.automorphism_group().order()
        for rows, triangles in triangle_census(plane).items():
            form = isotopy_canonical_form(main_class_canonical_form(LatinSquare(rows)))
            key = tuple(tuple(int(x) for x in row) for row in form.array)
            if key != rows:                   # count each main class at one isotopy class (its leader's)
                found.setdefault(key, {})
                continue
            share = Fraction(triangles * autotopism_group_order(LatinSquare(rows)), group)
            if share.denominator != 1:
                raise ArithmeticError(f"{name}: {share} completions is not a whole number")  # pragma: no cover
            found.setdefault(key, {})[name] = int(share)
    return [ExpectedSquare(key, counts) for key, counts in sorted(found.items())]


def random_triangle(plane: Any, seed: Any = None) -> tuple[int, int, int]:
    """Return three random non-collinear points of a plane (point indices), reproducibly for a seed.

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.plane_search import random_triangle
    >>> len(set(random_triangle(projective_plane(3), seed=1)))
    3
    """
    import random

    rng = random.Random(seed)
    blocks = [set(b) for b in plane.blocks]
    while True:
        a, b, c = rng.sample(range(plane.num_points), 3)
        if not any({a, b, c} <= blk for blk in blocks):
            return a, b, c


def recover_plane(plane: Any, triangle: tuple[int, int, int]) -> int | None:
    """Search from the Latin square of a triangle of ``plane`` until a completion isomorphic to ``plane`` is
    found (nauty certificates); return the number of extensions through P and Q tried, or None if none
    gives it back (which would be a bug: the plane itself is one of the completions).

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.plane_search import recover_plane
    >>> recover_plane(projective_plane(5), (0, 1, 6))
    1
    """
    target = plane_certificate(plane)
    square = triangle_square(plane, *triangle)
    base = triangle_lines(square)
    for tried, extension in enumerate(arc_extensions(square), 1):
        for rest in completions(square, base + extension, limit=1):
            if plane_certificate(plane_of_lines(square, base + extension + rest)) == target:
                return tried
    return None


def known_plane_names(n: int) -> dict[bytes, str]:
    """Nauty certificate -> name of the known planes of order n: ``"desarguesian"`` (PG(2, n), when n is a prime
    power) and at n = 9 ``"hall"``, ``"dual-hall"``, ``"hughes"`` (:mod:`designs.nondesarguesian`)."""
    from designs.fields import is_prime_power
    from designs.nondesarguesian import planes_of_order_9
    from designs.planes import projective_plane

    if n == 9:
        return {plane.canonical_certificate(): name for name, plane in planes_of_order_9().items()}
    return {projective_plane(n).canonical_certificate(): "desarguesian"} if is_prime_power(n) else {}
