"""Checkpoints for long solves: atomic writes, versioned headers, checksums; never trusted blindly.

A checkpoint file holds a header (what was being computed: :func:`checkpoint_header` gives the format
version, the solver, the game's identity and every solver option that changes the computation) and a
payload (the solver's state), with a SHA-256 checksum of the payload. :func:`load_checkpoint` returns the
payload only when the file is complete, the checksum matches and the header equals the one expected;
otherwise it warns once (:class:`CheckpointWarning`, one line naming what differs) and returns None, so the
caller starts afresh. Writes go to a temporary file in the same directory and are moved into place with
``os.replace``, so a crash mid-write never leaves a half-written checkpoint under the real name.

Solvers hold a :class:`Checkpoint`: it loads at most once, and a path that cannot be written (a directory, a
device, a read-only place, the empty string, a full disk) is reported by one warning while the computation
goes on without saving; a checkpoint never stops the work it is meant to protect.

The payload is pickled; load checkpoints only from a cache directory you own (pickle runs code on load).

Game identity: :func:`game_identity` uses ``game.cache_key()``, which every game must provide for checkpoints:
a string derived from all the parameters that change the state space or the rules (a repr is not enough: two
different games can share one).

Examples
--------
>>> import tempfile, warnings
>>> from combgames.games.nim import Nim
>>> folder = tempfile.mkdtemp()
>>> header = checkpoint_header("demo", Nim([1, 2]), depth=2)
>>> Checkpoint(f"{folder}/nim.ckpt", header).save({"done": [1, 2]})
True
>>> Checkpoint(f"{folder}/nim.ckpt", header).load()
{'done': [1, 2]}
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     Checkpoint(f"{folder}/nim.ckpt", checkpoint_header("demo", Nim([1, 3]), depth=2)).load()
>>> print(caught[0].message)  # doctest: +ELLIPSIS
ignoring checkpoint .../nim.ckpt: it was made for another computation (game differs); starting afresh
"""

from __future__ import annotations

import os
import stat
import warnings
from pathlib import Path
from typing import Any, Callable

__all__ = ["Checkpoint", "CheckpointWarning", "FORMAT_VERSION", "checkpoint_header", "default_cache_dir",
           "game_identity", "header_digest", "load_checkpoint", "save_checkpoint"]

FORMAT_VERSION = 3
"""The checkpoint format: the file layout and the header's fields (3: the header holds the format and the
solver's options)."""

_MAGIC = b"COMBGAMES-CHECKPOINT\n"


class CheckpointWarning(UserWarning):
    """A checkpoint was found but not used (corrupted, truncated, or made for other work), or cannot be
    written (the computation goes on without it)."""


