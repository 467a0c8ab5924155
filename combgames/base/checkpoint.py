"""Checkpoints for long solves: atomic writes, versioned headers, checksums; never trusted blindly.

A checkpoint file holds a header (what was being computed: :func:`checkpoint_header` gives the format
version, the solver, the game's identity and every solver option that changes the computation) and a
payload (the solver's state), with a SHA-256 checksum of the payload. :func:`load_checkpoint` returns the
payload only when the file is complete, the checksum matches and the header equals the one expected;
otherwise it warns once (:class:`CheckpointWarning`, one line naming what differs) and returns None, so the
caller starts afresh. Writes go through :func:`combgames.base.files.atomic_write` (a temporary file in the same
directory, fsynced, then renamed; signals held meanwhile), so neither a crash nor a second Ctrl-C mid-write
leaves a half-written checkpoint under the real name.

File format (version 4): the line ``COMBGAMES-CHECKPOINT``, the length of the head (8 bytes, little-endian),
the head (UTF-8 JSON: ``version``, ``header``, ``sha256`` and ``length`` of the payload), then the payload
(UTF-8 JSON). Both hold plain data only (:func:`encode_data`): None, bools, integers, floats, strings, bytes,
and tuples, lists, sets, frozensets and dicts of these, each container written as a JSON array whose first
element names its type. Reading one never imports nor runs anything; every field of the head is checked
before use, and the solver checks its payload's fields (``check=``).

Solvers hold a :class:`Checkpoint`: it loads at most once, and a path that cannot be written (a directory, a
device, a read-only place, the empty string, a full disk) is reported by one warning while the computation
goes on without saving; a checkpoint never stops the work it is meant to protect.

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

__all__ = ["Checkpoint", "CheckpointWarning", "FORMAT_VERSION", "checkpoint_header", "decode_data",
           "default_cache_dir", "encode_data", "game_identity", "header_digest", "load_checkpoint", "load_this_run",
           "PieceJournal", "save_checkpoint"]

FORMAT_VERSION = 4
"""The checkpoint format: the file layout and the header's fields (3: the header holds the format and the
solver's options; 4: JSON head and payload of plain data, no pickle)."""

_SCALARS = (type(None), bool, int, str)
_TAGS = {tuple: "t", list: "l", frozenset: "f", set: "s"}
_CONTAINERS = {tag: kind for kind, tag in _TAGS.items()}

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


def encode_data(value: Any) -> Any:
    """``value`` as JSON-ready plain data: None, bools, integers and strings as they are; a finite float as it
    is; every other value a list whose first element names its type (``["t", ...]`` a tuple, ``"l"`` a list,
    ``"f"`` a frozenset, ``"s"`` a set, ``["d", key, value, ...]`` a dict, ``["b", hex]`` bytes,
    ``["x", text]`` a float that is not finite).

    Raises
    ------
    TypeError
        For any other type (subclasses included: a named tuple, a numpy integer): a checkpoint holds plain data.

    Examples
    --------
    >>> encode_data({(1, 2): frozenset({3})})
    ['d', ['t', 1, 2], ['f', 3]]
    >>> decode_data(encode_data({(1, 2): frozenset({3}), "b": b"ok"})) == {(1, 2): frozenset({3}), "b": b"ok"}
    True
    """
    kind = type(value)
    if kind in _SCALARS:
        return value
    tag = _TAGS.get(kind)
    if tag is not None:
        return [tag, *map(encode_data, value)]
    if kind is dict:
        out = ["d"]
        for k, v in value.items():
            out.append(encode_data(k))
            out.append(encode_data(v))
        return out
    if kind is float:
        return value if value - value == 0 else ["x", repr(value)]
    if kind is bytes:
        return ["b", value.hex()]
    raise TypeError(f"a checkpoint holds plain data only (None, bool, int, float, str, bytes, tuple, list, set, "
                    f"frozenset, dict), not {kind.__module__}.{kind.__qualname__}")


