"""``combgames query FILE --position TEXT``: a position's value and best moves from a solved database.

The file is written by ``combgames solve GAME --save FILE`` (format: :mod:`combgames.solvers.database`). The
game is rebuilt from the name and options the file stores, and refused when its identity (class and
``cache_key()``) is not the file's: a file of another game or of another format version is an error (exit 2),
never read as something else. Nothing is solved again.

Everything a query does is reading its input (the file, checked field by field on load, and the position), so
all of it runs inside :func:`~combgames.commands.user_input`: a damaged, truncated or corrupt file, a named
pipe, a position not in the file, is exit 2 with one line naming the file and what is wrong.
"""

from __future__ import annotations

import argparse
from typing import Any

from combgames.catalogue import make_game_from_text
from combgames.commands import print_json, user_input
from combgames.game import capabilities, move_text, position_text
from combgames.solvers.database import load_solution

NAME = "query"
HELP = "answer a position's value and best moves from a solved database (combgames solve GAME --save FILE)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a solved database written by combgames solve GAME --save FILE")
    parser.add_argument("--position", metavar="TEXT", help="position in the game's notation (default: the start)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--info", action="store_true", help="print the file's header and exit")


def _game_of(header: dict) -> Any:
    if not header.get("name"):
        return None
    return make_game_from_text(header["name"], dict(header.get("options") or {}))


def run(args: argparse.Namespace) -> int:
    with user_input():
        db = load_solution(args.file)
        if args.info:
            doc = None
        else:
            doc, shown, value, best = _answer(args, db)
    if doc is None:
        print_json(db.header)
        return 0
    if args.json:
        print_json(doc)
        return 0
    print(f"position:   {shown}")
    print(f"value:      {value} (for the player to move)")
    if best is not None:
        print(f"best moves: {' '.join(best) or '-'}")
    return 0


def _answer(args: argparse.Namespace, db: Any) -> tuple[dict, str, Any, list[str] | None]:
    """The answer document, the position's text, its value and its best moves (None without the game)."""
    game = _game_of(db.header)
    if game is not None:
        db = load_solution(args.file, game)  # refuses a file whose game identity is not this game's
    text = args.position if args.position is not None else db.header["start"]
    if text is None:
        raise ValueError(f"{args.file}: the solved database holds no position")
    if game is None:
        value, best, shown = db.value_of_text(text), None, text
    else:
        parse = capabilities(game).parse_position
        p = parse(text)  # type: ignore[misc]
        value, shown = db.value(p), position_text(game, p)
        best = [move_text(game, m, p) for m in db.best_moves(p)]
    doc = {"game": db.header.get("name") or db.header["game"], "position": shown, "value": value.outcome,
           "distance": value.distance, "best_moves": best}
    return doc, shown, value, best
