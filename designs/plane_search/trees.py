"""Search trees of the completions: the certificate of a partial plane that a separate checker replays.

:func:`completion_tree` records the exact cover that completes a partial plane as plain JSON: at each node the
open pair branched on and the candidate lines through it, and at each leaf a complete plane or a dead end.
:func:`leaf_planes` reads the planes back from a tree. The tree's format is stated in
:mod:`designs.plane_search_check`, which replays a tree with code of its own (its candidate lines are cliques of
open pairs, not near transversals).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from designs.plane_search.triangle import Line, candidate_lines, point_pairs, square_rows

__all__ = ["completion_tree", "leaf_planes"]

def completion_tree(square: Any, lines: Sequence[Line]) -> dict[str, Any]:
    """Search the completions of a partial plane and return the whole search tree, as plain JSON data.

    The search is the exact cover of :func:`completions` written out: each node names the uncovered pair
    ``[u, v]`` with fewest candidate lines (ties: the least pair) and lists those candidates in order, with one
    child per candidate (the node after adding it); a node with no uncovered pair is a plane (``"plane":
    true``) and a node whose pair has no candidate is a dead end (``"lines": []``). The tree of a partial plane
    with no completion is its refutation, the record :func:`designs.plane_search_check.check_tree` replays
    with code of its own; the tree of one that completes lists the completions.

    Examples
    --------
    >>> from designs import LatinSquare
    >>> from designs.plane_search import completion_tree, triangle_lines
    >>> tree = completion_tree(LatinSquare.cyclic(2), triangle_lines(LatinSquare.cyclic(2)))
    >>> tree["pair"], len(tree["lines"])                # PG(2, 3): the first pair open has one line
    ([3, 5], 1)
    """
    n = len(square_rows(square)) + 1
    v = n * n + n + 1
    covered = {p for line in lines for p in point_pairs(line)}
    open_pairs = {p for p in itertools.combinations(range(v), 2) if p not in covered}
    candidates = [(line, set(point_pairs(line))) for line in candidate_lines(square, lines)]
    return _tree(open_pairs, candidates)


def _tree(open_pairs: set, candidates: list) -> dict[str, Any]:
    if not open_pairs:
        return {"plane": True}
    count: dict[tuple[int, int], int] = dict.fromkeys(open_pairs, 0)
    for _, pairs in candidates:
        for p in pairs:
            count[p] += 1
    pair = min(open_pairs, key=lambda p: (count[p], p))
    chosen = [(line, pairs) for line, pairs in candidates if pair in pairs]
    children = []
    for line, pairs in chosen:
        rest = [(k, ps) for k, ps in candidates if not ps & pairs]
        children.append(_tree(open_pairs - pairs, rest))
    return {"pair": list(pair), "lines": [list(line) for line, _ in chosen], "children": children}


def leaf_planes(lines: Sequence[Sequence[int]], tree: dict[str, Any]) -> list[list[tuple[int, ...]]]:
    """The line sets of the complete leaves of a completion tree, in depth-first order (children in order):
    ``lines`` and the lines on the path to the leaf."""
    found: list[list[tuple[int, ...]]] = []
    stack: list[tuple[dict[str, Any], list[tuple[int, ...]]]] = [(tree, [tuple(x) for x in lines])]
    while stack:
        node, path = stack.pop()
        if node.get("plane"):
            found.append(path)
            continue
        for line, child in reversed(list(zip(node.get("lines", []), node.get("children", [])))):
            stack.append((child, path + [tuple(line)]))
    return found
