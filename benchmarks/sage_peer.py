"""Sage as a peer of the design benchmarks: a script run by the Python of a passagemath install, in its own process.

The benchmarks time Sage's side inside that process (``time.process_time`` around each call, Sage's import not
timed) and read its answer back: :func:`run_sage` writes the cases to a JSON file, runs ``python -c SCRIPT FILE``
and parses the last line the script prints (one JSON document).
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from typing import Any

__all__ = ["run_sage"]


def run_sage(python: str, script: str, cases: Any, *, timeout: float = 3600) -> Any:
    """The JSON document ``script`` prints when run by ``python`` on a file holding ``cases``; RuntimeError with
    Sage's last line of stderr if it fails."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(cases, f)
    try:
        done = subprocess.run([python, "-c", script, f.name], capture_output=True, text=True, timeout=timeout)
    finally:
        os.unlink(f.name)
    if done.returncode:
        raise RuntimeError(f"Sage failed: {(done.stderr.strip().splitlines() or ['no message'])[-1]}")
    return json.loads(done.stdout.strip().splitlines()[-1])
