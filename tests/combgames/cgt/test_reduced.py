"""Reduced canonical forms (modulo infinitesimals), against the order itself.

Values (Siegel, Combinatorial Game Theory, ch. II.6; Grossman and Siegel, Reductions of partizan games, 2009;
compared as values): a game whose stops are equal reduces to that number (``^*``, ``^``, ``*``, ``1/2*`` to 0
and 1/2); ``{1|^}`` reduces to ``{1|0}``, ``{1*|-1*}`` to ``+-1``. Checked on random games, with the order
only (no stops): G - rcf(G) lies strictly between -x and x for x = 1/2^k, k beyond the birthdays; rcf(G) =
rcf(H) exactly when -x < G - H < x for such an x (so every game infinitesimally close to G, such as G plus an
all-small game, has the same reduced form); rcf is idempotent and never older than G.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings

from combgames.cgt import STAR, UP, ShortGame, number, parse_game
from combgames.cgt.reduced import infinitesimally_close, is_infinitesimal, reduced_canonical_form
from tests.combgames.cgt import pregames as pre

SMALL = settings(max_examples=60, deadline=None)


@pytest.mark.parametrize("text, reduced", [
    ("^*", "0"), ("^", "0"), ("*", "0"), ("v3*2", "0"), ("1/2*", "1/2"), ("-3+^", "-3"), ("Tiny(2)", "0"),
    ("{1|^}", "{1|0}"), ("{1*|-1*}", "+-1"), ("{2|1*}", "{2|1}"), ("{2|0,*}", "{2|0}"), ("{3|-1}", "{3|-1}"),
    ("{1|^}+^*", "{1|0}"), ("{2||1|-1*}", "{2||1|-1}"), ("0", "0"), ("7/8", "7/8"),
])
def test_reduced_values(text, reduced):
    assert reduced_canonical_form(parse_game(text)) == parse_game(reduced)


def test_infinitesimals():
    assert is_infinitesimal(UP) and is_infinitesimal(STAR) and is_infinitesimal(parse_game("Tiny(2)"))
    assert not is_infinitesimal(parse_game("{1|0}")) and not is_infinitesimal(number(Fraction(1, 1024)))
    assert infinitesimally_close(parse_game("1/2*"), number(Fraction(1, 2)))
    with pytest.raises(TypeError):
        reduced_canonical_form("^")
    with pytest.raises(TypeError, match="h must be"):
        infinitesimally_close(UP, "0")


def _between(d: ShortGame, k: int) -> bool:
    """-1/2^k < D < 1/2^k, by the order."""
    x = number(Fraction(1, 2 ** k))
    return -x < d < x


@SMALL
@given(pre.pregames())
def test_a_game_minus_its_reduced_form_is_infinitesimal(p):
    g = pre.to_short(p)
    r = reduced_canonical_form(g)
    k = g.birthday + r.birthday + 2
    assert _between(g - r, k) and _between(g - r, k + 3)
    assert reduced_canonical_form(r) == r and r.birthday <= g.birthday


@SMALL
@given(pre.pregames(), pre.pregames())
def test_reduced_forms_agree_exactly_when_the_difference_is_infinitesimal(p, q):
    g, h = pre.to_short(p), pre.to_short(q)
    close = _between(g - h, g.birthday + h.birthday + 1)
    assert (reduced_canonical_form(g) == reduced_canonical_form(h)) == close == infinitesimally_close(g, h)


@SMALL
@given(pre.pregames(), pre.all_small_pregames())
def test_adding_an_all_small_game_keeps_the_reduced_form(p, q):
    g, epsilon = pre.to_short(p), pre.to_short(q)
    assert is_infinitesimal(epsilon)
    assert reduced_canonical_form(g + epsilon) == reduced_canonical_form(g)
