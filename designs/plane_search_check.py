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
counts cover every square; every partial plane holds the triangle's lines of its square (computed from the
documented numbering, :func:`~designs.plane_search_check_recount.certificate_triangle`) and new lines through P
or Q (the documented 5-arc rule) joining them to every point, as many and as distinct as the count says; every
tree replays; the planes at the leaves have exactly the listed nauty certificates, completion counts,
collineation group orders (nauty, here) and names (the known planes' certificates); the totals add up. The
extensions through P and Q are then counted again by the checker's own search
(:mod:`designs.plane_search_check_recount`, compiled by default, or in Python) on every square with an
extension and on a seeded random sample of the others (a sampled check of the zeros), or on every square of the
file (``recount_sample="all"``, ``--zeros all``: all zeros recounted, in chunks recorded in a journal, so a
stopped check resumes; a journal of another certificate, representatives file or chunk size is refused with one
error and left as it is). Measured: the full recount of the shipped file is about 24 CPU minutes compiled; the
rest of the check of the 23 squares' 327 partial planes (trees, 325 nauty certificates, group orders) takes
about 4 CPU minutes. The certificate of the whole order-9 run is shipped (:data:`SHIPPED_CERTIFICATE`, the
default). ``python -m designs.plane_search_check [CERT] [--representatives PATH] [--zeros N|all] [--journal
PATH] [--chunk K] [--recounter compiled|python]`` exits 0 when the certificate checks, 1 (one line) when it does
not, 2 (one line) for bad input; the full recount's progress goes to stderr.

The recount's names (:func:`count_extensions`, :func:`count_extensions_compiled`, :data:`ZERO_CHUNK`) are
re-exported here from :mod:`designs.plane_search_check_recount`, their home.

Record format (per partial plane, JSON): ``{"order": n, "lines": [[...], ...], "tree": TREE}`` where TREE is
``{"plane": true}``, or ``{"pair": [u, v], "lines": [[...], ...], "children": [TREE, ...]}`` with one child per
listed line, in order (an empty list of lines is a dead end).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from designs.plane_search_check_recount import (ZERO_CHUNK, certificate_triangle, count_extensions,
                                                count_extensions_compiled, open_recount_journal, recount,
                                                recount_pieces, sha256_of_file)

__all__ = ["CheckResult", "check_tree", "CertificateRejected", "CertificateCheck", "CERTIFICATE_FORMAT",
           "count_extensions", "count_extensions_compiled", "check_certificate", "main", "SHIPPED_CERTIFICATE",
           "ZERO_CHUNK"]


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
        Squares whose extensions through P and Q were counted again by the checker's own search: every square
        with an extension, and ``sampled`` random others; or all of them (``all_recounted``).
    sampled : int
        The random squares among them (the zeros are checked on this sample only: a sampled check); with
        ``all_recounted``, the squares without an extension (every zero recounted).
    all_recounted : bool
        Whether every square's count was recounted (``recount_sample="all"``), not a sample.
    recounter : str
        The recount used: ``"compiled"`` (:func:`count_extensions_compiled`) or ``"python"``
        (:func:`count_extensions`).
    recount_seconds : float
        CPU seconds of the recount (with ``all_recounted`` and a journal, the sum over its chunks, earlier
        processes' included).
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
    all_recounted: bool = False
    recounter: str = "compiled"
    recount_seconds: float = 0.0
    seconds: float = 0.0

    def __str__(self) -> str:
        per = self.recount_seconds / self.recounted * 1000 if self.recounted else 0.0
        planes = ", ".join(f"{name or 'unknown'} (|G| = {group:,}, {count} completions)"
                           for name, group, count in self.planes)
        return (f"certificate checked: order {self.order}, {self.squares:,} squares; {self.extending} with an "
                f"extension through P, Q ({self.extensions} partial planes), {self.completing} completing "
                f"({self.completions} completions), {self.tree_nodes:,} tree nodes replayed; planes: "
                f"{planes or 'none'}; {self._recount_text()}, {per:.1f} CPU ms per square ({self.recounter}); "
                f"{self.seconds:.1f} CPU s in all")

    def _recount_text(self) -> str:
        if self.all_recounted:
            return (f"extension counts recounted independently on all {self.recounted:,} squares (all zeros "
                    f"recounted: {self.sampled:,})")
        return (f"extension counts recounted independently on {self.recounted} squares (all {self.extending} with "
                f"an extension and {self.sampled} sampled at random: the zeros are a sampled check)")


SHIPPED_CERTIFICATE = Path(__file__).with_name("plane_certificate_order9.jsonl.gz")
"""The certificate of the whole order-9 run from the shipped order-8 representatives (the default of
:func:`check_certificate`): 283,657 squares, 23 with an extension through P and Q (327 partial planes), 325
completing, the 4 planes; 682 KB, SHA-256 6ac8474e...69ba81."""

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
    from designs.latin_representatives import main_classes_header

    header = main_classes_header(representatives)
    reps = head.get("representatives")
    _reject(type(reps) is dict and reps.get("sha256") == sha256_of_file(representatives),
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
    triangle, p, q = certificate_triangle(rows)
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


def check_certificate(path: Any = None, representatives: Any = None, *, recount_sample: int | str = 200,
                      seed: int = 0, journal: Any = None, chunk: int | None = None,
                      progress: Callable[[str], Any] | None = None, recounter: str = "compiled") -> CertificateCheck:
    """Check the certificate of a run of the plane search (format: the module docstring of
    :mod:`designs.plane_search`).

    The header must name the representatives file (its SHA-256, order and number of squares); the counts must
    cover every square; each partial plane must be a partial plane holding the triangle's lines of its square
    (read from the representatives file) and new lines through P or Q joining them to every point, as many and
    as distinct as the count says; every tree must replay (:func:`check_tree`); the planes at the leaves must
    have exactly the certificates, group orders and names listed (recomputed here with nauty), and the totals
    must add up. Last, the extensions through P and Q are counted again by the checker's own search on every
    square with an extension and on ``recount_sample`` random others (``seed``): a sampled check of the zeros;
    or, with ``recount_sample="all"``, on every square of the file (all zeros recounted), in chunks recorded in
    a journal so that a stopped check resumes.

    Parameters
    ----------
    path : path, optional
        The certificate (default :data:`SHIPPED_CERTIFICATE`).
    representatives : path, optional
        The representatives file (default the shipped order-8 file).
    recount_sample : int or "all"
        The random squares without an extension recounted, or ``"all"``.
    journal : path, optional
        With ``"all"``: the journal of the recount's finished chunks (default in the cache folder, named by the
        certificate's SHA-256); a journal of another certificate, representatives file or chunk size is refused
        (ValueError) and left as it is.
    chunk : int, optional
        Squares per chunk of the journal (default :data:`ZERO_CHUNK`).
    progress : callable, optional
        Called with a line of text after each chunk of the full recount.
    recounter : "compiled" or "python"
        :func:`count_extensions_compiled` (default) or :func:`count_extensions`.

    Raises
    ------
    CertificateRejected
        Naming the first thing that does not check.
    ValueError
        For a file that is not a certificate, a representatives file that cannot be read, another run's
        journal, or a bad option.
    """
    import random
    import time

    from designs.latin_representatives import MAIN_CLASSES_ORDER8

    if recounter not in ("compiled", "python"):
        raise ValueError(f"recounter must be 'compiled' or 'python', not {recounter!r}")
    if recount_sample != "all" and (type(recount_sample) is not int or recount_sample < 0):
        raise ValueError(f"the zeros recounted must be 'all' or a number at least 0, not {recount_sample!r}")
    begin = time.process_time()
    path = SHIPPED_CERTIFICATE if path is None else path
    representatives = MAIN_CLASSES_ORDER8 if representatives is None else representatives
    data = _read_lines(path)
    n, classes = _check_header(data[0], representatives)
    result = CertificateCheck(order=n, squares=classes, recounter=recounter)
    if recount_sample == "all":                  # another run's journal is refused before the long work
        log, done = open_recount_journal(path, representatives, journal, ZERO_CHUNK if chunk is None else chunk)
    body = data[1:]
    _reject(bool(body) and type(body[-1]) is dict and set(body[-1]) == {"end"}, "the certificate is cut short")
    kinds = [next(iter(r), None) if type(r) is dict else None for r in body[:-1]]
    order_ok = kinds == sorted(kinds, key=lambda k: ["counts", "square", "plane"].index(k)
                               if k in ("counts", "square", "plane") else 9)
    _reject(order_ok and all(k in ("counts", "square", "plane") for k in kinds),
            "the lines are not counts, then extensions, then planes")
    counts, nodes = _check_counts([r for r in body[:-1] if "counts" in r], classes)
    extensions = [r for r in body[:-1] if "square" in r]
    sample: list[int] = []
    if recount_sample != "all":
        sample = sorted(random.Random(seed).sample(range(classes), min(recount_sample, classes)))
    squares = _squares_at(representatives, set(counts) | set(sample))
    leaves = _check_trees(n, extensions, counts, squares, result)
    _check_planes(n, [r for r in body[:-1] if "plane" in r], leaves, result)
    end = body[-1]["end"]
    _reject(end == {"squares": classes, "extending": len(counts), "extensions": sum(counts.values()),
                    "completing": result.completing, "completions": result.completions,
                    "planes": len(result.planes), "nodes": nodes}, "the totals at the end do not add up")
    result.extending, result.extensions = len(counts), sum(counts.values())
    if recount_sample == "all":
        _recount_all(representatives, counts, classes, result, log=log, done=done,
                     chunk=ZERO_CHUNK if chunk is None else chunk, progress=progress)
    else:
        start = time.process_time()
        wanted = sorted(set(counts) | set(sample))
        for index, found in zip(wanted, recount([squares[i] for i in wanted], recounter)):
            _compare(index, counts.get(index, 0), found)
        result.recount_seconds = time.process_time() - start
        result.recounted, result.sampled = len(wanted), len(set(sample) - set(counts))
    result.seconds = time.process_time() - begin
    return result


def _compare(index: int, stated: int, found: int) -> None:
    _reject(found == stated, f"square {index}: {stated} extensions through P, Q in the certificate, {found} "
                             f"counted here")


def _recount_all(representatives: Any, counts: dict[int, int], classes: int, result: CertificateCheck, *,
                 log: Any, done: dict[int, Any], chunk: int, progress: Callable[[str], Any] | None) -> None:
    """Recount every square of the file (:func:`~designs.plane_search_check_recount.recount_pieces`: the
    journal's chunks, then the others) and compare each chunk's nonzero counts with the certificate's."""
    for piece in recount_pieces(representatives, classes, log=log, done=done, chunk=chunk,
                                recounter=result.recounter, progress=progress):
        _compare_chunk(piece["start"], piece, counts)
    _reject(sum(p["stop"] - p["start"] for p in done.values()) == classes,
            f"the recount covers {sum(p['stop'] - p['start'] for p in done.values())} squares, not {classes}")
    result.all_recounted = True
    result.recounted, result.sampled = classes, classes - len(counts)
    result.recount_seconds = sum(p["seconds"] for p in done.values())


def _compare_chunk(start: int, piece: dict[str, Any], counts: dict[int, int]) -> None:
    found = {int(k): v for k, v in piece["counts"].items()}
    for index in sorted(set(found) | {i for i in counts if start <= i < piece["stop"]}):
        _compare(index, counts.get(index, 0), found.get(index, 0))


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
    """``python -m designs.plane_search_check [CERT] [--representatives PATH] [--zeros N|all] [--seed S]
    [--journal PATH] [--chunk K] [--recounter compiled|python]``: exit 0 when the certificate checks, 1 when it
    does not (one line naming the problem), 2 for bad input (one line). ``--zeros all`` recounts every square
    (progress on stderr; a stopped run resumes from its journal); ``--sample N`` is ``--zeros N``."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(prog="python -m designs.plane_search_check",
                                     description="Check the certificate of a plane search with code of its own.")
    parser.add_argument("certificate", nargs="?", default=None,
                        help="the certificate (default: the shipped one of the order-9 run)")
    parser.add_argument("--representatives", default=None, metavar="PATH")
    parser.add_argument("--zeros", "--sample", dest="zeros", default="200", metavar="N|all",
                        help="random squares without an extension whose count is recounted, or all (default 200)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--journal", default=None, metavar="PATH",
                        help="with --zeros all: the journal of finished chunks (default in the cache folder)")
    parser.add_argument("--chunk", type=int, default=None, metavar="K", help="squares per journal chunk")
    parser.add_argument("--recounter", choices=("compiled", "python"), default="compiled")
    try:
        ns = parser.parse_args(argv)
    except SystemExit as stop:
        return 2 if stop.code else 0
    try:
        zeros: int | str = "all" if ns.zeros == "all" else int(ns.zeros) if ns.zeros.isdigit() else -1
        if zeros == -1:
            raise ValueError(f"--zeros must be a number at least 0 or 'all', not {ns.zeros!r}")
        report = check_certificate(ns.certificate, ns.representatives, recount_sample=zeros, seed=ns.seed,
                                   journal=ns.journal, chunk=ns.chunk, recounter=ns.recounter,
                                   progress=lambda line: print(line, file=sys.stderr, flush=True))
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
