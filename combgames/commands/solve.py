"""``combgames solve GAME``: value, distance, best moves and principal variation of a position."""

from __future__ import annotations

import argparse
import json
import os
import sys
import warnings
from typing import Any

from combgames.catalogue import current_name, game_names, option_summary
from combgames.checkpoint import game_identity
from combgames.commands import user_input
from combgames.commands._options import named_game, option_texts
from combgames.game import capabilities, checked_position, move_text, position_text
from combgames.solvers import METHODS, Solution, choose_method, solve

NAME = "solve"
HELP = "solve a position of a game: value, distance, best moves, principal variation"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game name (see --list)", nargs="?")
    parser.add_argument("--position", metavar="TEXT", help="position in the game's text notation (default: start)")
    parser.add_argument("--method", choices=METHODS, default="auto", help="solver (default: from the game)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="game option, read by its declared type, e.g. --option heaps='3 4 5' or "
                             "--option centre_entry=false (--list shows each game's options)")
    parser.add_argument("--no-symmetry", action="store_true", help="do not use the game's symmetry group")
    parser.add_argument("--diagrams", action="store_true", help="print the position after each move of the PV")
    parser.add_argument("--checkpoint", metavar="PATH", default="auto",
                        help="retrograde: checkpoint file to save to and resume from (default 'auto': solves over "
                             "a minute are checkpointed in $COMBGAMES_CACHE or ~/.cache/combgames; 'none' disables)")
    parser.add_argument("--checkpoint-every", metavar="SECONDS", type=float, default=60.0,
                        help="retrograde: save the checkpoint this often (default 60; with 'auto', only solves "
                             "that run this long are checkpointed)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--save", metavar="FILE",
                        help="solve by retrograde analysis and write the complete solution (every position's value "
                             "and distance) to FILE, a solved database read by 'combgames query FILE'")
    parser.add_argument("--list", action="store_true", help="list the game names with their options and exit")


def _diagram(game: Any, p: Any) -> str:
    """A multi-line picture of ``p`` when the game draws one (``diagram(p)``), else its one-line text."""
    draw = capabilities(game).diagram
    return draw(p) if draw is not None else position_text(game, p)


def _modified(path: str | None) -> int | None:
    """The modification time (ns) of the checkpoint file ``path``, None if there is none."""
    if path is None or path == "auto":
        return None
    try:
        return os.stat(path).st_mtime_ns
    except (OSError, ValueError):
        return None


class _Progress:
    """A callback printing one updating line of progress on stderr; :meth:`end` ends the line if one was
    printed."""

    def __init__(self) -> None:
        self.shown = False

    def __call__(self, info: dict) -> None:
        count = info.get("nodes", info.get("positions"))
        print(f"\r{info['phase']}: {count:,} ({info['rate']:,.0f}/s, {info['seconds']:.0f} s)",
              end="", file=sys.stderr, flush=True)
        self.shown = True

    def end(self) -> None:
        if self.shown:
            print(file=sys.stderr)
            self.shown = False


def _run_coalitions(game: Any, position: Any, args: argparse.Namespace) -> int:
    """Print what every coalition of a game of three or more players can force (``coalition_values``)."""
    from combgames.solvers.coalition import coalition_values

    if args.method == "grundy":
        raise ValueError(f"--method grundy is for impartial two-player games; {args.game} has {game.players} players "
                         "(use auto, search or retrograde)")
    table = coalition_values(game, position, method=args.method, symmetry=not args.no_symmetry)
    doc = {"game": args.game, "position": position_text(game, table.start), "method": table.method,
           **table.summary(),
           "stats": {k: v for k, v in table.stats.items() if isinstance(v, (int, float, str, bool))}}
    if args.json:
        print(json.dumps(doc, indent=1, sort_keys=True))
        return 0
    print(f"position:    {doc['position']}")
    print(f"method:      {table.method} (coalition values: can the coalition force the winner to be a member?)")
    for team, forced in doc["coalitions"].items():
        print(f"  {team:<10} {'forces its win' if forced else 'does not force its win'}")
    print(f"kingmakers:  {doc['kingmakers'] or '-'}   strict: {doc['strict_kingmakers'] or '-'}")
    for team, moves in doc["winning_moves"].items():
        print(f"moves of {team}: {' '.join(moves) or '-'}")
    if not args.quiet:
        print("stats: " + ", ".join(f"{k}={v}" for k, v in doc["stats"].items()), file=sys.stderr)
    return 0


def _solve_and_save(game: Any, position: Any, args: argparse.Namespace, kwargs: dict) -> Solution:
    """Retrograde analysis from ``position`` whose whole solution is written to ``args.save``."""
    from combgames.solvers.database import solve_and_save

    rr = solve_and_save(game, args.save, position, name=current_name(args.game), options=option_texts(args.option),
                        **kwargs)
    print(f"combgames solve: saved the values of {rr.size:,} positions in {args.save}", file=sys.stderr)
    p = rr.representatives[0] if position is None else position
    return Solution(p, "retrograde", rr.value(p), rr.best_moves(p), rr.pv(p),
                    stats={"positions": rr.size, "edges": rr.edges, "seconds": rr.seconds, "symmetry": rr.symmetry})


