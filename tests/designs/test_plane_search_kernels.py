"""The compiled kernels of the plane search (designs.plane_search_kernels) against the Python paths.

Three computations of the extensions through the 5-arc A, B, C, P, Q are compared:

* the kernels compiled (``backend="numba"``) and run as Python (``backend="python"``, the reference): the same
  code, so the same extensions in the same order;
* an independent search: the exact cover over *pairs* of points (:func:`designs.plane_search.lines_through`
  with the points P and Q: Knuth's dancing links of :mod:`designs.completion`, candidates from the near
  transversals sharing no pair with the triangle's lines), its covers kept when their lines meet pairwise in
  exactly one point (as two lines of a plane do): the definition, not the bitset search. It takes about a
  minute per square of order 8, so there it runs on a few squares only (slow).
"""

import itertools
import json
import subprocess
import sys

import numpy as np
import pytest

import designs.plane_search as plane_search
import designs.plane_search.search as ps
from designs.plane_search import triangle
from designs import LatinSquare
from designs import plane_search_kernels as K
from designs.classification import classify_latin_squares
from designs.latin_text import parse_square_line
from designs.plane_search import (PieceSearch, arc_cells, arc_extensions, lines_through, search_in_pieces,
                                  search_piece, triangle_lines)
from designs.random_latin import random_latin_square


def _by_pairs(square):
    """The extensions through P and Q by the independent exact cover over pairs (module docstring)."""
    m = square.order
    (pr, pc), (qr, qc) = arc_cells(square)
    p, q = 3 + 3 * m + pr * m + pc, 3 + 3 * m + qr * m + qc
    return [cover for cover in lines_through(square, triangle_lines(square), [p, q])
            if all(len(set(a) & set(b)) == 1 for a, b in itertools.combinations(cover, 2))]


def _random_squares(n, count, seed):
    return [random_latin_square(n, seed=seed + k) for k in range(count)]


@pytest.mark.parametrize("n", [4, 5, 6])
def test_the_kernel_and_the_pair_search_agree_on_every_main_class(n):
    for c in classify_latin_squares(n).main_classes:
        found = arc_extensions(c.representative, backend="numba")
        assert sorted(found) == sorted(_by_pairs(c.representative))
        assert found == arc_extensions(c.representative, backend="python")


def test_the_kernel_and_the_pair_search_agree_on_squares_of_order_7():
    for L in [LatinSquare.cyclic(7)] + _random_squares(7, 3, seed=70):          # Z_7: 4 extensions
        assert sorted(arc_extensions(L, backend="numba")) == sorted(_by_pairs(L))
    assert len(arc_extensions(LatinSquare.cyclic(7))) == 4


@pytest.mark.parametrize("n", [6, 7])
def test_compiled_and_python_kernels_agree_on_random_squares(n):
    for L in _random_squares(n, 3, seed=100 * n) + [LatinSquare.cyclic(n)]:     # Z_6: 2 extensions, Z_7: 4
        assert arc_extensions(L, backend="numba") == arc_extensions(L, backend="python")


@pytest.mark.slow
def test_compiled_and_python_kernels_agree_where_order_8_extends():
    # the square of PG(2, 9)'s triangle (Z_8) has 2 extensions; its isotope by a column swap too
    for L in (LatinSquare.cyclic(8), LatinSquare(LatinSquare.cyclic(8).array[:, [0, 2, 1, 3, 4, 5, 6, 7]])):
        found = arc_extensions(L, backend="numba")
        assert len(found) == 2 and all(len(e) == 13 for e in found)
        assert found == arc_extensions(L, backend="python")


@pytest.mark.slow
def test_compiled_and_python_kernels_agree_on_random_squares_of_order_8():
    for L in _random_squares(8, 2, seed=800):            # about 40 s each as Python
        assert arc_extensions(L, backend="numba") == arc_extensions(L, backend="python")


@pytest.mark.slow
def test_the_kernel_and_the_pair_search_agree_on_random_squares_of_order_8():
    for L in _random_squares(8, 2, seed=880) + [LatinSquare.cyclic(8)]:       # about a minute each by pairs
        assert sorted(arc_extensions(L)) == sorted(_by_pairs(L))


@pytest.mark.slow
def test_compiled_and_python_kernels_agree_on_the_squares_of_the_known_planes():
    from designs.nondesarguesian import planes_of_order_9
    from designs.plane_search import expected_squares

    expected = expected_squares(planes_of_order_9())
    assert len(expected) == 21
    for e in expected:                                    # about 20 s a square as Python
        L = LatinSquare(e.representative)
        found = arc_extensions(L, backend="numba")
        assert len(found) == e.total                      # one extension per completion (module docstring)
        assert found == arc_extensions(L, backend="python")


def test_a_search_stopped_and_resumed_finds_the_same_extensions(monkeypatch):
    L = LatinSquare.cyclic(6)
    whole = arc_extensions(L)
    assert len(whole) > 1
    monkeypatch.setattr(ps, "_BUDGET", 3)                 # return to Python every 3 nodes
    monkeypatch.setattr(ps, "_OUT_ROWS", 1)               # and after every extension
    assert arc_extensions(L) == whole
    assert arc_extensions(L, backend="python") == whole


def test_the_search_polls_the_stop_flag(monkeypatch):
    square = np.array(LatinSquare.cyclic(8).array, dtype=np.int64)
    calls = []
    lister, setup, search = ps._kernels("numba")

    def stopped(*args):                                   # the stop flag set before each call
        control = args[-2]
        control[K.CONTROL_STOP] = 1
        status = search(*args)
        calls.append((status, int(control[K.CONTROL_NODES])))
        control[K.CONTROL_STOP] = 0
        return status

    monkeypatch.setattr(ps, "_kernels", lambda backend: (lister, setup, stopped))
    assert len(ps.arc_extension_masks(square, "numba")[1]) == 2
    assert calls[0] == (K.PAUSED, K.POLL_EVERY)            # stopped at its first look at the flag
    assert calls[-1][0] == K.DONE and len(calls) > 1


