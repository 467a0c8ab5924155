"""The solver's view of a position during play: which solver answers a game, the value of the position for the
player to move, its best moves, and the value of every legal move.

One home for what ``combgames play`` (a hint, the computer's move) and the web explorer of ``combgames serve``
(every move coloured by its value) ask of a position. :class:`Advisor` chooses the solver from the game's
declared capabilities:

- two players, positions that repeat: one retrograde analysis (:func:`~combgames.solvers.retrograde`) of every
  position reachable from the start, built once; every value is read from it;
- two players, acyclic: with ``table_positions > 0`` the same table when the game has at most that many
  positions from the start (tried within the time budget), else alpha-beta search
  (:class:`~combgames.solvers.search.Searcher`) position by position within a node and time budget;
- two players, impartial and acyclic: Sprague-Grundy values (:class:`~combgames.solvers.grundy.GrundyEvaluator`),
  under the game's convention;
- three or more players: coalition values (:func:`~combgames.solvers.coalition.coalition_values`, once) on
  placement boards of at most :data:`COALITION_CELLS` cells, else max^n (:func:`~combgames.solvers.maxn`) within
  the time budget for a hint, and no value of the moves.

Where the budget runs out the answer says so (:class:`Evaluation` with ``"unknown"`` moves and a note); nothing
hangs past about the time budget except the one table of a game whose positions repeat, bounded by its
``max_positions`` (:meth:`Advisor.prepare` reports its progress).

:func:`heuristic_moves` ranks moves by a one-ply look ahead, for play where the solver has no answer;
:class:`LegalMoves` lists a position's moves (the first of very many) and :func:`diagram_text` draws its board as
text.
"""

from __future__ import annotations

import itertools
import random
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence

from combgames.base.checks import LimitError, check_int, one_line

from combgames.game import (DRAW, capabilities, final_result, move_from_text, player_name, position_key,
                            position_text, resolve_no_move_rule, successors)
from combgames.solvers.values import LOSS, WIN, Value, from_score

__all__ = ["COALITION_CELLS", "Advisor", "Evaluation", "LegalMoves", "MAX_NODES", "MAX_POSITIONS", "MAX_SHOWN",
           "MoveValue", "OutOfTime", "SECONDS", "TABLE_SECONDS", "Timed", "diagram_text", "heuristic_moves"]

MAX_NODES = 300_000
"""The default node budget of one alpha-beta search for a hint or a computer move (about a few seconds)."""

SECONDS = 5.0
"""The default time budget of one search for a hint or a computer move."""

MAX_POSITIONS = 2_000_000
"""The default limit of positions of the one retrograde analysis of a game whose positions repeat."""

MAX_SHOWN = 2_000
"""The most legal moves ever listed: a position with more shows their number and the first ones."""

COALITION_CELLS = 16
"""The largest placement board (cells) whose coalition values are computed once, at the start (the compiled
kernel keeps 3^cells words: 16 cells is 344 MB and a few seconds)."""

HEURISTIC_PLAYS = 20_000
"""The most positions :func:`heuristic_moves` looks at (one ply for the mover, one for the next player)."""

TABLE_SECONDS = 3.0
"""The longest try at the table of an acyclic game (``table_positions``): a larger game is searched instead
(the table of transversal-design's 9,000 positions takes about 1.3 s of CPU here; qubic reaches 20,000
positions in 1 s, far from its end)."""

MAX_SEARCH_TABLE = 4_000_000
"""The most transposition-table entries the advisor's alpha-beta searcher keeps between positions (cleared
past it)."""

UNKNOWN = "unknown"
"""The kind of a move (or position) the solver could not value within its budget."""

COALITIONS = "coalitions"
"""The kind of a value of a game of three or more players: which coalitions force a win."""


