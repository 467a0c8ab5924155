"""``combgames serve``: the web explorer, a page on 127.0.0.1 to play and inspect every game with its values.

The server (:func:`combgames.explorer.server.create_app`: Starlette on uvicorn, the ``web`` extra) binds
127.0.0.1 only and prints one line, ``combgames serve: http://127.0.0.1:PORT/ (Ctrl-C stops)``, once it
listens; ``--port 0`` takes any free port (the line names it). ``--open`` opens the page in the default
browser; ``--game NAME`` opens that game first. Each ``--database FILE`` (a ``combgames solve GAME --save
FILE`` output) is matched to its game by the name and options stored in it, and a session of that game reads
its values from the file instead of solving.

Ctrl-C, SIGTERM and SIGHUP stop the server within a second; the command then exits 1 saying ``interrupted``,
as every command does. A port in use, a database file that cannot be read or is not one, an unknown game, or a
missing web stack (``pip install 'combgames[web]'``) is exit 2 with one line.
"""

from __future__ import annotations

import argparse
import errno
import socket
import sys
import threading
from typing import Any

from combgames.commands import UsageError, user_input

NAME = "serve"
HELP = "a local web page to play and inspect every game with its solved values (Ctrl-C stops)"

PORT = 8765
"""The default port."""

HOST = "127.0.0.1"
"""The only address the server binds: the explorer is for this machine's user."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=int, default=PORT, metavar="N",
                        help=f"port on 127.0.0.1 (default {PORT}; 0 takes any free port)")
    parser.add_argument("--database", action="append", default=[], metavar="FILE",
                        help="a solved database (combgames solve GAME --save FILE) whose game the page reads from "
                             "it instead of solving; may be given more than once")
    parser.add_argument("--game", metavar="NAME", help="the game the page opens first (see combgames solve --list)")
    parser.add_argument("--open", action="store_true", help="open the page in the default web browser")
    parser.add_argument("--seconds", type=float, default=None, metavar="S",
                        help="time budget of the analysis of a position (default: the analyst's)")


def _web_stack() -> None:
    """Check that Starlette and uvicorn can be imported."""
    try:
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError as err:
        raise UsageError(f"the web explorer needs Starlette and uvicorn ({err}): pip install 'combgames[web]'") \
            from None


def _databases(paths: list[str]) -> list[Any]:
    """Each file loaded with the game named in it (its identity checked against the file's)."""
    from combgames.catalogue import make_game_from_text
    from combgames.solvers.database import load_solution

    loaded = []
    for path in paths:
        header = load_solution(path).header
        if not header.get("name"):
            raise ValueError(f"{path}: the solved database names no registered game (saved from Python without "
                             "name=); save it with combgames solve GAME --save FILE")
        game = make_game_from_text(header["name"], dict(header.get("options") or {}))
        loaded.append(load_solution(path, game))
    return loaded


def _listening_socket(port: int) -> socket.socket:
    """A socket bound to 127.0.0.1:``port`` (0: any free port), listening."""
    if not 0 <= port <= 65535:
        raise ValueError(f"--port must be in 0..65535, not {port}")
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((HOST, port))
        sock.listen(64)
    except OSError as err:
        sock.close()
        if err.errno == errno.EADDRINUSE:
            raise ValueError(f"port {port} on {HOST} is in use (choose another with --port, or --port 0 for any "
                             "free port)") from None
        raise ValueError(f"cannot listen on {HOST}:{port}: {err.strerror or err}") from None
    sock.set_inheritable(False)
    return sock


def run(args: argparse.Namespace) -> int:
    with user_input():
        _web_stack()
        from combgames.catalogue import current_name

        game = current_name(args.game) if args.game else None
        if args.seconds is not None and not args.seconds > 0:
            raise ValueError(f"--seconds must be positive, not {args.seconds}")
        databases = _databases(args.database)
        sock = _listening_socket(args.port)
    import uvicorn

    from combgames.explorer.server import create_app

    budgets = {} if args.seconds is None else {"seconds": args.seconds}
    app = create_app(databases, analyst_options=budgets)
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off",
                            timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, name="uvicorn", daemon=True)
    thread.start()
    try:
        while not server.started:
            if not thread.is_alive():
                raise RuntimeError("the web server stopped before it listened")
            thread.join(0.02)
        url = f"http://{HOST}:{sock.getsockname()[1]}/" + (f"#game={game}" if game else "")
        print(f"combgames serve: {url} (Ctrl-C stops)", flush=True)
        if args.open:
            import webbrowser

            webbrowser.open(url)
        while thread.is_alive():
            thread.join(0.2)
    finally:  # Ctrl-C or SIGTERM (a KeyboardInterrupt here): stop serving, then report the interrupt
        server.should_exit = True
        thread.join(2.0)
        sock.close()
    print("combgames serve: the web server stopped", file=sys.stderr)
    return 1
