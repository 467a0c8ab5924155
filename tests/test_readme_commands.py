"""The README's shell commands work as printed: each ``combgames ...`` line of its ``bash`` blocks runs through
the installed console script in a fresh directory and exits 0; the install, test and documentation lines are
the ones CI runs (``.ci/run`` holds them verbatim, so CI runs them in a fresh virtual environment).

The README's Python examples are run by the doctests (``README.md`` is collected by pytest).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
SLOW = ("combgames reproduce",)  # the whole table: minutes (tests/combgames/test_reproduce.py runs its rows)


def bash_lines() -> list[str]:
    """Every command line of the README's ``bash`` blocks, without its comment."""
    lines = []
    for block in re.findall(r"```bash\n(.*?)```", README, flags=re.S):
        for line in block.splitlines():
            line = re.sub(r"\s+#.*$", "", line).strip()
            if line:
                lines.append(line)
    return lines


def combgames_commands() -> list[str]:
    """The ``combgames ...`` commands of the README (a line ``A && B`` gives its combgames parts, in order)."""
    out = []
    for line in bash_lines():
        parts = [p.strip() for p in line.split("&&")]
        chain = [p for p in parts if p.startswith("combgames ")]
        if chain:
            out.append(" && ".join(chain))
    return out


def test_the_readme_has_the_commands_this_file_runs():
    commands = combgames_commands()
    assert len(commands) >= 10 and any("--save" in c and "query" in c for c in commands), commands


@pytest.mark.parametrize("command", [pytest.param(c, marks=pytest.mark.slow) if any(s in c for s in SLOW) else c
                                     for c in combgames_commands()])
def test_readme_command_runs_as_printed(command, tmp_path):
    if shutil.which("combgames") is None:
        pytest.skip("the combgames console script is not installed (pip install -e .)")
    env = {**os.environ, "COMBGAMES_CACHE": str(tmp_path / "cache")}
    if "combgames serve" in command:
        _serve_runs_as_printed(command, tmp_path, env)
        return
    done = subprocess.run(["bash", "-c", command], cwd=tmp_path, env=env, input="quit\n", capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, (command, done.stdout[-1000:], done.stderr[-1000:])
    assert done.stdout.strip() or "wrote" in done.stderr, command
    assert "Traceback" not in done.stderr


def test_ci_runs_the_readme_install_test_and_docs_commands():
    """CI's script runs the README's test command and builds the documentation by the README's command."""
    ci = (ROOT / ".ci" / "run").read_text()
    lines = bash_lines()
    test = next(line for line in lines if "python -m pytest" in line)
    docs = next(line for line in lines if "sphinx" in line)
    assert test in ci, test
    assert docs in ci, docs
    assert "python3 -m venv" in ci  # a fresh virtual environment, nothing from the machine's site-packages


def test_the_readme_test_command_runs_on_every_core_with_what_the_test_extra_installs():
    """The README's test command spreads the suite over the cores (pytest-xdist's ``-n auto``), a test file's
    tests on one worker (``--dist loadfile``: a module's fixture, such as the command matrix, runs once, not once
    per worker), so the test extra it installs carries pytest-xdist (else a fresh install stops at "unrecognized
    arguments: -n"); the getting started page quotes the same command."""
    import tomllib

    test = next(line for line in bash_lines() if "python -m pytest" in line)
    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["test"]
    assert '".[test]"' in test and " -n auto" in test and " --dist loadfile" in test, test
    assert any(re.match(r"pytest-xdist\b", requirement) for requirement in extra), extra
    assert test in (ROOT / "docs" / "getting-started.rst").read_text()


def _serve_runs_as_printed(command: str, tmp_path: Path, env: dict) -> None:
    """A ``combgames serve`` line runs until stopped: it must print its address (on any free port here, and
    without opening a browser), answer a request for its page, and stop on SIGINT (Ctrl-C) with exit 1 and no
    traceback."""
    import signal
    import urllib.request

    command = command.replace("combgames serve", "combgames serve --port 0").replace(" --open", "")
    proc = subprocess.Popen(["bash", "-c", command], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        line = ""
        for line in proc.stdout:
            if line.startswith("combgames serve: http://127.0.0.1:"):
                break
        assert line.startswith("combgames serve: http://127.0.0.1:"), (command, line)
        url = line.split()[2].split("#")[0]
        with urllib.request.urlopen(url, timeout=30) as page:
            assert b"combgames" in page.read()
    finally:
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 1 and "interrupted" in err and "Traceback" not in err, (command, err[-1000:])

