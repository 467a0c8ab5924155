"""Subcommands of the ``combgames`` command line, one module each (see :mod:`combgames.cli`)."""

from groundwork.checks import LimitError  # noqa: F401  (the command line exits 1 on it, 2 on other ValueErrors)

COMMANDS = {
    "draw": "draw a board, position, Latin square, MOLS, the pi_4 grid, a surface board, a game or a position graph",
    "grundy": ("Tactix boards (Nim value or misere outcome), or take-and-break codes: values, periods, misere "
               "quotients"),
    "play": "play a game in the terminal against the solver (moves in the game's notation; 'help' lists commands)",
    "query": "answer a position's value and best moves from a solved database (combgames solve GAME --save FILE)",
    "reproduce": "recompute the published claims of the source texts and compare",
    "solve": "solve a position of a game: value, distance, best moves, principal variation",
    "value": "canonical value {L|R} of a position (CGSuite notation), outcome class, stops, mean, temperature",
}
"""Every subcommand's name (its module ``combgames.commands.NAME``) and one-line help, as ``combgames --help``
lists them: the command line imports the module of the one command it runs, none to list them. Each module's
``NAME`` and ``HELP`` are the entry here (tests/combgames/test_cli.py checks that they agree)."""
