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

Record format (per partial plane, JSON): ``{"order": n, "lines": [[...], ...], "tree": TREE}`` where TREE is
``{"plane": true}``, or ``{"pair": [u, v], "lines": [[...], ...], "children": [TREE, ...]}`` with one child per
listed line, in order (an empty list of lines is a dead end).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

__all__ = ["CheckResult", "check_tree"]


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


def check_tree(order: int, lines: Sequence[Sequence[int]], tree: dict[str, Any]) -> CheckResult:
    """Replay a search tree of the completions of a partial plane of order ``order`` (module docstring).

    Returns
    -------
    CheckResult
        ``nodes``: the nodes checked; ``dead_ends``; ``planes``: the number of complete leaves.

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
    stack = [(tree, _open_pairs(points, lines), "root")]
    while stack:
        node, open_pairs, where = stack.pop()
        result["nodes"] += 1
        if node.get("plane"):
            if open_pairs:
                raise ValueError(f"{where}: marked a plane but {len(open_pairs)} pairs are on no line, "
                                 f"e.g. {min(open_pairs)}")
            result["planes"] += 1
            continue
        pair = tuple(node["pair"])
        if pair not in open_pairs:
            raise ValueError(f"{where}: pair {pair} is already on a line")
        listed = [tuple(sorted(line)) for line in node["lines"]]
        truth = _cliques_through(pair, order + 1, open_pairs, points)
        if sorted(listed) != truth:
            missing = sorted(set(truth) - set(listed))
            raise ValueError(f"{where}: the lines through {pair} listed are not all the possible ones "
                             f"(missing {missing[:1]}, extra {sorted(set(listed) - set(truth))[:1]})")
        if not listed:
            result["dead_ends"] += 1
            continue
        if len(node["children"]) != len(listed):
            raise ValueError(f"{where}: {len(listed)} lines but {len(node['children'])} children")
        for k, (line, child) in enumerate(zip(listed, node["children"])):
            rest = open_pairs - set(itertools.combinations(line, 2))
            stack.append((child, rest, f"{where}/{k}"))
    return result
