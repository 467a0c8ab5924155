"""The reproduce table: its verdict rule, and ``combgames reproduce`` for someone in a hurry.

The verdict rule: a verdict is decided by comparing computed with published, never given. Each test builds a
small claim whose computation is known and checks the verdict :func:`run_claim` gives it.

The command (through the installed console script, each run with its own cache directory): slow rows left out
of a default run and listed at its end, progress naming each row and its expected time before computing it, the
record of row times read as data, and signals that never cut the printed rows short.
"""

from __future__ import annotations

import ast
import json
import os
import resource
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

import combgames.reproduce

from combgames.reproduce import (
    QUICK_SECONDS,
    VERDICTS,
    Claim,
    Computed,
    Predicate,
    ReproduceRows,
    Row,
    all_claims,
    expected_seconds,
    not_equal,
    reproduce_rows,
    run_claim,
    select_claims,
    verdict,
)
from combgames.reproduce._timings import FORMAT, VERSION, parse_times, read_times, record_times


def claim(published, compute, **options) -> Claim:
    return Claim("test.claim", "test source", "a claim", published, compute, **options)


def test_equal_value_is_confirmed():
    assert run_claim(claim(3, lambda: 3)).verdict == "confirmed"


def test_a_value_that_differs_is_refuted():
    row = run_claim(claim(3, lambda: 4))
    assert (row.verdict, row.computed, row.published) == ("refuted", 4, 3)


def test_no_published_value_extends():
    assert run_claim(claim(None, lambda: 4)).verdict == "extends"
    assert run_claim(claim(None, lambda: Computed(4, sample="n <= 10"))).verdict == "extends"


def test_a_sampled_check_is_supported_never_confirmed():
    row = run_claim(claim(3, lambda: Computed(3, "checked", sample="n <= 10")))
    assert row.verdict == "supported"
    assert "n <= 10" in row.evidence and "n <= 10" in row.basis
    assert run_claim(claim(3, lambda: Computed(4, sample="n <= 10"))).verdict == "refuted"


def test_a_predicate_is_confirmed_when_it_holds():
    assert run_claim(claim(not_equal("win"), lambda: "draw")).verdict == "confirmed"
    assert run_claim(claim(not_equal("win"), lambda: "win")).verdict == "refuted"
    even = Predicate("even", lambda v: v % 2 == 0)
    assert run_claim(claim(even, lambda: 4)).verdict == "confirmed"
    assert run_claim(claim(even, lambda: Computed(4, sample="one case"))).verdict == "supported"


def test_erratum_needs_the_corrected_reading_to_match():
    fixed = {"corrected": 5, "correction": "the same paper's other statement"}
    assert run_claim(claim(3, lambda: 5, **fixed)).verdict == "erratum"
    assert run_claim(claim(3, lambda: 6, **fixed)).verdict == "refuted"   # fails, but not as corrected
    assert run_claim(claim(3, lambda: 3, **fixed)).verdict == "confirmed"  # the literal claim holds


def test_erratum_by_an_alternative_reading_needs_its_value_to_equal_the_published():
    reading = "the replies that hold the draw"
    row = run_claim(claim(3, lambda: Computed(12, alternatives={reading: 3})))
    assert row.verdict == "erratum" and reading in row.basis and row.computed == 12
    assert run_claim(claim(3, lambda: Computed(12, alternatives={reading: 4}))).verdict == "refuted"


def test_a_computation_that_raises_is_an_error_row():
    def fail():
        raise RuntimeError("no")

    row = run_claim(claim(3, fail))
    assert row.verdict == "error" and "RuntimeError: no" in row.error


def test_the_verdict_function_alone():
    assert verdict(claim(3, lambda: 3), Computed(3)) == ("confirmed", "computed agrees with published")
    assert verdict(claim(3, lambda: 3), Computed(3, sample="k <= 60"))[0] == "supported"


def test_a_corrected_reading_needs_its_source_and_a_published_value():
    with pytest.raises(ValueError, match="correction"):
        claim(3, lambda: 3, corrected=4)
    with pytest.raises(ValueError, match="published"):
        claim(None, lambda: 3, corrected=4, correction="somewhere")


