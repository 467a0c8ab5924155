"""The separate checker of the plane search's certificates (:mod:`designs.plane_search`).

It shares no search code with the solver: it reads a partial plane (lines as sets of point indices) and a
search tree (:func:`designs.plane_search.completion_tree`, plain JSON data) and replays it with its own
notion of a candidate: a line that can still be added is a set of n + 1 points, pairwise not yet on a common
line, containing the node's pair -- a clique of size n + 1 in the graph of open pairs, found here by a plain
clique search (the solver's candidates are near transversals of a Latin square; the two agree on the
triangle's points, which is what the check establishes node by node). At each node it checks that the pair is
open, that the listed lines are exactly the cliques through it (none missing, none extra), and recurses with
each; a leaf marked as a plane must leave no open pair (then it is a projective plane: every pair on exactly
one line), a dead end must have no clique through its pair. So a tree that checks proves that the planes at its
leaves are all the completions -- none when it is a refutation.

The whole run's certificate (its format is in the module docstring of :mod:`designs.plane_search`) is checked by
:func:`check_certificate`: the header against the representatives file (SHA-256, order, number of squares); the
counts cover every square; every partial plane holds the triangle's lines of its square (computed here from the
documented numbering) and new lines through P or Q (the documented 5-arc rule) joining them to every point, as
many and as distinct as the count says; every tree replays; the planes at the leaves have exactly the listed
nauty certificates, completion counts, collineation group orders (nauty, here) and names (the known planes'
certificates); the totals add up. The extensions through P and Q are then counted again by a search of this
module's own (:func:`count_extensions`: candidate lines are the cliques of open pairs through P or Q, one point
on each line through A; an exact cover on Python integers) on every square with an extension and on a seeded
random sample of the others: the zeros are checked on the sample only. Measured
(``benchmarks/bench_plane_search.py --checker``, shared 2-core machine): 224 CPU ms per square of order 8
against 4.5 ms for the compiled search (50x), so a recount of all 283,657 squares would take about 18 CPU hours;
the rest of the check of the 21 squares' 325 partial planes (trees, 325 nauty certificates, group orders) takes
about 4 CPU minutes. ``python -m designs.plane_search_check CERT [--representatives PATH] [--sample N]`` exits
0 when the certificate checks, 1 (one line) when it does not, 2 (one line) for bad input.

Record format (per partial plane, JSON): ``{"order": n, "lines": [[...], ...], "tree": TREE}`` where TREE is
``{"plane": true}``, or ``{"pair": [u, v], "lines": [[...], ...], "children": [TREE, ...]}`` with one child per
listed line, in order (an empty list of lines is a dead end).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["CheckResult", "check_tree", "CertificateRejected", "CertificateCheck", "CERTIFICATE_FORMAT",
           "count_extensions", "check_certificate", "main"]


class CheckResult(dict):
    """The counts of a checked tree: ``nodes``, ``dead_ends`` and ``planes`` (a dict)."""


def _open_pairs(points: int, lines: Sequence[Sequence[int]]) -> set[tuple[int, int]]:
    covered: set[tuple[int, int]] = set()
    for line in lines:
        for pair in itertools.combinations(sorted(line), 2):
            if pair in covered:
                raise ValueError(f"not a partial plane: points {pair} are on two lines")
            covered.add(pair)
    return {p for p in itertools.combinations(range(points), 2) if p not in covered}


def _cliques_through(pair: tuple[int, int], size: int, open_pairs: set, points: int) -> list[tuple[int, ...]]:
    u, v = pair
    joined = {x: set() for x in range(points)}
    for a, b in open_pairs:
        joined[a].add(b)
        joined[b].add(a)
    found = []

    def grow(extra: list[int], common: set[int]) -> None:
        if 2 + len(extra) == size:
            found.append(tuple(sorted((u, v, *extra))))
            return
        low = extra[-1] if extra else -1
        for w in sorted(common):
            if w > low:
                grow(extra + [w], common & joined[w])

    grow([], joined[u] & joined[v])
    return sorted(found)


def check_tree(order: int, lines: Sequence[Sequence[int]], tree: dict[str, Any],
               planes: list[list[tuple[int, ...]]] | None = None) -> CheckResult:
    """Replay a search tree of the completions of a partial plane of order ``order`` (module docstring).

    Returns
    -------
    CheckResult
        ``nodes``: the nodes checked; ``dead_ends``; ``planes``: the number of complete leaves. When a list
        ``planes`` is given, the line set of each complete leaf (``lines`` and the lines on its path) is
        appended to it, in depth-first order (children in order).

    Raises
    ------
    ValueError
        Naming the first node that does not check (a pair already covered, a candidate missing or extra, a
        dead end with a line through its pair, a plane leaf with an open pair).

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import completion_tree, triangle_lines
    >>> from designs.plane_search_check import check_tree
    >>> L = LatinSquare.cyclic(2)
    >>> r = check_tree(3, triangle_lines(L), completion_tree(L, triangle_lines(L)))
    >>> r["planes"], r["dead_ends"]
    (1, 0)
    """
    points = order * order + order + 1
    result = CheckResult(nodes=0, dead_ends=0, planes=0)
    start = [tuple(sorted(line)) for line in lines]
    stack = [(tree, _open_pairs(points, lines), "root", start)]
    while stack:
        node, open_pairs, where, path = stack.pop()
        if type(node) is not dict:
            raise ValueError(f"{where}: a node must be a JSON object")
        result["nodes"] += 1
        if node.get("plane"):
            if open_pairs:
                raise ValueError(f"{where}: marked a plane but {len(open_pairs)} pairs are on no line, "
                                 f"e.g. {min(open_pairs)}")
            result["planes"] += 1
            if planes is not None:
                planes.append(path)
            continue
        if not (type(node.get("pair")) is list and type(node.get("lines")) is list
                and type(node.get("children", [])) is list):
            raise ValueError(f"{where}: a node needs a pair, its lines and its children")
        pair = tuple(node["pair"])
        if pair not in open_pairs:
            raise ValueError(f"{where}: pair {pair} is already on a line")
        try:
            listed = [tuple(sorted(int(x) for x in line)) for line in node["lines"]]
        except (TypeError, ValueError):
            raise ValueError(f"{where}: the lines must be lists of point indices") from None
        truth = _cliques_through(pair, order + 1, open_pairs, points)
        if sorted(listed) != truth:
            missing = sorted(set(truth) - set(listed))
            raise ValueError(f"{where}: the lines through {pair} listed are not all the possible ones "
                             f"(missing {missing[:1]}, extra {sorted(set(listed) - set(truth))[:1]})")
        if not listed:
            result["dead_ends"] += 1
            continue
        if len(node.get("children", [])) != len(listed):
            raise ValueError(f"{where}: {len(listed)} lines but {len(node.get('children', []))} children")
        for k, (line, child) in reversed(list(enumerate(zip(listed, node["children"])))):
            rest = open_pairs - set(itertools.combinations(line, 2))
            stack.append((child, rest, f"{where}/{k}", path + [line]))
    return result


# --------------------------------------------------------------------------- the certificate of a whole run

class CertificateRejected(ValueError):
    """The certificate does not check (the message names the first problem found)."""


@dataclass
class CertificateCheck:
    """What :func:`check_certificate` verified.

    Attributes
    ----------
    order : int
        n, the order of the planes.
    squares, extending, extensions, completing, completions : int
        The squares searched, those with an extension through P and Q, the partial planes, those that complete,
        the completions (leaves of the trees that are planes), as the certificate states them and checked.
    planes : list of tuple
        (name or None, collineation group order, completions) of each plane found, as recomputed here.
    tree_nodes : int
        The nodes of all the trees replayed.
    recounted : int
        Squares whose extensions through P and Q were counted again by this module's own search: every square
        with an extension, and ``sampled`` random others.
    sampled : int
        The random squares among them (the zeros are checked on this sample only: a sampled check).
    recount_seconds : float
        CPU seconds of the recount.
    seconds : float
        CPU seconds of the whole check.
    """

    order: int = 0
    squares: int = 0
    extending: int = 0
    extensions: int = 0
    completing: int = 0
    completions: int = 0
    planes: list[tuple[str | None, int, int]] = field(default_factory=list)
    tree_nodes: int = 0
    recounted: int = 0
    sampled: int = 0
    recount_seconds: float = 0.0
    seconds: float = 0.0

    def __str__(self) -> str:
        per = self.recount_seconds / self.recounted * 1000 if self.recounted else 0.0
        planes = ", ".join(f"{name or 'unknown'} (|G| = {group:,}, {count} completions)"
                           for name, group, count in self.planes)
        return (f"certificate checked: order {self.order}, {self.squares:,} squares; {self.extending} with an "
                f"extension through P, Q ({self.extensions} partial planes), {self.completing} completing "
                f"({self.completions} completions), {self.tree_nodes:,} tree nodes replayed; planes: "
                f"{planes or 'none'}; extension counts recounted independently on {self.recounted} squares "
                f"(all {self.extending} with an extension and {self.sampled} sampled at random: the zeros are a "
                f"sampled check), {per:.1f} CPU ms per square; {self.seconds:.1f} CPU s in all")


def _triangle(rows: list[list[int]]) -> tuple[list[tuple[int, ...]], int, int]:
    """The triangle's 3n lines, P and Q of a square, numbered as the certificate's header states."""
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
    >>> from designs.plane_search_check import count_extensions
    >>> count_extensions([[(r + c) % 4 for c in range(4)] for r in range(4)])     # PG(2, 5): 2
    2
    """
    rows = [[int(v) for v in row] for row in rows]
    m = len(rows)
    n = m + 1
    points = n * n + n + 1
    lines, p, q = _triangle(rows)
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


