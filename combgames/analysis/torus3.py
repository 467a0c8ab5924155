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
third from winning), :func:`cross_owners` (who owns the classes one stone closes when they belong to several
players), :func:`loopless_full_boards` (full boards without a loop: games without a winner), and
:func:`klein_hex_values` (the homework: two-player Hex on the Klein bottle, solved).

Boards beyond the kernel's 17 cells (5 x 5 and up) are answered one question at a time, at one position, by
:func:`prove_coalition` (:mod:`combgames.games.torus.search`): a compiled AND-OR proof search that stops at the first refutation, looks at the
moves that end the game first and keeps the decided positions in a hash table keyed up to the board's
symmetries; :func:`proved_report` asks it every question at the start. It is tested against the full solve on
the 3 x 3 and 4 x 4 boards.

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

from typing import Any, Callable

import numpy as np

from combgames.base.checks import check_int, check_one_of

from combgames.games.torus import CROSS_POLICIES, SurfaceHex, TorusConnectionGame, TorusPosition
from combgames.games.torus.search import proof_board, prove_question
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
    "prove_coalition",
    "proved_report",
    "solve_torus3",
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
                    max_nodes: int = 10**8, table_bits: int = 24, backend: str = "auto",
                    progress: Callable[[dict], Any] | None = None) -> dict[str, Any]:
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
        The hash table of decided positions has 2^table_bits entries (9 bytes each).
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
    return prove_question(proof_board(n, m, assignment, cross_policy, centre_stone), position,
                          sum(1 << i for i in t), sum(1 << i for i in g), max_nodes=max_nodes, table_bits=table_bits,
                          backend=backend, progress=progress)


def proved_report(n: int, assignment: str = "sextant", cross_policy: str = "placer", centre_stone: bool = False, *,
                  max_nodes: int = 10**8, table_bits: int = 24) -> dict[str, Any]:
    """The answers at the start of the n x n game by :func:`prove_coalition`, one question at a time: who wins
    alone, which pairs force the win, the helped and strict tables and the kingmakers at the start (no counts
    over all positions: the proof search does not visit them all).

    Returns
    -------
    dict
        ``alone``, ``pairs``, ``helped``, ``strict`` and ``kingmakers at start`` as in :func:`torus3_report`
        (an answer is None where the search stopped at ``max_nodes``), ``positions`` (expanded, all questions)
        and ``seconds``.
    """
    from combgames.solvers.coalition_table import _kingmakers, coalition_questions

    answers, positions, seconds = {}, 0, 0.0
    for team, goal in coalition_questions(3):
        r = prove_coalition(n, team, goal, assignment, cross_policy, centre_stone, max_nodes=max_nodes,
                            table_bits=table_bits)
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
        out["kingmakers at start"] = {"helped": _named_kingmakers(_kingmakers(bits, 3, False)),
                                      "strict": _named_kingmakers(_kingmakers(bits, 3, True))}
    return out
