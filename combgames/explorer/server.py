"""The Starlette application of ``combgames serve``: the explorer's page, its static files and a JSON API over
:mod:`combgames.explorer.analysis` and :mod:`combgames.explorer.tree`.

The API (every answer is JSON; every request body is a JSON object):

``GET /api/games``
    The registered games (:func:`combgames.catalogue.game_names`), each with its declared options (name, kind,
    the words of its type, default as written on the command line, description, choices and range where the
    type has them) and the values its name fixes, as ``combgames solve --list`` shows them.
``POST /api/sessions`` ``{"game", "options": {name: text}, "position": text or null}``
    Opens a session: the game built from the option texts (read by each option's type), the start position
    (the game's own start, or the text given), and an :class:`~combgames.explorer.analysis.Analyst` whose
    one-off work (:meth:`~combgames.explorer.analysis.Analyst.prepare`) runs in a background thread. At most
    :data:`MAX_SESSIONS` sessions are kept (the oldest is dropped; its preparation is stopped at its next
    progress report).
``GET /api/sessions/{id}``
    The session's state: ``"preparing"`` (with the last progress report), ``"ready"``, or ``"failed"`` (with
    the error in one line).
``POST /api/sessions/{id}/report`` ``{"moves": [move texts from the start]}`` or ``{"position": text}``
    The analyst's report of that position (the keys of the contract in ``notes/common.md``, issue 34).
``POST /api/sessions/{id}/tree`` ``{"position": text, "depth": 1}`` or ``{"moves": [...]}``
    The option tree of a partizan position (:func:`~combgames.explorer.tree.option_tree`).

Bad input (an unknown game or session, an option of the wrong type, a malformed or illegal position or move,
a request body that is not a JSON object) is answered with status 400 (404 for an unknown session, 409 for a
report asked while the session prepares) and ``{"error": one line naming the problem}``; an error of the
computation itself is status 500 with its one line, never a traceback.
"""

from __future__ import annotations

import collections
import contextlib
import itertools
import json
import threading
import time
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from combgames.base.checkpoint import game_identity
from combgames.base.checks import one_line
from combgames.catalogue import current_name, game_names, make_game_from_text, registry
from combgames.game import player_name
from combgames.solvers.advice import LegalMoves

__all__ = ["HOSTS", "MAX_SESSIONS", "BadRequest", "Session", "Sessions", "create_app", "game_listing"]

STATIC = Path(__file__).with_name("static")
"""The page's files (``index.html``, ``app.js``, ``style.css``): package data, served as they are."""

MAX_SESSIONS = 4
"""The most sessions kept at once; opening one more drops the oldest."""

MAX_BODY = 1 << 20
"""The largest request body read (bytes): a position or a list of moves is far smaller."""

HOSTS = ("127.0.0.1", "localhost")
"""The host names the server answers to (it binds 127.0.0.1 only)."""

MAX_MOVES = 10_000
"""The most moves a request may replay from the start of its session."""


class BadRequest(ValueError):
    """The request is wrong (status 400 unless said otherwise); the message is one line naming the problem."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


class SessionClosed(Exception):
    """Raised inside a session's preparation (from its progress callback) once the session has been dropped."""


@contextlib.contextmanager
def request_input() -> Iterator[None]:
    """Mark a block that reads what the request gave: a ``ValueError``, ``TypeError`` or ``KeyError`` raised in
    it (the library's checks of game names, options, positions and moves) becomes :class:`BadRequest`."""
    try:
        yield
    except BadRequest:
        raise
    except KeyError as err:
        raise BadRequest(one_line(err.args[0] if err.args else err)) from err
    except (ValueError, TypeError) as err:
        raise BadRequest(one_line(err)) from err


# ------------------------------------------------------------------------------------------------ the games
def _option_text(value: Any) -> str:
    """An option value written as on the command line (``3 4 5``, ``true``, ``none``)."""
    if isinstance(value, tuple):
        return " ".join(map(_option_text, value)) if value else "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return "none" if value is None else str(value)