def test_the_lines_through_a_cell_are_the_near_transversals():
    square = np.array(random_latin_square(7, seed=5).array, dtype=np.int64)
    expected = triangle._lines_through_cell(square.tolist(), (2, 3))
    masks = ps._cell_lines(ps._kernels("numba")[0], square, (2, 3), -1, K.words(64))
    assert [tuple(ps._mask_points(w)) for w in masks] == expected
    small = np.zeros((3, K.words(64)), dtype=np.int64)     # too small: the count asks for more room
    assert K.cell_lines(square, 7, 2, 3, -1, small) == len(expected)


# ------------------------------------------------------------------------------- the run and its journal

def test_a_run_resumes_from_its_journal(tmp_path):
    journal = tmp_path / "run.journal"
    whole = search_in_pieces(7, split_rows=3)
    first = search_in_pieces(7, split_rows=3, pieces=range(0, 9), journal=journal)
    assert len(first.pieces) == 9
    with open(journal, "a") as f:
        f.write('{"order":7,"split_rows":3,"index":12,"squa')          # a line cut short by a kill
    ran = []
    resumed = search_in_pieces(7, split_rows=3, journal=journal, progress=ran.append)
    assert len(resumed.pieces) == whole.total_pieces == 16
    assert (resumed.squares, resumed.extending, resumed.extensions) == (whole.squares, whole.extending,
                                                                        whole.extensions) == (12, 2, 5)
    lines = journal.read_text().splitlines()
    assert len([line for line in lines if line.startswith("{")]) == 16 + 1        # the torn line kept, skipped
    again = search_in_pieces(7, split_rows=3, journal=journal)
    assert len(again.pieces) == 16 and journal.read_text().splitlines() == lines  # nothing left to run
    for piece in again.pieces:                   # the extending squares are kept, with their counts
        for position, text in piece.extending.items():
            assert len(arc_extensions(parse_square_line(text))) == piece.extensions[position]


def test_a_run_through_an_executor_gives_the_same_pieces(tmp_path):
    from combgames.base.executors import make_executor

    alone = search_in_pieces(6, split_rows=3)
    with make_executor("process", 1) as pool:
        pooled = search_in_pieces(6, split_rows=3, executor=pool, journal=tmp_path / "o6.journal")
    key = lambda r: sorted((p.index, p.squares, p.extensions) for p in r.pieces)      # noqa: E731
    assert key(pooled) == key(alone) and search_in_pieces(6, split_rows=3, journal=tmp_path / "o6.journal"
                                                           ).squares == alone.squares == 2


def test_another_runs_journal_is_refused_and_left_as_it_is(tmp_path):
    journal = tmp_path / "run.journal"
    search_in_pieces(6, split_rows=3, pieces=[0], journal=journal)
    before = journal.read_bytes()
    with pytest.raises(ValueError, match="another run"):
        search_in_pieces(7, split_rows=3, journal=journal)
    with pytest.raises(ValueError, match="another run"):
        search_in_pieces(6, split_rows=2, journal=journal)
    assert journal.read_bytes() == before
    other = tmp_path / "notes.txt"
    other.write_text("my notes\n")
    with pytest.raises(ValueError, match="not a journal"):
        search_in_pieces(6, split_rows=3, journal=other)
    assert other.read_text() == "my notes\n"
    with pytest.raises(ValueError, match="directory"):
        search_in_pieces(6, split_rows=3, journal=tmp_path)


def test_a_piece_round_trips_through_its_json():
    piece = search_piece(0, split_rows=2, order=5)
    data = json.loads(json.dumps(piece.as_json()))
    assert PieceSearch.from_json(data, 5, 2, 10) == piece
    for bad in ({**data, "order": 6}, {**data, "squares": -1}, {**data, "extensions": {"0": "2"}},
                {**data, "extending": {"0": "01 10"}}, {**data, "index": 10}, []):
        with pytest.raises(ValueError, match="not a piece"):
            PieceSearch.from_json(bad, 5, 2, 10)


def _command(*args):
    return subprocess.run([sys.executable, "-m", "designs.plane_search", *args], capture_output=True, text=True,
                          timeout=300)


def test_the_command_runs_resumes_and_refuses_bad_input(tmp_path):
    journal = str(tmp_path / "o7.journal")
    out = _command("--order", "7", "--split", "3", "--journal", journal)
    assert out.returncode == 0, out.stderr
    assert "16 of 16 pieces done: 12 main classes, 2 with an extension (5 extensions)" in out.stdout
    out = _command("--order", "6", "--split", "3", "--journal", journal)
    assert out.returncode == 2 and out.stderr.strip().splitlines() == [
        f"error: {journal} is the journal of another run (another order, split or method); refusing to resume "
        "from it or overwrite it"]


@pytest.mark.parametrize("args, problem", [(("--order", "7", "--pieces", "5"), "A:B"),
                                           (("--order", "12"), "order"),
                                           (("--order", "7", "--workers", "0"), "workers"),
                                           (("--order", "7", "--split", "9"), "split_rows"),
                                           (("--order", "7", "--journal", "."), "directory")])
def test_bad_arguments_exit_2_with_one_line(args, problem, capsys, monkeypatch):
    import combgames.base.executors

    monkeypatch.setattr(combgames.base.executors, "stop_on_signals", lambda: None)   # pytest keeps its handlers
    assert plane_search.main(list(args)) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and problem in err