CERTIFICATE_FORMAT = "combgames plane-search certificate, format 1"
"""The ``format`` field of the header of the certificates this module checks."""


def _plane_certificate(points: int, lines: Sequence[Sequence[int]]) -> bytes:
    """nauty's certificate of a plane's incidence graph (relabelled with its first line's points first, which
    leaves the certificate unchanged and lets nauty's refinement split sooner)."""
    from combgames.base.nauty import ColouredGraph

    first = list(lines[0])
    order = first + [x for x in range(points) if x not in set(first)]
    new = {old: i for i, old in enumerate(order)}
    return ColouredGraph.incidence(points, [sorted(new[x] for x in line) for line in lines]).certificate()


def _group_order(points: int, lines: Sequence[Sequence[int]]) -> int:
    """The order of the collineation group (nauty: automorphisms of the incidence graph fixing the colours)."""
    from combgames.base.nauty import ColouredGraph

    return int(ColouredGraph.incidence(points, [sorted(line) for line in lines]).automorphism_group().order)


def _known_planes(n: int) -> dict[bytes, str]:
    """Certificate -> name of the known planes of order n (PG(2, n); at n = 9 the Hall plane, its dual and the
    Hughes plane of :mod:`designs.nondesarguesian`)."""
    from designs.fields import is_prime_power
    from designs.nondesarguesian import planes_of_order_9
    from designs.planes import projective_plane

    planes = planes_of_order_9() if n == 9 else {"desarguesian": projective_plane(n)} if is_prime_power(n) else {}
    return {_plane_certificate(p.num_points, p.blocks): name for name, p in planes.items()}


