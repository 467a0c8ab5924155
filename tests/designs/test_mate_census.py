"""Orthogonal mates counted by the bitmask exact cover (designs.mate_census), against the dancing-links
search of designs.completion and against mates checked square by square; the kernels' Python twins."""

import math
import random
from fractions import Fraction
from itertools import islice

import numpy as np
import pytest

from designs import LatinSquare, are_orthogonal
from designs.completion import orthogonal_mates, transversals
from designs.mate_census import (MatesCensus, census_in_pieces, count_orthogonal_mates, has_orthogonal_mate,
                                 mate_proportion, mates_as_squares, mates_census, mates_of_piece, merge_pieces,
                                 transversal_columns, transversal_free_cells)
from designs.mate_census_kernels import count_decompositions, list_transversals
from designs.random_latin import latin_square_chain
from combgames.base.kernels import kernel, numba_available

needs_numba = pytest.mark.skipif(not numba_available(), reason="the twins compare with numba")


def _random_squares(n, count, seed):
    return list(islice(latin_square_chain(n, thinning=n ** 3, seed=seed), count))


def _z2_cubed():
    return LatinSquare([[i ^ j for j in range(8)] for i in range(8)])


# ---------------------------------------------------------------------------------------------- the count
@pytest.mark.parametrize("n, mates", [(1, 1), (2, 0), (3, 1), (4, 0), (5, 3), (6, 0), (7, 635)])
def test_cyclic_squares_match_the_dancing_links_search(n, mates):
    L = LatinSquare.cyclic(n)
    assert count_orthogonal_mates(L) == mates == sum(1 for _ in orthogonal_mates(L))


def test_every_partition_is_a_mate_and_the_mates_are_distinct():
    """Z5: the partitions listed by the DLX search are mates, pairwise distinct and as many as the count; times
    5! they are the mates as squares (each relabelling of the mate's symbols)."""
    L = LatinSquare.cyclic(5)
    mates = list(orthogonal_mates(L))
    assert all(are_orthogonal(L, M) for M in mates) and len(set(mates)) == len(mates)
    assert mates_as_squares(count_orthogonal_mates(L), 5) == len(mates) * math.factorial(5) == 360


def test_the_elementary_abelian_group_of_order_8():
    """Z2^3: 384 transversals, 70,272 partitions into transversals (the largest count met at order 8)."""
    L = _z2_cubed()
    assert len(transversal_columns(L)) == 384
    assert count_orthogonal_mates(L) == 70272
    assert count_orthogonal_mates(L, limit=5) == 5


def test_random_squares_of_orders_5_to_7_agree_with_dancing_links():
    for n in (5, 6, 7):
        for L in _random_squares(n, 8, seed=n):
            assert count_orthogonal_mates(L) == sum(1 for _ in orthogonal_mates(L))


def test_order_9_mate_existence_agrees_with_dancing_links():
    for L in _random_squares(9, 12, seed=9):
        assert has_orthogonal_mate(L) == (next(orthogonal_mates(L), None) is not None)
    assert has_orthogonal_mate(LatinSquare.cyclic(9))


def test_the_count_is_a_species_invariant():
    """Mates are counted per species: a conjugate (transpose, and the row-symbol swap) and an isotope of a square
    have as many partitions into transversals."""
    rng = random.Random(3)
    for L in _random_squares(7, 5, seed=7) + [LatinSquare.cyclic(7)]:
        a = L.array
        n = L.order
        transposed = a.T
        row_symbol = np.empty_like(a)
        for i in range(n):
            for j in range(n):
                row_symbol[a[i, j], j] = i
        rows, cols, syms = (rng.sample(range(n), n) for _ in range(3))
        isotope = np.array(syms)[a[np.ix_(rows, cols)]]
        counts = {count_orthogonal_mates(LatinSquare(x)) for x in (a, transposed, row_symbol, isotope)}
        assert len(counts) == 1


