"""CellGroup keeps its elements as tuples and builds numpy arrays only when asked (issue 14: ``combgames solve
tictactoe`` as a whole process must not pay numpy's import); the tuple paths agree with the numpy paths."""

import subprocess
import sys

import numpy as np
import pytest

from combgames.games.positional import keys as positional_keys
from combgames.games.positional import grid_lines
from combgames.symmetry import CellGroup, cyclic_group, dihedral_polygon, dihedral_rectangle, dihedral_square
from combgames.symmetry import canonizers
from combgames.symmetry import group as group_module

GROUPS = [dihedral_square(3), dihedral_square(4), dihedral_rectangle(2, 5), cyclic_group(7),
          dihedral_polygon(6, rings=(0, 1), centre=True)]


def test_a_small_board_is_keyed_without_numpy(tmp_path):
    probe = ("import sys\nfrom combgames.symmetry import dihedral_square\nG = dihedral_square(3)\n"
             "f = G.mask_canonizer(2)\nprint(f(1, 2), G.canonical_code((1, 2)), G.order(), G.degree,\n"
             "      'numpy' in sys.modules)\n")
    run = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    *codes, order, degree, imported = run.stdout.split()
    assert codes[0] == codes[1] and (order, degree, imported) == ("8", "9", "False")


@pytest.mark.parametrize("G", GROUPS, ids=repr)
def test_elements_array_is_the_tuples(G):
    assert isinstance(G.elements, np.ndarray) and not G.elements.flags.writeable
    assert G.elements.shape == (G.order(), G.degree)
    assert [tuple(row) for row in G.elements.tolist()] == list(G.permutations)
    assert G.permutations[G.identity] == tuple(range(G.degree))
    inverse = np.empty_like(G.elements)
    inverse[np.arange(G.order())[:, None], G.elements] = np.arange(G.degree)[None, :]
    assert G._mask_images.inverses.tolist() == inverse.tolist() == [list(t) for t in G._mask_images.inverse_tuples]


@pytest.mark.parametrize("G", GROUPS, ids=repr)
def test_chunk_tables_on_lists_equal_the_numpy_ones(G, monkeypatch):
    monkeypatch.setattr(canonizers, "_PYTHON_TABLE_CHUNK", 1 << 30)
    python = CellGroup(G.permutations, check=False)._mask_images.tables
    monkeypatch.setattr(canonizers, "_PYTHON_TABLE_CHUNK", 0)
    vectorised = CellGroup(G.permutations, check=False)._mask_images.tables
    assert python == vectorised
    brute = [[sum(1 << i for i in range(G.degree) if m >> g[i] & 1) for m in range(1 << min(G.degree, 6))]
             for g in G.permutations]  # bit i of the image is bit g[i] of the mask
    for e in range(G.order()):
        assert [G.image_mask(m, e) for m in range(1 << min(G.degree, 6))] == brute[e]


@pytest.mark.parametrize("budget", [0, 1 << 30])
def test_the_closure_check_on_tuples_and_on_arrays(budget, monkeypatch):
    monkeypatch.setattr(group_module, "_PYTHON_CHECK_BUDGET", budget)
    G = dihedral_square(3)
    assert CellGroup(G.permutations) == G
    with pytest.raises(ValueError, match="not closed under composition"):
        CellGroup([G.permutations[0], G.element("R90")])
    with pytest.raises(ValueError, match="distinct"):
        CellGroup([G.permutations[0]] * 2)
    with pytest.raises(ValueError, match="not a permutation"):
        CellGroup([(0, 0, 1)])
    with pytest.raises(ValueError, match="non-empty"):
        CellGroup([])


def test_generate_and_pickle_keep_the_elements():
    import pickle

    G = CellGroup.generate([[1, 2, 3, 4, 0], np.array([4, 3, 2, 1, 0])])
    assert G == dihedral_polygon(5) and G.order() == 10
    assert list(G.permutations) == sorted(G.permutations)
    H = pickle.loads(pickle.dumps(G))
    assert H.permutations == G.permutations and H.names == G.names


@pytest.mark.parametrize("budget", [0, 1 << 30])
def test_the_line_check_on_tuples_and_on_arrays(budget, monkeypatch):
    """A group element maps lines to lines or is reported, by the tuple loop and by numpy alike."""
    monkeypatch.setattr(positional_keys, "_PYTHON_LINE_CHECK", budget)
    lines = grid_lines(3)
    G = dihedral_square(3)
    assert positional_keys.first_bad_permutation(list(G.permutations), lines) is None
    swap = (1, 0, 2, 3, 4, 5, 6, 7, 8)  # a1 <-> b1 maps the column a onto no line
    assert positional_keys.first_bad_permutation(list(G.permutations) + [swap], lines) == G.order()