def test_computed_refuses_a_sample_that_is_not_a_description():
    with pytest.raises(TypeError, match="sample"):
        Computed(3, "evidence", sample=True)


def test_rows_json_has_the_published_predicate_as_text():
    row = run_claim(claim(not_equal("loss"), lambda: "draw"))
    assert isinstance(row, Row) and row.as_json()["published"] == "not loss"


def test_rows_print_as_a_table_with_claim_published_computed_verdict_and_time():
    rows = ReproduceRows([
        run_claim(Claim("demo.count", "demo", "there are 3 < 4 & more", 3, lambda: 3)),
        run_claim(Claim("demo.game", "demo", "X cannot win", not_equal("win"), lambda: "win")),
        run_claim(Claim("demo.beyond", "demo", "the next one", None, lambda: 12)),
        run_claim(Claim("demo.fails", "demo", "it fails", 1, lambda: 1 / 0)),
    ])
    assert [r.verdict for r in rows] == ["confirmed", "refuted", "extends", "error"]   # still the list of rows
    t = rows.table()
    assert t.columns == ("claim", "in words", "published", "computed", "verdict", "seconds")
    assert [r[:5] for r in t.rows] == [
        ("demo.count", "there are 3 < 4 & more", "3", "3", "confirmed"),
        ("demo.game", "X cannot win", "not win", "win", "refuted"),
        ("demo.beyond", "the next one", "-", "12", "extends"),
        ("demo.fails", "it fails", "1", "ZeroDivisionError: division by zero", "error"),
    ]
    lines = str(rows).splitlines()
    assert lines[0] == "Published claims recomputed"
    assert lines[1].split() == ["claim", "in", "words", "published", "computed", "verdict", "seconds"]
    assert lines[3].startswith("demo.count   there are 3 < 4 & more  3          3  ")
    assert lines[-1].startswith("4 claims: 1 confirmed, 1 error, 1 extends, 1 refuted; ")
    assert all(line.endswith(f"{r.seconds:.2f}") for line, r in zip(lines[3:7], rows))   # seconds right-aligned
    html = rows._repr_html_()
    assert '<th scope="col">published</th>' in html and '<th scope="col" style="text-align: right">seconds</th>' \
        in html
    assert "<td>there are 3 &lt; 4 &amp; more</td>" in html and "<td>refuted</td>" in html
    assert "<caption>Published claims recomputed</caption>" in rows[0]._repr_html_()
    pretty = pytest.importorskip("IPython.lib.pretty")
    assert pretty.pretty(rows) == str(rows)   # Jupyter's text form is the table, not the list


def test_reproduce_rows_computes_the_claims_a_run_would():
    rows = reproduce_rows("ttt.")
    assert isinstance(rows, ReproduceRows) and [r.id for r in rows] == [c.id for c in select_claims("ttt.")[0]]
    assert rows.table().column("computed")[:2] == ("draw", "5478")           # the value, and the 5478 positions
    assert reproduce_rows("hypercube.4^3*", slow=False) == []                 # a slow row only when asked for


def test_the_table_uses_only_the_known_verdicts():
    claims = all_claims()
    assert len({c.id for c in claims}) == len(claims)
    assert set(VERDICTS) == {"confirmed", "supported", "refuted", "erratum", "extends"}
    assert all(c.corrected is None or c.correction for c in claims)


def test_a_claim_cannot_pass_a_verdict_as_evidence():
    with pytest.raises(ValueError, match="never chooses its verdict"):
        Computed(3, "confirmed")


def test_no_claim_module_writes_a_verdict():
    """The verdict words appear in the framework only: no string literal in a claim module is one."""
    package = Path(combgames.reproduce.__file__).parent
    found = []
    for path in sorted(package.glob("*.py")):
        if path.name == "__init__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and node.value in VERDICTS + ("error",):
                found.append(f"{path.name}:{node.lineno}: {node.value!r}")
    assert not found, found


