"""The compiled proof search of the three-player torus game, driven from Python: one coalition question at one position.

:func:`prove_question` runs the kernel :func:`combgames.games.torus._kernels.prove_team_goal` (a depth-first
AND-OR search that stops at the first refutation, looks at the moves that end the game first and keeps the
decided positions in a hash table keyed by orbit ranks) on the arrays of :func:`proof_board`: the board lifted to
the cover (:meth:`TorusConnectionGame.cover_description`), its symmetries and the powers of 3. It takes the team and
the goal as bitmasks of players, already checked; :func:`combgames.analysis.torus3.prove_coalition` names them and
checks them as every coalition solver does, and asks the questions of the seed.

Examples
--------
>>> board = proof_board(3)
>>> r = prove_question(board, None, 0b011, 0b011)      # Vert and Horz force the winner to be one of them
>>> r["forces"], r["positions"] > 0
(True, True)
"""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Any, Callable

import numpy as np

from combgames.base.checks import check_int, check_one_of
from combgames.base.kernels import kernel, resolve_backend, run_interruptible
from combgames.games.torus._kernels import prove_team_goal
from combgames.games.torus.pns_kernels import TABLE_TOO_SMALL, dfpn_team_goal
from combgames.games.torus.rules import TorusConnectionGame, TorusPosition

__all__ = ["OUTCOMES", "PROOF_METHODS", "REPROOF_BITS", "proof_board", "proof_tree", "prove_question",
           "reply_positions"]

REPROOF_BITS = 20
"""The table of a search made again by :func:`proof_tree` where the proof's table lost a proof has at most
2^REPROOF_BITS entries: such a search is of one position deep in the proof, and a smaller table only slows df-pn
(its path protection keeps it finite)."""

PROOF_METHODS = ("dfs", "pns")
"""The proof searches of :func:`prove_question`: the depth-first AND-OR search, and df-pn."""


@lru_cache(maxsize=8)
def proof_board(n: int, m: int | None = None, assignment: str = "sextant", cross_policy: str = "placer",
                centre_stone: bool = False) -> tuple:
    """The game, its cover description, its symmetries (rows of cell images) and the powers of 3 of the n x m
    board and rule variant, built once."""
    game = TorusConnectionGame(n, m, assignment=assignment, cross_policy=cross_policy, centre_stone=centre_stone)
    cells = game.surface.size
    return (game, game.cover_description(), np.asarray(game.symmetry_group.elements, dtype=np.int64),
            np.array([3 ** c for c in range(cells)], dtype=np.int64))