def test_transversals_match_the_exact_cover_listing():
    for L in _random_squares(7, 5, seed=1):
        assert sorted(map(tuple, transversal_columns(L).tolist())) == sorted(transversals(L))
    assert len(transversal_columns(LatinSquare.cyclic(9))) == 2025     # OEIS A006717: 1, 3, 15, 133, 2025


def test_transversal_free_cells():
    assert transversal_free_cells(LatinSquare.cyclic(6)) == 36         # Z_n of even order: no transversal
    assert transversal_free_cells(LatinSquare.cyclic(7)) == 0


# ---------------------------------------------------------------------------------------------- censuses
def test_census_of_orders_up_to_6():
    found = {n: mates_census(n).distribution() for n in range(1, 7)}
    assert found == {1: ((1, 1),), 2: ((0, 1),), 3: ((1, 1),), 4: ((0, 1), (2, 1)), 5: ((0, 1), (3, 1)),
                     6: ((0, 12),)}
    assert mates_census(6).confirmed == 10


@pytest.mark.slow
def test_census_of_order_7():
    c = mates_census(7)
    assert (c.species, c.bachelors, c.confirmed) == (147, 141, 93)
    assert c.distribution() == ((0, 141), (1, 1), (2, 2), (3, 1), (8, 1), (635, 1))
    assert c.proportions() == (Fraction(5891, 564736), Fraction(1427, 70592))


def test_proportions_weigh_each_species_by_its_squares():
    """Order 4: the 144 squares of the Klein group's species (2 mates each) of the 576; order 5: Z5's species
    (3 mates each) is one isotopy class (Z5 is isotopic to its conjugates), and the autotopisms of a group's table
    number n^2 |Aut(G)| = 25 x 4, so it holds (5!)^3 / 100 = 17,280 of the 161,280 squares."""
    assert mates_census(4).proportions() == (Fraction(1, 4), Fraction(1, 2))
    c = mates_census(5)
    assert (c.squares_with_mates, c.latin_squares) == (17280, 161280)
    assert c.proportions() == (Fraction(3, 28), Fraction(9, 28))
    with pytest.raises(ValueError, match="latin_squares"):
        merge_pieces([mates_of_piece(5, 2, 0)]).proportions()


def test_pieces_add_up_to_the_census_and_resume_from_a_checkpoint(tmp_path):
    path = tmp_path / "mates.json"
    first = census_in_pieces(6, split_rows=3, pieces=[0, 5], checkpoint=path)
    assert sorted(first) == [0, 5]
    lines = []
    done = census_in_pieces(6, split_rows=3, checkpoint=path, progress=lines.append)
    assert len(done) == 16 and len(lines) == 14                         # the two saved pieces are not run again
    whole = merge_pieces(list(done.values()))
    assert whole.distribution() == mates_census(6).distribution() and whole.confirmed == 10
    assert merge_pieces([mates_of_piece(6, 3, 5)]).species == done[5]["mates"]["0"]


def test_a_checkpoint_of_another_run_is_not_used_nor_overwritten(tmp_path):
    path = tmp_path / "other.json"
    census_in_pieces(5, split_rows=2, checkpoint=path)
    before = path.read_bytes()
    with pytest.raises(ValueError, match="of another run .* refusing to resume from it or overwrite it"):
        census_in_pieces(6, split_rows=3, pieces=[0], checkpoint=path)
    assert path.read_bytes() == before
    text = tmp_path / "notes.txt"
    text.write_text("my notes\n")
    with pytest.warns(UserWarning, match="not a combgames checkpoint"):
        assert list(census_in_pieces(6, split_rows=3, pieces=[0], checkpoint=text)) == [0]
    assert text.read_text() == "my notes\n"


def test_census_data_round_trip_and_bad_data():
    c = mates_census(5)
    assert MatesCensus.from_data(c.to_data()) == c
    with pytest.raises(ValueError, match="not a mates census"):
        MatesCensus.from_data({"order": 5})
    with pytest.raises(ValueError, match="negative"):
        MatesCensus.from_data({**c.to_data(), "confirmed": -1})
    with pytest.raises(ValueError, match="no pieces"):
        merge_pieces([])
    with pytest.raises(ValueError, match="different orders"):
        merge_pieces([c.to_data(), mates_census(4).to_data()])


