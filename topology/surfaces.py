"""Boards on closed surfaces: the hex and square torus, the Klein bottle and the real projective plane.

A :class:`Surface` is a finite board of n columns and m rows whose edges are glued. Each directed edge
u -> v carries the *deck transformation* h(u, v) it crosses, an element of the surface's
:class:`DeckGroup` (identity inside the board): in the universal cover the lift (u, k) is adjacent to
(v, k h(u, v)), so a closed walk is contractible exactly when the product of its labels, in walk order,
is the identity. On the torus that product is the loop class (x, y) of :mod:`topology.lattice`.

Conventions read off Schepler's diagrams [1]_
----------------------------------------------
Cells are named as in the text: a column letter A, B, ... (left to right) and a row number 1, 2, ...
(top to bottom), e.g. "C4". Internally cell (col, row) has index ``row * n + col`` and lattice point
(x, y) = (col, -row), so x grows to the right and y upwards. The text's statements fix the hex
neighbourhood: on the 6 x 6 torus the corners A6 and F1 are adjacent while A1 and F6 are not (distance
2), and its "Diag" loop runs B1, A2, F3, E4, D5, C6. Both say that besides the four orthogonal
neighbours a cell (col, row) touches (col + 1, row - 1) and (col - 1, row + 1): in (x, y) the six steps
are +-(1, 0), +-(0, 1), +-(1, 1). Crossing the right edge adds (1, 0) to the class and crossing the top
edge adds (0, 1), as the text counts x and y. With this, the Vert, Horz and Diag loops of length n have
classes (0, 1), (1, 0), (1, 1), and the second set of drawn loops (1, 2), (2, 1), (1, -1), as printed.

Surfaces
--------
- :func:`hex_torus`, :func:`square_torus`: opposite edges glued straight; deck group Z^2 (translations
  by (n i, m j)), element (i, j).
- :func:`hex_klein_bottle`, :func:`square_klein_bottle`: left and right edges glued straight, top and
  bottom glued with a flip. Deck group <a, g | g a g^-1 = a^-1> with a the translation by n columns and g
  a glide reflection moving m rows up; element (i, j) means a^i g^j, and
  (i, j)(k, l) = (i + (-1)^j k, j + l). On the square grid the flip is col -> n - 1 - col; on the hex
  grid a plain column flip is not a symmetry of the hex lattice, so the glide uses the lattice reflection
  (x, y) -> (y - x, y) (fixing the (1, 2) direction): a cell in the top row, column c, touches the bottom
  row cells n - 1 - c and n - 2 - c, the mirror image of the torus's c and c + 1.
- :func:`square_projective_plane`, :func:`hex_projective_plane`: both pairs glued with a flip, i.e. the
  board with antipodal boundary points identified. The universal cover is the sphere and the deck group
  is Z/2: a walk is non-contractible exactly when it crosses the boundary an odd number of times. A
  projective plane cannot be tiled by hexagons alone (Euler characteristic 1), so the hex version has
  defects along the seam: a boundary cell touches its antipodal cell, and where two boundary cells p, q
  meet the seam at one point the four cells p, q, q*, p* around the glued point are joined by the
  diagonal from the lower-indexed of p, q to the antipode of the other, which makes the cell graph a
  triangulation (degrees 3 to 6; V - E + F = 1). Random full boards of it always have exactly one colour with a
  non-contractible loop, as in Projex.

Every constructor takes ``n`` columns, ``m`` rows (default n) and ``max_cells``: a board of more than
``max_cells`` cells (default :data:`MAX_CELLS`, 100,000) is refused up front with its number of cells
(``hex_torus(10**5)`` would have 10^10), since building it would take about a kilobyte and 30 microseconds
per cell.

References
----------
.. [1] A. Schepler, "A three-player connection game", seeds/003_4502657011210c81.txt (the 6 x 6 board
   diagram, the corner remark, and the Vert / Horz / Diag diagrams).

Examples
--------
>>> from topology.surfaces import hex_torus
>>> t = hex_torus(6)
>>> t.adjacent(t.cell("A6"), t.cell("F1")), t.adjacent(t.cell("A1"), t.cell("F6"))
(True, False)
"""

from __future__ import annotations

import math
import string
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Hashable, Iterable, Iterator, Sequence

