"""``combgames value GAME`` / ``combgames value VALUE``: the canonical value {L | R} of a position, or of a value
written in CGSuite's notation, with its thermography and outcome class.

The game is any game of the catalogue that declares Left's and Right's options (Domineering, Hackenbush,
Clobber, Toads and Frogs, Cutcake) or an impartial game under normal play (its value is a nimber). The position
is given in the game's notation (``--position``, default the start; a partizan board's value does not depend
on who is to move). A first argument that is not a game's name is read as a value in CGSuite's notation
(:func:`combgames.cgt.parse_game`): ``combgames value "{2|-1}"``, ``combgames value "{1|*}+^"`` (a value
starting with ``-`` goes after ``--``: ``combgames value -- "-1/2"``). Printed: the canonical form in CGSuite's
notation, the outcome class (L, R, N or P), the left and right stops, the mean and the temperature; ``--json``
prints one JSON object with those keys (numbers as text such as ``"3/2"``) and ``--thermograph`` adds the walls'
corners.

Bounds. An impartial game whose Sprague-Grundy value the game knows by theory (Nim by XOR, octal games by their
tables and proved periods) is answered at once, whatever the heaps (a Nim heap of 10^100 is ``*10^100``); an
octal game whose values prove no period refuses a heap beyond its table (exit 2). Any other position is valued
by a walk over its options, with progress on stderr after two seconds, stopped at ``--max-positions`` (exit 1,
saying how far it got).

Examples: ``combgames value domineering --option rows=2 --option cols=3``,
``combgames value hackenbush --position "BRR GG"``, ``combgames value clobber --position "xox/oxo" --json``,
``combgames value "{3||1|0}"``.

Loopy values. A value that is not short is read as a loopy game (:func:`combgames.cgt.parse_loopy`: ``on``,
``off``, ``over``, ``dud``, ``upon``, labels and ``pass`` as in ``a{0|a}``, sums with spaces around the sign,
``on + off``), and so is a position of a ruleset whose positions repeat (Backsliding Toads and Frogs): printed
are its value (a stopper's simplest form, or onside & offside), who wins with each player moving first (a draw
when play goes on for ever) and its onside and offside.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from typing import Any

from combgames.commands import UsageError, print_json, user_input
from combgames.commands._options import named_game, option_texts
from combgames.commands._progress import ProgressLine
from combgames.game import capabilities, checked_position, position_text

NAME = "value"
HELP = "canonical value {L|R} of a position (CGSuite notation), outcome class, stops, mean, temperature"

__all__ = ["HELP", "NAME", "add_arguments", "run"]

COMMAND_MAX_POSITIONS = 20_000
"""The command's default ``--max-positions`` for the Python walk: a 16x16 board stops in about 12 s."""

CORE_MAX_POSITIONS = 1_000_000
"""The default for a board the compiled core of :mod:`combgames.cgt` values (Domineering up to 7x7): about 35,000
regions a second, so 5x6 Domineering (356,382 regions, about 10 s) fits and a larger board stops within about
half a minute."""

