"""``combgames value GAME``: the canonical value {L | R} of a position, with its thermography and outcome class.

The game is any game of the catalogue that declares Left's and Right's options (Domineering, Hackenbush,
Clobber, Toads and Frogs, Cutcake) or an impartial game under normal play (its value is a nimber). The position
is given in the game's notation (``--position``, default the start; a partizan board's value does not depend
on who is to move). Printed: the canonical form in CGSuite's notation, the outcome class (L, R, N or P), the
left and right stops, the mean and the temperature; ``--json`` prints one JSON object with those keys (numbers
as text such as ``"3/2"``) and ``--thermograph`` adds the walls' corners.

Examples: ``combgames value domineering --option rows=2 --option cols=3``,
``combgames value hackenbush --position "BRR GG"``, ``combgames value clobber --position "xox/oxo" --json``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from combgames.commands._options import named_game, option_texts
from combgames.game import capabilities, position_text

NAME = "value"
HELP = "canonical value {L|R} of a position (CGSuite notation), outcome class, stops, mean, temperature"

__all__ = ["HELP", "NAME", "add_arguments", "run"]

_OUTCOMES = {"L": "Left wins", "R": "Right wins", "N": "the first player wins", "P": "the second player wins"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game name, e.g. domineering, hackenbush, clobber, toads-and-frogs, cutcake")
    parser.add_argument("--position", metavar="TEXT", help="position in the game's notation (default: the start)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="game option, read by its declared type, e.g. --option rows=2 (combgames solve --list "
                             "shows each game's options)")
    parser.add_argument("--max-positions", type=int, default=None, metavar="N",
                        help="stop after valuing N positions (default: combgames.cgt's bound, 2,000,000)")
    parser.add_argument("--thermograph", action="store_true", help="print the thermograph's walls too")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    from combgames.cgt import game_value, thermograph
    from combgames.cgt.values import DEFAULT_MAX_POSITIONS, partizan_options

    game = named_game(args.game, args.option)
    try:
        partizan_options(game)
    except TypeError as err:
        raise ValueError(f"game {args.game!r} has no value {{L | R}}: {err}") from err
    position = None
    if args.position is not None:
        parse = capabilities(game).parse_position
        if parse is None:
            raise ValueError(f"game {args.game!r} has no position text notation")
        position = parse(args.position)
    limit = DEFAULT_MAX_POSITIONS if args.max_positions is None else args.max_positions
    if limit < 1:
        raise ValueError(f"--max-positions must be a positive number of positions, not {limit}")
    t0 = time.perf_counter()
    g = game_value(game, position, max_positions=limit)
    seconds = time.perf_counter() - t0
    therm = thermograph(g)
    p = game.initial() if position is None else position
    doc = {
        "game": args.game,
        "options": option_texts(args.option),
        "position": position_text(game, p),
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
        doc["atomic_weight"] = str(g.atomic_weight())
    if args.thermograph:
        doc["thermograph"] = therm.to_dict()
    if args.json:
        print(json.dumps(doc, indent=1, sort_keys=True))
    else:
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
    if not args.quiet:
        print(f"value: {seconds:.3f} s", file=sys.stderr)
    return 0
