"""Stops, thermographs, mean, temperature and atomic weight, against published values and theorems.

Published values: Siegel, Combinatorial Game Theory (AMS 2013), ch. II.5: {2|-1} has mean 1/2 and temperature
3/2, +-x has mean 0 and temperature x, a number m/2^k has temperature -1/2^k; atomic weights (ch. II.7;
Berlekamp-Conway-Guy, Winning Ways, ch. 8): aw(n.^) = n, aw(*n) = 0. Theorems checked on random games: the
mean is additive, the temperature of a sum is at most the larger temperature, stops agree with the walls at
t = 0, and atomic weight is additive on all-small games.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings

from combgames.cgt import (ShortGame, UP, atomic_weight, mean, nimber, number, parse_game, stops, temperature,
                           thermograph)
from tests.combgames.cgt import pregames as pre

SMALL = settings(max_examples=50, deadline=None)


@pytest.mark.parametrize("text, mean_text, temp", [
    ("{2|-1}", "1/2", "3/2"), ("+-1", "0", "1"), ("+-3", "0", "3"), ("3", "3", "-1"), ("3/4", "3/4", "-1/4"),
    ("*", "0", "0"), ("^", "0", "0"), ("{3|{1|-1}}", "3/2", "3/2"), ("{4|2}", "3", "1"), ("{1|0}", "1/2", "1/2"),
])
def test_published_mean_and_temperature(text, mean_text, temp):
    g = parse_game(text)
    assert (mean(g), temperature(g)) == (Fraction(mean_text), Fraction(temp))


def test_walls_of_a_switch():
    t = thermograph(parse_game("{2|-1}"))
    assert [t.left_wall_at(x) for x in (-1, 0, 1, Fraction(3, 2), 5)] == [3, 2, 1, Fraction(1, 2), Fraction(1, 2)]
    assert [t.right_wall_at(x) for x in (-1, 0, 1, Fraction(3, 2), 5)] == [-2, -1, 0, Fraction(1, 2), Fraction(1, 2)]
    assert t.to_dict()["temperature"] == "3/2"


def test_stops():
    assert stops(parse_game("{2|-1}")) == (2, -1)
    assert stops(parse_game("{{3|1}|-2}")) == (1, -2)
    assert stops(UP) == (0, 0)


def test_atomic_weights():
    assert [atomic_weight(g) for g in (UP, UP * 3 + nimber(2), nimber(5), -UP)] == [1, 3, 0, -1]
    assert atomic_weight(parse_game("{0|^}")) == 2
    with pytest.raises(ValueError, match="all-small"):
        atomic_weight(number(1))
    with pytest.raises(TypeError):
        thermograph("1")


@SMALL
@given(pre.pregames(), pre.pregames())
def test_mean_is_additive_and_temperature_of_a_sum_is_at_most_the_hotter(g, h):
    a, b = pre.to_short(g), pre.to_short(h)
    assert mean(a + b) == mean(a) + mean(b)
    if not (a + b).is_number:
        assert temperature(a + b) <= max(temperature(a), temperature(b), 0)


@SMALL
@given(pre.pregames())
def test_stops_are_the_walls_at_zero_for_games_not_colder(g):
    a = pre.to_short(g)
    t = thermograph(a)
    assert a.right_stop <= t.mean <= a.left_stop
    if t.temperature >= 0:
        assert (t.left_wall_at(0), t.right_wall_at(0)) == (a.left_stop, a.right_stop)


@SMALL
@given(pre.all_small_pregames(), pre.all_small_pregames())
def test_atomic_weight_is_additive(g, h):
    a, b = pre.to_short(g), pre.to_short(h)
    assert a.is_all_small and b.is_all_small
    assert atomic_weight(a + b) is atomic_weight(a) + atomic_weight(b)


def test_thermograph_of_a_number_and_of_a_nimber():
    t = thermograph(number("5/8"))
    assert t.temperature == Fraction(-1, 8) and t.left_wall.points == t.right_wall.points
    assert thermograph(nimber(3)).temperature == 0
    assert isinstance(thermograph(ShortGame([1], [0])).mean, Fraction)