# ---------------------------------------------------------------------------------------------- sampling
def test_mate_proportion_of_small_orders():
    assert mate_proportion(6, 4, seed=0).with_mate == 0                # Tarry
    assert mate_proportion(3, 4, seed=0).with_mate == 4                # every square of order 3 has a mate
    p = mate_proportion(5, 30, seed=1)
    assert 0 <= p.with_mate <= 30 and p.interval[0] <= p.proportion <= p.interval[1]
    assert p.mates == 3 * p.with_mate                                  # order 5: Z5's species, 3 mates each


# ---------------------------------------------------------------------------------------------- bad input
@pytest.mark.parametrize("bad, message", [
    ([[0, 1], [0, 1]], "square"),
    ([[0, 1, 2]], "square"),
])
def test_a_square_that_is_not_latin_is_refused(bad, message):
    with pytest.raises(ValueError, match=message):
        count_orthogonal_mates(bad)


def test_limits_and_orders_are_checked():
    with pytest.raises(ValueError, match="orders up to 9"):
        count_orthogonal_mates(LatinSquare.cyclic(10))
    with pytest.raises(ValueError, match="limit"):
        count_orthogonal_mates(LatinSquare.cyclic(5), limit=0)
    with pytest.raises(ValueError, match="order 8 is counted in pieces"):
        mates_census(8)
    with pytest.raises(ValueError, match="piece"):
        census_in_pieces(5, split_rows=2, pieces=[10 ** 6])


# ---------------------------------------------------------------------------------------------- the twins
def _control():
    return np.zeros(2, dtype=np.int64)


@needs_numba
def test_list_transversals_twin_on_random_squares():
    rng = random.Random(5)
    for n in (1, 2, 4, 5, 6, 7, 8):
        for L in _random_squares(n, 3, seed=rng.randrange(10 ** 6)):
            a = np.ascontiguousarray(L.array, dtype=np.int64)
            outs = []
            for backend in ("python", "numba"):
                out = np.zeros((400, n), dtype=np.int64)
                total = kernel(list_transversals, backend)(a, n, out)
                outs.append((total, out[:total].tolist()))
            assert outs[0] == outs[1]


@needs_numba
def test_list_transversals_twin_reports_overflow():
    a = np.ascontiguousarray(LatinSquare.cyclic(7).array, dtype=np.int64)
    small = [np.zeros((10, 7), dtype=np.int64) for _ in range(2)]
    totals = [kernel(list_transversals, b)(a, 7, out) for b, out in zip(("python", "numba"), small)]
    assert totals == [133, 133] and (small[0] == small[1]).all()


@needs_numba
def test_count_decompositions_twin_on_random_squares():
    rng = random.Random(6)
    for n in (1, 3, 5, 6, 7):
        for L in _random_squares(n, 4, seed=rng.randrange(10 ** 6)) + [LatinSquare.cyclic(n)]:
            columns = transversal_columns(L)
            for limit in (0, 1, 2):
                found = []
                for backend in ("python", "numba"):
                    control = _control()
                    value = kernel(count_decompositions, backend)(columns, len(columns), n, limit, control)
                    found.append((value, int(control[1])))
                assert found[0] == found[1]


@needs_numba
def test_count_decompositions_stops_when_told():
    columns = transversal_columns(_z2_cubed())
    for backend in ("python", "numba"):
        control = _control()
        control[0] = 1                                                  # the stop flag, set before the call
        found = kernel(count_decompositions, backend)(columns, len(columns), 8, 0, control)
        assert found < 70272 and control[1] == 4096                     # it looked at the flag once


def test_the_pieces_run_through_an_executor():
    """A process pool (the interface of a Dask cluster's executor too) gives the census of the serial run."""
    from combgames.base.executors import make_executor

    executor = make_executor("process", 2)
    try:
        done = census_in_pieces(6, split_rows=3, executor=executor)
    finally:
        executor.shutdown()
    assert merge_pieces(list(done.values())).distribution() == mates_census(6).distribution()