def _read_lines(path: Any) -> list[dict[str, Any]]:
    """The JSON lines of a certificate file; ValueError (bad input) when it is not one."""
    import gzip
    import json
    import zlib

    try:
        with gzip.open(path, "rt", encoding="utf-8") as f:
            first = f.readline()
            try:
                head = json.loads(first)
            except ValueError:
                head = None
            if type(head) is not dict or head.get("format") != CERTIFICATE_FORMAT:
                raise ValueError(f"{path}: not a plane-search certificate (its first line is not the header of "
                                 f"{CERTIFICATE_FORMAT!r})")
            data = [head]
            for number, line in enumerate(f, 2):
                try:
                    data.append(json.loads(line))
                except ValueError:
                    raise CertificateRejected(f"line {number} is not JSON") from None
    except (OSError, EOFError, UnicodeDecodeError, zlib.error) as err:
        raise ValueError(f"{path}: unreadable certificate ({err})") from None
    return data


def _reject(condition: bool, message: str) -> None:
    if not condition:
        raise CertificateRejected(message)


def _squares_at(representatives: Any, wanted: set[int]) -> dict[int, list[list[int]]]:
    """The squares of the representatives file at the indices ``wanted``, as lists of rows."""
    from designs.latin_representatives import read_main_classes

    return {e.index: [[int(v) for v in row] for row in e.square.array]
            for e in read_main_classes(representatives) if e.index in wanted}


