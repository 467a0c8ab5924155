"""Shared parsing for the subcommands: ``--option KEY=VALUE`` game options and games named on the command line."""

from __future__ import annotations

import sys
from typing import Any

from combgames.catalogue import current_name, make_game

__all__ = ["named_game", "parse_options"]


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """Return ``{key: value}`` from ``["key=value", ...]``; values that are integers become ints.

    Raises
    ------
    ValueError
        If an item has no ``=``.

    Examples
    --------
    >>> parse_options(["heaps=1 2", "rows=3"])
    {'heaps': '1 2', 'rows': 3}
    """
    out: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError(f"--option must be KEY=VALUE, not {pair!r}")
        key, value = pair.split("=", 1)
        try:
            out[key] = int(value)
        except ValueError:
            out[key] = value
    return out


def named_game(name: str, pairs: list[str]) -> Any:
    """Return the game of the catalogue called ``name``, built with the ``--option`` pairs.

    An old spelling of a name (``mu_torere`` for ``mu-torere``) is accepted with a note on stderr naming the
    new one.

    Raises
    ------
    combgames.catalogue.UnknownGameError
        (a KeyError and a ValueError) for an unknown name; the message lists the known names.
    ValueError
        For a malformed option.
    """
    new = current_name(name)
    if new != name:
        print(f"note: game name {name!r} is deprecated; use {new!r}", file=sys.stderr)
    return make_game(new, **parse_options(pairs))
