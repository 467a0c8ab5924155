"""Subcommands of the ``combgames`` command line, one module each (see :mod:`combgames.cli`)."""
