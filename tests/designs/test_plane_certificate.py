"""The plane search from a representatives file, its certificate and the separate checker
(designs.plane_search.search_representatives and search_main_classes, designs.plane_search_check).

Published values: PG(2, q) is the only plane of order 7 and 8 ... (Handbook of Combinatorial Designs, VII.2);
|PGammaL(3, 7)| = 7^3 (7^3 - 1)(7^2 - 1)(7 - 1) = 5,630,688 and |PGammaL(3, 9)| = 2 |PGL(3, 9)| = 84,913,920
(computed here as the group orders of the planes found). The whole order-9 run's certificate is checked in the
slow test at the end when a run has left it in the cache folder.
"""

import ast
import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from designs import LatinSquare
from designs.classification import classify_latin_squares
from designs.latin_representatives import write_main_classes
from designs.plane_search import arc_extensions, search_main_classes, search_representatives
from designs.plane_search_check import CertificateRejected, check_certificate, count_extensions
from designs.random_latin import random_latin_square

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def order7(tmp_path_factory):
    """The 12 main classes of order 6 (planes of order 7), their run (chunks of 5) and its certificate."""
    folder = tmp_path_factory.mktemp("o7")
    reps = folder / "order6.txt"
    write_main_classes(reps, 6, [(-1, c.representative, 1) for c in classify_latin_squares(6).main_classes])
    run = search_representatives(reps, journal=folder / "run.journal", certificate=folder / "run.cert.gz", chunk=5)
    return reps, folder, run


@pytest.fixture(scope="module")
def order9(tmp_path_factory):
    """The cyclic square of order 8 (its triangle lies in PG(2, 9)) and three random squares."""
    folder = tmp_path_factory.mktemp("o9")
    reps = folder / "order8.txt.gz"
    squares = [LatinSquare.cyclic(8)] + [random_latin_square(8, seed=s) for s in range(3)]
    write_main_classes(reps, 8, [(-1, L, 1) for L in squares])
    run = search_representatives(reps, certificate=folder / "run.cert.gz", chunk=3)
    return reps, folder, run


def _lines(path):
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def _write(path, records):
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r) + "\n")


