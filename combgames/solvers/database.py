"""Solved databases: the complete solution of a retrograde-solved game in one file, answered without solving.

A *solved database* holds every position reachable from a start (one representative per symmetry orbit when
the solve used symmetry) with its value for the player to move and its distance (plies to the end under the
distance rule of :mod:`combgames.solvers.values`: the winner wins as fast as possible, the loser loses as
slowly as possible; draws have no distance). It is written by :func:`save_solution` from a
:class:`~combgames.solvers.retrograde.RetrogradeResult` and read by :func:`load_solution`, whose
:class:`SolvedDatabase` answers :meth:`~SolvedDatabase.value`, :meth:`~SolvedDatabase.best_moves` and
:meth:`~SolvedDatabase.value_of_text` from the file alone.

File format (version 1): one NumPy ``.npz`` archive (zip, compressed, no pickled objects) with the arrays

* ``header`` - ``uint8``, UTF-8 JSON: ``format`` (``"combgames-solution"``), ``version`` (1), ``game`` (the
  game's identity, :func:`combgames.checkpoint.game_identity`: class and ``cache_key()``), ``name`` and
  ``options`` (the catalogue name and option texts that rebuild the game, when known), ``rule`` (the no-move
  rule), ``symmetry``, ``size``, ``start`` (the start position's text), ``counts`` (positions per outcome) and
  ``keys`` (``"int64"`` when the position keys are stored, ``"text"`` when they are recomputed from the texts);
* ``outcome`` - ``uint8`` per position: 1 win, 2 loss, 3 draw (for the player to move);
* ``distance`` - ``uint32`` per position (0 for draws);
* ``texts`` - ``uint8``, the UTF-8 position texts (the game's ``format_position``) joined by newlines;
* ``keys`` - ``int64`` per position, the game's position key (:func:`combgames.game.position_key`), present
  when every key is an integer that fits.

Solvers never import a game: the file names the game by its identity, and a :class:`SolvedDatabase` given a
game (the catalogue rebuilds it from ``name`` and ``options``) refuses one whose identity differs.

Examples
--------
>>> import os, tempfile
>>> from combgames.games.blockade import pong_hau_ki
>>> from combgames.solvers import retrograde
>>> g = pong_hau_ki()
>>> r = retrograde(g)
>>> path = os.path.join(tempfile.mkdtemp(), "pong-hau-ki.npz")
>>> save_solution(r, path, name="pong-hau-ki")
>>> db = load_solution(path, g)
>>> db.size == r.size, str(db.value(g.initial())) == str(r.value(g.initial()))
(True, True)
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

import numpy as np

from combgames.checkpoint import game_identity
from combgames.game import capabilities, checked_position, final_result, position_key, successors
from combgames.solvers.retrograde import RetrogradeResult, retrograde
from combgames.solvers.values import DRAW_VALUE, LOSS, WIN, Value

__all__ = ["FORMAT", "VERSION", "SolvedDatabase", "load_solution", "save_solution", "solve_and_save"]

FORMAT = "combgames-solution"
"""The ``format`` field of a solved database's header."""

VERSION = 1
"""The version of the file format written by :func:`save_solution`; other versions are refused."""

_WIN, _LOSS, _DRAW = 1, 2, 3
_INT64 = 2**63


def _int_keys(keys: list) -> np.ndarray | None:
    """The keys as an int64 array when every key is an integer that fits, else None."""
    if not all(type(k) is int and -_INT64 <= k < _INT64 for k in keys):
        return None
    return np.array(keys, dtype=np.int64)