@pytest.mark.slow
def test_the_pieces_run_on_a_local_dask_cluster():
    pytest.importorskip("dask.distributed")
    from combgames.base.executors import make_executor

    executor = make_executor("dask", 2)
    try:
        done = census_in_pieces(7, split_rows=3, executor=executor)
    finally:
        executor.shutdown()
    whole = merge_pieces(list(done.values()))
    assert (whole.species, whole.bachelors) == (147, 141)


def test_the_count_with_progress_runs_interruptibly_and_gives_the_same_count():
    """With a progress callback the count runs in a worker thread (run_interruptible); a short count reports
    nothing and returns the same number."""
    reports = []
    assert count_orthogonal_mates(_z2_cubed(), progress=reports.append) == 70272
    assert all(r["phase"] == "orthogonal mates" and r["nodes"] >= 0 for r in reports)


# ---------------------------------------------------------------------------------------------- the run
@pytest.mark.parametrize("n, split, counts", [
    (5, 2, [3]),
    pytest.param(7, 3, [1, 2, 2, 3, 8, 635], marks=pytest.mark.slow),
])
def test_pieces_list_their_species_with_mates(n, split, counts):
    """The species with mates that the pieces report are those of the census, with their counts."""
    done = census_in_pieces(n, split_rows=split)
    mated = sorted(count for d in done.values() for _, count in d["mated_species"])
    assert mated == counts
    for d in done.values():
        for symbols, count in d["mated_species"]:
            L = LatinSquare([[int(symbols[n * i + j]) for j in range(n)] for i in range(n)])
            assert count_orthogonal_mates(L) == count


def test_a_killed_run_resumes_from_its_journal(tmp_path):
    """Pieces recorded only in the journal (a run killed between two saves) are not run again."""
    from designs.mate_census import _MatesJournal, MatesOfOrder
    from combgames.base.checkpoint import checkpoint_header

    path = tmp_path / "mates.ckpt"
    journal = _MatesJournal(tmp_path / "mates.ckpt.pieces", checkpoint_header("orthogonal-mates",
                                                                               MatesOfOrder(6, 3)), 6)
    for i in (1, 4, 9):
        journal.add(mates_of_piece(6, 3, i))
    journal.close()
    lines = []
    done = census_in_pieces(6, split_rows=3, checkpoint=path, progress=lines.append)
    assert len(done) == 16 and len(lines) == 13
    assert merge_pieces(list(done.values())).distribution() == ((0, 12),)
    assert census_in_pieces(6, split_rows=3, checkpoint=path, max_pieces=0).keys() == done.keys()


def test_another_runs_journal_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "mates.ckpt"
    census_in_pieces(5, split_rows=2, pieces=[0], checkpoint=path)
    path.unlink()
    journal = tmp_path / "mates.ckpt.pieces"
    before = journal.read_bytes()
    with pytest.raises(ValueError, match="the journal of another run"):
        census_in_pieces(6, split_rows=3, checkpoint=path)
    assert journal.read_bytes() == before and not path.exists()


def _command(*args):
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "designs.mate_census", *map(str, args)], capture_output=True,
                          text=True, timeout=300)


def test_the_command_runs_resumes_and_reports(tmp_path):
    path = tmp_path / "m6.ckpt"
    first = _command(6, "--checkpoint", path, "--max-pieces", 5)
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("5 of 16 pieces done")
    second = _command(6, "--checkpoint", path)
    assert second.returncode == 0 and second.stderr.count("\n") == 11       # a progress line per piece left
    assert second.stdout.startswith("16 of 16 pieces done; 12 species: 12 bachelors (10 confirmed), 0 with mates")
    assert "projected whole run" in second.stdout


@pytest.mark.parametrize("args, message", [
    (["x"], "invalid int value"),
    ([9], "n must be an integer in 1..8"),
    ([6, "--split", 7], "--split"),
    ([6, "--workers", 0], "--workers"),
    ([6, "--max-pieces", -1], "--max-pieces"),
    ([6, "--bogus"], "unrecognized arguments"),
    ([6, "--checkpoint", "/dev/null"], "not a regular file"),
])
def test_the_command_refuses_bad_input_in_one_line(args, message):
    out = _command(*args)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and message in out.stderr and "Traceback" not in out.stderr


