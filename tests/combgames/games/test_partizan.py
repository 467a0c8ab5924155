"""The partizan rulesets: rules, notation, and values against published values, hand derivations and pycgt.

Published values:
- Domineering: the 2 x 2 square is +-1, a vertical domino's space 1 and a horizontal one's -1 (Berlekamp,
  Conway, Guy, Winning Ways, 2nd ed., vol. 1, ch. 1-2).
- Blue-Red Hackenbush strings follow Berlekamp's sign-expansion rule (Winning Ways ch. 2; Albert, Nowakowski,
  Wolfe, Lessons in Play, ch. 5): the first run of one colour counts +-1 per edge and every later edge +-1/2^i;
  a green stalk of n edges is *n (Winning Ways ch. 7).
- Cutcake values are integers, for w >= h equal to w // 2^floor(log2 h) - 1, and the negative for w < h
  (Winning Ways ch. 2, "Cutcake", its table of values).
Hand derivations from the rules: Toads and Frogs T.F = *, TF. = 0; Clobber xo = *, xxo = ^ (Lessons in Play
ch. 1 defines the games). pycgt 0.2.0, an independent implementation, where installed.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.catalogue import make_game
from combgames.cgt import STAR, UP, game_value, nimber, number, parse_game
from combgames.game import PositionFormatError
from combgames.games.clobber import Clobber
from combgames.games.cutcake import Cutcake
from combgames.games.domineering import Domineering
from combgames.games.hackenbush import Hackenbush
from combgames.games.toads_frogs import ToadsAndFrogs
from combgames.solvers import solve

RULESETS = ["domineering", "hackenbush", "clobber", "toads-and-frogs", "cutcake", "amazons", "konane",
            "toppling-dominoes"]


def value_of(game, text: str):
    return game_value(game, game.parse_position(text))


def test_domineering_published_values():
    g = Domineering(2, 2)
    assert str(game_value(g)) == "+-1"
    assert value_of(g, "./.") is number(1) and value_of(g, "..") is number(-1) and value_of(g, "#") is number(0)


def berlekamp(string: str) -> Fraction:
    """Berlekamp's rule for a Blue-Red Hackenbush string read from the ground."""
    sign = {"B": 1, "R": -1}
    run = len(string) - len(string.lstrip(string[0]))
    value = Fraction(sign[string[0]] * run)
    for i, c in enumerate(string[run:], start=1):
        value += Fraction(sign[c], 2 ** i)
    return value


@pytest.mark.parametrize("string", ["B", "R", "BR", "BBR", "BRR", "BRB", "RBB", "BRBRB", "BBRRB", "RRBRBB"])
def test_hackenbush_strings_follow_berlekamps_rule(string):
    assert game_value(Hackenbush(string)) is number(berlekamp(string))


@settings(max_examples=30, deadline=None)
@given(st.text(alphabet="BR", min_size=1, max_size=8))
def test_random_hackenbush_strings_follow_berlekamps_rule(string):
    assert game_value(Hackenbush(string)) is number(berlekamp(string))


def test_green_hackenbush_stalks_are_nimbers_and_pictures_add():
    assert [game_value(Hackenbush("G" * n)) for n in range(5)[1:]] == [nimber(n) for n in range(1, 5)]
    assert game_value(Hackenbush("BR GG B")) is number("3/2") + nimber(2)
    g = Hackenbush("0-1B 1-2R 2-0B")  # a triangle standing on the ground at two vertices
    assert game_value(g) is game_value(g, g.parse_position("0-1B 0-2B 1-2R"))
    assert value_of(g, "-") is number(0)


def test_cutcake_table():
    for w, h in itertools.product(range(1, 9), repeat=2):
        k = 1 << (max(w, h) and (min(w, h).bit_length() - 1))
        expected = w // k - 1 if w >= h else -(h // (1 << (w.bit_length() - 1)) - 1)
        assert game_value(Cutcake(w, h)) is number(expected), (w, h)


def test_toads_and_frogs_and_clobber_small_positions():
    assert [value_of(ToadsAndFrogs(), t) for t in ("T.F", "TF.", "T.", ".F", "TF")] == [
        STAR, number(0), number(1), number(-1), number(0)]
    assert [value_of(Clobber(), t) for t in ("xo", "xxo", "ox", "x.o")] == [STAR, UP, STAR, number(0)]


@pytest.mark.parametrize("name", RULESETS)
def test_text_round_trips_and_moves_match_the_options(name):
    game = make_game(name)
    p = game.initial()
    assert game.parse_position(game.format_position(p)) == p
    q = (p[0], 1)
    assert game.parse_position(game.format_position(q)) == q
    assert len(game.moves(p)) == len(game.left_options(p)) and len(game.moves(q)) == len(game.right_options(p))
    for m in game.moves(p):
        assert game.parse_move(game.format_move(m, p), p) == m
        assert game.play(p, m) in game.left_options(p)


@pytest.mark.parametrize("name, text", [("domineering", "../.x"), ("clobber", "xo/o"), ("toads-and-frogs", "TQ"),
                                        ("cutcake", "2x"), ("hackenbush", "BX"), ("hackenbush", "1-2B")])
def test_malformed_board_text_is_refused(name, text):
    with pytest.raises(PositionFormatError):
        make_game(name).parse_position(text)


@pytest.mark.parametrize("name", RULESETS)
def test_outcome_of_the_value_agrees_with_search(name):
    """The value's outcome class says who wins; alpha-beta search on the start position must agree."""
    game = make_game(name)
    v = game_value(game)
    left_first = solve(game).value.outcome == "win"
    right_first = solve(game, (game.initial()[0], 1)).value.outcome == "win"
    expected = {"L": (True, False), "R": (False, True), "N": (True, True), "P": (False, False)}[v.outcome()]
    assert (left_first, right_first) == expected


# ------------------------------------------------------------------------------------------ against pycgt
def _pycgt():
    return pytest.importorskip("pycgt")


def _to_pycgt(g):
    pycgt = _pycgt()
    return pycgt.game([_to_pycgt(x) for x in g.left], [_to_pycgt(x) for x in g.right])


@pytest.mark.parametrize("rows, cols", [(r, c) for r in range(1, 4) for c in range(1, 5)] + [(4, 4)])
def test_domineering_agrees_with_pycgt(rows, cols):
    _pycgt()
    from pycgt.rulesets import domineering

    assert _to_pycgt(game_value(Domineering(rows, cols))) == domineering.rectangle(rows, cols)


@pytest.mark.parametrize("length", [3, 4, 5])
def test_toads_and_frogs_rows_agree_with_pycgt(length):
    _pycgt()
    from pycgt.rulesets import toads_and_frogs

    game = ToadsAndFrogs()
    for row in itertools.product("TF.", repeat=length):
        text = "".join(row)
        assert _to_pycgt(value_of(game, text)) == toads_and_frogs.parse(text.lower()), text


@pytest.mark.parametrize("text", ["xoxo", "xxoo", "xoxox", "xo/ox", "xox/oxo", "xxo/o.x", "x.ox/oxo."])
def test_clobber_agrees_with_pycgt(text):
    _pycgt()
    from pycgt.rulesets import clobber

    assert _to_pycgt(value_of(Clobber(), text)) == clobber.parse(text.replace("/", "|"))


def test_values_print_as_pycgt_reads_them():
    pycgt = _pycgt()
    for text in ("+-1", "{2|-1}", "*3", "1/2", "^", "v", "{0|{0|-2}}", "{{2|0}|0}"):
        assert _to_pycgt(parse_game(text)) == pycgt.parse(text)
