"""combgames.analysis.picaria: family values, stone advantage, rule variants and the sliding phase, against
independent computations (plain minimax, a brute-force walk)."""

from __future__ import annotations

import pytest

from combgames.analysis.picaria import (
    RuleVariant,
    family_members,
    family_value,
    picaria_solution,
    rule_variants,
    sliding_phase,
    stone_advantage,
)
from combgames.games.picaria import CENTRE_RULES, Picaria, family_game
from combgames.solvers import Value
from tests.reference.minimax import forced_within, reachable


def test_picaria_solution_is_cached_per_rules():
    assert picaria_solution() is picaria_solution()
    g, r = picaria_solution(centre="drop")
    assert g.centre_rule == "drop" and picaria_solution(centre="drop")[1] is r


def test_family_members_leave_an_empty_point():
    members = list(family_members(6))
    assert (3, (3, 4)) not in members  # 7 stones on 7 points
    assert all(sum(st) < 2 * s + 1 and st[1] - st[0] in (0, 1) and 3 <= st[0] <= s for s, st in members)
    assert [m for m in members if m[0] == 5] == [(5, (3, 3)), (5, (3, 4)), (5, (4, 4)), (5, (4, 5)), (5, (5, 5))]
    with pytest.raises(ValueError, match="smax"):
        list(family_members(2))


@pytest.mark.parametrize("s, plies", [(3, 7), (5, 9)])
def test_family_value_against_plain_minimax(s, plies):
    """The k = 3 relatives: a win in exactly ``plies`` by depth-limited minimax, independent of retrograde."""
    g = family_game(s, 3)
    assert forced_within(g, g.initial(), plies, {}) == ("win", plies)
    assert forced_within(g, g.initial(), plies - 2, {}) is None
    assert family_value(s, 3) == Value("win", plies)


def test_stone_advantage_stops_at_the_first_second_player_win():
    out = stone_advantage(4)
    assert [v.outcome for v in out.values()] == ["draw", "loss"]
    assert out[1] == family_value(4, (3, 4))
    assert list(stone_advantage(5, lmax=0)) == [0]
    with pytest.raises(ValueError, match="lmax"):
        stone_advantage(4, lmax=-1)


def test_rule_variants_solve_each_centre_rule():
    out = rule_variants("picaria", centres=("none", "drop"))
    assert list(out) == ["none", "drop"]
    for centre, variant in out.items():
        g = Picaria(centre=centre)
        assert isinstance(variant, RuleVariant) and variant.centre == centre
        assert variant.value == picaria_solution(centre=centre)[1].value(g.initial())
    assert str(out["drop"]) == "win in 7 (no stalemate reachable)"
    assert set(rule_variants("picaria")) == set(CENTRE_RULES)


def test_rule_variant_text_with_a_stalemate():
    v = RuleVariant("none", Value("win", 5), 2, Value("draw"))
    assert str(v) == "win in 5 (stalemate=draw: draw)"


def test_sliding_phase_against_a_brute_force_walk():
    g = Picaria()
    brute = {p for p in reachable(g) if p.x.bit_count() == 3 and p.o.bit_count() == 3}
    found = sliding_phase(g)
    assert len(found) == len(set(found)) and set(found) == brute
    orbits = sliding_phase(g, symmetry=True)
    assert {g.canonical(p) for p in orbits} == {g.canonical(p) for p in brute}
    assert len(orbits) == len({g.canonical(p) for p in brute})


def test_sliding_phase_needs_picaria():
    from combgames.games.positional import TicTacToe

    with pytest.raises(TypeError, match="Picaria"):
        sliding_phase(TicTacToe())