def _check_header(head: dict[str, Any], representatives: Any) -> tuple[int, int]:
    """(n, the number of squares) after checking the header against the representatives file."""
    import hashlib

    from designs.latin_representatives import main_classes_header

    header = main_classes_header(representatives)
    digest = hashlib.sha256()
    with open(representatives, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    reps = head.get("representatives")
    _reject(type(reps) is dict and reps.get("sha256") == digest.hexdigest(),
            f"the header names another representatives file than {representatives} (SHA-256 differs)")
    _reject(reps.get("classes") == header.classes and reps.get("order") == header.order
            and head.get("order") == header.order + 1,
            f"the header's order or number of squares is not that of {representatives}")
    return header.order + 1, header.classes


def _check_counts(records: list[dict[str, Any]], classes: int) -> tuple[dict[int, int], int]:
    """(square -> its nonzero count, the nodes in all) after checking the chunks cover 0..classes - 1."""
    counts: dict[int, int] = {}
    nodes, at = 0, 0
    for r in records:
        span, ext, log = r.get("counts"), r.get("extensions"), r.get("nodes")
        _reject(type(span) is list and len(span) == 2 and span[0] == at and type(span[1]) is int
                and span[1] > at and type(ext) is dict and type(log) is list and len(log) == span[1] - at
                and all(type(x) is int and x >= 0 for x in log),
                f"the counts of squares {at}.. are missing or malformed")
        for key, k in ext.items():
            _reject(key.isdigit() and at <= int(key) < span[1] and type(k) is int and k > 0,
                    f"a count {key}: {k} outside its chunk or not positive")
            counts[int(key)] = k
        nodes += sum(log)
        at = span[1]
    _reject(at == classes, f"the counts cover squares 0..{at - 1}, not all {classes}")
    return counts, nodes


def _check_extension(n: int, rows: list[list[int]], lines: Any, where: str) -> list[tuple[int, ...]]:
    """The partial plane's lines, after checking it holds the square's triangle lines and lines through P or Q
    joining P and Q to every point."""
    points = n * n + n + 1
    _reject(type(lines) is list and all(type(line) is list and len(line) == n + 1 and all(
        type(x) is int and 0 <= x < points for x in line) for line in lines), f"{where}: malformed lines")
    found = [tuple(sorted(line)) for line in lines]
    triangle, p, q = _triangle(rows)
    _reject(len(set(found)) == len(found) == 5 * n - 5, f"{where}: {len(found)} lines, not {5 * n - 5} distinct")
    _reject(set(triangle) <= set(found), f"{where}: a line of the square's triangle is missing")
    _reject(all(p in line or q in line for line in set(found) - set(triangle)),
            f"{where}: a new line misses both P and Q")
    try:
        open_pairs = _open_pairs(points, found)
    except ValueError as err:
        raise CertificateRejected(f"{where}: {err}") from None
    _reject(not any(p in pair or q in pair for pair in open_pairs), f"{where}: P or Q not joined to every point")
    return found


def check_certificate(path: Any, representatives: Any = None, *, recount_sample: int = 200,
                      seed: int = 0) -> CertificateCheck:
    """Check the certificate of a run of the plane search (format: the module docstring of
    :mod:`designs.plane_search`).

    The header must name the representatives file (its SHA-256, order and number of squares); the counts must
    cover every square; each partial plane must be a partial plane holding the triangle's lines of its square
    (read from the representatives file) and new lines through P or Q joining them to every point, as many and
    as distinct as the count says; every tree must replay (:func:`check_tree`); the planes at the leaves must
    have exactly the certificates, group orders and names listed (recomputed here with nauty), and the totals
    must add up. Last, the extensions through P and Q are counted again by this module's own search
    (:func:`count_extensions`) on every square with an extension and on ``recount_sample`` random others
    (``seed``): a sampled check of the zeros.

    Parameters
    ----------
    representatives : path, optional
        The representatives file (default the shipped order-8 file).

    Raises
    ------
    CertificateRejected
        Naming the first thing that does not check.
    ValueError
        For a file that is not a certificate, or a representatives file that cannot be read.
    """
    import random
    import time

    from designs.latin_representatives import MAIN_CLASSES_ORDER8

    begin = time.process_time()
    representatives = MAIN_CLASSES_ORDER8 if representatives is None else representatives
    data = _read_lines(path)
    n, classes = _check_header(data[0], representatives)
    result = CertificateCheck(order=n, squares=classes)
    body = data[1:]
    _reject(bool(body) and type(body[-1]) is dict and set(body[-1]) == {"end"}, "the certificate is cut short")
    kinds = [next(iter(r), None) if type(r) is dict else None for r in body[:-1]]
    order_ok = kinds == sorted(kinds, key=lambda k: ["counts", "square", "plane"].index(k)
                               if k in ("counts", "square", "plane") else 9)
    _reject(order_ok and all(k in ("counts", "square", "plane") for k in kinds),
            "the lines are not counts, then extensions, then planes")
    counts, nodes = _check_counts([r for r in body[:-1] if "counts" in r], classes)
    extensions = [r for r in body[:-1] if "square" in r]
    rng = random.Random(seed)
    sample = sorted(rng.sample(range(classes), min(recount_sample, classes)))
    squares = _squares_at(representatives, set(counts) | set(sample))
    leaves = _check_trees(n, extensions, counts, squares, result)
    _check_planes(n, [r for r in body[:-1] if "plane" in r], leaves, result)
    end = body[-1]["end"]
    _reject(end == {"squares": classes, "extending": len(counts), "extensions": sum(counts.values()),
                    "completing": result.completing, "completions": result.completions,
                    "planes": len(result.planes), "nodes": nodes}, "the totals at the end do not add up")
    result.extending, result.extensions = len(counts), sum(counts.values())
    start = time.process_time()
    for index in sorted(set(counts) | set(sample)):
        found = count_extensions(squares[index])
        _reject(found == counts.get(index, 0), f"square {index}: {counts.get(index, 0)} extensions through P, Q "
                                               f"in the certificate, {found} counted here")
    result.recount_seconds = time.process_time() - start
    result.recounted, result.sampled = len(set(counts) | set(sample)), len(set(sample) - set(counts))
    result.seconds = time.process_time() - begin
    return result


def _check_trees(n: int, extensions: list[dict[str, Any]], counts: dict[int, int],
                 squares: dict[int, list[list[int]]], result: CertificateCheck) -> dict[bytes, tuple[int, list]]:
    """Check every partial plane and replay its tree; certificate -> (leaves, one plane's lines)."""
    from designs.latin_text import format_square

    points = n * n + n + 1
    seen: dict[int, list[tuple]] = {}
    leaves: dict[bytes, tuple[int, list]] = {}
    for r in extensions:
        index, j = r.get("square"), r.get("extension")
        where = f"square {index}, extension {j}"
        _reject(type(index) is int and index in counts and j == len(seen.get(index, [])),
                f"{where}: not a square with an extension, or out of order")
        _reject(r.get("rows") == format_square(squares[index]), f"{where}: not the square of the file")
        lines = _check_extension(n, squares[index], r.get("lines"), where)
        _reject(sorted(lines) not in seen.get(index, []), f"{where}: the same partial plane twice")
        seen.setdefault(index, []).append(sorted(lines))
        planes: list[list[tuple[int, ...]]] = []
        try:
            replay = check_tree(n, lines, r.get("tree"), planes)
        except (ValueError, TypeError, KeyError) as err:
            raise CertificateRejected(f"{where}: {err}") from None
        result.tree_nodes += replay["nodes"]
        result.completing += bool(planes)
        result.completions += len(planes)
        for plane in planes:
            cert = _plane_certificate(points, plane)
            count, example = leaves.get(cert, (0, plane))
            leaves[cert] = (count + 1, example)
    _reject(all(len(seen.get(i, [])) == k for i, k in counts.items()),
            "a square has fewer partial planes than its count")
    return leaves


def _check_planes(n: int, records: list[dict[str, Any]], leaves: dict[bytes, tuple[int, list]],
                  result: CertificateCheck) -> None:
    """Check the planes listed against those at the leaves: certificates, counts, group orders, names."""
    points = n * n + n + 1
    names = _known_planes(n) if leaves else {}
    listed = {}
    for r in records:
        _reject(type(r.get("plane")) is str and set(r) == {"plane", "group_order", "name", "completions"},
                "a malformed plane line")
        try:
            listed[bytes.fromhex(r["plane"])] = r
        except ValueError:
            raise CertificateRejected("a plane's certificate is not hex") from None
    _reject(set(listed) == set(leaves), f"{len(listed)} planes listed, {len(leaves)} at the leaves of the trees")
    for cert, (count, example) in leaves.items():
        r = listed[cert]
        group = _group_order(points, example)
        _reject(r["completions"] == count and r["group_order"] == group and r["name"] == names.get(cert),
                f"the plane {r['name']}: listed {r['completions']} completions, |G| = {r['group_order']}; found "
                f"{count}, |G| = {group}, {names.get(cert)}")
        result.planes.append((r["name"], group, count))
    result.planes.sort(key=lambda t: (-t[1], t[0] or "~"))


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m designs.plane_search_check CERT [--representatives PATH] [--sample N] [--seed S]``: exit 0
    when the certificate checks, 1 when it does not (one line naming the problem), 2 for bad input."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(prog="python -m designs.plane_search_check",
                                     description="Check the certificate of a plane search with code of its own.")
    parser.add_argument("certificate")
    parser.add_argument("--representatives", default=None, metavar="PATH")
    parser.add_argument("--sample", type=int, default=200, help="random squares whose zero count is recounted")
    parser.add_argument("--seed", type=int, default=0)
    try:
        ns = parser.parse_args(argv)
    except SystemExit as stop:
        return 2 if stop.code else 0
    try:
        if ns.sample < 0:
            raise ValueError(f"--sample must be at least 0, not {ns.sample}")
        report = check_certificate(ns.certificate, ns.representatives, recount_sample=ns.sample, seed=ns.seed)
    except CertificateRejected as err:
        print(f"rejected: {err}", file=sys.stderr)
        return 1
    except ValueError as err:
        print(f"error: {str(err).splitlines()[0]}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 1
    print(report)
    return 0


if __name__ == "__main__":
    import sys

    from designs.plane_search_check import main as _main

    sys.exit(_main())
