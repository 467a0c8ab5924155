"""The `combgames value` command: text and JSON output, bad input (exit 2, one line)."""

import json

import pytest

from combgames.cli import main


def test_text_output(capsys):
    assert main(["value", "domineering", "--option", "rows=2", "--option", "cols=2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "value:       +-1" in out and "outcome:     N" in out and "temperature: 1" in out


def test_json_output_with_thermograph(capsys):
    assert main(["value", "hackenbush", "--position", "BRR GG", "--json", "--thermograph", "--quiet"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["value"] == "1/4*2" and data["outcome"] == "L" and data["mean"] == "1/4"
    assert data["thermograph"]["left_wall"]["points"] == [["-1", "5/4"], ["0", "1/4"]]  # 1/4 - t below 0
    assert {"value", "outcome", "left_stop", "right_stop", "mean", "temperature", "position"} <= set(data)


def test_impartial_game_is_a_nimber_with_atomic_weight(capsys):
    assert main(["value", "nim", "--option", "heaps=1 2", "--json", "--quiet"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["value"] == "*3" and data["atomic_weight"] == "0"


@pytest.mark.parametrize("argv, message", [
    (["value", "tictactoe"], "has no value {L | R}"),
    (["value", "domineering", "--position", "../.x"], "row 2, column 2"),
    (["value", "token-cycle"], "recurs while it is being valued"),
    (["value", "nope"], "nope"),
])
def test_bad_input_is_one_line_and_exit_2(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_a_value_stopped_at_its_limit_exits_1(capsys):
    assert main(["value", "domineering", "--max-positions", "3"]) == 1
    err = capsys.readouterr().err
    assert "stopped" in err and "max_positions=3" in err and err.count("\n") == 1


def _console(*argv: str):
    import shutil
    import subprocess

    exe = shutil.which("combgames")
    if exe is None:
        pytest.skip("the combgames console script is not installed")
    return subprocess.run([exe, "value", *argv], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("text, value, outcome, sides", [
    ("on", "on", "LL", ("on", "on")),
    ("a{0|a}", "over", "LL", ("over", "over")),            # over = {0 | pass}, written with a label
    ("on + off", "dud", "DD", ("on", "off")),              # Winning Ways ch. 11: on + off = dud, a draw
])
def test_a_loopy_value_in_cgsuite_notation_through_the_console_script(text, value, outcome, sides):
    done = _console(text, "--json", "--quiet")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert (data["value"], data["outcome"], (data["onside"], data["offside"])) == (value, outcome, sides)
    assert data["expression"] == text and data["loopy"] is True


def test_a_loopy_value_prints_its_sides_and_bad_loopy_text_is_one_line():
    done = _console("on + off", "--quiet")
    assert done.stdout.splitlines() == ["value:       dud",
                                        "outcome:     draw when Left moves first, draw when Right moves first",
                                        "sides:       onside on, offside off"]
    bad = _console("{on|")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr
