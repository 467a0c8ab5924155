"""``combgames design``: every kind of design and every table through the installed console script.

Each printed design is read back from the output and counted again here (every pair, or every triple for the
3-designs), independently of the library's own check; every refusal is exit 2 with one line naming the reason.
"""

from __future__ import annotations

import itertools
import json
import shutil
import subprocess
from collections import Counter

import pytest

COMBGAMES = shutil.which("combgames") or pytest.fail("the combgames console script is not installed")


def _run(*args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run([COMBGAMES, "design", *args], capture_output=True, text=True, timeout=timeout)


def _json(*args: str) -> dict:
    done = _run(*args, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _lambda(blocks: list[list], t: int, v: int) -> int:
    """The one number of blocks through every t-subset of the v points (fails if they differ)."""
    counts = Counter(sub for b in blocks for sub in itertools.combinations(sorted(b), t))
    assert len(counts) == len(list(itertools.combinations(range(v), t)))
    (lam,) = set(counts.values())
    return lam


@pytest.mark.parametrize("args, t, v, k, lam", [
    (("bibd", "13", "4"), 2, 13, 4, 1),
    (("bibd", "25", "5"), 2, 25, 5, 1),
    (("bibd", "28", "4"), 2, 28, 4, 1),
    (("sts", "19"), 2, 19, 3, 1),
    (("kts", "21"), 2, 21, 3, 1),
    (("sqs", "16"), 3, 16, 4, 1),
    (("hadamard", "12", "--design", "2"), 2, 11, 5, 2),
    (("hadamard", "16", "--design", "3"), 3, 16, 8, 3),
])
def test_every_design_printed_is_a_design(args, t, v, k, lam):
    doc = _json(*args)
    p = doc["parameters"]
    assert (p["t"], p["v"], p["k"], p["lambda"]) == (t, v, k, lam) and doc["construction"]
    index = {x: i for i, x in enumerate(doc["points"])}
    blocks = [[index[x] for x in b] for b in doc["blocks"]]
    assert {len(b) for b in blocks} == {k} and len(blocks) == p["b"]
    assert _lambda(blocks, t, v) == lam
    if args[0] == "kts":
        for parallel_class in doc["resolution"]:
            assert sorted(x for j in parallel_class for x in blocks[j]) == list(range(v))


def test_the_text_form_names_the_construction_and_lists_the_blocks():
    done = _run("sts", "7")
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and lines[0] == "2-(7,3,1) design: v = 7, b = 7, r = 3"
    assert lines[1].startswith("construction: ") and len(lines) == 2 + 7
    blocks = [list(map(int, line.split())) for line in lines[2:]]
    assert _lambda(blocks, 2, 7) == 1


def test_kirkman_prints_one_paragraph_per_parallel_class():
    out = _run("kts", "9").stdout
    assert out.count("parallel class") == 4  # r = (v - 1) / 2 classes of v / 3 blocks


def test_difference_family_develops_into_a_design():
    doc = _json("difference-family", "37", "4")
    base = doc["base_blocks"]
    assert len(base) == 3  # (v - 1) / (k (k - 1)) base blocks
    differences = Counter((a - b) % 37 for block in base for a, b in itertools.permutations(block, 2))
    assert set(differences) == set(range(1, 37)) and set(differences.values()) == {1}


def test_hadamard_matrix_rows_are_orthogonal():
    doc = _json("hadamard", "20")
    rows = doc["rows"]
    assert len(rows) == 20 and all(len(r) == 20 and set(r) <= {-1, 1} for r in rows)
    assert all(sum(a * b for a, b in zip(rows[i], rows[j])) == 0 for i, j in itertools.combinations(range(20), 2))


def test_orthogonal_array_of_strength_three():
    doc = _json("oa", "6", "4", "--strength", "3")
    rows = doc["rows"]
    assert len(rows) == 64
    for cols in itertools.combinations(range(6), 3):
        assert len({tuple(r[c] for c in cols) for r in rows}) == 64  # every triple of symbols once


def test_explain_builds_nothing_and_names_the_construction():
    for args, word in ((("bibd", "13", "4", "--explain"), "projective plane"),
                       (("hadamard", "12", "--explain"), "Paley"),
                       (("oa", "6", "5", "-t", "3", "--explain"), "Bush")):
        done = _run(*args)
        assert done.returncode == 0 and word in done.stdout and len(done.stdout.splitlines()) == 1


def test_classify_counts_the_two_sts13_with_their_groups_and_pasch_configurations():
    done = _run("classify", "sts", "13", "--json")
    doc = json.loads(done.stdout)
    assert doc["classes"] == 2
    assert sorted((s["automorphisms"], s["pasch"]) for s in doc["systems"]) == [(6, 8), (39, 13)]
    # labelled STS(13): 1,197,504,000 (OEIS A001201), = the orbit-stabiliser sum of 13! / |Aut| over the classes
    assert doc["labelled"] == 1197504000 == sum(6227020800 // s["automorphisms"] for s in doc["systems"])


@pytest.mark.parametrize("family, extra, first", [
    ("bibd", ("--v-max", "40"), ("k", "v", "status", "how")),
    ("hadamard", ("--max", "40"), ("n", "status", "how")),
    ("oa", ("--max", "9"), ("n", "t", "built k", "upper bound", "construction")),
    ("mols", ("--max", "20"), ("n", "mols", "construction")),
])
def test_tables_print_a_header_and_one_row_per_entry(family, extra, first):
    done = _run("table", family, *extra)
    assert done.returncode == 0, done.stderr
    header, rule = done.stdout.splitlines()[:2]
    assert all(word in header for word in first) and set(rule) == {"-", " "}
    doc = _json("table", family, *extra)
    assert doc["table"] == family and len(doc["rows"]) == len(done.stdout.splitlines()) - 2  # a line a row


def test_bibd_table_statuses():
    rows = _json("table", "bibd", "--v-max", "100")["rows"]
    status = {(r["k"], r["v"]): r["status"] for r in rows}
    assert status[(3, 99)] == "built" and status[(3, 10)] == "none"
    assert status[(4, 100)] == "built" and status[(5, 85)] == "built" and status[(5, 30)] == "none"


@pytest.mark.parametrize("args, word", [
    (("bibd", "10", "3"), "not 1 or 3 mod 6"),
    (("sts", "8"), "mod 6"),
    (("kts", "13"), "3 mod 6"),
    (("sqs", "9"), "mod 6"),
    (("hadamard", "6"), "4"),
    (("hadamard", "668"), "668"),
    (("oa", "9", "5", "-t", "3"), "exceeds"),
    (("bibd", "13", "x"), "invalid int"),
    (("classify", "sts", "19"), "19"),
])
def test_bad_requests_are_one_line_and_exit_2(args, word):
    done = _run(*args)
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and word in lines[0] and "Traceback" not in done.stderr
