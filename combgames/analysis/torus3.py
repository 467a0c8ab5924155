"""Schepler's three-player torus game answered: coalitions, kingmakers and Chameleon wins, solved exactly.

The game (:class:`combgames.games.torus.TorusConnectionGame`, seed 003 [1]_) is solved for every coalition
by :func:`combgames.solvers.coalition.coalition_values` (the compiled placement kernel: every position
reachable from the start, boards up to 17 cells). This module turns a solve into the answers the seed asks
for (:func:`torus3_report`):

- who can win alone against the other two (paranoid values), and which pairs force the winner into the pair;
- first-player advantage, read off the *helped* table ({k, j} forces j: k can make j the winner) and the
  *strict* table ({k} alone forces j) at the start: a player is favoured when more players can make them win;
- kingmaker positions (:mod:`combgames.solvers.coalition`): how many of the reachable positions in play have
  one, with the least-stone example;
- Chameleon wins: of all the moves that end a game (every position in play, every move), the share that
  make a player other than the mover win (the Chameleon rule lets a move complete another's loop);
- whether a game can end without a winner.

Further checks of the seed's remarks: :func:`first_moves_equivalent` (every first move on any cell gives the
same coalition table), :func:`early_team_up` (in every position of the first plies, any two players keep the
third from winning; on boards past the kernel's, :func:`team_up_first_round`: one df-pn search per pair decides
every first-round position at once, its proof checked by the rules), :func:`cross_owners` (who owns the classes one stone closes when they belong to several
players), :func:`loopless_full_boards` (full boards without a loop: games without a winner), and
:func:`klein_hex_values` (the homework: two-player Hex on the Klein bottle, solved).

Boards beyond the kernel's 17 cells (5 x 5 and up) are answered one question at a time, at one position, by
:func:`prove_coalition` (:mod:`combgames.games.torus.search`): a compiled AND-OR proof search that stops at the first refutation, looks at the
moves that end the game first and keeps the decided positions in a hash table keyed up to the board's
symmetries; :func:`proved_report` asks it every question at the start. It is tested against the full solve on
the 3 x 3 and 4 x 4 boards. :func:`proof_strategy` reads a df-pn proof out as a coalition strategy, each position
written once up to symmetry, and checks it by the game's own rules against every joint reply, each position once
(:func:`~combgames.solvers.coalition.check_coalition_strategy_keyed`, keyed by :func:`orbit_key`): the proofs
of the 6 x 6 pairs, millions of positions searched, are checked this way.

Play (``combgames play torus3``, :class:`PlayAdvisor`): on 3 x 3 and 4 x 4 hints and the computer's moves come
from the solved table (:func:`solved_table`: the kernel's answers at every position in play, built on first use,
1.8 CPU s on 4 x 4, and kept in the user's cache directory as an 835 kB ``.npz`` of orbit ranks and answer
bits); on larger boards from :func:`prove_coalition` within a time budget, a move nothing proves being said to
be a guess.

The 5 x 5 table, estimated (:func:`orbits_in_play`, 10^6 boards sampled for each number of stones from 5 to 24,
those below counted exhaustively; 30 CPU s, seed 1): 5.54 x 10^11 boards in play (95% interval 5.532 - 5.546 x
10^11), so 5.54 x 10^9 positions in play up to symmetry (the group has order 100; Burnside adds at most 1.6 x 10^6; the
projection of the earlier note, about 5.5 x 10^9, holds). By stones, in orbits: 2,024 with 4 stones,
1.7 x 10^4 with 5, 1.04 x 10^7 with 9, 2.0 x 10^8 with 12, 1.00 x 10^9 with 16 (the largest layer),
9.3 x 10^8 with 17, 1.8 x 10^8 with 20, 1.1 x 10^6 with 23, 1.4 x 10^4 with 24 (full boards are over). The
same estimate on 4 x 4 (20,000 boards a layer, seed 0) gives 367,373 (interval 363,449 - 429,412) for the
371,575 the kernel counts.

Projection of a whole-table retrograde over these orbits (the kernel's dense array of 3^25 words would take
6.8 TB): 8 bytes of key and 4 of answer bits (18 questions) a position is 66 GB for the whole table, 23 GB for
the two largest neighbouring layers (16 and 17 stones) that a layer-by-layer pass keeps at once. The moves to
follow number about 1.0 x 10^11 (18.1 a position on average). At the 4 x 4 kernel's 5.2 million moves a second
(kernel time), slowed by the larger group (100 images a rank against 64), that is about 8 CPU-hours of rank
arithmetic; a lookup by binary search in a sorted key table costs 1.7 us a move (measured over 3 x 10^7 keys,
shared machine), another 47 CPU-hours: about 55 CPU-hours in all, past the issue's 12-hour goal unless the
lookups of a layer are batched (its children's keys sorted and merged with the next layer). Not started.

Players are Vert (0), Horz (1), Diag (2) (:data:`topology.PLAYER_NAMES`).

References
----------
.. [1] A. Schepler, "A three-player connection game", seeds/003_4502657011210c81.txt.

Examples
--------
>>> r = torus3_report(3)
>>> r["alone"], r["pairs"]
({'Vert': False, 'Horz': False, 'Diag': False}, {'Vert+Horz': True, 'Vert+Diag': True, 'Horz+Diag': True})
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

from combgames.base.checks import LimitError, check_int, check_one_of, one_line
from combgames.base.statistics import wilson_interval

from combgames.games.torus import CROSS_POLICIES, SurfaceHex, TorusConnectionGame, TorusPosition
from combgames.games.torus.search import PROOF_METHODS, proof_board, proof_tree, prove_question
from combgames.solvers.coalition import CoalitionTable, check_coalition, coalition_values, coalition_questions
from topology import ASSIGNMENT_METHODS, PLAYER_NAMES

__all__ = [
    "VARIANTS",
    "cross_owners",
    "early_team_up",
    "first_moves_equivalent",
    "kingmaker_positions",
    "klein_hex_values",
    "loopless_full_boards",
    "orbit_key",
    "orbits_in_play",
    "PlayAdvisor",
    "play_table_bits",
    "solved_table",
    "proof_strategy",
    "prove_coalition",
    "PNS_FROM_CELLS",
    "proved_report",
    "solve_torus3",
    "TEAM_UP_PAIRS",
    "team_up_first_round",
    "team_up_pairs",
    "torus3_report",
]

VARIANTS = tuple((a, p, c) for a in ASSIGNMENT_METHODS for p in CROSS_POLICIES for c in (False, True))
"""Every rule variant: (assignment, cross_policy, centre_stone)."""

_DONE = np.uint64(1 << 63)


def solve_torus3(n: int, assignment: str = "sextant", cross_policy: str = "placer", centre_stone: bool = False,
                 *, symmetry: bool = True, backend: str = "auto") -> CoalitionTable:
    """Solve every coalition question of the n x n three-player torus game from its start (the kernel, keyed by
    the least rank over translations, half-turn and colour swap; ``symmetry=False``: the colour swap only).

    Raises
    ------
    ValueError
        For a bad variant, or a board of more than 17 cells (n >= 5).
    """
    check_int(n, "n", minimum=3)
    game = TorusConnectionGame(n, assignment=assignment, cross_policy=cross_policy, centre_stone=centre_stone)
    return coalition_values(game, method="kernel", symmetry=symmetry, backend=backend)


def _names(team: tuple[int, ...]) -> str:
    return "+".join(PLAYER_NAMES[i] for i in team)


def torus3_report(n: int, assignment: str = "sextant", cross_policy: str = "placer", centre_stone: bool = False,
                  *, table: CoalitionTable | None = None) -> dict[str, Any]:
    """Answer the seed's questions for one board and rule variant (module docstring).

    Returns
    -------
    dict
        ``alone`` {player: wins alone}, ``pairs`` {pair: forces the winner into the pair}, ``helped``
        {"k->j": {k, j} forces j}, ``strict`` {"k->j": k alone forces j}, ``kingmakers at start`` (helped and
        strict), ``kingmaker positions`` (:func:`kingmaker_positions`), ``first round``
        (:func:`early_team_up`, 3 plies), ``chameleon`` (game-ending moves and
        those won by another player than the mover), ``drawn endings``, ``positions`` and ``seconds``.
    """
    t = table if table is not None else solve_torus3(n, assignment, cross_policy, centre_stone)
    pairs = {_names(c): v for c, v in t.table().items() if len(c) == 2}
    helped = {f"{PLAYER_NAMES[k]}->{PLAYER_NAMES[j]}": t.forces(tuple(sorted((k, j))), (j,))
              for k in range(3) for j in range(3) if j != k}
    strict = {f"{PLAYER_NAMES[k]}->{PLAYER_NAMES[j]}": t.forces((k,), (j,)) for k in range(3) for j in range(3)
              if j != k}
    s = t.stats
    return {
        "size": n, "assignment": assignment, "cross_policy": cross_policy, "centre_stone": centre_stone,
        "alone": {PLAYER_NAMES[i]: v for i, v in t.paranoid().items()},
        "pairs": pairs,
        "helped": helped,
        "strict": strict,
        "kingmakers at start": {"helped": _named_kingmakers(t.kingmakers()),
                                "strict": _named_kingmakers(t.kingmakers(strict=True))},
        "kingmaker positions": kingmaker_positions(t),
        "first round": early_team_up(t, 3),
        "chameleon": {"endings": s["endings"], "won by another player": s["endings by another player"]},
        "drawn endings": s["drawn endings"],
        "positions": s["positions"],
        "seconds": round(s["seconds"], 3),
    }


def _named_kingmakers(km: dict[int, tuple[int, ...]]) -> dict[str, list[str]]:
    return {PLAYER_NAMES[k]: [PLAYER_NAMES[j] for j in v] for k, v in km.items()}


def _reached(table: CoalitionTable) -> tuple[np.ndarray, np.ndarray]:
    """The keys of a kernel solve's positions and their answer bits (a solved entry is never zero: bit 63)."""
    cached = getattr(table, "_reached", None)
    if cached is None:
        values = table.ranked
        keys = np.flatnonzero(values)
        cached = table._reached = (keys, values[keys] & ~_DONE)  # type: ignore[attr-defined]
    return cached


