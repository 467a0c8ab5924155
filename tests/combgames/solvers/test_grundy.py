"""Grundy evaluation: mex laws, Nim = XOR (Bouton), Grundy outcomes against plain search, misere by search."""

import functools
import operator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from combgames.games.nim import Nim
from combgames.games.positional import TicTacToe
from combgames.games.token import TokenGame
from combgames.solvers import GrundyEvaluator, alphabeta, grundy_value, mex, outcome_class

heaps = st.lists(st.integers(0, 7), min_size=1, max_size=4)


@given(st.sets(st.integers(0, 40)))
def test_mex_laws(values):
    m = mex(values)
    assert m not in values
    assert all(k in values for k in range(m))


@given(st.sets(st.integers(0, 40)), st.integers(0, 40))
def test_mex_of_an_initial_segment(values, n):
    assert mex(set(range(n))) == n
    assert mex(values | {mex(values)}) > mex(values)


@given(heaps)
def test_nim_value_is_xor_of_heaps(hs):
    assert grundy_value(Nim(hs)) == functools.reduce(operator.xor, hs, 0)


@given(st.lists(st.integers(0, 4), min_size=1, max_size=3))
def test_normal_outcome_agrees_with_search(hs):
    g = Nim(hs)
    expected = "N" if alphabeta(g).value.outcome == "win" else "P"
    assert outcome_class(g) == expected


@given(st.lists(st.integers(0, 4), min_size=1, max_size=3))
def test_misere_outcome_agrees_with_search_and_boutons_misere_rule(hs):
    g = Nim(hs, convention="misere")
    by_search = "N" if alphabeta(g).value.outcome == "win" else "P"
    assert outcome_class(g) == by_search
    # Bouton's misere rule: with all heaps <= 1 the mover wins iff the number of 1s is even;
    # otherwise exactly as in normal play.
    if max(hs) <= 1:
        rule = "N" if sum(hs) % 2 == 0 else "P"
    else:
        rule = "N" if functools.reduce(operator.xor, hs, 0) else "P"
    assert by_search == rule


def test_evaluator_reuses_its_table():
    ev = GrundyEvaluator(Nim([5, 6, 7]))
    ev.value(((5, 6, 7), 0))
    nodes = ev.nodes
    ev.value(((7, 6, 5), 1))  # same canonical key
    assert ev.nodes == nodes


def test_partizan_game_is_refused():
    with pytest.raises(TypeError, match="impartial"):
        grundy_value(TicTacToe())


def test_loopy_game_is_refused():
    with pytest.raises(ValueError, match="loopy"):
        grundy_value(TokenGame({0: [1], 1: [0]}, start=0))


def test_unknown_convention():
    with pytest.raises(ValueError, match="convention"):
        outcome_class(Nim([1]), convention="normal-ish")
