"""Latin squares classified by canonical augmentation, against published counts and independent methods.

Published values (McKay, Meynert, Myrvold, "Small Latin squares, quasigroups and loops", J. Combin. Des. 15
(2007) 98-119, Table 1; OEIS A040082 isotopy classes, A003090 main classes, A002860 Latin squares, A000315
reduced Latin squares) are written here only.
"""

import gzip
import itertools
import re
from math import factorial

import pytest

from designs import LatinSquare
from designs.classification import (autoparatopism_group_order, autotopism_group_order, classify_latin_squares,
                                    isotopy_canonical_form, main_class_canonical_form, main_class_leader,
                                    rectangle_classes, square_classes_below)
from designs.counting import (all_latin_squares, are_isotopic, are_paratopic, isotopy_class_representatives,
                              number_of_latin_squares)
from designs.latin_text import dumps_squares, loads_squares, read_squares, write_squares
from combgames.base.kernels import kernel, numba_available

ISOTOPY_CLASSES = {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 22, 7: 564, 8: 1676267}
MAIN_CLASSES = {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 12, 7: 147, 8: 283657}
LATIN_SQUARES = {1: 1, 2: 2, 3: 12, 4: 576, 5: 161280, 6: 812851200, 7: 61479419904000,
                 8: 108776032459082956800}
REDUCED = {1: 1, 2: 1, 3: 1, 4: 4, 5: 56, 6: 9408, 7: 16942080, 8: 535281401856}


@pytest.fixture(scope="module")
def classified():
    return {n: classify_latin_squares(n) for n in range(1, 7)}


@pytest.mark.parametrize("n", range(1, 7))
def test_counts_match_the_literature(classified, n):
    c = classified[n]
    assert len(c.isotopy_classes) == ISOTOPY_CLASSES[n]
    assert len(c.main_classes) == MAIN_CLASSES[n]
    assert c.number_of_latin_squares() == LATIN_SQUARES[n]
    assert c.number_of_reduced_latin_squares() == REDUCED[n]