def _option_entry(option: Any) -> dict:
    """One declared option as the page's form builds a field from it."""
    kind = type(option.type).__name__.lower()  # integer, boolean, choice, integers, text, custom
    entry = {"name": option.name, "kind": kind, "type": option.type.description,
             "default": _option_text(option.default), "doc": option.doc}
    for attribute in ("choices", "minimum", "maximum"):
        value = getattr(option.type, attribute, None)
        if value is not None:
            entry[attribute] = [str(c) for c in value] if attribute == "choices" else value
    return entry


def game_listing() -> list[dict]:
    """Every registered game with its options, as ``GET /api/games`` answers: ``{"name", "summary",
    "options": [...], "fixed": {name: text}, "base"}`` (``summary`` is the line ``combgames solve --list``
    prints)."""
    factories = registry()
    return [{"name": name, "summary": factories[name].summary(),
             "options": [_option_entry(o) for o in factories[name].options],
             "fixed": {k: _option_text(v) for k, v in factories[name].fixed.items()},
             "base": factories[name].base} for name in game_names()]


# ------------------------------------------------------------------------------------------------- sessions
class Session:
    """One game opened on the page: the game, its start position and its analyst, prepared in a thread.

    ``state`` is ``"preparing"``, ``"ready"`` or ``"failed"`` (``error`` then says why, in one line);
    ``progress`` is the last progress report of the preparation.
    """

    def __init__(self, key: str, name: str, options: dict[str, str], game: Any, start: Any, analyst: Any):
        self.key = key
        self.name = name
        self.options = options
        self.game = game
        self.start = start
        self.analyst = analyst
        self.state = "preparing"
        self.error: str | None = None
        self.progress: dict = {}
        self.closed = False
        self.started = time.monotonic()
        self.lock = threading.Lock()  # one report or tree at a time per analyst
        self.thread: threading.Thread | None = None

    def report_progress(self, info: Any) -> None:
        """The analyst's progress callback: keep the last report; stop the preparation of a dropped session."""
        if self.closed:
            raise SessionClosed(f"session {self.key} was closed")
        if isinstance(info, dict):
            self.progress = {k: v for k, v in info.items() if isinstance(v, (int, float, str, bool)) or v is None}

    def prepare(self) -> None:
        """Run the analyst's one-off work; set ``state`` when it ends."""
        try:
            with self.lock:
                self.analyst.prepare()
        except SessionClosed:
            self.state, self.error = "failed", "closed"
        except Exception as err:  # a failure of the computation: the page shows it in one line
            self.state, self.error = "failed", one_line(f"{type(err).__name__}: {err}")
        else:
            self.state = "ready"

    def status(self) -> dict:
        """The session as ``GET /api/sessions/{id}`` answers."""
        from combgames.explorer.tree import is_partizan  # (imports the values and pictures: once, when asked)

        return {"session": self.key, "game": self.name, "options": self.options, "state": self.state,
                "error": self.error, "progress": self.progress,
                "seconds": round(time.monotonic() - self.started, 3),
                "players": [player_name(self.game, k) for k in range(self.game.players)],
                "partizan": is_partizan(self.game)}

    def position(self, body: dict) -> Any:
        """The position a request names: ``moves`` (texts, played from the start) or ``position`` (text)."""
        if body.get("position") is not None:
            text = body["position"]
            if not isinstance(text, str):
                raise BadRequest(f"position must be text, not {text!r}")
            with request_input():
                return self.analyst.parse(text)
        moves = body.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise BadRequest(f"moves must be a list of move texts, not {moves!r}")
        if len(moves) > MAX_MOVES:
            raise BadRequest(f"at most {MAX_MOVES} moves are replayed, not {len(moves)}")
        p = self.start
        for k, text in enumerate(moves, 1):
            try:
                p = self.game.play(p, LegalMoves(self.game, p).read(text))
            except (ValueError, TypeError, KeyError, IndexError) as err:
                raise BadRequest(f"move {k} ({text!r}) is not a legal move here: {one_line(err)}") from err
        return p


