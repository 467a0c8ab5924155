"""Every kind of design the toolkit builds, handed over to Sage (passagemath) and to networkx, and Sage's own
constructions handed back.

Sage runs in a separate process (its signal handling, cysignals, stays out of the test process): the Python of
``SAGE_PYTHON`` if set, else this interpreter when passagemath is installed in it (CI installs it); the test is
skipped, saying so, when neither has Sage. The script below prints one JSON document; the assertions are here.

What is checked, for each design: Sage's ``IncidenceStructure`` reads our points and blocks as a t-design with
our parameters; Sage's automorphism group (its own partition backtrack, not nauty) has the order nauty gives
us; our reading of the same list back is isomorphic to the design. For each family Sage also builds, Sage's
design read by :meth:`IncidenceStructure.from_sage` passes our design check with the same parameters, and where
the design is unique up to isomorphism (the planes of order 3, 4 and 5, STS(9), SQS(10)) the two are isomorphic.
Hadamard matrices and difference families are checked by Sage's own ``is_hadamard_matrix`` and
``is_difference_family``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys

import pytest


def _sage_python() -> str | None:
    python = os.environ.get("SAGE_PYTHON")
    if python:
        return python
    return sys.executable if importlib.util.find_spec("sage") is not None else None


def _ours():
    """Name -> (design, t) for one design of every kind the toolkit constructs."""
    from designs.bibd import balanced_incomplete_block_design
    from designs.design_classification import steiner_triple_systems
    from designs.difference_families import development, difference_family
    from designs.hadamard import Hadamard3Design, HadamardDesign
    from designs.prescribed_group import block_designs_with_group
    from designs.steiner import kirkman_triple_system, steiner_quadruple_system, steiner_triple_system

    cyclic = [list(range(1, 13)) + [0]]
    return {
        "sts(15)": (steiner_triple_system(15), 2),
        "sts(19)": (steiner_triple_system(19), 2),
        "kts(21)": (kirkman_triple_system(21), 2),
        "sqs(14)": (steiner_quadruple_system(14), 3),
        "bibd(13,4)": (balanced_incomplete_block_design(13, 4), 2),
        "bibd(25,5)": (balanced_incomplete_block_design(25, 5), 2),
        "bibd(40,4)": (balanced_incomplete_block_design(40, 4), 2),
        "bibd(41,5)": (balanced_incomplete_block_design(41, 5), 2),
        "development(37,4)": (development(*difference_family(37, 4)), 2),
        "hadamard 2-design(19)": (HadamardDesign(19), 2),
        "hadamard 3-design(16)": (Hadamard3Design(16), 3),
        "kramer-mesner 2-(13,3,1) under Z_13": (block_designs_with_group(13, 3, 1, cyclic)[0], 2),
        "sts(13) class 2": (steiner_triple_systems(13)[1], 2),
    }


_SCRIPT = r"""
import json, sys
import sage.all__sagemath_graphs
from sage.combinat.designs import design_catalog as designs
from sage.combinat.designs.incidence_structures import IncidenceStructure
from sage.combinat.designs.difference_family import is_difference_family
from sage.combinat.matrices.hadamard_matrix import is_hadamard_matrix, hadamard_matrix
from sage.matrix.constructor import matrix
from sage.rings.integer_ring import ZZ
from sage.rings.finite_rings.integer_mod_ring import Zmod

job = json.load(open(sys.argv[1]))
out = {"ours": {}, "theirs": {}, "hadamard": {}, "families": {}}
for name, (points, blocks, t) in job["ours"].items():
    S = IncidenceStructure(points, blocks)
    ok, params = S.is_t_design(t=t, return_parameters=True)
    out["ours"][name] = [bool(ok), [int(x) for x in params], int(S.automorphism_group().cardinality())]
theirs = {"bibd(13,4)": designs.balanced_incomplete_block_design(13, 4),
          "bibd(16,4)": designs.balanced_incomplete_block_design(16, 4),
          "bibd(25,5)": designs.balanced_incomplete_block_design(25, 5),
          "sts(9)": designs.steiner_triple_system(9),
          "sts(15)": designs.steiner_triple_system(15),
          "kts(21)": designs.kirkman_triple_system(21),
          "sqs(10)": designs.steiner_quadruple_system(10),
          "hadamard 2-design(11)": designs.HadamardDesign(11)}
for name, S in theirs.items():
    out["theirs"][name] = [[str(p) for p in S.ground_set()], [[str(p) for p in b] for b in S.blocks()]]
for n, rows in job["hadamard"].items():
    out["hadamard"][n] = [bool(is_hadamard_matrix(matrix(ZZ, rows))),
                          [[int(x) for x in r] for r in hadamard_matrix(int(n))]]
