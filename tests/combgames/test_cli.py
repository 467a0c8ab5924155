"""The command line: reproduce (table, --json, --only), solve, and errors with exit status 2."""

import json

import pytest

from combgames.cli import main


def test_reproduce_json_rows_have_exactly_the_table_keys(capsys):
    assert main(["reproduce", "--json", "--only", "ttt.*", "--quiet"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["id"] for r in rows} == {"ttt.value", "ttt.positions", "ttt.positions_up_to_symmetry"}
    assert all(set(r) == {"id", "source", "claim", "published", "computed", "verdict", "seconds"} for r in rows)
    assert all(r["verdict"] == "confirmed" for r in rows)


def test_reproduce_table_and_progress(capsys):
    assert main(["reproduce", "--only", "ttt.value"]) == 0
    out, err = capsys.readouterr()
    assert "ttt.value" in out and "confirmed" in out
    assert "[1/1]" in err


def test_reproduce_unknown_pattern(capsys):
    assert main(["reproduce", "--only", "no-such-claim-xyz"]) == 2


def test_solve_tictactoe_position(capsys):
    assert main(["solve", "tictactoe", "--position", "xx./oo./... X", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "win in 1" in out and "best moves: c1" in out


def test_solve_json(capsys):
    assert main(["solve", "nim", "--option", "heaps=1 2 3", "--json", "--quiet"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["grundy"] == 0 and doc["outcome_class"] == "P" and doc["best_moves"] == []


@pytest.mark.parametrize("argv, message", [
    (["solve", "no-such-game"], "unknown game 'no-such-game'"),
    (["solve", "tictactoe", "--position", "xx/..."], "3 rows"),
    (["solve", "tictactoe", "--option", "n"], "KEY=VALUE"),
])
def test_bad_input_exits_2_with_a_clear_message(capsys, argv, message):
    assert main(argv) == 2
    assert message in capsys.readouterr().err
