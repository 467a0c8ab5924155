"""``combgames solve GAME``: value, distance, best moves and principal variation of a position."""

from __future__ import annotations

import argparse
import os
import sys
import warnings
from typing import Any

from combgames.analysis.stored import stored_answer
from combgames.catalogue import current_name, game_names, option_summary
from combgames.base.checkpoint import game_identity
from combgames.commands import print_json, user_input
from combgames.commands._options import named_game, option_texts
from combgames.commands._progress import ProgressLine
from combgames.game import capabilities, checked_position, move_text, player_name, position_text
from combgames.solvers import LIMITS, METHOD_SUMMARIES, METHODS, Solution, applicable_methods, choose_method, solve
from combgames.base.files import check_output_path

NAME = "solve"
HELP = "solve a position of a game: value, distance, best moves, principal variation"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game name (see --list)", nargs="?")
    parser.add_argument("--position", metavar="TEXT", help="position in the game's text notation (default: start)")
    parser.add_argument("--method", choices=METHODS, default="auto",
                        help="auto (default: a stored proof when the package ships one, else chosen from the game's "
                             "capabilities and size, see --methods); " + "; ".join(
                                 f"{m}: {text}" for m, text in METHOD_SUMMARIES.items()))
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="game option, read by its declared type, e.g. --option heaps='3 4 5' or "
                             "--option centre_entry=false (--list shows each game's options)")
    parser.add_argument("--max-nodes", type=int, metavar="N",
                        help="stop a search after N nodes (alpha-beta, proof-number search, compiled alpha-beta, "
                             "Grundy evaluation; exit 1 at the limit)")
    parser.add_argument("--max-positions", type=int, metavar="N",
                        help="stop a retrograde analysis or coalition table after N positions (exit 1 at the limit)")
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
    parser.add_argument("--methods", action="store_true",
                        help="list the methods that apply to GAME (and why the others do not), the one auto picks, "
                             "and exit")


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


def _run_coalitions(game: Any, position: Any, args: argparse.Namespace) -> int:
    """Print what every coalition of a game of three or more players can force (``coalition_values``)."""
    from combgames.solvers.coalition import coalition_values

    limit = {} if args.max_positions is None else {"max_positions": args.max_positions}
    table = coalition_values(game, position, method=args.method, symmetry=not args.no_symmetry, **limit)
    doc = {"game": args.game, "position": position_text(game, table.start), "method": table.method,
           **table.summary(),
           "stats": {k: v for k, v in table.stats.items() if isinstance(v, (int, float, str, bool))}}
    if args.json:
        print_json(doc)
        return 0

    def named(team: str) -> str:  # "0+1" -> "Vert+Horz": players by their names in the game (JSON keeps 0, 1, ...)
        return "+".join(player_name(game, int(i)) for i in team.split("+"))

    def makers(kings: dict) -> str:
        return "; ".join(f"{named(k)} -> {', '.join(named(str(j)) for j in v)}" for k, v in kings.items()) or "-"

    print(f"position:    {doc['position']}")
    print(f"method:      {table.method} (coalition values: can the coalition force the winner to be a member?)")
    for team, forced in doc["coalitions"].items():
        print(f"  {named(team):<15} {'forces its win' if forced else 'does not force its win'}")
    print(f"kingmakers:  {makers(doc['kingmakers'])}   strict: {makers(doc['strict_kingmakers'])}")
    for team, moves in doc["winning_moves"].items():
        print(f"moves of {named(team)}: {' '.join(moves) or '-'}")
    if not args.quiet:
        print("stats: " + ", ".join(f"{k}={v}" for k, v in doc["stats"].items()), file=sys.stderr)
    return 0


def _retrograde_for_save(game: Any, position: Any, kwargs: dict) -> tuple[Any, Solution]:
    """Retrograde analysis from ``position`` (the whole solution, to be written by ``--save``) and its answer."""
    from combgames.solvers.retrograde import retrograde

    rr = retrograde(game, start=position, **{k: v for k, v in kwargs.items() if k != "max_nodes"})
    p = rr.representatives[0] if position is None else position
    return rr, Solution(p, "retrograde", rr.value(p), rr.best_moves(p), rr.pv(p),
                        stats={"positions": rr.size, "edges": rr.edges, "seconds": rr.seconds,
                               "symmetry": rr.symmetry})


def _save(rr: Any, args: argparse.Namespace) -> int:
    """Write the solved database of ``rr`` to ``args.save`` (after the answer is printed); the exit status."""
    from combgames.solvers.database import save_solution

    try:
        save_solution(rr, args.save, name=current_name(args.game), options=option_texts(args.option))
    except (OSError, ValueError) as err:  # the answer stands and is printed; the file could not be written
        print(f"combgames solve: error: the solution could not be saved in {args.save!r}: "
              f"{getattr(err, 'strerror', None) or err}", file=sys.stderr)
        return 1
    print(f"combgames solve: saved the values of {rr.size:,} positions in {args.save}", file=sys.stderr)
    return 0


