"""Checkpoints for long solves: atomic writes, versioned headers, checksums; never trusted blindly.

A checkpoint file holds a header (format version, what was being computed: game, rules, solver options)
and a payload (the solver's state), with a SHA-256 checksum of the payload. :func:`load_checkpoint` returns
the payload only when the file is complete, the checksum matches and the header equals the one expected;
otherwise it warns (:class:`CheckpointWarning`) and returns None, so the caller starts afresh. Writes go to a
temporary file in the same directory and are moved into place with ``os.replace``, so a crash mid-write never
leaves a half-written checkpoint under the real name.

The payload is pickled; load checkpoints only from a cache directory you own (pickle runs code on load).

Game identity: :func:`game_identity` uses ``game.cache_key()``, which every game must provide for checkpoints:
a string derived from all the parameters that change the state space or the rules (a repr is not enough: two
different games can share one).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
import warnings
from pathlib import Path
from typing import Any

__all__ = ["CheckpointWarning", "FORMAT_VERSION", "default_cache_dir", "game_identity", "load_checkpoint",
           "save_checkpoint"]

FORMAT_VERSION = 2
_MAGIC = b"COMBGAMES-CHECKPOINT\n"


class CheckpointWarning(UserWarning):
    """A checkpoint was found but not used (corrupted, truncated, or made for other work)."""


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


def save_checkpoint(path: str | Path, header: dict, payload: Any) -> None:
    """Atomically write ``payload`` with ``header`` to ``path`` (creating the directory)."""
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


def load_checkpoint(path: str | Path, header: dict) -> Any | None:
    """Return the payload stored at ``path`` if it is intact and made for ``header``; else warn and return None.

    A missing file returns None silently (nothing to resume).
    """
    path = Path(path)
    if not path.exists():
        return None
    try:
        data = path.read_bytes()
        if not data.startswith(_MAGIC):
            raise ValueError("not a combgames checkpoint")
        pos = len(_MAGIC)
        n = int.from_bytes(data[pos:pos + 8], "little")
        head = pickle.loads(data[pos + 8:pos + 8 + n])
        body = data[pos + 8 + n:]
        if head.get("version") != FORMAT_VERSION:
            raise ValueError(f"format version {head.get('version')}, expected {FORMAT_VERSION}")
        if len(body) != head["length"]:
            raise ValueError(f"truncated: {len(body)} of {head['length']} payload bytes")
        if hashlib.sha256(body).hexdigest() != head["sha256"]:
            raise ValueError("checksum mismatch")
        if head["header"] != header:
            raise ValueError("made for different work (game, rules or options differ)")
        return pickle.loads(body)
    except Exception as err:  # any defect means: do not trust it, start afresh
        warnings.warn(f"ignoring checkpoint {path}: {err}", CheckpointWarning, stacklevel=2)
        return None