class LegalMoves:
    """The legal moves of a position: all of them when there are at most ``limit``, else their number and the
    first ``limit`` (through the game's ``move_count`` and ``iter_moves``, so no list of them all is built)."""

    def __init__(self, game: Any, p: Any, limit: int = MAX_SHOWN):
        self.game, self.position = game, p
        caps = capabilities(game)
        if caps.move_count is not None and caps.iter_moves is not None:
            self.count = caps.move_count(p)
            self.shown = list(itertools.islice(caps.iter_moves(p), limit))
        else:
            self.shown = list(game.moves(p))
            self.count = len(self.shown)

    @property
    def complete(self) -> bool:
        """Whether :attr:`shown` holds every legal move."""
        return len(self.shown) == self.count

    def __bool__(self) -> bool:
        return self.count > 0

    def read(self, text: str) -> Any:
        """The legal move written ``text``: read by the game's notation (:func:`combgames.game.move_from_text`)
        and checked against the list when it holds every legal move (else playing it checks it).

        Raises
        ------
        ValueError
            If ``text`` names no legal move here (the game's notation may raise a TypeError or its own
            ValueError for text it cannot read).
        """
        m = move_from_text(self.game, text, self.position)
        if self.complete and not any(m == x for x in self.shown):
            raise ValueError(f"{text!r} is not a legal move here")
        return m


def diagram_text(game: Any, p: Any) -> str:
    """The board as text: the game's diagram, else its position text with one row per line."""
    draw = capabilities(game).diagram
    if draw is not None:
        return draw(p)
    text = position_text(game, p)
    return "\n".join(text.split("/")) if "/" in text else text


class OutOfTime(LimitError):
    """A search ran out of its time budget."""


class Timed:
    """``game`` whose option-generating methods (``moves``, ``iter_moves``, ``left_options``, ``right_options``
    and the region options of :mod:`combgames.cgt.values`) and ``canonical`` (a graph certificate may take
    milliseconds) stop a computation with :class:`OutOfTime` once ``seconds`` have passed since creation or the
    last :meth:`restart`; every other attribute is the game's."""

    TIMED = ("moves", "iter_moves", "left_options", "right_options", "_region_options", "canonical")

    def __init__(self, game: Any, seconds: float):
        self._game = game
        self._seconds = seconds
        self._deadline = time.perf_counter() + seconds

    def restart(self, seconds: float | None = None) -> None:
        """Start the budget again (``seconds``, default the budget given at creation)."""
        if seconds is not None:
            self._seconds = seconds
        self._deadline = time.perf_counter() + self._seconds

    def check(self) -> None:
        """Raise :class:`OutOfTime` if the budget has run out."""
        if time.perf_counter() > self._deadline:
            raise OutOfTime(f"no answer within {self._seconds:g} s (the game is too large to search during play)")

    def moves(self, p: Any) -> Any:
        self.check()
        return self._game.moves(p)

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._game, name)
        if name in Timed.TIMED and callable(value):
            def timed(*args: Any, _f: Callable = value) -> Any:
                self.check()
                return _f(*args)
            return timed
        return value


@dataclass
class MoveValue:
    """The value of one legal move for the player who makes it.

    Attributes
    ----------
    move : move
    after : position
        The position after the move.
    kind : str
        "win", "draw" or "loss" for the mover under optimal play after the move; "unknown" when the solver
        had no answer within its budget; "coalitions" in games of three or more players (see ``crowns``).
    value : Value or None
        The mover's value with the distance in plies counted from the position before the move (None when
        unknown; a distance of None when the solver gives none, as Grundy values).
    grundy : int or None
        Impartial games under normal play: the Sprague-Grundy value of the position after the move (the move
        wins exactly when it is 0).
    crowns : list of tuples or None
        Three or more players: the coalitions (tuples of players) that force one of their members to win after
        the move.
    """

    move: Any
    after: Any
    kind: str
    value: Value | None = None
    grundy: int | None = None
    crowns: list[tuple[int, ...]] | None = None

    @classmethod
    def solved(cls, move: Any, after: Any, value: Value) -> "MoveValue":
        """The move whose value for the mover is ``value`` (its kind is the value's outcome)."""
        return cls(move, after, value.outcome, value)