def prove_question(board: tuple, position: TorusPosition | None, team: int, goal: int, *, max_nodes: int = 10**8,
                   table_bits: int = 24, backend: str = "auto", method: str = "dfs", first_round_plies: int = 0,
                   progress: Callable[[dict], Any] | None = None) -> dict[str, Any]:
    """Whether the players of bitmask ``team`` (bit i: player i) force a winner in bitmask ``goal`` from
    ``position`` (default the start) of the game of ``board`` (:func:`proof_board`), by a compiled proof search.

    ``method``: ``"dfs"`` the depth-first AND-OR search (:func:`~combgames.games.torus._kernels.prove_team_goal`),
    ``"pns"`` depth-first proof-number search with the forced blocks of the connection game
    (:func:`~combgames.games.torus.pns_kernels.dfpn_team_goal`); both prove the same thing. ``max_nodes`` bounds the
    positions expanded (the answer is then None); the table has 2^table_bits entries (dfs: decided positions,
    9 bytes each, the search stops when it is three-quarters full; pns: proof and disproof numbers, 20 bytes each,
    the entries of least work replaced when full, never those of the search path, so a small table slows the
    search but never makes it endless; it stops with outcome ``"table too small"`` only when the path itself
    does not fit); ``progress`` is called about once a second with ``{"phase":
    "coalition proof search", "positions", "seconds"}`` (the search is interruptible,
    :func:`combgames.base.kernels.run_interruptible`).

    ``first_round_plies`` = R > 0 (pns only) asks the question of *every* position within R plies of
    ``position`` in one search: the first R plies are searched as if every player were of the other side (each
    of their moves must keep the goal forced; :func:`~combgames.games.torus.pns_kernels.dfpn_team_goal`,
    ``universal``). ``forces`` True: the team forces the goal from every position within R plies (and no move
    of those plies ends the game outside the goal); False: from some such position it does not. The table
    shares every position met across all of them. R = 0: the question at ``position`` alone.

    Returns
    -------
    dict
        ``forces`` (True, False, or None when stopped), ``outcome`` (:data:`OUTCOMES`: ``"proved"``,
        ``"disproved"``, ``"node limit"``, ``"table too small"``, ``"stopped"``), ``positions`` expanded,
        ``stored`` (table entries),
        ``seconds``, ``backend``, ``method``; for pns also ``pruned`` (children cut by a forced block) and
        ``table`` (the arrays of the table, from which :func:`proof_tree` reads a proof).

    Raises
    ------
    ValueError
        For a position of another game or one that is over, limits out of range or an unknown method.
    """
    game, d, perms, pow3 = board
    p = game.initial() if position is None else position
    game.check_position(p)
    if p.winner is not None:
        raise ValueError(f"position {game.format_position(p)!r} is over")
    table_bits = check_int(table_bits, "table_bits", minimum=4, maximum=32)
    limit = check_int(max_nodes, "max_nodes", minimum=1)
    check_one_of(method, "method", PROOF_METHODS)
    plies = check_int(first_round_plies, "first_round_plies", minimum=0, maximum=game.surface.size)
    if plies and method != "pns":
        raise ValueError("first_round_plies needs method='pns'")
    if method == "pns":
        return _prove_pns(board, p, team, goal, limit, table_bits, backend, progress, plies)
    x0, o0, mover = game.placement_state(p)
    cells = game.surface.size
    keys = np.full(1 << table_bits, -1, dtype=np.int64)
    values = np.zeros(1 << table_bits, dtype=np.int8)
    counts = np.zeros(3, dtype=np.int64)  # positions expanded, table entries, stop flag
    used = resolve_backend(backend)
    prove = kernel(prove_team_goal, used)
    start = time.perf_counter()
    r = run_interruptible(
        lambda: prove(cells, x0, o0, mover, team, goal, d["nbr"], d["hx"], d["hy"], d["bound"], d["owners"],
                      d["norms"], d["winners"], perms, pow3, keys, values, limit, counts),
        counts, 2, progress=progress,
        report=lambda: {"phase": "coalition proof search", "positions": int(counts[0]),
                        "seconds": time.perf_counter() - start})
    return {"forces": None if r < 0 else bool(r), "outcome": _outcome(r, counts, limit),
            "positions": int(counts[0]), "stored": int(counts[1]), "seconds": time.perf_counter() - start,
            "backend": used, "method": "dfs"}


def _prove_pns(board: tuple, p: TorusPosition, team: int, goal: int, limit: int, table_bits: int, backend: str,
               progress: Callable[[dict], Any] | None, plies: int = 0, table: dict | None = None) -> dict[str, Any]:
    """:func:`prove_question` by df-pn; ``table``: the arrays of an earlier result's table to search in again
    (emptied first; ``table_bits`` is then theirs)."""
    game, d, perms, pow3 = board
    x0, o0, mover = game.placement_state(p)
    if table is None:
        size = 1 << table_bits
        table = {"keys": np.full(size, -1, dtype=np.int64), "pn": np.zeros(size, dtype=np.int32),
                 "dn": np.zeros(size, dtype=np.int32), "work": np.zeros(size, dtype=np.int32)}
    else:  # an earlier search's arrays, emptied (an entry is its key: the numbers are written with it)
        table["keys"].fill(-1)
    counts = np.zeros(4, dtype=np.int64)  # positions expanded, table entries, stop flag, children pruned
    used = resolve_backend(backend)
    prove = kernel(dfpn_team_goal, used)
    start = time.perf_counter()
    r = run_interruptible(
        lambda: prove(game.surface.size, x0, o0, mover, team, goal, d["nbr"], d["hx"], d["hy"], d["bound"],
                      d["owners"], d["norms"], d["winners"], perms, pow3, table["keys"], table["pn"], table["dn"],
                      table["work"], limit, counts, plies),
        counts, 2, progress=progress,
        report=lambda: {"phase": "coalition proof search", "positions": int(counts[0]),
                        "seconds": time.perf_counter() - start})
    return {"forces": None if r < 0 else bool(r), "outcome": _outcome(r, counts, limit),
            "positions": int(counts[0]), "stored": int(counts[1]), "seconds": time.perf_counter() - start,
            "backend": used, "method": "pns", "pruned": int(counts[3]), "first_round_plies": plies, "table": table}


OUTCOMES = ("proved", "disproved", "node limit", "table too small", "stopped")
"""The ``outcome`` of :func:`prove_question`."""


def _outcome(r: int, counts: np.ndarray, limit: int) -> str:
    """The outcome of a search that returned ``r`` (:data:`OUTCOMES`)."""
    if r >= 0:
        return "proved" if r else "disproved"
    if r == TABLE_TOO_SMALL:
        return "table too small"
    if counts[2]:
        return "stopped"
    return "node limit" if counts[0] > limit else "table too small"  # dfs: the table three-quarters full