def _read_game_and_position(args: argparse.Namespace) -> tuple[Any, Any]:
    """The game named with its options, and the position given (None: the start), checked as the game's."""
    if not args.game:
        raise ValueError("name a game (combgames solve --list lists them)")
    if not args.checkpoint_every >= 0:  # negative, or nan
        raise ValueError(f"--checkpoint-every must be a number of seconds >= 0, not {args.checkpoint_every}")
    game = named_game(args.game, args.option)
    position = None
    if args.position is not None:
        parse = capabilities(game).parse_position
        if parse is None:
            raise ValueError(f"game {args.game!r} has no position text notation")
        position = checked_position(game, parse(args.position))
    return game, position


def run(args: argparse.Namespace) -> int:
    if args.list:
        for name in game_names():
            summary = option_summary(name)
            print(f"{name}  {summary}" if summary else name)
        return 0
    with user_input():
        game, position = _read_game_and_position(args)
    if getattr(game, "players", 2) > 2:  # three or more players: the coalition table
        return _run_coalitions(game, position, args)
    kwargs: dict[str, Any] = {"symmetry": False} if args.no_symmetry else {}
    progress = _Progress()
    if not args.quiet:
        kwargs["progress"] = progress
    method = args.method if args.method != "auto" else choose_method(game)
    if args.save:
        if args.method not in ("auto", "retrograde"):
            raise ValueError(f"--save writes a retrograde analysis; it cannot be used with --method {args.method}")
        method = "retrograde"
    if method == "retrograde" and args.checkpoint.lower() != "none":
        try:
            game_identity(game)
        except TypeError as err:
            warnings.warn(f"no checkpoint: {err}", stacklevel=1)
        else:
            kwargs["checkpoint"] = args.checkpoint
            kwargs["checkpoint_every"] = args.checkpoint_every
    elif args.checkpoint.lower() not in ("auto", "none"):
        warnings.warn(f"--checkpoint is used by retrograde analysis only; this solve uses {method} (nothing is "
                      f"saved in {args.checkpoint})", stacklevel=1)
    before, interrupted = _modified(kwargs.get("checkpoint")), False
    try:
        s = _solve_and_save(game, position, args, kwargs) if args.save else solve(game, position,
                                                                                  method=args.method, **kwargs)
    except KeyboardInterrupt:  # Ctrl-C, or SIGTERM/SIGHUP (combgames.cli turns them into this)
        interrupted = True
        raise
    finally:
        progress.end()
        after = _modified(kwargs.get("checkpoint")) if interrupted else None
        if after is not None and after != before:
            print(f"combgames solve: the work so far is saved in {kwargs['checkpoint']}; the same command resumes "
                  "it", file=sys.stderr)
    p = s.position
    pv_text, diagrams, q = [], [], p
    for m in s.pv:
        pv_text.append(move_text(game, m, q))
        q = game.play(q, m) if m is not None else game.pass_turn(q)
        if args.diagrams:  # drawn only when printed
            diagrams.append(_diagram(game, q))
    doc = {
        "game": args.game,
        "position": position_text(game, p),
        "method": s.method,
        "value": None if s.value is None else s.value.outcome,
        "distance": None if s.value is None else s.value.distance,
        "grundy": s.grundy,
        "outcome_class": s.outcome_class,
        "best_moves": None if s.best_moves is None else [move_text(game, m, p) for m in s.best_moves],
        "pv": pv_text,
        "stats": {k: v for k, v in s.stats.items() if isinstance(v, (int, float, str, bool, dict))},
    }
    if args.json:
        print(json.dumps(doc, indent=1, sort_keys=True))
        return 0
    print(f"position:   {doc['position']}")
    print(f"method:     {s.method}")
    if s.value is not None:
        print(f"value:      {s.value} (for the player to move)")
    if s.grundy is not None or s.outcome_class is not None:
        print(f"grundy:     {s.grundy}   outcome class: {s.outcome_class}")
    if doc["best_moves"] is None:
        print(f"best moves: not listed ({s.stats.get('best_moves', 'too many')})")
    else:
        print(f"best moves: {' '.join(doc['best_moves']) or '-'}")
    if pv_text:
        print(f"pv:         {' '.join(pv_text)}")
    if args.diagrams:
        print(f"\nstart:\n{_diagram(game, p)}")
        for m, d in zip(pv_text, diagrams):
            print(f"\nafter {m}:\n{d}")
    if not args.quiet:
        print("stats: " + ", ".join(f"{k}={v}" for k, v in doc["stats"].items()), file=sys.stderr)
    return 0
