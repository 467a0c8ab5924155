"""The published tests' check of the reproduce table: each row's verdict and computed value, exactly.

Each ``tests/published/test_<seed>_*.py`` holds ``EXPECTED_ROWS`` (row id -> (verdict, computed value), with
the published statement and its place in comments) and runs every claim of its seed through :func:`check_row`.
"""

from __future__ import annotations

import pytest

from combgames.reproduce import Claim, expected_seconds, run_claim

SLOW_SECONDS = 2.5
"""A claim expected to take longer (or a slow claim, left out of a default ``combgames reproduce``) has its test
marked ``slow``, so the default test run stays cheap."""


def row_params(claims: list[Claim]) -> list:
    """The claims as pytest parameters named by their id; slow and long claims carry the ``slow`` mark."""
    return [pytest.param(c, id=c.id, marks=[pytest.mark.slow] if c.slow or expected_seconds(c) > SLOW_SECONDS
                         else []) for c in claims]


def check_row(claim: Claim, expected: dict) -> None:
    """Run one claim; its row must have no error and exactly the expected (verdict, computed value)."""
    row = run_claim(claim)
    assert row.error == "", row.error
    assert (row.verdict, row.computed) == expected[claim.id], row.basis
