"""The checker's recount of the extensions through P and Q (designs.plane_search_check_recount, compiled in
designs.plane_search_check_kernels), the full recount of every square with its journal, and the shipped
certificate of the order-9 run.

Independent computations compared: the compiled count against the checker's Python count
(:func:`designs.plane_search_check_recount.count_extensions`, a different program of the same definition) on every main
class of orders 4-6 and on a sample of order 8 holding squares with and without extensions; both against the
counts the search wrote into the shipped certificate. Published value: PG(2, 5) is the only plane of order 5
(Handbook of Combinatorial Designs, VII.2), whose cyclic triangle square has 2 extensions (computed here, not
published).
"""

import ast
import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from designs.classification import classify_latin_squares
from designs.latin_representatives import MAIN_CLASSES_ORDER8, main_classes_header, read_main_classes, \
    write_main_classes
import designs.plane_search_check as checker
from designs.plane_search_check import SHIPPED_CERTIFICATE, CertificateRejected, check_certificate
from designs.plane_search_check_recount import ZERO_CHUNK, count_extensions, count_extensions_compiled

ROOT = Path(__file__).resolve().parents[2]

SEARCH_CODE = ("designs.plane_search", "designs.plane_search_kernels", "designs.completion")
"""The solver's modules (and the exact-cover completion code): the checker imports none of them."""


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    found = {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
    found |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    return found


CHECKER = ("designs.plane_search_check", "designs.plane_search_check_recount", "designs.plane_search_check_kernels")
"""The checker's modules: the replay of the trees and certificates, its recount of the extensions, its kernel."""


@pytest.mark.parametrize("name", CHECKER)
def test_the_checker_its_recount_and_its_kernel_import_no_search_code(name):
    imported = _imports((ROOT / Path(*name.split("."))).with_suffix(".py"))
    search = {m for m in imported if m in SEARCH_CODE or m.startswith("designs.plane_search.")
              or m.startswith("designs.completion.")}
    assert not search, search
    assert all(m in CHECKER or not m.startswith("designs.plane_search_") for m in imported), imported


def test_the_checker_re_exports_the_recount():
    assert (checker.count_extensions, checker.count_extensions_compiled, checker.ZERO_CHUNK) == \
        (count_extensions, count_extensions_compiled, ZERO_CHUNK)
    assert {"count_extensions", "count_extensions_compiled", "ZERO_CHUNK"} <= set(checker.__all__)


@pytest.mark.parametrize("m", [4, 5, 6])
def test_compiled_and_python_counts_agree_on_every_main_class(m):
    squares = [c.representative.array.tolist() for c in classify_latin_squares(m).main_classes]
    python = [count_extensions(rows) for rows in squares]
    assert count_extensions_compiled(squares) == python
    assert any(python) if m != 5 else not any(python)          # no plane of order 6: no extension at all


def _certificate_counts(path):
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return {int(k): v for line in f for k, v in json.loads(line).get("extensions", {}).items()}


def _squares(indices):
    return {e.index: e.square.array.tolist() for i in indices for e in read_main_classes(start=i, stop=i + 1)}


def test_compiled_and_python_counts_agree_on_order_8_squares_with_and_without_extensions():
    counts = _certificate_counts(SHIPPED_CERTIFICATE)
    nonzero = [6939, 6940, 36052, 264118]                                  # 2, 8, 1 and 6 extensions
    zeros = [0, 1, 99_999, 283_656]
    squares = _squares(nonzero + zeros)
    compiled = count_extensions_compiled([squares[i] for i in nonzero + zeros])
    assert compiled == [count_extensions(squares[i]) for i in nonzero + zeros]       # sampled: 8 squares
    assert compiled == [counts.get(i, 0) for i in nonzero + zeros] and all(compiled[:4]) and not any(compiled[4:])


def test_the_compiled_count_grows_its_room_for_candidates():
    rows = [[(r + c) % 4 for c in range(4)] for r in range(4)]
    assert count_extensions_compiled([rows, rows], budget=0.0) == [2, 2]
    from designs.plane_search_check_kernels import count_squares
    import numpy as np

    counts, nodes = np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64)
    assert count_squares(np.array([rows]), 3, counts, nodes) == 0            # 3 is too little room: none done
    assert count_squares(np.array([rows]), 64, counts, nodes) == 1 and counts[0] == 2 and nodes[0] > 0


def test_bad_squares_are_refused():
    with pytest.raises(ValueError, match="order at least 3"):
        count_extensions_compiled([[0, 1], [1, 0]])
    with pytest.raises(ValueError, match="square 1 is not a Latin square"):
        count_extensions_compiled([[[0, 1, 2], [1, 2, 0], [2, 0, 1]], [[0, 1, 2], [0, 1, 2], [0, 1, 2]]])


@pytest.fixture(scope="module")
def order7(tmp_path_factory):
    """The 12 main classes of order 6 and the certificate of their search (chunks of 5)."""
    from designs.plane_search import search_representatives          # the solver, run here only to make a certificate

    folder = tmp_path_factory.mktemp("o7")
    reps = folder / "order6.txt"
    write_main_classes(reps, 6, [(-1, c.representative, 1) for c in classify_latin_squares(6).main_classes])
    search_representatives(reps, journal=folder / "run.journal", certificate=folder / "run.cert.gz", chunk=5)
    return reps, folder


def _write(path, records):
    with gzip.open(path, "wt", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r) + "\n")


