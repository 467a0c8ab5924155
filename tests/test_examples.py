"""Every script in examples/ runs to completion (in its short mode), so none rots.

Each example reads the environment variable COMBGAMES_SHORT; when it is set, the example does its quick
version (smaller boards, fewer family members) and must finish within the timeout below.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = sorted(p for p in (Path(__file__).resolve().parent.parent / "examples").glob("*.py")
                  if p.name != "store_outputs.py")  # the notebooks' storer, tested in tests/test_notebooks.py
TIMEOUT_SECONDS = 120


@pytest.mark.parametrize("script", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_example_runs(script):
    env = dict(os.environ, COMBGAMES_SHORT="1", MPLBACKEND="Agg")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env,
                          timeout=TIMEOUT_SECONDS, cwd=script.parent.parent)
    assert done.returncode == 0, f"{script.name} failed:\n{done.stderr[-3000:]}"
    assert done.stdout.strip(), f"{script.name} printed nothing"
