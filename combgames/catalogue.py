"""The catalogue of named games: every game the command line can build, by name.

A module of :mod:`combgames.games` or :mod:`combgames.sources` (a source text's own game, such as the paper's
``pi4``) may define ``GAMES``, a dict from a name to a :class:`~combgames.games.registration.GameFactory` (the
game's builder with the one declaration of its options); the catalogue finds them all, so a new game is
registered where it is written and no central list is edited.

Options. Every game declares its options once (:class:`combgames.options.Options`: types, ranges, defaults).
:func:`make_game` checks Python values against that declaration; :func:`make_game_from_text` reads
command-line text (``{"heaps": "3 4 5", "misere": "false"}``) by each option's type; both refuse an unknown
option, or one the name fixes (``kayles`` is ``octal`` with code 0.77), with a message listing the options.
:func:`game_options` returns the declaration and :func:`option_summary` a one-line form for listings.

Names are in one style: lower-case words joined by ``-`` (``mu-torere``, ``pong-hau-ki``,
``three-mens-morris``, ``dawsons-kayles``, ``affine-plane``). The old spellings with ``_`` (``mu_torere``, ...)
are still accepted by :func:`make_game`, with a ``DeprecationWarning`` that names the new one;
:func:`current_name` says which name a spelling stands for (the command line prints that note on stderr).

Examples
--------
>>> "mu-torere" in game_names() and "pi4" in game_names()
True
>>> make_game("nim", heaps=[1, 2]).heaps, make_game_from_text("nim", {"heaps": "1 2"}).heaps
((1, 2), (1, 2))
>>> option_summary("kayles")
'heaps=10, convention=normal (fixed: code=0.77, see octal)'
>>> current_name("mu_torere")
'mu-torere'
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import pkgutil
import re
import warnings
import zlib
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from combgames.base.checkpoint import default_cache_dir
from combgames.games.registration import GameFactory
from combgames.options import Options

__all__ = ["NAME_STYLE", "UnknownGameError", "current_name", "game_names", "game_options", "make_game",
           "make_game_from_text", "option_summary", "registry"]

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
def _found() -> tuple[tuple[str, GameFactory, str], ...]:
    found: dict[str, tuple[GameFactory, str]] = {}
    for package_name in PACKAGES:
        package = importlib.import_module(package_name)
        modules = [package_name] + sorted(
            info.name for info in pkgutil.walk_packages(package.__path__, prefix=f"{package_name}.")
            if not info.name.rsplit(".", 1)[-1].startswith("_"))
        for module_name in modules:
            module = importlib.import_module(module_name)
            for name, factory in getattr(module, "GAMES", {}).items():
                if not isinstance(factory, GameFactory):
                    raise RuntimeError(f"game {name!r} of {module_name} must be registered as a GameFactory (its "
                                       f"builder with its declared options), not {type(factory).__name__}")
                if name in found:
                    raise RuntimeError(f"game name {name!r} is registered twice: in {found[name][1]} and in "
                                       f"{module_name}")
                found[name] = (factory, module_name)
    return tuple((name, factory, module) for name, (factory, module) in sorted(found.items()))


def _package_files() -> list[tuple[str, int, int]]:
    """(path, modification time, size) of every module file of :data:`PACKAGES`, read from the file system
    (nothing is imported): the signature of the index on disk."""
    files = []
    for package_name in PACKAGES:
        spec = importlib.util.find_spec(package_name)
        for root in (spec.submodule_search_locations or []) if spec is not None else []:
            for path in sorted(Path(root).rglob("*.py")):
                stat = path.stat()
                files.append((str(path), stat.st_mtime_ns, stat.st_size))
    return files


def _shipped_modules(files: list[tuple[str, int, int]]) -> set[str]:
    """The public modules of :data:`PACKAGES` as the files shipped in them name them (``combgames.games.nim``):
    the only modules an index on disk may name."""
    modules = set()
    for package_name in PACKAGES:
        spec = importlib.util.find_spec(package_name)
        for root in (spec.submodule_search_locations or []) if spec is not None else []:
            for path, _, _ in files:
                try:
                    parts = Path(path).relative_to(root).with_suffix("").parts
                except ValueError:
                    continue
                if parts and parts[-1] == "__init__":
                    parts = parts[:-1]
                if all(p.isidentifier() and not p.startswith("_") for p in parts):
                    modules.add(".".join((package_name, *parts)))
    return modules


def _checked_names(doc: Any, signature: list, files: list[tuple[str, int, int]]) -> dict[str, str] | None:
    """The ``names`` of an index read from disk when it is current and every entry is a game name in the one
    style mapped to a module of the package; else None (the index is rebuilt)."""
    if not isinstance(doc, dict) or doc.get("signature") != signature or not isinstance(doc.get("names"), dict):
        return None
    names = doc["names"]
    shipped = _shipped_modules(files)
    if all(isinstance(k, str) and NAME_STYLE.match(k) and isinstance(v, str) and v in shipped
           for k, v in names.items()):
        return dict(names)
    return None


@lru_cache(maxsize=1)
def _index() -> dict[str, str]:
    """``{name: module}`` of every registered game.

    Finding the names means importing every game module (a second or so: networkx, topology, the sources'
    data), so the index is kept on disk (in :func:`combgames.base.checkpoint.default_cache_dir`) with the
    modification times and sizes of the module files it was read from; while none has changed, a process
    imports only the module of the game it builds. An index that cannot be read or written is simply rebuilt,
    and so is one naming anything but game names and the modules the package ships (:func:`_checked_names`):
    a file planted there never chooses what is imported.
    """
    files = _package_files()
    signature = [list(f) for f in files]  # compared as it is (hashing would load OpenSSL)
    checkout = f"{zlib.crc32(str(Path(__file__).resolve().parent).encode()):08x}"
    try:
        path = default_cache_dir() / f"catalogue-{checkout}.json"      # one index per installed copy
    except RuntimeError:  # no home directory and no $COMBGAMES_CACHE: no index on disk
        return {name: module for name, _, module in _found()}
    try:
        if path.is_file():  # never a FIFO (it would block) or a device
            names = _checked_names(json.loads(path.read_text()), signature, files)
            if names is not None:
                return names
    except (OSError, ValueError, RecursionError):
        pass
    names = {name: module for name, _, module in _found()}
    try:
        from combgames.base.files import atomic_write

        path.parent.mkdir(parents=True, exist_ok=True)
        with atomic_write(path, "w") as f:
            f.write(json.dumps({"signature": signature, "names": names}))
    except (OSError, ValueError):
        pass
    return names


def _registered(name: str) -> GameFactory:
    """The factory of the registered name ``name``, importing only its module when the index is current."""
    module = importlib.import_module(_index()[name])
    factory = getattr(module, "GAMES", {}).get(name)
    return factory if isinstance(factory, GameFactory) else registry()[name]


def registry() -> dict[str, GameFactory]:
    """Return ``{name: factory}`` for every registered game (names sorted).

    Raises
    ------
    RuntimeError
        If two modules register the same name, or a game is registered without its declared options.
    """
    return {name: factory for name, factory, _ in _found()}


def game_names() -> list[str]:
    """Return the names accepted by :func:`make_game` and ``combgames solve`` (sorted)."""
    return sorted(_index())


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


def _factory(name: str) -> tuple[str, GameFactory]:
    """The registered name of ``name`` and its factory (a DeprecationWarning for an old spelling)."""
    new = current_name(name)
    if new != name:
        warnings.warn(f"game name {name!r} is deprecated; use {new!r}", DeprecationWarning, stacklevel=3)
    return new, _registered(new)


def _named(name: str, err: Exception) -> Exception:
    """``err`` again, its message prefixed with the game's name (same type, chained)."""
    try:
        again = type(err)(f"game {name!r}: {err}")
    except Exception:  # an exception type with another signature: keep it as it is
        return err
    again.__cause__ = err
    return again


