"""Which loop classes an n x n hex torus can hold: simple cycles and loops that do not touch themselves.

A *simple cycle* on a board is a closed walk through k >= 3 distinct cells, consecutive cells adjacent. A
*non-touching loop* (an induced cycle) is a simple cycle in which no two non-consecutive cells are
adjacent: the path never "bumps into itself". Schepler [1]_ says the 6 x 6 torus "supports 12 different
classes before the path starts bumping into itself"; this module decides, for every n, which primitive
classes (x, y) (:mod:`topology.lattice`) are carried by each kind of loop and the shortest such loop.

Theorem (used by :func:`class_census`, checked by the exhaustive search :func:`exhaustive_census`)
---------------------------------------------------------------------------------------------------
On the n x n hex torus (n >= 3), with ``|v|`` the hex norm of a primitive class v:

1. every closed walk of class v has length >= n ``|v|`` (it lifts to a path from c to c + n v);
2. a simple cycle of class v exists iff ``|v|`` <= n, and then the shortest has length n ``|v|``;
3. a non-touching loop of class v exists iff 2 ``|v|`` <= n, and then the shortest has length n ``|v|``.

Existence: write v = alpha s1 + beta s2 with s1, s2 the unit steps bounding v's sextant, and let D be
the digital straight line {q = i s1 + j s2 : 0 <= alpha j - beta i < ``|v|``} (the Christoffel path of
slope v, :func:`digital_line_cycle`). Its translates D + n u meet D only if ``|g(n u)|`` < ``|v|`` for
g(q) = alpha j - beta i, and ``|g(u)|`` >= 1 for u not a multiple of v: so D closes up to a simple cycle of
class v and length n ``|v|`` when n >= ``|v|``. Steps change g by -beta, alpha or +-``|v|``, and D is an induced
path in the plane, so D + n u touches D only if n < 2 ``|v|``. The constructions are checked cell by cell.

Non-existence: a simple cycle has at most n^2 cells, so (1) gives ``|v|`` <= n. For a non-touching loop C
of class v, the cells adjacent to C on one side (the fans of the triangulation) lie strictly between
the lift of C and its next translate, are not on C, and form a connected set invariant under the
translation by n v; a functional l with l(s1) = l(s2) = 1 and ``|l(step)|`` <= 1 then takes every residue
modulo n ``|v|`` on it, so it has >= n ``|v|`` cells, distinct modulo the torus. Hence 2 n ``|v|`` <= n^2.

So the simple classes number 3 (phi(1) + ... + phi(n)) and the non-touching ones
3 (phi(1) + ... + phi(floor(n / 2))): 12 for n = 6 under the non-touching reading (36 simple).

Cycles inside a set of cells (any surface)
------------------------------------------
:func:`simple_cycles` lists every simple cycle whose cells lie in a given set (the stones of one colour,
say) with its deck element, :func:`simple_cycle_classes` the classes of the non-contractible ones, and
:func:`cycle_order` puts a set of cells that forms a loop in the order of the loop.

References
----------
.. [1] A. Schepler, "A three-player connection game",
   seeds/003_4502657011210c81.txt.

Examples
--------
>>> from topology.cycles import class_census
>>> len(class_census(6, "induced")), len(class_census(6, "simple"))
(12, 36)
"""

from __future__ import annotations

from typing import Any, Collection, Iterable, Iterator, Sequence

from combgames.base.checks import check_int, check_one_of, check_size
from topology.homology import KleinClass
from topology.lattice import LoopClass, class_vector, classes_by_norm, is_primitive, rotate60
from topology.surfaces import KleinBottleGroup, Surface, TranslationGroup, hex_torus

__all__ = [
    "CensusLimitError",
    "CYCLE_KINDS",
    "class_census",
    "cycle_element",
    "cycle_order",
    "digital_line_cycle",
    "exhaustive_census",
    "is_induced_cycle",
    "is_simple_cycle",
    "simple_cycle_classes",
    "simple_cycles",
]