class Sessions:
    """The sessions kept, oldest first; at most ``limit`` (opening one more closes the oldest)."""

    def __init__(self, limit: int = MAX_SESSIONS):
        self.limit = limit
        self._sessions: collections.OrderedDict[str, Session] = collections.OrderedDict()
        self._counter = itertools.count(1)
        self._lock = threading.Lock()

    def add(self, make: Callable[[str], Session]) -> Session:
        with self._lock:
            session = make(f"s{next(self._counter)}")
            self._sessions[session.key] = session
            while len(self._sessions) > self.limit:
                _, old = self._sessions.popitem(last=False)
                old.closed = True
        return session

    def get(self, key: str) -> Session:
        with self._lock:
            session = self._sessions.get(key)
        if session is None:
            raise BadRequest(f"no session {key!r} (the last {self.limit} games opened are kept; open the game "
                             "again)", status=404)
        return session

    def __len__(self) -> int:
        return len(self._sessions)


# ------------------------------------------------------------------------------------------------ databases
def databases_by_identity(databases: Sequence[Any]) -> dict[str, Any]:
    """``{game identity: solved database}`` of databases loaded with their games
    (:func:`combgames.solvers.database.load_solution`), so a session of the same game and options uses its
    file."""
    found = {}
    for db in databases:
        identity = db.header.get("game")
        if identity in found:
            raise ValueError(f"two solved databases are for the same game {identity}: {found[identity].path} and "
                             f"{db.path}")
        found[identity] = db
    return found


