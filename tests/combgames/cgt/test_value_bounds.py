"""``combgames value`` through the installed console script: values written in CGSuite notation, and positions
too large to value, each ending in an answer, exit 2 naming the reason, or exit 1 at the stated limit with
progress shown (issues 25 item 7, 26 item 5).

What a bound guards is counted, not timed (issue 27 item 5): the same command run in this process with counters
on the walk over options (the positions whose options it listed), the heap games' move lists and the theory,
and with a racing clock under the walk's progress meter.
"""

import json
import re
import shutil
import subprocess
import sys
from collections import Counter
from types import SimpleNamespace

import pytest

import combgames.cgt.values as cgt_values
from combgames.games.domineering import Domineering
from combgames.games.heaps import HeapGame
from combgames.games.octal import OctalGame

COMBGAMES = shutil.which("combgames") or pytest.fail("the combgames console script is not installed")


def _run(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([COMBGAMES, "value", *argv], capture_output=True, text=True, timeout=timeout)


def _counted(monkeypatch, capsys, *argv: str, racing_clock: bool = False) -> tuple[int, str, str, Counter]:
    """Run ``combgames value ARGV`` in this process; return (exit status, stdout, stderr, counts of the work):
    ``listed`` positions whose options the walk of :func:`combgames.cgt.game_value` listed (a frame of its walk,
    or a region of Domineering's), ``moves`` move lists of a heap game, ``theory`` questions to a game's
    Sprague-Grundy theory. With ``racing_clock`` the walk's progress meter reads a clock that gains a second at
    each reading (once every 1,024 positions valued), so its progress is due from the second reading on."""
    calls: Counter = Counter()

    def count(owner, name: str, counter: str) -> None:
        def counted(*args, _f=getattr(owner, name), **kwargs):
            calls[counter] += 1
            return _f(*args, **kwargs)
        monkeypatch.setattr(owner, name, counted)

    count(cgt_values, "_frame", "listed")
    count(Domineering, "_region_options", "listed")
    count(HeapGame, "moves", "moves")
    count(cgt_values, "nim_value_by_theory", "theory")
    if racing_clock:
        readings = iter(range(1, 10**9))
        monkeypatch.setattr(cgt_values, "time", SimpleNamespace(perf_counter=lambda: float(next(readings))))
    from combgames.cli import main

    status = main(["value", *argv])
    out, err = capsys.readouterr()
    return status, out, err, calls


def _one_line_error(done: subprocess.CompletedProcess) -> str:
    """The one line of the error, after any progress lines."""
    lines = [x for x in done.stderr.strip().splitlines() if not (x.startswith("value: ") and " positions (" in x)]
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    return lines[0]


@pytest.mark.parametrize("text, value, outcome, stops, mean, temperature", [
    ("{2|-1}", "{2|-1}", "N", ("2", "-1"), "1/2", "3/2"),
    ("{1|*}+^", "{1^|^*}", "L", ("1", "0"), "1/2", "1/2"),
    ("{0,*|0}", "^*", "N", ("0", "0"), "0", "0"),
    ("+-1 + 1/2", "{3/2|-1/2}", "N", ("3/2", "-1/2"), "1/2", "1"),
])
def test_a_value_in_cgsuite_notation(text, value, outcome, stops, mean, temperature):
    done = _run(text, "--json", "--quiet")
    assert done.returncode == 0, done.stderr
    assert done.stdout == json.dumps(json.loads(done.stdout), indent=1, sort_keys=True) + "\n"
    doc = json.loads(done.stdout)
    assert (doc["expression"], doc["value"], doc["outcome"]) == (text, value, outcome)
    assert (doc["left_stop"], doc["right_stop"], doc["mean"], doc["temperature"]) == (*stops, mean, temperature)


def test_a_value_as_text_and_after_double_dash():
    done = _run("--quiet", "--", "-1/2")
    assert done.returncode == 0 and "value:       -1/2\n" in done.stdout and "position:" not in done.stdout


@pytest.mark.parametrize("argv, message", [
    (["{1|"], "at position 3 (end of text): expected '}' closing the '{' at position 0"),
    (["domineerin"], "unknown game 'domineerin'"),
    (["{2|-1}", "--position", "x"], "--option and --position belong to a game"),
    (["{0|" * 5000 + "0" + "}" * 5000], "MAX_DEPTH="),
    (["9" * 5000], "expected at most 4,000 digits"),
])
def test_a_malformed_value_is_exit_2_in_one_line(argv, message):
    done = _run(*argv)
    assert done.returncode == 2 and message in _one_line_error(done)


def test_a_huge_integer_is_exact():
    done = _run("1" + "0" * 400, "--json", "--quiet")
    assert done.returncode == 0 and json.loads(done.stdout)["value"] == "1" + "0" * 400


def test_a_nim_heap_of_ten_to_the_hundred_is_answered_by_theory(monkeypatch, capsys):
    done = _run("nim", "--option", f"heaps={10**100}", "--json", "--quiet")
    doc = json.loads(done.stdout)
    assert done.returncode == 0 and doc["value"] == f"*{10**100}" and doc["outcome"] == "N"
    assert doc["birthday"] == 10**100 and doc["temperature"] == "0"
    # answered by Bouton's theory: no move listed, no walk over options
    status, out, _, calls = _counted(monkeypatch, capsys, "nim", "--option", f"heaps={10**100}", "--json", "--quiet")
    assert status == 0 and json.loads(out) == doc
    assert calls["theory"] >= 1 and calls["moves"] == calls["listed"] == 0, calls


def test_grundys_game_heap_500_is_answered_from_its_values(monkeypatch, capsys):
    from combgames.grundy import grundys_game_values

    done = _run("grundys-game", "--option", "heaps=500", "--json", "--quiet")
    assert done.returncode == 0, done.stderr
    expected = grundys_game_values(500, method="direct", backend="python").values[500]
    assert json.loads(done.stdout)["value"] == f"*{expected}"
    # the heap's value read from the octal sequence, computed up to fewer than twice 500 heaps; no move listed,
    # no walk over options (the walk never finished: 500 tokens split in more ways than it can list)
    computed = []

    def heap_value(self, n, _f=OctalGame.heap_value):
        value = _f(self, n)
        computed.append((n, len(self._values)))
        return value

    monkeypatch.setattr(OctalGame, "heap_value", heap_value)
    status, out, _, calls = _counted(monkeypatch, capsys, "grundys-game", "--option", "heaps=500", "--json", "--quiet")
    assert status == 0 and json.loads(out)["value"] == f"*{expected}"
    assert calls["theory"] >= 1 and calls["moves"] == calls["listed"] == 0, calls
    assert computed and all(n == 500 and 500 < size <= 2 * 500 + 2 for n, size in computed), computed


def _clobber_64() -> str:
    return "/".join(("xo" * 4) if r % 2 == 0 else ("ox" * 4) for r in range(8))


TOO_LARGE = [
    ["domineering", "--option", "rows=16", "--option", "cols=16"],
    ["clobber", "--option", f"board={_clobber_64()}"],
    ["toads-and-frogs", "--option", "row=" + "T" * 20 + "." * 24 + "F" * 20],
]


@pytest.mark.parametrize("argv", TOO_LARGE)
def test_a_board_too_large_stops_at_the_stated_limit(argv, monkeypatch, capsys):
    done = _run(*argv, "--max-positions", "400")
    line = _one_line_error(done)
    assert done.returncode == 1 and "stopped after valuing" in line and "max_positions=400" in line
    # the walk stops within the limit: at most 400 positions valued or on its path, so at most 401 listed (the
    # last one refused)
    status, _, err, calls = _counted(monkeypatch, capsys, *argv, "--max-positions", "400")
    valued = int(re.search(r"stopped after valuing ([0-9,]+) positions", err).group(1).replace(",", ""))
    assert status == 1 and valued <= 400 and max(valued, 1) <= calls["listed"] <= 401, (valued, calls)


def _progress_lines(err: str) -> list[str]:
    return [x for x in err.splitlines() if x.startswith("value: ") and " positions (" in x]


def test_progress_is_shown_past_two_seconds(monkeypatch, capsys):
    # the meter's clock reads 1 at the start, then 2 at 1,024 positions valued and 3 at 2,048: the first report
    # is the one at 2,048 positions, past two seconds; none before
    status, _, err, calls = _counted(monkeypatch, capsys, "clobber", "--option", f"board={_clobber_64()}",
                                     "--max-positions", "5000", racing_clock=True)
    assert status == 1 and "max_positions=5,000" in err and calls["listed"] <= 5001
    progress = _progress_lines(err)
    assert progress and progress[0].startswith("value: 2,048 positions (1,024/s, 2 s)"), err


@pytest.mark.slow
@pytest.mark.parametrize("argv", TOO_LARGE)
def test_a_board_too_large_stops_at_the_default_limit(argv, monkeypatch, capsys):
    """The command's default limit, 20,000 positions, with progress once past two seconds of the meter's clock
    (in this process, the clock racing: about 12 s of real time on a 16 x 16 Domineering board)."""
    status, _, err, calls = _counted(monkeypatch, capsys, *argv, racing_clock=True)
    assert status == 1 and "max_positions=20,000" in _one_line_error(SimpleNamespace(stderr=err))
    valued = int(re.search(r"stopped after valuing ([0-9,]+) positions", err).group(1).replace(",", ""))
    assert 2048 <= valued <= 20_000 and calls["listed"] <= 20_001, (valued, calls)
    assert _progress_lines(err)[0].startswith("value: 2,048 positions ("), err
    print(f"{argv[0]}: stopped after {valued:,} positions", file=sys.stderr)