@dataclass
class Evaluation:
    """The solver's view of a position (:meth:`Advisor.evaluate`).

    Attributes
    ----------
    method : str
        The solver that answered: "retrograde", "table" (a retrograde table of an acyclic game), "search",
        "grundy", "coalition", "maxn" or "none".
    kind : str
        For the player to move: "win", "draw", "loss", "unknown", or "coalitions" (three or more players).
    value : Value or None
        Two players: the value for the player to move (None when unknown, or for Grundy solves of misere games
        whose distance is not computed: then ``kind`` still says win or loss).
    grundy : int or None
        Impartial games under normal play: the position's Sprague-Grundy value.
    outcome_class : str or None
        Impartial games: "N" or "P" under the game's convention.
    forced : list of tuples or None
        Three or more players: the coalitions forcing one of their members to win.
    moves : list of MoveValue
        One per legal move asked about, in the order given.
    note : str or None
        Why some value is unknown (a budget, a limit), or what the solver could not do.
    """

    method: str
    kind: str
    value: Value | None = None
    grundy: int | None = None
    outcome_class: str | None = None
    forced: list[tuple[int, ...]] | None = None
    moves: list[MoveValue] = field(default_factory=list)
    note: str | None = None


class Advisor:
    """The solver's view of positions during play: a value for the player to move, best moves, and the value
    of every legal move (see the module docstring for which solver answers which game).

    Parameters
    ----------
    game : Game
    start : position
        The first position of the session (retrograde analysis covers every position reachable from it).
    max_nodes : int
        Node budget of one alpha-beta search (of one evaluation of every move, with :meth:`evaluate`).
    max_positions : int
        Limit of positions of the one retrograde analysis of a game whose positions repeat.
    seconds : float
        Time budget of one search (checked at every position expanded).
    table_positions : int
        Acyclic two-player games (not impartial) with at most this many positions reachable from the start
        are solved once by retrograde analysis (tried within ``seconds``, at most :data:`TABLE_SECONDS`, by
        :meth:`prepare`); 0 (the default) searches them position by position.
    """

    def __init__(self, game: Any, start: Any, max_nodes: int = MAX_NODES, max_positions: int = MAX_POSITIONS,
                 seconds: float = SECONDS, table_positions: int = 0):
        self.game = game
        self.start = start
        self.max_nodes = check_int(max_nodes, "max_nodes", minimum=1)
        self.seconds = seconds
        self.max_positions = max_positions
        self.table_positions = check_int(table_positions, "table_positions", minimum=0)
        caps = capabilities(game)
        two = game.players == 2
        self.method = ("grundy" if two and caps.impartial and caps.acyclic else "search" if two and caps.acyclic
                       else "retrograde" if two else "coalition" if _coalition_board(game)
                       else "maxn" if caps.acyclic else "none")
        self.rule = resolve_no_move_rule(game)
        self._table: Any = None
        self._failed: str | None = None  # why the one table could not be built
        self._prepared = False  # the one table was built or tried
        self._timed = Timed(game, seconds)
        self._searcher: Any = None
        self._grundy: Any = None

    # -- the one-off work -----------------------------------------------------------------------------------
    def prepare(self, progress: Callable[[dict], None] | None = None) -> None:
        """Build the one table the method needs (a retrograde table, a coalition table; for acyclic games with
        ``table_positions``, try a table within ``seconds``), calling ``progress`` with the solver's reports.
        A table that cannot be built (over ``max_positions``) is recorded: the values it would give are
        unknown, with the reason as the note."""
        if self._table is not None or self._failed is not None or self._prepared:
            return
        self._prepared = True
        try:
            if self.method == "retrograde":
                self._retrograde_table(self.start, progress)
            elif self.method == "coalition":
                self._coalition_table(self.start)
            elif self.method == "search" and self.table_positions:
                self._try_table(progress)
        except (ValueError, TypeError, MemoryError) as err:  # a solver's stated limit
            if self.method != "search":
                self._failed = f"the solver stopped: {one_line(err)}"

    def _retrograde_table(self, p: Any, progress: Callable[[dict], None] | None = None) -> Any:
        from combgames.solvers.retrograde import retrograde

        if self._table is None or p not in self._table:
            self._table = retrograde(self.game, start=p, max_positions=self.max_positions, progress=progress)
        return self._table

    def _coalition_table(self, p: Any) -> Any:
        from combgames.solvers.coalition import coalition_values

        if self._table is None:
            self._table = coalition_values(self.game, p)
        return self._table

    def _try_table(self, progress: Callable[[dict], None] | None) -> None:
        """A retrograde table of an acyclic game of at most ``table_positions`` positions, built within
        ``seconds`` (at most :data:`TABLE_SECONDS`); the method becomes "table" when it is built, and stays
        "search" otherwise."""
        from combgames.solvers.retrograde import retrograde

        timed = Timed(self.game, min(self.seconds, TABLE_SECONDS))
        table = retrograde(timed, start=self.start, max_positions=self.table_positions, progress=progress)
        table.game, table.key = self.game, position_key(self.game, table.symmetry)  # no deadline from now on
        self._table, self.method = table, "table"

    # -- a hint or the computer's move --------------------------------------------------------------------
    def advice(self, p: Any) -> tuple[str, list | None]:
        """Return ``(text, best moves)`` for position ``p``; best moves None when the solver has no answer
        (the text says why)."""
        from combgames.solvers import alphabeta, maxn, solve

        if self._failed is not None:
            return self._failed, None
        try:
            if self.method in ("retrograde", "table"):
                return self._retrograde(p)
            if self.method == "coalition":
                return self._coalition(p)
            if self.method == "maxn":
                r = maxn(Timed(self.game, self.seconds), p)
                return (f"max^n prediction (each player maximises their own result, ties to the next player): "
                        f"{_result_word(self.game, r.outcome(p))}"), list(r.best_moves(p))
            if self.method == "none":
                return f"no solver for this {self.game.players}-player game whose positions repeat", None
            if self.method == "search":
                r = alphabeta(Timed(self.game, self.seconds), p, max_nodes=self.max_nodes)
                return f"value for the player to move: {r.value}", list(r.best_moves or [])
            s = solve(Timed(self.game, self.seconds), p, method="grundy")
        except (ValueError, KeyError, TypeError) as err:  # a solver's stated limit (OutOfTime included)
            return f"the solver stopped: {one_line(err)}", None
        if s.value is not None:
            return f"value for the player to move: {s.value}", list(s.best_moves or [])
        g = "" if s.grundy is None else f", Grundy value {s.grundy}"
        who = "the player to move wins" if s.outcome_class == "N" else "the player to move loses"
        return f"outcome class {s.outcome_class}{g}: {who}", list(s.best_moves or [])

    def _retrograde(self, p: Any) -> tuple[str, list]:
        table = self._retrograde_table(p) if self.method == "retrograde" or p not in self._table else self._table
        if p not in table:  # a position of an acyclic game's table that the table does not hold
            raise KeyError("the position is not reachable from the start of the table")
        return f"value for the player to move: {table.value(p)}", list(table.best_moves(p))

    def _coalition(self, p: Any) -> tuple[str, list]:
        """Which coalitions force their win at ``p``; the best moves keep forced the most of the mover's
        coalitions (alone counting four times a coalition of two), ranked among themselves by
        :func:`heuristic_moves`."""
        table = self._coalition_table(self.start)
        mover = self.game.to_move(p)
        forced = ["+".join(player_name(self.game, i) for i in c) for c, v in table.table(p).items() if v]
        text = "coalitions that can force one of their members to win: " + (", ".join(forced) or "none")

        def score(q: Any) -> int:
            return sum(4 if len(c) == 1 else 1 for c, v in table.table(q).items() if v and mover in c)

        scores = {i: score(q) for i, (_, q) in enumerate(successors(self.game, p, table.rule))}
        top = max(scores.values(), default=0)
        moves = list(self.game.moves(p))
        best = [moves[i] for i, v in scores.items() if v == top]
        if top == 0:
            return f"{text}; {player_name(self.game, mover)} forces nothing, alone or with a partner", []
        return text, heuristic_moves(self.game, p, best, table.rule)

    # -- the value of every move ----------------------------------------------------------------------------
    def evaluate(self, p: Any, moves: Sequence[Any] | None = None, *, seconds: float | None = None) -> Evaluation:
        """The value of position ``p`` for the player to move and of each of ``moves`` (default: every legal
        move, as :class:`LegalMoves` lists them) for the player who makes it.

        The whole evaluation keeps within the budget (``seconds``, default the advisor's, and ``max_nodes``):
        the moves left when it runs out are "unknown" and the note says why. A position where the player to
        move has no move under the "pass" rule has the one move None (a pass). Never raises for a legal
        position of the game.
        """
        if moves is None:
            moves = LegalMoves(self.game, p).shown
        pairs = successors(self.game, p, self.rule, list(moves))
        self.prepare()
        self._timed.restart(self.seconds if seconds is None else seconds)
        if self._failed is not None:
            return _unknown(self.method, pairs, self._failed)
        try:
            if self.method == "retrograde" or self.method == "table" and p in self._table:
                return self._table_values(p, pairs)
            if self.method in ("search", "table"):  # a position off the small game's table is searched
                return self._search_values(p, pairs)
            if self.method == "grundy":
                return self._grundy_values(p, pairs)
            if self.method == "coalition":
                return self._coalition_values(p, pairs)
        except (ValueError, KeyError, TypeError) as err:  # a solver's stated limit; a position off the table
            return _unknown(self.method, pairs, f"the solver stopped: {one_line(err)}")
        why = ("no solver values the moves of a game of three or more players this large (coalition values "
               f"are computed on placement boards of at most {COALITION_CELLS} cells)"
               if self.method == "maxn" else f"no solver for this {self.game.players}-player game whose "
                                             "positions repeat")
        return _unknown(self.method, pairs, why)

    def _table_values(self, p: Any, pairs: list) -> Evaluation:
        if self.method == "retrograde":
            self._retrograde_table(p)
        table = self._table
        if p not in table:
            raise KeyError(f"the position is not reachable from the start of the table ({self.method})")
        values = [MoveValue.solved(m, c, table.value(c).negate()) for m, c in pairs]
        return _two_player(self.method, table.value(p), values)

    def _search_values(self, p: Any, pairs: list) -> Evaluation:
        """Each move by an exact alpha-beta score of the position after it, one searcher (and transposition
        table) for the whole session; the budget is shared by the moves, in their order."""
        from combgames.solvers.search import Searcher

        if self._searcher is None or len(self._searcher.table) > MAX_SEARCH_TABLE:
            self._searcher = Searcher(self._timed)
        searcher = self._searcher
        searcher.max_nodes = searcher.nodes + self.max_nodes
        values, note = [], None
        with _deep_recursion():
            for m, c in pairs:
                if note is None:
                    try:
                        values.append(MoveValue.solved(m, c, from_score(searcher.score(c)).negate()))
                        continue
                    except (ValueError, RecursionError) as err:  # the budget, a search limit (OutOfTime included)
                        note = f"the solver stopped: {one_line(err)}"
                values.append(MoveValue(m, c, UNKNOWN))
            if note is None:  # the moves' exact scores are in the table: the position's costs little more
                try:
                    return _two_player("search", from_score(searcher.score(p)), values)
                except (ValueError, RecursionError) as err:  # the moves listed were not all (too many to list)
                    note = f"the solver stopped: {one_line(err)}"
        return Evaluation("search", _best_known(values), moves=values, note=note)

    def _grundy_values(self, p: Any, pairs: list) -> Evaluation:
        """Each move by the outcome class of the position after it (the mover wins exactly when it is a
        P-position, under the game's convention), with its Grundy value under normal play."""
        from combgames.solvers.grundy import GrundyEvaluator

        convention = capabilities(self.game).convention
        if self._grundy is None:
            self._grundy = GrundyEvaluator(self._timed, max_nodes=self.max_nodes)
        ev = self._grundy
        ev.generated = 0
        values, note = [], None
        for m, c in pairs:
            if note is None:
                try:
                    won = ev.outcome(c, convention) == "P"
                    g = ev.value(c) if convention == "normal" else None
                    values.append(MoveValue(m, c, WIN if won else LOSS, Value(WIN if won else LOSS), grundy=g))
                    continue
                except ValueError as err:  # the budget (OutOfTime), a node limit
                    note = f"the solver stopped: {one_line(err)}"
            values.append(MoveValue(m, c, UNKNOWN))
        try:
            cls = ev.outcome(p, convention)
            g = ev.value(p) if convention == "normal" else None
        except ValueError as err:
            return Evaluation("grundy", _best_known(values), moves=values,
                              note=note or f"the solver stopped: {one_line(err)}")
        kind = WIN if cls == "N" else LOSS
        return Evaluation("grundy", kind, Value(kind), grundy=g, outcome_class=cls, moves=values, note=note)

    def _coalition_values(self, p: Any, pairs: list) -> Evaluation:
        table = self._coalition_table(self.start)

        def forced(q: Any) -> list[tuple[int, ...]]:
            return [c for c, v in table.table(q).items() if v]

        values = [MoveValue(m, c, COALITIONS, crowns=forced(c)) for m, c in pairs]
        return Evaluation("coalition", COALITIONS, forced=forced(p), moves=values)


def _two_player(method: str, value: Value, moves: list[MoveValue]) -> Evaluation:
    return Evaluation(method, value.outcome, value, moves=moves)


def _best_known(values: list[MoveValue]) -> str:
    """The position's kind from some of its moves' values: a win when a known move wins, else unknown."""
    return WIN if any(mv.kind == WIN for mv in values) else UNKNOWN


def _unknown(method: str, pairs: list, note: str) -> Evaluation:
    return Evaluation(method, UNKNOWN, moves=[MoveValue(m, c, UNKNOWN) for m, c in pairs], note=note)


@contextmanager
def _deep_recursion() -> Iterator[None]:
    """Room for alpha-beta's one frame per ply (as :func:`~combgames.solvers.search.alphabeta` makes)."""
    from combgames.solvers.search import RECURSION_LIMIT

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, RECURSION_LIMIT))
    try:
        yield
    finally:
        sys.setrecursionlimit(limit)


def _coalition_board(game: Any) -> bool:
    """Whether the game is a placement board the compiled coalition solver takes within
    :data:`COALITION_CELLS` cells."""
    rules = capabilities(game).placement_rules
    if rules is None:
        return False
    try:
        return rules()["cells"] <= COALITION_CELLS
    except (ValueError, TypeError):  # more cells than its outcome table takes
        return False