_OUTCOMES = {"L": "Left wins", "R": "Right wins", "N": "the first player wins", "P": "the second player wins"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", metavar="GAME_OR_VALUE",
                        help="game name, e.g. domineering, hackenbush, clobber, toads-and-frogs, cutcake, nim; or a "
                             "value in CGSuite notation, e.g. '{2|-1}', '{1|*}+^', '^*', '+-1', 'Tiny(2)' (a text that "
                             "is not a game name is read as a value; put one starting with '-' after '--')")
    parser.add_argument("--position", metavar="TEXT", help="position in the game's notation (default: the start)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="game option, read by its declared type, e.g. --option rows=2 (combgames solve --list "
                             "shows each game's options)")
    parser.add_argument("--max-positions", type=int, default=None, metavar="N",
                        help=f"stop after valuing N positions (default {COMMAND_MAX_POSITIONS:,}: a few seconds on "
                             f"most boards; {CORE_MAX_POSITIONS:,} for a board the compiled core values, Domineering "
                             "up to 7x7; combgames.cgt's own default is 2,000,000)")
    parser.add_argument("--thermograph", action="store_true", help="print the thermograph's walls too")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    from combgames.cgt.short import MAX_MULTIPLE

    t0 = time.perf_counter()
    with user_input():
        game, expression = _read_game_or_value(args)
        limit = _read_limit(args)
        position = None if game is None else _read_position(game, args)
        nim = None if game is None else _theory_value(game, position, args)
    if expression is not None and getattr(expression, "is_stopper", None) is not None:  # a loopy value
        doc = {"expression": args.game, **_loopy_game_fields(expression)}
    elif expression is not None:
        doc = {"expression": args.game, **_value_fields(expression, args.thermograph)}
    elif nim is not None and nim > MAX_MULTIPLE:
        doc = _game_fields(game, position, args) | _nimber_fields(nim, args.thermograph)
    elif getattr(game, "loopy_values", False):
        doc = _game_fields(game, position, args) | _loopy_fields(game, position, limit)
    else:
        doc = _game_fields(game, position, args) | _value_fields(_walk(game, position, limit, args), args.thermograph)
    seconds = time.perf_counter() - t0
    _print(doc, args)
    if not args.quiet:
        print(f"value: {seconds:.3f} s", file=sys.stderr)
    return 0


def _read_game_or_value(args: argparse.Namespace):
    """(game, None) when the first argument names a game, else (None, the value it writes in CGSuite notation:
    a short game, or a loopy game such as ``on``, ``over``, ``a{0|a}`` when it is not a short one)."""
    from combgames.catalogue import UnknownGameError
    from combgames.cgt import parse_game, parse_loopy

    try:
        return named_game(args.game, args.option), None
    except UnknownGameError as unknown:
        try:
            g = parse_game(args.game)
        except ValueError as err:
            try:
                g = parse_loopy(args.game)
            except ValueError:
                if re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]*", args.game):  # a name, misspelt
                    raise UsageError(f"{unknown} (nor is it a value in CGSuite notation)") from err
                raise UsageError(str(err)) from err
    if args.option or args.position is not None:
        raise UsageError(f"--option and --position belong to a game; {args.game!r} is a value in CGSuite notation")
    return None, g


def _read_limit(args: argparse.Namespace) -> int:
    limit = COMMAND_MAX_POSITIONS if args.max_positions is None else args.max_positions
    if limit < 1:
        raise ValueError(f"--max-positions must be a positive number of positions, not {limit}")
    return limit


def _walk_limit(game: Any, position: Any, limit: int, args: argparse.Namespace) -> int:
    """``limit``, or the compiled core's default when --max-positions was not given and the core values this
    board (:func:`combgames.cgt.values.core_takes`)."""
    from combgames.cgt.values import core_takes

    if args.max_positions is None and core_takes(game, game.initial() if position is None else position):
        return CORE_MAX_POSITIONS
    return limit


def _read_position(game: Any, args: argparse.Namespace) -> Any:
    """The position named by --position (checked), or None for the start; a game with no value {L | R} refused."""
    from combgames.cgt.values import partizan_options

    try:
        partizan_options(game)
    except TypeError as err:
        raise ValueError(f"game {args.game!r} has no value {{L | R}}: {err}") from err
    if args.position is None:
        return None
    parse = capabilities(game).parse_position
    if parse is None:
        raise ValueError(f"game {args.game!r} has no position text notation")
    return checked_position(game, parse(args.position))


def _theory_value(game: Any, position: Any, args: argparse.Namespace) -> int | None:
    """The Sprague-Grundy value an impartial game knows by theory (refused, exit 2, when its theory cannot answer
    the position: an octal game with no proved period and a heap beyond its table), with the progress of a
    search that takes long (Cram's) on stderr."""
    from combgames.cgt.values import nim_value_by_theory

    progress = ProgressLine(interval=1.0)
    try:
        return nim_value_by_theory(game, game.initial() if position is None else position,
                                   progress=None if args.quiet else progress)
    finally:
        progress.end()


def _walk(game: Any, position: Any, limit: int, args: argparse.Namespace):
    """The value of the position by :func:`combgames.cgt.game_value`, with its progress on stderr."""
    from combgames.cgt import NotShortError, game_value

    progress = ProgressLine(interval=1.0)
    try:
        return game_value(game, position, max_positions=_walk_limit(game, position, limit, args),
                          progress=None if args.quiet else progress)
    except NotShortError as err:  # the game the user chose has no value {L | R} from this position
        raise UsageError(str(err)) from err
    finally:
        progress.end()