def _check_request(game: Any, args: argparse.Namespace) -> None:
    """Refuse, before any work, a method that does not apply to ``game`` and a ``--save`` that cannot be done."""
    players = getattr(game, "players", 2)
    if players > 2 and args.method not in ("auto", "search", "retrograde"):
        raise ValueError(f"--method {args.method} is for two-player games; {args.game} has {players} players "
                         "(use auto, search or retrograde: the coalition table)")
    if args.method != "auto" and players == 2:
        why = applicable_methods(game)[args.method]
        if why is not None:
            raise ValueError(f"--method {args.method} does not apply to {args.game}: {why} "
                             f"(combgames solve {args.game} --methods lists the methods that do)")
    if not args.save:
        return
    if players != 2:
        raise ValueError(f"--save writes a solved database of a two-player game; {args.game} has {players} players")
    if args.method not in ("auto", "retrograde"):
        raise ValueError(f"--save writes a retrograde analysis; it cannot be used with --method {args.method}")
    try:
        game_identity(game)
    except TypeError as err:
        raise ValueError(f"--save needs a game that names its parameters: {err}") from err
    if capabilities(game).format_position is None:
        raise ValueError(f"--save writes every position in the game's text notation; {args.game} has none")
    check_output_path(args.save)


def _print_methods(game: Any, args: argparse.Namespace) -> int:
    """``--methods``: the methods of ``solve`` that apply to the game, the one ``auto`` picks, and why not others."""
    if getattr(game, "players", 2) != 2:
        print(f"{args.game}: {game.players} players, answered by coalitions: auto (the compiled kernel when the "
              "board fits its table, else refused naming search), search, retrograde")
        return 0
    stored = stored_answer(game)
    auto = "certificate (a stored proof)" if stored is not None else choose_method(game)
    print(f"auto: {auto}")
    for method, why in applicable_methods(game).items():
        print(f"{method:<11}{'applies' if why is None else 'no: ' + why}")
    return 0


def _print_stored(game: Any, answer: Any, args: argparse.Namespace) -> int:
    """The answer of a stored certificate, printed as a solve's (value without distance)."""
    doc = {"game": args.game, "position": position_text(game, answer.position), "method": "certificate",
           "value": "win", "distance": None, "grundy": None, "outcome_class": None,
           "best_moves": [move_text(game, answer.move, answer.position)], "pv": [],
           "stats": {"source": answer.source}}
    if args.json:
        print_json(doc)
        return 0
    print(f"position:   {doc['position']}")
    print(f"method:     certificate (answered from {answer.source}; --method pns or compiled searches instead)")
    print("value:      win (for the player to move; distance not stored)")
    print(f"best moves: {doc['best_moves'][0]} (the stored strategy's move)")
    return 0


def _read_game_and_position(args: argparse.Namespace) -> tuple[Any, Any]:
    """The game named with its options, and the position given (None: the start), checked as the game's."""
    if not args.game:
        raise ValueError("name a game (combgames solve --list lists them)")
    if not args.checkpoint_every >= 0:  # negative, or nan
        raise ValueError(f"--checkpoint-every must be a number of seconds >= 0, not {args.checkpoint_every}")
    if args.checkpoint.lower() not in ("auto", "none"):  # a file the user names: refused before any work
        check_output_path(args.checkpoint)
    for flag in ("max_nodes", "max_positions"):
        limit = getattr(args, flag)
        if limit is not None and limit < 1:
            raise ValueError(f"--{flag.replace('_', '-')} must be a positive integer, not {limit}")
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
        print("(combgames solve GAME --methods lists the methods that apply to GAME and the one auto picks)",
              file=sys.stderr)
        return 0
    with user_input():
        game, position = _read_game_and_position(args)
        if args.methods:
            return _print_methods(game, args)
        _check_request(game, args)
    if getattr(game, "players", 2) > 2:  # three or more players: the coalition table
        return _run_coalitions(game, position, args)
    if args.method == "auto" and not args.save and not args.no_symmetry:
        stored = stored_answer(game, position)
        if stored is not None:
            return _print_stored(game, stored, args)
    kwargs: dict[str, Any] = {"symmetry": False} if args.no_symmetry else {}
    kwargs.update({k: getattr(args, k) for k in LIMITS if getattr(args, k) is not None})
    progress = ProgressLine()
    if not args.quiet:
        kwargs["progress"] = progress
    method = "retrograde" if args.save else args.method if args.method != "auto" else choose_method(game)
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
    before, interrupted, rr = _modified(kwargs.get("checkpoint")), False, None
    try:
        if args.save:
            rr, s = _retrograde_for_save(game, position, kwargs)
        else:
            s = solve(game, position, method=args.method, **kwargs)
    except KeyboardInterrupt:  # Ctrl-C, or SIGTERM/SIGHUP (combgames.cli turns them into this)
        interrupted = True
        raise
    finally:
        progress.end()
        after = _modified(kwargs.get("checkpoint")) if interrupted else None
        if after is not None and after != before:
            print(f"combgames solve: the work so far is saved in {kwargs['checkpoint']}; the same command resumes "
                  "it", file=sys.stderr)
    _print_solution(game, s, args)
    return 0 if rr is None else _save(rr, args)


def _print_solution(game: Any, s: Solution, args: argparse.Namespace) -> None:
    """Print a solve's answer (text, or one JSON object with ``--json``)."""
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
        print_json(doc)
        return
    print(f"position:   {doc['position']}")
    print(f"method:     {s.method}")
    if s.value is not None:
        print(f"value:      {s.value} (for the player to move)")
    if s.grundy is not None or s.outcome_class is not None:
        grundy = s.grundy if s.grundy is not None else f"not computed ({s.stats['grundy']})" if "grundy" in s.stats else None
        print(f"grundy:     {grundy}   outcome class: {s.outcome_class}")
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
