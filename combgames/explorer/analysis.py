"""What the explorer shows about a position, as JSON-ready dictionaries computed by the library's solvers.

:class:`Analyst` holds one game and its start; :meth:`Analyst.prepare` does the one-off work (a retrograde table
of a game whose positions repeat or of an acyclic game small enough, a coalition table), reporting progress;
:meth:`Analyst.report` gives the value of a position for the player to move and of every legal move for the
player who makes it. Which solver answers is :class:`combgames.solvers.advice.Advisor`'s choice, the same as
``combgames play``'s:

- two players: a retrograde table (every value exact, the distance in plies to the end under the distance rule:
  the winner fastest, the loser slowest), else alpha-beta search per move within the time and node budget;
  moves past the budget are ``"unknown"`` with a note;
- impartial games: the outcome class of the position after each move under the game's convention (a move wins
  exactly when it leads to a P-position: under normal play, to Grundy value 0), with its Grundy value;
- three or more players: coalition values on small placement boards (each move's ``"crowns"``: the coalitions
  that force one of their members to win after it), else ``"unknown"`` with a note;
- partizan games (Left's and Right's options): also the canonical value, temperature and mean of the position
  and of each option (:mod:`combgames.explorer.tree`); a move's kind is read from its option's value (Left
  moving to G^L wins exactly when G^L >= 0, Right moving to G^R when G^R <= 0; Siegel, *Combinatorial Game
  Theory*, II.1), its distance from the two-player solver when it answers within the budget;
- ``database=``: a solved database written by ``combgames solve --save``
  (:func:`combgames.solvers.database.load_solution`): values read from the file, not solved.

Examples
--------
>>> from combgames.catalogue import make_game
>>> a = Analyst(make_game("tictactoe"), name="tictactoe")
>>> r = a.report(a.parse("xo./.../... X"))
>>> r["value"]["kind"], r["to_move"], [m["text"] for m in r["moves"] if m["kind"] == "win"]
('win', 'X', ['a2', 'b2', 'a1'])
"""

from __future__ import annotations

import ast
import time
from collections.abc import Mapping
from typing import Any, Callable

from combgames.game import (DRAW, capabilities, checked_position, final_result, move_text, player_name,
                            position_text, successors)
from combgames.solvers.advice import (COALITIONS, MAX_NODES, MAX_POSITIONS, UNKNOWN, Advisor, Evaluation,
                                      LegalMoves, MoveValue, diagram_text)
from combgames.solvers.coalition_table import proper_coalitions
from combgames.solvers.values import DRAW_OUTCOME, LOSS, WIN, Value
from combgames.explorer.tree import CGT_POSITIONS, cgt_summary, is_partizan, partizan_value

__all__ = ["Analyst", "SECONDS", "TABLE_POSITIONS", "chart_value"]

SECONDS = 5.0
"""The default time budget of one report (the values of every move of one position)."""

TABLE_POSITIONS = 100_000
"""Acyclic two-player games with at most this many positions from the start are solved once by retrograde
analysis (tried within the time budget, at most :data:`combgames.solvers.advice.TABLE_SECONDS`) rather than
searched position by position."""

KEYS = ("game", "options", "position", "python", "board", "svg", "players", "to_move", "over", "result", "method",
        "value", "moves", "chart", "note")
"""The keys of every report (partizan games add ``"cgt"``; every report also has ``"solver"``, the method in
words, and ``"move_count"``, the number of legal moves, of which ``"moves"`` lists at most
:data:`combgames.solvers.advice.MAX_SHOWN`)."""

METHODS = {
    "retrograde": "retrograde analysis of every position reachable from the start (positions repeat)",
    "table": "retrograde analysis of every position reachable from the start (a small acyclic game)",
    "search": "alpha-beta search of each move within the time and node budget",
    "grundy": "Sprague-Grundy values (the outcome class of the position after each move)",
    "coalition": "coalition values of every position reachable from the start (compiled placement solver)",
    "maxn": "no solver values the moves (a game of three or more players too large for coalition values)",
    "none": "no solver values the moves",
    "database": "a solved database (combgames solve --save)",
    "cgt": "canonical values {L | R} of the position and its options (combinatorial game theory)",
}
"""The method of a report in words (its ``"solver"``)."""