def test_every_square_recounted_through_a_journal_that_resumes(order7, tmp_path):
    reps, folder = order7
    lines = []
    report = check_certificate(folder / "run.cert.gz", reps, recount_sample="all", journal=tmp_path / "z.journal",
                               chunk=5, progress=lines.append)
    assert report.all_recounted and (report.recounted, report.sampled) == (12, 12 - report.extending)
    assert len(lines) == 3 and "recounted 12 of 12 squares" in lines[-1] and "all zeros recounted" in str(report)
    journal = (tmp_path / "z.journal").read_text().splitlines()
    assert len(journal) == 4
    (tmp_path / "z.journal").write_text("\n".join(journal[:2]) + "\n")      # one chunk kept: the other two again
    again = []
    check_certificate(folder / "run.cert.gz", reps, recount_sample="all", journal=tmp_path / "z.journal", chunk=5,
                      progress=again.append)
    assert len(again) == 2 and "this process: 7 " in again[-1]
    before = (tmp_path / "z.journal").read_bytes()
    with pytest.raises(ValueError, match="journal of another run"):          # another chunk size
        check_certificate(folder / "run.cert.gz", reps, recount_sample="all", journal=tmp_path / "z.journal",
                          chunk=4)
    assert (tmp_path / "z.journal").read_bytes() == before


def test_a_hidden_extension_is_found_by_the_full_recount_only(order7, tmp_path):
    reps, folder = order7
    with gzip.open(folder / "run.cert.gz", "rt", encoding="utf-8") as f:
        records = [json.loads(line) for line in f]
    for r in records:                              # the first square with an extension, hidden
        if r.get("extensions"):
            key = next(iter(r["extensions"]))
            hidden, k = int(key), r["extensions"].pop(key)
            break
    gone = [r for r in records if r.get("square") == hidden]
    records = [r for r in records if r.get("square") != hidden]
    leaves = sum(json.dumps(r["tree"]).count('"plane": true') for r in gone)
    plane = next(r for r in records if "plane" in r)
    plane["completions"] -= leaves
    end = records[-1]["end"]
    end.update(extending=end["extending"] - 1, extensions=end["extensions"] - k,
               completing=end["completing"] - sum('"plane": true' in json.dumps(r["tree"]) for r in gone),
               completions=end["completions"] - leaves)
    if plane["completions"] == 0:
        records.remove(plane)
        end["planes"] -= 1
    _write(tmp_path / "hid.cert.gz", records)
    check_certificate(tmp_path / "hid.cert.gz", reps, recount_sample=0)         # a sample of no zeros misses it
    with pytest.raises(CertificateRejected, match=f"square {hidden}: 0 extensions .* {k} counted here"):
        check_certificate(tmp_path / "hid.cert.gz", reps, recount_sample="all", journal=tmp_path / "h.journal")
    with pytest.raises(CertificateRejected, match=f"square {hidden}: 0 extensions"):     # and the Python recount
        check_certificate(tmp_path / "hid.cert.gz", reps, recount_sample=12, recounter="python")


def test_another_certificates_journal_is_refused(order7, tmp_path):
    reps, folder = order7
    check_certificate(folder / "run.cert.gz", reps, recount_sample="all", journal=tmp_path / "z.journal", chunk=5)
    with gzip.open(folder / "run.cert.gz", "rt", encoding="utf-8") as f:
        records = [json.loads(line) for line in f]
    _write(tmp_path / "same.cert.gz", records)                 # the same records written again: other bytes
    before = (tmp_path / "z.journal").read_bytes()
    with pytest.raises(ValueError, match="journal of another run"):
        check_certificate(tmp_path / "same.cert.gz", reps, recount_sample="all", journal=tmp_path / "z.journal",
                          chunk=5)
    assert (tmp_path / "z.journal").read_bytes() == before


def _run(*args):
    return subprocess.run([sys.executable, "-m", "designs.plane_search_check", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)


def test_the_command_recounts_all_and_refuses_bad_input(order7, tmp_path):
    reps, folder = order7
    cert = str(folder / "run.cert.gz")
    done = _run(cert, "--representatives", str(reps), "--zeros", "all", "--journal", str(tmp_path / "z"),
                "--chunk", "6")
    assert done.returncode == 0 and "all 12 squares" in done.stdout, done.stderr
    assert done.stderr.count("recounted ") == 2
    for args in ([cert, "--representatives", str(reps), "--zeros", "some"],
                 [cert, "--representatives", str(reps), "--zeros", "all", "--journal", str(tmp_path / "z"),
                  "--chunk", "5"],
                 [cert, "--representatives", str(reps), "--zeros", "all", "--journal", str(tmp_path / "z"),
                  "--chunk", "0"]):
        out = _run(*args)
        assert out.returncode == 2 and out.stderr.startswith("error: ") and out.stderr.count("\n") == 1, (args, out)


def test_the_shipped_certificate_names_the_shipped_representatives():
    with gzip.open(SHIPPED_CERTIFICATE, "rt", encoding="utf-8") as f:
        head = json.loads(f.readline())
    header = main_classes_header(MAIN_CLASSES_ORDER8)
    assert head["order"] == 9 and head["representatives"]["classes"] == header.classes == 283_657
    import hashlib

    assert head["representatives"]["sha256"] == hashlib.sha256(MAIN_CLASSES_ORDER8.read_bytes()).hexdigest()
    counts = _certificate_counts(SHIPPED_CERTIFICATE)
    assert (len(counts), sum(counts.values())) == (23, 327)


@pytest.mark.slow
def test_the_shipped_certificate_checks():
    report = check_certificate(recount_sample=20, seed=2026)
    assert (report.squares, report.completing, len(report.planes)) == (283_657, 325, 4)
    assert sorted(g for _, g, _ in report.planes) == [33_696, 311_040, 311_040, 84_913_920]
    assert report.recounted == 43 and not report.all_recounted