from combgames.base.checks import check_int, check_size

if TYPE_CHECKING:
    import networkx

__all__ = [
    "MAX_CELLS",
    "CyclicGroup2",
    "DeckGroup",
    "KleinBottleGroup",
    "Surface",
    "TranslationGroup",
    "cell_name",
    "hex_klein_bottle",
    "hex_projective_plane",
    "hex_torus",
    "parse_cell_name",
    "square_klein_bottle",
    "square_projective_plane",
    "square_torus",
]

MAX_CELLS = 100_000
"""Default limit on the cells of a board built by the constructors below (about 1 kB and 30 us per cell):
a larger board is refused up front with its number of cells; pass ``max_cells`` to build it anyway."""

HEX_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1))
SQUARE_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


class DeckGroup:
    """A group of deck transformations, elements hashable; subclasses define the law."""

    name = "group"
    identity: Hashable = None

    def mul(self, a: Any, b: Any) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def inv(self, a: Any) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def is_identity(self, a: Any) -> bool:
        return a == self.identity

    def product(self, elements: Sequence[Any]) -> Any:
        """Return the product of ``elements`` in order (walk order)."""
        if isinstance(elements, (str, bytes)) or not isinstance(elements, Iterable):
            raise TypeError(f"elements must be a sequence of {self.name} elements, not {type(elements).__name__}")
        out = self.identity
        for e in elements:
            out = self.mul(out, e)
        return out

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class TranslationGroup(DeckGroup):
    """Z^2, the deck group of the torus: (i, j) is the translation by i widths and j heights."""

    name = "Z^2"
    identity = (0, 0)

    def mul(self, a, b):
        return (a[0] + b[0], a[1] + b[1])

    def inv(self, a):
        return (-a[0], -a[1])


class KleinBottleGroup(DeckGroup):
    """<a, g | g a g^-1 = a^-1>: (i, j) means a^i g^j, with (i, j)(k, l) = (i + (-1)^j k, j + l)."""

    name = "Klein bottle group"
    identity = (0, 0)

    def mul(self, a, b):
        return (a[0] + (b[0] if a[1] % 2 == 0 else -b[0]), a[1] + b[1])

    def inv(self, a):
        return ((-a[0] if a[1] % 2 == 0 else a[0]), -a[1])


class CyclicGroup2(DeckGroup):
    """Z/2, the deck group of the projective plane's double cover by the sphere (elements 0 and 1)."""

    name = "Z/2"
    identity = 0

    def mul(self, a, b):
        return a ^ b

    def inv(self, a):
        return a


def cell_name(col: int, row: int) -> str:
    """Return the text's name of cell (col, row), 0-based: column letters then 1-based row ("C4").

    Columns after Z continue AA, AB, ... (spreadsheet style).

    Examples
    --------
    >>> from topology.surfaces import cell_name
    >>> cell_name(2, 3), cell_name(27, 0)
    ('C4', 'AB1')
    """
    col, row = check_int(col, "col", minimum=0), check_int(row, "row", minimum=0)
    letters = ""
    c = col + 1
    while c:
        c, r = divmod(c - 1, 26)
        letters = string.ascii_uppercase[r] + letters
    return f"{letters}{row + 1}"


def parse_cell_name(name: str) -> tuple[int, int]:
    """Return (col, row), 0-based, of a cell name such as "C4" (case-insensitive).

    Raises
    ------
    TypeError
        If ``name`` is not a string.
    ValueError
        If ``name`` is not letters followed by a positive row number.

    Examples
    --------
    >>> from topology.surfaces import parse_cell_name
    >>> parse_cell_name("C4"), parse_cell_name("ab1")
    ((2, 3), (27, 0))
    """
    if not isinstance(name, str):
        raise TypeError(f"a cell name is a str such as 'C4' (column letters, then a row number), not "
                        f"{type(name).__name__} {_short(name)}")
    text = name.strip().upper()
    i = 0
    while i < len(text) and text[i] in string.ascii_uppercase:
        i += 1
    letters, digits = text[:i], text[i:]
    if not letters or not digits.isascii() or not digits.isdigit() or int(digits) < 1:
        raise ValueError(f"cell name must be column letters then a row number like 'C4', not {name!r}")
    col = 0
    for ch in letters:
        col = col * 26 + (ord(ch) - ord("A") + 1)
    return col - 1, int(digits) - 1


