"""The orthogonality graph of a square's mates found mate by mate from common transversals
(designs.mols_species.mate_orthogonality_graph) against the pair-by-pair graph, and the classification of sets of
MOLS in chunks (classify_mols_in_chunks) against classify_mols, resumed and refusing another run's files."""

import numpy as np
import pytest

from designs import LatinSquare
from designs.mols_species import (classify_mols, classify_mols_in_chunks, mate_orthogonality_graph, merge_mols,
                                  mols_of_squares, normalised_mates, orthogonality_graph)


def _klein():
    return LatinSquare([[i ^ j for j in range(4)] for i in range(4)])


# squares of a Jacobson-Matthews chain (orders 7 and 8) with one mate each
ONE_MATE = [[[5, 6, 2, 0, 3, 1, 4], [4, 3, 1, 6, 0, 2, 5], [6, 0, 4, 1, 5, 3, 2], [0, 4, 3, 2, 1, 5, 6],
             [3, 5, 6, 4, 2, 0, 1], [2, 1, 0, 5, 6, 4, 3], [1, 2, 5, 3, 4, 6, 0]],
            [[7, 5, 3, 4, 2, 6, 1, 0], [1, 6, 7, 0, 5, 3, 4, 2], [2, 0, 5, 7, 6, 1, 3, 4], [5, 4, 2, 1, 3, 0, 6, 7],
             [0, 7, 1, 3, 4, 5, 2, 6], [6, 3, 4, 2, 1, 7, 0, 5], [3, 2, 6, 5, 0, 4, 7, 1], [4, 1, 0, 6, 7, 2, 5, 3]]]


def _isotope_of_z7():
    rows, cols, syms = [3, 0, 6, 2, 5, 1, 4], [1, 4, 0, 6, 3, 5, 2], [6, 2, 3, 0, 1, 4, 5]
    return LatinSquare([[syms[(rows[i] + cols[j]) % 7] for j in range(7)] for i in range(7)])


@pytest.mark.parametrize("square", [LatinSquare.cyclic(3), _klein(), LatinSquare.cyclic(5), LatinSquare.cyclic(7),
                                    _isotope_of_z7()] + [LatinSquare(a) for a in ONE_MATE],
                         ids=lambda L: f"order{L.order}")
def test_the_graph_from_common_transversals_is_the_pairwise_graph(square):
    mates = normalised_mates(square)
    assert len(mates) in (1, 2, 3, 635)
    assert mate_orthogonality_graph(square, mates) == orthogonality_graph(mates)


def test_the_graph_needs_every_mate():
    L = LatinSquare.cyclic(7)
    mates = normalised_mates(L)
    assert mate_orthogonality_graph(L, mates[:0]) == []
    joined = next(k for k, a in enumerate(orthogonality_graph(mates)) if a)
    with pytest.raises(ValueError, match="not listed: give all the normalised mates"):
        mate_orthogonality_graph(L, np.delete(mates, joined, axis=0))
    with pytest.raises(ValueError, match="not a transversal"):
        mate_orthogonality_graph(L, np.array([L.array]))


def _squares():
    return [LatinSquare.cyclic(5), [[0, 1, 2, 3, 4], [1, 0, 3, 4, 2], [2, 3, 4, 0, 1], [3, 4, 1, 2, 0],
                                    [4, 2, 0, 1, 3]], LatinSquare.cyclic(7)]


def test_chunks_give_the_classification_of_the_whole():
    squares = _squares()[:2] + [_klein().array[[1, 0, 2, 3]], ONE_MATE[0]]
    with pytest.raises(ValueError, match="different orders"):
        classify_mols_in_chunks(squares)
    squares = [LatinSquare.cyclic(5), _squares()[1], LatinSquare.cyclic(5).array[[1, 0, 2, 3, 4]]]
    whole = classify_mols(squares, symmetry=True)
    chunked = classify_mols_in_chunks(squares, chunk=2)
    assert chunked.found == whole.found == classify_mols(squares).found and chunked.sets == whole.sets == 8
    assert [c[:3] for c in chunked.costs] == [c[:3] for c in whole.costs] == [(0, 3, 4), (1, 0, 0), (2, 3, 4)]
    assert merge_mols([mols_of_squares(["0"], 1, 0, 0)], 1).table() == classify_mols([[[0]]]).table() == [[2, 1, 1]]


