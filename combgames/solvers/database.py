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
  game's identity, :func:`combgames.base.checkpoint.game_identity`: class and ``cache_key()``), ``name`` and
  ``options`` (the catalogue name and option texts that rebuild the game, when known), ``rule`` (the no-move
  rule), ``symmetry``, ``size``, ``start`` (the start position's text), ``counts`` (positions per outcome) and
  ``keys`` (``"int64"`` when the position keys are stored, ``"text"`` when they are recomputed from the texts);
* ``outcome`` - ``uint8`` per position: 1 win, 2 loss, 3 draw (for the player to move);
* ``distance`` - ``uint32`` per position (0 for draws);
* ``texts`` - ``uint8``, the UTF-8 position texts (the game's ``format_position``) joined by newlines;
* ``keys`` - ``int64`` per position, the game's position key (:func:`combgames.game.position_key`), present
  when every key is an integer that fits.

The header may also hold ``sha256``, the SHA-256 digest of the arrays' bytes (``outcome``, ``distance``,
``texts``, then ``keys``), written by this version and checked when present.

Reading is checked (:func:`load_solution`): a regular file (never a FIFO), a zip archive holding exactly these
arrays with their dtypes and one dimension, each array's declared size checked against its stored size before
it is read (no pickles, no huge allocation from a small file), every header field of its type, every outcome
1..3, every distance at most the number of positions (0 for draws), the keys sorted-searchable; the digest when
present. With the game, each position answered is checked against the rules where that is cheap: a terminal
position must hold the result the rules give, a non-terminal one no distance 0, and its value must be the best
of its moves' values. Anything else is a ValueError naming the file and the field.

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

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

import numpy as np

from combgames.base.files import atomic_write, check_input_path, check_output_path

from combgames.base.checkpoint import game_identity
from combgames.game import capabilities, checked_position, final_result, position_key, successors
from combgames.solvers.retrograde import RetrogradeResult, retrograde
from combgames.game import DRAW
from combgames.solvers.values import DRAW_VALUE, LOSS, WIN, Value, score

__all__ = ["FORMAT", "VERSION", "SolvedDatabase", "load_solution", "save_solution", "solve_and_save"]

FORMAT = "combgames-solution"
"""The ``format`` field of a solved database's header."""

VERSION = 1
"""The version of the file format written by :func:`save_solution`; other versions are refused."""

_WIN, _LOSS, _DRAW = 1, 2, 3
_INT64 = 2**63
_ARRAYS = {"header": np.uint8, "outcome": np.uint8, "distance": np.uint32, "texts": np.uint8, "keys": np.int64}
"""The arrays a solved database may hold and their dtypes (``keys`` is optional)."""
_RULES = ("loss", "win", "draw", "pass")


def _digest(arrays: dict) -> str:
    """The SHA-256 digest of the data arrays' bytes, in a fixed order."""
    h = hashlib.sha256()
    for name in ("outcome", "distance", "texts", "keys"):
        if name in arrays:
            h.update(name.encode())
            h.update(np.ascontiguousarray(arrays[name]).tobytes())
    return h.hexdigest()


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
        The file to write (by :func:`combgames.base.files.atomic_write`: a crash or a signal never leaves half a
        file under this name; a device, a FIFO or a directory is refused).
    name, options : optional
        The catalogue name and option texts of the game, stored so that a reader can rebuild it.

    Raises
    ------
    TypeError
        If the game has no ``cache_key()`` or no ``format_position``.
    OSError
        If the file cannot be written (naming ``path``).
    ValueError
        If ``path`` is not a regular file or cannot be written (see :func:`combgames.base.files.check_output_path`).
    """
    check_output_path(path)
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
    header["sha256"] = _digest(arrays)
    arrays["header"] = np.frombuffer(json.dumps(header, sort_keys=True).encode(), dtype=np.uint8)
    with atomic_write(path) as f:
        np.savez_compressed(f, **arrays)


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
    path: str = ""
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
        """The value of position ``p`` for the player to move (checked against the rules when ``p`` is terminal).

        Raises
        ------
        KeyError
            If ``p`` is not in the database (not reachable from its start).
        TypeError
            If the database was loaded without its game.
        ValueError
            If the stored value contradicts the rules (a damaged file).
        """
        p = checked_position(self._need_game("looking up a position"), p)
        value = self._value_of(self._node(p, check=False))
        self._check_terminal(p, value)
        return value

    def _damaged(self, field: str, why: str) -> ValueError:
        where = self.path or "the solved database"
        return ValueError(f"{where}: a damaged solved database: field {field!r}: {why}")

    def _check_terminal(self, p: Any, value: Value) -> None:
        """A terminal position holds the result the rules give; another never a win or loss in 0."""
        game = self.game
        r = final_result(game, p, None, self.header["rule"])
        if r is None:
            if value.outcome != DRAW_VALUE.outcome and value.distance == 0:
                raise self._damaged("distance", f"{value} at a position that is not over")
            return
        expected = DRAW_VALUE if r == DRAW else Value(WIN if r == game.to_move(p) else LOSS, 0)
        if value != expected:
            raise self._damaged("outcome", f"{value} at a finished position whose result is {expected}")

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
        target = self.value(p)
        if final_result(game, p, None, self.header["rule"]) is not None:
            return []
        values = self.move_values(p)
        best = max((score(v) for _, v in values), default=None)
        if best is None or score(target) != best:
            raise self._damaged("outcome", f"{target} is not the best of its moves' values")
        return [m for m, v in values if v == target]


def load_solution(path: str | os.PathLike, game: Any = None) -> SolvedDatabase:
    """Read a solved database written by :func:`save_solution`, checking every field (see the module).

    Parameters
    ----------
    path : path
    game : Game, optional
        The game the file was made for; its identity (class and ``cache_key()``) must match the file's.

    Raises
    ------
    ValueError
        Naming the file and the field: not a regular file (a FIFO, a device), not a solved database, another
        format version, made for another game, or damaged (truncated, corrupt, a value out of range).
    OSError
        If the file cannot be read.
    """
    name = os.fspath(path)
    check_input_path(path)
    with open(path, "rb") as f:
        if f.read(4) != b"PK\x03\x04":
            raise ValueError(f"{name}: not a solved database (not a NumPy .npz archive)")
    try:
        arrays = _read_arrays(path, name)
    except (FileNotFoundError, PermissionError, IsADirectoryError):
        raise
    except ValueError as err:
        if str(err).startswith(name):
            raise
        raise ValueError(f"{name}: not a solved database, or a damaged one ({str(err)[:160]})") from None
    except Exception as err:  # zipfile.BadZipFile, zlib.error, EOFError, an I/O error inside the archive
        raise ValueError(f"{name}: a damaged solved database ({type(err).__name__}: {str(err)[:160]})") from None
    header = _checked_header(arrays, name)
    if game is not None:
        identity = game_identity(game)
        if identity != header["game"]:
            raise ValueError(f"{name}: this solved database is for {header['game']}, not {identity}")
    return _checked_database(arrays, header, name, game)


def _read_arrays(path: str | os.PathLike, name: str) -> dict[str, np.ndarray]:
    """The arrays of the archive, each one's dtype, dimension and size checked from its .npy header against
    the bytes the archive declares for it before it is read (a small file never makes a huge array)."""
    import zipfile

    arrays = {}
    with zipfile.ZipFile(path) as archive:
        members = archive.infolist()
        if len(members) > len(_ARRAYS):
            raise ValueError(f"{name}: not a solved database ({len(members)} members in the archive)")
        for info in members:
            field = info.filename[:-4] if info.filename.endswith(".npy") else info.filename
            if field not in _ARRAYS or field in arrays:
                raise ValueError(f"{name}: not a solved database (an array named {info.filename[:40]!r})")
            with archive.open(info) as f:
                version = np.lib.format.read_magic(f)
                read_header = np.lib.format.read_array_header_1_0 if version == (1, 0) else \
                    np.lib.format.read_array_header_2_0
                shape, fortran, dtype = read_header(f)
                if dtype != np.dtype(_ARRAYS[field]) or len(shape) != 1:
                    raise ValueError(f"{name}: a damaged solved database: field {field!r}: an array of {dtype} "
                                     f"and shape {shape}, not one dimension of {np.dtype(_ARRAYS[field])}")
                if shape[0] * dtype.itemsize > info.file_size:
                    raise ValueError(f"{name}: a damaged solved database: field {field!r}: {shape[0]} "
                                     f"elements declared in {info.file_size} bytes")
            with archive.open(info) as f:
                arrays[field] = np.lib.format.read_array(f, allow_pickle=False)
    missing = sorted(set(_ARRAYS) - {"keys"} - set(arrays))
    if missing:
        raise ValueError(f"{name}: a damaged solved database: no field {missing[0]!r}")
    return arrays


def _checked_header(arrays: dict[str, np.ndarray], name: str) -> dict:
    """The header, every field of its type (format and version first, so another version is named as such)."""
    try:
        header = json.loads(arrays["header"].tobytes().decode())
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise ValueError(f"{name}: not a solved database (no readable header)") from None
    found = header.get("format") if isinstance(header, dict) else None
    if found != FORMAT:
        raise ValueError(f"{name}: not a solved database (format {str(found)[:40]!r}, not {FORMAT!r})")
    if header.get("version") != VERSION or type(header.get("version")) is not int:
        raise ValueError(f"{name}: solved database format version {str(header.get('version'))[:20]}; this version "
                         f"of combgames reads version {VERSION} (solve the game again with --save)")

    def text(v: Any) -> bool:
        return type(v) is str

    def count(v: Any) -> bool:
        return type(v) is int and 0 <= v <= _INT64

    fields = {
        "format": text, "version": count, "game": text,
        "name": lambda v: v is None or (text(v) and len(v) <= 100),
        "options": lambda v: type(v) is dict and all(text(k) and text(x) for k, x in v.items()),
        "rule": lambda v: v in _RULES, "symmetry": lambda v: type(v) is bool, "size": count,
        "start": lambda v: v is None or text(v),
        "counts": lambda v: type(v) is dict and set(v) == {WIN, LOSS, "draw"} and all(map(count, v.values())),
        "keys": lambda v: v in ("int64", "text"),
        "outcomes": lambda v: v == {"1": WIN, "2": LOSS, "3": "draw"},
        "sha256": lambda v: text(v) and len(v) == 64,
    }
    for field, valid in fields.items():
        if field not in header:
            if field == "sha256":  # optional: files written before it was added have none
                continue
            raise ValueError(f"{name}: a damaged solved database: header field {field!r} is missing")
        if not valid(header[field]):
            raise ValueError(f"{name}: a damaged solved database: header field {field!r} is "
                             f"{str(header[field])[:60]!r}")
    extra = sorted(set(header) - set(fields))
    if extra:
        raise ValueError(f"{name}: a damaged solved database: unknown header field {extra[0][:40]!r}")
    return header


def _checked_database(arrays: dict[str, np.ndarray], header: dict, name: str, game: Any) -> SolvedDatabase:
    """The database, after checking every array against the header and every value's range."""
    size = header["size"]

    def damaged(field: str, why: str) -> ValueError:
        return ValueError(f"{name}: a damaged solved database: field {field!r}: {why}")

    if "sha256" in header and _digest(arrays) != header["sha256"]:
        raise damaged("sha256", "the arrays' digest is not the header's (the file was changed)")
    try:
        texts = arrays["texts"].tobytes().decode().split("\n") if size else []
    except UnicodeDecodeError:
        raise damaged("texts", "not UTF-8 text") from None
    outcome, distance, keys = arrays["outcome"], arrays["distance"], arrays.get("keys")
    for field, array in (("texts", texts), ("outcome", outcome), ("distance", distance)):
        if len(array) != size:
            raise damaged(field, f"{len(array)} entries, the header's size is {size}")
    if (keys is None) != (header["keys"] == "text") or (keys is not None and len(keys) != size):
        raise damaged("keys", f"the header says {header['keys']!r}, the archive holds "
                      f"{'no keys' if keys is None else f'{len(keys)} keys'}")
    bad = np.flatnonzero((outcome < _WIN) | (outcome > _DRAW))
    if len(bad):
        raise damaged("outcome", f"code {int(outcome[bad[0]])} at position {int(bad[0])} (1 win, 2 loss, 3 draw)")
    bad = np.flatnonzero((distance > size) | ((outcome == _DRAW) & (distance != 0)))
    if len(bad):
        raise damaged("distance", f"{int(distance[bad[0]])} at position {int(bad[0])} (at most {size}, 0 for draws)")
    counts = {WIN: int(np.count_nonzero(outcome == _WIN)), LOSS: int(np.count_nonzero(outcome == _LOSS)),
              "draw": int(np.count_nonzero(outcome == _DRAW))}
    if counts != header["counts"]:
        raise damaged("counts", f"the header counts {header['counts']}, the outcomes {counts}")
    if keys is not None and len(np.unique(keys)) != size:
        raise damaged("keys", "two positions share a key")
    if size and header["start"] != texts[0]:
        raise damaged("start", "it is not the first position's text")
    return SolvedDatabase(header, outcome, distance, texts, keys, game, name)


def solve_and_save(game: Any, path: str | os.PathLike, start: Any = None, *, name: str | None = None,
                   options: dict[str, str] | None = None, **retrograde_options: Any) -> RetrogradeResult:
    """Solve ``game`` from ``start`` by retrograde analysis and write the solved database to ``path``.

    ``retrograde_options`` go to :func:`combgames.solvers.retrograde` (symmetry, checkpoint, progress, ...).
    Returns the :class:`~combgames.solvers.retrograde.RetrogradeResult`.
    """
    result = retrograde(game, start=start, **retrograde_options)
    save_solution(result, path, name=name, options=options)
    return result