def test_the_checker_imports_nothing_of_the_solver():
    """Neither the checker nor its own kernels import the search (the package designs.plane_search, any of its
    modules, its kernels) or its exact cover (designs.completion)."""
    own = {"designs.plane_search_check", "designs.plane_search_check_recount", "designs.plane_search_check_kernels"}
    search = {"designs.plane_search", "designs.plane_search_kernels", "designs.completion"}
    for name in own:
        tree = ast.parse((ROOT / Path(*name.split("."))).with_suffix(".py").read_text())
        imported = {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
        imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {f"{node.module}.{a.name}" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                     for a in node.names}                     # from designs import plane_search (a package)
        found = {n for n in imported - own if any(n == s or n.startswith(f"{s}.") for s in search)}
        assert not found, (name, found)


def test_the_chunks_count_what_the_search_of_each_square_finds(order7):
    reps, _, run = order7
    squares = [c.representative for c in classify_latin_squares(6).main_classes]
    expected = {i: len(arc_extensions(L)) for i, L in enumerate(squares)}
    assert run.extension_counts == {i: k for i, k in expected.items() if k}
    assert {i: count_extensions(L.array.tolist()) for i, L in enumerate(squares)} == expected   # the checker's own
    assert run.searched == 12 and sorted(run.chunks) == [0, 5, 10]
    assert [(p.name, p.group_order) for p in run.planes] == [("desarguesian", 5_630_688)]
    part = search_main_classes(reps, start=5, stop=10)
    assert (part.start, part.stop, len(part.nodes)) == (5, 10, 5) and part.extensions == run.chunks[5].extensions


def test_the_certificate_checks(order7, order9):
    reps, folder, run = order7
    report = check_certificate(folder / "run.cert.gz", reps, recount_sample=12)
    assert (report.squares, report.extending, report.extensions) == (12, run.extending, run.extensions)
    assert report.planes == [("desarguesian", 5_630_688, run.completions)] and report.recounted == 12
    reps9, folder9, run9 = order9
    report = check_certificate(folder9 / "run.cert.gz", reps9, recount_sample=4)
    assert report.planes == [("desarguesian", 84_913_920, 2)]       # the two labelled PG(2, 9) on Z_8's triangle
    assert (report.extending, report.extensions, report.completing) == (1, 2, 2)


def test_a_resumed_run_writes_the_same_certificate(order7, tmp_path):
    reps, folder, run = order7
    journal = tmp_path / "run.journal"
    lines = (folder / "run.journal").read_text().splitlines()
    journal.write_text("\n".join(lines[:3]) + "\n")             # the head and two tasks: the rest runs again
    again = search_representatives(reps, journal=journal, certificate=tmp_path / "again.cert.gz", chunk=5)
    assert (tmp_path / "again.cert.gz").read_bytes() == (folder / "run.cert.gz").read_bytes()
    assert again.extension_counts == run.extension_counts


def test_another_runs_journal_is_refused_and_left_as_it_is(order7, order9, tmp_path):
    reps, folder, _ = order7
    before = (folder / "run.journal").read_bytes()
    with pytest.raises(ValueError, match="journal of another run"):
        search_representatives(order9[0], journal=folder / "run.journal", chunk=5)
    with pytest.raises(ValueError, match="journal of another run"):
        search_representatives(reps, journal=folder / "run.journal", chunk=4)
    assert (folder / "run.journal").read_bytes() == before


def _tampered(order7, tmp_path, change):
    reps, folder, _ = order7
    records = _lines(folder / "run.cert.gz")
    change(records)
    _write(tmp_path / "bad.cert.gz", records)
    return lambda: check_certificate(tmp_path / "bad.cert.gz", reps, recount_sample=12)


def _first(records, key):
    return next(r for r in records if key in r)


def _count_up(records):
    chunk = next(r for r in records if r.get("extensions"))
    key = next(iter(chunk["extensions"]))
    chunk["extensions"][key] += 1
    records[-1]["end"]["extensions"] += 1


def _hide_a_square(records):          # drop a square with an extension, its partial planes and its planes' leaves
    chunk = next(r for r in records if r.get("extensions"))
    key = next(iter(chunk["extensions"]))
    k = chunk["extensions"].pop(key)
    gone = [r for r in records if r.get("square") == int(key)]
    records[:] = [r for r in records if r.get("square") != int(key)]
    plane = _first(records, "plane")
    leaves = sum(json.dumps(r["tree"]).count('"plane": true') for r in gone)
    plane["completions"] -= leaves
    if plane["completions"] == 0:
        records.remove(plane)
    end = records[-1]["end"]
    end["extending"] -= 1
    end["extensions"] -= k
    end["completing"] -= sum('"plane": true' in json.dumps(r["tree"]) for r in gone)
    end["completions"] -= leaves
    end["planes"] = sum("plane" in r for r in records[:-1])


def _truncate_tree(records):         # a subtree cut off: its node claims to be a plane
    tree = _first(records, "square")["tree"]
    tree["children"][0] = {"plane": True}


def _drop_a_branch(records):         # a branch left out at the root (the refutation of a completing partial plane)
    tree = _first(records, "square")["tree"]
    tree["lines"].pop()
    tree["children"].pop()


@pytest.mark.parametrize("change, problem", [
    (_count_up, "fewer partial planes than its count"),
    (lambda records: _first(records, "square")["lines"].pop(), "lines, not"),
    (lambda records: _first(records, "square")["lines"][-1].pop(), "malformed lines"),
    (_truncate_tree, "marked a plane"),
    (_drop_a_branch, "not all the possible ones"),
    (_hide_a_square, "counted here"),
    (lambda records: records.pop(), "cut short"),
    (lambda records: records.pop(1), "counts of squares 0"),
    (lambda records: _first(records, "plane").update(group_order=1), "|G|"),
])
def test_a_tampered_certificate_is_rejected(order7, tmp_path, change, problem):
    check = _tampered(order7, tmp_path, change)
    with pytest.raises(CertificateRejected, match=problem):
        check()


def test_bad_input_is_one_clear_error(order7, order9, tmp_path):
    reps, folder, _ = order7
    write_main_classes(tmp_path / "order2.txt", 2, [(-1, LatinSquare.cyclic(2), 1)])
    with pytest.raises(ValueError, match="order at least 3"):
        search_representatives(tmp_path / "order2.txt")
    with pytest.raises(CertificateRejected, match="another representatives file"):
        check_certificate(folder / "run.cert.gz", order9[0])
    (tmp_path / "junk.gz").write_bytes(gzip.compress(b"hello\n"))
    with pytest.raises(ValueError, match="not a plane-search certificate"):
        check_certificate(tmp_path / "junk.gz", reps)
    with pytest.raises(ValueError, match="no such representatives file"):
        search_representatives(tmp_path / "missing.txt")


def _run(*args):
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_the_commands_run_check_and_refuse(order7, tmp_path):
    reps, folder, _ = order7
    done = _run("designs.plane_search", "--representatives", str(reps), "--journal", str(tmp_path / "j"),
                "--chunk", "6")
    assert done.returncode == 0, done.stderr
    assert "12 of 12 squares searched" in done.stdout and (tmp_path / "j.certificate.jsonl.gz").exists()
    good = _run("designs.plane_search_check", str(tmp_path / "j.certificate.jsonl.gz"), "--representatives",
                str(reps), "--sample", "3")
    assert good.returncode == 0 and "certificate checked" in good.stdout, good.stderr
    _write(tmp_path / "bad.gz", _lines(tmp_path / "j.certificate.jsonl.gz")[:-1])
    bad = _run("designs.plane_search_check", str(tmp_path / "bad.gz"), "--representatives", str(reps))
    assert bad.returncode == 1 and bad.stderr.strip().count("\n") == 0 and "cut short" in bad.stderr
    for args in (["designs.plane_search_check", str(tmp_path / "missing.gz"), "--representatives", str(reps)],
                 ["designs.plane_search_check", str(reps), "--representatives", str(reps)],
                 ["designs.plane_search", "--representatives", str(reps), "--pieces", "0:3"],
                 ["designs.plane_search", "--representatives", str(reps), "--journal", str(folder / "run.journal"),
                  "--chunk", "4"]):
        out = _run(*args)
        assert out.returncode == 2 and out.stderr.startswith("error: ") and out.stderr.count("\n") == 1, (args, out)


@pytest.mark.slow
def test_the_whole_order_9_runs_certificate_checks():
    from combgames.base.checkpoint import default_cache_dir
    from designs.latin_representatives import MAIN_CLASSES_ORDER8

    path = default_cache_dir() / "plane-search-representatives-order-9.certificate.jsonl.gz"
    if not path.exists() or not MAIN_CLASSES_ORDER8.exists():
        pytest.skip("no whole run's certificate in the cache folder (run the row planes9.search_all_squares)")
    report = check_certificate(path, recount_sample=100, seed=2026)
    assert report.squares == 283_657
    assert sorted(g for _, g, _ in report.planes) == [33_696, 311_040, 311_040, 84_913_920]
    assert {name for name, _, _ in report.planes} == {"desarguesian", "hall", "dual-hall", "hughes"}
