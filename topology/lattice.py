"""Loop classes (x, y) on the torus, their hex norm, and the tilted plot of the classes.

A closed walk on a board whose opposite edges are identified (a torus) has a *loop class* (x, y) in Z^2,
counted as in Schepler's text [1]_: x is the number of times the walk leaves through the right edge and
comes back at the left, minus the number of crossings the other way; y is the number of times it leaves
through the top and comes back at the bottom, minus the reverse crossings. Walking the loop backwards
gives (-x, -y), so a class is an element of Z^2 / {+-1}; :class:`LoopClass` stores the representative
with x > 0, or x == 0 and y >= 0 (the canonical sign).

A class is *primitive* when gcd(x, y) == 1 (so 0 is coprime only to +-1, as the text defines); only
primitive classes (and (0, 0)) are carried by simple cycles on the torus.

On the n x n hex torus of the text the cells are the points of Z^2 with the six unit steps
+-(1, 0), +-(0, 1), +-(1, 1) (x to the right, y upwards; see :mod:`topology.surfaces` for how this is
read off the text's diagrams). A loop of class (x, y) lifts to a path from a cell c to c + (n x, n y) in
the universal cover, so its length is at least n * ``|(x, y)|``, where

    ``|(x, y)|`` = max(``|x|``, ``|y|``) if x and y have the same sign (or one is 0), else ``|x|`` + ``|y|``

is the hex norm (:func:`hex_norm`); the straight path attains it. The *difficulty* of a class in the text
is this norm (minimum loop length divided by n). The classes of norm k are the 6 k points of a hexagonal
ring, so drawn with the axes tilted by 60 degrees (:func:`tilted_plot`) equal difficulty means equal
distance from the origin. The 60-degree rotation (x, y) -> (x - y, x) (:func:`rotate60`) preserves the
norm and has order 3 on classes, so classes come in triples of equal norm (:func:`class_triple`).

Start with :func:`loop_class`, :func:`hex_norm` and :func:`classes_by_norm`; the three-player
assignment rules are in :mod:`topology.assignment`, and the classes of loops on the Klein bottle
(H_1 = Z + Z/2) in :mod:`topology.homology`.

References
----------
.. [1] A. Schepler, "A three-player connection game", pbmserv-dev mailing list,
   seeds/003_4502657011210c81.txt (the class definition, the gcd remark and the tilted plot).

Examples
--------
>>> from topology.lattice import loop_class, hex_norm, is_primitive
>>> loop_class(-1, -2), hex_norm(1, -1), is_primitive(0, 2)
(LoopClass(x=1, y=2), 2, False)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

from combgames.base.checks import ArgumentTypeError, check_int, check_one_of, check_size

__all__ = [
    "MAX_POINTS",
    "LoopClass",
    "class_triple",
    "class_vector",
    "classes_by_norm",
    "hex_distance",
    "hex_norm",
    "hex_ring",
    "is_primitive",
    "loop_class",
    "number_of_primitive_classes",
    "plot_classes",
    "primitive_classes",
    "read_tilted_plot",
    "rotate60",
    "shortest_loop_length",
    "square_norm",
    "tilted_plot",
]


@dataclass(frozen=True, order=True)
class LoopClass:
    """The class (x, y) of a loop on the torus, with (x, y) ~ (-x, -y), stored with canonical sign.

    Construct with :func:`loop_class` (or ``LoopClass.of(x, y)``), which picks the representative with
    x > 0, or x == 0 and y >= 0. The direct constructor rejects a non-canonical sign.

    Examples
    --------
    >>> LoopClass.of(0, -1), LoopClass.of(-2, 1).vector
    (LoopClass(x=0, y=1), (2, -1))
    """

    x: int
    y: int

    def __post_init__(self) -> None:
        if not (self.x > 0 or (self.x == 0 and self.y >= 0)):
            raise ValueError(f"LoopClass({self.x}, {self.y}) is not in canonical sign; use loop_class(x, y)")

    @classmethod
    def of(cls, x: int, y: int) -> "LoopClass":
        """Return the class of (x, y), i.e. of (x, y) and (-x, -y)."""
        x, y = check_int(x, "x"), check_int(y, "y")
        if x < 0 or (x == 0 and y < 0):
            x, y = -x, -y
        return cls(x, y)

    @property
    def vector(self) -> tuple[int, int]:
        """The canonical representative as a tuple (x, y)."""
        return (self.x, self.y)

    @property
    def is_trivial(self) -> bool:
        """True for the class (0, 0) of contractible loops."""
        return self.x == 0 and self.y == 0

    @property
    def is_primitive(self) -> bool:
        """True when gcd(x, y) == 1."""
        return is_primitive(self.x, self.y)

    @property
    def norm(self) -> int:
        """The hex norm, :func:`hex_norm`."""
        return hex_norm(self.x, self.y)

    def __str__(self) -> str:
        return f"({self.x},{self.y})"


def class_vector(c: LoopClass | Sequence[int]) -> tuple[int, int]:
    """Return (x, y) of a class given as a :class:`LoopClass` or as a pair of integers (not normalised).

    Raises
    ------
    TypeError
        If ``c`` is neither a LoopClass nor a pair of integers.

    Examples
    --------
    >>> from topology.lattice import class_vector, LoopClass
    >>> class_vector(LoopClass(1, 2)), class_vector((-1, -2))
    ((1, 2), (-1, -2))
    """
    if isinstance(c, LoopClass):
        return c.vector
    try:
        x, y = c  # type: ignore[misc]
    except (TypeError, ValueError):
        raise ArgumentTypeError(f"a class must be a LoopClass or a pair (x, y) of integers, not {c!r}") from None
    return check_int(x, "x"), check_int(y, "y")


def loop_class(x: int, y: int) -> LoopClass:
    """Return the loop class of the crossing counts (x, y), with canonical sign.

    Parameters
    ----------
    x, y : int
        Net crossings of the right edge (leaving right, reappearing left) and of the top edge (leaving
        through the top, reappearing at the bottom).

    Returns
    -------
    LoopClass

    Examples
    --------
    >>> from topology.lattice import loop_class
    >>> loop_class(-1, 1)
    LoopClass(x=1, y=-1)
    """
    return LoopClass.of(x, y)


def is_primitive(x: int, y: int) -> bool:
    """Return True when x and y are relatively prime (0 is relatively prime only to +-1).

    Examples
    --------
    >>> from topology.lattice import is_primitive
    >>> [is_primitive(*v) for v in [(0, 1), (0, 0), (0, 3), (2, 3), (4, 6)]]
    [True, False, False, True, False]
    """
    return math.gcd(check_int(x, "x"), check_int(y, "y")) == 1


def hex_distance(dx: int, dy: int) -> int:
    """Return the number of steps from (0, 0) to (dx, dy) with steps +-(1,0), +-(0,1), +-(1,1).

    Examples
    --------
    >>> from topology.lattice import hex_distance
    >>> hex_distance(3, 2), hex_distance(3, -2)
    (3, 5)
    """
    dx, dy = check_int(dx, "dx"), check_int(dy, "dy")
    if dx * dy >= 0:
        return max(abs(dx), abs(dy))
    return abs(dx) + abs(dy)


def hex_norm(x: int, y: int) -> int:
    """Return the hex norm of the class (x, y): minimum loop length of that class on an n x n hex torus over n.

    Notes
    -----
    Equal to :func:`hex_distance`; invariant under (x, y) -> (-x, -y) and under :func:`rotate60`.
    Checked against breadth-first search in the universal cover in the tests
    (:func:`topology.loops.shortest_closed_walk`).
    """
    return hex_distance(check_int(x, "x"), check_int(y, "y"))


def shortest_loop_length(c: "LoopClass | tuple[int, int]", n: int, m: int | None = None, *, grid: str = "hex") -> int:
    """Return the length of a shortest closed walk of class ``c`` on the n x m torus (``grid`` "hex" or "square").

    The walk lifts to a path from a cell to the cell n x columns and m y rows away, so the length is the
    lattice distance of (n x, m y): n * :func:`hex_norm` (c) on the square hex board. For a primitive class
    on the n x n hex torus it is also the length of a shortest simple loop when ``|c|`` <= n (see
    :mod:`topology.cycles`).

    Examples
    --------
    >>> from topology.lattice import shortest_loop_length
    >>> shortest_loop_length((1, -1), 6), shortest_loop_length((1, 1), 4, 5), shortest_loop_length((1, 1), 6, grid="square")
    (12, 5, 12)
    """
    x, y = class_vector(c)
    check_one_of(grid, "grid", ("hex", "square"))
    n = check_int(n, "n", minimum=1)
    m = n if m is None else check_int(m, "m", minimum=1)
    if grid == "hex":
        return hex_distance(n * x, m * y)
    return abs(n * x) + abs(m * y)


def square_norm(x: int, y: int) -> int:
    """Return ``|x|`` + ``|y|``: the minimum loop length over n of class (x, y) on the n x n square-grid torus."""
    return abs(check_int(x, "x")) + abs(check_int(y, "y"))


def rotate60(x: int, y: int) -> tuple[int, int]:
    """Rotate (x, y) by 60 degrees in the tilted picture: (1,0) -> (1,1) -> (0,1) -> (-1,0) -> ...

    The map (x, y) -> (x - y, x) is a symmetry of the hex lattice of order 6 whose cube is -1, so it
    permutes classes in orbits of three (:func:`class_triple`).
    """
    x, y = check_int(x, "x"), check_int(y, "y")
    return (x - y, x)


def class_triple(c: LoopClass | tuple[int, int]) -> tuple[LoopClass, LoopClass, LoopClass]:
    """Return the orbit of a non-trivial class under the 120-degree symmetry: three classes of equal norm.

    Examples
    --------
    >>> from topology.lattice import class_triple
    >>> [str(c) for c in class_triple((1, 0))]
    ['(1,0)', '(1,1)', '(0,1)']
    """
    x, y = class_vector(c)
    if x == 0 and y == 0:
        raise ValueError("the trivial class (0, 0) has no triple")
    out = []
    for _ in range(3):
        out.append(LoopClass.of(x, y))
        x, y = rotate60(x, y)
    return tuple(out)  # type: ignore[return-value]


def _angle_key(c: LoopClass) -> float:
    # position in the tilted picture, angle in [0, 180) measured from the x axis
    px, py = c.x - c.y / 2, c.y * math.sqrt(3) / 2
    return math.atan2(py, px) % math.pi


MAX_POINTS = 10**6
"""Default limit on the lattice points one listing or text plot visits (3 N (N + 1) + 1 within hex norm N)."""


def _check_points(radius: int, max_points: int, call: str) -> None:
    """Refuse up front a listing of the 3 r (r + 1) + 1 points of hex norm <= r when there are more than ``max_points``."""
    check_size(3 * radius * (radius + 1) + 1, max_points, call=call, what=f"the points of hex norm <= {radius}",
               name="max_points", unit="points", verb="list")


def classes_by_norm(max_norm: int, *, primitive: bool = True, max_points: int = MAX_POINTS) -> list[LoopClass]:
    """Return the non-trivial classes of hex norm <= ``max_norm``, by norm then angle in the tilted plot.

    Parameters
    ----------
    max_norm : int
        Largest norm listed (>= 0).
    primitive : bool
        Keep only primitive classes (the classes of simple cycles); default True.
    max_points : int
        Refuse when more lattice points than this lie within the norm, 3 N (N + 1) + 1 (default 10^6:
        N <= 576).

    Raises
    ------
    ValueError
        If ``max_norm`` is negative or the listing would visit more than ``max_points`` points.

    Examples
    --------
    >>> from topology.lattice import classes_by_norm
    >>> [str(c) for c in classes_by_norm(2)]
    ['(1,0)', '(1,1)', '(0,1)', '(2,1)', '(1,2)', '(1,-1)']
    """
    max_norm = check_int(max_norm, "max_norm", minimum=0)
    _check_points(max_norm, max_points, f"classes_by_norm({max_norm})")
    found = set()
    for x in range(0, max_norm + 1):
        for y in range(-max_norm, max_norm + 1):
            if (x, y) == (0, 0) or hex_norm(x, y) > max_norm:
                continue
            if primitive and not is_primitive(x, y):
                continue
            found.add(LoopClass.of(x, y))
    return sorted(found, key=lambda c: (c.norm, _angle_key(c)))


def primitive_classes(norm: int, *, max_points: int = MAX_POINTS) -> list[LoopClass]:
    """Return the primitive classes of hex norm exactly ``norm`` (3 * phi(norm) of them), by angle.

    The points of hex norm N form a hexagon of 6 N points around the origin (:func:`hex_ring`); each class
    is one of a pair +-(x, y). O(N) time.

    Raises
    ------
    ValueError
        If ``norm`` < 1, or the hexagon has more than ``max_points`` points (default 10^6).

    Examples
    --------
    >>> from topology.lattice import primitive_classes
    >>> [str(c) for c in primitive_classes(2)]
    ['(2,1)', '(1,2)', '(1,-1)']
    """
    norm = check_int(norm, "norm", minimum=1)
    check_size(6 * norm, max_points, call=f"primitive_classes({norm})", what=f"the points of hex norm {norm}",
               name="max_points", unit="points", verb="list")
    found = {LoopClass.of(x, y) for x, y in hex_ring(norm) if is_primitive(x, y)}
    return sorted(found, key=_angle_key)


def hex_ring(norm: int) -> list[tuple[int, int]]:
    """Return the 6 N points (x, y) of hex norm exactly N >= 1, walking the hexagon from (N, 0) counterclockwise.

    The six corners are the steps (1, 0), (1, 1), (0, 1) and their negatives times N; between two corners the
    walk moves by the next step's difference, N points per side.

    Examples
    --------
    >>> from topology.lattice import hex_ring, hex_norm
    >>> hex_ring(1)
    [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)]
    >>> all(hex_norm(x, y) == 7 for x, y in hex_ring(7)), len(set(hex_ring(7)))
    (True, 42)
    """
    norm = check_int(norm, "norm", minimum=1)
    corners = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)]
    out = []
    for k, (cx, cy) in enumerate(corners):
        nx, ny = corners[(k + 1) % 6]
        dx, dy = nx - cx, ny - cy
        out.extend((norm * cx + t * dx, norm * cy + t * dy) for t in range(norm))
    return out


def number_of_primitive_classes(norm: int) -> int:
    """Return the number of primitive classes of hex norm ``norm``: 3 * phi(norm) (Euler's phi).

    Examples
    --------
    >>> from topology.lattice import number_of_primitive_classes, primitive_classes
    >>> [number_of_primitive_classes(k) for k in range(1, 7)]
    [3, 3, 6, 6, 12, 6]
    >>> len(primitive_classes(5))
    12
    """
    norm = check_int(norm, "norm", minimum=1)
    from sympy import totient

    return 3 * int(totient(norm))


def _default_marker(x: int, y: int) -> str:
    if (x, y) == (0, 0):
        return "O"
    return "*" if is_primitive(x, y) else "."


def tilted_plot(radius: int = 4, marker: Callable[[int, int], str] | None = None, *,
                max_points: int = MAX_POINTS) -> str:
    """Return the text picture of all (x, y) with hex norm <= ``radius``, axes tilted by 60 degrees.

    Row y (top row y = radius) lists x = x_min .. x_max of the hexagon, two characters per point, each row
    shifted half a point to the right of the row above, so the y axis leans up and to the left as in the
    text and the points of equal norm lie on a regular hexagon around the origin.

    Parameters
    ----------
    radius : int
        Largest hex norm drawn.
    marker : callable, optional
        ``marker(x, y) -> str`` (one character); default ``*`` for primitive, ``.`` otherwise, ``O`` at 0.
    max_points : int
        Refuse a plot of more points than this, 3 r (r + 1) + 1 (default 10^6).

    Examples
    --------
    >>> from topology.lattice import tilted_plot
    >>> print(tilted_plot(1))
     * *
    * O *
     * *
    """
    radius = check_int(radius, "radius", minimum=0)
    _check_points(radius, max_points, f"tilted_plot({radius})")
    if marker is not None and not callable(marker):
        raise TypeError(f"marker must be a function (x, y) -> str, not {type(marker).__name__}")
    mark = marker or _default_marker
    lines = []
    for y in range(radius, -radius - 1, -1):
        indent = " " * abs(y)
        lines.append(indent + " ".join(mark(x, y) for x in _plot_row(radius, y)))
    return "\n".join(lines)


def _plot_row(radius: int, y: int) -> list[int]:
    """The x of the points (x, y) of hex norm <= radius, increasing: one row of the tilted plot."""
    return [x for x in range(-2 * radius, 2 * radius + 1) if hex_norm(x, y) <= radius]


def read_tilted_plot(rows: str | Sequence[str]) -> dict[tuple[int, int], str]:
    """Return {(x, y): mark} from a tilted plot as :func:`tilted_plot` writes it (the inverse reading).

    Row k of 2 r + 1 rows is y = r - k and holds, separated by white space, the marks of the points of hex
    norm <= r in that row in increasing x; indentation and spacing are ignored, so a plot whose spacing was
    lost (a transcription) reads the same.

    Parameters
    ----------
    rows : str or sequence of str
        The plot: one string with one row per line, or the rows.

    Returns
    -------
    dict
        {(x, y): mark} over the 3 r (r + 1) + 1 points of norm <= r.

    Raises
    ------
    ValueError
        If the number of rows is even, or a row does not have one mark per point (the message gives the
        row's y, the expected and the actual number).

    Examples
    --------
    >>> from topology.lattice import read_tilted_plot, tilted_plot
    >>> read_tilted_plot(tilted_plot(1)) == {(0, 1): "*", (1, 1): "*", (-1, 0): "*", (0, 0): "O",
    ...                                      (1, 0): "*", (-1, -1): "*", (0, -1): "*"}
    True
    """
    if isinstance(rows, str):
        lines = rows.splitlines()
    elif isinstance(rows, Sequence) and all(isinstance(r, str) for r in rows):
        lines = list(rows)
    else:
        raise TypeError(f"rows must be the plot as one str or a sequence of str rows, not {type(rows).__name__}")
    if len(lines) % 2 != 1:
        raise ValueError(f"rows must be an odd number 2 r + 1 of rows of a tilted plot, not {len(lines)}")
    radius = len(lines) // 2
    out = {}
    for k, row in enumerate(lines):
        y = radius - k
        xs = _plot_row(radius, y)
        tokens = row.split()
        if len(tokens) != len(xs):
            raise ValueError(f"tilted plot row y={y}: expected {len(xs)} marks, got {len(tokens)}")
        out.update({(x, y): t for x, t in zip(xs, tokens)})
    return out


def plot_classes(radius: int = 4, *, ax=None, marker: Callable[[int, int], str] | None = None):
    """Draw the tilted plot with matplotlib (imported only when called) and return the axes.

    Raises
    ------
    ImportError
        If matplotlib is not installed (``pip install combgames[plot]``); :func:`tilted_plot` needs nothing.
    """
    try:
        import matplotlib.pyplot as plt
    except ImportError as err:  # pragma: no cover - depends on the environment
        raise ImportError("plot_classes needs matplotlib; use tilted_plot() for the text picture") from err
    radius = check_int(radius, "radius", minimum=0)
    _check_points(radius, 10**4, f"plot_classes({radius}) (one text label per point)")
    mark = marker or _default_marker
    if ax is None:
        _, ax = plt.subplots(figsize=(6, 6))
    for y in range(-radius, radius + 1):
        for x in _plot_row(radius, y):
            px, py = x - y / 2, y * math.sqrt(3) / 2
            ax.text(px, py, mark(x, y), ha="center", va="center")
    ax.set_xlim(-radius - 1, radius + 1)
    ax.set_ylim(-radius - 1, radius + 1)
    ax.set_aspect("equal")
    ax.set_axis_off()
    return ax

