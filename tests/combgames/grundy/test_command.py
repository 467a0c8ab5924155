"""The `combgames grundy` command."""

import json

from combgames.cli import main


def test_text_output(capsys):
    assert main(["grundy", "xx../.xxx", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "value: 5" in out and "winning moves: b2" in out


def test_json_output_misere(capsys):
    assert main(["grundy", "xxx/xxx", "--misere", "--json", "--quiet"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["convention"] == "misere" and data["value"] is None and data["outcome"] in ("N", "P")
    assert set(data) == {"board", "rows", "cols", "counters", "convention", "method", "value", "outcome",
                         "winning_moves"}


def test_p_position_has_no_winning_moves(capsys):
    assert main(["grundy", "xx/xx", "--json", "--quiet"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["value"] == 0 and data["outcome"] == "P" and data["winning_moves"] == []


def test_bad_board_is_a_usage_error(capsys):
    assert main(["grundy", "xx/x?"]) == 2
    assert "expected 'x' or '.'" in capsys.readouterr().err


def test_table_method_agrees_with_search(capsys):
    for extra in ([], ["--misere"]):
        outs = []
        for method in ("search", "table"):
            assert main(["grundy", "xxx./x.xx/xx.x", "--json", "--quiet", "--method", method] + extra) == 0
            data = json.loads(capsys.readouterr().out)
            outs.append((data["value"], data["outcome"], data["winning_moves"]))
        assert outs[0] == outs[1]