for name, (v, k, l, D) in job["families"].items():
    out["families"][name] = bool(is_difference_family(Zmod(v), D, v, k, l))
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def sage_run(tmp_path_factory):
    """Run the Sage side once for the whole module; return (our designs, Sage's answers)."""
    python = _sage_python()
    if python is None:
        pytest.skip("Sage is not installed here (pip install passagemath-graphs passagemath-schemes "
                    "passagemath-gap passagemath-combinat, or set SAGE_PYTHON)")
    from designs.difference_families import difference_family
    from designs.hadamard import hadamard_matrix

    ours = _ours()
    families = {f"({v},{k},{l})": (v, k, l, [list(map(int, b)) for b in difference_family(v, k, l)[1]])
                for v, k, l in ((37, 4, 1), (61, 5, 1), (31, 6, 1))}
    job = {"ours": {name: ([str(p) for p in d.points], [[str(p) for p in b] for b in d.blocks_as_labels()], t)
                    for name, (d, t) in ours.items()},
           "hadamard": {str(n): hadamard_matrix(n).tolist() for n in (12, 20, 28, 36, 52, 92)},
           "families": families}
    path = tmp_path_factory.mktemp("sage") / "job.json"
    path.write_text(json.dumps(job))
    done = subprocess.run([python, "-c", _SCRIPT, str(path)], capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stderr[-3000:]
    return ours, json.loads(done.stdout.splitlines()[-1])


def test_sage_reads_every_design_with_our_parameters_and_automorphism_group(sage_run):
    ours, answers = sage_run
    assert set(answers["ours"]) == set(ours)
    for name, (design, t) in ours.items():
        ok, params, aut = answers["ours"][name]
        p = design.parameters
        assert ok and params == [p.t, p.v, p.k, p.lam] and t == p.t, name
        assert aut == design.automorphism_group().order(), name  # Sage's own backtrack against nauty


def test_our_designs_come_back_from_sage_isomorphic(sage_run):
    from designs.incidence import IncidenceStructure

    ours, _ = sage_run
    for name, (design, _t) in ours.items():
        points, blocks = design.to_sage()
        back = IncidenceStructure.from_sage(points, blocks)
        assert back.is_isomorphic(design), name


def test_sages_designs_pass_our_checks_and_the_unique_ones_are_ours(sage_run):
    from designs.bibd import balanced_incomplete_block_design
    from designs.block_designs import BlockDesign
    from designs.hadamard import HadamardDesign
    from designs.steiner import kirkman_triple_system, steiner_quadruple_system, steiner_triple_system

    _, answers = sage_run
    expected = {"bibd(13,4)": ((2, 13, 4, 1), lambda: balanced_incomplete_block_design(13, 4)),
                "bibd(16,4)": ((2, 16, 4, 1), lambda: balanced_incomplete_block_design(16, 4)),
                "bibd(25,5)": ((2, 25, 5, 1), lambda: balanced_incomplete_block_design(25, 5)),
                "sts(9)": ((2, 9, 3, 1), lambda: steiner_triple_system(9)),
                "sts(15)": ((2, 15, 3, 1), None),
                "kts(21)": ((2, 21, 3, 1), None),
                "sqs(10)": ((3, 10, 4, 1), lambda: steiner_quadruple_system(10)),
                "hadamard 2-design(11)": ((2, 11, 5, 2), lambda: HadamardDesign(11))}
    for name, (points, blocks) in answers["theirs"].items():
        (t, v, k, lam), unique = expected[name]
        design = BlockDesign(points, blocks, t=t, construction=f"SageMath's {name}", by="labels")
        p = design.parameters
        assert (p.t, p.v, p.k, p.lam) == (t, v, k, lam), name
        if unique is not None:  # unique up to isomorphism: the planes of order 3, 4, 5, STS(9), SQS(10), H(12)
            assert design.is_isomorphic(unique()), name
    assert kirkman_triple_system(21).parameters == BlockDesign(*answers["theirs"]["kts(21)"], construction="Sage",
                                                               by="labels").parameters


def test_hadamard_matrices_both_ways(sage_run):
    from designs.hadamard import is_hadamard_matrix

    _, answers = sage_run
    for n, (sage_accepts_ours, theirs) in answers["hadamard"].items():
        assert sage_accepts_ours, n
        assert is_hadamard_matrix(theirs) and len(theirs) == int(n), n


def test_difference_families_pass_sages_check(sage_run):
    _, answers = sage_run
    assert answers["families"] == {"(37,4,1)": True, "(61,5,1)": True, "(31,6,1)": True}


def test_every_design_exports_to_networkx_in_the_one_schema():
    from tests.test_interop import assert_schema

    for name, (design, _t) in _ours().items():
        graph = design.incidence_graph()
        assert_schema(graph, blocks=True)
        p = design.parameters
        assert graph.number_of_nodes() == p.v + p.b and graph.number_of_edges() == p.b * p.k, name
