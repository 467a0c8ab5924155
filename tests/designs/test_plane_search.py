"""The Lam-Kolesova-Thiel search for projective planes from Latin squares (designs.plane_search).

Published values: the planes of order 3, 4, 5, 7, 8 are unique (PG(2, n)) and there is none of order 6 (the
Bruck-Ryser theorem); order 9: the Latin squares of order 8 that extend to 40 columns fall in 21 main classes
and the 40-column matrices that complete number 325 (Lam, Kolesova, Thiel, Discrete Math. 92 (1991)
187-195, abstract), here derived from the four known planes by their consistency argument.
"""

import itertools
import json
import subprocess

import pytest

from designs import LatinSquare
from designs.classification import classify_latin_squares
from designs.nondesarguesian import plane_of_order_9
from designs.planes import projective_plane
from designs.plane_search import (arc_cells, arc_extensions, completion_tree, completions, expected_squares,
                                  pencils, plane_of_lines, random_triangle, recover_plane, search_piece,
                                  search_square, search_squares, triangle_lines, triangle_points, triangle_square)
from designs.plane_search_check import check_tree
from designs.random_latin import random_latin_square


def _pairs_at_most_once(lines):
    seen = set()
    for line in lines:
        for pair in itertools.combinations(line, 2):
            assert pair not in seen, pair
            seen.add(pair)
    return seen


def test_the_triangle_lines_of_a_square_of_order_8_are_27_lines_of_10_points():
    lines = triangle_lines(LatinSquare.cyclic(8))
    assert len(lines) == 27 and all(len(line) == 10 for line in lines)
    assert len(_pairs_at_most_once(lines)) == 27 * 45
    assert len(triangle_points(9)) == 91


def test_arc_extensions_add_13_lines_at_order_9_through_p_and_q():
    square = LatinSquare.cyclic(8)
    (p, q) = arc_cells(square)
    assert p[0] != q[0] and p[1] != q[1] and square.array[p] != square.array[q]
    extensions = arc_extensions(square)
    assert len(extensions) == 2                     # PG(2, 9): two labelled planes contain Z_8's triangle
    for extension in extensions:
        assert len(extension) == 13
        _pairs_at_most_once(triangle_lines(square) + extension)


@pytest.mark.parametrize("q", [3, 4, 5, 7])
def test_a_triangle_of_pg2q_gives_back_pg2q(q):
    plane = projective_plane(q)
    blocks = [set(b) for b in plane.blocks]
    a, b = 0, 1
    c = next(x for x in range(plane.num_points) if not any({a, b, x} <= blk for blk in blocks))
    square = triangle_square(plane, a, b, c)
    assert square.order == q - 1
    base = triangle_lines(square)
    found = [plane_of_lines(square, base + rest) for rest in completions(square, base)]
    assert found and all(p.is_isomorphic(plane) for p in found)


@pytest.mark.parametrize("n, planes", [(3, 1), (4, 1), (5, 1), (6, 0), (7, 1)])
def test_every_main_class_of_order_n_minus_1_gives_exactly_the_known_planes(n, planes):
    squares = [c.representative for c in classify_latin_squares(n - 1).main_classes]
    if n == 3:                                      # no cells P, Q in general position: complete directly
        found = {plane_of_lines(L, triangle_lines(L) + rest).canonical_certificate()
                 for L in squares for rest in completions(L, triangle_lines(L))}
    else:
        found = set(search_squares(squares).planes)
    assert len(found) == planes
    if planes:
        assert found == {projective_plane(n).canonical_certificate()}


def test_order_7_has_a_square_that_extends_through_p_and_q_but_does_not_complete():
    summary = search_squares([c.representative for c in classify_latin_squares(6).main_classes])
    assert (summary.squares, summary.extending, summary.extensions, summary.completing) == (12, 2, 3, 2)


@pytest.mark.slow
def test_order_8_every_main_class_of_order_7_gives_only_pg28():
    summary = search_squares([c.representative for c in classify_latin_squares(7).main_classes])
    assert summary.squares == 147
    assert set(summary.planes) == {projective_plane(8).canonical_certificate()}