CYCLE_KINDS = ("simple", "induced")
_UNIT_STEPS = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))  # counter-clockwise in the tilted plot


def is_simple_cycle(surface: Surface, cells: Sequence[int]) -> bool:
    """Return True when ``cells`` (in order, not repeating the first) form a simple cycle of length >= 3."""
    cells = _cell_list(surface, cells)
    k = len(cells)
    if k < 3 or len(set(cells)) != k:
        return False
    return all(surface.adjacent(cells[i], cells[(i + 1) % k]) for i in range(k))


def is_induced_cycle(surface: Surface, cells: Sequence[int]) -> bool:
    """Return True for a simple cycle in which no two non-consecutive cells are adjacent (a loop that does
    not touch itself)."""
    if not is_simple_cycle(surface, cells):
        return False
    k = len(cells)
    pos = {c: i for i, c in enumerate(cells)}
    for i, c in enumerate(cells):
        for d, _ in surface.neighbours[c]:
            j = pos.get(d)
            if j is not None and (j - i) % k not in (1, k - 1):
                return False
    return True


def cycle_element(surface: Surface, cells: Sequence[int]) -> Any:
    """Return the class of the closed walk through ``cells``: a :class:`LoopClass` on the torus, else the
    deck element.

    Raises
    ------
    ValueError
        If ``cells`` is empty, holds a cell off the board, or two consecutive cells are not adjacent.
    """
    cells = _cell_list(surface, cells)
    if not cells:
        raise ValueError("a closed walk needs at least one cell, not none")
    e = surface.walk_element(cells)
    return LoopClass.of(*e) if isinstance(surface.group, TranslationGroup) else e


def _sextant_steps(x: int, y: int) -> tuple[tuple[int, int], tuple[int, int], int, int]:
    for k in range(6):
        s1, s2 = _UNIT_STEPS[k], _UNIT_STEPS[(k + 1) % 6]
        det = s1[0] * s2[1] - s1[1] * s2[0]
        alpha = (x * s2[1] - y * s2[0]) // det
        beta = (s1[0] * y - s1[1] * x) // det
        if alpha > 0 and beta >= 0 and alpha * s1[0] + beta * s2[0] == x and alpha * s1[1] + beta * s2[1] == y:
            return s1, s2, alpha, beta
    raise ValueError(f"no sextant for ({x}, {y})")  # pragma: no cover - (0, 0) is rejected earlier


def digital_line_cycle(n: int, c: LoopClass | tuple[int, int]) -> list[int]:
    """Return the cells, in order, of the digital straight loop of class ``c`` on :func:`hex_torus` (n).

    It has length n ``|c|`` and is simple when ``|c|`` <= n and non-touching when 2 ``|c|`` <= n (see the module
    docstring); the caller can check with :func:`is_simple_cycle` / :func:`is_induced_cycle`.

    Raises
    ------
    ValueError
        If n < 1, ``c`` is not primitive, or the loop would have more than 10^7 cells.

    Examples
    --------
    >>> from topology import hex_torus, digital_line_cycle, cycle_element
    >>> t = hex_torus(6)
    >>> cells = digital_line_cycle(6, (1, 2))
    >>> len(cells), str(cycle_element(t, cells))
    (12, '(1,2)')
    """
    n = check_int(n, "n", minimum=1)
    x, y = class_vector(c)
    if not is_primitive(x, y):
        raise ValueError(f"class must be primitive, not ({x}, {y})")
    s1, s2, alpha, beta = _sextant_steps(x, y)
    m = alpha + beta
    if n * m > 10**7:
        raise ValueError(f"digital_line_cycle({n}, ({x}, {y})): the loop has n |c| = {n * m:,} cells, more than 10^7")
    px = py = 0
    g = 0
    cells = []
    for _ in range(n * m):
        cells.append(((-py) % n) * n + px % n)
        if g >= beta:
            px, py, g = px + s1[0], py + s1[1], g - beta
        else:
            px, py, g = px + s2[0], py + s2[1], g + alpha
    assert (px, py) == (n * x, n * y) and g == 0
    return cells


