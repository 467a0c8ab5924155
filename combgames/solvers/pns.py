"""Proof-number search (Allis 1994) for finite two-player games through the generic interface.

Proof-number search grows a game tree towards the cheapest proof. For a chosen *attacker* every node carries a
proof number (the fewest leaves that must still be proved for the attacker to win there) and a disproof number
(the fewest that must be disproved). At the attacker's nodes (OR nodes) pn is the least pn of the children and
dn the sum of their dn; at the defender's nodes (AND nodes) the other way round. A proved node has pn = 0,
dn = infinity; a disproved one pn = infinity, dn = 0. Each step descends from the root to a *most-proving
node* (at OR nodes the child of least pn, at AND nodes the child of least dn), expands it and updates the numbers
of its ancestors [1]_, [2]_.

:func:`proof_number_search` settles the value of a position for the player to move (win / draw / loss, without
distance): a first search with the player to move as attacker proves or disproves a win; if disproved, a second
with the opponent as attacker proves a loss or disproves it (a draw). Solved positions are remembered by their
transposition key (:func:`combgames.game.position_key`), so transpositions are proved once. An optional
``evaluate(p)`` settles a new leaf at once (a compiled search with a small budget for positional games:
:func:`combgames.solvers.compiled.positional.leaf_evaluator`, the PN^2 idea of [1]_).

The proof (or the disproof that gives a draw) is exported as a :class:`~combgames.solvers.strategy.Strategy` for
the player to move, which :func:`~combgames.solvers.strategy.check_strategy` replays through the game's rules:
at the owner's nodes a child that keeps the value, at the opponent's every legal reply (subtrees settled by the
memory or the leaf evaluator are proved again on their own, so the tree is complete). Siblings with one
transposition key are expanded once (with symmetry they are images of each other, so they have one value).

References
----------
.. [1] L. V. Allis, Searching for Solutions in Games and Artificial Intelligence, PhD thesis, University of
   Limburg, Maastricht, 1994.
.. [2] L. V. Allis, M. van der Meulen and H. J. van den Herik, Proof-number search, Artificial Intelligence 66
   (1994), 91-124.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from combgames.base.checks import check_int

from combgames.game import (DRAW, Game, capabilities, checked_position, final_result, position_key,
                            require_two_players, resolve_no_move_rule, successors)
from combgames.solvers.strategy import Strategy
from combgames.solvers.values import DRAW_VALUE, PNSResult, SearchLimitError, Value

__all__ = ["INFINITY", "MAX_NODES", "PNSResult", "ProofNumberSearch", "proof_number_search"]

INFINITY = 1 << 60
"""The proof or disproof number of a settled node."""

MAX_NODES = 2_000_000
"""The default limit on tree nodes created by one :func:`proof_number_search` (about 200 bytes each with a
small position: some 400 MB; settled subtrees are freed as the search goes)."""


class _Node:
    __slots__ = ("position", "move", "parent", "children", "pn", "dn", "attacker_moves")

    def __init__(self, position: Any, move: Any, parent: "_Node | None", attacker_moves: bool):
        self.position = position
        self.move = move
        self.parent = parent
        self.children: list[_Node] | None = None
        self.pn = 1
        self.dn = 1
        self.attacker_moves = attacker_moves


class ProofNumberSearch:
    """Proof-number search bound to one game, remembering solved positions between searches.

    Parameters
    ----------
    game : Game
        A finite two-player game (declared ``acyclic``, or a repetition on a line raises ValueError).
    symmetry : bool
        Remember solved positions by the game's canonical key (default True).
    evaluate : callable, optional
        ``evaluate(p, attacker)`` -> True if ``attacker`` wins from ``p`` with best play, False if not, None if
        unknown; used on each new leaf.
    max_nodes : int
        Stop with SearchLimitError after creating this many tree nodes (default :data:`MAX_NODES`).
    no_move_rule : str, optional
        Overrides the game's rule for a player with no legal move ("pass" is refused: passes can repeat).
    mobility : bool
        Start a new leaf at (pn, dn) = (1, k) when the attacker moves and (k, 1) when the defender does, k its
        number of moves (default True); False: (1, 1).
    """

    def __init__(self, game: Game, *, symmetry: bool = True,
                 evaluate: Callable[[Any, int], bool | None] | None = None,
                 max_nodes: int | None = None, no_move_rule: str | None = None, mobility: bool = True):
        require_two_players(game, "proof-number search")
        self.mobility = bool(mobility)
        self.game = game
        self.rule = resolve_no_move_rule(game, no_move_rule)
        if self.rule == "pass":
            raise ValueError("proof-number search does not support the 'pass' no-move rule; use retrograde()")
        self.key = position_key(game, symmetry)
        self.acyclic = capabilities(game).acyclic
        self.evaluate = evaluate
        self.max_nodes = MAX_NODES if max_nodes is None else check_int(max_nodes, "max_nodes", minimum=1)
        self.nodes = 0
        # (key, attacker to move) -> the attacker wins: keys give values for the player to move (two positions with
        # one key may differ in who moves, as in impartial games), so the memory is relative to the mover too
        self.solved: dict[tuple[Any, bool], bool] = {}
        self.memory_hits = 0
        self.evaluated = 0

    # -- one search -----------------------------------------------------------------------------------------------
    def proves(self, p: Any, attacker: int) -> bool:
        """True if ``attacker`` wins from ``p`` (with best play of both), False if not (proved either way)."""
        root = _Node(p, None, None, self.game.to_move(p) == attacker)
        self._settle_leaf(root, attacker, use_memory=False)
        return self._run(root, attacker)

    def _run(self, root: _Node, attacker: int) -> bool:
        while root.pn and root.dn:
            node = root
            path = set()
            while node.children is not None:
                if not self.acyclic:
                    path.add(node.position)
                node = self._most_proving_child(node)
            if not self.acyclic and node.position in path:
                raise ValueError(f"position repeats in {type(self.game).__name__}: proof-number search needs an "
                                 "acyclic game; use retrograde() for games whose positions can repeat")
            self._expand(node, attacker)
            node.pn = node.dn = -1  # force the update of the expanded node
            self._update(node, attacker)
        self.solved[(self.key(root.position), root.attacker_moves)] = root.pn == 0
        return root.pn == 0

    @staticmethod
    def _most_proving_child(node: _Node) -> _Node:
        if node.attacker_moves:
            return min(node.children, key=lambda c: c.pn)  # type: ignore[arg-type]
        return min(node.children, key=lambda c: c.dn)  # type: ignore[arg-type]

    def _settle_leaf(self, node: _Node, attacker: int, use_memory: bool = True) -> None:
        """Set the numbers of a new leaf: terminal, remembered, evaluated, or 1 / 1."""
        game, p = self.game, node.position
        r = final_result(game, p, None, self.rule)
        if r is None and use_memory:
            known = self.solved.get((self.key(p), node.attacker_moves))
            if known is not None:
                self.memory_hits += 1
                node.pn, node.dn = (0, INFINITY) if known else (INFINITY, 0)
                return
        if r is None and self.evaluate is not None and use_memory:
            wins = self.evaluate(p, attacker)
            if wins is not None:
                self.evaluated += 1
                node.pn, node.dn = (0, INFINITY) if wins else (INFINITY, 0)
                return
        if r is None:
            # mobility (Allis 1994): the side to move needs one good move of its k, the other side
            # must refute all k; a forced reply (k = 1) makes a line cheap to prove
            k = max(1, len(game.moves(p))) if self.mobility else 1
            node.pn, node.dn = (1, k) if node.attacker_moves else (k, 1)
        elif r == attacker:
            node.pn, node.dn = 0, INFINITY
        else:
            node.pn, node.dn = INFINITY, 0

    def _expand(self, node: _Node, attacker: int) -> None:
        children = []
        seen = set()
        for m, c in successors(self.game, node.position, self.rule):
            k = self.key(c)
            if k in seen:  # a symmetric sibling: it has the same value, one of them is enough in the tree
                continue
            seen.add(k)
            child = _Node(c, m, node, self.game.to_move(c) == attacker)
            self._settle_leaf(child, attacker)
            children.append(child)
            if child.pn == 0 and node.attacker_moves or child.dn == 0 and not node.attacker_moves:
                break  # the node is settled; the other children are not needed
        self.nodes += len(children)
        if self.nodes > self.max_nodes:
            raise SearchLimitError(f"proof-number search stopped after {self.nodes:,} tree nodes (max_nodes="
                                   f"{self.max_nodes:,}); pass a larger max_nodes to search on")
        node.children = children

    @staticmethod
    def _numbers(node: _Node) -> tuple[int, int]:
        ch = node.children
        if node.attacker_moves:
            return min(c.pn for c in ch), min(sum(c.dn for c in ch), INFINITY)  # type: ignore[union-attr]
        return min(sum(c.pn for c in ch), INFINITY), min(c.dn for c in ch)  # type: ignore[union-attr]

    def _update(self, node: _Node | None, attacker: int) -> None:
        """Recompute the numbers from ``node`` up while they change; a node that becomes settled is remembered
        and its subtree freed (settled nodes are never selected again)."""
        while node is not None:
            pn, dn = self._numbers(node)
            if (pn, dn) == (node.pn, node.dn):
                break
            node.pn, node.dn = pn, dn
            if not (pn and dn):
                self.solved[(self.key(node.position), node.attacker_moves)] = pn == 0
                node.children = []
            node = node.parent

    # -- values and strategies ------------------------------------------------------------------------------------
    def result(self, p: Any) -> int:
        """The result of ``p`` under best play: the winner's index or DRAW."""
        r = final_result(self.game, p, None, self.rule)
        if r is not None:
            return r
        me = self.game.to_move(p)
        if self._proves_remembered(p, me):
            return me
        return 1 - me if self._proves_remembered(p, 1 - me) else DRAW

    def _proves_remembered(self, p: Any, attacker: int) -> bool:
        known = self.solved.get((self.key(p), self.game.to_move(p) == attacker))
        return known if known is not None else self.proves(p, attacker)

    def strategy(self, p: Any) -> Strategy:
        """A strategy for the player to move achieving the result of ``p`` (a win or a draw).

        Raises
        ------
        ValueError
            If ``p`` is lost for the player to move (no strategy achieves anything).
        """
        owner = self.game.to_move(p)
        target = self.result(p)
        if target not in (owner, DRAW):
            raise ValueError("the position is lost for the player to move: there is no strategy to export")
        game, rule = self.game, self.rule

        def keeps(c: Any) -> bool:
            if final_result(game, c, None, rule) is not None:
                return final_result(game, c, None, rule) in ((owner,) if target == owner else (owner, DRAW))
            if target == owner:
                return self._proves_remembered(c, owner)
            return not self._proves_remembered(c, 1 - owner)

        def build(q: Any) -> Strategy:
            ms = game.moves(q)
            if final_result(game, q, ms, rule) is not None:
                return Strategy()
            if game.to_move(q) == owner:
                for m, c in successors(game, q, rule, ms):
                    if keeps(c):
                        return Strategy(move=m, next=build(c))
                raise AssertionError("no move keeps a proved value")  # pragma: no cover
            return Strategy(replies={m: build(c) for m, c in successors(game, q, rule, ms)})

        return build(p)