def make_game(name: str, **options: Any):
    """Return the game registered as ``name``, built with the Python values ``options``.

    Parameters
    ----------
    name : str
        A name of :func:`game_names` (an old spelling with ``_`` is accepted, with a DeprecationWarning).
    **options
        The game's declared options (:func:`game_options`); the values are checked against the declaration
        (a heap of -3, a bool where an integer is needed, text where a list of heaps is needed are refused).

    Raises
    ------
    UnknownGameError
        If no game has that name; the message lists the known names.
    TypeError
        For an unknown option or one the name fixes (the message lists the options), or a value of the wrong
        kind; the message names the game and the option.
    ValueError
        For a value out of range, or arguments the game refuses.

    Warns
    -----
    DeprecationWarning
        For an old spelling of a name; the message gives the new name.

    Examples
    --------
    >>> make_game("misere-nim", heaps=5)
    Nim([5], convention='misere')
    """
    new, factory = _factory(name)
    try:
        values = factory.check(**options)
    except (TypeError, ValueError) as err:
        raise _named(new, err) from err
    return factory.build(**values)


def make_game_from_text(name: str, texts: Mapping[str, str]):
    """Return the game registered as ``name``, its options read from command-line text by their types.

    Parameters
    ----------
    name : str
        As for :func:`make_game`.
    texts : mapping str -> str
        ``{option: text}``, e.g. ``{"heaps": "3 4 5", "centre_entry": "false"}``.

    Raises
    ------
    UnknownGameError, TypeError, ValueError
        As :func:`make_game`; messages name the game, the option and the text.

    Examples
    --------
    >>> make_game_from_text("mu-torere", {"centre_entry": "False"}).centre_entry
    False
    """
    new, factory = _factory(name)
    if not isinstance(texts, Mapping) or not all(isinstance(k, str) and isinstance(v, str) for k, v in
                                                  texts.items()):
        raise TypeError(f"option texts must be a mapping from option names to strings, not {texts!r}")
    try:
        values = factory.parse(texts)
    except (TypeError, ValueError) as err:
        raise _named(new, err) from err
    return factory.build(**values)


def game_options(name: str) -> Options:
    """Return the options the game ``name`` accepts (its declaration, without the options the name fixes).

    Examples
    --------
    >>> [o.name for o in game_options("misere-nim")]
    ['heaps']
    """
    return registry()[current_name(name)].options


def option_summary(name: str) -> str:
    """Return a one-line form of the options of ``name``: ``option=default`` each, then the fixed values."""
    return registry()[current_name(name)].summary()