def _game_fields(game: Any, position: Any, args: argparse.Namespace) -> dict:
    p = game.initial() if position is None else position
    return {"game": args.game, "options": option_texts(args.option), "position": position_text(game, p)}


def _value_fields(g: Any, with_thermograph: bool) -> dict:
    """The printed fields of a canonical value ``g``."""
    from combgames.cgt import atomic_weight, thermograph

    therm = thermograph(g)
    doc = {
        "value": str(g),
        "outcome": g.outcome(),
        "left_stop": str(g.left_stop),
        "right_stop": str(g.right_stop),
        "mean": str(therm.mean),
        "temperature": str(therm.temperature),
        "is_number": g.is_number,
        "birthday": g.birthday,
    }
    if g.is_all_small:
        doc["atomic_weight"] = str(atomic_weight(g))
    if with_thermograph:
        doc["thermograph"] = therm.to_dict()
    return doc


def _nimber_fields(n: int, with_thermograph: bool) -> dict:
    """The printed fields of the nimber ``*n`` (n >= 1), too large to build: those of ``*`` (stops 0, mean 0,
    temperature 0, atomic weight 0, the same thermograph), with its own text and birthday n."""
    from combgames.cgt import STAR

    return _value_fields(STAR, with_thermograph) | {"value": f"*{n}", "birthday": n}


def _print(doc: dict, args: argparse.Namespace) -> None:
    if args.json:
        print_json(doc)
        return
    if "loopy" in doc:
        _print_loopy(doc)
        return
    if "position" in doc:
        print(f"position:    {doc['position']}")
    print(f"value:       {doc['value']}")
    print(f"outcome:     {doc['outcome']} ({_OUTCOMES[doc['outcome']]})")
    print(f"stops:       {doc['left_stop']} (Left first), {doc['right_stop']} (Right first)")
    print(f"mean:        {doc['mean']}")
    print(f"temperature: {doc['temperature']}")
    if "atomic_weight" in doc:
        print(f"atomic weight: {doc['atomic_weight']}")
    if args.thermograph:
        for side in ("left_wall", "right_wall"):
            wall = doc["thermograph"][side]
            corners = " ".join(f"({t}, {v})" for t, v in wall["points"])
            print(f"{side.replace('_', ' ')}: {corners}, then slope {wall['slope']}")


# ---------------------------------------------------------------------------------------------- loopy rulesets
# A ruleset declaring ``loopy_values = True`` (its positions may repeat) is valued as a loopy game
# (combgames.cgt.loopy, issue 31 part 1): its value, who wins from each side (with draws), its sides.
_RESULTS = {"L": "Left wins", "R": "Right wins", "D": "draw"}


def _loopy_fields(game: Any, position: Any, limit: int) -> dict:
    """The printed fields of a loopy position: ``value`` (a stopper's simplest form, or onside & offside),
    ``outcome`` (the winner with Left, then Right, moving first: L, R or D), ``stopper``, ``onside``,
    ``offside`` (absent when not found)."""
    from combgames.cgt.loopy_values import loopy_value

    return _loopy_game_fields(loopy_value(game, position, max_positions=limit))


def _loopy_game_fields(g: Any) -> dict:
    """The fields of a loopy game (a position's, or a value written in CGSuite's notation)."""
    from combgames.cgt.loopy import SidlingError

    doc = {"loopy": True, "value": str(g), "outcome": "".join(g.outcome()), "stopper": g.is_stopper(),
           "positions": len(g)}
    try:
        doc["onside"], doc["offside"] = str(g.onside()), str(g.offside())
    except SidlingError:
        pass
    return doc


def _print_loopy(doc: dict) -> None:
    if "position" in doc:
        print(f"position:    {doc['position']}")
    print(f"value:       {doc['value']}")
    first, second = doc["outcome"]
    print(f"outcome:     {_RESULTS[first]} when Left moves first, {_RESULTS[second]} when Right moves first")
    if "onside" in doc:
        print(f"sides:       onside {doc['onside']}, offside {doc['offside']}")
