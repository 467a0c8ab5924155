"""``combgames serve`` as a user runs it: the installed console script in a subprocess, read over HTTP, stopped
by SIGTERM; its refusals (a busy port, a bad database, an unknown game, no web stack) are exit 2 with one line."""

from __future__ import annotations

import json
import re
import shutil
import signal
import socket
import subprocess
import sys
import urllib.request

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

COMBGAMES = shutil.which("combgames")
pytestmark = pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed")
LISTENING = re.compile(r"^combgames serve: (http://127\.0\.0\.1:(\d+)/) \(Ctrl-C stops\)$")


def serve(*args: str) -> tuple[subprocess.Popen, str]:
    """Start ``combgames serve --port 0 ARGS`` and return the process and the URL its first line names."""
    process = subprocess.Popen([COMBGAMES, "serve", "--port", "0", *args], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline().rstrip("\n")
    found = LISTENING.match(line)
    if found is None:
        process.kill()
        raise AssertionError(f"first line {line!r}; stderr {process.communicate()[1]!r}")
    return process, found.group(1)


def stopped(process: subprocess.Popen, sig: int = signal.SIGTERM) -> tuple[int, str]:
    """Signal the server; its exit status and stderr (it must stop within a few seconds)."""
    process.send_signal(sig)
    try:
        _, err = process.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        raise
    return process.returncode, err


def refusal(*args: str) -> str:
    """Run ``combgames serve ARGS``, which must refuse at once: exit 2 and one line on stderr; return it."""
    done = subprocess.run([COMBGAMES, "serve", *args], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == "", (done.returncode, done.stdout, done.stderr)
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("combgames serve: error: ") and "Traceback" not in done.stderr
    return lines[0]


def test_the_server_answers_over_http_and_stops_on_sigterm():
    process, url = serve()
    try:
        with urllib.request.urlopen(url, timeout=30) as page:
            html = page.read().decode()
        assert page.status == 200 and 'id="moves"' in html and "/static/app.js" in html
        request = urllib.request.Request(url + "api/sessions", data=json.dumps({"game": "nim", "options": {
            "heaps": "-3"}}).encode(), headers={"Content-Type": "application/json"}, method="POST")
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(request, timeout=30)
        assert answer.value.code == 400 and "heaps" in json.loads(answer.value.read())["error"]
        with urllib.request.urlopen(url + "api/games", timeout=30) as games:
            assert "tictactoe" in [g["name"] for g in json.loads(games.read())["games"]]
    finally:
        status, err = stopped(process)
    assert status == 1 and err.splitlines() == ["combgames serve: interrupted (SIGTERM)"], err


def test_ctrl_c_stops_the_server():
    process, url = serve()
    with urllib.request.urlopen(url + "static/style.css", timeout=30) as css:
        assert css.status == 200 and b"kind-win" in css.read()
    status, err = stopped(process, signal.SIGINT)
    assert status == 1 and err.splitlines() == ["combgames serve: interrupted"], err


def test_a_busy_port_is_refused():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        line = refusal("--port", str(port))
    assert f"port {port} on 127.0.0.1 is in use" in line


def test_a_bad_database_is_refused(tmp_path):
    junk = tmp_path / "junk.npz"
    junk.write_bytes(b"not a database")
    assert "not a solved database" in refusal("--database", str(junk))
    assert "missing.npz" in refusal("--database", str(tmp_path / "missing.npz"))


def test_an_unknown_game_is_refused():
    assert "no-such-game" in refusal("--game", "no-such-game")


def test_a_database_is_served_for_its_game(tmp_path):
    db = tmp_path / "nim.npz"
    done = subprocess.run([COMBGAMES, "solve", "nim", "--option", "heaps=1 2", "--save", str(db), "--quiet"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    process, url = serve("--database", str(db))
    try:
        with urllib.request.urlopen(url + "api/games", timeout=30) as games:
            assert json.loads(games.read())["databases"] == ["nim"]
    finally:
        status, err = stopped(process)
    assert status == 1 and "Traceback" not in err


def test_without_the_web_stack_the_command_says_what_to_install():
    """With Starlette hidden from the import system, ``combgames serve`` names the extra to install."""
    probe = ("import sys\nsys.modules['starlette'] = None\nfrom combgames.cli import main\n"
             "sys.exit(main(['serve', '--port', '0']))\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "pip install 'combgames[web]'" in done.stderr