def default_cache_dir() -> Path:
    """``$COMBGAMES_CACHE`` if set, else ``~/.cache/combgames``."""
    env = os.environ.get("COMBGAMES_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "combgames"


def game_identity(game: Any) -> str:
    """A string naming the game and its rules, for checkpoint headers: the class and ``game.cache_key()``.

    Raises
    ------
    TypeError
        If the game has no ``cache_key()``.
    """
    key = getattr(game, "cache_key", None)
    if not callable(key):
        raise TypeError(f"checkpointing needs cache_key() (all parameters that change the game); "
                        f"{type(game).__name__} does not provide it")
    return f"{type(game).__module__}.{type(game).__qualname__}:{key()}"


def checkpoint_header(solver: str, game: Any, **options: Any) -> dict:
    """The identity of one computation: the format version, the solver, the game and the solver's options.

    Parameters
    ----------
    solver : str
        The solver's name ("retrograde", "parallel").
    game : Game
        The game; its identity is :func:`game_identity` (so it needs ``cache_key()``).
    **options
        Every option that changes what the solver computes or how it stores it (the start, the no-move rule,
        symmetry, the split depth, ...). Values must be comparable with ``==`` and have a stable ``repr``.

    Raises
    ------
    TypeError
        If the game has no ``cache_key()``.

    Examples
    --------
    >>> from combgames.games.nim import Nim
    >>> h = checkpoint_header("retrograde", Nim([1, 2]), symmetry=True, rule="loss")
    >>> h["format"] == FORMAT_VERSION, h["solver"], h["options"]
    (True, 'retrograde', {'rule': 'loss', 'symmetry': True})
    """
    return {"format": FORMAT_VERSION, "solver": solver, "game": game_identity(game),
            "options": dict(sorted(options.items()))}


def header_digest(header: dict) -> str:
    """A short hex digest of a header, to name a checkpoint file by the computation it belongs to."""
    import hashlib  # here and below imported where used: importing this module (as the catalogue does) stays cheap

    return hashlib.sha256(repr(sorted(header.items())).encode()).hexdigest()[:20]


def _differences(found: Any, expected: Any, prefix: str = "") -> list[str]:
    """The names of the header fields that differ (options by name: ``options.symmetry``)."""
    if not isinstance(found, dict) or not isinstance(expected, dict):
        return [prefix.rstrip(".") or "header"] if found != expected else []
    out = []
    for name in sorted(set(found) | set(expected), key=str):
        if name not in found or name not in expected:
            out.append(f"{prefix}{name}")
        elif found[name] != expected[name]:
            out.extend(_differences(found[name], expected[name], f"{prefix}{name}.")
                       if name == "options" else [f"{prefix}{name}"])
    return out


def save_checkpoint(path: str | Path, header: dict, payload: Any) -> None:
    """Atomically write ``payload`` with ``header`` to ``path`` (creating the directory).

    Raises
    ------
    OSError
        If the file cannot be written (the previous checkpoint at ``path``, if any, is then left as it was).
    """
    import hashlib
    import pickle
    import tempfile

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
    head = pickle.dumps({"version": FORMAT_VERSION, "header": header, "sha256": hashlib.sha256(body).hexdigest(),
                         "length": len(body)})
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(_MAGIC)
            f.write(len(head).to_bytes(8, "little"))
            f.write(head)
            f.write(body)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _read(path: Path, header: dict, check: Callable[[Any], None] | None) -> Any:
    """The payload at ``path``; ValueError or OSError saying why it cannot be used."""
    import hashlib
    import pickle

    data = path.read_bytes()
    if not data.startswith(_MAGIC):
        raise ValueError("not a combgames checkpoint")
    pos = len(_MAGIC)
    n = int.from_bytes(data[pos:pos + 8], "little")
    if len(data) < pos + 8 + n:
        raise ValueError(f"truncated: {len(data)} bytes, fewer than its header's {pos + 8 + n}")
    try:
        head = pickle.loads(data[pos + 8:pos + 8 + n])
    except Exception as err:  # any unpickling failure means a damaged header
        raise ValueError(f"damaged header ({type(err).__name__})") from err
    if not isinstance(head, dict):
        raise ValueError("damaged header")
    body = data[pos + 8 + n:]
    if head.get("version") != FORMAT_VERSION:
        raise ValueError(f"format version {head.get('version')}, expected {FORMAT_VERSION}")
    if len(body) != head.get("length"):
        raise ValueError(f"truncated: {len(body)} of {head.get('length')} payload bytes")
    if hashlib.sha256(body).hexdigest() != head.get("sha256"):
        raise ValueError("checksum mismatch")
    if head.get("header") != header:
        differ = ", ".join(_differences(head.get("header"), header))
        raise ValueError(f"it was made for another computation ({differ} differs)")
    try:
        payload = pickle.loads(body)
    except Exception as err:  # intact bytes that no longer unpickle (a class moved): unusable
        raise ValueError(f"payload cannot be read ({type(err).__name__}: {err})") from err
    if check is not None:
        check(payload)
    return payload


def load_checkpoint(path: str | Path, header: dict, check: Callable[[Any], None] | None = None) -> Any | None:
    """Return the payload stored at ``path`` if it is intact and made for ``header``; else warn and return None.

    A missing or empty file returns None silently (nothing to resume). The warning is one line naming the file and the
    defect (for a header mismatch, the fields that differ).

    Parameters
    ----------
    path : str or Path
    header : dict
        The header expected (:func:`checkpoint_header`).
    check : callable, optional
        ``check(payload)`` raises ValueError when the payload does not fit the computation (for instance its
        positions were keyed another way); the file is then ignored with a warning too.
    """
    path = Path(path)
    try:
        if path.stat().st_size == 0:  # an empty file (made by touch or mktemp) holds nothing to resume
            return None
    except OSError:  # missing
        return None
    try:
        return _read(path, header, check)
    except (ValueError, OSError) as err:  # any defect means: do not trust it, start afresh
        reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
        warnings.warn(f"ignoring checkpoint {path}: {reason}; starting afresh", CheckpointWarning, stacklevel=2)
        return None


def _ours(path: Path) -> bool:
    """Whether the regular file ``path`` may be replaced by a checkpoint: it is empty or one already (damaged
    or not); any other file is someone's data."""
    try:
        with open(path, "rb") as f:
            start = f.read(len(_MAGIC))
    except OSError:  # unreadable: replacing it would lose what we cannot even look at
        return False
    return start == b"" or start == _MAGIC


def _unwritable(path: Path) -> str | None:
    """Why a checkpoint cannot be written at ``path`` (None if it can, as far as can be told beforehand)."""
    try:
        mode = path.stat().st_mode
    except (FileNotFoundError, NotADirectoryError):  # nothing there yet (the folders are examined below)
        mode = None
    except OSError as err:  # a loop of links, no permission to look
        return err.strerror or str(err)
    if mode is not None:
        if stat.S_ISDIR(mode):
            return "it is a directory"
        if not stat.S_ISREG(mode):
            return "it is not a regular file"
        if not _ours(path):
            return "it is a file that is not a combgames checkpoint, left as it is"
    folder = path.parent
    while not folder.exists():  # the nearest existing folder: the missing ones are created when saving
        if folder.parent == folder:
            break
        folder = folder.parent
    if not folder.is_dir():
        return f"{folder} is not a directory"
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return f"{folder} is on a read-only file system"
    except OSError:
        pass
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"no permission to write in {folder}"
    return None


class Checkpoint:
    """The checkpoint file of one computation: load it once, save it as often as wanted.

    A path that cannot be written never stops the computation: :meth:`save` then warns once
    (:class:`CheckpointWarning`) and does nothing from then on. With ``probe=True`` the path is examined at
    once, so an unusable place is reported before a long computation starts, not at its first save. The
    empty path, a directory, a device, a pipe or a socket are never read from nor written to, and a file that
    is not a checkpoint (a typo naming someone's data) is never replaced.

    Parameters
    ----------
    path : str or Path
    header : dict
        The computation's identity (:func:`checkpoint_header`).
    probe : bool
        Warn now if the path cannot be written (default True; automatic checkpoints, written only by long
        computations, pass False and are warned about at their first save).

    Attributes
    ----------
    saves : int
        Number of successful saves.
    writable : bool
        False once the path is known not to be writable.

    Raises
    ------
    TypeError
        If ``path`` is not a str or path-like object.
    """

    def __init__(self, path: str | Path, header: dict, *, probe: bool = True):
        if not isinstance(path, (str, os.PathLike)):
            raise TypeError(f"checkpoint must be a file path (str or os.PathLike) or 'auto', not {path!r}")
        self.header = header
        self.saves = 0
        self.writable = True
        self._empty = str(path) == ""
        self._name = repr(path) if self._empty else str(path)
        self.path = Path(path)  # Path("") is "."; the empty path is refused below, never used
        self._foreign = False
        if self._empty:
            self._disable("the path is empty")
        elif probe:
            problem = _unwritable(self.path)
            if problem is not None:
                self._foreign = "not a combgames checkpoint" in problem
                self._disable(problem)

    def _disable(self, problem: str) -> None:
        self.writable = False
        warnings.warn(f"checkpoint {self._name} cannot be written ({problem}); the computation goes on without "
                      "saving it", CheckpointWarning, stacklevel=3)

    def load(self, check: Callable[[Any], None] | None = None) -> Any | None:
        """The payload saved for this computation, or None (nothing usable; see :func:`load_checkpoint`)."""
        if self._empty or self._foreign:  # already reported (a foreign file is never read nor replaced)
            return None
        try:
            mode = self.path.stat().st_mode
        except OSError:
            return None
        if not stat.S_ISREG(mode):  # never read a device or a pipe (it may block or never end)
            return None
        return load_checkpoint(self.path, self.header, check)

    def save(self, payload: Any) -> bool:
        """Save ``payload``; return whether it was saved. A failure warns once and turns saving off."""
        if not self.writable:
            return False
        problem = _unwritable(self.path)  # never replace a directory or a device with a file
        if problem is None:
            try:
                save_checkpoint(self.path, self.header, payload)
                self.saves += 1
                return True
            except OSError as err:
                problem = err.strerror or str(err)
        self._disable(problem)
        return False