@pytest.mark.parametrize("claim_id, verdict_, computed", [
    # seed 001, Section 1: "playing on the TD(5, 4) together with the index class ... is the same as playing on
    # the projective geometry Pi_4": it is Pi_4 minus a point (the corrected reading held in the claim)
    ("designs.td54_index_is_projective", "erratum", "Pi_4 minus a point"),
    # Tables 7 and 9: one line omits its ending X_W(x, y), though it is a winning double threat
    ("positional.proof_lines", "erratum", "57/58 lines correct"),
    # case 1 needs the images under the whole group psi_1, psi_2 generate, not only the stated ones
    ("positional.proof_coverage_case1", "erratum", "gap"),
    ("positional.proof_coverage_case2", "confirmed", "complete"),
    ("positional.proof_opening", "confirmed", "all steps hold"),
    # "pi_n exists for every prime power order n": checked for q <= 16 only
    ("designs.affine_planes_prime_powers", "supported", True),
])
def test_verdicts_of_seed_001_rows_come_from_the_rule(claim_id, verdict_, computed):
    row = run_claim(next(c for c in all_claims() if c.id == claim_id))
    assert (row.verdict, row.computed) == (verdict_, computed), row.basis


# --- the command for someone in a hurry: slow rows, progress with expected times, the record of times, signals ---
# These drive the installed console script in a subprocess, each with its own cache directory (COMBGAMES_CACHE).

COMBGAMES = shutil.which("combgames") or "combgames"  # the installed console script


def _env(cache, stub=None) -> dict:
    """The environment of a run: its own cache directory; ``stub`` a folder whose sitecustomize.py the
    interpreter imports at start (to make something happen at a chosen moment)."""
    env = {k: v for k, v in os.environ.items() if k not in ("COMBGAMES_DEBUG", "PYTHONPATH")}
    env["COMBGAMES_CACHE"] = str(cache)
    if stub is not None:
        env["PYTHONPATH"] = str(stub)
    return env


def _reproduce(*args, cache, stub=None, timeout=120) -> subprocess.CompletedProcess:
    return subprocess.run([COMBGAMES, "reproduce", *args], env=_env(cache, stub), capture_output=True, text=True,
                          timeout=timeout)


def _record(cache, seconds) -> None:
    (cache / "reproduce-times.json").write_text(json.dumps({"format": FORMAT, "version": VERSION,
                                                            "seconds": seconds}))


def test_only_a_fast_row_prints_it_and_names_it_before_computing_it(tmp_path):
    p = _reproduce("--only", "ttt.value", cache=tmp_path)
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("[confirmed] ttt.value  (") and "1 claims: 1 confirmed; " in p.stdout
    assert "Not run" not in p.stdout
    before, after = p.stderr.splitlines()
    assert before == f"[1/1] ttt.value ... (expected about {QUICK_SECONDS:.1f} s)"  # its declared time
    assert after.startswith("[1/1] ttt.value: confirmed (")
    seconds = read_times(tmp_path / "reproduce-times.json")  # the time of this run, recorded ...
    shown = float(after.split("confirmed (")[1].split(" s;")[0])  # the time the progress line printed
    assert list(seconds) == ["ttt.value"] and seconds["ttt.value"] > 0 and round(seconds["ttt.value"], 2) == shown
    _record(tmp_path, {"ttt.value": 42.0, "ttt.other": 7})  # ... and the record's time shown before the next run
    p = _reproduce("--only", "ttt.value", cache=tmp_path)
    assert p.stderr.splitlines()[0] == "[1/1] ttt.value ... (expected about 42 s)"
    assert set(read_times(tmp_path / "reproduce-times.json")) == {"ttt.value", "ttt.other"}  # merged


def test_list_prints_every_row_with_its_expected_time_and_whether_it_is_slow(tmp_path):
    p = _reproduce("--list", "--json", cache=tmp_path, timeout=60)
    assert p.returncode == 0, p.stderr
    listed = json.loads(p.stdout)
    claims = all_claims()
    assert sorted(x["id"] for x in listed) == sorted(c.id for c in claims)
    by_id = {c.id: c for c in claims}
    for x in listed:
        assert x["slow"] == by_id[x["id"]].slow and x["expected_seconds"] == expected_seconds(by_id[x["id"]])
    assert {x["id"]: x["slow"] for x in listed}["hypercube.4^3"] is True
    text = _reproduce("--list", "--only", "hypercube.", cache=tmp_path, timeout=60).stdout.splitlines()
    assert len(text) == 10 and text[-1].split() == ["hypercube.4^3", "about",
                                                    f"{expected_seconds(by_id['hypercube.4^3']):.0f}", "s", "slow"]
    assert not (tmp_path / "reproduce-times.json").exists()  # nothing computed, nothing recorded


