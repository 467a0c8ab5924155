"""The file of main-class representatives (designs.latin_representatives): round trip, totals, bad input."""

from __future__ import annotations

import gzip
import subprocess
import sys
from functools import lru_cache

import pytest

from designs import LatinSquare
from designs.classification import classify_latin_squares
from designs.latin_representatives import (
    FIRST_LINE,
    MAIN_CLASSES_ORDER8,
    check_main_classes,
    file_digest,
    main_classes_header,
    pack_squares,
    read_main_classes,
    write_main_classes,
)

# The number of Latin squares of order n (McKay-Meynert-Myrvold 2007, Table 1; OEIS A002860).
LATIN_SQUARES = {5: 161_280, 6: 812_851_200, 7: 61_479_419_904_000}
MAIN_CLASSES = {5: 2, 6: 12, 7: 147}


@lru_cache(maxsize=None)
def _species(n: int) -> list:
    return [(-1, c.representative, c.group_order) for c in classify_latin_squares(n).main_classes]


@pytest.mark.parametrize("n", [5, 6, 7])
def test_round_trip_and_totals(tmp_path, n):
    path = tmp_path / f"order{n}.txt.gz"
    assert write_main_classes(path, n, _species(n), split=2, pieces=3) == MAIN_CLASSES[n]
    assert main_classes_header(path).order == n and main_classes_header(path).classes == MAIN_CLASSES[n]
    read = list(read_main_classes(path))
    assert [r.square for r in read] == [s for _, s, _ in _species(n)]
    assert [r.index for r in read] == list(range(MAIN_CLASSES[n]))
    totals = check_main_classes(path)
    # the orbit-counting identity: the species partition the Latin squares of order n
    assert (totals.classes, totals.latin_squares) == (MAIN_CLASSES[n], LATIN_SQUARES[n])


def test_ranges_and_stable_bytes(tmp_path):
    a, b = tmp_path / "a.txt.gz", tmp_path / "b.txt.gz"
    write_main_classes(a, 7, _species(7))
    write_main_classes(b, 7, _species(7))
    assert file_digest(a) == file_digest(b)          # no time stamp in the gzip header
    middle = list(read_main_classes(a, start=10, stop=20))
    assert [r.index for r in middle] == list(range(10, 20))
    assert middle[0].square == _species(7)[10][1]


def _write_text(path, body: str, classes: int, order: int = 3) -> None:
    path.write_text(f"{FIRST_LINE}\n# order {order} classes {classes} split 0 pieces 0\n{body}", encoding="ascii")


@pytest.mark.parametrize("body, classes, message", [
    ("0 012 120 201 18\n0 012 121 201 18\n", 2, "line 4: not a Latin square"),
    ("0 01 10 01 8\n", 1, "row 0 has 2 symbols"),
    ("0 012 120 201 7\n", 1, "does not divide"),
    ("0 012 120 201\n", 1, "fields"),
    ("x 012 120 201 18\n", 1, "integers"),
    ("0 012 120 201 18\n", 2, "1 squares, but the header says 2"),
])
def test_bad_lines_name_the_problem(tmp_path, body, classes, message):
    path = tmp_path / "bad.txt"
    _write_text(path, body, classes)
    with pytest.raises(ValueError, match=message):
        list(read_main_classes(path))


def test_not_a_representatives_file(tmp_path):
    path = tmp_path / "other.txt"
    path.write_text("012 120 201\n", encoding="ascii")
    with pytest.raises(ValueError, match="not a main-class representatives file"):
        main_classes_header(path)
    with pytest.raises(ValueError, match="no such representatives file"):
        main_classes_header(tmp_path / "missing.txt")
    damaged = tmp_path / "damaged.txt.gz"
    damaged.write_bytes(gzip.compress(b"# combgames")[:12])
    with pytest.raises(ValueError, match="unreadable"):
        main_classes_header(damaged)


def test_pack_reads_the_leaders_of_the_classification_files(tmp_path):
    folder = tmp_path / "squares"
    folder.mkdir()
    cyclic = LatinSquare.cyclic(3)
    (folder / "piece-000000.txt").write_text("012 120 201  # atp 18 par 108\n", encoding="ascii")
    (folder / "piece-000001.txt").write_text("012 201 120  # atp 18\n", encoding="ascii")
    out = tmp_path / "packed.txt"
    assert pack_squares(folder, out, 3, 2, split=1) == 1
    (only,) = read_main_classes(out)
    assert (only.piece, only.square, only.autoparatopisms) == (0, cyclic, 108)
    with pytest.raises(ValueError, match="piece-000002.txt: missing"):
        pack_squares(folder, tmp_path / "more.txt", 3, 3)
    assert not (tmp_path / "more.txt").exists()      # nothing written on an error


def test_command_line_exit_codes(tmp_path):
    path = tmp_path / "order6.txt.gz"
    write_main_classes(path, 6, _species(6))
    ok = subprocess.run([sys.executable, "-m", "designs.latin_representatives", "check", str(path)],
                        capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0 and "812,851,200 Latin squares" in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "designs.latin_representatives", "check", str(tmp_path / "no")],
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "no such representatives file" in bad.stderr


@pytest.mark.slow
@pytest.mark.skipif(not MAIN_CLASSES_ORDER8.is_file(), reason="the order-8 representatives are not shipped")
def test_shipped_order8_file_is_complete():
    from importlib.resources import files

    from designs.latin_classes import ORDER8_RECORD, read_record

    totals = check_main_classes()
    assert totals.classes == 283_657
    assert totals.latin_squares == 108_776_032_459_082_956_800
    record = read_record(files("designs").joinpath(ORDER8_RECORD))
    assert totals.per_piece == {i: p.main_classes for i, p in enumerate(record.pieces) if p.main_classes}
