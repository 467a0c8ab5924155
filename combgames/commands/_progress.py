"""The command line's progress line: what a long computation reports, printed on stderr.

The library's progress callbacks (search, retrograde analysis, compiled kernels, Grundy evaluation, values)
pass one dict per report: ``"phase"`` (what is being done), ``"seconds"`` (since the start) and a count under
``"nodes"``, ``"positions"`` or ``"done"``, optionally ``"total"`` and ``"rate"``. :class:`ProgressLine` prints
whatever of these a report has, computing the rate when it is missing, so no solver's choice of keys can make
the printer fail. On a terminal the line updates in place; elsewhere (a log file) it prints a line at most every
``interval`` seconds.
"""

from __future__ import annotations

import sys
import time
from typing import Any

__all__ = ["ProgressLine", "progress_text"]

COUNT_KEYS = ("nodes", "positions", "done")


def progress_text(info: dict) -> str:
    """One line for a progress report ``info`` (any subset of the keys above).

    Examples
    --------
    >>> progress_text({"phase": "propagate", "positions": 120000, "seconds": 2.0})
    'propagate: 120,000 positions (60,000/s, 2 s)'
    >>> progress_text({"phase": "subproblems", "done": 3, "total": 12, "seconds": 9.5})
    'subproblems: 3 of 12 done (0/s, 10 s)'
    >>> progress_text({})
    'working'
    """
    phase = str(info.get("phase", "working"))
    key = next((k for k in COUNT_KEYS if isinstance(info.get(k), (int, float))), None)
    seconds = info.get("seconds")
    parts = []
    if key is not None:
        count = info[key]
        total = info.get("total")
        text = f"{count:,}" + (f" of {total:,}" if isinstance(total, (int, float)) else "")
        parts.append(f"{text} {key}")
    details = []
    rate = info.get("rate")
    if not isinstance(rate, (int, float)) and key is not None and isinstance(seconds, (int, float)) and seconds > 0:
        rate = info[key] / seconds
    if isinstance(rate, (int, float)):
        details.append(f"{rate:,.0f}/s")
    if isinstance(seconds, (int, float)):
        details.append(f"{seconds:.0f} s")
    line = f"{phase}: {' '.join(parts)}" if parts else phase
    return f"{line} ({', '.join(details)})" if details else line


class ProgressLine:
    """A progress callback printing :func:`progress_text` on stderr; :meth:`end` ends the line if one was
    printed. Reports come as often as the solver likes; on a terminal each replaces the last, elsewhere one line
    is printed at most every ``interval`` seconds."""

    def __init__(self, interval: float = 5.0) -> None:
        self.shown = False
        self.interval = interval
        self._last = float("-inf")
        self._tty = bool(getattr(sys.stderr, "isatty", lambda: False)())

    def __call__(self, info: Any) -> None:
        text = progress_text(info if isinstance(info, dict) else {})
        if self._tty:
            print(f"\r{text}\033[K", end="", file=sys.stderr, flush=True)
            self.shown = True
            return
        now = time.monotonic()
        if now - self._last >= self.interval:
            print(text, file=sys.stderr, flush=True)
            self._last = now

    def end(self) -> None:
        if self.shown:
            print(file=sys.stderr)
            self.shown = False