def heuristic_moves(game: Any, p: Any, moves: Sequence[Any], rule: str = "loss",
                    max_plays: int = HEURISTIC_PLAYS) -> list:
    """The moves of ``moves`` ranked by a one-ply look ahead, best first: the moves that win at once, then the
    moves after which the next player has no move winning at once (by the game's ``order_moves`` when it has
    one, else in an order drawn at random, seeded by the position), then the rest.

    At most ``max_plays`` positions are looked at; moves whose replies were not all looked at rank after the
    moves checked safe and before the moves that lose at once.

    Examples
    --------
    >>> from combgames.games.positional import TicTacToe
    >>> g = TicTacToe()
    >>> p = g.parse_position("xx./oo./... X")
    >>> g.format_move(heuristic_moves(g, p, g.moves(p))[0], p)  # X completes the top row
    'c3'
    >>> p = g.parse_position("x../oo./x.. X")
    >>> g.format_move(heuristic_moves(g, p, g.moves(p))[0], p)  # X blocks O's middle row
    'c2'
    """
    mover = game.to_move(p)
    order = capabilities(game).order_moves
    ranked = list(order(p, list(moves))) if order is not None else random.Random(repr(p)).sample(list(moves),
                                                                                              len(moves))
    wins: list = []
    safe: list = []
    unchecked: list = []
    losing: list = []
    plays = 0
    for m in ranked:
        q = game.play(p, m)
        plays += 1
        r = _result(game, q, rule)
        if r is not None:
            (wins if r == mover else safe if r == DRAW else losing).append(m)
            continue
        if plays >= max_plays:
            unchecked.append(m)
            continue
        nxt = game.to_move(q)
        threat = False
        for reply in _iter_moves(game, q):
            plays += 1
            if _result(game, game.play(q, reply), rule) == nxt:
                threat = True
                break
            if plays >= max_plays:
                break
        (losing if threat else safe if plays < max_plays else unchecked).append(m)
    return wins + safe + unchecked + losing


def _iter_moves(game: Any, p: Any) -> Any:
    """The legal moves of ``p`` one at a time (the game's ``iter_moves`` when it has one, else its list)."""
    lazy = capabilities(game).iter_moves
    return lazy(p) if lazy is not None else game.moves(p)


def _result(game: Any, p: Any, rule: str) -> int | None:
    """:func:`final_result` of ``p``, asking for one legal move only."""
    return final_result(game, p, list(itertools.islice(_iter_moves(game, p), 1)), rule)


def _result_word(game: Any, r: int) -> str:
    return "a draw" if r == DRAW else f"{player_name(game, r)} wins"
