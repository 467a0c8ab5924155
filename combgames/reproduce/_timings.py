"""How long each reproduce row took in the last run: a small JSON file in the user's cache directory, read as data.

The record is ``reproduce-times.json`` in :func:`combgames.base.checkpoint.default_cache_dir` (``$COMBGAMES_CACHE``,
else ``~/.cache/combgames``)::

    {"format": "combgames reproduce times", "version": 1, "seconds": {"ttt.value": 0.012, ...}}

``combgames reproduce`` shows a row's recorded time before computing it, and sums the times of the rows to come
for its estimate of the time to go; a row with no recorded time counts its declared time
(:func:`combgames.reproduce.expected_seconds`).

Reading checks every field before use: a record that is missing, not a regular file, longer than
:data:`MAX_BYTES`, not JSON, of another format or version, or holding a time that is not a finite number of
seconds in ``[0, MAX_SECONDS]`` is ignored as a whole. Writing merges the rows of a run into the record and
replaces the file atomically (:func:`combgames.base.files.atomic_write`: a temporary file in the same directory,
flushed, synced to disk, closed and checked, then renamed over the record, never over anything that is not a
regular file).

Examples
--------
>>> parse_times('{"format": "combgames reproduce times", "version": 1, "seconds": {"ttt.value": 0.5}}')
{'ttt.value': 0.5}
>>> parse_times('{"format": "combgames reproduce times", "version": 1, "seconds": {"ttt.value": -1}}')
Traceback (most recent call last):
...
ValueError: seconds['ttt.value']: expected a number of seconds in [0, 1000000], got -1
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Mapping

from combgames.base.files import atomic_write, check_input_path

__all__ = ["FORMAT", "MAX_BYTES", "MAX_SECONDS", "VERSION", "parse_times", "read_times", "record_path",
           "record_times", "times_json"]

FORMAT = "combgames reproduce times"
VERSION = 1
MAX_BYTES = 1 << 20
"""A longer record is not one this module wrote (a few hundred rows take a few kilobytes)."""
MAX_SECONDS = 1_000_000
"""A row time above this is not a time this module recorded."""
FILE_NAME = "reproduce-times.json"


def record_path() -> Path:
    """Where the record of row times lives: ``reproduce-times.json`` in the user's cache directory."""
    from combgames.base.checkpoint import default_cache_dir

    return default_cache_dir() / FILE_NAME


def _seconds(value: Any) -> bool:
    """Whether ``value`` is a recorded time: a finite int or float (not a bool) in ``[0, MAX_SECONDS]``."""
    return (isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
            and 0 <= value <= MAX_SECONDS)


def parse_times(text: str) -> dict[str, float]:
    """The row times held in the record's text ``text``.

    Raises
    ------
    ValueError
        Naming the first field that is not as :mod:`this module <combgames.reproduce._timings>` writes it.
    """
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError(f"expected a JSON object, got {type(data).__name__}")
    if data.get("format") != FORMAT:
        raise ValueError(f"format: expected {FORMAT!r}, got {data.get('format')!r}")
    if data.get("version") != VERSION or isinstance(data.get("version"), bool):
        raise ValueError(f"version: expected {VERSION}, got {data.get('version')!r}")
    seconds = data.get("seconds")
    if not isinstance(seconds, dict):
        raise ValueError(f"seconds: expected an object of row ids, got {type(seconds).__name__}")
    for row, value in seconds.items():
        if not _seconds(value):
            raise ValueError(f"seconds[{row!r}]: expected a number of seconds in [0, {MAX_SECONDS}], got {value!r}")
    return {row: float(value) for row, value in seconds.items()}


def read_times(path: str | Path | None = None) -> dict[str, float]:
    """The row times of the record at ``path`` (default :func:`record_path`); empty when there is no usable
    record (missing, not a regular file, too long, or any field not as written here: see the module)."""
    path = record_path() if path is None else Path(path)
    try:
        source = check_input_path(path)  # a regular file: a FIFO planted there is never opened
        if source.stat().st_size > MAX_BYTES:
            return {}
        return parse_times(source.read_text("utf-8"))
    except (OSError, ValueError):  # missing, unreadable, not UTF-8, not JSON, or a field out of place
        return {}


def times_json(times: Mapping[str, float]) -> str:
    """The record's text for ``times`` (row id -> seconds), as :func:`parse_times` reads it back."""
    rows = {str(row): round(float(s), 4) for row, s in sorted(times.items()) if _seconds(s)}
    return json.dumps({"format": FORMAT, "version": VERSION, "seconds": rows}, indent=1) + "\n"


def record_times(times: Mapping[str, float], path: str | Path | None = None) -> Path:
    """Merge ``times`` (row id -> seconds of this run) into the record at ``path`` (default
    :func:`record_path`), replacing it atomically (:func:`combgames.base.files.atomic_write`); return the path.

    Raises
    ------
    OSError
        If the record cannot be written (the old record, if any, is then left as it was).
    ValueError
        If something that is not a regular file is in its place, or its directory cannot be written.
    """
    path = record_path() if path is None else Path(path)
    merged = {**read_times(path), **times}
    path.parent.mkdir(parents=True, exist_ok=True)
    with atomic_write(path, "w") as f:
        f.write(times_json(merged))
    return path