def test_every_slow_row_declares_its_time_and_no_quick_row_declares_a_slow_one():
    for c in all_claims():
        assert expected_seconds(c) > 5 if c.slow else expected_seconds(c) <= 5, c.id
    with pytest.raises(ValueError, match="expected time"):
        claim(3, lambda: 3, slow=True)


def test_a_slow_row_runs_when_named_by_its_id_or_with_slow():
    run, left = select_claims("hypercube.")
    assert [c.id for c in left] == ["hypercube.4^3"] and len(run) == 9
    assert [c.id for c in select_claims("hypercube.4^3")[0]] == ["hypercube.4^3"]
    assert [c.id for c in select_claims("hypercube.", slow=True)[0]][-1] == "hypercube.4^3"
    run, left = select_claims()
    assert run and left and not any(c.slow for c in run) and all(c.slow for c in left)


def test_the_default_run_lists_the_slow_rows_it_leaves_out(tmp_path):
    """`--only impartial.kayles` as a default run of a part of the table: its slow row is listed, not computed."""
    slow = "impartial.kayles_misere_quotients"
    _record(tmp_path, {slow: 123.0})
    p = _reproduce("--only", "impartial.kayles", cache=tmp_path)
    assert p.returncode == 0, p.stderr
    assert p.stdout.count("\n    claim:     ") == 1 and f"] {slow} " not in p.stdout
    assert p.stdout.endswith("\n\nNot run: 1 slow claims (about 123 s in all); run them with `combgames reproduce "
                             "--slow`, or one with `combgames reproduce --only ID`:\n"
                             f"    {slow}  (about 123 s)\n")
    assert "[1/1] impartial.kayles_period ... (expected about" in p.stderr and "[2/" not in p.stderr
    p = _reproduce("--only", "impartial.kayles", "--json", cache=tmp_path)  # the standard output stays one JSON list
    assert len(json.loads(p.stdout)) == 1 and slow not in p.stdout
    assert "Not run: 1 slow claims" in p.stderr and f"{slow}  (about 123 s)" in p.stderr


def test_a_malformed_record_of_times_is_ignored(tmp_path):
    path = tmp_path / "reproduce-times.json"
    header = f'"format": "{FORMAT}", "version": {VERSION}'
    damaged = [
        "", "not json", "[1, 2]", '{"format": "pickle", "version": 1, "seconds": {}}',
        '{"format": "%s", "version": 2, "seconds": {}}' % FORMAT,
        '{"format": "%s", "version": true, "seconds": {}}' % FORMAT,
        "{%s, \"seconds\": [1]}" % header,
        "{%s, \"seconds\": {\"ttt.value\": -1}}" % header,
        "{%s, \"seconds\": {\"ttt.value\": NaN}}" % header,
        "{%s, \"seconds\": {\"ttt.value\": 1e999}}" % header,
        "{%s, \"seconds\": {\"ttt.value\": true}}" % header,
        "{%s, \"seconds\": {\"ttt.value\": \"__import__('os').system('touch pwned')\"}}" % header,
        "{%s, \"seconds\": {\"ttt.value\": 1, \"ttt.other\": null}}" % header,  # one bad field spoils the record
        "{%s, \"seconds\": {\"ttt.value\": 1}}" % header + " " * (1 << 20),  # longer than a record can be
    ]
    for text in damaged:
        path.write_text(text)
        assert read_times(path) == {}, text
    path.unlink()
    path.mkdir()
    assert read_times(path) == {}
    with pytest.raises(ValueError, match="it is a directory"):
        record_times({"ttt.value": 1.0}, path)
    path.rmdir()
    os.mkfifo(path)  # a FIFO is not waited on
    assert read_times(path) == {}
    with pytest.raises(ValueError, match=r"seconds\['ttt.value'\]"):
        parse_times("{%s, \"seconds\": {\"ttt.value\": \"1\"}}" % header)
    path.unlink()
    path.write_text(damaged[-3])  # through the command: the declared time is used, and the record rewritten whole
    p = _reproduce("--only", "ttt.value", cache=tmp_path)
    assert p.returncode == 0 and p.stderr.splitlines()[0].endswith(f"(expected about {QUICK_SECONDS:.1f} s)")
    assert list(read_times(path)) == ["ttt.value"] and not (tmp_path / "pwned").exists()
    assert [f.name for f in tmp_path.iterdir()] == [path.name]  # no temporary file left


