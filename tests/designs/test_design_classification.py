"""The isomorphism classes of small Steiner triple systems, their invariants, and the search kernel's twin.

Published values: the numbers of isomorphism classes of STS(v), 1, 1, 2, 80 for v = 7, 9, 13, 15 (Handbook of
Combinatorial Designs, 2nd ed., II.1.8; Mathon, Phelps and Rosa, Ars Combin. 15 (1983) 3-110); the numbers of
labelled STS(v) on a v-set, 30, 840, 1197504000, 60281712691200 (OEIS A001201); the automorphism groups of the
two STS(13), of orders 39 (the cyclic one) and 6 (Colbourn and Rosa, Triple Systems, 1999); PG(3, 2) among the
STS(15) with 20160 automorphisms, 105 Pasch configurations (7 in each of its 15 Fano planes) and those 15
planes as subsystems of order 7; exactly one STS(15) without Pasch configurations (Grannell and Griggs,
"Configurations in Steiner triple systems", 1999); STS(19): 11,084,874,829 classes (Kaski and Östergård, J.
Combin. Des. 12 (2004) 443-448), cited in the refusal.
"""

from __future__ import annotations

import itertools
from math import factorial

import numpy as np
import pytest

from combgames.base.checks import LimitError
from combgames.base.kernels import kernel, numba_available
from designs.block_designs import NotAvailable
from designs.design_classification import (_cycle_code, _cycle_types, _seed, _seed_stabiliser, _triple_ranks,
                                           classify_steiner_triple_systems, number_of_fano_subsystems,
                                           number_of_pasch_configurations, pair_cycle_types,
                                           steiner_systems, steiner_triple_systems, sts_certificate)
from designs.planes import projective_plane
from designs.prescribed_group import block_designs_with_group
from designs.design_classification_kernels import COMPLETIONS, NODES, pair_codes_of_systems, sts_completions

LABELLED = {7: 30, 9: 840, 13: 1197504000, 15: 60281712691200}     # OEIS A001201


@pytest.mark.parametrize("v, classes", [(3, 1), (7, 1), (9, 1), (13, 2)])
def test_small_counts_and_labelled_mass(v, classes):
    """The classes, each an STS(v), pairwise non-isomorphic, and the labelled count from the completions equal to
    the published one and to the sum of v!/|Aut| over the classes."""
    c = classify_steiner_triple_systems(v)
    assert len(c.systems) == classes
    assert all(str(s.parameters) == f"2-({v},3,1)" for s in c.systems)
    assert len({sts_certificate(s) for s in c.systems}) == classes
    if v > 3:
        assert c.labelled == LABELLED[v] == c.labelled_from_classes()


def test_sts13_groups_and_the_cyclic_one():
    systems = steiner_triple_systems(13)
    assert [int(s.automorphism_group().order()) for s in systems] == [39, 6]
    (cyclic,) = block_designs_with_group(13, 3, 1, [[(x + 1) % 13 for x in range(13)]])
    assert cyclic.is_isomorphic(systems[0])


def test_fano_and_affine_plane():
    (fano,) = steiner_triple_systems(7)
    assert fano.is_isomorphic(projective_plane(2))
    assert number_of_pasch_configurations(fano) == 7
    assert pair_cycle_types(fano) == {(4,): 21}
    (ag,) = steiner_triple_systems(9)
    assert ag.automorphism_group().order() == 432
    assert number_of_pasch_configurations(ag) == 0


@pytest.fixture(scope="module")
def sts15():
    return classify_steiner_triple_systems(15)


def test_the_80_sts15(sts15):
    """80 classes; the labelled count 60281712691200 from the completions, and the same from the classes."""
    assert len(sts15.systems) == 80
    assert sts15.labelled == LABELLED[15] == sts15.labelled_from_classes()
    assert len({sts_certificate(s) for s in sts15.systems}) == 80
    assert all(str(s.parameters) == "2-(15,3,1)" for s in sts15.systems)
    # the work, counted: completions of the four seeds, and a few hundred handed to nauty
    assert sorted(sts15.completions) == [(4, 4, 4), (4, 8), (6, 6), (12,)]
    assert 80 <= sts15.candidates < 2000


def test_sts15_invariants(sts15):
    """PG(3, 2) first (20160 automorphisms, 105 Pasch, 15 Fano planes); exactly one anti-Pasch system; the two
    cyclic STS(15) and the three of GAP DESIGN's example are among the 80."""
    pg = sts15.systems[0]
    assert sts15.automorphism_orders[0] == int(pg.automorphism_group().order()) == 20160
    assert number_of_pasch_configurations(pg) == 105
    assert number_of_fano_subsystems(pg) == 15
    assert pair_cycle_types(pg) == {(4, 4, 4): 105}
    assert sum(number_of_pasch_configurations(s) == 0 for s in sts15.systems) == 1
    assert sum(sts15.automorphism_orders) > 80                     # a spot check of the orders against nauty:
    for s, order in list(zip(sts15.systems, sts15.automorphism_orders))[::9]:
        assert int(s.automorphism_group().order()) == order
    certificates = {sts_certificate(s) for s in sts15.systems}
    cyclic = block_designs_with_group(15, 3, 1, [[(x + 1) % 15 for x in range(15)]])
    assert {sts_certificate(d) for d in cyclic} <= certificates


