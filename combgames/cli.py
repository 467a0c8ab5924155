"""The ``combgames`` command: one subcommand per task.

Subcommands are the modules of :mod:`combgames.commands`; each defines ``NAME``, ``HELP``,
``add_arguments(parser)`` and ``run(args) -> int``. The command line only parses, calls the library and
formats: results go to stdout, progress and timing to stderr (``--quiet`` silences them).

Exit status: 0 success; 1 a computation raised or could not finish; 2 usage error (bad arguments, unknown
game, malformed position text).
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from typing import Sequence

import combgames.commands

__all__ = ["build_parser", "main"]


def _command_modules():
    for info in sorted(pkgutil.iter_modules(combgames.commands.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            yield importlib.import_module(f"combgames.commands.{info.name}")


def build_parser() -> tuple[argparse.ArgumentParser, dict]:
    """Return the argument parser and the map from subcommand name to its module."""
    parser = argparse.ArgumentParser(prog="combgames", description="Combinatorial games on finite structures.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules = {}
    for module in _command_modules():
        p = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        p.add_argument("--quiet", action="store_true", help="no progress or timing on stderr")
        module.add_arguments(p)
        modules[module.NAME] = module
    return parser, modules


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser, modules = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(modules[args.command].run(args) or 0)
    except (ValueError, TypeError, KeyError) as err:
        message = err.args[0] if isinstance(err, KeyError) and err.args else err
        print(f"combgames {args.command}: error: {message}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"combgames {args.command}: interrupted", file=sys.stderr)
        return 1
    except BrokenPipeError:  # output piped into e.g. `head`, which stopped reading
        sys.stdout = open(os.devnull, "w")
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