@pytest.mark.parametrize("n", range(1, 7))
def test_orbit_counting_identity(classified, n):
    """sum (n!)^3 / |Atp| = sum 6 (n!)^3 / |Par| = L(n), and each main class holds its isotopy classes."""
    c = classified[n]
    total = sum(factorial(n) ** 3 // k.group_order for k in c.isotopy_classes)
    assert total == sum(6 * factorial(n) ** 3 // k.group_order for k in c.main_classes)
    assert c.orbit_counting_check()


@pytest.mark.parametrize("n", range(1, 6))
def test_total_agrees_with_the_enumeration(classified, n):
    """The classification's count against the counting module's enumeration of reduced squares."""
    assert classified[n].number_of_latin_squares() == number_of_latin_squares(n)


@pytest.mark.parametrize("n", range(1, 6))
def test_classes_agree_with_the_certificates_of_all_reduced_squares(classified, n):
    """A second method: nauty certificates of every reduced square (designs.counting)."""
    ours = {k.representative for k in classified[n].isotopy_classes}
    theirs = {isotopy_canonical_form(L) for L in isotopy_class_representatives(n)}
    assert ours == theirs


@pytest.mark.parametrize("n", range(1, 7))
def test_representatives_are_canonical_and_pairwise_distinct(classified, n):
    c = classified[n]
    for k in c.isotopy_classes:
        assert isotopy_canonical_form(k.representative) == k.representative
        assert autotopism_group_order(k.representative) == k.group_order
    for k in c.main_classes:
        assert main_class_canonical_form(k.representative) == k.representative
        assert autoparatopism_group_order(k.representative) == k.group_order
    reps = [k.representative for k in c.isotopy_classes]
    assert not any(are_isotopic(a, b) for a, b in itertools.combinations(reps, 2))
    mains = [k.representative for k in c.main_classes]
    assert not any(are_paratopic(a, b) for a, b in itertools.combinations(mains, 2))
    assert sum(main_class_leader(r) for r in reps) == len(mains)


def _brute_autotopisms(L):
    n = L.order
    a = L.array
    perms = list(itertools.permutations(range(n)))
    count = 0
    for r in perms:
        for c in perms:
            # the symbol map is forced by cell (0, 0)'s row; check it is a permutation that works
            s = [None] * n
            ok = True
            for j in range(n):
                x, y = int(a[0, j]), int(a[r[0], c[j]])
                if s[x] is None:
                    s[x] = y
                elif s[x] != y:
                    ok = False
                    break
            if ok and all(s[int(a[i, j])] == int(a[r[i], c[j]]) for i in range(n) for j in range(n)):
                count += 1
    return count


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_autotopism_orders_by_brute_force(classified, n):
    """A nauty-free check: count the isotopisms (r, c, s) with L[r(i), c(j)] = s(L[i, j])."""
    for k in classified[n].isotopy_classes:
        assert _brute_autotopisms(k.representative) == k.group_order


def test_isotopy_classes_of_order_4_by_brute_force_orbits(classified):
    """Every square of order 4 has the canonical form of exactly one class, and the classes have the sizes
    (n!)^3 / |Atp| (a nauty-free count of each class)."""
    sizes = {k.representative: 0 for k in classified[4].isotopy_classes}
    for L in all_latin_squares(4):
        sizes[isotopy_canonical_form(L)] += 1
    assert sizes == {k.representative: k.size() for k in classified[4].isotopy_classes}


def test_canonical_forms_are_invariant(classified):
    L = classified[6].isotopy_classes[5].representative
    image = L.isotope([2, 0, 1, 5, 4, 3], [1, 2, 3, 4, 5, 0], [5, 3, 4, 0, 1, 2])
    assert isotopy_canonical_form(image) == L
    for roles in ("crs", "rsc", "src", "csr", "scr"):
        assert main_class_canonical_form(image.conjugate(roles)) == main_class_canonical_form(L)


def test_pieces_below_the_rectangles_partition_the_classes(classified):
    """The subtrees below the classes of 3-row rectangles are disjoint and cover every class (order 6)."""
    found = [rows for r in rectangle_classes(6, 3) for rows, _ in square_classes_below(r, 6)]
    assert len(found) == len(set(found)) == ISOTOPY_CLASSES[6]
    assert {LatinSquare(f) for f in found} == {k.representative for k in classified[6].isotopy_classes}


def test_rectangle_classes_of_two_rows():
    # two rows of order n up to isotopy: the partitions of n into parts >= 2 (cycle type of row_0^-1 row_1)
    assert [len(rectangle_classes(n, 2)) for n in range(2, 8)] == [1, 1, 2, 2, 4, 4]


def test_bad_orders_are_refused():
    with pytest.raises(ValueError, match="n"):
        classify_latin_squares(8)
    with pytest.raises(ValueError, match="n"):
        classify_latin_squares(0)
    with pytest.raises(ValueError, match="k"):
        rectangle_classes(5, 6)
    with pytest.raises(ValueError, match="rows"):
        list(square_classes_below([[0, 1, 2]], 4))


def test_text_format_round_trip(classified, tmp_path):
    reps = [k.representative for k in classified[6].isotopy_classes]
    path = tmp_path / "iso6.txt"
    assert write_squares(path, reps, header="isotopy classes of order 6\none per line") == 22
    assert read_squares(path) == reps
    assert path.read_text().splitlines()[0] == "# isotopy classes of order 6"
    assert loads_squares("012120201  # compact\n\n  01 10 ") == [LatinSquare.cyclic(3), LatinSquare.cyclic(2)]


@pytest.mark.parametrize("text, problem", [
    ("01 10\n012 120 20", "line 2: row 2 has 2 symbols, but the square has 3 rows"),
    ("01 10\n\n# c\n01 1x", "line 4: row 1, column 1: 'x' is not a symbol of order 2"),
    ("0123 1032 2301 3211", "line 1: not a Latin square: symbol index 1 appears twice in row 3"),
    ("01201", "line 1: 5 symbols without spaces is not n^2"),
    ("012 201 012", "line 1: not a Latin square: symbol index 0 appears twice in column 0"),
    ("0é 10", "line 1: row 0, column 1: 'é' is not a symbol"),
])
def test_malformed_lines_are_named(text, problem):
    with pytest.raises(ValueError, match="^" + re.escape(problem)):
        loads_squares(text)


def test_non_ascii_file(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_bytes("01 10\n# caf\u00e9\n".encode("utf-8"))
    with pytest.raises(ValueError, match="not ASCII"):
        read_squares(path)


def test_dumps_refuses_non_squares():
    with pytest.raises(ValueError):
        dumps_squares([[[0, 1], [0, 1]]])


@pytest.mark.slow
def test_order_7():
    c = classify_latin_squares(7)
    assert len(c.isotopy_classes) == ISOTOPY_CLASSES[7]
    assert len(c.main_classes) == MAIN_CLASSES[7]
    assert c.number_of_latin_squares() == LATIN_SQUARES[7]
    assert c.number_of_reduced_latin_squares() == REDUCED[7]
    assert c.orbit_counting_check()



def _order8_pieces():
    """Some 4-row pieces of order 8, found by a walk down the generation (every canonical child of a
    canonical parent is a class of the split): below the last 3-row class under the last three 2-row ones."""
    from designs.classification import GenerationStats, _children

    level = [((0, 1, 2, 3, 4, 5, 6, 7),)]
    for _ in range(2):
        level = [child for rows in level[-3:] for child, _ in _children(rows, 8, GenerationStats())]
    return [child for child, _ in _children(level[-1], 8, GenerationStats())]


@pytest.mark.slow
def test_order_8_pieces_agree_without_the_rigid_shortcut(monkeypatch):
    """Pieces of order 8: the squares found skipping nauty below rigid rectangles are the squares found
    calling nauty on every candidate (same canonical forms and group orders)."""
    import designs.classification as dc

    pieces = _order8_pieces()[3:9]
    fast = [sorted(square_classes_below(rows, 8)) for rows in pieces]
    plain_children = dc._children
    monkeypatch.setattr(dc, "_children", lambda rows, n, stats, backend="auto", rigid=False:
                        plain_children(rows, n, stats, backend))
    plain = [sorted(square_classes_below(rows, 8)) for rows in pieces]
    assert fast == plain
    assert [len(f) for f in fast] == [273, 265, 4, 4, 0, 64]


# --------------------------------------------------------------------------- the pieces driver (combgames)
def test_pieces_add_up_and_resume_from_the_checkpoint(tmp_path):
    from designs.latin_classes import classify_in_pieces, latin_pieces

    ckpt = tmp_path / "six.ckpt"
    first = classify_in_pieces(6, split_rows=3, pieces=[0, 1], checkpoint=ckpt, squares_dir=tmp_path / "sq")
    assert not first.complete and len(first.done) == 2
    lines = []
    whole = classify_in_pieces(6, split_rows=3, checkpoint=ckpt, squares_dir=tmp_path / "sq", progress=lines.append)
    assert len(lines) == len(latin_pieces(6, 3)) - 2          # the two pieces done were not run again
    assert whole.complete and (whole.isotopy_classes, whole.main_classes) == (22, 12)
    assert whole.latin_squares == whole.main_class_squares == LATIN_SQUARES[6]
    assert whole.reduced_latin_squares == REDUCED[6]
    reps = [L for f in sorted((tmp_path / "sq").glob("piece-*.txt")) for L in read_squares(f)]
    assert {isotopy_canonical_form(L) for L in reps} == set(reps) and len(reps) == 22
    assert "Latin squares 812,851,200" in whole.summary()


def test_a_sample_of_pieces_estimates_the_whole():
    from designs.latin_classes import classify_in_pieces

    r = classify_in_pieces(6, split_rows=4, sample=20, seed=3)
    assert len(r.done) == 20 and not r.complete
    assert r.estimate("isotopy_classes") > 0
    proj = r.projection()
    assert set(proj) == {1, 2, 16, 128} and proj[1] >= proj[2] >= proj[16] >= proj[128] > 0
    assert proj[128] >= r.longest() == max(p.seconds for p in r.done.values())
    assert "projected wall" in r.summary()


def test_pieces_through_a_process_pool():
    from concurrent.futures import ProcessPoolExecutor

    from designs.latin_classes import classify_in_pieces

    with ProcessPoolExecutor(max_workers=2) as pool:
        r = classify_in_pieces(5, split_rows=2, executor=pool)
    assert (r.isotopy_classes, r.main_classes, r.latin_squares) == (2, 2, LATIN_SQUARES[5])


@pytest.mark.parametrize("kwargs, message", [
    ({"n": 9}, "n"), ({"n": 5, "split_rows": 6}, "split_rows"), ({"n": 5, "pieces": [99]}, "piece"),
    ({"n": 5, "sample": 0}, "sample"), ({"n": 5, "pieces": [0], "sample": 1}, "not both"),
])
def test_pieces_bad_arguments(kwargs, message):
    from designs.latin_classes import classify_in_pieces

    with pytest.raises(ValueError, match=message):
        classify_in_pieces(**kwargs)


def test_pieces_command_line(capsys):
    from designs.latin_classes import main

    assert main(["5"]) == 0
    assert "2 isotopy classes" in capsys.readouterr().out
    assert main(["5", "--split", "9"]) == 2
    assert capsys.readouterr().err.startswith("error: split_rows")


def test_a_record_round_trips_and_a_sample_recomputes_it(tmp_path):
    from designs.latin_classes import classify_in_pieces, read_record, recompute_sample, write_record

    whole = classify_in_pieces(6, split_rows=3)
    path = tmp_path / "six.txt.gz"
    write_record(whole, path, notes=["a test run"])
    record = read_record(path)
    assert (record.order, record.split_rows, len(record.pieces), record.notes) == (6, 3, whole.pieces, ("a test run",))
    assert record.total("isotopy_classes") == 22 and record.total("main_classes") == 12
    assert record.total("latin_squares") == record.total("main_class_squares") == LATIN_SQUARES[6]
    assert recompute_sample(record, len(record.pieces))[1] == []
    # a tampered piece is found by a sample that holds it, and the recomputed value replaces it in the sums
    lines = gzip.open(path, "rt").read().splitlines()
    i = next(k for k, line in enumerate(lines) if line.startswith("2 "))
    fields = lines[i].split()
    fields[4] = str(int(fields[4]) + 1)
    lines[i] = " ".join(fields)
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(lines) + "\n")
    fixed, differ = recompute_sample(read_record(bad), len(record.pieces))
    assert differ == [2] and fixed.total("isotopy_classes") == 22


def test_a_partial_run_is_not_recorded(tmp_path):
    from designs.latin_classes import classify_in_pieces, write_record

    with pytest.raises(ValueError, match="complete"):
        write_record(classify_in_pieces(6, split_rows=3, pieces=[0]), tmp_path / "x.txt")


@pytest.mark.parametrize("edit, problem", [
    (lambda lines: ["# something else"] + lines[1:], "line 1"),
    (lambda lines: lines[:1] + ["# order six"] + lines[2:], "line 2"),
    (lambda lines: lines[:-1], "piece lines"),
    (lambda lines: lines[:3] + ["0 01234 103254 012345 2 2 1 1"] + lines[4:], "line 4"),
    (lambda lines: lines[:3] + ["0 451032 103254 01234x 2 2 1 1"] + lines[4:], "line 4"),
])
def test_a_malformed_record_names_the_line(tmp_path, edit, problem):
    from designs.latin_classes import classify_in_pieces, read_record, write_record

    good = tmp_path / "good.txt"
    write_record(classify_in_pieces(6, split_rows=3), good, notes=["note"])
    lines = good.read_text().splitlines()
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(edit(lines)) + "\n")
    with pytest.raises(ValueError, match=problem):
        read_record(bad)


def test_the_command_line_writes_the_record_of_a_complete_run(tmp_path, capsys):
    from designs.latin_classes import main, read_record

    assert main(["5", "--record", str(tmp_path / "five.txt")]) == 0
    assert "record saved" in capsys.readouterr().out
    assert read_record(tmp_path / "five.txt").total("isotopy_classes") == 2


def test_the_compiled_filter_keeps_exactly_the_rows_of_largest_invariant():
    """The kernel (run as plain Python and compiled) against the filter written with tuples: the rows kept,
    their codes, the number of ties and the codes of the rectangle's own pairs."""
    import numpy as np

    from designs.classification import _cycle_type, _extensions, _type_code
    from designs.classification_kernels import largest_invariant_rows

    backends = ["python"] + (["numba"] if numba_available() else [])
    for n, k in [(5, 2), (6, 3), (6, 5), (7, 3), (8, 4), (8, 6)]:
        for rows in rectangle_classes(n, k)[:3] if n < 8 else _order8_rectangles(k):
            own = [sorted((_cycle_type(rows[i], rows[j], n) for j in range(k) if j != i), reverse=True)
                   for i in range(k)]
            expected, tried = [], 0
            for new in _extensions(rows, n):
                tried += 1
                to_new = [_cycle_type(rows[i], new, n) for i in range(k)]
                mine = sorted(to_new, reverse=True)
                theirs = [sorted(own[i] + [to_new[i]], reverse=True) for i in range(k)]
                if all(t <= mine for t in theirs):
                    ties = sum(t == mine for t in theirs)
                    expected.append((new, [_type_code(t, n) for t in to_new] + [ties]))
            pairs = [[_type_code(_cycle_type(rows[i], rows[j], n), n) if i != j else 0 for j in range(k)]
                     for i in range(k)]
            for backend in backends if n < 7 else backends[1:]:
                out = np.zeros((factorial(n), n), dtype=np.int64)
                codes = np.zeros((factorial(n), n), dtype=np.int64)
                mine_pairs = np.full((k, k), -1, dtype=np.int64)
                kept, count = kernel(largest_invariant_rows, backend)(np.array(rows, dtype=np.int64), n, out,
                                                                      codes, mine_pairs)
                assert count == tried
                found = [(tuple(int(x) for x in out[r]), [int(x) for x in codes[r, :k + 1]]) for r in range(kept)]
                assert found == expected, (n, k, backend)
                assert mine_pairs.tolist() == pairs


def _order8_rectangles(k):
    """Order-8 rectangles with k rows: the first rows of the tables of Z_8, Z_2^3 and Z_4 x Z_2."""
    z4z2 = [(a % 4 + b % 4) % 4 + 4 * ((a // 4 + b // 4) % 2) for a in range(8) for b in range(8)]
    return [tuple(tuple((i + c) % 8 for c in range(8)) for i in range(k)),
            tuple(tuple(i ^ c for c in range(8)) for i in range(k)),
            tuple(tuple(z4z2[8 * i + c] for c in range(8)) for i in range(k))]


def test_pair_codes_kernel_and_type_codes():
    """The codes of the cycle types of row_i^-1 row_j (plain and compiled) order them as the tuples do."""
    import numpy as np

    from designs.classification import _cycle_type, _type_code
    from designs.classification_kernels import pair_codes

    backends = ["python"] + (["numba"] if numba_available() else [])
    for n, k in [(4, 3), (6, 4), (7, 3)]:
        for rows in rectangle_classes(n, k)[:5]:
            for backend in backends:
                out = np.zeros((k, k), dtype=np.int64)
                kernel(pair_codes, backend)(np.array(rows, dtype=np.int64), n, out)
                assert out.tolist() == [[_type_code(_cycle_type(rows[i], rows[j], n), n) if i != j else 0
                                         for j in range(k)] for i in range(k)]
    types = sorted({(4,), (3, 1), (2, 2), (2, 1, 1), (1, 1, 1, 1)})
    assert sorted(types, key=lambda t: _type_code(t, 4)) == types


def test_rigid_parents_give_the_same_children():
    """Below a rectangle with no autotopism but the identity, the generation that skips nauty for a new row
    of strictly largest invariant finds the same classes (in canonical form) as the plain one."""
    from designs.classification import GenerationStats, _children, _graph, _isotopy_form

    checked = 0
    for n, k in [(6, 3), (6, 4), (7, 3)]:
        for rows in rectangle_classes(n, k)[:40]:
            if _graph(rows, n).automorphism_group().order != 1:
                continue
            plain = _children(rows, n, GenerationStats())
            rigid = _children(rows, n, GenerationStats(), rigid=True)
            assert sorted(_isotopy_form(c, n) for c, _ in rigid) == sorted(c for c, _ in plain)
            for child, order in rigid:
                if order:
                    assert _graph(child, n).automorphism_group().order == order
            checked += 1
    assert checked >= 15


@pytest.mark.parametrize("n", [5, 6])
def test_backends_agree(classified, n):
    c = classify_latin_squares(n, backend="python")
    assert c.isotopy_classes == classified[n].isotopy_classes
    assert c.stats.total_positions == classified[n].stats.total_positions
    with pytest.raises(ValueError, match="backend"):
        classify_latin_squares(n, backend="fortran")


@pytest.mark.slow
def test_pieces_on_a_dask_cluster():
    pytest.importorskip("dask.distributed")
    from combgames.base.executors import make_executor
    from designs.latin_classes import classify_in_pieces

    executor = make_executor("dask", 2)
    try:
        r = classify_in_pieces(6, split_rows=3, executor=executor)
    finally:
        executor.shutdown()
    assert (r.isotopy_classes, r.main_classes, r.latin_squares) == (22, 12, LATIN_SQUARES[6])


def test_make_executor_refuses_other_kinds():
    from combgames.base.executors import make_executor

    with pytest.raises(ValueError, match="executor"):
        make_executor("ray")
    with pytest.raises(ValueError, match="workers"):
        make_executor("process", 0)


def test_pieces_of_another_method_are_refused(tmp_path):
    """Which squares lie below which rectangle depends on the canonical labelling: a checkpoint made under
    another METHOD is another run, refused and left as it is, never added to nor overwritten."""
    from designs.latin_classes import LatinSquaresOfOrder, PieceResult, _piece_fields, classify_in_pieces, latin_pieces
    from combgames.base.checkpoint import Checkpoint, checkpoint_header
    from designs.classification import METHOD

    path = tmp_path / "old.ckpt"
    header = checkpoint_header("latin-classes", LatinSquaresOfOrder(5), split_rows=2, method=METHOD - 1)
    assert Checkpoint(path, header).save({"pieces": latin_pieces(5, 2),
                                          "done": {0: _piece_fields(PieceResult(0, isotopy_classes=99))}})
    before = path.read_bytes()
    with pytest.raises(ValueError, match=r"another run \(options.method differs\)"):
        classify_in_pieces(5, split_rows=2, checkpoint=path)
    assert path.read_bytes() == before and not (tmp_path / "old.ckpt.pieces").exists()


@pytest.mark.parametrize("n", [6, pytest.param(7, marks=pytest.mark.slow)])
def test_main_class_representatives_are_the_main_classes_of_each_piece(n):
    """Over the pieces (3-row split) the leaders number the main classes, 12 and 147; each piece gives as many
    as solve_piece counts, each an isotopy canonical form and a leader, no two paratopic."""
    from designs.latin_classes import main_class_representatives, piece_rectangles, solve_piece

    rectangles = piece_rectangles(n, 3)
    found = []
    for i, rows in enumerate(rectangles):
        squares = main_class_representatives(n, 3, i)
        assert squares == main_class_representatives(n, 3, i, rows=rows)
        assert len(squares) == solve_piece(n, rows, i).main_classes
        found += squares
    assert len(found) == MAIN_CLASSES[n]
    assert all(isotopy_canonical_form(LatinSquare(s)) == LatinSquare(s) for s in found)
    assert all(main_class_leader(LatinSquare(s)) for s in found)
    assert len({main_class_canonical_form(LatinSquare(s)) for s in found}) == MAIN_CLASSES[n]


def test_main_class_representatives_of_order_8_match_the_record():
    """Order 8: the rectangles come from the shipped record; a few pieces give its counts of main classes."""
    from importlib.resources import files

    from designs.latin_classes import ORDER8_RECORD, main_class_representatives, piece_rectangles, read_record

    record = read_record(files("designs").joinpath(ORDER8_RECORD))
    assert piece_rectangles(8, 4) == tuple(p.rows for p in record.pieces)
    for i in (0, 3, 5, 9):
        assert len(main_class_representatives(8, 4, i)) == record.pieces[i].main_classes
    with pytest.raises(ValueError, match="index"):
        main_class_representatives(8, 4, len(record.pieces))
    with pytest.raises(ValueError, match="split_rows"):
        main_class_representatives(6, 7, 0)