def chart_value(kind: str, distance: int | None, mover: int, forced: list | None = None,
                players: int = 2) -> float | None:
    """The value-history chart's number: +1 when the first player wins, 0 a draw, -1 a loss, nearer ends
    taller (``sign * 10 / (distance + 10)``; a value without distance counts as a distance of 0); None when
    unknown. Three or more players: +1 when the first player forces a win alone, -1 when the others together
    force one of them to win and no coalition of the first player forces its win, 0 otherwise.

    Examples
    --------
    >>> chart_value("win", 0, 0), chart_value("win", 10, 1), chart_value("draw", None, 0)
    (1.0, -0.5, 0.0)
    """
    if kind == COALITIONS:
        if forced is None:
            return None
        others = tuple(range(1, players))
        return 1.0 if (0,) in forced else -1.0 if others in forced and not any(0 in c for c in forced) else 0.0
    if kind == DRAW_OUTCOME:
        return 0.0
    if kind not in (WIN, LOSS):
        return None
    sign = 1.0 if (kind == WIN) == (mover == 0) else -1.0
    return sign * 10.0 / ((distance or 0) + 10.0)


class Analyst:
    """The explorer's solver for one game and start (see the module docstring).

    Parameters
    ----------
    game : Game or str
        The game, or its registered name (built with ``options`` read as text).
    start : position or str, optional
        The start of the tables, or its text (default ``game.initial()``).
    database : SolvedDatabase, optional
        Values read from a ``combgames solve --save`` file (:func:`combgames.solvers.database.load_solution`
        with this game) instead of solved; positions it does not hold are solved.
    seconds : float
        The time budget of one report (and of the try at a table of an acyclic game).
    max_positions : int
        The most positions of the retrograde table of a game whose positions repeat.
    progress : callable, optional
        Called by :meth:`prepare` with dicts ``{"phase", "positions" or "done", "total", "seconds"}``.
    max_nodes : int
        The node budget of the alpha-beta searches of one report.
    table_positions : int
        See :data:`TABLE_POSITIONS` (0: search acyclic games position by position).
    cgt_positions : int
        The most positions one canonical value walks.
    name : str, optional
        The game's registered name (default: ``game`` when it is a name, the database's, else a guess from the
        game's type).
    options : mapping of str to str, optional
        The game's options as text, as the user gave them (shown in the report and its Python snippet; default
        the database's).
    """

    def __init__(self, game: Any, start: Any = None, *, database: Any = None, seconds: float = SECONDS,
                 max_positions: int = MAX_POSITIONS, progress: Callable[[dict], None] | None = None,
                 max_nodes: int = MAX_NODES, table_positions: int = TABLE_POSITIONS,
                 cgt_positions: int = CGT_POSITIONS, name: str | None = None,
                 options: Mapping[str, str] | None = None):
        if options is None and database is not None:
            options = database.header.get("options") or {}
        self.options = {str(k): str(v) for k, v in (options or {}).items()}
        if isinstance(game, str):
            from combgames.catalogue import current_name, make_game_from_text

            name = current_name(game)
            game = make_game_from_text(name, self.options)
        if not seconds > 0:
            raise ValueError(f"seconds must be a number of seconds > 0, not {seconds!r}")
        self.game = game
        self.name = name or _registered_name(game, database)
        self.start = game.initial() if start is None else self.parse(start) if isinstance(start, str) \
            else checked_position(game, start)
        self.database = database
        self.seconds = float(seconds)
        self.progress = progress
        self.cgt_positions = cgt_positions
        two = game.players == 2
        self.advisor = Advisor(game, self.start, max_nodes=max_nodes, max_positions=max_positions,
                               seconds=self.seconds,
                               table_positions=table_positions if two and not capabilities(game).impartial else 0)
        self.partizan = is_partizan(game)
        self._prepared = False

    def parse(self, text: str) -> Any:
        """The position written ``text`` in the game's notation (a Python literal for a game without one).

        Raises
        ------
        ValueError
            If the text is not a position of the game.
        """
        parse = capabilities(self.game).parse_position
        try:
            p = parse(text) if parse is not None else ast.literal_eval(text)
        except (SyntaxError, TypeError) as err:
            raise ValueError(f"{text!r} is not a position of {self.name}: {err}") from None
        return checked_position(self.game, p)

    def prepare(self) -> None:
        """The one-off work: the retrograde table (a game whose positions repeat; an acyclic game of at most
        ``table_positions`` positions, tried within ``seconds``) or the coalition table, calling ``progress``
        with the solver's reports, a first ``{"done": 0, "total": 1}`` and a last ``{"done": 1, "total": 1}``.
        A table over its limit leaves the values it would give unknown (the report's note says why). Without a
        table to build (search, Grundy values, a database) it returns at once."""
        if self._prepared:
            return
        t0 = time.perf_counter()
        report = self.progress or (lambda info: None)
        report({"phase": "prepare", "done": 0, "total": 1, "seconds": 0.0})
        if self.database is None:
            self.advisor.prepare(self.progress)
        self._prepared = True
        report({"phase": "done", "done": 1, "total": 1, "seconds": time.perf_counter() - t0})

    @property
    def method(self) -> str:
        """The solver of the reports: "database", "cgt" (partizan games), else the advisor's method."""
        return "database" if self.database is not None else "cgt" if self.partizan else self.advisor.method

    def report(self, position: Any = None) -> dict:
        """Everything the explorer shows about ``position`` (a position, or its text; default the start), a
        JSON-ready dict:

        - ``game``, ``options`` (texts), ``position`` (text), ``python`` (two lines building both), ``board``
          (the text diagram), ``svg`` (the board's picture, or None), ``players``, ``to_move`` (names),
          ``over``, ``result`` (None, "draw" or the winner's name), ``method``, ``solver`` (it in words);
        - ``value``: ``{"kind": "win" | "draw" | "loss" | "unknown", "label", "distance"}`` for the player to
          move (three or more players: ``{"kind": "coalitions", "label", "forced": [[names], ...]}``);
        - ``moves``: one dict per legal move in the game's order, ``{"text", "kind", "label", "distance",
          "after"}`` for the player who makes it (distance in plies from this position), with ``"grundy"``
          (impartial games, normal play), ``"crowns"`` (three or more players: the coalitions forced after it),
          or ``"canonical"`` and ``"temperature"`` of the option (partizan games); ``move_count``;
        - ``chart``: :func:`chart_value` for the first player; ``note``: why something is unknown, or None;
        - partizan games: ``cgt``, ``{"canonical", "temperature", "mean", "thermograph_svg"}``.

        Never raises for a legal position: what the solver cannot answer within the budget is ``"unknown"``
        with a note.

        Raises
        ------
        ValueError
            If ``position`` is not a position of the game.
        """
        p = self.start if position is None else self.parse(position) if isinstance(position, str) \
            else checked_position(self.game, position)
        self.prepare()
        game = self.game
        rule = self.advisor.rule
        legal = LegalMoves(game, p)
        over = final_result(game, p, legal.shown, rule)
        deadline = time.perf_counter() + self.seconds
        cgt: dict | None = None
        if over is not None:
            ev = self._finished(p, over)
            cgt = self._cgt(p, ev, deadline) if self.partizan else None
        else:
            ev, cgt = self._evaluate(p, legal.shown, deadline)
        notes = [ev.note] if ev.note else []
        if not legal.complete:
            notes.append(f"the first {len(legal.shown):,} of {legal.count:,} legal moves are listed")
        mover = game.to_move(p)
        out = {
            "game": self.name,
            "options": dict(self.options),
            "position": position_text(game, p),
            "python": self._python(p),
            "board": diagram_text(game, p),
            "svg": _svg(game, p),
            "players": [player_name(game, i) for i in range(game.players)],
            "to_move": player_name(game, mover),
            "over": over is not None,
            "result": None if over is None else "draw" if over == DRAW else player_name(game, over),
            "method": ev.method,
            "solver": METHODS.get(ev.method, ev.method),
            "value": self._value(ev, p),
            "moves": [self._move(p, mv, _option(cgt, i)) for i, mv in enumerate(ev.moves)],
            "move_count": legal.count,
            "chart": chart_value(ev.kind, None if ev.value is None else ev.value.distance, mover, ev.forced,
                                 game.players),
            "note": "; ".join(notes) or None,
        }
        if self.partizan:
            out["cgt"] = {k: v for k, v in (cgt or {}).items() if k != "options"} or cgt_summary(None)
        return out

    # -- the values -----------------------------------------------------------------------------------------
    def _evaluate(self, p: Any, moves: list, deadline: float) -> tuple[Evaluation, dict | None]:
        """The evaluation of ``p`` and its moves: from the database when it holds ``p``, canonical values first
        for partizan games, then the advisor within the time left."""
        if self.database is not None:
            ev = self._from_database(p, moves)
            if ev is not None:
                return ev, self._cgt(p, ev, deadline) if self.partizan else None
            ev, cgt = self._solved(p, moves, deadline)
            ev.note = "; ".join(filter(None, ["not in the solved database (it holds the positions reachable from "
                                              f"{self.database.header.get('start')!r}): solved", ev.note]))
            return ev, cgt
        return self._solved(p, moves, deadline)

    def _solved(self, p: Any, moves: list, deadline: float) -> tuple[Evaluation, dict | None]:
        """The evaluation of ``p`` and its moves by the solvers."""
        if self.partizan:
            ev = Evaluation("cgt", UNKNOWN, moves=[MoveValue(m, c, UNKNOWN) for m, c in self._pairs(p, moves)])
            cgt = self._cgt(p, ev, deadline)
            left = deadline - time.perf_counter()
            if left > 0:
                solved = self.advisor.evaluate(p, moves, seconds=left)
                _distances(ev, solved)
            return ev, cgt
        ev = self.advisor.evaluate(p, moves, seconds=max(deadline - time.perf_counter(), 1e-3))
        return _with_stored_proof(self.game, p, ev), None

    def _pairs(self, p: Any, moves: list) -> list[tuple[Any, Any]]:
        return successors(self.game, p, self.advisor.rule, moves)

    def _from_database(self, p: Any, moves: list) -> Evaluation | None:
        """The values of ``p`` and its moves read from the database; None when it does not hold them."""
        db = self.database
        try:
            value = db.value(p)
            values = [MoveValue.solved(m, c, db.value(c).negate()) for m, c in self._pairs(p, moves)]
        except (KeyError, ValueError, TypeError):  # not in the file (another start), a damaged file
            return None
        return Evaluation("database", value.outcome, value, moves=values)

    def _cgt(self, p: Any, ev: Evaluation, deadline: float) -> dict:
        """The canonical values of ``p`` and of the position after each move (within ``cgt_positions``
        positions each and the time to ``deadline``); each move's kind is set from its option's value where the
        evaluation has none. Returns the position's summary with ``"options"``: one summary per move."""
        mover = self.game.to_move(p)
        value, note = partizan_value(self.game, p, max_positions=self.cgt_positions,
                                     seconds=max(deadline - time.perf_counter(), 1e-3))
        summary = {**cgt_summary(value), "options": []}
        if value is not None and ev.kind == UNKNOWN:
            kind = _cgt_kind(value, mover)
            if kind is not None:
                ev.kind, ev.value = kind, Value(kind)
        for mv in ev.moves:
            option, why = partizan_value(self.game, mv.after, max_positions=self.cgt_positions,
                                         seconds=max(deadline - time.perf_counter(), 1e-3))
            note = note or why
            summary["options"].append(cgt_summary(option, picture=False))
            if option is not None and mv.kind == UNKNOWN:
                mv.kind = WIN if (option >= 0 if mover == 0 else option <= 0) else LOSS
                mv.value = Value(mv.kind)
        if note and not ev.note:
            ev.note = f"canonical values: {note}"
        return summary

    def _finished(self, p: Any, winner: int) -> Evaluation:
        """The value of a finished position (the result, distance 0)."""
        game = self.game
        if game.players > 2:
            forced = [] if winner == DRAW else [c for c in proper_coalitions(game.players) if winner in c]
            return Evaluation(self.method, COALITIONS, forced=forced)
        value = Value(DRAW_OUTCOME) if winner == DRAW else Value(WIN if winner == game.to_move(p) else LOSS, 0)
        return Evaluation(self.method, value.outcome, value)

    # -- the report's parts ---------------------------------------------------------------------------------
    def _value(self, ev: Evaluation, p: Any) -> dict:
        who = player_name(self.game, self.game.to_move(p))
        if ev.kind == COALITIONS or self.game.players > 2:
            forced = None if ev.forced is None else [[player_name(self.game, i) for i in c] for c in ev.forced]
            label = "unknown" if forced is None else "forced: " + (", ".join("+".join(c) for c in forced) or
                                                                     "no coalition")
            return {"kind": COALITIONS if forced is not None else UNKNOWN, "label": label, "forced": forced}
        distance = None if ev.value is None else ev.value.distance
        label = f"{_label(ev.kind, distance)} for {who}" if ev.kind != UNKNOWN else "unknown"
        if ev.grundy is not None:
            label += f" (Grundy value {ev.grundy})"
        elif ev.outcome_class is not None:
            label += f" ({ev.outcome_class}-position)"
        return {"kind": ev.kind, "label": label, "distance": distance}

    def _move(self, p: Any, mv: MoveValue, option: dict | None) -> dict:
        game = self.game
        distance = None if mv.value is None else mv.value.distance
        entry: dict[str, Any] = {"text": move_text(game, mv.move, p), "kind": mv.kind, "label": _label(mv.kind,
                                 distance), "distance": distance, "after": position_text(game, mv.after)}
        if mv.grundy is not None:
            entry["grundy"] = mv.grundy
            entry["label"] += f" (to Grundy value {mv.grundy})"
        if game.players > 2:
            crowns = None if mv.crowns is None else [[player_name(game, i) for i in c] for c in mv.crowns]
            entry["crowns"] = crowns
            entry["label"] = "unknown" if crowns is None else "crowns " + (
                ", ".join("+".join(c) for c in crowns) or "no coalition")
        if self.partizan:
            summary = option or cgt_summary(None)
            entry["canonical"], entry["temperature"] = summary["canonical"], summary["temperature"]
        return entry

    def _python(self, p: Any) -> str:
        """Two lines of Python that build the game and this position."""
        args = "".join(f", {k}={v!r}" for k, v in self._option_values().items())
        text = position_text(self.game, p)
        second = (f"g = make_game({self.name!r}{args}); p = g.parse_position({text!r})"
                  if capabilities(self.game).parse_position is not None
                  else f"g = make_game({self.name!r}{args}); p = {text}")
        return f"from combgames.catalogue import make_game\n{second}"

    def _option_values(self) -> dict[str, Any]:
        """The options given, as the Python values the game's declaration reads them to."""
        if not self.options:
            return {}
        from combgames.catalogue import current_name, registry

        try:
            values = registry()[current_name(self.name)].parse(self.options)
        except (KeyError, ValueError, TypeError):
            return dict(self.options)
        return {k: values[k] for k in self.options if k in values}