@dataclass(frozen=True, eq=False)
class Surface:
    """A board of ``width`` x ``height`` cells on a closed surface, each edge labelled by a deck element.

    Attributes
    ----------
    kind : str
        "torus", "klein bottle" or "projective plane".
    grid : str
        "hex" (six neighbours) or "square" (four).
    width, height : int
        Number of columns n and rows m.
    group : DeckGroup
    neighbours : tuple
        ``neighbours[i]`` is a tuple of ``(j, label)``: cell j is a neighbour of cell i across an edge whose
        deck transformation is ``label`` (the identity for an edge inside the board).
    """

    kind: str
    grid: str
    width: int
    height: int
    group: DeckGroup
    neighbours: tuple = field(repr=False)

    @property
    def size(self) -> int:
        """Number of cells."""
        return self.width * self.height

    @property
    def name(self) -> str:
        return f"{self.width} x {self.height} {self.grid} {self.kind}"

    def index(self, col: int, row: int) -> int:
        """Return the index of cell (col, row); raise ValueError outside the board."""
        col, row = check_int(col, "col"), check_int(row, "row")
        if not (0 <= col < self.width and 0 <= row < self.height):
            raise ValueError(f"cell (col={col}, row={row}) is off the {self.width} x {self.height} board")
        return row * self.width + col

    def coords(self, i: int) -> tuple[int, int]:
        """Return (col, row) of cell index ``i``."""
        i = self._check_index(i)
        return i % self.width, i // self.width

    def _check_index(self, i: int, name: str = "cell index") -> int:
        """``i`` if it is the index of a cell of this board, else a ValueError (TypeError) naming it."""
        return check_int(i, name, minimum=0, maximum=self.size - 1)

    def cell(self, name: str) -> int:
        """Return the index of the cell named like "C4".

        Raises
        ------
        TypeError
            If ``name`` is not a string (cell coordinates go to :meth:`index`, cell indices need no lookup).
        ValueError
            If ``name`` is not a cell name, or names a cell off the board.

        Examples
        --------
        >>> from topology import hex_torus
        >>> hex_torus(6).cell("B2")
        7
        """
        if not isinstance(name, str):
            hint = " (for coordinates use index(col, row))" if isinstance(name, tuple) else ""
            raise TypeError(f"cell must be a cell name such as 'C4', not {type(name).__name__} {_short(name)}{hint}")
        col, row = parse_cell_name(name)
        if not (col < self.width and row < self.height):
            raise ValueError(f"cell {name!r} is off the {self.width} x {self.height} board (columns A.."
                             f"{cell_name(self.width - 1, 0)[:-1]}, rows 1..{self.height})")
        return row * self.width + col

    def cell_name(self, i: int) -> str:
        """Return the text name ("C4") of cell index ``i``."""
        return cell_name(*self.coords(i))

    def adjacent(self, i: int, j: int) -> bool:
        """Return True when cells i and j share an edge (ValueError for an index off the board)."""
        i, j = self._check_index(i), self._check_index(j)
        return any(k == j for k, _ in self.neighbours[i])

    def label(self, i: int, j: int) -> list:
        """Return the deck labels of all edges from i to j (more than one only on tiny boards)."""
        i, j = self._check_index(i), self._check_index(j)
        return [h for k, h in self.neighbours[i] if k == j]

    def edges(self) -> Iterator[tuple[int, int, Any]]:
        """Yield every directed edge (i, j, label)."""
        for i, nbrs in enumerate(self.neighbours):
            for j, h in nbrs:
                yield i, j, h

    def walk_element(self, cells: Sequence[int]) -> Any:
        """Return the deck element of the closed walk through ``cells`` (back to the first at the end).

        Raises
        ------
        ValueError
            If two consecutive cells are not adjacent or are joined by edges with different labels (tiny
            boards), so the walk's element would be ambiguous.
        """
        if isinstance(cells, (str, bytes)) or not isinstance(cells, Sequence):
            raise TypeError(f"cells must be a sequence of cell indices, not {_short(cells)}")
        if not cells:
            raise ValueError("a closed walk needs at least one cell, not none")
        labels = []
        for a, b in zip(cells, list(cells[1:]) + [cells[0]]):
            hs = set(self.label(a, b))
            if not hs:
                raise ValueError(f"cells {self.cell_name(a)} and {self.cell_name(b)} are not adjacent")
            if len(hs) > 1:
                raise ValueError(f"cells {self.cell_name(a)} and {self.cell_name(b)} are joined by several"
                                 " edges; the walk is ambiguous")
            labels.append(hs.pop())
        return self.group.product(labels)

    def is_contractible(self, element: Any) -> bool:
        """Return True when a closed walk with this deck element is contractible (element is the identity)."""
        return self.group.is_identity(element)

    def positions(self) -> list[tuple[float, float]]:
        """Return drawing coordinates (x, y) of the cells, y upwards: a grid of unit squares, or of unit
        equilateral triangles on the hex grid (lattice point (col, -row) drawn at (x - y / 2, y sqrt(3) / 2),
        as in :func:`topology.lattice.tilted_plot`)."""
        if self.grid == "hex":
            h = math.sqrt(3) / 2
            return [(col + row / 2, -row * h) for row in range(self.height) for col in range(self.width)]
        return [(float(col), float(-row)) for row in range(self.height) for col in range(self.width)]

    def to_networkx(self) -> "networkx.Graph":
        """Return the board as a networkx graph in the project's schema (:func:`combgames.base.graphs.incidence_graph`).

        Node i is cell i (``kind="point"``, ``label`` its name such as "C4", ``pos`` from :meth:`positions`);
        each pair of adjacent cells i < j is one edge with ``kind="edge"`` and ``deck``, the deck label of
        the edge from i to j (from j to i it is the inverse); graph attributes ``name`` (:attr:`name`),
        ``points`` (the number of cells), and ``surface`` and ``grid`` (:attr:`kind`, :attr:`grid`).
        Where two cells are joined by several edges (tiny boards) the graph keeps one, with ``deck`` the
        label of the first listed.

        Examples
        --------
        >>> from topology import hex_torus
        >>> G = hex_torus(4).to_networkx()
        >>> G.number_of_edges(), G.nodes[0]["label"], G.edges[0, 3]["kind"], G.edges[0, 3]["deck"]
        (48, 'A1', 'edge', (-1, 0))
        """
        from combgames.base.graphs import incidence_graph

        pairs: dict[tuple[int, int], Any] = {}
        for i, j, h in self.edges():
            if i < j:
                pairs.setdefault((i, j), h)
        graph = incidence_graph([self.cell_name(i) for i in range(self.size)], edges=list(pairs),
                                positions=self.positions(), name=self.name)
        for (i, j), h in pairs.items():
            graph.edges[i, j]["deck"] = h
        graph.graph.update(surface=self.kind, grid=self.grid)
        return graph

    def render(self, marks: Callable[[int], str] | dict | None = None) -> str:
        """Return the board as text in the text's layout: row labels, one character per cell, column letters.

        ``marks`` maps a cell index to a character (default ".").
        """
        if marks is None:
            get = lambda i: "."  # noqa: E731
        elif isinstance(marks, dict):
            get = lambda i: marks.get(i, ".")  # noqa: E731
        elif callable(marks):
            get = marks
        else:
            raise TypeError(f"marks must be a dict or a function of the cell index, not {type(marks).__name__}")
        w = len(str(self.height))

        def mark(i: int) -> str:
            text = get(i)
            if not isinstance(text, str):
                raise TypeError(f"the mark of cell {self.cell_name(i)} must be a str, not {type(text).__name__} {text!r}")
            return text

        lines = [f"{row + 1:>{w}}- " + " ".join(mark(self.index(c, row)) for c in range(self.width))
                 for row in range(self.height)]
        lines.append(" " * (w + 2) + " ".join(cell_name(c, 0)[:-1] for c in range(self.width)))
        return "\n".join(lines)


