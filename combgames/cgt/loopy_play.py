"""Play on finite game graphs with cycles: who wins, who survives, by retrograde analysis (the engine of
:mod:`combgames.cgt.loopy`).

A game graph here is anything with ``left[v]``, ``right[v]`` (the nodes Left and Right move to from node v),
``start`` and ``len`` (a :class:`~combgames.cgt.loopy.LoopyGame`); :func:`pack`, :func:`postorder`,
:func:`acyclic` and :func:`alternating_cycle_edges` read its shape. A *state* is a position with the player to
move. An *arena* is the finite set of states reachable from some
start states, each with its mover and its moves; every move carries a *tag* (which component of a sum it is
made in). A player with no move loses (normal play). Three analyses:

- :func:`forced_wins`: the states from which ``player`` forces a finite win (the opponent left without a
  move), by the attractor computed backwards from the states where the opponent is stuck (retrograde
  analysis: a state of the player is won when one move reaches a won state, a state of the opponent when all
  of its moves do). Every other state is a draw or a loss; infinite play is never a win.
- :func:`left_survives_buchi`: the states from which Left never loses *and*, if play is infinite, moves with
  tag ``target`` are made infinitely often (a Buchi condition for Left). This is the comparison of onsides
  and offsides of Winning Ways ch. 11 (see :func:`combgames.cgt.loopy.side_leq`), solved by the classical
  iteration: the states from which Left cannot force a ``target`` move (staying out of the lost states)
  are lost, and the attractor is recomputed, until nothing changes.

Bounds: an arena of more than :data:`MAX_STATES` states raises :class:`~combgames.base.checks.LimitError`.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Hashable, Iterable

from combgames.base.checks import LimitError

__all__ = ["Arena", "MAX_STATES", "acyclic", "all_pairs_leq", "alternating_cycle_edges", "bypass", "comparison_arena",
           "forced_wins", "fuse", "left_survives_buchi", "pack", "postorder", "undominated"]

LEFT, RIGHT = 0, 1

MAX_STATES = 400_000
"""The most states an arena holds (a sum or a comparison of loopy games): pure Python, about a second per
100,000 states."""


class Arena:
    """The states reachable from ``starts`` under ``moves``; ``moves(state)`` lists ``(next_state, tag)``, and
    ``mover(state)`` is 0 (Left) or 1 (Right).

    Attributes: ``states`` (list), ``index`` (state -> number), ``succ`` (per number, the list of
    ``(number, tag)``), ``who`` (per number, its mover), ``pred`` (per number, the numbers with a move to it).
    """

    def __init__(self, starts: Iterable[Hashable], moves: Callable, mover: Callable, limit: int | None = None):
        limit = MAX_STATES if limit is None else limit
        self.states: list = []
        self.index: dict = {}
        queue = deque()
        for s in starts:
            self._add(s, queue, limit)
        self.succ: list[list[tuple[int, object]]] = []
        while queue:
            s = queue.popleft()
            row = []
            for t, tag in moves(s):
                row.append((self._add(t, queue, limit), tag))
            self.succ.append(row)
        self.who = [mover(s) for s in self.states]
        self.pred: list[list[int]] = [[] for _ in self.states]
        for i, row in enumerate(self.succ):
            for j, _ in row:
                self.pred[j].append(i)

    def _add(self, s, queue, limit: int) -> int:
        i = self.index.get(s)
        if i is None:
            if len(self.states) >= limit:
                raise LimitError(f"a loopy game's analysis needs more than {limit:,} states (positions with the "
                                 "player to move); raise combgames.cgt.loopy_play.MAX_STATES or use smaller games")
            i = self.index[s] = len(self.states)
            self.states.append(s)
            queue.append(s)
        return i

    def __len__(self) -> int:
        return len(self.states)


def forced_wins(arena: Arena, player: int, won: set[int] | None = None) -> set[int]:
    """The states from which ``player`` forces, in finitely many moves, the opponent to be stuck (no move) or a
    state of ``won`` to be reached: the attractor, by backward induction on a graph with cycles (the states
    left over are draws or losses for ``player``)."""
    n = len(arena)
    wins = set(won or ())
    count = [len(arena.succ[i]) for i in range(n)]
    queue = deque(wins)
    for i in range(n):
        if i not in wins and arena.who[i] != player and count[i] == 0:
            wins.add(i)
            queue.append(i)
    while queue:
        j = queue.popleft()
        for i in arena.pred[j]:
            if i in wins:
                continue
            if arena.who[i] == player:
                wins.add(i)
                queue.append(i)
            else:
                count[i] -= 1
                if count[i] == 0:
                    wins.add(i)
                    queue.append(i)
    return wins


def _split_by_tag(arena: Arena, target) -> tuple[list, list, list]:
    """Per state: its moves tagged ``target`` (successor numbers), its number of other moves, and per state the
    states with an other move to it (with multiplicity)."""
    tagged = [[j for j, tag in row if tag == target] for row in arena.succ]
    plain_count = [len(row) - len(t) for row, t in zip(arena.succ, tagged)]
    plain_pred: list[list[int]] = [[] for _ in range(len(arena))]
    for i, row in enumerate(arena.succ):
        for j, tag in row:
            if tag != target:
                plain_pred[j].append(i)
    return tagged, plain_count, plain_pred


def _reach_target(arena: Arena, lost: list[bool], split: tuple) -> list[bool]:
    """The states not ``lost`` from which Left forces a move tagged ``target`` into a state not lost (Right may
    make such a move himself), without entering a lost state before: a least fixed point."""
    tagged, plain_count, plain_pred = split
    n = len(arena)
    good = [False] * n
    count = list(plain_count)  # Right's states: the untagged moves not yet known good
    queue = deque()
    for i in range(n):
        if lost[i]:
            continue
        if arena.who[i] == LEFT:
            if any(not lost[j] for j in tagged[i]):
                good[i] = True
                queue.append(i)
        elif count[i] == 0:
            good[i] = True
            queue.append(i)
    while queue:
        j = queue.popleft()
        for i in plain_pred[j]:
            if good[i] or lost[i]:
                continue
            if arena.who[i] == LEFT:
                good[i] = True
                queue.append(i)
            else:
                count[i] -= 1
                if count[i] == 0:
                    good[i] = True
                    queue.append(i)
    return good


def left_survives_buchi(arena: Arena, target) -> set[int]:
    """The states from which Left never runs out of moves and, when play is infinite, makes moves tagged
    ``target`` happen infinitely often (by either player): Buchi's condition, solved by iterated attractors.

    A state of Right with no move is a win for Left; a state of Left with no move is lost. Returns the set of
    Left's winning states (the complement is Right's)."""
    split = _split_by_tag(arena, target)
    lost_set = forced_wins(arena, RIGHT)
    n = len(arena)
    while True:
        lost = [False] * n
        for i in lost_set:
            lost[i] = True
        good = _reach_target(arena, lost, split)
        bad = {i for i in range(n) if not lost[i] and not good[i]}
        if not bad:
            return set(range(n)) - lost_set
        lost_set = forced_wins(arena, RIGHT, won=lost_set | bad)


# ---------------------------------------------------------------------------------------------- graph shapes
def pack(left: list, right: list, start: int) -> tuple[tuple, tuple, int]:
    """The nodes reachable from ``start``, renumbered in the order met (start = 0), duplicate options removed."""
    number = {start: 0}
    order = [start]
    for v in order:
        for w in (*left[v], *right[v]):
            if w not in number:
                number[w] = len(order)
                order.append(w)
    new_left = tuple(tuple(dict.fromkeys(number[w] for w in left[v])) for v in order)
    new_right = tuple(tuple(dict.fromkeys(number[w] for w in right[v])) for v in order)
    return new_left, new_right, 0


def postorder(g) -> list[int]:
    """The nodes of a loop-free game, each after its options."""
    done: set[int] = set()
    out: list[int] = []
    stack = [(g.start, False)]
    while stack:
        v, expanded = stack.pop()
        if expanded:
            if v not in done:
                done.add(v)
                out.append(v)
            continue
        if v in done:
            continue
        stack.append((v, True))
        stack.extend((w, False) for w in (*g.left[v], *g.right[v]) if w not in done)
    return out


def acyclic(g) -> bool:
    """No cycle in the graph of moves (Kahn's algorithm)."""
    n = len(g)
    indegree = [0] * n
    for v in range(n):
        for w in (*g.left[v], *g.right[v]):
            indegree[w] += 1
    queue = deque(v for v in range(n) if indegree[v] == 0)
    seen = 0
    while queue:
        v = queue.popleft()
        seen += 1
        for w in (*g.left[v], *g.right[v]):
            indegree[w] -= 1
            if indegree[w] == 0:
                queue.append(w)
    return seen == n


def alternating_cycle_edges(g, first_only: bool = False) -> list[tuple[int, int, int]]:
    """The edges ``(v, w, player)`` that lie on a cycle of alternating play (player moves v -> w, then the other
    player, ...): those whose target state reaches their source state in the alternating graph."""
    n = len(g)

    def succ(v: int, p: int):
        return g.left[v] if p == LEFT else g.right[v]

    reach: dict[tuple[int, int], set] = {}

    def reachable(v: int, p: int) -> set:  # states (w, q) reachable from (v, p) by alternating play
        key = (v, p)
        if key not in reach:
            seen = {key}
            stack = [key]
            while stack:
                u, q = stack.pop()
                for w in succ(u, q):
                    if (w, 1 - q) not in seen:
                        seen.add((w, 1 - q))
                        stack.append((w, 1 - q))
            reach[key] = seen
        return reach[key]

    out = []
    for v in range(n):
        for p in (LEFT, RIGHT):
            for w in succ(v, p):
                if (v, p) in reachable(w, 1 - p):
                    out.append((v, w, p))
                    if first_only:
                        return out
    return out


# ------------------------------------------------------------------------------ comparisons, simplification steps
def comparison_arena(g, h, pairs) -> Arena:
    """The states of H - G, ``((a, b), mover)`` with a a node of G and b of H; moves tagged "G" or "H". Left
    moves in -G along G's Right edges and in H along H's Left edges; Right dually."""

    def moves(state):
        (a, b), mover = state
        ga, hb = (g.right[a], h.left[b]) if mover == LEFT else (g.left[a], h.right[b])
        return [(((x, b), 1 - mover), "G") for x in ga] + [(((a, y), 1 - mover), "H") for y in hb]

    return Arena([(pair, RIGHT) for pair in pairs], moves, lambda s: s[1])


def all_pairs_leq(g, max_nodes: int) -> list[list[bool]]:
    """``table[a][b]`` = (node a <= node b) for every pair of nodes of a stopper (one backward induction)."""
    n = len(g)
    if n > max_nodes:
        raise LimitError(f"simplifying a stopper of {n:,} nodes (more than MAX_SIMPLIFY_NODES="
                         f"{max_nodes}) compares too many pairs")
    arena = comparison_arena(g, g, [(a, b) for a in range(n) for b in range(n)])
    lost = forced_wins(arena, RIGHT)
    return [[arena.index[((a, b), RIGHT)] not in lost for b in range(n)] for a in range(n)]


def bypass(v: int, own: list, other: list, table, player: int) -> bool:
    """Bypass ``player``'s reversible options at node v: a Left option a with a Right option b <= v is replaced
    by b's Left options (dually for Right, with b >= v), until none is reversible."""
    changed = False
    for _ in range(len(own) ** 2 + 1):
        for a in own[v]:
            b = next((b for b in other[a] if (table[b][v] if player == LEFT else table[v][b])), None)
            if b is not None:
                own[v] = list(dict.fromkeys([x for x in own[v] if x != a] + own[b]))
                changed = True
                break
        else:
            return changed
    raise RuntimeError("bypassing reversible options did not settle")  # pragma: no cover (stoppers)


def undominated(options: list, v: int, table, player: int) -> bool:
    """Remove ``player``'s dominated options at node v (Left keeps the largest, Right the smallest; of equal
    options the first stays)."""
    opts = options[v]

    def beaten(a: int, b: int) -> bool:  # b is at least as good as a for the player, and wins the tie
        better = table[a][b] if player == LEFT else table[b][a]
        worse = table[b][a] if player == LEFT else table[a][b]
        return better and (not worse or opts.index(b) < opts.index(a))

    keep = [a for a in opts if not any(b != a and beaten(a, b) for b in opts)]
    options[v] = keep
    return len(keep) != len(opts)


def fuse(left: list, right: list, table) -> bool:
    """Redirect every edge to the first node of its value (fusion: Siegel, *Combinatorial Game Theory*, VI.3)."""
    n = len(table)
    first = [next(u for u in range(n) if table[u][v] and table[v][u]) for v in range(n)]
    if all(first[v] == v for v in range(n)):
        return False
    for lists in (left, right):
        for v in range(n):
            lists[v] = list(dict.fromkeys(first[w] for w in lists[v]))
    for v in range(n):  # a fused node's edges are its representative's
        if first[v] != v:
            left[v], right[v] = left[first[v]], right[first[v]]
    return True
