"""The `combgames grundy` command."""

import json

import pytest

from combgames.cli import main


def test_text_output(capsys):
    assert main(["grundy", "xx../.xxx", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "value: 5" in out and "winning moves: b1" in out  # b1: the bottom row's second cell


def test_json_output_misere(capsys):
    assert main(["grundy", "xxx/xxx", "--misere", "--json", "--quiet"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["convention"] == "misere" and data["value"] is None and data["outcome"] in ("N", "P")
    assert set(data) == {"board", "rows", "cols", "counters", "convention", "method", "components", "value",
                         "outcome", "winning_moves"}


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


# ---------------------------------------------------------------------------------------------- --code
def test_code_values_period_and_sum(capsys):
    assert main(["grundy", "--code", "0.77", "--values", "12", "--period", "400", "--heaps", "3 4", "--json",
                 "--quiet"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["values"] == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]   # Kayles, Winning Ways ch. 4
    assert (data["period"]["period"], data["period"]["preperiod"], data["period"]["proven"]) == (12, 71, True)
    assert data["sum"] == {"heaps": [3, 4], "value": 2, "outcome": "N"}


def test_code_misere_quotient_and_misere_sum(capsys):
    assert main(["grundy", "--code", "0.75", "--misere-quotient", "6", "--heaps", "2 2", "--misere", "--json",
                 "--quiet"]) == 0
    data = json.loads(capsys.readouterr().out)
    q = data["misere_quotient"]
    assert q["order"] == 8 and q["p_portion"] == ["a", "b^2"] and q["proved"]
    assert data["sum"]["misere_outcome"] == "P" and data["sum"]["misere_method"] == "quotient"
    assert main(["grundy", "--code", "0.75", "--heaps", "2 2", "--misere", "--quiet"]) == 0
    assert "misere outcome: P (by search)" in capsys.readouterr().out


def test_code_period_not_determined_and_text(capsys):
    assert main(["grundy", "--code", "4!.0", "--period", "300", "--quiet"]) == 0
    assert "not yet determined up to 300" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["--code", "0.7x", "--values", "3"], "character 'x' at position 4"),
    (["--code", "0.77"], "ask for --values"),
    ([], "give a Tactix board"),
    (["xx", "--code", "0.77", "--values", "2"], "not both"),
    (["--code", "0.77", "--heaps", "3 y"], "--heaps must be heap sizes"),
    (["--code", "0.77", "--values", "-3"], "--values must be a heap size >= 0"),
    (["--code", "0.137", "--period", "10000000"], "the values of heaps up to 10,000,000"),
    (["--code", "0.3", "--period", "10000000000"], "--period 10000000000: the values of heaps up to 10,000,000,000"),
])
def test_code_usage_errors(capsys, argv, message):
    assert main(["grundy", *argv]) == 2
    assert message in capsys.readouterr().err


def test_a_quotient_not_determined_within_its_limits_exits_1(capsys, monkeypatch):
    import combgames.cgt.misere as misere

    def refuse(*args, **kwargs):
        raise misere.MisereQuotientError("misere quotient of 0.77: more than max_order=2000 elements")

    monkeypatch.setattr(misere, "misere_quotient", refuse)
    assert main(["grundy", "--code", "0.77", "--misere-quotient", "40", "--quiet"]) == 1
    assert "max_order" in capsys.readouterr().err


def test_an_arithmetic_period_is_printed_as_proved_or_observed(capsys):
    """0.AA's arithmetic period is proved by the layer theorem (arithmetic_period_test); 0.F8's first period reaches
    its saltus (G(9) = 4), so the offset layer theorem proves it; 0.3F's saltus 3 is not a power of two, so it stays
    observed (the only two-digit code so, to heap 1,023)."""
    assert main(["grundy", "--code", "0.AA", "--period", "200", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "period: 1 (arithmetic, saltus 1), pre-period 1, proved" in out and "layer theorem" in out
    assert main(["grundy", "--code", "0.F8", "--period", "200", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "period: 6 (arithmetic, saltus 4), pre-period 7, proved" in out and "offset layer theorem" in out
    assert main(["grundy", "--code", "0.3F", "--period", "200", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "period: 6 (arithmetic, saltus 3), pre-period 0, observed" in out and "not a power of two" in out


def test_large_values_and_periods_of_a_splitting_code_take_the_sparse_method():
    """Through the installed console script: G(0..30,000) of 0.16 (where ``auto`` takes the sparse-space method)
    equals the quadratic kernel's, and the period of Kayles read from G(0..30,000) so computed is what the
    quadratic values give;
    a code the sparse method does not speed up is still refused by the quadratic kernel's cost (exit 2, one
    line)."""
    import shutil
    import subprocess

    from combgames.games.heaps import OctalCode
    from combgames.games.octal import code_period
    from combgames.grundy.octal import octal_values

    combgames = shutil.which("combgames")
    assert combgames is not None, "the combgames console script is not installed"
    done = subprocess.run([combgames, "grundy", "--code", "0.16", "--values", "30000", "--json", "--quiet"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["values"] == octal_values("0.16", 30000, method="quadratic").tolist()
    done = subprocess.run([combgames, "grundy", "--code", "0.77", "--period", "30000", "--json", "--quiet"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    per = code_period(OctalCode("0.77"), octal_values("0.77", 30000, method="quadratic"))
    assert (data["period"]["period"], data["period"]["preperiod"], data["period"]["proven"]) == (
        per.period, per.preperiod, per.proven)
    refused = subprocess.run([combgames, "grundy", "--code", "0.137", "--values", "3000000"], capture_output=True,
                             text=True, timeout=300)
    assert refused.returncode == 2 and len(refused.stderr.splitlines()) == 1 and "max_operations" in refused.stderr