def decode_data(data: Any) -> Any:
    """The value :func:`encode_data` wrote as ``data`` (parsed JSON).

    Raises
    ------
    ValueError
        For anything :func:`encode_data` does not write (a JSON object, an unknown tag, an unhashable key).
    """
    kind = type(data)
    if kind in _SCALARS or kind is float:
        return data
    if kind is not list or not data or type(data[0]) is not str:
        raise ValueError(f"not plain checkpoint data: a {kind.__name__} where a tagged list is expected")
    tag = data[0]
    try:
        container = _CONTAINERS.get(tag)
        if container is not None:
            return container(map(decode_data, data[1:]))
        if tag == "d" and len(data) % 2 == 1:
            items = list(map(decode_data, data[1:]))
            return dict(zip(items[0::2], items[1::2]))
        if tag == "b" and len(data) == 2 and type(data[1]) is str:
            return bytes.fromhex(data[1])
        if tag == "x" and len(data) == 2 and data[1] in ("inf", "-inf", "nan"):
            return float(data[1])
    except TypeError as err:  # an unhashable element of a set or key of a dict
        raise ValueError(f"not plain checkpoint data ({err})") from None
    raise ValueError(f"not plain checkpoint data: unknown tag {tag[:20]!r} or wrong length")


def _to_json(value: Any) -> bytes:
    import json

    return json.dumps(encode_data(value), separators=(",", ":"), allow_nan=False).encode()


def _from_json(raw: bytes, what: str) -> Any:
    import json

    try:
        return decode_data(json.loads(raw.decode("utf-8")))
    except RecursionError:
        raise ValueError(f"damaged {what} (nested too deeply)") from None
    except (UnicodeDecodeError, ValueError) as err:
        raise ValueError(f"damaged {what} ({str(err)[:120]})") from None


def save_checkpoint(path: str | Path, header: dict, payload: Any) -> None:
    """Atomically write ``payload`` with ``header`` to ``path`` (creating the directory).

    The payload and header must be plain data (:func:`encode_data`). The file is written by
    :func:`combgames.base.files.atomic_write`: a signal during the save is acted on once the file is complete.

    Raises
    ------
    OSError
        If the file cannot be written (the previous checkpoint at ``path``, if any, is then left as it was).
    TypeError
        If the payload or header holds anything but plain data.
    ValueError
        If ``path`` is not a regular file (a device, a directory).
    """
    import hashlib

    from combgames.base.files import atomic_write

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with atomic_write(path) as f:  # encoded inside: a second signal cannot stop the save half-way
        body = _to_json(payload)
        head = _to_json({"version": FORMAT_VERSION, "header": header, "sha256": hashlib.sha256(body).hexdigest(),
                         "length": len(body)})
        f.write(_MAGIC)
        f.write(len(head).to_bytes(8, "little"))
        f.write(head)
        f.write(body)


def _read(path: Path, header: dict, check: Callable[[Any], None] | None) -> Any:
    """The payload at ``path``; ValueError or OSError saying why it cannot be used."""
    import hashlib

    data = path.read_bytes()
    if not data.startswith(_MAGIC):
        raise ValueError("not a combgames checkpoint")
    pos = len(_MAGIC)
    n = int.from_bytes(data[pos:pos + 8], "little")
    if len(data) < pos + 8 + n:
        raise ValueError(f"truncated: {len(data)} bytes, fewer than its header's {pos + 8 + n}")
    head = _from_json(data[pos + 8:pos + 8 + n], "header")
    if not isinstance(head, dict) or set(head) != {"version", "header", "sha256", "length"}:
        raise ValueError("damaged header (its fields are not version, header, sha256, length)")
    body = data[pos + 8 + n:]
    if head["version"] != FORMAT_VERSION or type(head["version"]) is not int:
        raise ValueError(f"format version {str(head['version'])[:20]}, expected {FORMAT_VERSION}")
    if type(head["length"]) is not int or len(body) != head["length"]:
        raise ValueError(f"truncated: {len(body)} of {str(head['length'])[:20]} payload bytes")
    if type(head["sha256"]) is not str or hashlib.sha256(body).hexdigest() != head["sha256"]:
        raise ValueError("checksum mismatch")
    if head["header"] != header:
        differ = ", ".join(_differences(head["header"], header))
        raise ValueError(f"it was made for another computation ({differ} differs)")
    payload = _from_json(body, "payload")
    if check is not None:
        try:
            check(payload)
        except (KeyError, IndexError, TypeError, AttributeError) as err:  # a field missing or of another type
            raise ValueError(f"its payload does not fit ({type(err).__name__}: {str(err)[:80]})") from None
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

    def save_failed(self, problem: str) -> None:
        """Report (once) that the state cannot be checkpointed, and stop saving."""
        if self.writable:
            self._disable(problem)

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
            except (TypeError, ValueError) as err:  # a state that is not plain data; the path changed meanwhile
                problem = str(err)
        self._disable(problem)
        return False


