"""``combgames grundy BOARD``: the Nim value and winning moves of a Tactix board given as text.

The board is written row by row, rows separated by ``/``, ``x`` for a counter and ``.`` for an empty cell,
e.g. ``combgames grundy "xx../.xxx"``. Normal play (Tactix, default) prints the Sprague-Grundy value
(computed by splitting into components) and the moves to value 0; ``--misere`` (TACTIX) prints the outcome
and the moves to a misere second-player win (by search over whole positions). ``--method table`` uses the
compiled table of every subset of the grid instead (grids of at most 30 cells), e.g. for the full 5 x 5
board.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from combgames.games.tactix import Tactix

NAME = "grundy"
HELP = "Nim value (normal play) or misere outcome of a Tactix board, with the winning moves"

__all__ = ["HELP", "NAME", "add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("board", help="board text, rows separated by '/', e.g. 'xx../.xxx'")
    parser.add_argument("--misere", action="store_true", help="misere play (TACTIX): who takes the last counter loses")
    parser.add_argument("--method", choices=("search", "table"), default="search",
                        help="search: components and shape memo (normal) or whole-position search (misere); "
                             "table: the compiled table of every subset of the grid (at most 30 cells; "
                             "fast for big connected boards, 2^cells bytes)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    from combgames.grundy.tactix import tactix_table, tactix_value, winning_moves

    convention = "misere" if args.misere else "normal"
    game = Tactix.from_text(args.board, convention=convention)
    p = game.initial()
    mask = p[0]
    t0 = time.perf_counter()
    if args.method == "table":
        table = tactix_table(game.rows, game.cols, convention=convention).values
        value = int(table[mask]) if convention == "normal" else None
        outcome = "N" if table[mask] else "P"
        wins = [m for m in game.moves(p) if table[mask & ~m] == 0]
    else:
        wins = winning_moves(game, p)
        value = tactix_value(game, p) if convention == "normal" else None
        # the player to move wins iff some move leaves a P-position (misere: also when no counter is left)
        outcome = "N" if wins or (convention == "misere" and not game.moves(p)) else "P"
    seconds = time.perf_counter() - t0
    moves = [game.format_move(m, p) for m in wins]
    counters = bin(p[0]).count("1")
    if args.json:
        print(json.dumps({
            "board": game.format_position(p), "rows": game.rows, "cols": game.cols, "counters": counters,
            "convention": convention, "method": args.method, "value": value, "outcome": outcome,
            "winning_moves": moves,
        }, sort_keys=True))
    else:
        print(f"board: {game.format_position(p)} ({game.rows} x {game.cols}, {counters} counters, {convention} play)")
        if value is not None:
            print(f"value: {value}")
        print(f"outcome: {outcome} ({'first' if outcome == 'N' else 'second'} player wins)")
        print(f"winning moves: {', '.join(moves) if moves else 'none'}")
    if not args.quiet:
        print(f"grundy: {seconds:.3f} s", file=sys.stderr)
    return 0
