"""Ordinal sums G:H, against Hackenbush and against the definition applied to forms that are not canonical.

Published values (compared as values): Winning Ways (2nd ed., vol. 1), ch. 2 (Blue-Red Hackenbush strings:
BR = 1/2, BRR = 1/4, BRB = 3/4, BBR = 3/2, RBB = -1/4) and ch. 7 (a green stalk of n edges is *n; the colon
principle); Lessons in Play (2007), ch. 5 (Hackenbush strings). A string from the ground is the ordinal sum of
its edges (1 blue, -1 red, * green), checked against the Hackenbush ruleset's own values for every string of up
to four edges. Theorems on random games: G:H depends only on the value of H; the colon principle (H >= H'
implies G:H >= G:H'); G:H - G has H's outcome; ordinal sums are associative.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings

from combgames.cgt import STAR, ShortGame, game_value, nimber, number, parse_game
from combgames.cgt.ordinal import ordinal_sum, ordinal_sum_of
from combgames.games.hackenbush import Hackenbush
from tests.combgames.cgt import pregames as pre

SMALL = settings(max_examples=60, deadline=None)
EDGE = {"B": number(1), "R": number(-1), "G": STAR}


def string_value(colours: str) -> ShortGame:
    """A Hackenbush string from the ground as the ordinal sum of its edges."""
    return ordinal_sum_of(EDGE[c] for c in colours)


@pytest.mark.parametrize("string, published", [
    ("BR", "1/2"), ("BRR", "1/4"), ("BRB", "3/4"), ("BBR", "3/2"), ("RBB", "-1/4"), ("BRRR", "1/8"),
    ("B", "1"), ("BB", "2"), ("RRB", "-3/2"),
])
def test_blue_red_strings_published(string, published):
    """Winning Ways ch. 2, Lessons in Play ch. 5."""
    assert string_value(string) == parse_game(published)


def test_green_stalks_and_first_examples():
    """Winning Ways ch. 7: a green stalk of n edges is *n; 1:-1 = {0 | 1} = 1/2."""
    assert [string_value("G" * n) for n in range(1, 6)] == [nimber(n) for n in range(1, 6)]
    assert ordinal_sum(1, -1) == number(Fraction(1, 2)) == parse_game("{0|1}")
    assert ordinal_sum(1, STAR) == parse_game("1*") and string_value("BG") == parse_game("1*")
    assert ordinal_sum_of([]) == 0 and ordinal_sum(STAR, 0) == STAR


@pytest.mark.parametrize("length", [1, 2, 3, 4])
def test_strings_agree_with_the_hackenbush_ruleset(length):
    for colours in product("BRG", repeat=length):
        string = "".join(colours)
        assert string_value(string) == game_value(Hackenbush(string)), string


def test_ordinal_sum_rejects_other_types():
    with pytest.raises(TypeError, match="h must be"):
        ordinal_sum(1, "1")
    with pytest.raises(TypeError, match=r"games\[1\]"):
        ordinal_sum_of([1, 0.5])


def _ordinal_form(g: ShortGame, p) -> ShortGame:
    """G:H by the definition, for a pregame H (a form that need not be canonical)."""
    return ShortGame(g.left + tuple(_ordinal_form(g, x) for x in p[0]),
                     g.right + tuple(_ordinal_form(g, x) for x in p[1]))


@SMALL
@given(pre.pregames(), pre.pregames())
def test_ordinal_sum_depends_only_on_the_value_of_the_subordinate(p, q):
    g, h = pre.to_short(p), pre.to_short(q)
    assert _ordinal_form(g, q) == ordinal_sum(g, h)


@SMALL
@given(pre.pregames(), pre.pregames(), pre.pregames())
def test_colon_principle_and_sign(p, q, r):
    g, h, k = pre.to_short(p), pre.to_short(q), pre.to_short(r)
    if h >= k:
        assert ordinal_sum(g, h) >= ordinal_sum(g, k)
    assert (ordinal_sum(g, h) - g).outcome() == h.outcome()


@SMALL
@given(pre.pregames(max_leaves=4), pre.pregames(max_leaves=4), pre.pregames(max_leaves=4))
def test_ordinal_sums_are_associative(p, q, r):
    g, h, k = pre.to_short(p), pre.to_short(q), pre.to_short(r)
    assert ordinal_sum(ordinal_sum(g, h), k) == ordinal_sum(g, ordinal_sum(h, k))
