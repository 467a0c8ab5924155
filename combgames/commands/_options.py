"""Shared parsing for the subcommands: ``--option KEY=VALUE`` game options and games named on the command line.

Option values are read by the type each game declares (:mod:`combgames.options`, through
:func:`combgames.catalogue.make_game_from_text`): ``centre_entry=False`` is false, ``heaps=5`` is one heap,
``heaps=-3`` and ``heaps=a b c`` are refused with a message naming the option and the bad item, and an unknown
option is refused with the list of the game's options.
"""

from __future__ import annotations

import sys
from typing import Any

from combgames.catalogue import current_name, make_game_from_text

__all__ = ["named_game", "option_texts"]


def option_texts(pairs: list[str]) -> dict[str, str]:
    """Return ``{key: text}`` from ``["key=text", ...]`` (the text is read later, by the option's type).

    Raises
    ------
    ValueError
        If an item has no ``=``, an empty key, or a key given twice.

    Examples
    --------
    >>> option_texts(["heaps=1 2", "convention=misere"])
    {'heaps': '1 2', 'convention': 'misere'}
    """
    out: dict[str, str] = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError(f"--option must be KEY=VALUE, not {pair!r}")
        key, value = pair.split("=", 1)
        key = key.strip()
        if not key:
            raise ValueError(f"--option must be KEY=VALUE with a non-empty KEY, not {pair!r}")
        if key in out:
            raise ValueError(f"--option {key} is given twice ({out[key]!r} and {value!r})")
        out[key] = value
    return out


def named_game(name: str, pairs: list[str]) -> Any:
    """Return the game of the catalogue called ``name``, built with the ``--option`` pairs read by type.

    An old spelling of a name (``mu_torere`` for ``mu-torere``) is accepted with a note on stderr naming the
    new one.

    Raises
    ------
    combgames.catalogue.UnknownGameError
        (a KeyError and a ValueError) for an unknown name; the message lists the known names.
    ValueError, TypeError
        For a malformed, unknown or fixed option, or a value the option's type refuses (one line each, naming
        the game, the option and the text).
    """
    new = current_name(name)
    if new != name:
        print(f"note: game name {name!r} is deprecated; use {new!r}", file=sys.stderr)
    return make_game_from_text(new, option_texts(pairs))
