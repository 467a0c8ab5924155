"""The reproduce table's verdict rule: a verdict is decided by comparing computed with published, never given.

Each test builds a small claim whose computation is known and checks the verdict :func:`run_claim` gives it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import combgames.reproduce

from combgames.reproduce import (
    VERDICTS,
    Claim,
    Computed,
    Predicate,
    Row,
    all_claims,
    not_equal,
    run_claim,
    verdict,
)


def claim(published, compute, **options) -> Claim:
    return Claim("test.claim", "test source", "a claim", published, compute, **options)


def test_equal_value_is_confirmed():
    assert run_claim(claim(3, lambda: 3)).verdict == "confirmed"


def test_a_value_that_differs_is_refuted():
    row = run_claim(claim(3, lambda: 4))
    assert (row.verdict, row.computed, row.published) == ("refuted", 4, 3)


def test_no_published_value_extends():
    assert run_claim(claim(None, lambda: 4)).verdict == "extends"
    assert run_claim(claim(None, lambda: Computed(4, sample="n <= 10"))).verdict == "extends"


def test_a_sampled_check_is_supported_never_confirmed():
    row = run_claim(claim(3, lambda: Computed(3, "checked", sample="n <= 10")))
    assert row.verdict == "supported"
    assert "n <= 10" in row.evidence and "n <= 10" in row.basis
    assert run_claim(claim(3, lambda: Computed(4, sample="n <= 10"))).verdict == "refuted"


def test_a_predicate_is_confirmed_when_it_holds():
    assert run_claim(claim(not_equal("win"), lambda: "draw")).verdict == "confirmed"
    assert run_claim(claim(not_equal("win"), lambda: "win")).verdict == "refuted"
    even = Predicate("even", lambda v: v % 2 == 0)
    assert run_claim(claim(even, lambda: 4)).verdict == "confirmed"
    assert run_claim(claim(even, lambda: Computed(4, sample="one case"))).verdict == "supported"


def test_erratum_needs_the_corrected_reading_to_match():
    fixed = {"corrected": 5, "correction": "the same paper's other statement"}
    assert run_claim(claim(3, lambda: 5, **fixed)).verdict == "erratum"
    assert run_claim(claim(3, lambda: 6, **fixed)).verdict == "refuted"   # fails, but not as corrected
    assert run_claim(claim(3, lambda: 3, **fixed)).verdict == "confirmed"  # the literal claim holds


def test_erratum_by_an_alternative_reading_needs_its_value_to_equal_the_published():
    reading = "the replies that hold the draw"
    row = run_claim(claim(3, lambda: Computed(12, alternatives={reading: 3})))
    assert row.verdict == "erratum" and reading in row.basis and row.computed == 12
    assert run_claim(claim(3, lambda: Computed(12, alternatives={reading: 4}))).verdict == "refuted"


def test_a_computation_that_raises_is_an_error_row():
    def fail():
        raise RuntimeError("no")

    row = run_claim(claim(3, fail))
    assert row.verdict == "error" and "RuntimeError: no" in row.error


def test_the_verdict_function_alone():
    assert verdict(claim(3, lambda: 3), Computed(3)) == ("confirmed", "computed agrees with published")
    assert verdict(claim(3, lambda: 3), Computed(3, sample="k <= 60"))[0] == "supported"


def test_a_corrected_reading_needs_its_source_and_a_published_value():
    with pytest.raises(ValueError, match="correction"):
        claim(3, lambda: 3, corrected=4)
    with pytest.raises(ValueError, match="published"):
        claim(None, lambda: 3, corrected=4, correction="somewhere")


def test_computed_refuses_a_sample_that_is_not_a_description():
    with pytest.raises(TypeError, match="sample"):
        Computed(3, "evidence", sample=True)


def test_rows_json_has_the_published_predicate_as_text():
    row = run_claim(claim(not_equal("loss"), lambda: "draw"))
    assert isinstance(row, Row) and row.as_json()["published"] == "not loss"


def test_the_table_uses_only_the_known_verdicts():
    claims = all_claims()
    assert len({c.id for c in claims}) == len(claims)
    assert set(VERDICTS) == {"confirmed", "supported", "refuted", "erratum", "extends"}
    assert all(c.corrected is None or c.correction for c in claims)


def test_a_claim_cannot_pass_a_verdict_as_evidence():
    with pytest.raises(ValueError, match="never chooses its verdict"):
        Computed(3, "confirmed")


def test_no_claim_module_writes_a_verdict():
    """The verdict words appear in the framework only: no string literal in a claim module is one."""
    package = Path(combgames.reproduce.__file__).parent
    found = []
    for path in sorted(package.glob("*.py")):
        if path.name == "__init__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and node.value in VERDICTS + ("error",):
                found.append(f"{path.name}:{node.lineno}: {node.value!r}")
    assert not found, found


@pytest.mark.parametrize("claim_id, verdict_, computed", [
    # seed 001, Section 1: "playing on the TD(5, 4) together with the index class ... is the same as playing on
    # the projective geometry Pi_4": it is Pi_4 minus a point (the corrected reading held in the claim)
    ("designs.td54_index_is_projective", "erratum", "Pi_4 minus a point"),
    # Tables 7 and 9: one line omits its ending X_W(x, y), though it is a winning double threat
    ("positional.proof_lines", "erratum", "57/58 lines correct"),
    # case 1 needs the images under the whole group psi_1, psi_2 generate, not only the stated ones
    ("positional.proof_coverage_case1", "erratum", "gap"),
    ("positional.proof_coverage_case2", "confirmed", "complete"),
    ("positional.proof_opening", "confirmed", "all steps hold"),
    # "pi_n exists for every prime power order n": checked for q <= 16 only
    ("designs.affine_planes_prime_powers", "supported", True),
])
def test_verdicts_of_seed_001_rows_come_from_the_rule(claim_id, verdict_, computed):
    row = run_claim(next(c for c in all_claims() if c.id == claim_id))
    assert (row.verdict, row.computed) == (verdict_, computed), row.basis