def class_census(n: int, kind: str = "simple", *, max_work: int = 10**8) -> dict[LoopClass, int]:
    """Return {class: shortest loop length} for the classes carried by a simple (or non-touching) loop on
    the n x n hex torus, by the theorem of the module docstring.

    Each class's loop is constructed (:func:`digital_line_cycle`) and checked to be a simple (induced)
    cycle of that class and length n ``|class|``, which is the lower bound for any loop; classes beyond the
    proven bound are excluded. :func:`exhaustive_census` is the independent brute force.

    Parameters
    ----------
    n : int
        Board size, >= 3.
    kind : {"simple", "induced"}
        "induced" = loops in which no two non-consecutive cells are adjacent.
    max_work : int
        Refuse when the census would check more than this many cells, about n^4 (one loop of length up to
        n ``|c|`` <= n^2 checked on the n x n board for each of about n^2 classes; default 10^8: n <= 100, about
        a minute).

    Raises
    ------
    ValueError
        If n < 3, ``kind`` is unknown, or the work estimate exceeds ``max_work``.

    Examples
    --------
    >>> from topology.cycles import class_census
    >>> sorted(class_census(3, "induced").items())
    [(LoopClass(x=0, y=1), 3), (LoopClass(x=1, y=0), 3), (LoopClass(x=1, y=1), 3)]
    """
    check_one_of(kind, "kind", CYCLE_KINDS)
    n = check_int(n, "n", minimum=3)
    check_size(n**4, max_work, call=f"class_census({n})", what="the census (about n^4 cells checked)",
               name="max_work", unit="cells", verb="run")
    bound = n if kind == "simple" else n // 2
    surface = hex_torus(n)
    check = is_simple_cycle if kind == "simple" else is_induced_cycle
    out = {}
    for c in classes_by_norm(max(bound, 1)):
        if c.norm > bound:
            continue
        cells = digital_line_cycle(n, c)
        if not check(surface, cells) or cycle_element(surface, cells) != c:  # pragma: no cover - theorem
            raise AssertionError(f"construction failed for class {c} on the {n} x {n} torus")
        out[c] = len(cells)
    return out


class CensusLimitError(ValueError):
    """The exhaustive search stopped at its stated limit; ``found`` holds the census of the paths searched."""

    def __init__(self, message: str, found: dict):
        super().__init__(message)
        self.found = found