def _short(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for messages."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _check_size(n: int, m: int, minimum: int = 3, *, max_cells: int = MAX_CELLS, call: str = "board") -> None:
    """Check the board size: both sides >= ``minimum``, at most ``max_cells`` cells (refused with the count)."""
    for name, v in (("n", n), ("m", m)):
        check_int(v, name, minimum=minimum, why="so that the neighbour relation is simple")
    check_size(n * m, max_cells, call=f"{call}({n}, {m})", what=f"a {n} x {m} board", name="max_cells",
               unit="cells", note="about 1 kB each")


def _build(n: int, m: int, steps, reduce: Callable[[int, int], tuple[int, int, Any]]) -> tuple:
    """Neighbours by quotient: cell (col, row) is the point (col, -row); ``reduce`` maps a point to
    (col, row, element) with point = element(domain cell)."""
    nbrs = []
    for row in range(m):
        for col in range(n):
            x, y = col, -row
            out = []
            for dx, dy in steps:
                c2, r2, h = reduce(x + dx, y + dy)
                out.append((r2 * n + c2, h))
            nbrs.append(tuple(out))
    return tuple(nbrs)


def _torus_reduce(n: int, m: int):
    def reduce(x: int, y: int):
        col, row = x, -y
        i, col = divmod(col, n)
        k, row = divmod(row, m)
        return col, row, (i, -k)

    return reduce


def hex_torus(n: int = 6, m: int | None = None, *, max_cells: int = MAX_CELLS) -> Surface:
    """Return the n x m hex board with opposite edges glued straight (the text's torus).

    Examples
    --------
    >>> from topology.surfaces import hex_torus
    >>> t = hex_torus(6)
    >>> [t.cell_name(j) for j, h in t.neighbours[t.cell("A1")]]
    ['B1', 'F1', 'A6', 'A2', 'B6', 'F2']
    >>> t.walk_element([t.cell(f"C{r}") for r in range(1, 7)])
    (0, -1)
    """
    m = n if m is None else m
    _check_size(n, m, max_cells=max_cells, call="hex_torus")
    return Surface("torus", "hex", n, m, TranslationGroup(), _build(n, m, HEX_STEPS, _torus_reduce(n, m)))


def square_torus(n: int = 6, m: int | None = None, *, max_cells: int = MAX_CELLS) -> Surface:
    """Return the n x m square grid (four neighbours) with opposite edges glued straight."""
    m = n if m is None else m
    _check_size(n, m, max_cells=max_cells, call="square_torus")
    return Surface("torus", "square", n, m, TranslationGroup(), _build(n, m, SQUARE_STEPS, _torus_reduce(n, m)))


def _klein_reduce(n: int, m: int, sigma: Callable[[int, int], tuple[int, int]], c: int):
    def g(x, y):
        sx, sy = sigma(x, y)
        return sx + c, sy + m

    def g_inv(x, y):
        return sigma(x - c, y - m)

    def reduce(x: int, y: int):
        j = -((-y) // m)  # ceil(y / m): y - j m lies in (-m, 0]
        qx, qy = x, y
        for _ in range(abs(j)):
            qx, qy = g_inv(qx, qy) if j > 0 else g(qx, qy)
        i, col = divmod(qx, n)
        row = -qy
        assert 0 <= row < m
        return col, row, ((i if j % 2 == 0 else -i), j)

    return reduce


def hex_klein_bottle(n: int = 6, m: int | None = None, *, max_cells: int = MAX_CELLS) -> Surface:
    """Return the n x m hex board with rows glued straight and top/bottom glued with a flip.

    The flip is the glide reflection g(x, y) = (y - x + m - 2, y + m), a symmetry of the hex lattice, so
    every cell keeps six neighbours; the top cell in column c touches the bottom cells in columns
    n - 1 - c and n - 2 - c.

    Examples
    --------
    >>> from topology.surfaces import hex_klein_bottle
    >>> k = hex_klein_bottle(6)
    >>> sorted(k.cell_name(j) for j, h in k.neighbours[k.cell("B1")] if h != (0, 0))
    ['D6', 'E6']
    """
    m = n if m is None else m
    _check_size(n, m, max_cells=max_cells, call="hex_klein_bottle")
    reduce = _klein_reduce(n, m, lambda x, y: (y - x, y), m - 2)
    return Surface("klein bottle", "hex", n, m, KleinBottleGroup(), _build(n, m, HEX_STEPS, reduce))


def square_klein_bottle(n: int = 6, m: int | None = None, *, max_cells: int = MAX_CELLS) -> Surface:
    """Return the n x m square grid with rows glued straight and top/bottom glued by col -> n - 1 - col."""
    m = n if m is None else m
    _check_size(n, m, max_cells=max_cells, call="square_klein_bottle")
    reduce = _klein_reduce(n, m, lambda x, y: (-x, y), n - 1)
    return Surface("klein bottle", "square", n, m, KleinBottleGroup(), _build(n, m, SQUARE_STEPS, reduce))


def square_projective_plane(n: int = 6, m: int | None = None, *, max_cells: int = MAX_CELLS) -> Surface:
    """Return the n x m square grid with both pairs of edges glued with a flip (the real projective plane).

    Leaving through the right edge in row r re-enters through the left edge in row m - 1 - r, and leaving
    through the top in column c re-enters at the bottom in column n - 1 - c. Every boundary crossing has
    label 1 in Z/2.

    Examples
    --------
    >>> from topology.surfaces import square_projective_plane
    >>> p = square_projective_plane(4)
    >>> [(p.cell_name(j), h) for j, h in p.neighbours[p.cell("D1")]]
    [('A4', 1), ('C1', 0), ('A4', 1), ('D2', 0)]
    """
    m = n if m is None else m
    _check_size(n, m, max_cells=max_cells, call="square_projective_plane")
    nbrs = []
    for row in range(m):
        for col in range(n):
            out = []
            for dc, dr in ((1, 0), (-1, 0), (0, -1), (0, 1)):
                c2, r2, h = col + dc, row + dr, 0
                if not 0 <= c2 < n:
                    c2, r2, h = c2 % n, m - 1 - row, 1
                elif not 0 <= r2 < m:
                    c2, r2, h = n - 1 - col, r2 % m, 1
                out.append((r2 * n + c2, h))
            nbrs.append(tuple(out))
    return Surface("projective plane", "square", n, m, CyclicGroup2(), tuple(nbrs))


def hex_projective_plane(n: int = 6, m: int | None = None, *, max_cells: int = MAX_CELLS) -> Surface:
    """Return the n x m hex board with both pairs of edges glued with a flip (antipodal boundary points).

    Inside the board the six hex neighbours; across the seam, every boundary cell touches its antipodal
    cell (col, row) -> (n - 1 - col, m - 1 - row), and for each point of the seam where two boundary cells
    p, q meet, the lower-indexed one touches the antipode of the other (see the module docstring). Every
    seam edge has label 1 in Z/2.

    Examples
    --------
    >>> from topology.surfaces import hex_projective_plane
    >>> p = hex_projective_plane(4)
    >>> [(p.cell_name(j), h) for j, h in p.neighbours[p.cell("A1")]]
    [('B1', 0), ('A2', 0), ('D3', 1), ('C4', 1), ('D4', 1)]
    """
    m = n if m is None else m
    _check_size(n, m, max_cells=max_cells, call="hex_projective_plane")

    def inside(x: int, y: int) -> bool:
        return 0 <= x < n and -m < y <= 0

    def index(x: int, y: int) -> int:
        return -y * n + x

    def antipode(x: int, y: int) -> tuple[int, int]:
        return n - 1 - x, -(m - 1) - y

    edges: dict[int, dict[int, int]] = {i: {} for i in range(n * m)}

    def join(u: int, v: int, label: int) -> None:
        if u != v:
            edges[u][v] = label
            edges[v][u] = label

    for row in range(m):
        for col in range(n):
            x, y = col, -row
            for dx, dy in HEX_STEPS:
                if inside(x + dx, y + dy):
                    join(index(x, y), index(x + dx, y + dy), 0)
                else:
                    join(index(x, y), index(*antipode(x, y)), 1)
    for x in range(-1, n + 1):
        for y in range(-m, 2):
            for tri in (((x, y), (x + 1, y), (x + 1, y + 1)), ((x, y), (x + 1, y + 1), (x, y + 1))):
                cells = sorted(index(*p) for p in tri if inside(*p))
                if len(cells) == 2:
                    p, q = cells
                    qx, qy = q % n, -(q // n)
                    join(p, index(*antipode(qx, qy)), 1)
    nbrs = tuple(tuple(sorted(edges[i].items())) for i in range(n * m))
    return Surface("projective plane", "hex", n, m, CyclicGroup2(), nbrs)