def _option(cgt: dict | None, i: int) -> dict | None:
    """The canonical summary of the ``i``-th move's option, if computed."""
    options = (cgt or {}).get("options") or []
    return options[i] if i < len(options) else None


def _label(kind: str, distance: int | None) -> str:
    """``"win in 3"``, ``"loss in 4"``, ``"draw"``, ``"win"`` (no distance), ``"unknown"``."""
    if kind in (WIN, LOSS) and distance is not None:
        return f"{kind} in {distance}"
    return kind


def _cgt_kind(value: Any, mover: int) -> str | None:
    """The kind of a position of value ``value`` for the player to move (Left is player 0): Left to move wins
    exactly when G |> 0 (G > 0 or G confused with 0), Right when G <| 0; under normal play."""
    outcome = value.outcome()
    first = {"N": True, "P": False, "L": mover == 0, "R": mover == 1}.get(outcome)
    return None if first is None else WIN if first else LOSS


def _with_stored_proof(game: Any, p: Any, ev: Evaluation) -> Evaluation:
    """``ev`` with what the search left unknown read from a proof the package ships
    (:func:`combgames.analysis.stored.stored_answer`: Qubic's certificate, walked through every reply by the
    reproduce table): at a position of the proof with the attacker to move, the attacker wins and the proof's
    move wins; a move into such a position loses for the player making it (the attacker wins from there).
    Distances are not stored, so these values have none."""
    if game.players != 2 or (ev.kind != UNKNOWN and all(mv.kind != UNKNOWN for mv in ev.moves)):
        return ev
    from combgames.analysis.stored import stored_answer

    here = stored_answer(game, p)
    if here is None and stored_answer(game) is None:  # no proof of this game ships with the package
        return ev
    read = False
    for mv in ev.moves:
        if mv.kind != UNKNOWN:
            continue
        if here is not None and mv.move == here.move:
            mv.kind, mv.value, read = WIN, Value(WIN), True
        elif stored_answer(game, mv.after) is not None:
            mv.kind, mv.value, read = LOSS, Value(LOSS), True
    if ev.kind == UNKNOWN and (here is not None or ev.moves and all(mv.kind == LOSS for mv in ev.moves)):
        ev.kind, ev.value, read = (WIN, Value(WIN), True) if here is not None else (LOSS, Value(LOSS), True)
    if read:
        ev.note = "; ".join(filter(None, [ev.note, "values without a distance read from the proof the package "
                                                   "ships (combgames.analysis.stored)"]))
    return ev