def kingmaker_positions(table: CoalitionTable) -> dict[str, Any]:
    """Count the positions in play with a kingmaker (helped and strict), over a kernel solve's whole space.

    Returns
    -------
    dict
        ``positions`` (in play; orbits when the solve used symmetry), ``helped`` and ``strict`` (how many have a kingmaker
        of that kind), ``strict example``: the text of a position with a strict kingmaker and the fewest
        stones (None if there is none), and its kingmakers.
    """
    keys, bits = _reached(table)
    q = {pair: k for k, pair in enumerate(coalition_questions(3))}

    def has(team: tuple[int, ...], goal: tuple[int, ...]) -> np.ndarray:
        return (bits >> np.uint64(q[(team, goal)])) & np.uint64(1) == 1

    helped = np.zeros(len(keys), dtype=bool)
    strict = np.zeros(len(keys), dtype=bool)
    for k in range(3):
        a, b = (j for j in range(3) if j != k)
        stopped = has((a, b), (a, b))
        helped |= stopped & has(tuple(sorted((k, a))), (a,)) & has(tuple(sorted((k, b))), (b,))
        strict |= stopped & has((k,), (a,)) & has((k,), (b,))
    example = None
    if strict.any():
        stones = _stones(keys, table.game.surface.size)  # type: ignore[attr-defined]
        pick = np.flatnonzero(strict)
        best = pick[np.argmin(stones[pick])]
        p = position_of_key(table, int(keys[best]))
        example = {"position": table.game.format_position(p),  # type: ignore[attr-defined]
                   "kingmakers": _named_kingmakers(table.kingmakers(p, strict=True))}
    return {"positions": int(len(keys)), "helped": int(helped.sum()), "strict": int(strict.sum()),
            "strict example": example}