def exhaustive_census(n: int, kind: str = "simple", *, max_length: int | None = None,
                      symmetry: bool = False, max_paths: int = 5 * 10**7) -> dict[LoopClass, int]:
    """Return {class: shortest length} over *all* simple (or induced) cycles of the n x n hex torus.

    Complete depth-first search over every simple / induced path starting at cell A1 (every cycle has a
    translate through A1), closing when the path returns next to A1; the class comes from the lifted
    coordinates. Exponential: n <= 4 for simple cycles and n <= 6 for induced ones take seconds; it is
    the brute-force twin of :func:`class_census`. Classes of contractible cycles are omitted.

    Parameters
    ----------
    n : int
    kind : {"simple", "induced"}
    max_length : int, optional
        Only cycles of at most this length (default: all).
    symmetry : bool
        Use the 60-degree rotation of the torus about A1 (a symmetry: it maps the lattice n Z^2 to itself):
        search only paths whose first step is A1 -> B1 and close the classes found under
        :func:`~topology.lattice.rotate60`. About six times faster; default False (the plain twin).
    max_paths : int
        Stop after extending this many paths (default 5 * 10^7, about 40 s; the full search of the 4 x 4
        torus extends 1.8 * 10^7).

    Raises
    ------
    CensusLimitError
        A ValueError, when the search reaches ``max_paths``; its ``found`` attribute is the census of the
        paths searched so far (an upper bound on each shortest length found, not a complete census).
    """
    check_one_of(kind, "kind", CYCLE_KINDS)
    n = check_int(n, "n", minimum=3)
    max_paths = check_int(max_paths, "max_paths", minimum=1)
    surface = hex_torus(n)
    size = surface.size
    limit = size if max_length is None else check_int(max_length, "max_length", minimum=1)
    # neighbour table with lifted displacement: label (i, j) -> cell step in lifted (x, y)
    nbrs = []
    for u in range(size):
        ux, uy = u % n, -(u // n)
        row = []
        for v, (i, j) in surface.neighbours[u]:
            vx, vy = v % n + i * n, -(v // n) + j * n
            row.append((v, vx - ux, vy - uy))
        nbrs.append(tuple(row))
    nmask = [sum(1 << v for v, _, _ in nbrs[u]) for u in range(size)]
    best: dict[tuple[int, int], int] = {}
    induced = kind == "induced"
    start = 0
    start_nbr = nmask[start]
    # stack entries: (cell, lifted x, lifted y, used mask, mask of cells touching the path before cell, length)
    stack = [(start, 0, 0, 1 << start, 0, 1)]
    paths = 0
    while stack:
        paths += 1
        if paths > max_paths:
            found = {LoopClass.of(*k): v for k, v in sorted(best.items())}
            raise CensusLimitError(f"exhaustive_census({n}, {kind!r}): stopped after max_paths={max_paths:,} paths "
                                   f"with {len(found)} classes found so far (the search is exponential in n; "
                                   f"pass max_length or a larger max_paths)", found)
        u, x, y, used, blocked, length = stack.pop()
        for v, dx, dy in nbrs[u]:
            if symmetry and u == start and (dx, dy) != (1, 0):
                continue
            if v == start:
                if length >= 3:
                    key = (x + dx, y + dy)
                    if key != (0, 0):
                        cx, cy = key[0] // n, key[1] // n
                        c = LoopClass.of(cx, cy).vector
                        if best.get(c, limit + 1) > length:
                            best[c] = length
                continue
            bit = 1 << v
            if used & bit or length >= limit:
                continue
            if induced:
                if blocked & bit:
                    continue
                if start_nbr & bit and length >= 2:
                    # v touches the start: it can only be the last cell; close if v is free otherwise
                    for w, ddx, ddy in nbrs[v]:
                        if w == start and length + 1 >= 3:
                            key = (x + dx + ddx, y + dy + ddy)
                            if key != (0, 0):
                                c = LoopClass.of(key[0] // n, key[1] // n).vector
                                if best.get(c, limit + 1) > length + 1:
                                    best[c] = length + 1
                    continue
                new_blocked = blocked if u == start else blocked | nmask[u]
                stack.append((v, x + dx, y + dy, used | bit, new_blocked, length + 1))
            else:
                stack.append((v, x + dx, y + dy, used | bit, blocked, length + 1))
    if symmetry:
        for k, v in list(best.items()):
            for _ in range(2):
                k = LoopClass.of(*rotate60(*k)).vector
                if best.get(k, limit + 1) > v:
                    best[k] = v
    return {LoopClass.of(*k): v for k, v in sorted(best.items())}


def _check_surface(surface: Any) -> None:
    if not isinstance(surface, Surface):
        raise TypeError(f"surface must be a topology Surface, not {type(surface).__name__}")


def _cell_list(surface: Surface, cells: Any, name: str = "cells") -> list[int]:
    """``cells`` as a list of cell indices of ``surface`` (in order), or a TypeError / ValueError naming them."""
    _check_surface(surface)
    if isinstance(cells, (str, bytes)) or not isinstance(cells, Iterable):
        raise TypeError(f"{name} must be a sequence of cell indices, not {type(cells).__name__} {cells!r}"[:200])
    return [check_int(c, f"each of {name}", minimum=0, maximum=surface.size - 1) for c in cells]


def _cells_of(surface: Surface, cells: Iterable[int] | None, name: str = "cells") -> set[int]:
    if cells is None:
        _check_surface(surface)
        return set(range(surface.size))
    return set(_cell_list(surface, cells, name))


def simple_cycles(surface: Surface, cells: Iterable[int] | None = None) -> Iterator[tuple[tuple[int, ...], Any]]:
    """Yield every simple cycle whose cells lie in ``cells``, once, with the deck element of its walk.

    A simple cycle is a closed walk through k >= 3 distinct cells, consecutive cells adjacent. Each is
    yielded once, as ``(cells, element)``: the cells in walk order starting at the least cell, in the
    direction whose second cell is less than its last, and the deck element of that closed walk
    (:meth:`~topology.surfaces.Surface.walk_element`; the reversed walk has the inverse element).
    Where two cells are joined by several edges (tiny boards), each choice of edges is its own cycle.

    Parameters
    ----------
    surface : Surface
    cells : iterable of int, optional
        The cells the cycles may use (for example the stones of one colour); default every cell.

    Yields
    ------
    (tuple of int, element)

    Raises
    ------
    ValueError
        If a cell is not a cell index of ``surface`` (TypeError if it is not an integer).

    Notes
    -----
    Depth-first search from each cell s over paths through cells greater than s, so the time grows with
    the number of simple paths: exponential in general, meant for small sets of cells (a few dozen) or
    small boards.

    Examples
    --------
    >>> from topology import hex_torus, simple_cycles
    >>> t = hex_torus(6)
    >>> cross = [t.cell(f"C{r}") for r in range(1, 7)] + [t.cell(f"{c}3") for c in "ABDEF"]
    >>> sorted({e for _, e in simple_cycles(t, cross)})
    [(-1, -1), (-1, 0), (0, -1), (0, 0), (1, 0)]
    """
    members = _cells_of(surface, cells)
    mul, identity = surface.group.mul, surface.group.identity
    inside = {u: [(v, h) for v, h in surface.neighbours[u] if v in members] for u in members}
    for start in sorted(members):
        # stack entries: (cell, element of the path so far, path, bitmask of the path's cells)
        stack = [(start, identity, (start,), 1 << start)]
        while stack:
            u, e, path, used = stack.pop()
            for v, h in inside[u]:
                if v == start:
                    if len(path) >= 3 and path[1] < path[-1]:
                        yield path, mul(e, h)
                elif v > start and not used >> v & 1:
                    stack.append((v, mul(e, h), path + (v,), used | 1 << v))


def _loop_class(surface: Surface, element: Any) -> Any:
    """The class of a closed walk: LoopClass (torus), KleinClass (Klein bottle), else the element."""
    if isinstance(surface.group, TranslationGroup):
        return LoopClass.of(*element)
    if isinstance(surface.group, KleinBottleGroup):
        return KleinClass.of(element)
    return element


def simple_cycle_classes(surface: Surface, stones: Iterable[int], *, max_cycles: int = 10**6) -> frozenset:
    """Return the classes of the non-contractible simple cycles contained in a set of stones.

    A simple cycle is contained in ``stones`` when all its cells are stones (it need not use every stone).
    The class of a cycle is, on the torus, its :class:`~topology.lattice.LoopClass` (x, y) ~ (-x, -y); on
    the Klein bottle its homology class :class:`~topology.homology.KleinClass`, in both orientations (a
    cycle walked backwards has the opposite class); on the projective plane the element 1 of Z/2.

    This answers a different question from :class:`~topology.loops.CoverUnionFind`, whose periods are the
    classes of closed *walks* in a component (cells may repeat): column C and row 3 of the 6 x 6 hex torus
    have closed walks of every class but simple cycles of classes (0, 1), (1, 0) and (1, 1) only.

    Parameters
    ----------
    surface : Surface
    stones : iterable of int
        Cell indices.

    Returns
    -------
    frozenset

    max_cycles : int
        Stop after this many simple cycles (default 10^6, about 10 s).

    Raises
    ------
    ValueError
        If a stone is not a cell index of ``surface``.
    CensusLimitError
        A ValueError, after ``max_cycles`` cycles; its ``found`` attribute holds the classes found so far.

    See Also
    --------
    simple_cycles : the cycles themselves, with their deck elements.

    Notes
    -----
    Enumerates the simple cycles (:func:`simple_cycles`): exponential in the number of stones.

    Examples
    --------
    >>> from topology import hex_torus, simple_cycle_classes
    >>> t = hex_torus(6)
    >>> cross = [t.cell(f"C{r}") for r in range(1, 7)] + [t.cell(f"{c}3") for c in "ABDEF"]
    >>> sorted(str(c) for c in simple_cycle_classes(t, cross))
    ['(0,1)', '(1,0)', '(1,1)']
    """
    max_cycles = check_int(max_cycles, "max_cycles", minimum=1)
    group = surface.group if isinstance(surface, Surface) else None
    found = set()
    for count, (_, e) in enumerate(simple_cycles(surface, stones), 1):
        if count > max_cycles:
            raise CensusLimitError(f"simple_cycle_classes: stopped after max_cycles={max_cycles:,} simple cycles with "
                                   f"{len(found)} classes found so far (the number of cycles grows exponentially "
                                   "with the stones)", frozenset(found))
        if not group.is_identity(e):
            found.add(_loop_class(surface, e))
    return frozenset(found)


def cycle_order(surface: Surface, cells: Collection[int]) -> list[int]:
    """Return the cells of a loop in the order of the loop.

    A set of k >= 3 cells *forms a loop* when its cells can be listed c_0, ..., c_(k-1) so that c_i and
    c_j are adjacent exactly when i - j = +-1 (mod k): the cells induce a cycle of the board (a loop that
    does not touch itself, :func:`is_induced_cycle`). The order is then unique up to the first cell and the
    direction; this function starts at the least cell and steps first to its first listed neighbour among
    the cells (in ``surface.neighbours`` order).

    Parameters
    ----------
    surface : Surface
    cells : collection of int
        Cell indices (a set, or any order; repeats are ignored).

    Returns
    -------
    list of int
        The k cells in loop order; ``surface.walk_element(result)`` is the loop's deck element.

    Raises
    ------
    ValueError
        If a cell is not a cell index of ``surface``, if there are fewer than 3 cells, if a cell has other
        than two neighbours among the cells (the message names it), or if the cells form several loops.

    Examples
    --------
    >>> from topology import hex_torus, cycle_order, cycle_element
    >>> t = hex_torus(6)
    >>> loop = cycle_order(t, {t.cell(name) for name in ["C6", "B1", "A2", "F3", "E4", "D5"]})
    >>> [t.cell_name(c) for c in loop], str(cycle_element(t, loop))
    (['B1', 'C6', 'D5', 'E4', 'F3', 'A2'], '(1,1)')
    """
    members = _cells_of(surface, cells)
    if len(members) < 3:
        raise ValueError(f"cells must be at least 3 cells to form a loop, not {len(members)}")
    inside = {}
    for c in sorted(members):
        nbrs = list(dict.fromkeys(j for j, _ in surface.neighbours[c] if j in members and j != c))
        if len(nbrs) != 2:
            raise ValueError(f"cells do not form a loop: cell {surface.cell_name(c)} has {len(nbrs)} "
                             f"neighbour{'' if len(nbrs) == 1 else 's'} among them, a loop needs exactly 2")
        inside[c] = nbrs
    start = min(members)
    order, previous, current = [start], start, inside[start][0]
    while current != start:
        order.append(current)
        a, b = inside[current]
        previous, current = current, (b if a == previous else a)
    if len(order) != len(members):
        raise ValueError(f"cells do not form one loop: the loop through {surface.cell_name(start)} has "
                         f"{len(order)} of the {len(members)} cells")
    return order
