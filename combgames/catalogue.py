"""The catalogue of named games: every game the command line can build, by name.

A module of :mod:`combgames.games` or :mod:`combgames.sources` (a source text's own game, such as the paper's
``pi4``) may define ``GAMES``, a dict from a name to a factory ``factory(**options) -> Game``; the catalogue
finds them all, so a new game is registered where it is written and no central list is edited.

Names are in one style: lower-case words joined by ``-`` (``mu-torere``, ``pong-hau-ki``,
``three-mens-morris``, ``dawsons-kayles``, ``affine-plane``). The old spellings with ``_`` (``mu_torere``, ...)
are still accepted by :func:`make_game`, with a ``DeprecationWarning`` that names the new one;
:func:`current_name` says which name a spelling stands for (the command line prints that note on stderr).

Examples
--------
>>> "mu-torere" in game_names() and "pi4" in game_names()
True
>>> make_game("nim", heaps="1 2").heaps
(1, 2)
>>> current_name("mu_torere")
'mu-torere'
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import warnings
from functools import lru_cache
from typing import Any, Callable

__all__ = ["NAME_STYLE", "UnknownGameError", "current_name", "game_names", "make_game", "registry"]

PACKAGES = ("combgames.games", "combgames.sources")
"""The packages whose modules (subpackages included) may register games in a ``GAMES`` dict."""

NAME_STYLE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
"""The one style of game names: lower-case letters and digits, words joined by ``-``."""


class UnknownGameError(KeyError, ValueError):
    """No game has the given name (a KeyError for look-ups, a ValueError for bad input); the message lists the
    known names."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


@lru_cache(maxsize=1)
def _found() -> tuple[tuple[str, Callable[..., Any], str], ...]:
    found: dict[str, tuple[Callable[..., Any], str]] = {}
    for package_name in PACKAGES:
        package = importlib.import_module(package_name)
        modules = [package_name] + sorted(
            info.name for info in pkgutil.walk_packages(package.__path__, prefix=f"{package_name}.")
            if not info.name.rsplit(".", 1)[-1].startswith("_"))
        for module_name in modules:
            module = importlib.import_module(module_name)
            for name, factory in getattr(module, "GAMES", {}).items():
                if name in found:
                    raise RuntimeError(f"game name {name!r} is registered twice: in {found[name][1]} and in "
                                       f"{module_name}")
                found[name] = (factory, module_name)
    return tuple((name, factory, module) for name, (factory, module) in sorted(found.items()))


def registry() -> dict[str, Callable[..., Any]]:
    """Return ``{name: factory}`` for every registered game (names sorted).

    Raises
    ------
    RuntimeError
        If two modules register the same name.
    """
    return {name: factory for name, factory, _ in _found()}


def game_names() -> list[str]:
    """Return the names accepted by :func:`make_game` and ``combgames solve`` (sorted)."""
    return [name for name, _, _ in _found()]


def current_name(name: str) -> str:
    """Return the registered name that ``name`` spells: itself, or the new name of an old spelling.

    An old spelling is a registered name written with ``_`` for ``-`` (or in other letter case).

    Raises
    ------
    TypeError
        If ``name`` is not a string.
    UnknownGameError
        If no game has that name (the message lists the known names).
    """
    if not isinstance(name, str):
        raise TypeError(f"game name must be a str, not {type(name).__name__}")
    names = game_names()
    if name in names:
        return name
    new = name.strip().lower().replace("_", "-")
    if new in names:
        return new
    raise UnknownGameError(f"unknown game {name!r}; known games: {', '.join(names)}")


def make_game(name: str, **options: Any):
    """Return the game registered as ``name``, built with ``options``.

    Parameters
    ----------
    name : str
        A name of :func:`game_names` (an old spelling with ``_`` is accepted, with a DeprecationWarning).
    **options
        Passed to the game's factory.

    Raises
    ------
    UnknownGameError
        If no game has that name; the message lists the known names.

    Warns
    -----
    DeprecationWarning
        For an old spelling of a name; the message gives the new name.
    """
    new = current_name(name)
    if new != name:
        warnings.warn(f"game name {name!r} is deprecated; use {new!r}", DeprecationWarning, stacklevel=2)
    return registry()[new](**options)
