"""Concrete games, each a client of the generic interface :class:`combgames.game.Game`.

Every module of this package may define ``GAMES``, a dict from a command-line name to a factory
``factory(**options) -> Game``; :func:`game_names` and :func:`make_game` collect them, so
``combgames solve NAME`` reaches every game without a central list to edit.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Callable

__all__ = ["game_names", "make_game", "registry"]


def registry() -> dict[str, Callable[..., Any]]:
    """Return ``{name: factory}`` for every game module's ``GAMES`` (names sorted)."""
    found: dict[str, Callable[..., Any]] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        for name, factory in getattr(module, "GAMES", {}).items():
            if name in found:
                raise RuntimeError(f"game name {name!r} is registered twice (second time in {module.__name__})")
            found[name] = factory
    return dict(sorted(found.items()))


def game_names() -> list[str]:
    """Return the names accepted by :func:`make_game` and ``combgames solve``."""
    return list(registry())


def make_game(name: str, **options: Any):
    """Return the game registered as ``name``.

    Raises
    ------
    KeyError
        If no game has that name; the message lists the known names.
    """
    games = registry()
    if name not in games:
        raise KeyError(f"unknown game {name!r}; known games: {', '.join(games)}")
    return games[name](**options)
