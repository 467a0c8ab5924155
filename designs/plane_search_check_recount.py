"""The checker's own count of the extensions through P and Q of every square, and the full recount with its
journal (:func:`designs.plane_search_check.check_certificate` compares the counts with the certificate's).

The plane search (:mod:`designs.plane_search`) completes the triangle of each main class representative of
order m = n - 1 (its 3n lines, numbered as the certificate states: :func:`certificate_triangle`) by new lines
through the points P or Q; the certificate states how many such *extensions* each square has. An extension is a
set of new lines through P or Q that, with the triangle's lines, join P and Q to every point exactly once, no two
points on two lines. The checker counts them again, with code of its own, written from that definition (it
shares no search code with the solver): the candidate lines are the cliques of n + 1 points through P or Q in
the graph of the pairs on no triangle line (found one point per line through the vertex A: a new line meets each
of them once), and an extension is an exact cover of the pairs (P, x) and (Q, x) still open by candidates no two
of which share two points. Two recounts of that definition:

* :func:`count_extensions`: the cliques by a plain search, an exact cover on Python integers (Algorithm X, the
  item with fewest live candidates first);
* :func:`count_extensions_compiled`: the compiled kernel of :mod:`designs.plane_search_check_kernels` (the same
  definitions, Algorithm X on ``uint64`` bitsets; the default), called on batches of squares that take about
  0.3 s, so Ctrl-C stops it within a second.

The tests compare the two on every main class of orders 4-6 and on order-8 squares with and without extensions.
Measured (``benchmarks/bench_plane_search_check.py``, shared 2-core machine, 2026-11-30, 64 squares, best of 2
interleaved): compiled 5.1 CPU ms per square, Python 248 ms (49x), the same counts; every square of the shipped
file recounted, projected: 24 CPU minutes compiled (19.5 CPU hours in Python).

The full recount (``--zeros all`` of ``python -m designs.plane_search_check``) runs in chunks of
:data:`ZERO_CHUNK` squares, each recorded in a journal (:class:`combgames.base.checkpoint.PieceJournal`; by
default in the cache folder, named by the certificate's SHA-256) when done: :func:`open_recount_journal` opens
it, refusing one of another certificate, representatives file or chunk size with one error (and leaving it as
it is), and :func:`recount_pieces` yields the chunks, those of the journal first, so a stopped recount resumes.
Journal line format (JSON, after the header of :class:`~combgames.base.checkpoint.PieceJournal`):
``{"start": i, "stop": j, "counts": {"k": count, ...}, "seconds": s}``, the squares i..j-1 with their nonzero
counts and the CPU seconds of the chunk.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from typing import Any

__all__ = ["count_extensions", "count_extensions_compiled", "recount", "open_recount_journal", "recount_pieces",
           "ZERO_CHUNK", "ZERO_JOURNAL"]

ZERO_CHUNK = 2000
"""Squares per chunk (one journal line) of the full recount of the zeros (about 10 CPU s compiled)."""

ZERO_JOURNAL = "# combgames plane-search check, the recount of every square, format 1, run"
"""The first line of the full recount's journal (then the digest of its header: certificate, representatives,
chunk)."""


def certificate_triangle(rows: Sequence[Sequence[int]]) -> tuple[list[tuple[int, ...]], int, int]:
    """The triangle's 3n lines and the points P and Q of a Latin square of order m = n - 1 (rows of symbols
    0..m-1), in the numbering the certificates use (module docstring of :mod:`designs.plane_search`): the
    vertices 0, 1, 2, then the points x_r, y_c, z_s of the three sides, then the cells (r, c); P is cell (0, 0)
    and Q the cell (1, c) of the first column c > 0 whose symbol is not that of P.

    Written for the checker from that description (it shares no code with the search). Package-internal (not
    in ``__all__``): :mod:`designs.plane_search_check` checks each partial plane against it.

    Raises
    ------
    ValueError
        If the square has no cell Q.

    Examples
    --------
    >>> from designs.plane_search_check_recount import certificate_triangle
    >>> lines, p, q = certificate_triangle([[(r + c) % 3 for c in range(3)] for r in range(3)])
    >>> len(lines), p, q
    (12, 12, 16)
    """
    rows = [[int(v) for v in row] for row in rows]
    m = len(rows)
    x, y, z = (lambda r: 3 + r), (lambda c: 3 + m + c), (lambda s: 3 + 2 * m + s)

    def cell(r: int, c: int) -> int:
        return 3 + 3 * m + r * m + c

    lines = [[0, 1] + [z(s) for s in range(m)], [1, 2] + [x(r) for r in range(m)], [0, 2] + [y(c) for c in range(m)]]
    lines += [[0, x(r)] + [cell(r, c) for c in range(m)] for r in range(m)]
    lines += [[1, y(c)] + [cell(r, c) for r in range(m)] for c in range(m)]
    lines += [[2, z(s)] + [cell(r, c) for r in range(m) for c in range(m) if rows[r][c] == s] for s in range(m)]
    q = next((c for c in range(1, m) if rows[1][c] != rows[0][0]), None)
    if q is None:
        raise ValueError(f"a square of order {m} has no cell Q")
    return [tuple(sorted(line)) for line in lines], cell(0, 0), cell(1, q)


def _cliques(start: int, adjacent: list[int], classes: list[int]) -> list[int]:
    """The cliques containing ``start`` with one point in each class (masks) not holding ``start``, in the graph
    of bitmasks ``adjacent``, as masks. With the classes the lines through a vertex (less the vertex), these are
    all the cliques of n + 1 points off that vertex: two points of one class are joined, so a clique has at most
    one point per class, and n + 1 points fill the n + 1 classes."""
    rest = [c for c in classes if not c >> start & 1]
    found = []

    def grow(k: int, mask: int, common: int) -> None:
        if k == len(rest):
            found.append(mask)
            return
        options = common & rest[k]
        while options:
            low = options & -options
            options ^= low
            grow(k + 1, mask | low, common & adjacent[low.bit_length() - 1])

    grow(0, 1 << start, adjacent[start])
    return found


def count_extensions(rows: Sequence[Sequence[int]]) -> int:
    """The number of sets of new lines through P or Q that, with the triangle's lines, join P and Q to every
    point exactly once, no two points on two lines: counted here by a search of this module's own.

    The candidates are the cliques of n + 1 points through P or Q in the graph of the pairs on no triangle line
    (found one point per line through the vertex A: a new line meets each of them once);
    the items are the points still to join to P and to Q; two candidates conflict when they share two points.
    Algorithm X on Python integers: the item with fewest live candidates first.

    Examples
    --------
    >>> from designs.plane_search_check_recount import count_extensions
    >>> count_extensions([[(r + c) % 4 for c in range(4)] for r in range(4)])     # PG(2, 5): 2
    2
    """
    rows = [[int(v) for v in row] for row in rows]
    m = len(rows)
    n = m + 1
    points = n * n + n + 1
    lines, p, q = certificate_triangle(rows)
    joined = [1 << x for x in range(points)]
    for line in lines:
        mask = sum(1 << x for x in line)
        for x in line:
            joined[x] |= mask
    full = (1 << points) - 1
    adjacent = [full & ~joined[x] for x in range(points)]
    classes = [sum(1 << x for x in line if x != 0) for line in lines if 0 in line]    # the lines through A
    candidates = _cliques(p, adjacent, classes)
    candidates += [c for c in _cliques(q, adjacent, classes) if not c >> p & 1]
    items = [(p, x) for x in range(points) if adjacent[p] >> x & 1]
    items += [(q, x) for x in range(points) if adjacent[q] >> x & 1 and x != p]
    covers = {item: 0 for item in items}
    on = [0] * points
    for i, c in enumerate(candidates):
        for x in range(points):
            if c >> x & 1:
                on[x] |= 1 << i
    for item in items:
        covers[item] = on[item[0]] & on[item[1]]
    conflicts = []
    for c in candidates:
        pts = [x for x in range(points) if c >> x & 1]
        bad = 0
        for a, b in itertools.combinations(pts, 2):
            bad |= on[a] & on[b]
        conflicts.append(bad)

    def search(live: int, left: list[tuple[int, int]]) -> int:
        if not left:
            return 1
        options, fewest = 0, -1
        for it in left:                       # the item with fewest live candidates (stop at none or one)
            here = live & covers[it]
            size = here.bit_count()
            if fewest < 0 or size < fewest:
                options, fewest = here, size
                if size <= 1:
                    break
        total = 0
        while options:
            low = options & -options
            i = low.bit_length() - 1
            options ^= low
            c = candidates[i]
            rest = [it for it in left if not (c >> it[0] & 1 and c >> it[1] & 1)]
            total += search(live & ~conflicts[i], rest)
        return total

    return search((1 << len(candidates)) - 1, items)


def count_extensions_compiled(squares: Any, *, budget: float = 0.3) -> list[int]:
    """:func:`count_extensions` of each square of ``squares`` (Latin squares of one order m, symbols 0..m-1, as
    lists of rows or an array k x m x m), by the compiled kernel of
    :mod:`designs.plane_search_check_kernels` (written for the checker from the definitions, like
    :func:`count_extensions`, and measured against it: ``benchmarks/bench_plane_search_check.py``).

    The kernel is called on batches of squares that take about ``budget`` seconds, so Ctrl-C stops it within
    a second.

    Examples
    --------
    >>> from designs.plane_search_check_recount import count_extensions_compiled
    >>> count_extensions_compiled([[[(r + c) % 4 for c in range(4)] for r in range(4)]])     # PG(2, 5): 2
    [2]
    """
    import time

    import numpy as np

    from designs.plane_search_check_kernels import count_squares

    array = np.asarray(squares, dtype=np.int64)
    if array.ndim != 3 or array.shape[1] != array.shape[2] or array.shape[1] < 3:
        raise ValueError(f"expected squares of one order at least 3 (k x m x m), not shape {array.shape}")
    symbols = np.arange(array.shape[1])
    for k, square in enumerate(array):
        if not ((np.sort(square, axis=0) == symbols[:, None]).all() and (np.sort(square, axis=1) == symbols).all()):
            raise ValueError(f"square {k} is not a Latin square on the symbols 0..{array.shape[1] - 1}")
    counts = np.zeros(len(array), dtype=np.int64)
    nodes = np.zeros(1, dtype=np.int64)
    at, batch, capacity = 0, 1, 4096
    while at < len(array):
        start = time.perf_counter()
        stop = min(len(array), at + batch)
        done = int(count_squares(array[at:stop], capacity, counts[at:stop], nodes))
        elapsed = time.perf_counter() - start
        if done == 0:                      # more candidate lines than the capacity: again with more room
            capacity *= 4
            continue
        at += done
        batch = max(1, min(4096, int(done * budget / max(elapsed, 1e-6))))
    return [int(c) for c in counts]


def recount(squares: Sequence[Any], recounter: str = "compiled") -> list[int]:
    """The number of extensions through P and Q of each square (lists of rows), by :func:`count_extensions`
    (``recounter="python"``) or :func:`count_extensions_compiled` (``"compiled"``).

    Examples
    --------
    >>> from designs.plane_search_check_recount import recount
    >>> cyclic = [[(r + c) % 4 for c in range(4)] for r in range(4)]
    >>> recount([cyclic], "python") == recount([cyclic], "compiled") == [2]
    True
    """
    if recounter not in ("compiled", "python"):
        raise ValueError(f"recounter must be 'compiled' or 'python', not {recounter!r}")
    if recounter == "python":
        return [count_extensions(rows) for rows in squares]
    return count_extensions_compiled(squares) if len(squares) else []


def sha256_of_file(path: Any) -> str:
    """The SHA-256 of a file's bytes, in hex (read in blocks of 1 MiB). Package-internal (not in ``__all__``):
    the checker names the representatives file by it too."""
    import hashlib

    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _parse_piece(data: Any) -> tuple[int, dict[str, Any]]:
    """(start, piece) of a journal line; KeyError/TypeError/ValueError when it is not a piece."""
    start, stop, found = data["start"], data["stop"], data["counts"]
    if not (type(start) is int and type(stop) is int and 0 <= start < stop and type(found) is dict
            and all(k.isdigit() and start <= int(k) < stop and type(v) is int and v > 0 for k, v in found.items())
            and type(data["seconds"]) in (int, float)):
        raise ValueError("not a piece")
    return start, data


def open_recount_journal(certificate: Any, representatives: Any, journal: Any = None,
                         chunk: int = ZERO_CHUNK) -> tuple[Any, dict[int, dict[str, Any]]]:
    """The journal of the full recount of ``certificate``'s squares and its finished chunks by start.

    Parameters
    ----------
    certificate, representatives : path
        The certificate checked and the representatives file whose squares are recounted; the journal's header
        holds the SHA-256 of both, and the chunk size.
    journal : path, optional
        Default: ``plane-check-recount-<first 16 hex digits of the certificate's SHA-256>.journal`` in the cache
        folder (:func:`combgames.base.checkpoint.default_cache_dir`).
    chunk : int
        Squares per chunk.

    Returns
    -------
    (PieceJournal, dict)
        The open journal (:class:`combgames.base.checkpoint.PieceJournal`) and ``{start: piece}`` of the chunks
        it holds (module docstring: the line format).

    Raises
    ------
    ValueError
        For a chunk size that is not a positive int, or a journal of another run (another certificate,
        representatives file or chunk size), which is left as it is.
    """
    from combgames.base.checkpoint import PieceJournal, default_cache_dir

    if type(chunk) is not int or chunk < 1:
        raise ValueError(f"the chunk must be a positive number of squares, not {chunk!r}")
    digest = sha256_of_file(certificate)
    if journal is None:
        journal = default_cache_dir() / f"plane-check-recount-{digest[:16]}.journal"
    header = {"certificate": digest, "representatives": sha256_of_file(representatives), "chunk": chunk}
    log = PieceJournal(journal, ZERO_JOURNAL, header)
    return log, log.read_pieces(_parse_piece)


def recount_pieces(representatives: Any, classes: int, *, log: Any, done: dict[int, dict[str, Any]], chunk: int,
                   recounter: str = "compiled",
                   progress: Callable[[str], Any] | None = None) -> Iterator[dict[str, Any]]:
    """Yield the recount of every square of the representatives file, ``classes`` squares, in pieces
    ``{"start", "stop", "counts", "seconds"}`` (module docstring): first the pieces ``done`` (from
    :func:`open_recount_journal`), in order, then the others, counted (:func:`recount`) in chunks of ``chunk``
    squares.

    A new piece is recorded in the journal ``log`` and added to ``done`` when the caller asks for the next one,
    so a piece the caller rejects (by raising) is not recorded; ``progress``, when given, is called with a line
    of text after each new piece. The journal is closed when the pieces end or the caller stops.

    Raises
    ------
    ValueError
        If a piece of the journal is not a chunk of ``chunk`` squares of this file (the journal is then not
        used to resume).
    """
    import time

    from designs.latin_representatives import read_main_classes

    try:
        for start, piece in done.items():
            if start % chunk or piece["stop"] != min(start + chunk, classes):
                raise ValueError(f"the recount journal has a chunk {start}..{piece['stop']} that is not one of "
                                 f"{chunk} squares of this file; refusing to resume from it")
        yield from [piece for _, piece in sorted(done.items())]
        begin, wall = time.process_time(), time.perf_counter()
        fresh = 0
        block: list[list[list[int]]] = []
        pending = any(start not in done for start in range(0, classes, chunk))
        for entry in read_main_classes(representatives) if pending else ():
            if entry.index // chunk * chunk in done:
                continue
            block.append([[int(v) for v in row] for row in entry.square.array])
            if len(block) == chunk or entry.index == classes - 1:
                start = entry.index - len(block) + 1
                tick = time.process_time()
                found = recount(block, recounter)
                piece = {"start": start, "stop": entry.index + 1,
                         "counts": {str(start + k): c for k, c in enumerate(found) if c},
                         "seconds": round(time.process_time() - tick, 3)}
                yield piece
                log.append(piece)
                done[start] = piece
                fresh += len(block)
                block = []
                if progress is not None:
                    progress(_progress_line(done, classes, fresh, time.process_time() - begin,
                                            time.perf_counter() - wall))
    finally:
        log.close()


def _progress_line(done: dict[int, dict[str, Any]], classes: int, fresh: int, cpu: float, wall: float) -> str:
    squares = sum(p["stop"] - p["start"] for p in done.values())
    left = (classes - squares) * wall / fresh if fresh else 0.0
    return (f"recounted {squares:,} of {classes:,} squares; this process: {fresh:,} in {cpu:.0f} CPU s "
            f"({cpu / max(fresh, 1) * 1000:.2f} ms a square), about {left / 60:.0f} min left")