def test_the_search_counts_the_completions_the_plane_predicts():
    for q in (4, 5, 7):
        (expected,) = expected_squares({"pg": projective_plane(q)})
        found = search_square(LatinSquare(expected.representative))
        assert sum(found.completed) == expected.total == {4: 1, 5: 2, 7: 2}[q]


def test_pencils_at_a_cell_of_the_cyclic_square():
    square = LatinSquare.cyclic(4)
    found = list(pencils(square, triangle_lines(square), (0, 0)))
    assert len(found) == 2 and all(len(p) == 3 for p in found)    # n - 2 = 3 new lines through the cell


def test_search_piece_counts_the_squares_of_a_piece():
    result = search_piece(0, split_rows=2, order=5)
    assert (result.squares, result.extensions) == (2, {0: 2})
    assert result.as_json()["extensions"] == {"0": 2}


@pytest.mark.slow
def test_the_four_known_planes_are_recovered_from_their_squares():
    for name in ("desarguesian", "hall", "dual-hall", "hughes"):
        plane = plane_of_order_9(name)
        recovered = recover_plane(plane, random_triangle(plane, seed=name)) is not None
        assert recovered, name


@pytest.mark.slow
def test_random_squares_of_order_8_almost_never_extend_to_40_columns():
    extending = sum(bool(arc_extensions(random_latin_square(8, seed=seed))) for seed in range(10))
    assert extending == 0


def test_bad_input_is_named():
    with pytest.raises(ValueError, match="Latin"):
        triangle_lines([[0, 1], [0, 1]])
    with pytest.raises(ValueError, match="collinear"):
        a, b, c = projective_plane(3).blocks[0][:3]
        triangle_square(projective_plane(3), a, b, c)
    with pytest.raises(ValueError, match="general position"):
        arc_cells(LatinSquare.cyclic(2))


def test_the_small_orders_row_through_the_console_script():
    out = subprocess.run(["combgames", "reproduce", "--only", "planes9.search_small_orders", "--json"],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    (row,) = json.loads(out.stdout)
    assert row["computed"] == [1, 1, 1, 0, 1] and row["verdict"] == "confirmed"


@pytest.mark.slow
def test_the_four_known_planes_give_21_main_classes_and_325_completions():
    from designs.nondesarguesian import planes_of_order_9

    found = expected_squares(planes_of_order_9())
    assert len(found) == 21                              # Lam-Kolesova-Thiel: 21 squares extend
    assert sum(e.total for e in found) == 325            # and 325 matrices complete, each uniquely
    assert {name: sum(e.completions.get(name, 0) for e in found) for name in
            ("desarguesian", "hall", "dual-hall", "hughes")} == {"desarguesian": 2, "hall": 114, "dual-hall": 114,
                                                                 "hughes": 95}
    # through the 5-arc each square has one partial plane of 40 lines per completion (the paper: 326, one not
    # completing, with its own 13 further lines)
    assert [len(arc_extensions(LatinSquare(e.representative))) for e in found] == [e.total for e in found]


def _trees(square):
    base = triangle_lines(square)
    for extension in arc_extensions(square):
        yield base + extension, completion_tree(square, base + extension)


@pytest.mark.parametrize("m", [6, 7])
def test_the_checker_replays_every_completion_tree_at_orders_7_and_8(m):
    squares = ([c.representative for c in classify_latin_squares(6).main_classes] if m == 6
               else [LatinSquare.cyclic(7)])
    planes = refuted = 0
    for square in squares:
        for lines, tree in _trees(square):
            result = check_tree(m + 1, lines, tree)
            assert result["planes"] == len(list(completions(square, lines)))
            planes += result["planes"]
            refuted += result["planes"] == 0
    assert (planes, refuted) == ((2, 1) if m == 6 else (2, 2))     # Z_7's triangle: 4 extensions, 2 complete


def test_the_checker_rejects_a_tree_with_a_branch_left_out():
    square = LatinSquare.cyclic(6)
    lines, tree = next(_trees(square))
    assert check_tree(7, lines, tree)["planes"] == 1
    tree["lines"].pop()                         # the root's last branch left out
    tree["children"].pop()
    with pytest.raises(ValueError, match="not all the possible ones"):
        check_tree(7, lines, tree)
