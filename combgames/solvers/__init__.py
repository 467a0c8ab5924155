"""Solvers that work on any game through the generic interface :class:`combgames.game.Game`.

- :func:`alphabeta` - finite acyclic two-player games: value with distance, best moves, principal variation,
  strategy trees (:mod:`~combgames.solvers.search`).
- :func:`retrograde` - two-player games whose positions can repeat: every position's exact value
  (:mod:`~combgames.solvers.retrograde`).
- :func:`grundy_value`, :func:`outcome_class`, :func:`mex` - impartial games, normal and misere
  (:mod:`~combgames.solvers.grundy`).
- :func:`coalition_values`, :func:`maxn` - games of three or more players: what each coalition can force,
  kingmakers, max^n (:mod:`~combgames.solvers.coalition`, :mod:`~combgames.solvers.maxn`).
- :func:`solve` - one entry point choosing among them from the game's declared capabilities.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from combgames.base.checks import LimitError, check_one_of
from combgames.base.lazy import lazy_exports

from combgames.game import Game, capabilities, checked_position, resolve_no_move_rule, successors
from combgames.solvers.grundy import GrundyEvaluator, grundy_value, mex, outcome_class
from combgames.solvers.values import Value

if TYPE_CHECKING:
    from combgames.solvers.coalition import (CoalitionTable, check_coalition_strategy,
                                             check_coalition_strategy_keyed, coalition_values)
    from combgames.solvers.maxn import MaxnResult, maxn
    from combgames.solvers.retrograde import RetrogradeResult, retrograde
    from combgames.solvers.search import SearchResult, Searcher, alphabeta
    from combgames.solvers.strategy import Strategy, StrategyError, check_strategy

_HOMES = {"CoalitionTable": "coalition", "check_coalition_strategy": "coalition",
          "check_coalition_strategy_keyed": "coalition", "coalition_values": "coalition",
          "MaxnResult": "maxn", "maxn": "maxn", "RetrogradeResult": "retrograde", "retrograde": "retrograde",
          "SearchResult": "search", "Searcher": "search", "alphabeta": "search",
          "Strategy": "strategy", "StrategyError": "strategy", "check_strategy": "strategy"}
"""The module of each name imported on first use (a solve by search or Grundy values does not pay for the
others' imports)."""


__getattr__, __dir__ = lazy_exports(__name__, _HOMES)




__all__ = [
    "CoalitionTable", "MaxnResult", "check_coalition_strategy", "check_coalition_strategy_keyed", "coalition_values",
    "maxn",
    "GrundyEvaluator", "METHODS", "RetrogradeResult", "SearchResult", "Searcher", "Solution", "Strategy",
    "StrategyError", "Value", "alphabeta", "applicable_methods", "check_strategy", "choose_method", "grundy_value",
    "mex",
    "outcome_class", "retrograde", "solve",
]

METHODS = ("auto", "search", "retrograde", "grundy", "compiled", "pns")


@dataclass
class Solution:
    """The answer of :func:`solve`: what a user asks of a position, whichever method found it.

    Attributes
    ----------
    method : str
        "search", "retrograde" or "grundy".
    value : Value or None
        Win / loss / draw for the player to move with distance (None for Grundy solves, which give the
        outcome class instead; call :func:`alphabeta` for the distance in an impartial game).
    best_moves : list or None
        Moves achieving the value (for Grundy: moves to a P-position, empty if none); None when there are too
        many to list (``stats["best_moves"]`` says why; the value is still exact).
    pv : list
        A principal variation (empty for Grundy solves).
    grundy : int or None
        The Sprague-Grundy value (impartial games, normal play).
    outcome_class : str or None
        "N" or "P" for impartial games.
    stats : dict
        Nodes, table sizes, seconds.
    """

    position: Any
    method: str
    value: Value | None
    best_moves: list | None
    pv: list
    grundy: int | None = None
    outcome_class: str | None = None
    stats: dict = field(default_factory=dict)


METHOD_SUMMARIES = {
    "search": "alpha-beta search with a transposition table and symmetry (acyclic two-player games)",
    "retrograde": "retrograde analysis of every reachable position (two-player games whose positions may repeat)",
    "grundy": "Sprague-Grundy evaluation (acyclic impartial games), by the game's theory where it has one",
    "compiled": "numba kernels: bitboard alpha-beta (positional games of at most 64 points) or ranked retrograde "
                "analysis (stone games)",
    "pns": "proof-number search, value only (compiled df-pn for positional games of at most 64 points)",
}
"""One line per method of :func:`solve`, as ``combgames solve GAME --methods`` prints them."""


def applicable_methods(game: Game) -> dict[str, str | None]:
    """Return, for each method of :func:`solve` but "auto", None if it applies to ``game`` and otherwise the
    reason it does not (read from the game's declared capabilities; nothing is solved).

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> sorted(m for m, why in applicable_methods(Nim([1, 2])).items() if why is None)
    ['grundy', 'pns', 'retrograde', 'search']
    """
    caps = capabilities(game)
    name = type(game).__name__
    if getattr(game, "players", 2) != 2:
        why = f"{name} has {game.players} players (combgames solve answers it by coalitions)"
        return {m: why for m in METHOD_SUMMARIES}
    loopy = None if caps.acyclic else f"{name} is not declared acyclic (its positions may repeat)"
    passing = "its no-move rule is 'pass'" if caps.no_move_rule == "pass" else None
    out: dict[str, str | None] = {
        "search": loopy or passing,
        "retrograde": None,
        "grundy": None if caps.impartial else f"{name} is not impartial",
        "pns": loopy or passing,
    }
    if caps.positional_structure is not None:
        from combgames.solvers.compiled.positional import MAX_POINTS

        n = caps.positional_structure()["points"]
        out["compiled"] = None if n <= MAX_POINTS else f"{n} points; the compiled solver takes at most {MAX_POINTS}"
    elif caps.stone_structure is not None:
        from combgames.solvers.compiled_retrograde import compiled_retrograde_unsuitable

        out["compiled"] = compiled_retrograde_unsuitable(game)
    else:
        out["compiled"] = f"{name} declares neither positional_structure() nor stone_structure()"
    if out["grundy"] is None and not caps.acyclic:
        out["grundy"] = f"{name} is not declared acyclic (Grundy values need an acyclic game)"
    return out


def choose_method(game: Game) -> str:
    """Return the method :func:`solve` uses for ``game`` with ``method="auto"``.

    Acyclic impartial games get "grundy"; two-player positional games (declaring ``positional_structure()``)
    of 16 to 64 points get "compiled" when the cost model expects it to be faster (:mod:`combgames.solvers.cost`:
    many positions up to symmetry); other games declared ``acyclic`` get "search"; stone games declaring
    ``stone_structure()`` with at least :data:`~combgames.solvers.compiled_retrograde.AUTO_MINIMUM_POSITIONS`
    positions get "compiled" (the compiled retrograde analysis); all others "retrograde" (loopy games,
    impartial or not; it also handles acyclic games, just without pruning).
    """
    caps = capabilities(game)
    if caps.impartial and caps.acyclic:
        return "grundy"
    if caps.positional_structure is not None:
        from combgames.solvers.compiled.positional import compiled_unsuitable

        if compiled_unsuitable(game) is None and _compiled_positional_is_cheaper(game):
            return "compiled"
    if caps.acyclic:
        return "search"
    if caps.stone_structure is not None:
        from combgames.solvers.compiled_retrograde import AUTO_MINIMUM_POSITIONS, compiled_retrograde_unsuitable

        if compiled_retrograde_unsuitable(game, minimum_positions=AUTO_MINIMUM_POSITIONS) is None:
            return "compiled"
    return "retrograde"


LIMITS = {
    "max_nodes": "nodes searched: alpha-beta, proof-number search, compiled alpha-beta, Grundy evaluation",
    "max_positions": "positions stored: retrograde analysis, compiled or not, and coalition tables",
}
"""The two kinds of limit of :func:`solve`, one spelling each, and what each counts; ``combgames solve`` sets
them with ``--max-nodes`` and ``--max-positions``. Each default is the solver module's own constant (the
README's table of limits lists them)."""


def _limit_kind(game: Game, method: str) -> str:
    """The kind of limit (a key of :data:`LIMITS`) that ``method`` takes for ``game``."""
    if method == "retrograde" or method == "compiled" and capabilities(game).stone_structure is not None:
        return "max_positions"
    return "max_nodes"


def _compiled_positional_is_cheaper(game: Game) -> bool:
    """The cost model's choice (:mod:`combgames.solvers.cost`) for a positional game."""
    from combgames.solvers.cost import compiled_positional_is_cheaper

    structure = capabilities(game).positional_structure()
    return compiled_positional_is_cheaper(structure["points"], len(structure.get("group") or ()) or 1)


def _chosen_method(game: Game, method: str, options: dict) -> tuple[str, str | None]:
    """The method :func:`solve` runs, and a note when "auto" passes over the compiled solver of a positional
    game (too small, too large, or options it does not take)."""
    if method != "auto":
        return method, None
    chosen = choose_method(game)
    if chosen == "compiled" and capabilities(game).stone_structure is not None:
        from combgames.solvers.compiled_retrograde import compiled_retrograde_unsuitable

        why = compiled_retrograde_unsuitable(game, options)
        return ("compiled", None) if why is None else ("retrograde", f"generic retrograde analysis: {why}")
    if capabilities(game).positional_structure is None:
        return chosen, None
    from combgames.solvers.compiled.positional import compiled_unsuitable

    why = compiled_unsuitable(game, options)
    if why is None and not _compiled_positional_is_cheaper(game):
        why = "the generic search is expected to be faster (combgames.solvers.cost: few positions up to symmetry)"
    if why is None:
        return "compiled", None
    return ("search" if chosen == "compiled" else chosen), f"generic solver, not the compiled one: {why}"


def solve(game: Game, position: Any = None, method: str = "auto", **options: Any) -> Solution:
    """Solve a position of a game, choosing the method from the game's declared capabilities.

    Parameters
    ----------
    game : Game
    position : optional
        Default ``game.initial()``.
    method : {"auto", "search", "retrograde", "grundy", "compiled", "pns"}
        "auto" uses :func:`choose_method`; "compiled" is
        :func:`~combgames.solvers.compiled.positional.compiled_alphabeta` (positional games of at most 64 points;
        "auto" takes it from 16 points on and otherwise says why in ``stats["note"]``), and for stone games
        :func:`~combgames.solvers.compiled_retrograde.compiled_retrograde` (every position ranked and solved;
        "auto" takes it from 100,000 positions on); "pns" is
        :func:`~combgames.solvers.pns.proof_number_search` (value without distance).
    **options
        Passed to the chosen solver (e.g. ``symmetry=False``, ``no_move_rule="draw"``). The limits
        ``max_nodes`` (search, proof-number search, compiled alpha-beta, Grundy evaluation) and ``max_positions``
        (retrograde analysis, compiled or not) go to the chosen method when it has that kind of limit and are
        dropped otherwise, so a caller may pass both without knowing which method runs (:data:`LIMITS`).

    Raises
    ------
    ValueError
        For an unknown method.
    TypeError
        If the game lacks what the method needs (two players, impartiality).

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> s = solve(Nim([1, 2, 3]))
    >>> s.method, s.grundy, s.outcome_class
    ('grundy', 0, 'P')
    """
    check_one_of(method, "method", METHODS)
    limits = {kind: options.pop(kind, None) for kind in LIMITS}
    chosen, note = _chosen_method(game, method, options)
    kind = _limit_kind(game, chosen)
    if limits[kind] is not None:
        options[kind] = limits[kind]
    p = game.initial() if position is None else checked_position(game, position)
    t0 = time.perf_counter()
    if chosen == "pns":
        from combgames.solvers.pns import proof_number_search

        r = proof_number_search(game, p, **options)  # progress from the compiled search only
        return Solution(p, "pns", r.value, r.best_moves, [],
                        stats={"nodes": r.nodes, "seconds": r.seconds, **r.stats})
    if chosen == "compiled" and capabilities(game).stone_structure is not None:
        from combgames.solvers.compiled_retrograde import compiled_retrograde

        cr = compiled_retrograde(game, **options)
        return Solution(p, "compiled", cr.value(p), cr.best_moves(p), cr.pv(p),
                        stats={"positions": cr.size, "edges": cr.edges, "seconds": cr.seconds,
                               "counts": cr.counts, "symmetry": False, **cr.stats})
    if chosen == "compiled":
        from combgames.solvers.compiled.positional import compiled_alphabeta

        r = compiled_alphabeta(game, p, **options)
        return Solution(p, "compiled", r.value, r.best_moves, r.pv,
                        stats={"nodes": r.nodes, "table_size": r.table_size, "seconds": r.seconds,
                               "symmetry": r.symmetry, **r.stats})
    if chosen == "search":
        if "checkpoint" in options:
            raise ValueError("checkpoints are supported by retrograde analysis only")
        from combgames.solvers.search import alphabeta

        r = alphabeta(game, p, **options)
        stats = {"nodes": r.nodes, "table_size": r.table_size, "seconds": r.seconds, "symmetry": r.symmetry}
        if note is not None:
            stats["note"] = note
        return Solution(p, "search", r.value, r.best_moves, r.pv, stats=stats)
    if chosen == "retrograde":
        from combgames.solvers.retrograde import retrograde

        rr = retrograde(game, start=p, **options)
        stats = {"positions": rr.size, "edges": rr.edges, "seconds": rr.seconds, "counts": rr.counts,
                 "symmetry": rr.symmetry}
        if note is not None:
            stats["note"] = note
        return Solution(p, "retrograde", rr.value(p), rr.best_moves(p), rr.pv(p), stats=stats)
    options.pop("progress", None)  # Grundy evaluation reports no progress
    if "checkpoint" in options:
        raise ValueError("checkpoints are supported by retrograde analysis only")
    ev = GrundyEvaluator(game, **options)
    caps = capabilities(game)
    conv = caps.convention
    cls = ev.outcome(p, conv)
    stats: dict[str, Any] = {}
    try:
        g = ev.value(p) if conv == "normal" else None
    except LimitError as err:  # the outcome is known (a theory) past where the Grundy value is computed
        g, stats["grundy"] = None, str(err)
    best: list | None
    if caps.winning_moves is not None and not options.get("search", False):
        try:
            best = list(caps.winning_moves(p))
        except ValueError as err:  # too many moves to list: the value stands, the moves are not listed
            best, stats["best_moves"] = None, str(err)
    else:
        rule = resolve_no_move_rule(game)
        best = [m for m, c in successors(game, p, rule) if ev.outcome(c, conv) == "P"]
    stats.update(nodes=ev.nodes, seconds=time.perf_counter() - t0)
    return Solution(p, "grundy", None, best, [], grundy=g, outcome_class=cls, stats=stats)