def proof_number_search(game: Game, position: Any = None, *, strategy: bool = False, symmetry: bool = True,
                        evaluate: Callable[[Any, int], bool | None] | None = None, max_nodes: int | None = None,
                        no_move_rule: str | None = None, compiled: bool | None = None,
                        progress: Callable[[dict], Any] | None = None) -> PNSResult:
    """Settle a position of a two-player game by proof-number search (see the module docstring).

    A positional game (declaring ``positional_structure()``) of 16 to 64 points is searched by the compiled
    proof-number search :func:`combgames.solvers.compiled.pns.compiled_pns` (df-pn with threat sequences) when
    ``compiled`` is None and neither ``evaluate``, ``no_move_rule`` nor ``strategy`` is given; otherwise by the
    generic search here, with the reason in ``stats["note"]`` for a positional game.

    Parameters
    ----------
    game : Game
    position : optional
        Default ``game.initial()``.
    strategy : bool
        Also export a strategy of the player to move achieving the value (win or draw).
    symmetry : bool
        Remember solved positions by the canonical key (default True).
    evaluate : callable, optional
        A leaf evaluator (see :class:`ProofNumberSearch`).
    max_nodes : int, optional
        Tree node limit (default :data:`MAX_NODES`).
    no_move_rule : str, optional
        Override the game's no-move rule.
    compiled : bool, optional
        True: the compiled search (its strategies are proofs of wins only); False: the generic one; None
        (default): the compiled one where it applies (see above).
    progress : callable, optional
        Progress reports of the compiled search (about once a second; the generic search reports none).

    Returns
    -------
    PNSResult

    Raises
    ------
    TypeError
        If the game does not have two players.
    SearchLimitError
        (a ValueError) past ``max_nodes``.
    ValueError
        With ``compiled=True`` for a game the compiled search does not take (more than 64 points, or options
        only the generic search has); TypeError if the game is not positional.

    Examples
    --------
    >>> from combgames.games.positional import TicTacToe
    >>> r = proof_number_search(TicTacToe(), strategy=True)
    >>> str(r.value), r.strategy is not None, r.method
    ('draw', True, 'pns')
    """
    note = None
    if compiled is not False and capabilities(game).positional_structure is not None:
        from combgames.solvers.compiled.positional import compiled_unsuitable

        why = compiled_unsuitable(game)
        if evaluate is not None or no_move_rule is not None:
            why = "a leaf evaluator or a no-move rule is an option of the generic search only"
        elif strategy and compiled is None:
            why = "a strategy was asked for (the compiled search exports proofs of wins only)"
        if compiled and why is not None and "generic search is faster" not in why:
            raise ValueError(f"the compiled proof-number search does not apply: {why}")
        if compiled or why is None:
            from combgames.solvers.compiled.pns import compiled_pns

            return compiled_pns(game, position, strategy=strategy, symmetry=symmetry, max_nodes=max_nodes,
                                progress=progress)
        note = f"generic proof-number search, not the compiled one: {why}"
    start = time.perf_counter()
    search = ProofNumberSearch(game, symmetry=symmetry, evaluate=evaluate, max_nodes=max_nodes,
                               no_move_rule=no_move_rule)
    p = game.initial() if position is None else checked_position(game, position)
    r = search.result(p)
    me = game.to_move(p)
    value = Value("win", None) if r == me else DRAW_VALUE if r == DRAW else Value("loss", None)
    ms = game.moves(p) if final_result(game, p, None, search.rule) is None else []
    best = [m for m, c in successors(game, p, search.rule, ms)
            if (search.result(c) == r)] if ms else []
    tree = search.strategy(p) if strategy and r in (me, DRAW) else None
    return PNSResult(position=p, value=value, best_moves=best, nodes=search.nodes,
                     seconds=time.perf_counter() - start, strategy=tree,
                     stats={"memory_hits": search.memory_hits, "evaluated": search.evaluated,
                            "solved_positions": len(search.solved), **({"note": note} if note else {})})
