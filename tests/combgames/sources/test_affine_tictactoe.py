"""The source module of seed 001 (tic-tac-toe on pi_4): its transcriptions and what it builds from them.

The paper's claims themselves (who wins, the figures' contents, psi_1 and psi_2 being autoparatopisms) are
compared in tests/published/test_001_*.py; here: the transcriptions agree with each other and with the
general constructions of designs, and the X/O helpers are the general stabilisers.
"""

import pytest

from combgames.sources import SOURCES, source_module
from combgames.sources.affine_tictactoe import (
    GAMES,
    INDEX_BLOCKS,
    INDEX_LABELS,
    PSI,
    SEED,
    figure1_mols4,
    figure2_blocks,
    free_point_orbits,
    paper_autoparatopisms,
    pi4,
    pi4_game,
    pi4_grid,
    pi4_index_blocks,
    position_stabilizer,
)
from designs import AffinePlane, IncidenceStructure, affine_plane, mols, mutually_orthogonal, parse_paratopism
from designs.paratopy import autoparatopism_group, autoparatopism_orbits


def test_the_table_of_sources_names_this_module():
    assert SOURCES[SEED] == "combgames.sources.affine_tictactoe"
    assert source_module(SEED).pi4 is pi4
    with pytest.raises(ValueError, match="seed must be one of"):
        source_module("999_unknown.txt")


def test_figure1_is_the_galois_construction():
    """Figure 1 is L_1, L_3, L_2 of the complete set of MOLS(4) over GF(4) (symbols relabelled 1..4)."""
    a, b, c = figure1_mols4()
    m = [L.with_symbols((1, 2, 3, 4)) for L in mols(4)]
    assert (a, b, c) == (m[0], m[2], m[1])
    assert mutually_orthogonal([a, b, c])


def test_pi4_structure():
    p = pi4()
    p.check()
    assert p.points == tuple([f"r{i}" for i in range(1, 5)] + [f"c{i}" for i in range(1, 5)]
                             + [f"alpha{i}" for i in range(1, 5)] + [f"beta{i}" for i in range(1, 5)])
    assert pi4_index_blocks() == p.index_class == (16, 17, 18, 19)
    assert tuple(p.block_labels[j] for j in p.index_class) == INDEX_LABELS
    assert p.class_names == ("gamma1", "gamma2", "gamma3", "gamma4", "index")
    assert [p.blocks_as_labels()[j] for j in p.index_class][0] == ("r1", "r2", "r3", "r4")
    assert isinstance(p, AffinePlane) and isinstance(p, IncidenceStructure)


def test_pi4_is_the_transcription_of_figures_2_and_3():
    """Two independent transcriptions: the squares of Figure 1 (built into a plane) and the printed lines."""
    labels, classes = figure2_blocks()
    p = pi4()
    assert p.points == labels
    names = p.class_names
    for c, blocks in enumerate(p.parallel_classes()):
        assert {frozenset(p.blocks_as_labels()[j]) for j in blocks} == set(classes[names[c]])


def test_pi4_is_isomorphic_to_ag24_with_explicit_map():
    p, ag = pi4(), affine_plane(4)
    phi = p.isomorphism(ag)
    assert phi is not None and sorted(phi.values()) == sorted(ag.points)
    image = {tuple(sorted(ag.index(phi[x]) for x in b)) for b in p.blocks_as_labels()}
    assert image == set(ag.blocks)


def test_pi4_grid_rows_are_gamma1_and_columns_gamma2():
    g = pi4_grid()
    labels = [x for row in g.grid() for x in row]
    assert sorted(labels) == sorted(pi4().points)
    classes = g.plane.parallel_classes()
    assert all(len({i for i, _ in g.block_cells(j)}) == 1 for j in classes[0])
    assert all(len({c for _, c in g.block_cells(j)}) == 1 for j in classes[1])
    assert all(g.is_diagonal(g.block_cells(j)) for c in (2, 3) for j in classes[c])
    # the default order: row i is the gamma1 line through the i-th of r2, r1, r3, r4
    assert [next(x for x in row if x.startswith("r")) for row in g.grid()] == ["r2", "r1", "r3", "r4"]


def test_paper_autoparatopisms_are_read_from_the_printed_strings():
    psi = paper_autoparatopisms()
    assert set(psi) == set(PSI) == {"psi1", "psi2"}
    for name, text in PSI.items():
        assert psi[name] == parse_paratopism(text, n=4)
        assert parse_paratopism(str(psi[name]), n=4) == psi[name]      # the paper's notation round-trips


def test_position_helpers_are_the_general_stabilisers():
    a, b, _ = figure1_mols4()
    for x, o in ((["r1", "r3", "c1"], ["r2", "r4"]), (["r1", "r3", "alpha2"], ["r2", "c1"]), (["r1"], [])):
        assert position_stabilizer([a, b], x, o).order() == autoparatopism_group([a, b], fixed=[x, o]).order()
        assert free_point_orbits([a, b], x, o) == autoparatopism_orbits([a, b], fixed=[x, o])
    with pytest.raises(ValueError, match="both players"):
        position_stabilizer([a, b], ["r1"], ["r1"])
    with pytest.raises(ValueError, match="not a point"):
        free_point_orbits([a, b], ["gamma1"], [])


def test_pi4_game_and_its_registration():
    assert list(GAMES) == ["pi4"] and GAMES["pi4"].build is pi4_game
    g = pi4_game()
    assert g.labels == pi4().points and len(g.lines) == 20
    td = pi4_game(INDEX_BLOCKS)
    assert len(td.lines) == 16
    lines = {frozenset(td.labels[i] for i in pts) for pts in td.line_points}
    assert lines == {frozenset(b) for b in pi4().without_blocks(pi4_index_blocks()).blocks_as_labels()}
    assert len(pi4_game(["row"]).lines) == 19
    with pytest.raises(ValueError, match="index block must be one of"):
        pi4_game(["diagonal"])
