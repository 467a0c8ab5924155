"""Subcommands of the ``combgames`` command line, one module each (see :mod:`combgames.cli`).

Exit status is decided here, at the command's boundary: a command reads and checks everything the user gave
(arguments, game and options, position, files named) inside :func:`user_input`, where any ``ValueError``,
``TypeError``, ``KeyError`` or ``OSError`` is the user's mistake and becomes a :class:`UsageError` (exit 2, one
line). The same exception raised later, by the computation itself, is a failure of the computation (exit 1,
with its traceback under ``COMBGAMES_DEBUG=1``). A :class:`LimitError` is exit 1 when a computation stopped at
its stated limit, exit 2 when a request was refused up front from an estimate of its size. The library's own
exception classes are unchanged for Python callers.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any, Iterator

from combgames.base.checks import LimitError, one_line

__all__ = ["COMMANDS", "LimitError", "UsageError", "one_line", "print_json", "user_input"]

COMMANDS = {
    "compile": "compile the package's numba kernels into the disk cache once, so that first runs are fast",
    "design": "block designs, Steiner and Kirkman systems, Hadamard matrices, orthogonal arrays and existence tables",
    "draw": "draw a board, position, Latin square, MOLS, the pi_4 grid, a surface board, a game or a position graph",
    "grundy": ("Tactix boards (Nim value or misere outcome), or take-and-break codes: values, periods, misere "
               "quotients"),
    "play": "play a game in the terminal against the solver (moves in the game's notation; 'help' lists commands)",
    "query": "answer a position's value and best moves from a solved database (combgames solve GAME --save FILE)",
    "reproduce": "recompute the published claims of the source texts and compare",
    "serve": "a local web page to play and inspect every game with its solved values (Ctrl-C stops)",
    "solve": "solve a position of a game: value, distance, best moves, principal variation",
    "value": "canonical value {L|R} of a position (CGSuite notation), outcome class, stops, mean, temperature",
}
"""Every subcommand's name (its module ``combgames.commands.NAME``) and one-line help, as ``combgames --help``
lists them: the command line imports the module of the one command it runs, none to list them. Each module's
``NAME`` and ``HELP`` are the entry here (tests/combgames/test_cli.py checks that they agree)."""


def print_json(doc: Any) -> None:
    """Print ``doc`` as every command's ``--json`` prints: one JSON document, keys sorted, indented by one."""
    print(json.dumps(doc, indent=1, sort_keys=True))


class UsageError(ValueError):
    """The user's input is wrong (an argument, option, position or file named on the command line): exit 2."""


@contextlib.contextmanager
def user_input() -> Iterator[None]:
    """Mark a block that reads the user's input: a ``ValueError``, ``TypeError``, ``KeyError`` or ``OSError``
    raised in it (the library's checks of arguments, options, positions and files) becomes a :class:`UsageError`
    with the same message. A :class:`LimitError` passes unchanged (a refusal keeps its own exit status)."""
    try:
        yield
    except (UsageError, LimitError):
        raise
    except KeyError as err:
        raise UsageError(err.args[0] if err.args else str(err)) from err
    except OSError as err:  # a file the user named that cannot be read
        where = f": {err.filename!r}" if err.filename else ""
        raise UsageError(f"{err.strerror or err}{where}") from err
    except (ValueError, TypeError) as err:
        raise UsageError(str(err)) from err