def load_this_run(store: Checkpoint, check: Callable[[Any], None] | None = None) -> Any | None:
    """The payload of a run in pieces to resume from ``store``, refusing a checkpoint of another run.

    A run in pieces (:mod:`designs.latin_classes`, :mod:`designs.mate_census`, :mod:`designs.mols_species`) is
    named by its checkpoint header; its user gives the path on the command line and resumes by giving it again.
    A checkpoint made for *another* run at that path is someone's finished work, so, unlike
    :meth:`Checkpoint.load` (which ignores it with a warning and would overwrite it at the first save), it is
    refused here: ValueError, one line naming the fields that differ, and ``store`` is made unwritable so the file
    is left as it is. Anything else :meth:`Checkpoint.load` ignores (a damaged, truncated or unfitting file) is
    ignored the same way, with its warning passed on, and the run starts afresh.

    Parameters
    ----------
    store : Checkpoint
        The run's checkpoint (its header names the run).
    check : callable, optional
        ``check(payload)`` raises ValueError when the payload's fields do not fit the run (see
        :func:`load_checkpoint`).

    Returns
    -------
    Any or None
        The payload saved by this run, or None (nothing usable: start afresh).

    Raises
    ------
    ValueError
        For a checkpoint of another run ("checkpoint PATH is of another run (FIELDS differs); ...").

    See Also
    --------
    PieceJournal : the pieces finished since the last save, read next to it.
    combgames.base.executors.drive_pieces : the driver that saves the checkpoint and appends to the journal.

    Examples
    --------
    >>> import tempfile
    >>> from combgames.games.nim import Nim
    >>> folder = tempfile.mkdtemp()
    >>> Checkpoint(f"{folder}/run.ckpt", checkpoint_header("demo", Nim([1, 2]))).save({3: "done"})
    True
    >>> load_this_run(Checkpoint(f"{folder}/run.ckpt", checkpoint_header("demo", Nim([1, 2]))))
    {3: 'done'}
    >>> load_this_run(Checkpoint(f"{folder}/run.ckpt", checkpoint_header("demo", Nim([1, 3]))))
    Traceback (most recent call last):
    ...
    ValueError: checkpoint ... is of another run (game differs); refusing to resume from it or overwrite it: ...
    """
    import re

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        payload = store.load(check)
    for w in caught:
        found = re.search(r"made for another computation \((.*) differs?\)", str(w.message))
        if found:
            store.writable = False  # never overwritten
            raise ValueError(f"checkpoint {store.path} is of another run ({found.group(1)} differs); refusing to "
                             "resume from it or overwrite it: give another checkpoint path")
        warnings.warn(w.message, w.category, stacklevel=3)
    return payload