# ------------------------------------------------------------------------------------------------- the app
def create_app(databases: Sequence[Any] = (), *, max_sessions: int = MAX_SESSIONS,
               analyst_options: dict | None = None, hosts: Sequence[str] = HOSTS) -> Any:
    """Return the Starlette application of the explorer.

    Parameters
    ----------
    databases : sequence of SolvedDatabase
        Solved databases loaded with their games (``combgames solve GAME --save FILE`` outputs); a session of a
        game with the same identity (game and options) reads its values from the file.
    max_sessions : int
        The most sessions kept at once.
    analyst_options : dict, optional
        Keyword arguments of every :class:`~combgames.explorer.analysis.Analyst` (``seconds``,
        ``max_positions``): the time and size budgets of the analysis.
    hosts : sequence of str
        The host names a request may be addressed to (its ``Host`` header): the loopback names only, so a page
        of another site cannot reach the server through a name of its own that resolves to 127.0.0.1.
    """
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.middleware.trustedhost import TrustedHostMiddleware
    from starlette.concurrency import run_in_threadpool
    from starlette.exceptions import HTTPException
    from starlette.requests import Request
    from starlette.responses import FileResponse, JSONResponse
    from starlette.routing import Mount, Route
    from starlette.staticfiles import StaticFiles

    sessions = Sessions(max_sessions)
    stored = databases_by_identity(databases)
    budgets = dict(analyst_options or {})
    listing: list[dict] = []

    async def body_of(request: Request) -> dict:
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json":  # (a form or text posted by another site's page is refused)
            raise BadRequest(f"the request body must be JSON sent as application/json, not {kind or 'untyped'}",
                             status=415)
        raw = await request.body()
        if len(raw) > MAX_BODY:
            raise BadRequest(f"the request body is larger than {MAX_BODY} bytes")
        try:
            body = json.loads(raw or b"{}")
        except ValueError as err:
            raise BadRequest(f"the request body is not JSON: {err}") from err
        if not isinstance(body, dict):
            raise BadRequest("the request body must be a JSON object")
        return body

    def open_session(body: dict) -> Session:
        from combgames.explorer.analysis import Analyst

        name, options, text = body.get("game"), body.get("options") or {}, body.get("position")
        if not isinstance(name, str):
            raise BadRequest(f"name a game (one of {', '.join(game_names())}), not {name!r}")
        if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
            raise BadRequest(f"options must be an object of option texts, not {options!r}")
        if text is not None and not isinstance(text, str):
            raise BadRequest(f"position must be text, not {text!r}")
        with request_input():
            name = current_name(name)
            game = make_game_from_text(name, options)
            start = Analyst(game, name=name, options=options).parse(text) if text else game.initial()
        database = stored.get(game_identity(game)) if stored else None

        def make(key: str) -> Session:
            session = Session(key, name, dict(options), game, start, None)
            with request_input():
                session.analyst = Analyst(game, start, database=database, progress=session.report_progress,
                                          name=name, options=options, **budgets)
            return session

        session = sessions.add(make)
        session.thread = threading.Thread(target=session.prepare, name=f"prepare {name} {session.key}",
                                          daemon=True)
        session.thread.start()
        return session

    def ready(key: str) -> Session:
        session = sessions.get(key)
        if session.state == "preparing":
            raise BadRequest(f"session {key} is still preparing", status=409)
        if session.state == "failed":
            raise BadRequest(f"session {key} failed: {session.error}", status=409)
        return session

    def report(session: Session, body: dict) -> dict:
        p = session.position(body)
        with session.lock:
            return session.analyst.report(p)

    def tree(session: Session, body: dict) -> dict:
        from combgames.explorer.tree import is_partizan, option_tree

        if not is_partizan(session.game):
            raise BadRequest(f"game {session.name!r} has no Left and Right options: no option tree")
        depth = body.get("depth", 1)
        if type(depth) is not int or not 0 <= depth <= 2:
            raise BadRequest(f"depth must be 0, 1 or 2, not {depth!r}")
        p = session.position(body)
        with session.lock:
            return option_tree(session.game, p, depth=depth)

    def answered(work: Callable) -> Callable:
        """The endpoint doing ``work(request)``: its answer as JSON; a bad request as its status and one line;
        any other error as status 500 and one line (the server goes on)."""

        async def endpoint(request: Request) -> Any:
            try:
                return JSONResponse(await work(request))
            except BadRequest as err:
                return JSONResponse({"error": one_line(err)}, status_code=err.status)
            except Exception as err:
                return JSONResponse({"error": one_line(f"{type(err).__name__}: {err} (an error of the computation, "
                                                       "not of the request)")}, status_code=500)

        return endpoint

    async def page(request: Request) -> Any:
        return FileResponse(STATIC / "index.html", media_type="text/html")

    async def games(request: Request) -> dict:
        if not listing:
            listing.extend(await run_in_threadpool(game_listing))
        return {"games": listing, "databases": sorted(db.header.get("name") or "?" for db in stored.values())}

    async def new_session(request: Request) -> dict:
        body = await body_of(request)
        return (await run_in_threadpool(open_session, body)).status()

    async def session_status(request: Request) -> dict:
        return sessions.get(request.path_params["key"]).status()

    async def session_report(request: Request) -> dict:
        body = await body_of(request)
        return await run_in_threadpool(report, ready(request.path_params["key"]), body)

    async def session_tree(request: Request) -> dict:
        body = await body_of(request)
        return await run_in_threadpool(tree, ready(request.path_params["key"]), body)

    async def http_error(request: Request, err: Any) -> Any:
        return JSONResponse({"error": one_line(f"{request.method} {request.url.path}: {err.detail}")},
                            status_code=err.status_code)

    routes = [
        Route("/", page),
        Route("/api/games", answered(games)),
        Route("/api/sessions", answered(new_session), methods=["POST"]),
        Route("/api/sessions/{key}", answered(session_status)),
        Route("/api/sessions/{key}/report", answered(session_report), methods=["POST"]),
        Route("/api/sessions/{key}/tree", answered(session_tree), methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, exception_handlers={HTTPException: http_error},
                    middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=list(hosts))])
    app.state.sessions = sessions
    return app