def test_sts15_seeds():
    """The four seeds of STS(15) and the orders of their stabilisers."""
    assert _cycle_types(15) == [(4, 4, 4), (4, 8), (6, 6), (12,)]
    assert _cycle_types(13) == [(4, 6), (10,)]
    orders = []
    for lengths in _cycle_types(15):
        seed = _seed(15, lengths)
        assert len(seed) == 13 and len({tuple(sorted(b)) for b in seed}) == 13
        orders.append(len(_seed_stabiliser(15, seed)))
    assert orders == [4**3 * 6, 4 * 8, 6 * 6 * 2, 12]           # prod (2l)^{m_l} m_l! over cycles of length 2l


def test_refusals():
    with pytest.raises(ValueError, match="v = 10 is not 1 or 3 mod 6"):
        steiner_triple_systems(10)
    with pytest.raises(NotAvailable, match="11,084,874,829"):
        steiner_triple_systems(19)
    with pytest.raises(NotAvailable):
        steiner_triple_systems(21)
    with pytest.raises(ValueError):
        steiner_triple_systems(1)
    with pytest.raises(ValueError, match="not a Steiner triple system"):
        sts_certificate(projective_plane(3))


def test_invariants_by_brute_force():
    """Pasch configurations and Fano subsystems counted over all 4-sets and 7-sets of blocks and points."""
    for s in steiner_triple_systems(13) + steiner_triple_systems(7):
        blocks = [set(b) for b in s.blocks]
        pasch = sum(1 for four in itertools.combinations(blocks, 4)
                    if len(set().union(*four)) == 6 and all(sum(p in b for b in four) == 2 for p in set().union(*four)))
        assert number_of_pasch_configurations(s) == pasch
        fano = sum(1 for seven in itertools.combinations(range(s.num_points), 7)
                   if sum(b <= set(seven) for b in blocks) == 7)
        assert number_of_fano_subsystems(s) == fano


# ---------------------------------------------------------------------------------------------------- the twins

pytestmark_twin = pytest.mark.skipif(not numba_available(), reason="the twins compare with numba")


@pytestmark_twin
@pytest.mark.parametrize("v, trials", [(7, 3), (9, 3), (13, 1)])
def test_sts_completions_twin(v, trials):
    """The compiled search and its Python twin: the same completions kept, counted and nodes, for every seed
    and for random subgroups' elements (random subsets of the stabiliser, the identity first)."""
    rng = np.random.default_rng(v)
    ranks = _triple_ranks(v)
    for lengths in _cycle_types(v):
        seed = _seed(v, lengths)
        stabiliser = _seed_stabiliser(v, seed)
        for trial in range(trials):
            if trial:
                pick = rng.random(len(stabiliser)) < 0.5
                pick[0] = True
                stab = stabiliser[pick]
            else:
                stab = stabiliser
            code = _cycle_code(lengths, v) if trial < 2 else 0
            results = []
            for backend in ("python", "numba"):
                out = np.zeros((5000, v * (v - 1) // 6, 3), dtype=np.int64)
                control = np.zeros(4, dtype=np.int64)
                kept = kernel(sts_completions, backend)(v, seed, code, stab, ranks, out, control)
                results.append((int(kept), out[:kept].tolist(), int(control[COMPLETIONS]), int(control[NODES])))
            assert results[0] == results[1], (v, lengths, trial)


@pytestmark_twin
def test_pair_codes_twin_on_random_relabellings():
    """Pair cycle codes of randomly relabelled STS(13) and STS(15)s: compiled, Python, and pair_cycle_types."""
    rng = np.random.default_rng(3)
    systems = steiner_triple_systems(13)
    for s in systems:
        for _ in range(3):
            p = s.permuted([int(x) for x in rng.permutation(13)])
            arr = np.array([p.blocks], dtype=np.int64)
            outs = []
            for backend in ("python", "numba"):
                out = np.zeros((1, 13, 13), dtype=np.int64)
                kernel(pair_codes_of_systems, backend)(arr, 13, out)
                outs.append(out.tolist())
            assert outs[0] == outs[1]
            expected = {}
            for x, y in itertools.combinations(range(13), 2):
                expected[int(outs[0][0][x][y])] = expected.get(int(outs[0][0][x][y]), 0) + 1
            assert sorted(expected.values()) == sorted(pair_cycle_types(p).values())


# ---------------------------------------------------------------------------------------------------- S(2, k, v)

def test_steiner_systems_by_the_pencil():
    """The full classification by completing the pencil through 0: 2-(7,3,1), 2-(9,3,1) and 2-(13,4,1) are unique
    (the planes of orders 2, 3 and AG(2, 3)), the last isomorphic to PG(2, 3) and to the Singer-cycle design."""
    assert [len(steiner_systems(v, 3)) for v in (7, 9)] == [1, 1]
    (pg,) = steiner_systems(13, 4)
    assert pg.is_isomorphic(projective_plane(3))
    (singer,) = block_designs_with_group(13, 4, 1, [[(x + 1) % 13 for x in range(13)]])
    assert pg.is_isomorphic(singer)
    with pytest.raises(LimitError, match="max_completions=1000"):
        steiner_systems(13, 3, max_completions=1000)
    with pytest.raises(ValueError, match="v = 14"):
        steiner_systems(14, 4)


@pytest.mark.slow
def test_affine_plane_of_order_4_unique():
    """2-(16,4,1): 2592 completions of the pencil, one class, AG(2, 4) with 5760 automorphisms (4 s)."""
    (ag,) = steiner_systems(16, 4)
    assert ag.automorphism_group().order() == 5760
