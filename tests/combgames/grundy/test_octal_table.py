"""The table of octal games with at most three code digits (combgames.grundy.octal_table).

Independent checks: a proved period is checked on values computed twice as far (the theorem's conclusion,
not its hypothesis); the frozen heaps against the game's own moves; the codes against their count (2 x 8^3)."""

import random

import pytest

from combgames.games.heaps import OctalCode
from combgames.grundy.octal import octal_values
from combgames.grundy.octal_table import (EXTENDED_LIMIT, OctalTable, frozen_heaps, may_show_period, octal_codes,
                                          octal_table, octal_table_row, rare_statistics)


def test_every_code_once():
    codes = octal_codes()
    assert len(codes) == len(set(codes)) == 2 * 8**3
    assert {"0.0", "4.0", "0.77", "0.137", "4.777"} <= set(codes)
    assert "0.100" not in codes and "0.1" in codes
    assert all(str(OctalCode(c)) == c for c in codes)
    assert len(octal_codes((0,), 2)) == 64


def _random_codes(count, seed):
    rng = random.Random(seed)
    return [str(OctalCode(f"{rng.choice((0, 4))}.{rng.randrange(8)}{rng.randrange(8)}{rng.randrange(8)}"))
            for _ in range(count)]


@pytest.mark.parametrize("code", ["0.77", "0.4", "0.055", "4.005", "0.07", "0.0", "4.0"] + _random_codes(20, 1))
def test_frozen_heaps_are_the_heaps_without_a_move(code):
    c = OctalCode(code)
    s = frozen_heaps(c)
    assert all(not c.heap_moves(n) for n in range(1, s + 1))
    if any(c.digits):
        assert c.heap_moves(s + 1)


def test_known_periods():
    rows = {r.code: r for r in octal_table(["0.77", "0.07", "0.137", "0.6", "4.7"], 1023).rows}
    assert (rows["0.77"].status, rows["0.77"].preperiod, rows["0.77"].period) == ("proved", 71, 12)
    assert (rows["0.07"].preperiod, rows["0.07"].period) == (53, 34)
    assert (rows["0.137"].preperiod, rows["0.137"].period) == (52, 34)
    # Guy and Smith's 0.6 (Officers) is open: no period, and no arithmetic period, in G(0..1023)
    assert (rows["0.6"].status, rows["0.6"].computed_to, rows["0.6"].arithmetic) == ("open", 1023, None)
    # d0 = 4: the periodicity theorem holds for splits that remove nothing too (find_period's proof)
    assert rows["4.7"].status == "proved"


@pytest.mark.parametrize("code", _random_codes(30, 2))
def test_a_proved_period_holds_on_values_twice_as_far(code):
    row = octal_table_row(code, 1023)
    if row.periodicity is None:
        assert row.status == "open" and row.computed_to == 1023
        return
    g = octal_values(code, 2 * row.computed_to + 1)
    n0, p = row.preperiod, row.period
    assert all(g[n] == g[n + p] for n in range(n0, len(g) - p))
    assert n0 == 0 or g[n0 - 1] != g[n0 - 1 + p]  # n0 is the least
    assert row.computed_to >= 2 * max(n0, 1) + p + (OctalCode(code).max_take or 0) - 1


def test_doubling_stops_at_the_first_sequence_that_proves():
    row = octal_table_row("0.055", 4095)  # needs G(0..2 * 259 + 148 + 3 - 1): found at N = 1023
    assert (row.preperiod, row.period, row.computed_to) == (259, 148, 1023)
    assert octal_table_row("0.77", 100).computed_to == 100  # the limit caps the first sequence


def test_table_counts_largest_text_and_lookup():
    t = octal_table(["0.77", ".07", "0.6"], 300)
    assert isinstance(t, OctalTable) and t.counts() == {"proved": 2, "observed": 0, "open": 1}
    assert t.largest() == {"period": (34, "0.07"), "preperiod": (71, "0.77")}
    assert t.row(".770").code == "0.77"
    text = str(t)
    assert "0.6" in text and "open" in text and "2 proved" in text
    with pytest.raises(KeyError, match="0.5"):
        t.row("0.5")
    assert octal_table([], 10).largest() == {}


def test_progress_is_called_per_code():
    seen = []
    octal_table(["0.77", "0.07"], 300, progress=lambda done, total, row: seen.append((done, total, row.code)))
    assert seen == [(1, 2, "0.77"), (2, 2, "0.07")]


@pytest.mark.parametrize("call, match", [
    (lambda: octal_table(["0.G"], 10), "0.G|character"),
    (lambda: octal_table(["0.77"], 0), "limit"),
    (lambda: octal_table_row("0.77", -1), "limit"),
    (lambda: octal_codes(digits=-1), "digits"),
])
def test_bad_input(call, match):
    with pytest.raises(ValueError, match=match):
        call()


