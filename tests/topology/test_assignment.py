"""Tests for topology.assignment: every primitive class to exactly one player, fairness, rotation."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from topology import (
    ASSIGNMENT_METHODS,
    SEXTANT_RULES,
    assignment_diagram,
    assignment_shares,
    is_primitive,
    matching_players,
    opposite_signs,
    owner,
    rule_owner,
    rotate60,
    same_sign,
    sextant_owner,
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


def _cone_owner(x, y):
    """Brute-force twin of the sextant method: the half-open cones between consecutive unit steps of the
    tilted plot, read by angle. Going counter-clockwise from (1, 0): Diag owns (1,0)-(1,1], Vert
    (1,1)-(0,1], Horz (0,1)-(-1,0], and the opposite cones repeat V... as D, V, H."""
    import math

    px, py = x - y / 2, y * math.sqrt(3) / 2
    angle = math.degrees(math.atan2(py, px)) % 360
    sextant = math.ceil(round(angle, 9) / 60) % 6  # (0, 60] -> 1, (60, 120] -> 2, ..., 0 -> 0
    return {1: 2, 2: 0, 3: 1, 4: 2, 5: 0, 0: 1}[sextant]


@given(st.integers(-40, 40), st.integers(-40, 40))
def test_sextant_rules_partition_the_plane_into_the_cones(x, y):
    if (x, y) == (0, 0):
        return
    players = matching_players((x, y), SEXTANT_RULES)
    assert players == {_cone_owner(x, y)}
    if is_primitive(x, y):
        assert sextant_owner((x, y)) == _cone_owner(x, y)


def test_signs():
    assert [same_sign(a, b) for a, b in [(1, 2), (-1, -2), (1, -2), (0, 1), (0, 0)]] == [True, True, False, False,
                                                                                         False]
    assert [opposite_signs(a, b) for a, b in [(1, -2), (-1, 2), (1, 2), (0, -1)]] == [True, True, False, False]


def test_matching_players_reports_overlaps_and_gaps():
    everyone = (lambda x, y: True,) * 3
    nobody = (lambda x, y: False,) * 3
    assert matching_players((1, 2), everyone) == {0, 1, 2} and matching_players((1, 2), nobody) == frozenset()
    with pytest.raises(ValueError, match=r"give class \(1, 2\) to \['Diag', 'Horz', 'Vert'\], not to one"):
        rule_owner((1, 2), everyone)
    with pytest.raises(ValueError, match="to no player"):
        rule_owner((1, 2), nobody)
    with pytest.raises(ValueError, match="primitive"):
        rule_owner((2, 2), SEXTANT_RULES)
    with pytest.raises(TypeError, match="pair"):
        rule_owner(3, SEXTANT_RULES)


def test_unknown_method():
    assert ASSIGNMENT_METHODS == ("sextant", "parity")
    with pytest.raises(ValueError, match="method must be one of"):
        owner((1, 0), "quadrant")
    with pytest.raises(ValueError, match="method must be one of"):
        owner((1, 0), "sextant-printed")  # the printed rules are a reading of the source text


def test_diagram_text_shape():
    rows = assignment_diagram("sextant", 4).splitlines()
    assert [len(r.split()) for r in rows] == [5, 6, 7, 8, 9, 8, 7, 6, 5]