def proof_tree(board: tuple, position: TorusPosition | None, team: int, goal: int, result: dict[str, Any], *,
               max_nodes: int = 10**6, node: Callable[..., Any] | None = None, share: str = "board",
               by_rules: bool = False, backend: str = "auto") -> Any:
    """The proof of a df-pn search that proved the question (``result``, of :func:`prove_question` with
    ``method="pns"``) as a tree of moves: ``{"move": m, "next": tree}`` where a team member moves (a move that ends
    the game in the goal, else the first whose position the table holds as proved), ``{"replies": {m: tree,
    ...}}`` where another player moves (every legal move), ``{}`` at the end of the game; the fields of
    :class:`combgames.solvers.strategy.Strategy`, so ``node=Strategy`` builds one (``node(**fields)`` makes each
    node) for :func:`~combgames.solvers.coalition.check_coalition_strategy_keyed`. A position met twice shares
    its subtree (a DAG).

    ``share="orbit"`` writes each position's subtree once up to symmetry: a later image of a position already
    written (the same orbit rank, the df-pn table's key) is an empty node, a reference to the position written
    under its key. Such a tree is not a strategy for every line; it is a proof for
    :func:`~combgames.solvers.coalition.check_coalition_strategy_keyed` with ``references=True``, which passes
    it only if every reference's key is checked somewhere. On boards with a large group it is far smaller (5 x 5,
    Vert+Diag: 33,158 positions against 103,426 as a DAG of boards), and it saves as JSON as it is (a tree).

    The team's moves are read from the table by the compiled
    :func:`~combgames.games.torus.pns_kernels.proved_team_move`; where the table lost the proof of every move
    (an entry replaced), the moves are proved again one by one, each in a table of 2^REPROOF_BITS entries
    (:data:`REPROOF_BITS`, at most the search's) reused from one search made again to the next (a new table of
    the search's size for each was nearly half the time of a 6 x 6 read-out, in its allocation). The positions
    after the team's moves and the others' replies are made from the compiled closing codes
    (:func:`reply_positions`; 5 x 5 Vert+Diag, 28,851 positions: 1.5 CPU s against 5.1 by the rules' loop
    search, ``benchmarks/bench_torus_pns.py --readout 5``);
    ``by_rules=True`` plays every move by :meth:`TorusConnectionGame.play` instead (the reference; the same
    tree).

    A search with ``first_round_plies`` = R (:func:`prove_question`) is read out with every legal move at the
    positions fewer than R plies in, a team member's too (a member's move there that ends the game is an end
    leaf, whatever its winner): the tree that
    :func:`~combgames.solvers.coalition.check_coalition_strategy_keyed` checks with ``universal_plies=R``.

    Raises
    ------
    ValueError
        If ``result`` is not a df-pn proof of the question, or the tree would exceed ``max_nodes`` positions.
    """
    from combgames.base.rank_kernels import orbit_ranks
    from combgames.games.torus.pns_kernels import proved_team_move

    if result.get("method") != "pns" or result.get("forces") is not True:
        raise ValueError("proof_tree needs the result of a df-pn search (method='pns') that proved the question")
    game, d, perms, pow3 = board
    limit = check_int(max_nodes, "max_nodes", minimum=1)
    check_one_of(share, "share", ("board", "orbit"))
    make = node if node is not None else (lambda **fields: fields)
    choose = kernel(proved_team_move, backend)
    cells = game.surface.size
    work = [np.zeros(2 * len(perms), dtype=np.int64), np.zeros(2 * len(perms), dtype=np.int64)] + \
        [np.zeros(cells, dtype=np.int64) for _ in range(4)]
    memo: dict[Any, Any] = {}
    spare: list[dict] = []  # the tables of the searches made again, free to reuse
    reproof_bits = min(REPROOF_BITS, len(result["table"]["keys"]).bit_length() - 1)
    end = make()  # every end of the game shares one leaf
    rank = kernel(orbit_ranks, backend)
    ranks = np.zeros(2 * len(perms), dtype=np.int64)
    def replies(p: TorusPosition) -> dict:
        if by_rules:
            return {m: game.play(p, m) for m in game.moves(p)}
        return reply_positions(board, p, backend)

    def key(p: TorusPosition) -> Any:
        if share == "board":
            return p.board
        x, o, _ = game.placement_state(p)
        return int(rank(x, o, perms, pow3, ranks))

    def team_move(p: TorusPosition, table: dict) -> tuple[Any, dict] | None:
        x, o, mover = game.placement_state(p)
        k = choose(cells, x, o, mover, goal, d["nbr"], d["hx"], d["hy"], d["bound"], d["owners"], d["norms"],
                   d["winners"], perms, pow3, table["keys"], table["pn"], *work)
        if k >= 0:
            return (k >> 1, (k & 1) + 1), table
        for m in game.moves(p):  # the table lost the proof: prove the moves again, in a spare table
            q = game.play(p, m)
            if q.winner is None:
                r = _prove_pns(board, q, team, goal, 10**8, reproof_bits, backend, None,
                               table=spare.pop() if spare else None)
                if r["forces"]:
                    return m, r["table"]
                spare.append(r["table"])
        return None  # pragma: no cover - a proof has a move

    def tree(p: TorusPosition, table: dict) -> Any:
        if p.winner is not None:
            if not (p.winner >= 0 and goal >> p.winner & 1):
                raise ValueError(f"the proof reaches {game.format_position(p)!r}, outside the goal")  # pragma: no cover
            return end
        k = key(p)
        if k in memo:
            return memo[k] if share == "board" else end
        if len(memo) >= limit:
            raise ValueError(f"the proof tree has more than max_nodes={limit} positions")
        if sum(1 for v in p.board if v) < first:  # the first round: every move, whoever moves
            memo[k] = None
            member = team >> p.to_move & 1
            made = make(replies={m: end if member and q.winner is not None else tree(q, table)
                                 for m, q in replies(p).items()})
        elif team >> p.to_move & 1:
            out = team_move(p, table)
            if out is None:
                raise ValueError(f"no proved move at {game.format_position(p)!r}")  # pragma: no cover
            memo[k] = None  # on the path (an acyclic game: never met again below)
            m, sub = out
            move = 2 * m[0] + m[1] - 1
            q = game.play(p, m) if by_rules else _child(board, p, move, int(_move_codes(board, p, backend)[move]))
            made = make(move=m, next=tree(q, sub))
            if sub is not table:  # a proof found again: its table is read, and spare again
                spare.append(sub)
        else:
            memo[k] = None
            made = make(replies={m: tree(q, table) for m, q in replies(p).items()})
        memo[k] = made
        return made

    p0 = game.initial() if position is None else position
    first = sum(1 for v in p0.board if v) + result.get("first_round_plies", 0)  # fewer stones: a universal node
    return tree(p0, result["table"])


