"""Tests for topology.assignment: every primitive class to exactly one player, fairness, rotation."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from topology import (
    LoopClass,
    assignment_diagram,
    assignment_shares,
    classes_by_norm,
    is_primitive,
    owner,
    rotate60,
    sextant_printed_owners,
)


@given(st.integers(-40, 40), st.integers(-40, 40))
def test_every_primitive_class_has_one_owner_and_sign_does_not_matter(x, y):
    if not is_primitive(x, y):
        with pytest.raises(ValueError, match="primitive"):
            owner((x, y))
        return
    for method in ("sextant", "parity"):
        assert owner((x, y), method) == owner((-x, -y), method) in (0, 1, 2)


@given(st.integers(-40, 40), st.integers(-40, 40))
def test_rotation_by_60_degrees_cycles_the_players(x, y):
    if not is_primitive(x, y):
        return
    rx, ry = rotate60(x, y)
    assert owner((rx, ry), "parity") == (owner((x, y), "parity") + 1) % 3  # V -> H -> D -> V
    assert owner((rx, ry), "sextant") != owner((x, y), "sextant")


@pytest.mark.parametrize("method", ["sextant", "parity"])
def test_each_player_gets_a_third_at_every_norm(method):
    for norm, share in assignment_shares(method, 15).items():
        assert share[0] == share[1] == share[2], (norm, share)


def test_printed_sextant_rules_overlap():
    ambiguous = [c for c in classes_by_norm(6) if len(sextant_printed_owners(c)) != 1]
    assert LoopClass(1, 0) in ambiguous and LoopClass(1, -1) in ambiguous
    with pytest.raises(ValueError, match="printed sextant"):
        owner((1, 0), "sextant-printed")
    assert owner((1, 2), "sextant-printed") == 0


def test_unknown_method():
    with pytest.raises(ValueError, match="method"):
        owner((1, 0), "quadrant")


def test_diagram_text_shape():
    rows = assignment_diagram("sextant", 4).splitlines()
    assert [len(r.split()) for r in rows] == [5, 6, 7, 8, 9, 8, 7, 6, 5]