@pytest.mark.slow
def test_every_code_to_heap_1023_proved_periods_hold_twice_as_far():
    """The whole table to heap 1023 (about a minute on the shared machine): every proved period checked on
    G(0..2047)."""
    t = octal_table(None, 1023)
    assert len(t.rows) == 1024 and sum(t.counts().values()) == 1024
    for row in t.rows:
        if row.status == "proved":
            g = octal_values(row.code, 2047)
            assert all(g[n] == g[n + row.period] for n in range(row.preperiod, 2048 - row.period)), row.code


def test_the_reproduce_row_through_the_console_script():
    import subprocess

    out = subprocess.run(["combgames", "reproduce", "--only", "impartial.octal_table_trivial"], capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "[confirmed] impartial.octal_table_trivial" in out.stdout and "82 codes: 82 agree" in out.stdout


def test_the_octal_table_command_through_the_console_script():
    import json
    import subprocess

    out = subprocess.run(["combgames", "grundy", "--octal-table", "4095", "--code", "0.77, 4.344,0.6", "--json",
                          "--quiet"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    rows = {r["code"]: r for r in json.loads(out.stdout)["rows"]}
    assert (rows["0.77"]["status"], rows["0.77"]["preperiod"], rows["0.77"]["period"]) == ("proved", 71, 12)
    assert (rows["4.344"]["status"], rows["4.344"]["preperiod"], rows["4.344"]["period"]) == ("proved", 998, 51)
    assert rows["0.6"]["status"] == "open" and rows["0.6"]["computed_to"] == 4095
    for bad, message in ((["--octal-table", "0"], "heap size >= 1"), (["--octal-table", "9", "--code", "0.9x"], "0.9x"),
                         (["xx..", "--octal-table", "9"], "no Tactix board")):
        out = subprocess.run(["combgames", "grundy", *bad], capture_output=True, text=True, timeout=120)
        assert out.returncode == 2 and out.stderr.count("\n") == 1 and message in out.stderr, out.stderr


# ---------------------------------------------------------------------------------------------- rare values
@pytest.mark.parametrize("seed", range(5))
def test_rare_statistics_against_a_plain_count(seed):
    rng = random.Random(seed)
    values = [rng.randrange(600) for _ in range(rng.randint(1, 400))]
    mask = rng.randrange(1, 1024)
    s = rare_statistics(values, mask)
    rare = [n for n, v in enumerate(values) if bin(v & mask).count("1") % 2 == 0]
    assert (s.heaps, s.mask, s.largest) == (len(values), mask, max(values))
    assert s.largest_heap == values.index(max(values))
    assert (s.rare, s.last_rare) == (len(rare), rare[-1] if rare else -1)


def test_rare_statistics_of_kayles_and_bad_input():
    g = octal_values("0.77", 200)
    s = rare_statistics(g, 0)                      # mask 0: every heap is rare
    assert (s.rare, s.last_rare, s.largest) == (201, 200, 8)
    assert rare_statistics(g, 1).rare == sum(1 for v in g.tolist() if v % 2 == 0)
    with pytest.raises(ValueError):
        rare_statistics([], 1)
    with pytest.raises(ValueError):
        rare_statistics([-1, 2], 1)


# ---------------------------------------------------------------------------------------------- past heap 16,383
def _plain_row(code, limit):
    """Today's route to the default bound, written out: G(0..N) recomputed by the quadratic kernel for N = 255,
    511, ..., until a period shows (an independent loop, not octal_table_row)."""
    from combgames.games.octal import code_period

    c, n = OctalCode(code), min(255, limit)
    while True:
        per = code_period(c, octal_values(code, n, method="quadratic"))
        if per is not None or n >= limit:
            return (n, None if per is None else (per.preperiod, per.period))
        n = min(2 * n + 1, limit)


@pytest.mark.parametrize("code, limit", [("0.055", 2047), ("0.45", 2047), ("0.6", 1023), ("4.005", 1023)]
                         + [(c, 1023) for c in _random_codes(3, 3)])
def test_rows_to_the_default_bound_are_todays(code, limit):
    row = octal_table_row(code, limit)
    found = None if row.periodicity is None else (row.preperiod, row.period)
    assert (row.computed_to, found) == _plain_row(code, limit)
    assert row.mask is None and row.stopped == ""       # below SPARSE_FROM: the quadratic kernel, as before


def test_the_grown_sparse_values_give_the_rows_of_the_quadratic_kernel(monkeypatch):
    """The sparse method forced from heap 1023 on (the mask chosen on G(150..300), then grown in place from one
    doubling to the next): the same rows as the quadratic kernel, periods that need G(0..~7,700) included."""
    import importlib

    sparse = importlib.import_module("combgames.grundy.octal_sparse")
    table = importlib.import_module("combgames.grundy.octal_table")  # the package exports a function of that name

    codes = ["0.45", "0.156", "0.6"]
    expected = {c: octal_table_row(c, 8191) for c in codes}
    monkeypatch.setattr(table, "SPARSE_FROM", 1000)
    monkeypatch.setattr(sparse, "HEAD", 300)
    monkeypatch.setattr(sparse, "QUADRATIC_FACTOR", 0)   # always prefer the sparse method
    for code in codes:
        row, old = octal_table_row(code, 8191), expected[code]
        assert row.computed_to < 1023 or row.mask is not None, code
        assert (row.computed_to, row.status, row.preperiod, row.period) == (old.computed_to, old.status,
                                                                             old.preperiod, old.period), code


def test_a_period_past_the_default_bound_is_proved_by_the_extended_route():
    """0.127: Czajka's prefix 46,578 and period 4 (SolvedGames.md) need G(0..93,163), past 16,383; the extended
    route proves them at N = 2^17 - 1 by the sparse-space method (about 3 CPU s)."""
    row = octal_table_row("0.127", EXTENDED_LIMIT)
    assert (row.status, row.preperiod, row.period, row.computed_to, row.method) == ("proved", 46578, 4, 2**17 - 1,
                                                                                     "sparse")


def test_an_unsolved_code_stays_open_to_the_stated_heap():
    t = octal_table(["0.6", "0.77"], 16383, limits={".6": 2**15 - 1})
    row = t.row("0.6")
    assert (row.status, row.computed_to, row.method, row.stopped) == ("open", 2**15 - 1, "sparse", "")
    assert t.limit == 2**15 - 1 and "sparse-space method" in str(t)


def test_a_step_over_the_cost_limit_stops_the_row_and_says_so():
    row = octal_table_row("0.6", 2**15 - 1, max_operations=10**7)
    assert (row.status, row.computed_to) == ("open", 4095) and "max_operations" in row.stopped
    assert "stopped before the bound" in str(octal_table(["0.6"], 2**15 - 1, max_operations=10**7))
    with pytest.raises(ValueError, match="max_operations"):
        octal_table_row("0.6", 300, max_operations=0)
    with pytest.raises(ValueError, match="limits"):
        octal_table(["0.6"], 300, limits={"0.6": 0})


def test_the_octal_table_command_past_the_default_bound():
    """``--octal-table N`` past 16,383 through the installed console script: the same route (0.6 by the sparse
    method to N, progress on stderr), and a table whose worst case is too costly refused with its estimate."""
    import json
    import subprocess

    out = subprocess.run(["combgames", "grundy", "--octal-table", "40000", "--code", "0.6,0.77", "--json"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    rows = {r["code"]: r for r in json.loads(out.stdout)["rows"]}
    assert (rows["0.6"]["status"], rows["0.6"]["computed_to"], rows["0.6"]["method"]) == ("open", 40000, "sparse")
    assert (rows["0.77"]["period"], rows["0.77"]["method"], rows["0.77"]["stopped"]) == (12, "quadratic", "")
    assert "octal table" in out.stderr                                    # progress
    for bad, message in ((["--octal-table", "32767"], "CPU hours"),       # every code: refused with the estimate
                         (["--octal-table", "33554432", "--code", "0.6"], "at most 33,554,431")):
        out = subprocess.run(["combgames", "grundy", *bad], capture_output=True, text=True, timeout=120)
        assert out.returncode == 2 and out.stderr.count("\n") == 1 and message in out.stderr, out.stderr


@pytest.mark.parametrize("seed", range(2))
def test_the_skipped_period_searches_find_nothing(seed):
    """may_show_period is a necessary test: whenever it is False, the period search finds nothing (octal codes at
    random lengths, and sequences with a planted period and a few exceptions, where both answers occur)."""
    import numpy as np

    from combgames.games.octal import code_period

    rng = random.Random(seed)
    said = {True: 0, False: 0}
    for code in _random_codes(12, 10 + seed):
        g = octal_values(code, 1500).astype(np.uint16)
        for m in rng.sample(range(70, 1501), 6):
            shows = may_show_period(code, g[:m + 1])
            said[shows] += 1
            assert shows or code_period(OctalCode(code), g[:m + 1]) is None, (code, m)
    for _ in range(60):
        p, n0, n = rng.randint(1, 40), rng.randint(0, 300), rng.randint(100, 900)
        head = [rng.randrange(4) for _ in range(n0 + p)]
        g = np.array([head[i] if i < n0 + p else head[n0 + (i - n0) % p] for i in range(n + 1)], dtype=np.uint16)
        for _ in range(rng.randint(0, 3)):                    # exceptions anywhere, the tail included
            g[rng.randrange(n + 1)] = 4
        shows = may_show_period("0.16", g)
        said[shows] += 1
        assert shows or code_period(OctalCode("0.16"), g) is None, (p, n0, n)
    assert said[True] and said[False]