def position_of_key(table: CoalitionTable, key: int) -> TorusPosition:
    """A position in play of a kernel key: the board of the key, or its first image under the solve's symmetries
    and the colour swap that keeps the centre stone an x; the player to move counted from the start."""
    game: TorusConnectionGame = table.game  # type: ignore[assignment]
    cells = game.surface.size
    digits = [(key // 3 ** c) % 3 for c in range(cells)]
    board = digits
    if game.centre_stone:
        for perm in table.symmetries:  # type: ignore[union-attr]
            image = [0] * cells
            for c in range(cells):
                image[perm[c]] = digits[c]
            if image[game.centre]:
                board = image if image[game.centre] == 1 else [(0, 2, 1)[v] for v in image]
                break
    start = table.start
    moved = sum(1 for v in board if v) - sum(1 for v in start.board if v)
    return TorusPosition(tuple(board), (start.to_move + moved) % 3)


def first_moves_equivalent(table: CoalitionTable) -> dict[str, Any]:
    """Whether every first move (any cell, either colour) leaves the same coalition answers.

    The table must come from a solve without symmetry (``solve_torus3(..., symmetry=False)``): a solve that
    identifies translated boards would make the answer true by construction.

    Raises
    ------
    ValueError
        For a table solved with symmetry.

    Returns
    -------
    dict
        ``first moves``: how many; ``distinct answers``: how many different answer sets they give.
    """
    if table.symmetry:
        raise ValueError("first_moves_equivalent needs a solve without symmetry (symmetry=False); with it every "
                         "translate of a first move is the same key")
    game = table.game
    p = table.start
    answers = {table.bits(game.play(p, m)) for m in game.moves(p)}
    return {"first moves": len(game.moves(p)), "distinct answers": len(answers)}


def early_team_up(table: CoalitionTable, plies: int = 3) -> dict[str, Any]:
    """In every position after at most ``plies`` moves, can any two players keep the third from winning?

    Read off a kernel solve: every board with at most ``plies`` stones more than the start and no loop is
    reached within ``plies`` moves, so the positions of the first plies are the solved keys with that many
    stones (orbits, when the solve used symmetry).

    Returns
    -------
    dict
        ``positions`` (in play, within the first plies), ``pair stops everyone`` (how many where, for every
        player, the other two force the winner to be one of them), ``first lead``: the fewest plies after
        which some player wins alone against the other two (None if never within ``plies``), and ``example``: such
        a position (None if none).
    """
    plies = check_int(plies, "plies", minimum=0)
    keys, bits = _reached(table)
    start = sum(1 for v in table.start.board if v)  # type: ignore[attr-defined]
    moved = _stones(keys, table.game.surface.size) - start  # type: ignore[attr-defined]
    early = moved <= plies
    q = {pair: k for k, pair in enumerate(coalition_questions(3))}

    def has(team: tuple[int, ...]) -> np.ndarray:
        return (bits >> np.uint64(q[(team, team)])) & np.uint64(1) == 1

    stops = has((1, 2)) & has((0, 2)) & has((0, 1))
    alone = has((0,)) | has((1,)) | has((2,))
    where = np.flatnonzero(early & alone)
    example = None
    if len(where):
        first = where[np.argmin(moved[where])]
        example = table.game.format_position(position_of_key(table, int(keys[first])))  # type: ignore[attr-defined]
    return {"plies": plies, "positions": int(early.sum()), "pair stops everyone": int((early & stops).sum()),
            "first lead": int(moved[where].min()) if len(where) else None, "example": example}


def _stones(keys: np.ndarray, cells: int) -> np.ndarray:
    """The number of stones of each ranked board (its non-zero base-3 digits)."""
    return sum(((keys // 3 ** c) % 3 != 0).astype(np.int64) for c in range(cells))


def cross_owners(n: int, assignment: str = "parity") -> dict[str, Any]:
    """Over every stone that closes loops of several players at once, how many players own the classes closed.

    Exhaustive: every set M of one colour's stones of the n x n hex torus that holds no loop, every empty
    cell (any such M arises in play).

    Returns
    -------
    dict
        ``single owner``, ``two owners``, ``three owners``: counts of (M, cell) pairs; ``example`` of two
        owners (the stones and the cell) when there is one.
    """
    check_one_of(assignment, "assignment", ASSIGNMENT_METHODS)
    game = TorusConnectionGame(n, assignment=assignment)
    owners = game.closing_owners()
    counts = {1: 0, 2: 0, 3: 0}
    for code in range(1, 8):
        counts[bin(code).count("1")] += int(np.count_nonzero(owners == code))
    example = None
    two = np.argwhere(np.isin(owners, [3, 5, 6]))
    if len(two):
        mask, cell = (int(v) for v in two[0])
        s = game.surface
        example = {"stones": [s.cell_name(c) for c in range(s.size) if mask >> c & 1], "cell": s.cell_name(cell),
                   "owners": [PLAYER_NAMES[i] for i in range(3) if owners[mask, cell] >> i & 1]}
    return {"single owner": counts[1], "two owners": counts[2], "three owners": counts[3], "example": example}


def loopless_full_boards(n: int) -> int:
    """The number of full two-colour boards of the n x n hex torus on which neither colour has a
    non-contractible loop (exhaustive over the 2^(n n) boards; a game reaching one ends without a winner)."""
    game = TorusConnectionGame(n)
    owners = game.closing_owners()
    cells = game.surface.size
    full = (1 << cells) - 1
    # M holds a loop iff some empty cell reads -1 while outside M; a full colour class has no empty cell
    has_loop = np.zeros(1 << cells, dtype=bool)
    rows = np.arange(1 << cells)
    outside = ((rows[:, None] >> np.arange(cells)[None, :]) & 1) == 0
    has_loop |= ((owners == -1) & outside).any(axis=1)
    has_loop[full] = True  # every cell: every class
    return int(np.count_nonzero(~has_loop & ~has_loop[full ^ rows]))


def klein_hex_values(sizes: tuple[int, ...] = (3,)) -> dict[int, str]:
    """Solve two-player Hex on the n x n hex Klein bottle (the seed's homework, ``klein-hex``) from the empty
    board: the value for the first player (alpha-beta with the game's symmetry)."""
    from combgames.solvers import alphabeta

    out = {}
    for n in sizes:
        out[check_int(n, "n", minimum=3)] = str(alphabeta(SurfaceHex("klein bottle", n)).value)
    return out


# ------------------------------------------------------------------------------------------------ proof search
def prove_coalition(n: int, team: Any, goal: Any = None, assignment: str = "sextant", cross_policy: str = "placer",
                    centre_stone: bool = False, *, m: int | None = None, position: TorusPosition | None = None,
                    max_nodes: int = 10**8, table_bits: int = 24, backend: str = "auto", method: str = "auto",
                    first_round_plies: int = 0, progress: Callable[[dict], Any] | None = None) -> dict[str, Any]:
    """Decide one coalition question on the n x m torus by a compiled proof search (no table of all
    positions; boards of any size, within ``max_nodes``).

    Parameters
    ----------
    n, m : int
        The board (m defaults to n).
    team, goal
        Players (0 Vert, 1 Horz, 2 Diag); ``goal`` defaults to the team (the coalition value).
    position : TorusPosition, optional
        Default the start.
    max_nodes : int
        Stop after expanding this many positions (the answer is then None).
    table_bits : int
        The hash table of decided positions has 2^table_bits entries (9 bytes each for ``"dfs"``, 20 for
        ``"pns"``).
    method : str
        ``"dfs"`` (the depth-first AND-OR search), ``"pns"`` (depth-first proof-number search, with the threat
        logic: 13 times fewer positions on the questions of the 5 x 5 start, ``benchmarks/bench_torus_pns.py``)
        or ``"auto"``: pns from 25 cells on, dfs below (where a pns table costs more than the search).
    first_round_plies : int
        R > 0: the question at every position in play within R plies of ``position`` at once, whoever moves
        there (df-pn; ``"auto"`` takes it on any board; :func:`~combgames.games.torus.search.prove_question`).
    progress : callable, optional
        Called about once a second while the search runs, with ``{"phase": "coalition proof search", "positions",
        "seconds"}``; the search is interruptible (:func:`combgames.base.kernels.run_interruptible`).

    Returns
    -------
    dict
        As :func:`combgames.games.torus.search.prove_question`: ``forces`` (None when stopped), ``positions``,
        ``stored``, ``seconds``, ``backend``.

    Raises
    ------
    ValueError
        For a bad team or goal (as :func:`combgames.solvers.coalition.check_coalition`) or a finished position.
    """
    t = check_coalition(team, 3, "team")
    g = t if goal is None else check_coalition(goal, 3, "goal")
    board = proof_board(n, m, assignment, cross_policy, centre_stone)
    if method == "auto":
        method = "pns" if board[0].surface.size >= PNS_FROM_CELLS or first_round_plies else "dfs"
    return prove_question(board, position, sum(1 << i for i in t), sum(1 << i for i in g), max_nodes=max_nodes,
                          table_bits=table_bits, backend=backend, method=method,
                          first_round_plies=first_round_plies, progress=progress)


PNS_FROM_CELLS = 25
"""``method="auto"`` of :func:`prove_coalition` takes df-pn on boards of this many cells or more (5 x 5 on)."""


def orbit_key(board: tuple, backend: str = "auto") -> Callable[[TorusPosition], tuple]:
    """A key of the positions of ``board`` (:func:`~combgames.games.torus.search.proof_board`) equal on the images
    under the board's symmetries and the colour swap, as the game's :meth:`~TorusConnectionGame.canonical`, but
    from the compiled orbit rank (:func:`combgames.base.rank_kernels.orbit_ranks`, the df-pn table's key): (rank,
    player to move, winner, classes closed). For :func:`~combgames.solvers.coalition.check_coalition_strategy_keyed`
    on large proofs."""
    from combgames.base.kernels import kernel
    from combgames.base.rank_kernels import orbit_ranks

    game, _, perms, pow3 = board
    rank = kernel(orbit_ranks, backend)
    buffer = np.zeros(2 * len(perms), dtype=np.int64)

    def key(p: TorusPosition) -> tuple:
        x = o = 0
        for i, c in enumerate(p.board):
            if c == 1:
                x |= 1 << i
            elif c == 2:
                o |= 1 << i
        return int(rank(x, o, perms, pow3, buffer)), p.to_move, p.winner, p.closed

    return key


def proof_strategy(n: int, team: Any, goal: Any = None, assignment: str = "sextant", cross_policy: str = "placer",
                   centre_stone: bool = False, *, table_bits: int = 24, max_nodes: int = 10**9,
                   max_tree: int = 10**8, share: str = "orbit", path: Any = None, backend: str = "auto",
                   progress: Callable[[str], Any] | None = None) -> tuple[Any, dict[str, Any]]:
    """Prove one coalition question from the start of the n x n game by df-pn (:func:`prove_coalition`), read the
    proof out as a :class:`~combgames.solvers.strategy.Strategy` (:func:`~combgames.games.torus.search.proof_tree`:
    a DAG, a position met twice sharing its subtree; with ``share="orbit"``, the default, each position written
    once up to symmetry, later images empty) and check it against every joint reply of the others, each
    position once up to symmetry (:func:`~combgames.solvers.coalition.check_coalition_strategy_keyed` with
    :func:`orbit_key`; the game's own rules replay every move). With ``path``, the strategy is saved there as JSON
    (:meth:`~combgames.solvers.strategy.Strategy.save`, moves in the game's notation), read back as data
    (:meth:`~combgames.solvers.strategy.Strategy.load`) and the file's strategy is the one checked.

    Returns
    -------
    (Strategy or None, dict)
        The strategy (None when the question is not proved) and the figures: ``forces``, ``positions`` and
        ``seconds`` of the search, ``strategy positions`` (distinct positions of the DAG, ends of the game
        excepted), ``export seconds``, ``checked positions`` (distinct keys), ``checked ends``, ``check seconds``
        and ``strategy checked`` (True when the check passed; a failing check raises StrategyError); with
        ``path``, ``file bytes`` and ``file seconds`` (writing and reading back).
    """
    from combgames.solvers.coalition import check_coalition_strategy_keyed
    from combgames.solvers.strategy import Strategy

    t = check_coalition(team, 3, "team")
    g = t if goal is None else check_coalition(goal, 3, "goal")
    board = proof_board(n, None, assignment, cross_policy, centre_stone)
    say = progress or (lambda text: None)
    r = prove_coalition(n, t, g, assignment, cross_policy, centre_stone, max_nodes=max_nodes, table_bits=table_bits,
                        backend=backend, method="pns")
    out = {"size": n, "assignment": assignment, "cross_policy": cross_policy, "centre_stone": centre_stone,
           "team": _names(t), "goal": _names(g), "forces": r["forces"], "outcome": r["outcome"],
           "positions": r["positions"], "stored": r["stored"], "pruned": r.get("pruned"),
           "seconds": round(r["seconds"], 2), "table bits": table_bits}
    say(f"proof search: {r['outcome']}, {r['positions']:,} positions, {r['seconds']:.1f} s")
    if not r["forces"]:
        return None, out
    start = time.perf_counter()
    tb, gb = sum(1 << i for i in t), sum(1 << i for i in g)
    made: list[int] = [0]

    def node(**fields: Any) -> Strategy:
        made[0] += 1
        return Strategy(**fields)

    strategy = proof_tree(board, None, tb, gb, r, max_nodes=max_tree, node=node, share=share, backend=backend)
    out["share"] = share
    out["strategy positions"] = made[0] - 1  # one shared leaf for every end
    out["export seconds"] = round(time.perf_counter() - start, 2)
    say(f"strategy read out: {made[0] - 1:,} positions, {out['export seconds']:.1f} s")
    del r
    if path is not None:
        start = time.perf_counter()
        strategy.save(path, board[0])
        out["file bytes"] = Path(path).stat().st_size
        strategy = Strategy.load(path, board[0])
        out["file seconds"] = round(time.perf_counter() - start, 2)
        say(f"strategy saved and read back: {out['file bytes']:,} bytes, {out['file seconds']:.1f} s")
    start = time.perf_counter()
    report = check_coalition_strategy_keyed(board[0], strategy, t, g, key=orbit_key(board, backend),
                                            references=share == "orbit")
    out.update({"checked positions": report.positions, "checked ends": report.lines,
                "check seconds": round(time.perf_counter() - start, 2), "strategy checked": True})
    say(f"strategy checked: {report.positions:,} positions, {out['check seconds']:.1f} s")
    return strategy, out


TEAM_UP_PAIRS = ((1, 2), (0, 2), (0, 1))
"""The pairs of :func:`team_up_first_round`, by the player they stop: Vert, Horz, Diag."""


def team_up_pairs(pairs: Any = None) -> tuple[tuple[int, int], ...]:
    """The pairs of players asked by the team-up functions, checked (each two different players of three), in
    order, each once: all three (:data:`TEAM_UP_PAIRS`) for None. Also used by
    :mod:`combgames.analysis.torus3_team_up`.

    Raises
    ------
    ValueError, TypeError
        For no pair, or a pair that is not two players.
    """
    chosen = TEAM_UP_PAIRS if pairs is None else tuple(pairs)
    if not chosen:
        raise ValueError("pairs must name at least one pair of players")
    checked = []
    for pair in chosen:
        t = check_coalition(pair, 3, "pair")
        if len(t) != 2:
            raise ValueError(f"a pair is two players, not {pair!r}")
        checked.append(t)
    return tuple(dict.fromkeys(checked))


def team_up_first_round(n: int, assignment: str = "sextant", cross_policy: str = "placer",
                        centre_stone: bool = False, *, plies: int = 3, pairs: Any = None,
                        position: TorusPosition | None = None, max_nodes: int = 10**8,
                        table_bits: int = 24, check: bool = True, max_tree: int = 10**7, backend: str = "auto",
                        progress: Callable[[str], Any] | None = None) -> dict[str, Any]:
    """The team-up claim of the seed in its first-round reading on the n x n board, one search per pair: do the
    other two force the winner to be one of them in *every* position in play within ``plies`` moves of the
    start, whoever is to move there?

    For each pair one df-pn search decides all those positions at once
    (:func:`~combgames.games.torus.search.prove_question` with ``first_round_plies``: the first plies are AND
    nodes whoever moves, the table shared by all the positions); a proof is read out with every move of the
    first plies (:func:`~combgames.games.torus.search.proof_tree`) and checked by the game's rules against
    every joint reply, each position once up to symmetry, the first plies followed for every move of every
    player (:func:`~combgames.solvers.coalition.check_coalition_strategy_keyed` with ``universal_plies``); a
    disproof is shown by a first-round position (followed down the disproved entries of the table) where a
    separate search of the one question (no first round) finds the pair does not force its win.
    :func:`early_team_up` reads the same from a full solve on 3 x 3 and 4 x 4; the tests compare the two.

    Parameters
    ----------
    n : int
        The board (n x n, n >= 3).
    plies : int
        The first round: the positions within this many moves of the start (3: one move each).
    position : TorusPosition, optional
        Ask from this position instead of the start: every position in play within ``plies`` moves of it. The
        question of the whole first round splits into pieces this way: it holds at the start with ``plies`` = R
        exactly when it holds from every position in play k moves in with ``plies`` = R - k (a position is
        forced whoever moves when every position in play after it is, and some is or a move ends it well).
    pairs : iterable of pairs of players, optional
        Default :data:`TEAM_UP_PAIRS` (all three).
    max_nodes, table_bits
        Of each search (:func:`~combgames.games.torus.search.prove_question`); a search stopped at
        ``max_nodes`` leaves its pair undecided (``stops`` None).
    check : bool
        Read each proof out and check it (``max_tree``: the most positions of a read-out).

    Returns
    -------
    dict
        The variant, ``plies``, ``first round orbits`` (positions in play up to symmetry after 0, 1, ...,
        ``plies`` moves), ``pairs``: for each pair's name a dict of ``stops`` (True, False or None), ``outcome``,
        ``positions`` (searched), ``stored``, ``pruned``, ``seconds``; with a proof checked, ``proof positions``
        (of the read-out), ``checked positions``, ``check seconds``; with a disproof ``example`` (the position,
        formatted) and ``example plies``; and ``every pair stops`` (True, False, or None when a search stopped
        without a disproof elsewhere).

    Raises
    ------
    ValueError, TypeError
        For a bad board, variant, number of plies, pair or limit.
    """
    n = check_int(n, "n", minimum=3)
    plies = check_int(plies, "plies", minimum=1, maximum=n * n)
    checked_pairs = team_up_pairs(pairs)
    board = proof_board(n, None, assignment, cross_policy, centre_stone)
    p0 = board[0].initial() if position is None else position
    board[0].check_position(p0)
    if p0.winner is not None:
        raise ValueError(f"position {board[0].format_position(p0)!r} is over")
    say = progress or (lambda text: None)
    out: dict[str, Any] = {"size": n, "assignment": assignment, "cross_policy": cross_policy,
                           "centre_stone": centre_stone, "plies": plies,
                           "first round orbits": _first_round_orbits(board, p0, plies, backend), "pairs": {}}
    if position is not None:
        out["position"] = board[0].format_position(p0)
    for t in checked_pairs:
        out["pairs"][_names(t)] = row = _team_up_pair(board, p0, t, plies, max_nodes, table_bits, check, max_tree,
                                                      backend)
        say(f"{_names(t)}: {row['outcome']}, {row['positions']:,} positions, {row['seconds']:.1f} s")
    answers = [row["stops"] for row in out["pairs"].values()]
    out["every pair stops"] = False if False in answers else (None if None in answers else True)
    return out


def _team_up_pair(board: tuple, p0: TorusPosition, t: tuple[int, ...], plies: int, max_nodes: int,
                  table_bits: int, check: bool, max_tree: int, backend: str) -> dict[str, Any]:
    """One pair of :func:`team_up_first_round`: the search, and the check of its proof or the example."""
    from combgames.solvers.coalition import check_coalition_strategy_keyed
    from combgames.solvers.strategy import Strategy

    bits = sum(1 << i for i in t)
    r = prove_question(board, p0, bits, bits, max_nodes=max_nodes, table_bits=table_bits, backend=backend,
                       method="pns", first_round_plies=plies)
    row: dict[str, Any] = {"stops": r["forces"], "outcome": r["outcome"], "positions": r["positions"],
                           "stored": r["stored"], "pruned": r["pruned"], "seconds": round(r["seconds"], 2)}
    if r["forces"] is False:
        p, d = _team_up_example(board, p0, bits, plies, r, max_nodes, table_bits, backend)
        row.update({"example": board[0].format_position(p), "example plies": d})
    elif r["forces"] and check:
        start = time.perf_counter()
        made = [0]

        def node(**fields: Any) -> Strategy:
            made[0] += 1
            return Strategy(**fields)

        strategy = proof_tree(board, p0, bits, bits, r, max_nodes=max_tree, node=node, share="orbit",
                              backend=backend)
        del r
        report = check_coalition_strategy_keyed(board[0], strategy, t, position=p0, key=orbit_key(board, backend),
                                                references=True, universal_plies=plies)
        row.update({"proof positions": made[0] - 1, "checked positions": report.positions,
                    "check seconds": round(time.perf_counter() - start, 2)})
    return row


def _team_up_example(board: tuple, p0: TorusPosition, bits: int, plies: int, r: dict, max_nodes: int,
                     table_bits: int, backend: str) -> tuple[TorusPosition, int]:
    """A position in play within ``plies`` moves where the pair ``bits`` does not force its win, and its plies:
    down the first round along children the search's table holds as disproved (a child not found there, an
    entry replaced, is searched again), confirmed by a separate search of the one question at the position."""
    from combgames.base.kernels import kernel
    from combgames.games.torus.pns_kernels import tt_lookup
    from combgames.games.torus.search import reply_positions

    game = board[0]
    key, lookup, table = orbit_key(board, backend), kernel(tt_lookup, backend), r["table"]

    def disproved(q: TorusPosition, rest: int) -> bool:
        h = lookup(table["keys"], key(q)[0])
        if h >= 0 and table["dn"][h] == 0:
            return True
        again = prove_question(board, q, bits, bits, max_nodes=max_nodes, table_bits=table_bits, backend=backend,
                               method="pns", first_round_plies=rest)
        return again["forces"] is False

    p, d = p0, 0
    while d < plies:
        nxt = next((q for q in reply_positions(board, p, backend).values()
                    if q.winner is None and disproved(q, plies - d - 1)), None)
        if nxt is None:  # p itself: its mover ends the game outside the goal, or a member has no move that keeps it
            break
        p, d = nxt, d + 1
    alone = prove_question(board, p, bits, bits, max_nodes=max_nodes, table_bits=table_bits, backend=backend,
                           method="pns")
    if alone["forces"] is not False:  # pragma: no cover - a disproof has such a position
        raise RuntimeError(f"the disproof's position {game.format_position(p)!r} is not confirmed: {alone['outcome']}")
    return p, d


def _first_round_orbits(board: tuple, p0: TorusPosition, plies: int, backend: str) -> list[int]:
    """The positions in play after 0, 1, ..., ``plies`` moves from ``p0``, up to symmetry (one per orbit rank,
    the df-pn table's key)."""
    from combgames.games.torus.search import reply_positions

    key = orbit_key(board, backend)
    layer = {key(p0): p0}
    counts = [1]
    for _ in range(plies):
        nxt: dict = {}
        for p in layer.values():
            for q in reply_positions(board, p, backend).values():
                if q.winner is None:
                    nxt.setdefault(key(q), q)
        layer = nxt
        counts.append(len(layer))
    return counts


def proved_report(n: int, assignment: str = "sextant", cross_policy: str = "placer", centre_stone: bool = False, *,
                  max_nodes: int = 10**8, table_bits: int = 24, method: str = "auto") -> dict[str, Any]:
    """The answers at the start of the n x n game by :func:`prove_coalition` (``method`` as there), one question
    at a time: who wins
    alone, which pairs force the win, the helped and strict tables and the kingmakers at the start (no counts
    over all positions: the proof search does not visit them all).

    Returns
    -------
    dict
        ``alone``, ``pairs``, ``helped``, ``strict`` and ``kingmakers at start`` as in :func:`torus3_report`
        (an answer is None where the search stopped at ``max_nodes``), ``positions`` (expanded, all questions)
        and ``seconds``.
    """
    from combgames.solvers.coalition_table import coalition_questions, kingmakers_from_bits

    answers, positions, seconds = {}, 0, 0.0
    for team, goal in coalition_questions(3):
        r = prove_coalition(n, team, goal, assignment, cross_policy, centre_stone, max_nodes=max_nodes,
                            table_bits=table_bits, method=method)
        answers[(team, goal)] = r["forces"]
        positions += r["positions"]
        seconds += r["seconds"]
    out: dict[str, Any] = {
        "size": n, "assignment": assignment, "cross_policy": cross_policy, "centre_stone": centre_stone,
        "alone": {PLAYER_NAMES[i]: answers[((i,), (i,))] for i in range(3)},
        "pairs": {_names(c): answers[(c, c)] for c in ((0, 1), (0, 2), (1, 2))},
        "helped": {f"{PLAYER_NAMES[k]}->{PLAYER_NAMES[j]}": answers[(tuple(sorted((k, j))), (j,))]
                   for k in range(3) for j in range(3) if j != k},
        "strict": {f"{PLAYER_NAMES[k]}->{PLAYER_NAMES[j]}": answers[((k,), (j,))] for k in range(3) for j in range(3)
                   if j != k},
        "positions": positions, "seconds": round(seconds, 3),
    }
    if None not in answers.values():
        bits = sum(1 << k for k, q in enumerate(coalition_questions(3)) if answers[q])
        out["kingmakers at start"] = {"helped": _named_kingmakers(kingmakers_from_bits(bits, 3, False)),
                                      "strict": _named_kingmakers(kingmakers_from_bits(bits, 3, True))}
    return out


# ------------------------------------------------------------------------------------- positions in play, counted
def orbits_in_play(n: int, samples: int = 20_000, *, seed: int = 0, backend: str = "auto") -> dict[str, Any]:
    """Estimate, by number of stones, the positions in play of the n x n game (default rules) up to symmetry.

    A board is in play when neither colour holds a non-contractible loop (then every order of placing its
    stones is a game from the empty start: it is reachable; the player to move is fixed by the number of
    stones). For each number of stones s < n n (a full board is over) the boards with s stones, C(n n, s) 2^s of
    them, are counted exhaustively when there are at most ``samples``, else estimated from ``samples`` boards
    drawn uniformly (s cells, each stone x or o with probability 1/2), tested by the compiled
    :func:`~combgames.analysis.torus3_kernels.boards_in_play`, with the 95% Wilson interval of the share in
    play. Orbits: the group G (translations, the half-turn, the colour swap; of order g = 4 n n) acts on the boards in
    play, so by Burnside's lemma their orbits number between B / g and B / g + (g - 1) 3^c / g, B the
    boards in play and c the most cycles of a non-identity element on the cells (a board it fixes is constant
    on its cycles, up to the colour swap).

    Returns
    -------
    dict
        ``size``, ``group`` (g), ``by stones``: one dict per s (``stones``, ``boards``, ``sampled`` (0 when
        counted exhaustively), ``in play``, ``low``, ``high`` (boards in play: estimate and 95% interval));
        ``boards in play``, ``low``, ``high`` (totals, the interval the sum of the intervals), ``orbits``,
        ``orbits low``, ``orbits high`` (the totals over g, the high one with the Burnside bound), and
        ``largest layer`` (the s with most boards in play, and their orbits).
    """
    from math import comb

    from combgames.analysis.torus3_kernels import boards_in_play
    from combgames.base.kernels import kernel

    n = check_int(n, "n", minimum=3, maximum=7)
    samples = check_int(samples, "samples", minimum=1)
    game = TorusConnectionGame(n)
    cells = game.surface.size
    d = game.cover_description()
    test = kernel(boards_in_play, backend)
    group = 2 * len(game.symmetry_group.elements)
    rng = np.random.default_rng(seed)
    rows = []
    for s in range(cells):
        boards = comb(cells, s) * 2 ** s
        xs, os = _all_boards(cells, s) if boards <= samples else _sampled_boards(rng, cells, s, samples)
        inside = int(test(xs, os, d["nbr"], d["hx"], d["hy"], np.zeros(len(xs), dtype=np.int8)))
        if boards <= samples:
            rows.append({"stones": s, "boards": boards, "sampled": 0, "in play": inside, "low": inside,
                         "high": inside})
            continue
        low, high = wilson_interval(inside, samples)
        rows.append({"stones": s, "boards": boards, "sampled": samples, "in play": boards * inside / samples,
                     "low": boards * low, "high": boards * high})
    fixed = max(_cycles(perm) for perm in game.symmetry_group.elements[1:])
    total = sum(r["in play"] for r in rows)
    low, high = sum(r["low"] for r in rows), sum(r["high"] for r in rows)
    widest = max(rows, key=lambda r: r["in play"])
    return {"size": n, "group": group, "by stones": rows, "boards in play": total, "low": low, "high": high,
            "orbits": total / group, "orbits low": low / group,
            "orbits high": (high + (group - 1) * 3 ** fixed) / group,
            "largest layer": {"stones": widest["stones"], "boards": widest["in play"],
                              "orbits": widest["in play"] / group}}


def _all_boards(cells: int, s: int) -> tuple[np.ndarray, np.ndarray]:
    """Every board with ``s`` stones: the x and o bitmasks."""
    from itertools import combinations

    xs, os = [], []
    for where in combinations(range(cells), s):
        for colours in range(1 << s):
            x = sum(1 << c for k, c in enumerate(where) if not colours >> k & 1)
            xs.append(x)
            os.append(sum(1 << c for c in where) - x)
    return np.array(xs, dtype=np.int64), np.array(os, dtype=np.int64)


def _sampled_boards(rng: np.random.Generator, cells: int, s: int, samples: int) -> tuple[np.ndarray, np.ndarray]:
    """``samples`` boards with ``s`` stones drawn uniformly: s distinct cells, each stone x or o at even odds."""
    where = np.argsort(rng.random((samples, cells)), axis=1)[:, :s]
    bits = np.left_shift(np.int64(1), where.astype(np.int64))
    colour = rng.integers(0, 2, size=(samples, s)).astype(bool)
    return (np.where(colour, 0, bits).sum(axis=1).astype(np.int64),
            np.where(colour, bits, 0).sum(axis=1).astype(np.int64))


def _cycles(perm: Any) -> int:
    """The number of cycles of a permutation of the cells (a list of images)."""
    seen, count = set(), 0
    for c in range(len(perm)):
        if c not in seen:
            count += 1
            while c not in seen:
                seen.add(c)
                c = perm[c]
    return count


# --------------------------------------------------------------------------------------------------- play
TABLE_FORMAT = "combgames.torus3-table/1"
"""The format of a solved table on disk (:func:`solved_table`)."""

PLAY_TABLE_BITS = 22
"""The largest table of decided positions of the proof search during play: 2^22 entries (36 MB); a search of N
positions gets one of at least 2N entries (at least 2^16)."""


def table_path(game: TorusConnectionGame, directory: Any = None) -> Any:
    """The file of the game's solved table in ``directory`` (default the user's cache directory,
    :func:`combgames.base.checkpoint.default_cache_dir`), named by a digest of the game's rules."""
    import hashlib
    from pathlib import Path

    from combgames.base.checkpoint import default_cache_dir, game_identity

    digest = hashlib.sha256(f"{TABLE_FORMAT}:{game_identity(game)}".encode()).hexdigest()[:16]
    return Path(directory if directory is not None else default_cache_dir()) / f"torus3-table-{digest}.npz"


def solved_table(game: TorusConnectionGame, *, cache: bool = True, directory: Any = None,
                 progress: Callable[[str], Any] | None = None) -> CoalitionTable:
    """The coalition table of every position in play reachable from the start of ``game`` (every question of
    :func:`~combgames.solvers.coalition.coalition_questions`: the coalition values, the helped and the strict
    tables), read from the user's cache directory (:func:`table_path`) or solved by the compiled kernel and
    saved there as data (``.npz``: the orbit ranks of the positions, increasing, and their answer bits; read with
    ``allow_pickle=False``, its fields checked). A damaged or foreign file is solved again and replaced.

    ``progress`` receives lines of text (solving, saving, reading). The table answers positions of the game
    reachable from its start (:class:`~combgames.solvers.coalition.CoalitionTable`; others raise KeyError).

    Raises
    ------
    LimitError
        (``refused=True``) for a board of more than :data:`~combgames.solvers.advice.COALITION_CELLS` cells,
        with the estimate of its size (:data:`TABLE_ESTIMATES`).
    """
    from combgames.solvers.advice import COALITION_CELLS

    say = progress if progress is not None else (lambda text: None)
    cells = game.surface.size
    if cells > COALITION_CELLS:
        raise LimitError(table_refusal(game), refused=True)
    path = table_path(game, directory)
    if cache and path.exists():
        try:
            keys, bits = _read_table(path, game)
            say(f"coalition table of {_board_name(game)} read from {path} ({len(keys):,} positions)")
            return _sparse_table(game, keys, bits, {"positions": len(keys), "file": str(path)})
        except ValueError as err:
            say(f"ignoring {path}: {one_line(err)}; solving again")
    keys, bits, stats = _solve_sparse(game, say)
    if cache:
        try:
            _write_table(path, game, keys, bits)
            say(f"saved to {path} ({path.stat().st_size:,} bytes)")
        except (OSError, ValueError) as err:
            say(f"could not save the table to {path}: {one_line(err)}")
    return _sparse_table(game, keys, bits, stats)


def _board_name(game: TorusConnectionGame) -> str:
    return f"the {game.surface.width} x {game.surface.height} torus"


def _solve_sparse(game: TorusConnectionGame, say: Callable[[str], Any]) -> tuple[np.ndarray, np.ndarray, dict]:
    """Solve from the start by the kernel; the solved keys (increasing) and their answer bits."""
    from combgames.game import resolve_no_move_rule
    from combgames.solvers.coalition_kernel import kernel_solve

    say(f"solving every coalition question of {_board_name(game)} (once; the table is kept on disk)")
    t = kernel_solve(game, game.initial(), resolve_no_move_rule(game), progress=lambda r: say(
        f"  {r['positions']:,} positions, {r['seconds']:.0f} s"))
    keys, bits = _reached(t)
    say(f"  {len(keys):,} positions in play up to symmetry, {t.stats['kernel seconds']:.1f} s")
    return keys.astype(np.int64), bits.astype(np.uint32), dict(t.stats)


def _write_table(path: Any, game: TorusConnectionGame, keys: np.ndarray, bits: np.ndarray) -> None:
    from combgames.base.checkpoint import game_identity
    from combgames.base.files import atomic_write

    path.parent.mkdir(parents=True, exist_ok=True)
    with atomic_write(path, "wb") as f:
        np.savez_compressed(f, format=np.array(TABLE_FORMAT), game=np.array(game_identity(game)),
                            keys=keys, bits=bits)


def _read_table(path: Any, game: TorusConnectionGame) -> tuple[np.ndarray, np.ndarray]:
    """The keys and bits of a table file, every field checked (ValueError naming what is wrong)."""
    from combgames.base.checkpoint import game_identity

    try:
        with np.load(path, allow_pickle=False) as archive:
            arrays = {name: archive[name] for name in ("format", "game", "keys", "bits") if name in archive.files}
    except (OSError, EOFError, ValueError, KeyError) as err:
        raise ValueError(f"not a table archive (.npz): {err}") from err
    if str(arrays.get("format", "")) != TABLE_FORMAT:
        raise ValueError(f"not a torus3 table (format {TABLE_FORMAT!r} expected)")
    if str(arrays.get("game", "")) != game_identity(game):
        raise ValueError("a table of another game or rule variant")
    keys, bits = arrays.get("keys"), arrays.get("bits")
    if keys is None or bits is None or keys.dtype != np.int64 or bits.dtype != np.uint32 or keys.ndim != 1 \
            or keys.shape != bits.shape or len(keys) == 0:
        raise ValueError("'keys' (int64) and 'bits' (uint32) must be non-empty arrays of one length")
    if not bool(np.all(keys[1:] > keys[:-1])) or keys[0] < 0 or keys[-1] >= 3 ** game.surface.size:
        raise ValueError("'keys' must be increasing ranks of boards")
    return keys, bits


def _sparse_table(game: TorusConnectionGame, keys: np.ndarray, bits: np.ndarray, stats: dict) -> CoalitionTable:
    """A :class:`CoalitionTable` answering from the sorted keys and their bits (a position's key is the least
    orbit rank of its board, as the kernel keys it; the player to move must be the one its stones give)."""
    from combgames.base.rank_kernels import orbit_ranks
    from combgames.game import resolve_no_move_rule

    perms = np.asarray(game.symmetry_group.elements, dtype=np.int64)
    pow3 = np.array([3 ** c for c in range(game.surface.size)], dtype=np.int64)
    ranks = np.zeros(2 * len(perms), dtype=np.int64)

    start = game.initial()
    placed = sum(1 for v in start.board if v)

    def lookup(p: TorusPosition) -> int:
        x, o, mover = game.placement_state(p)
        turn = (start.to_move + sum(1 for v in p.board if v) - placed) % 3
        if mover != turn:
            raise KeyError(f"position {game.format_position(p)!r} is not reachable from the start: its stones give "
                           f"{PLAYER_NAMES[turn]} the move")
        key = int(orbit_ranks(x, o, perms, pow3, ranks))
        i = int(np.searchsorted(keys, key))
        if i == len(keys) or int(keys[i]) != key:
            raise KeyError(f"position {game.format_position(p)!r} is not reachable from the start")
        return int(bits[i])

    return CoalitionTable(game, start, "kernel", resolve_no_move_rule(game), True, stats,
                          symmetries=perms, _lookup=lookup)


TABLE_ESTIMATES = {(5, 5): {"orbits": 5.54e9, "bytes": 6.6e10, "cpu hours": 55}}
"""The size of the whole coalition table of the boards past the play limit (module docstring: the 5 x 5
estimate by :func:`orbits_in_play`, its memory and CPU projection)."""


def table_refusal(game: TorusConnectionGame) -> str:
    """Why the game has no solved table: its board is past the limit; the estimate of the table where known."""
    from combgames.solvers.advice import COALITION_CELLS

    w, h = game.surface.width, game.surface.height
    text = (f"no solved coalition table for {_board_name(game)}: {w * h} cells, past the limit of {COALITION_CELLS} "
            "(the compiled solve keeps 3^cells words)")
    est = TABLE_ESTIMATES.get((w, h))
    if est is not None and est["orbits"] is not None:
        text += (f"; its whole table would hold about {est['orbits']:.2g} positions up to symmetry, "
                 f"{est['bytes'] / 1e9:.0f} GB and about {est['cpu hours']:.0f} CPU-hours")
    return text


class _OutOfTime(Exception):
    """The proof search's time budget during play is spent."""


class PlayAdvisor:
    """Hints and the computer's moves in the three-player torus game (``combgames play torus3``).

    Boards of at most :data:`~combgames.solvers.advice.COALITION_CELLS` cells (3 x 3, 4 x 4) answer from the
    solved table (:func:`solved_table`: built on first use with progress, then read from the user's cache
    directory): for the player to move, which of its questions are forced now and which moves keep each (the
    coalition values, the *helped* table: {k, j} forces j, and the *strict* one: k alone forces j). The
    computer plays a move whose position after it keeps the most, in this order: winning alone, the partners
    with whose help it wins, the pairs with a partner that keep the winner in the pair, the players it makes
    win alone, those it makes win with their help (ties broken by
    :func:`~combgames.solvers.advice.heuristic_moves`).

    Larger boards (5 x 5: the table is refused with its estimate, :func:`table_refusal`; 6 x 6, the source's
    board) answer by the compiled proof search (:func:`prove_coalition`) within ``seconds`` a move: the mover's
    questions in the order above; for the first proved forced, a move after which it is still forced. A move
    nothing proves is the heuristic's, and said to be a guess.

    Parameters
    ----------
    game : TorusConnectionGame
    start : TorusPosition
        The first position of the session (a position the table does not reach is solved on its own).
    seconds : float
        The proof search's budget for one move or hint (the search stops within about a second past it).
    progress : callable, optional
        Receives lines of text while the table is built or read.
    cache : bool
        Keep the solved table in the user's cache directory (default True).
    method : str
        The proof search on larger boards (:func:`prove_coalition`): ``"auto"`` (df-pn, ``"pns"``, from
        :data:`PNS_FROM_CELLS` cells on: within the same budget it settles more of the mover's questions on 5 x 5
        and 6 x 6, ``benchmarks/bench_torus_pns.py --play``), ``"pns"`` or ``"dfs"``. A df-pn table is sized to the
        node budget (:func:`play_table_bits`); the path protection of the search makes a small table safe.
    """

    def __init__(self, game: TorusConnectionGame, start: TorusPosition | None = None, *, seconds: float = 5.0,
                 progress: Callable[[str], Any] | None = None, cache: bool = True, method: str = "auto"):
        from combgames.solvers.advice import COALITION_CELLS

        check_one_of(method, "method", ("auto",) + PROOF_METHODS)
        self.method = ("pns" if game.surface.size >= PNS_FROM_CELLS else "dfs") if method == "auto" else method
        self.game = game
        self.start = game.initial() if start is None else start
        self.seconds = float(seconds)
        self.progress = progress
        self.cache = cache
        self.uses_table = game.surface.size <= COALITION_CELLS
        self._tables: list[CoalitionTable] = []
        self._proved_size = 0  # positions of the last proof that found a question forced

    # -- the solved table ---------------------------------------------------------------------------------
    def notice(self) -> str | None:
        """The line to say once before the first answer: where the answers come from on a board past the
        table's limit (None on a board with a table)."""
        if self.uses_table:
            return None
        return (f"{table_refusal(self.game)}; the computer's moves come from the coalition proof search within "
                f"{self.seconds:g} s a move, else they are a guess")

    def bits(self, p: TorusPosition) -> int:
        """The answer bits at ``p`` (:meth:`CoalitionTable.bits`), from the solved table, else from a table
        solved from ``p`` (a set-up position the start does not reach)."""
        if not self._tables:
            self._tables.append(solved_table(self.game, cache=self.cache, progress=self.progress))
        for t in self._tables:
            try:
                return t.bits(p)
            except KeyError:
                continue
        if self.progress is not None:
            self.progress("solving from this position (the table from the start does not reach it)")
        self._tables.append(coalition_values(self.game, p, method="kernel"))
        return self._tables[-1].bits(p)

    def questions(self, p: TorusPosition) -> list[tuple[str, tuple[int, ...], tuple[int, ...]]]:
        """The mover's questions at ``p``, in the computer's order of preference: (words, team, goal)."""
        k = self.game.to_move(p)
        me = PLAYER_NAMES[k]
        others = [j for j in range(3) if j != k]
        out = [(f"{me} wins alone", (k,), (k,))]
        out += [(f"{me} wins with {PLAYER_NAMES[j]}'s help", tuple(sorted((k, j))), (k,)) for j in others]
        out += [(f"{_names(tuple(sorted((k, j))))}: the winner is one of them", tuple(sorted((k, j))),
                 tuple(sorted((k, j)))) for j in others]
        out += [(f"{me} makes {PLAYER_NAMES[j]} win alone (strict)", (k,), (j,)) for j in others]
        out += [(f"{me} makes {PLAYER_NAMES[j]} win, with {PLAYER_NAMES[j]}'s help (helped)", tuple(sorted((k, j))),
                 (j,)) for j in others]
        return out

    def keeping_moves(self, p: TorusPosition) -> list[tuple[str, bool, list]]:
        """For each of the mover's questions (:meth:`questions`): the words, whether it is forced at ``p``, and
        the moves after which it is still forced (empty when it is not forced)."""
        bit = {pair: k for k, pair in enumerate(coalition_questions(3))}
        now = self.bits(p)
        after = [(m, self.bits(self.game.play(p, m))) for m in self.game.moves(p)]
        out = []
        for words, team, goal in self.questions(p):
            k = bit[(team, goal)]
            out.append((words, bool(now >> k & 1), [m for m, b in after if b >> k & 1]))
        return out

    def best_moves(self, p: TorusPosition) -> list:
        """The moves keeping the most (the order of :meth:`questions`, lexicographic), best first, ties by the
        heuristic; empty when no move keeps anything forced."""
        from combgames.solvers.advice import heuristic_moves

        kept = self.keeping_moves(p)
        moves = self.game.moves(p)
        score = {i: tuple(sum(m in keep for _, _, keep in kept[a:b]) for a, b in ((0, 1), (1, 3), (3, 5), (5, 7),
                                                                                  (7, 9)))
                 for i, m in enumerate(moves)}
        top = max(score.values())
        if not any(top):
            return []
        return heuristic_moves(self.game, p, [m for i, m in enumerate(moves) if score[i] == top])

    # -- play ---------------------------------------------------------------------------------------------
    def computer_move(self, p: TorusPosition) -> tuple[Any, str]:
        """The computer's move at ``p`` and a note: empty for a move from the table that keeps something
        forced; else what proves it, or that it is a guess."""
        if self.uses_table:
            best = self.best_moves(p)
            if best:
                return best[0], ""
            return self._ranked(p)[0], " (no move keeps a win forced; by the heuristic)"
        move, note, _ = self._proved_move(p)
        return move, note

    def hint(self, p: TorusPosition) -> str:
        """The hint at ``p``: the coalitions forced, the best move, and (table) every question of the mover with
        the moves that keep it, or (proof search) the answers proved within the budget."""
        from combgames.base.tables import Table
        from combgames.game import move_text

        def text(moves: list) -> str:
            return " ".join(move_text(self.game, m, p) for m in moves)

        if not self.uses_table:
            move, note, answers = self._proved_move(p)
            head = f"proof search ({self.seconds:g} s): the computer's move {text([move])}{note}"
            if not answers:
                return head
            body = Table(["question", "proved forced"],
                         [(words, "unknown (not settled in time)" if v is None else "yes" if v else "no")
                          for words, v in answers],
                         title=f"{PLAYER_NAMES[self.game.to_move(p)]} to move (helped: with that player's help; "
                               "strict: alone)")
            return head + "\n" + "\n".join("  " + line for line in str(body).splitlines())
        table = self._table_of(p)
        forced = [_names(c) for c, v in table.table(p).items() if v]
        head = "coalitions that can force one of their members to win: " + (", ".join(forced) or "none")
        best = self.best_moves(p)
        if best:
            head += f"; best move {text(best[:1])}" + (f" (also {text(best[1:8])}{' ...' if len(best) > 8 else ''})"
                                                     if len(best) > 1 else "")
        else:
            head += f"; {PLAYER_NAMES[self.game.to_move(p)]} forces nothing, alone or with a partner"
        rows = [(words, "yes" if now else "no", f"{len(keep)}: {text(keep[:8])}{' ...' if len(keep) > 8 else ''}"
                 if keep else "-") for words, now, keep in self.keeping_moves(p)]
        body = Table(["question", "forced", "moves that keep it"], rows,
                     title=f"{PLAYER_NAMES[self.game.to_move(p)]} to move (helped: with that player's help; "
                           "strict: alone)")
        return head + "\n" + "\n".join("  " + line for line in str(body).splitlines())

    def _table_of(self, p: TorusPosition) -> CoalitionTable:
        self.bits(p)
        for t in self._tables:
            try:
                t.bits(p)
                return t
            except KeyError:
                continue
        raise KeyError(p)  # pragma: no cover - bits() solved it

    def _ranked(self, p: TorusPosition) -> list:
        from combgames.game import resolve_no_move_rule
        from combgames.solvers.advice import heuristic_moves

        return heuristic_moves(self.game, p, self.game.moves(p), resolve_no_move_rule(self.game))

    # -- the proof search ---------------------------------------------------------------------------------
    def _proved_move(self, p: TorusPosition) -> tuple[Any, str, list[tuple[str, bool | None]]]:
        """A move proved to keep the first of the mover's questions proved forced, within the budget (half of it
        for the questions at ``p``, the rest for the moves); the note, and the answers at ``p`` up to the one
        chosen ((words, True / False, or None where the search stopped); the questions after it are not asked)."""
        mover = self.game.to_move(p)
        ranked = self._ranked(p)
        if self.game.play(p, ranked[0]).winner == mover:
            return ranked[0], " (wins at once)", []
        self._warm()
        start = time.perf_counter()
        until = start + self.seconds
        questions = self.questions(p)
        found = _deepening([lambda nodes, t=t, g=g: self._prove(p, t, g, nodes, until)
                            for _, t, g in questions], start + self.seconds / 2, first=True)
        chosen = next((i for i, v in enumerate(found) if v), None)
        answers = [(words, v) for (words, _, _), v in zip(questions, found)][:None if chosen is None else chosen + 1]
        if chosen is not None:
            words, team, goal = questions[chosen]
            after = [self.game.play(p, m) for m in ranked]
            kept = _deepening([lambda nodes, q=q: (q.winner in goal) if q.winner is not None
                               else self._prove(q, team, goal, nodes, until) for q in after], until, first=False,
                              nodes=max(FIRST_NODES, self._proved_size))  # a kept move's proof is part of p's
            move = next((m for m, v in zip(ranked, kept) if v), None)
            if move is not None:
                return move, f" (proved: after it, {words})", answers
        return ranked[0], f" (a guess by the heuristic: nothing proved within {self.seconds:g} s)", answers

    def _warm(self) -> None:
        """Load the compiled proof search and the board's description once, outside the budget of a move."""
        if not getattr(self, "_warmed", False):
            g = self.game
            prove_coalition(g.surface.width, (0, 1), None, g.assignment, g.cross_policy, g.centre_stone,
                            m=g.surface.height, max_nodes=1, table_bits=4, method=self.method)
            self._warmed = True

    def _prove(self, p: TorusPosition, team: tuple[int, ...], goal: tuple[int, ...], nodes: int,
               until: float) -> bool | None:
        """:func:`prove_coalition` at ``p`` within ``nodes`` positions, stopped at ``until`` too (None when
        stopped)."""
        if time.perf_counter() >= until:
            return None

        def stop(report: dict) -> None:
            if time.perf_counter() >= until:
                raise _OutOfTime

        g = self.game
        try:
            r = prove_coalition(g.surface.width, team, goal, g.assignment, g.cross_policy, g.centre_stone,
                                m=g.surface.height, position=p, max_nodes=nodes, method=self.method,
                                table_bits=play_table_bits(nodes, self.method), progress=stop)
        except _OutOfTime:
            return None
        if r["forces"]:
            self._proved_size = r["positions"]
        return r["forces"]


def play_table_bits(nodes: int, method: str) -> int:
    """The table of a proof within ``nodes`` positions during play: dfs keeps every decided position (room for
    twice the nodes, at least 2^16 entries), df-pn replaces (room for the nodes, at least 2^12); at most
    2^:data:`PLAY_TABLE_BITS`."""
    least = 16 if method == "dfs" else 12
    return min(PLAY_TABLE_BITS, max(least, ((2 if method == "dfs" else 1) * nodes).bit_length()))


FIRST_NODES = 20_000
"""The first node budget of each proof during play; every round multiplies it by 4 (:func:`_deepening`)."""


def _deepening(tasks: list[Callable[[int], bool | None]], until: float, *, first: bool,
               nodes: int = FIRST_NODES) -> list[bool | None]:
    """Run ``tasks`` (each a proof given a node budget: True, False, or None when stopped) in rounds, each round
    trying the undecided ones in order with four times the nodes of the last (from ``nodes``), until
    ``until``. ``first=True``: stop when the first task proved True has every task before it proved False (the
    earliest True is then the best); ``first=False``: stop at any True. Returns the answers (None: undecided)."""
    answers: list[bool | None] = [None] * len(tasks)
    while time.perf_counter() < until:
        for i, task in enumerate(tasks):
            if answers[i] is not None or first and any(answers[:i]):
                continue
            if time.perf_counter() >= until:
                break
            answers[i] = task(nodes)
            if answers[i] and not first:
                return answers
        best = next((i for i, v in enumerate(answers) if v), None)
        if None not in answers or first and best is not None and None not in answers[:best]:
            break
        nodes *= 4
    return answers