def save_solution(result: RetrogradeResult, path: str | os.PathLike, *, name: str | None = None,
                  options: dict[str, str] | None = None) -> None:
    """Write the solution ``result`` to ``path`` as a solved database (see the module for the format).

    Parameters
    ----------
    result : RetrogradeResult
        A retrograde analysis (:func:`combgames.solvers.retrograde`).
    path : path
        The file to write (replaced atomically: a crash never leaves half a file under this name).
    name, options : optional
        The catalogue name and option texts of the game, stored so that a reader can rebuild it.

    Raises
    ------
    TypeError
        If the game has no ``cache_key()`` or no ``format_position``.
    OSError
        If the file cannot be written.
    """
    game = result.game
    identity = game_identity(game)
    fmt = capabilities(game).format_position
    if fmt is None:
        raise TypeError(f"a solved database needs format_position; {type(game).__name__} does not provide it")
    n = result.size
    texts = [fmt(p) for p in result.representatives]
    if any("\n" in t for t in texts):
        raise ValueError("position texts must be one line each")
    keys: list = [None] * n
    for k, i in result.index.items():
        keys[i] = k
    int_keys = _int_keys(keys)
    outcome = np.asarray(result.outcome, dtype=np.uint8).copy()
    outcome[outcome == 0] = _DRAW  # never labelled: a draw
    distance = np.where(outcome == _DRAW, 0, np.asarray(result.distance)).astype(np.uint32)
    header = {
        "format": FORMAT, "version": VERSION, "game": identity, "name": name,
        "options": dict(options or {}), "rule": result.rule, "symmetry": bool(result.symmetry), "size": n,
        "start": texts[0] if texts else None, "counts": result.counts,
        "keys": "int64" if int_keys is not None else "text",
        "outcomes": {"1": WIN, "2": LOSS, "3": "draw"},
    }
    arrays = {
        "header": np.frombuffer(json.dumps(header, sort_keys=True).encode(), dtype=np.uint8),
        "outcome": outcome, "distance": distance,
        "texts": np.frombuffer("\n".join(texts).encode(), dtype=np.uint8),
    }
    if int_keys is not None:
        arrays["keys"] = int_keys
    path = Path(path)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as f:
            np.savez_compressed(f, **arrays)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


@dataclass
class SolvedDatabase:
    """A solved database read by :func:`load_solution`: the values of every position, without solving.

    Attributes
    ----------
    header : dict
        The file's header (format, version, game identity, name, options, rule, symmetry, size, ...).
    outcome, distance : numpy.ndarray
        Per position: 1 win, 2 loss, 3 draw for the player to move; plies to the end (0 for draws).
    texts : list of str
        The position texts (representatives of the orbits when the solve used symmetry).
    game : Game or None
        The game, when given to :func:`load_solution` (needed for :meth:`value` and :meth:`best_moves`).
    """

    header: dict
    outcome: np.ndarray
    distance: np.ndarray
    texts: list[str]
    keys: np.ndarray | None = None
    game: Any = None
    _text_index: dict = field(default_factory=dict, repr=False)
    _key_index: dict | None = field(default=None, repr=False)
    _order: np.ndarray | None = field(default=None, repr=False)

    @property
    def size(self) -> int:
        """The number of positions stored."""
        return len(self.texts)

    def _value_of(self, i: int) -> Value:
        o = int(self.outcome[i])
        if o == _WIN:
            return Value(WIN, int(self.distance[i]))
        if o == _LOSS:
            return Value(LOSS, int(self.distance[i]))
        return DRAW_VALUE

    def items(self) -> Iterator[tuple[str, Value]]:
        """Yield ``(position text, value)`` for every stored position."""
        for i, t in enumerate(self.texts):
            yield t, self._value_of(i)

    def _need_game(self, what: str) -> Any:
        if self.game is None:
            raise TypeError(f"{what} needs the game: pass it to load_solution(path, game)")
        return self.game

    def _node(self, p: Any, check: bool = True) -> int:
        game = self._need_game("looking up a position")
        key = position_key(game, self.header["symmetry"])(checked_position(game, p) if check else p)
        if self.keys is not None:
            if self._order is None:
                self._order = np.argsort(self.keys, kind="stable")
            if type(key) is int and -_INT64 <= key < _INT64:
                j = int(np.searchsorted(self.keys, key, sorter=self._order))
                if j < self.size and int(self.keys[self._order[j]]) == key:
                    return int(self._order[j])
        else:
            if self._key_index is None:
                parse = capabilities(game).parse_position
                k = position_key(game, self.header["symmetry"])
                self._key_index = {k(parse(t)): i for i, t in enumerate(self.texts)}
            if key in self._key_index:
                return self._key_index[key]
        raise KeyError(f"position {p!r} is not in this solved database (it holds the positions reachable from "
                       f"{self.header.get('start')!r})")

    def value(self, p: Any) -> Value:
        """The value of position ``p`` for the player to move.

        Raises
        ------
        KeyError
            If ``p`` is not in the database (not reachable from its start).
        TypeError
            If the database was loaded without its game.
        """
        return self._value_of(self._node(p))

    def value_of_text(self, text: str) -> Value:
        """The value of the position written ``text``: parsed by the game when it was given, else looked up
        among the stored texts (exact text of a stored representative).

        Raises
        ------
        KeyError
            If the position is not in the database.
        ValueError
            If the game cannot parse ``text``.
        """
        if self.game is not None:
            parse = capabilities(self.game).parse_position
            if parse is not None:
                return self.value(parse(text))
        if not self._text_index:
            self._text_index.update((t, i) for i, t in enumerate(self.texts))
        if text not in self._text_index:
            raise KeyError(f"position {text!r} is not stored in this solved database (load it with its game to "
                           "look up any position of an orbit)")
        return self._value_of(self._text_index[text])

    def move_values(self, p: Any) -> list[tuple[Any, Value]]:
        """``[(move, value for the mover after it), ...]`` for every legal move of ``p``, from the file."""
        game = self._need_game("move values")
        p = checked_position(game, p)
        return [(m, self._value_of(self._node(c, check=False)).negate())
                for m, c in successors(game, p, self.header["rule"])]

    def best_moves(self, p: Any) -> list:
        """Every move of ``p`` that keeps its value (distance included), from the file."""
        game = self._need_game("best moves")
        if final_result(game, p, None, self.header["rule"]) is not None:
            return []
        target = self.value(p)
        return [m for m, v in self.move_values(p) if v == target]


