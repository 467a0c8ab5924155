"""``combgames value`` through the installed console script: values written in CGSuite notation, and positions
too large to value, each ending in an answer, exit 2 naming the reason, or exit 1 at the stated limit with
progress shown (issues 25 item 7, 26 item 5)."""

import json
import shutil
import subprocess
import sys
import time

import pytest

COMBGAMES = shutil.which("combgames") or pytest.fail("the combgames console script is not installed")


def _run(*argv: str, timeout: float = 60) -> tuple[subprocess.CompletedProcess, float]:
    t0 = time.monotonic()
    done = subprocess.run([COMBGAMES, "value", *argv], capture_output=True, text=True, timeout=timeout)
    return done, time.monotonic() - t0


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
    done, _ = _run(text, "--json", "--quiet")
    assert done.returncode == 0, done.stderr
    assert done.stdout == json.dumps(json.loads(done.stdout), indent=1, sort_keys=True) + "\n"
    doc = json.loads(done.stdout)
    assert (doc["expression"], doc["value"], doc["outcome"]) == (text, value, outcome)
    assert (doc["left_stop"], doc["right_stop"], doc["mean"], doc["temperature"]) == (*stops, mean, temperature)


def test_a_value_as_text_and_after_double_dash():
    done, _ = _run("--quiet", "--", "-1/2")
    assert done.returncode == 0 and "value:       -1/2\n" in done.stdout and "position:" not in done.stdout


@pytest.mark.parametrize("argv, message", [
    (["{1|"], "at position 3 (end of text): expected '}' closing the '{' at position 0"),
    (["domineerin"], "unknown game 'domineerin'"),
    (["{2|-1}", "--position", "x"], "--option and --position belong to a game"),
    (["{0|" * 5000 + "0" + "}" * 5000], "MAX_DEPTH="),
    (["9" * 5000], "expected at most 4,000 digits"),
])
def test_a_malformed_value_is_exit_2_in_one_line(argv, message):
    done, _ = _run(*argv)
    assert done.returncode == 2 and message in _one_line_error(done)


def test_a_huge_integer_is_exact():
    done, _ = _run("1" + "0" * 400, "--json", "--quiet")
    assert done.returncode == 0 and json.loads(done.stdout)["value"] == "1" + "0" * 400


def test_a_nim_heap_of_ten_to_the_hundred_is_answered_by_theory():
    done, seconds = _run("nim", "--option", f"heaps={10**100}", "--json", "--quiet")
    doc = json.loads(done.stdout)
    assert done.returncode == 0 and doc["value"] == f"*{10**100}" and doc["outcome"] == "N"
    assert doc["birthday"] == 10**100 and doc["temperature"] == "0" and seconds < 10


def test_grundys_game_heap_500_is_answered_from_its_values():
    from combgames.grundy import grundys_game_values

    done, seconds = _run("grundys-game", "--option", "heaps=500", "--json", "--quiet")
    assert done.returncode == 0, done.stderr
    expected = grundys_game_values(500, method="direct", backend="python").values[500]
    assert json.loads(done.stdout)["value"] == f"*{expected}"
    assert seconds < 15


def _clobber_64() -> str:
    return "/".join(("xo" * 4) if r % 2 == 0 else ("ox" * 4) for r in range(8))


@pytest.mark.parametrize("argv", [
    ["domineering", "--option", "rows=16", "--option", "cols=16"],
    ["clobber", "--option", f"board={_clobber_64()}"],
    ["toads-and-frogs", "--option", "row=" + "T" * 20 + "." * 24 + "F" * 20],
])
def test_a_board_too_large_stops_at_the_stated_limit(argv):
    done, seconds = _run(*argv, "--max-positions", "400")
    line = _one_line_error(done)
    assert done.returncode == 1 and "stopped after valuing" in line and "max_positions=400" in line
    assert seconds < 20


def test_progress_is_shown_past_two_seconds():
    # 25,000 positions: about 5 s on an idle machine (9,000 took 1.7 s there, too short to show progress)
    done, seconds = _run("clobber", "--option", f"board={_clobber_64()}", "--max-positions", "25000")
    assert done.returncode == 1 and seconds > 2, (seconds, done.stderr)
    progress = [x for x in done.stderr.splitlines() if x.startswith("value: ") and " positions (" in x]
    assert progress and "/s" in progress[0], done.stderr   # e.g. 'value: 6,144 positions (2,900/s, 2 s)'


@pytest.mark.slow
@pytest.mark.parametrize("argv", [
    ["domineering", "--option", "rows=16", "--option", "cols=16"],
    ["clobber", "--option", f"board={_clobber_64()}"],
    ["toads-and-frogs", "--option", "row=" + "T" * 20 + "." * 24 + "F" * 20],
])
def test_a_board_too_large_stops_at_the_default_limit(argv):
    done, seconds = _run(*argv, timeout=120)
    assert done.returncode == 1 and "max_positions=20,000" in _one_line_error(done)
    assert seconds < 3 or " positions (" in done.stderr   # progress once past two seconds
    print(f"{argv[0]}: stopped in {seconds:.1f} s", file=sys.stderr)
