"""Non-Desarguesian projective planes: the Hall plane, its dual and the Hughes plane; the planes of order 9.

Four projective planes of order 9 are known (and, by Lam, Kolesova and Thiel's computer search, there are no
others [4]_): the Desarguesian plane PG(2, 9), the Hall plane, its dual, and the Hughes plane. This module
builds the three non-Desarguesian ones as :class:`designs.planes.ProjectivePlane` incidence structures (so
nauty gives their automorphism groups and certificates through :class:`designs.IncidenceStructure`), and
the affine planes obtained by deleting one line of each orbit of lines.

Constructions
-------------
* :func:`hall_plane` (q): the derived plane of AG(2, q^2) (Hughes-Piper [2]_): the
  *derivation set* D is the Baer subline of the line at infinity made of the directions (1, m), m in GF(q),
  and (0, 1). The lines with a direction outside D are kept; the lines with a direction in D are replaced by
  the Baer subplanes through D, i.e. the cosets v + c GF(q)^2 of the 2-dimensional GF(q)-subspaces
  c GF(q)^2 (c in GF(q^2)^*, up to GF(q)^*). The result is an affine plane (checked) whose projective
  completion is the Hall plane of order q^2 (Hall 1943 [1]_), for q = 3 the Hall plane of order 9.
* :func:`dual_plane`: points and lines exchanged (the dual Hall plane is ``dual_plane(hall_plane(3))``).
* :func:`hughes_plane` (q), q odd: Hughes' construction [3]_ in the form of Room and Kirkpatrick [5]_ and
  Weibel's survey [6]_. N is the Dickson nearfield of order q^2: GF(q^2) with x * y = x y when x is a square
  (or 0) and x y^q otherwise (:func:`dickson_nearfield`); it is associative and left distributive, with
  kernel GF(q). Points are the nonzero vectors of N^3 up to left scalars k * (x, y, z); the lines are the
  images L(t) A^i (0 <= i < q^2 + q + 1) of L(t) = {(x, y, z) : x + y * t + z = 0} for t = 1 and t outside
  GF(q), A a 3 x 3 matrix over GF(q) of order q^2 + q + 1 in PGL(3, q) (a Singer cycle, found here as the
  companion matrix of the first irreducible cubic of that order). The axioms are checked.

All constructions are checked (every pair of points on exactly one line) before they are returned.

References
----------
.. [1] M. Hall Jr., "Projective planes", Trans. Amer. Math. Soc. 54 (1943) 229-277.
.. [2] D. R. Hughes, F. C. Piper, Projective Planes, Springer, 1973.
.. [3] D. R. Hughes, "A class of non-Desarguesian projective planes", Canad. J. Math. 9 (1957) 378-388.
.. [4] C. W. H. Lam, G. Kolesova, L. Thiel, "A computer search for finite projective planes of order 9",
   Discrete Math. 92 (1991) 187-195.
.. [5] T. G. Room, P. B. Kirkpatrick, Miniquaternion Geometry, Cambridge University Press, 1971.
.. [6] C. Weibel, "Survey of non-Desarguesian planes", Notices Amer. Math. Soc. 54 (2007) 1294-1303.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from designs.fields import field_tables, prime_power
from designs.incidence import IncidenceStructure
from designs.planes import AffinePlane, ProjectivePlane, projective_completion, projective_plane
from combgames.base.checks import check_int, check_one_of

__all__ = [
    "dickson_nearfield",
    "hall_plane",
    "hughes_plane",
    "dual_plane",
    "PLANES_OF_ORDER_9",
    "plane_of_order_9",
    "planes_of_order_9",
    "LineOrbit",
    "line_orbits",
    "affine_planes_of",
    "delete_line",
]

MAX_Q = 7
"""The largest q accepted by :func:`hall_plane` and :func:`hughes_plane` (order q^2 = 49: 2,451 points)."""


def _subfield(q: int) -> list[int]:
    """The elements of GF(q) inside GF(q^2) (galois' integers): the fixed points of x -> x^q."""
    F = field_tables(q * q)
    fixed = []
    for x in range(q * q):
        y = 1
        for _ in range(q):
            y = int(F.mul[y, x])
        if y == x:
            fixed.append(x)
    return fixed


def hall_plane(q: int = 3) -> ProjectivePlane:
    """Return the Hall plane of order q^2: the projective completion of the derived plane of AG(2, q^2).

    Points are the points at infinity ``("inf", d)`` (first), one per parallel class d, then the affine
    points (x, y) of GF(q^2)^2: ``("inf", m)`` for the slope m, ``("inf", "v")`` for the vertical direction,
    ``("inf", ("baer", c))`` for the class of Baer subplanes c GF(q)^2 (see the module docstring).

    Parameters
    ----------
    q : int
        A prime power, 2 <= q <= 7 (the plane has order q^2).

    Raises
    ------
    ValueError
        If q is not a prime power in that range.

    Examples
    --------
    >>> from designs.nondesarguesian import hall_plane
    >>> H = hall_plane(3)
    >>> H.order, H.num_points
    (9, 91)
    """
    q = check_int(q, "q", minimum=2, maximum=MAX_Q, why="the Hall plane of order q^2 (q a prime power)")
    prime_power(q)
    plane = projective_completion(_derived_affine_plane(q))
    # the points at infinity first: the same plane, but nauty's search (which follows the vertex order) is
    # ten times faster in this order (1 s instead of 10 s for q = 3)
    v = plane.num_points
    order = list(range(q ** 4, v)) + list(range(q ** 4))
    new = {old: i for i, old in enumerate(order)}
    return ProjectivePlane([plane.points[i] for i in order], [tuple(sorted(new[i] for i in b)) for b in plane.blocks],
                           check=True)


def _derived_affine_plane(q: int) -> AffinePlane:
    """The derived plane of AG(2, q^2) with respect to the Baer subline GF(q) u {vertical} at infinity."""
    Q = q * q
    F = field_tables(Q)
    sub = _subfield(q)
    points = [(x, y) for x in range(Q) for y in range(Q)]
    index = {p: i for i, p in enumerate(points)}
    blocks, classes, names = [], [], []
    for m in range(Q):
        if m in sub:
            continue
        cls = []
        for b in range(Q):
            cls.append(len(blocks))
            blocks.append(tuple(sorted(index[(x, int(F.add[F.mul[m, x], b]))] for x in range(Q))))
        classes.append(cls)
        names.append(m)
    seen: set[frozenset] = set()
    for c in range(1, Q):
        w = frozenset((int(F.mul[a, c]), int(F.mul[b, c])) for a in sub for b in sub)
        if w in seen:
            continue
        seen.add(w)
        cosets, cls = set(), []
        for v in points:
            coset = frozenset((int(F.add[v[0], x]), int(F.add[v[1], y])) for x, y in w)
            if coset not in cosets:
                cosets.add(coset)
                cls.append(len(blocks))
                blocks.append(tuple(sorted(index[p] for p in coset)))
        classes.append(cls)
        names.append(("baer", c))
    return AffinePlane(points, blocks, classes, class_names=names)


def dickson_nearfield(q: int) -> tuple[np.ndarray, np.ndarray]:
    """Return the addition and multiplication tables of the Dickson nearfield of order q^2 (q odd).

    The elements are those of GF(q^2) (galois' integers) with the field's addition and the product
    x * y = x y if x is a square in GF(q^2) (or 0), x y^q otherwise [6]_. It is a (left) nearfield:
    associative, with x * (y + z) = x * y + x * z, but not commutative (for q = 3 it is the nearfield of
    order 9 used by Veblen-Wedderburn and Hughes).

    Raises
    ------
    ValueError
        If q is even or not a prime power.

    Examples
    --------
    >>> from designs.nondesarguesian import dickson_nearfield
    >>> add, mul = dickson_nearfield(3)
    >>> bool((mul != mul.T).any())          # not commutative
    True
    """
    q = check_int(q, "q", minimum=3, maximum=MAX_Q, why="an odd prime power (the nearfield has order q^2)")
    prime_power(q)
    if q % 2 == 0:
        raise ValueError(f"q must be odd for the Dickson nearfield of order q^2, not {q}")
    F = field_tables(q * q)
    squares = {int(F.mul[x, x]) for x in range(q * q)}
    frob_q = np.arange(q * q)
    for _ in range(q - 1):                               # y -> y^q
        frob_q = F.mul[frob_q, np.arange(q * q)]
    mul = np.array(F.mul)
    for x in range(q * q):
        if x not in squares:
            mul[x] = F.mul[x, frob_q]
    return np.array(F.add), mul


def _times(F, rows: np.ndarray, A: np.ndarray) -> np.ndarray:
    """Row vectors (or a matrix's rows) times the matrix A over the field of tables F (entries of A in F)."""
    from designs.collineations import apply_matrix

    return apply_matrix(F, np.asarray(A).T.tolist(), np.asarray(rows, dtype=np.int64))


def _singer_matrix(q: int) -> np.ndarray:
    """A 3 x 3 matrix over GF(q) of order q^2 + q + 1 in PGL(3, q): the first companion matrix found."""
    F = field_tables(q)
    target = q * q + q + 1
    for c0, c1, c2 in itertools.product(range(1, q), range(q), range(q)):
        A = np.array([[0, 0, c0], [1, 0, c1], [0, 1, c2]], dtype=np.int64)   # x^3 = c2 x^2 + c1 x + c0
        P, order = A.copy(), 1
        while order <= target:
            if (P == P[0, 0] * np.eye(3, dtype=np.int64)).all() and P[0, 0]:
                break
            P = _times(F, P, A)
            order += 1
        if order == target:
            return A
    raise ValueError(f"no Singer cycle found for q = {q}")          # pragma: no cover - one always exists


def hughes_plane(q: int = 3) -> ProjectivePlane:
    """Return the Hughes plane of order q^2 (q an odd prime power; q = 3: the Hughes plane of order 9).

    Points are labelled by the representative (x, y, z) of their class whose first nonzero coordinate is 1.
    See the module docstring for the construction [3]_, [5]_, [6]_.

    Raises
    ------
    ValueError
        If q is even, not a prime power, or above :data:`MAX_Q`.

    Examples
    --------
    >>> from designs.nondesarguesian import hughes_plane
    >>> Psi = hughes_plane(3)
    >>> Psi.order, Psi.num_blocks
    (9, 91)
    """
    add, mul = dickson_nearfield(q)
    Q = q * q
    FQ = field_tables(Q)
    sub = _subfield(q)
    if sub != list(range(q)):                       # galois numbers the prime subfield first
        raise ValueError(f"expected GF({q}) to be the elements 0..{q - 1} of GF({Q})")   # pragma: no cover
    vectors = [v for v in itertools.product(range(Q), repeat=3) if any(v)]
    cls: dict[tuple, int] = {}
    points: list[tuple] = []
    for v in vectors:
        if v in cls:
            continue
        lead = next(x for x in v if x)
        inv = next(k for k in range(1, Q) if mul[k, lead] == 1)
        rep = tuple(int(mul[inv, x]) for x in v)
        idx = len(points)
        points.append(rep)
        for k in range(1, Q):
            cls[tuple(int(mul[k, x]) for x in v)] = idx
    A = _singer_matrix(q)
    lines: list[frozenset[int]] = []
    for t in [1] + [t for t in range(Q) if t not in sub]:
        base = [v for v in vectors if add[add[v[0], mul[v[1], t]], v[2]] == 0]
        image = np.array(base, dtype=np.int64)
        for _ in range(Q + q + 1):
            lines.append(frozenset(cls[tuple(int(x) for x in row)] for row in image))
            image = _times(FQ, image, A)
    blocks = sorted({tuple(sorted(line)) for line in lines})
    if len(blocks) != len(points):
        raise ValueError(f"the Hughes construction gave {len(blocks)} distinct lines, not {len(points)}"
                         )                                                    # pragma: no cover - checked
    return ProjectivePlane(points, blocks, check=True)


def dual_plane(plane: IncidenceStructure) -> ProjectivePlane:
    """Return the dual of a projective plane: its lines are the points, its points the lines.

    Point j of the dual is line j of ``plane`` (labelled ``("line", j)``); line i of the dual is the set of
    lines through point i.

    Examples
    --------
    >>> from designs.planes import projective_plane
    >>> from designs.nondesarguesian import dual_plane
    >>> dual_plane(projective_plane(3)).is_isomorphic(projective_plane(3))
    True
    """
    if not isinstance(plane, IncidenceStructure):
        raise TypeError(f"plane must be an IncidenceStructure, not {type(plane).__name__}")
    through: list[list[int]] = [[] for _ in range(plane.num_points)]
    for j, b in enumerate(plane.blocks):
        for i in b:
            through[i].append(j)
    return ProjectivePlane([("line", j) for j in range(plane.num_blocks)], [tuple(t) for t in through])


PLANES_OF_ORDER_9 = ("desarguesian", "hall", "dual-hall", "hughes")
"""The names of the four known projective planes of order 9."""


def plane_of_order_9(name: str) -> ProjectivePlane:
    """Return one of the four known projective planes of order 9 by name (see :data:`PLANES_OF_ORDER_9`).

    Each plane is built once per process and the same (immutable) object is returned after that, so its
    automorphism group, which nauty takes about 3 s to find, is computed once too.

    Raises
    ------
    ValueError
        If ``name`` is not one of the four names.

    Examples
    --------
    >>> from designs.nondesarguesian import plane_of_order_9
    >>> plane_of_order_9("hughes").num_points
    91
    """
    return _plane_of_order_9(check_one_of(name, "name", PLANES_OF_ORDER_9))


@lru_cache(maxsize=None)
def _plane_of_order_9(name: str) -> ProjectivePlane:
    if name == "desarguesian":
        return projective_plane(9)
    if name == "hall":
        return hall_plane(3)
    if name == "dual-hall":
        return dual_plane(hall_plane(3))
    return hughes_plane(3)


def planes_of_order_9() -> dict[str, ProjectivePlane]:
    """Return the four known projective planes of order 9, by name.

    Keys: ``"desarguesian"`` (PG(2, 9)), ``"hall"``, ``"dual-hall"``, ``"hughes"``.

    Examples
    --------
    >>> from designs.nondesarguesian import planes_of_order_9
    >>> sorted(planes_of_order_9())
    ['desarguesian', 'dual-hall', 'hall', 'hughes']
    """
    return {name: plane_of_order_9(name) for name in PLANES_OF_ORDER_9}


@dataclass(frozen=True)
class LineOrbit:
    """One orbit of lines of a projective plane under its automorphism group.

    Attributes
    ----------
    representative : int
        The least line (block index) of the orbit.
    size : int
        The number of lines in the orbit.
    """

    representative: int
    size: int


def line_orbits(plane: IncidenceStructure) -> list[LineOrbit]:
    """Return the orbits of the automorphism group on the lines (blocks), from nauty's vertex orbits.

    Examples
    --------
    >>> from designs.nondesarguesian import hall_plane, line_orbits
    >>> [o.size for o in line_orbits(hall_plane(3))]      # the translation line, the others
    [1, 90]
    """
    v = plane.num_points
    orbits = plane._aut.orbits            # nauty's group, cached by the structure
    sizes: dict[int, int] = {}
    for j in range(plane.num_blocks):
        sizes[orbits[v + j] - v] = sizes.get(orbits[v + j] - v, 0) + 1
    return sorted((LineOrbit(r, s) for r, s in sizes.items()), key=lambda o: (o.size, o.representative))


def affine_planes_of(plane: ProjectivePlane) -> list[tuple[LineOrbit, AffinePlane]]:
    """Return the affine plane obtained by deleting one line of each orbit of lines, with that orbit.

    Deleting a line l of a projective plane of order n and its n + 1 points leaves an affine plane of order n;
    its parallel classes are the lines through each deleted point. Lines in one orbit of the automorphism
    group give isomorphic affine planes, so one per orbit is enough (planes from different orbits may
    still be isomorphic: compare :meth:`~designs.IncidenceStructure.canonical_certificate`).

    Examples
    --------
    >>> from designs.nondesarguesian import affine_planes_of
    >>> from designs.planes import projective_plane
    >>> [(o.size, a.order) for o, a in affine_planes_of(projective_plane(3))]
    [(13, 3)]
    """
    if not isinstance(plane, ProjectivePlane):
        raise TypeError(f"plane must be a ProjectivePlane, not {type(plane).__name__}")
    return [(orbit, delete_line(plane, orbit.representative)) for orbit in line_orbits(plane)]


def delete_line(plane: ProjectivePlane, line: int) -> AffinePlane:
    """Return the affine plane left by deleting a line (block index) and its points from a projective plane.

    The parallel classes are the lines through each deleted point (named by that point's label).

    Raises
    ------
    ValueError
        If ``line`` is not a block index of the plane.

    Examples
    --------
    >>> from designs.planes import projective_plane, affine_plane
    >>> from designs.nondesarguesian import delete_line
    >>> delete_line(projective_plane(3), 0).is_isomorphic(affine_plane(3))
    True
    """
    if not isinstance(plane, ProjectivePlane):
        raise TypeError(f"plane must be a ProjectivePlane, not {type(plane).__name__}")
    line = check_int(line, "line", minimum=0, maximum=plane.num_blocks - 1, why="a line (block index) of the plane")
    gone = set(plane.blocks[line])
    keep = [i for i in range(plane.num_points) if i not in gone]
    new = {i: k for k, i in enumerate(keep)}
    blocks, classes = [], []
    for p in sorted(gone):
        cls = []
        for j, b in enumerate(plane.blocks):
            if j != line and p in b:
                cls.append(len(blocks))
                blocks.append(tuple(sorted(new[i] for i in b if i not in gone)))
        classes.append(cls)
    return AffinePlane([plane.points[i] for i in keep], blocks, classes,
                       class_names=[plane.points[p] for p in sorted(gone)])
