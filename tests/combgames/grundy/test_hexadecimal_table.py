"""The table of hexadecimal games (combgames.grundy.hexadecimal_table) and ``combgames grundy --hexadecimal-table``
through the installed console script."""

from __future__ import annotations

import json
import shutil
import subprocess

import numpy as np
import pytest

from combgames.games.heaps import OctalCode
from combgames.grundy.hexadecimal_table import hexadecimal_codes, hexadecimal_table, hexadecimal_table_row
from combgames.grundy.octal_table import octal_codes

COMBGAMES = shutil.which("combgames") or pytest.fail("the combgames console script is not installed")


def test_the_codes_are_the_games_with_a_hexadecimal_digit_each_once():
    two = hexadecimal_codes(2)
    assert len(two) == len(set(two)) == 16 ** 2 - 8 ** 2
    assert all(max(OctalCode(c).digits) >= 8 for c in two)
    octal = hexadecimal_codes(2, octal=True)
    assert set(octal) == {c for c in octal_codes((0,), 2)}               # the octal table's 0.d1d2 codes
    assert "0.8" in two and "0.80" not in two and "0.08" in two


def test_rows_report_each_regularity():
    table = hexadecimal_table(["0.8", "0.F", "0.9", "0.3F", "0.F8"], 300)
    assert [r.status for r in table.rows] == ["arithmetic", "periodic", "open", "observed", "arithmetic"]
    assert table.counts() == {"periodic": 1, "arithmetic": 2, "observed": 1, "open": 1}
    observed = table.row("0.3f")                        # the saltus 3 is not a power of two: no theorem applies
    assert (observed.preperiod, observed.period, observed.saltus, observed.computed_to) == (0, 6, 3, 300)
    f8 = table.row("0.f8")                              # its first period reaches s: the offset layer theorem
    assert (f8.preperiod, f8.period, f8.saltus, f8.computed_to) == (7, 6, 4, 255)
    assert "offset layer theorem" in f8.periodicity.statement
    assert "0.9" in str(table) and "1 open" in str(table)


def test_a_proved_row_stops_at_the_first_doubling_that_proves_it():
    row = hexadecimal_table_row("0.C", 4095)
    assert (row.status, row.computed_to, row.periodicity.checked_to) == ("arithmetic", 255, 255)
    assert row.periodicity.statement.startswith("proved: G(n + 2) = G(n) + 1 for all n >= 1")


def _run(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([COMBGAMES, "grundy", *argv], capture_output=True, text=True, timeout=300)


def test_the_console_script_prints_the_table_and_a_proved_arithmetic_period():
    done = _run("--hexadecimal-table", "300", "--code", "0.8,0.F", "--json", "--quiet")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["counts"] == {"periodic": 1, "arithmetic": 1, "observed": 0, "open": 0}
    assert [(r["code"], r["status"], r["period"], r["saltus"]) for r in out["rows"]] == [("0.8", "arithmetic", 3, 1),
                                                                                          ("0.F", "periodic", 2, 0)]
    done = _run("--code", "0.8", "--period", "300", "--quiet")
    assert done.returncode == 0, done.stderr
    assert "period: 3 (arithmetic, saltus 1), pre-period 1, proved" in done.stdout


@pytest.mark.parametrize("argv, message", [
    (["--hexadecimal-table", "0"], "heap size >= 1"),
    (["--hexadecimal-table", "100000"], "refused, up to"),
    (["--hexadecimal-table", "100", "--code", "0.Z"], "not a hexadecimal digit"),
    (["--hexadecimal-table", "100", "--digits", "9"], "--digits must be 1 to 4"),
])
def test_bad_requests_exit_2_with_one_line(argv, message):
    done = _run(*argv)
    assert done.returncode == 2
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1


@pytest.mark.slow
def test_every_regularity_the_two_digit_table_proves_holds_far_past_its_proof():
    """Each period and arithmetic period proved at G(0..511) at most holds on G(0..2047) computed by the cubic
    kernel (not the bitset kernel the table used): about a minute."""
    from combgames.base.kernels import kernel
    from combgames.games.octal import kernel_digits
    from combgames.games.octal_kernels import take_break_sequence

    table = hexadecimal_table(limit=511)
    proved = [r for r in table.rows if r.status in ("periodic", "arithmetic")]
    assert len(proved) == 66
    for row in proved:
        c = OctalCode(row.code)
        g = np.zeros(2048, dtype=np.int64)
        kernel(take_break_sequence, "numba")(*kernel_digits(c, 2047), 2047, g)
        n0, p, s = row.preperiod, row.period, row.saltus
        assert (g[n0 + p:] == g[n0:-p] + s).all(), row.code