def reply_positions(board: tuple, p: TorusPosition, backend: str = "auto") -> dict[tuple[int, int], TorusPosition]:
    """Every legal move at ``p`` (in play) of the game of ``board`` (:func:`proof_board`) and the position it
    makes, from the compiled closing code of each stone (:func:`~combgames.games.torus.pns_kernels.move_codes`)
    and the cross-policy table of :meth:`TorusConnectionGame.cover_description` instead of the rules' loop
    search move by move (the read-out of a proof, :func:`proof_tree`, makes every reply of the others). The
    positions equal :meth:`TorusConnectionGame.play`'s but that a game ended carries no ``closed`` classes; a stone
    closing a class with no owner is played by the rules.

    Examples
    --------
    >>> board = proof_board(3)
    >>> g = board[0]
    >>> p = g.play(g.initial(), (0, 1))
    >>> all(q.board == g.play(p, m).board and q.winner == g.play(p, m).winner
    ...     for m, q in reply_positions(board, p).items())
    True
    """
    codes = _move_codes(board, p, backend)
    return {(k >> 1, (k & 1) + 1): _child(board, p, k, int(codes[k])) for k in np.flatnonzero(codes >= 0).tolist()}


def _move_codes(board: tuple, p: TorusPosition, backend: str) -> np.ndarray:
    """The closing code of every move at ``p`` (-1 where the cell is taken), by the compiled kernel."""
    from combgames.games.torus.pns_kernels import move_codes

    game, d = board[0], board[1]
    cells = game.surface.size
    x, o, _ = game.placement_state(p)
    codes = np.zeros(2 * cells, dtype=np.int64)
    kernel(move_codes, backend)(cells, x, o, d["nbr"], d["hx"], d["hy"], d["bound"], d["owners"], d["norms"],
                                *(np.zeros(cells, dtype=np.int64) for _ in range(4)), codes)
    return codes


def _child(board: tuple, p: TorusPosition, k: int, code: int) -> TorusPosition:
    """The position after move ``k`` (2 cell + colour - 1) at ``p``, the stone's closing code ``code`` given."""
    from combgames.games.torus._kernels import NOT_PRIMITIVE

    game, d = board[0], board[1]
    cell, colour = k >> 1, (k & 1) + 1
    if code == NOT_PRIMITIVE:
        return game.play(p, (cell, colour))
    stones = p.board[:cell] + (colour,) + p.board[cell + 1:]
    return TorusPosition(stones, (p.to_move + 1) % 3,
                         None if code == 0 else int(d["winners"][code & 7, code >> 3, p.to_move]))