def test_the_command_refuses_another_runs_checkpoint(tmp_path):
    path = tmp_path / "m5.ckpt"
    assert _command(5, "--checkpoint", path).returncode == 0
    before = path.read_bytes()
    out = _command(6, "--checkpoint", path)
    assert out.returncode == 2 and "of another run" in out.stderr and out.stderr.count("\n") == 1
    assert path.read_bytes() == before


def test_run_order_and_report():
    from designs.mate_census import census_report, run_order

    assert run_order(6, 3) == run_order(6, 3) != run_order(6, None) == list(range(6))
    assert sorted(run_order(50, 0)) == list(range(50))
    assert census_report({}, 16) == "0 of 16 pieces done"
    done = census_in_pieces(5, split_rows=2)                               # 2 pieces at order 5
    text = census_report(done, len(done))
    assert text.startswith("2 of 2 pieces done; 2 species: 1 bachelors") and "{0: 1, 3: 1}" in text


@pytest.mark.slow
def test_the_command_stopped_by_sigterm_resumes(tmp_path):
    """SIGTERM stops the run (exit 1, one line saying where the pieces are); the same command finishes it,
    running only the pieces not done, with the census of the uninterrupted run."""
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "m7.ckpt"
    journal = tmp_path / "m7.ckpt.pieces"
    run = subprocess.Popen([sys.executable, "-m", "designs.mate_census", "7", "--checkpoint", str(path)],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not journal.exists() or journal.read_text().count("\n") < 4):
        time.sleep(0.05)
    run.send_signal(signal.SIGTERM)
    out, err = run.communicate(timeout=60)
    assert run.returncode == 1 and err.splitlines()[-1].startswith("interrupted; the pieces finished are saved")
    first = err.count("/56 done")
    assert 3 <= first < 56
    rest = _command(7, "--checkpoint", path)
    assert rest.returncode == 0 and rest.stderr.count("/56 done") == 56 - first
    assert rest.stdout.startswith("56 of 56 pieces done; 147 species: 141 bachelors (93 confirmed), 6 with mates")


@pytest.mark.slow
def test_an_order_8_run_is_compared_with_the_shipped_record():
    """The species counted in some pieces of order 8 are the main classes the record (a separate run) gives."""
    from designs.mate_census import record_comparison

    done = {i: mates_of_piece(8, 4, i) for i in (10421, 26973, 59482)}
    line = record_comparison(done)
    assert "(equal)" in line and line.startswith(f"species counted {merge_pieces(list(done.values())).species}")


@pytest.mark.slow
def test_skip_empty_takes_the_records_empty_pieces_as_done(tmp_path):
    from designs.latin_classes import ORDER8_RECORD, read_record
    from importlib.resources import files
    from designs.mate_census import census_report

    record = read_record(files("designs").joinpath(ORDER8_RECORD))
    empty = [i for i, p in enumerate(record.pieces) if p.main_classes == 0][:3]
    full = [i for i, p in enumerate(record.pieces) if p.main_classes == 1][:1]
    path = tmp_path / "m8.ckpt"
    done = census_in_pieces(8, pieces=empty + full, checkpoint=path, skip_empty=True)
    assert [done[i].get("from_record", False) for i in empty + full] == [True] * 3 + [False]
    assert merge_pieces([done[i] for i in empty]).species == 0 and merge_pieces([done[full[0]]]).species == 1
    assert set(census_in_pieces(8, checkpoint=path, max_pieces=0)) == set(full)   # never saved
    assert "(3 of them taken as empty from the shipped record)" in census_report(done, len(record.pieces))


def test_skip_empty_needs_the_order_8_record():
    with pytest.raises(ValueError, match="skip_empty needs the shipped record"):
        census_in_pieces(6, split_rows=3, skip_empty=True)
