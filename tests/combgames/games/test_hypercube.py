"""Hypercube tic-tac-toe: the line count ((n + 2)^d - n^d) / 2 (Golomb and Hales 2002) against the brute-force
definition, the symmetry group, the catalogue names and bad input."""

import itertools

import pytest

from combgames.catalogue import make_game
from combgames.games.hypercube import Hypercube, hypercube_lines


def _lines_by_definition(n, d):
    """Every set of n cells that is a line: sort cells, check each coordinate is constant, up or down."""
    cells = list(itertools.product(range(n), repeat=d))
    index = {c: i for i, c in enumerate(cells)}
    found = set()
    for direction in itertools.product((-1, 0, 1), repeat=d):
        if not any(direction):
            continue
        for start in cells:
            line = [tuple(s + t * v for s, v in zip(start, direction)) for t in range(n)]
            if all(c in index for c in line):
                found.add(tuple(sorted(index[c] for c in line)))
    return sorted(found)


@pytest.mark.parametrize("n, d", [(2, 2), (3, 2), (4, 2), (3, 3), (4, 3), (2, 4), (5, 2)])
def test_lines_match_the_definition_and_the_count(n, d):
    lines = hypercube_lines(n, d)
    assert lines == _lines_by_definition(n, d)
    assert len(lines) == ((n + 2) ** d - n ** d) // 2


def test_qubic_is_registered_with_its_192_symmetries():
    g = make_game("qubic")
    assert (g.n, len(g.lines), g.group.order()) == (64, 76, 192)
    assert make_game("hypercube", n=3, d=3).n == 27
    with pytest.raises(TypeError, match="fixes n=4"):
        make_game("qubic", n=3)


def test_too_many_cells_is_refused_with_the_size():
    with pytest.raises(ValueError, match="8\\^5 = 32,768"):
        Hypercube(8, 5)


def test_positions_round_trip():
    g = Hypercube(4, 3)
    p = g.play(g.play(g.initial(), 21), 0)
    assert g.parse_position(g.format_position(p)) == p