def _distances(ev: Evaluation, solved: Evaluation) -> None:
    """Copy the solver's distances into ``ev`` where its kinds agree with the canonical values' (and its values
    where ``ev`` has none)."""
    for mine, theirs in zip(ev.moves, solved.moves):
        if theirs.value is not None and mine.kind in (theirs.kind, UNKNOWN):
            mine.kind, mine.value = theirs.kind, theirs.value
    if solved.value is not None and ev.kind in (solved.kind, UNKNOWN):
        ev.kind, ev.value = solved.kind, solved.value
    if ev.note is None and any(m.kind == UNKNOWN for m in ev.moves):
        ev.note = solved.note


BOARD_SCALE = 60.0
"""Pixels per cell of a position drawn by its position-graph glyph (a grid game such as tic-tac-toe)."""


def _svg(game: Any, p: Any) -> str | None:
    """The picture of the position (:func:`combgames.pictures.picture`), else its position-graph glyph drawn
    large (:func:`combgames.pictures.graphs.position_glyph`: grid games such as tic-tac-toe), or None for a
    game with neither."""
    from combgames.pictures import picture
    from combgames.pictures.graphs import position_glyph

    try:
        return picture(game, position=p).svg()
    except (TypeError, ValueError):  # no board picture for this game
        pass
    glyph = position_glyph(game)
    if glyph is None:
        return None
    try:
        scene = glyph(p)
    except (IndexError, TypeError, ValueError):  # a position whose text is not a grid of x, o and .
        return None
    scene.scale = BOARD_SCALE
    return picture(scene).svg()


def _registered_name(game: Any, database: Any) -> str:
    """The registered name of ``game``: the database's, else the one name whose builder is the game's class,
    else the class's name."""
    if database is not None and database.header.get("name"):
        return str(database.header["name"])
    from combgames.catalogue import registry

    names = [n for n, f in registry().items() if f.build is type(game) and not f.fixed]
    return names[0] if len(names) == 1 else type(game).__name__