class PieceJournal:
    """The journal of a run in pieces: its first line names the run (``kind`` and the digest of the run's
    checkpoint header), then one JSON line per finished piece, appended and flushed as each piece arrives, so a
    run stopped in any way, even killed outright, loses no finished piece. Reading skips a line cut short by a
    kill or damaged (that piece runs again) and refuses another run's journal, or a file that is not a journal,
    leaving it as it is. A write that fails (a full disk) warns once and stops the journal, never the run.

    The one home of the per-piece journals of :mod:`designs.latin_classes`, :mod:`designs.mate_census`,
    :mod:`designs.mols_species` and :mod:`designs.plane_search`: each says how a line becomes a piece (``parse``
    of :meth:`read_pieces`). :func:`load_this_run` reads the checkpoint it goes with.

    Examples
    --------
    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "run.pieces"
    >>> journal = PieceJournal(path, "# demo journal, format 1, run", {"order": 8})
    >>> journal.append({"index": 3, "classes": 21}); journal.close()
    >>> PieceJournal(path, "# demo journal, format 1, run", {"order": 8}).read_pieces(lambda d: (d["index"], d))
    {3: {'index': 3, 'classes': 21}}
    >>> PieceJournal(path, "# demo journal, format 1, run", {"order": 9}).read_pieces(lambda d: (d["index"], d))
    Traceback (most recent call last):
    ...
    ValueError: ... is the journal of another run (another order, split or method); refusing to resume from it or overwrite it
    """

    lost = "finished pieces are saved only with the checkpoint from now on"
    """What a failed write costs the run (the warning's end)."""
    differs = "another order, split or method"
    """What makes two runs different (the refusal of another run's journal names it)."""

    def __init__(self, path: str | os.PathLike, kind: str, header: dict) -> None:
        self.path = Path(path)
        self.kind = kind
        self.head = f"{kind} {header_digest(header)}"
        self.failed = False
        self._file: Any = None

    def read_pieces(self, parse: Callable[[Any], tuple[int, Any]]) -> dict[int, Any]:
        """The pieces recorded, by index: ``parse`` turns a line's JSON data into (index, piece) and raises
        ValueError, TypeError or KeyError for a line that is not a piece of this run (it is skipped).

        Raises
        ------
        ValueError
            When the file is another run's journal or not a journal at all (it is left as it is).
        """
        import json

        from combgames.base.files import check_input_path

        if not self.path.exists():
            return {}
        check_input_path(self.path)
        with open(self.path, "rb") as f:
            lines = f.read().decode("utf-8", "replace").splitlines()
        if not lines:
            return {}
        if lines[0] != self.head:
            what = (f"the journal of another run ({self.differs})" if lines[0].startswith(self.kind)
                    else "not a journal of pieces")
            raise ValueError(f"{self.path} is {what}; refusing to resume from it or overwrite it")
        done = {}
        for line in lines[1:]:
            try:
                index, piece = parse(json.loads(line))
            except (ValueError, TypeError, KeyError, RecursionError):
                continue
            done[index] = piece
        return done

    def append(self, data: Any) -> None:
        """Append one finished piece's JSON data (the file is opened, with its first line, at the first piece)."""
        import json

        line = json.dumps(data, separators=(",", ":")) + "\n"
        if self.failed:
            return
        try:
            if self._file is None:
                size = self.path.stat().st_size if self.path.exists() else 0
                torn = False
                if size:  # a killed run's last line may be cut short: the next line starts on a line of its own
                    with open(self.path, "rb") as f:
                        f.seek(-1, 2)
                        torn = f.read(1) != b"\n"
                self._file = open(self.path, "a", encoding="utf-8")
                self._file.write(f"{self.head}\n" if size == 0 else "\n" if torn else "")
            self._file.write(line)
            self._file.flush()
        except OSError as err:
            self._fail(err)

    def clear(self) -> None:
        """Empty the journal (its pieces are in the checkpoint just saved)."""
        from combgames.base.files import atomic_write

        self.close()
        if self.failed:
            return
        try:
            with atomic_write(self.path, "w", encoding="utf-8") as f:
                f.write(f"{self.head}\n")
        except OSError as err:
            self._fail(err)

    def _fail(self, err: OSError) -> None:
        self.failed = True
        self.close()
        warnings.warn(f"journal {self.path} cannot be written ({err.strerror or err}); {self.lost}",
                      CheckpointWarning, stacklevel=4)

    def close(self) -> None:
        """Close the file (a later piece opens it again)."""
        if self._file is not None:
            try:
                self._file.close()
            except OSError:
                pass
            self._file = None