def test_a_record_that_cannot_be_written_is_a_warning(tmp_path):
    (tmp_path / "reproduce-times.json").mkdir()
    p = _reproduce("--only", "ttt.value", cache=tmp_path)
    assert p.returncode == 0 and "[confirmed] ttt.value" in p.stdout
    assert p.stderr.splitlines()[-1].startswith("combgames reproduce: warning: the times of this run are not recorded")


def _wait_for(predicate, timeout=60.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def test_sigterm_during_a_run_prints_the_rows_done(tmp_path):
    err_file = tmp_path / "err"
    with open(err_file, "w") as err:
        p = subprocess.Popen([COMBGAMES, "reproduce"], env=_env(tmp_path), stdout=subprocess.PIPE, stderr=err,
                             text=True)
        _wait_for(lambda: "\n[3/" in err_file.read_text() and ": " in err_file.read_text().split("\n[3/")[-1])
        p.send_signal(signal.SIGTERM)
        out, _ = p.communicate(timeout=60)
    err = err_file.read_text()
    last = err.splitlines()[-1]
    assert p.returncode == 1 and "Traceback" not in err
    assert last.startswith("combgames reproduce: interrupted (SIGTERM) after ") and last.endswith(" claims")
    done = int(last.split(" after ")[1].split()[0])
    assert done >= 3 and out.count("\n    claim:     ") == done and f"\n\n{done} claims: " in out
    assert "Not run" not in out
    assert len(read_times(tmp_path / "reproduce-times.json")) == done  # the rows done are recorded


STUB = '''
import os, signal
import combgames.commands.reproduce as command

real_run_claims, real_format_row = command.run_claims, command.format_row


def run_claims(claims):  # a SIGTERM after the second row: {interrupt}
    for i, item in enumerate(real_run_claims(claims)):
        yield item
        if {interrupt} and i == 1:
            os.kill(os.getpid(), signal.SIGTERM)


def format_row(row):  # more signals while the table is printed
    for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        os.kill(os.getpid(), sig)
    return real_format_row(row)


command.run_claims, command.format_row = run_claims, format_row
'''


@pytest.mark.parametrize("interrupt", [True, False])
def test_more_signals_while_the_table_is_printed_keep_it_whole(tmp_path, interrupt):
    """Issue 26: a second SIGTERM emptied reproduce's output. Here signals come while every row is formatted:
    after a first SIGTERM (the rows done are printed) and after a run that ended (the whole table)."""
    stub = tmp_path / "stub"
    stub.mkdir()
    (stub / "sitecustomize.py").write_text(STUB.format(interrupt=interrupt))
    p = _reproduce("--only", "ttt.", cache=tmp_path, stub=stub)
    rows = 2 if interrupt else len(select_claims("ttt.")[0])
    assert len(select_claims("ttt.")[0]) > 2 and p.returncode == 1 and "Traceback" not in p.stderr
    assert p.stdout.count("\n    claim:     ") == rows and f"\n\n{rows} claims: " in p.stdout
    assert p.stdout.endswith(" s\n")
    last = p.stderr.splitlines()[-1]
    if interrupt:
        assert last == "combgames reproduce: interrupted (SIGTERM) after 2 claims"
    else:
        assert last == "combgames reproduce: interrupted (SIGTERM) while printing the table, which is complete"
    assert len(read_times(tmp_path / "reproduce-times.json")) == rows


@pytest.mark.slow
def test_the_default_run_takes_under_two_cpu_minutes(tmp_path):
    """Issue 25: the default run (slow rows left out) in under 2 CPU-minutes, every row computed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = _reproduce("--json", "--quiet", cache=tmp_path, timeout=1200)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    rows = json.loads(p.stdout)
    assert p.returncode == 0 and len(rows) == len(select_claims()[0])
    assert not any(r["verdict"] == "error" for r in rows)
    assert cpu < 120, f"{cpu:.0f} CPU-s"