def load_solution(path: str | os.PathLike, game: Any = None) -> SolvedDatabase:
    """Read a solved database written by :func:`save_solution`.

    Parameters
    ----------
    path : path
    game : Game, optional
        The game the file was made for; its identity (class and ``cache_key()``) must match the file's.

    Raises
    ------
    ValueError
        If the file is not a solved database, has another format version, or was made for another game.
    OSError
        If the file cannot be read.
    """
    with open(path, "rb") as f:
        if f.read(4) != b"PK\x03\x04":
            raise ValueError(f"{path}: not a solved database (not a NumPy .npz archive)")
    try:
        with np.load(path, allow_pickle=False) as data:
            arrays = {k: data[k] for k in data.files}
    except (ValueError, OSError, EOFError) as err:
        if isinstance(err, (FileNotFoundError, PermissionError, IsADirectoryError)):
            raise
        raise ValueError(f"{path}: not a solved database ({err})") from None
    try:
        header = json.loads(arrays["header"].tobytes().decode())
    except (KeyError, ValueError, UnicodeDecodeError):
        raise ValueError(f"{path}: not a solved database (no readable header)") from None
    found = header.get("format") if isinstance(header, dict) else None
    if found != FORMAT:
        raise ValueError(f"{path}: not a solved database (format {found!r}, not {FORMAT!r})")
    if header.get("version") != VERSION:
        raise ValueError(f"{path}: solved database format version {header.get('version')!r}; this version of "
                         f"combgames reads version {VERSION} (solve the game again with --save)")
    if game is not None:
        identity = game_identity(game)
        if identity != header["game"]:
            raise ValueError(f"{path}: this solved database is for {header['game']}, not {identity}")
    text = arrays["texts"].tobytes().decode()
    texts = text.split("\n") if header["size"] else []
    outcome, distance = arrays["outcome"], arrays["distance"]
    if not len(texts) == len(outcome) == len(distance) == header["size"]:
        raise ValueError(f"{path}: a damaged solved database (its arrays disagree with its size {header['size']})")
    return SolvedDatabase(header, outcome, distance, texts, arrays.get("keys"), game)


def solve_and_save(game: Any, path: str | os.PathLike, start: Any = None, *, name: str | None = None,
                   options: dict[str, str] | None = None, **retrograde_options: Any) -> RetrogradeResult:
    """Solve ``game`` from ``start`` by retrograde analysis and write the solved database to ``path``.

    ``retrograde_options`` go to :func:`combgames.solvers.retrograde` (symmetry, checkpoint, progress, ...).
    Returns the :class:`~combgames.solvers.retrograde.RetrogradeResult`.
    """
    result = retrograde(game, start=start, **retrograde_options)
    save_solution(result, path, name=name, options=options)
    return result