def test_a_stopped_run_resumes_and_another_runs_files_are_refused(tmp_path):
    path = tmp_path / "mols.ckpt"
    seen = []

    def stop_after_one(line):
        seen.append(line)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        classify_mols_in_chunks(_squares()[:2], chunk=1, checkpoint=path, progress=stop_after_one)
    lines = []
    c = classify_mols_in_chunks(_squares()[:2], chunk=1, checkpoint=path, progress=lines.append)
    assert len(seen) == len(lines) == 1 and lines[0].startswith("chunk 1:")
    assert c.table() == [[2, 1, 0], [3, 1, 0], [4, 1, 1]] and c.representatives == 2
    before = path.read_bytes()
    with pytest.raises(ValueError, match="of another run"):
        classify_mols_in_chunks(_squares()[:1], chunk=1, checkpoint=path)
    with pytest.raises(ValueError, match=r"options.chunk differs"):
        classify_mols_in_chunks(_squares()[:2], chunk=2, checkpoint=path)
    assert path.read_bytes() == before


@pytest.mark.parametrize("square", [LatinSquare.cyclic(3), _klein(), LatinSquare.cyclic(5), LatinSquare([[0]]),
                                    LatinSquare(ONE_MATE[1]), LatinSquare.cyclic(5).array[[2, 0, 1, 4, 3]].T],
                         ids=["Z3", "Klein", "Z5", "order1", "order8", "Z5-isotope"])
def test_the_orbits_of_the_mates_give_the_same_species(square):
    """Only the sets through one mate per orbit of the autoparatopisms: the species found and their maximality
    are those of every set."""
    every, reduced = classify_mols([square]), classify_mols([square], symmetry=True)
    assert reduced.found == every.found and reduced.sets <= every.sets


@pytest.mark.slow
def test_the_orbits_of_the_mates_of_z7():
    every, reduced = classify_mols([_isotope_of_z7()]), classify_mols([_isotope_of_z7()], symmetry=True)
    assert reduced.found == every.found and (every.sets, reduced.sets) == (661, 35)


def test_the_orbits_of_the_mates_are_orbits():
    """Z5's three mates are one orbit; Z7's 635 mates fall into orbits whose sizes divide |Par(Z7)| = 6 x 7^2 x 6
    and sum to 635, and the map of an autoparatopism keeps them."""
    from collections import Counter

    from designs.mols_species import _mate_orbits

    assert _mate_orbits(LatinSquare.cyclic(5).array, normalised_mates(LatinSquare.cyclic(5))) == [0, 0, 0]
    sizes = Counter(_mate_orbits(LatinSquare.cyclic(7).array, normalised_mates(LatinSquare.cyclic(7)))).values()
    assert sum(sizes) == 635 and all((6 * 49 * 6) % s == 0 for s in sizes)


@pytest.mark.slow
def test_the_elementary_abelian_group_of_order_8():
    """Z2^3: the sets of MOLS through its square (numbers of this implementation, pinned), among them the complete
    sets 7-MOLS(8) of the Desarguesian plane, one species, and no maximal 4-MOLS."""
    L = LatinSquare([[i ^ j for j in range(8)] for i in range(8)])
    c = classify_mols([L], symmetry=True)
    assert c.costs[0][1:3] == (70272, 917)
    assert c.table() == [[2, 21, 10], [3, 18, 17], [4, 1, 0], [5, 1, 0], [6, 1, 0], [7, 1, 1]]
