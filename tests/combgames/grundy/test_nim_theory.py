"""Nim theory (Bouton, misere rule, winning moves) and disjunctive sums against the generic solvers."""

import itertools

import pytest
from hypothesis import given, settings, strategies as st

from combgames.games.nim import Nim
from combgames.games.octal import OctalGame
from combgames.games.tactix import Tactix
from combgames.grundy import DisjunctiveSum, nim_outcome, nim_sum, nim_winning_moves, sum_value
from combgames.solvers import GrundyEvaluator, grundy_value, outcome_class


@pytest.mark.parametrize("convention", ["normal", "misere"])
def test_outcome_rule_equals_search(convention):
    for heaps in itertools.product(range(5), repeat=3):
        assert nim_outcome(heaps, convention) == outcome_class(Nim(heaps, convention=convention))


@pytest.mark.parametrize("convention", ["normal", "misere"])
def test_winning_moves_are_exactly_the_moves_to_p_positions(convention):
    for heaps in itertools.product(range(4), repeat=3):
        game = Nim(heaps, convention=convention)
        ev = GrundyEvaluator(game)
        p = game.initial()
        want = sorted(m for m in game.moves(p) if ev.outcome(game.play(p, m), convention) == "P")
        assert sorted(nim_winning_moves(heaps, convention)) == want


def test_winning_move_on_huge_heaps():
    heaps = [10**30, 3 * 10**29 + 7, 12345]
    moves = nim_winning_moves(heaps)
    assert moves
    for i, k in moves:
        rest = list(heaps)
        rest[i] -= k
        assert nim_sum(rest) == 0


def test_bad_heaps_and_convention():
    with pytest.raises(ValueError, match="non-negative"):
        nim_sum([1, -2])
    with pytest.raises(ValueError, match="convention"):
        nim_winning_moves([1, 2], "loopy")


GAMES = st.sampled_from([
    lambda n: Nim([n]),
    lambda n: OctalGame("0.77", [n]),
    lambda n: OctalGame("0.07", [n]),
    lambda n: Tactix(1, n) if n else Tactix(1, 1, 0),
    lambda n: Tactix(2, 3, n % 64),
])


@given(st.lists(st.tuples(GAMES, st.integers(0, 6)), min_size=1, max_size=3))
@settings(max_examples=30)
def test_value_of_a_disjunctive_sum_is_the_xor(parts):
    """Hypothesis: the sum of any impartial games has value = XOR of the parts' values (generic solver)."""
    games = [make(n) for make, n in parts]
    assert grundy_value(DisjunctiveSum(games)) == sum_value([grundy_value(g) for g in games])


def test_misere_sum_is_not_decided_by_values():
    """1 + 1 (two one-counter heaps): normal value 0 (P), but misere N - values do not decide misere sums."""
    s = DisjunctiveSum([Nim([1]), Nim([1])], convention="misere")
    assert outcome_class(s) == "N" and grundy_value(DisjunctiveSum([Nim([1]), Nim([1])])) == 0


def test_sum_refuses_partizan_parts_and_non_games():
    class Partizan(Nim):
        impartial = False

    with pytest.raises(TypeError, match="impartial"):
        DisjunctiveSum([Nim([1]), Partizan([2])])
    with pytest.raises(TypeError, match="needs games"):
        DisjunctiveSum([Nim([1]), "heap"])
    with pytest.raises(ValueError, match="convention must be one of"):
        DisjunctiveSum([Nim([1])], convention="normal play")


def test_sum_cache_key_names_every_part_and_the_convention():
    key = DisjunctiveSum([Nim([1]), Nim([2])]).cache_key()
    assert key == DisjunctiveSum([Nim([1]), Nim([2])]).cache_key()
    assert key != DisjunctiveSum([Nim([2]), Nim([1])]).cache_key()
    assert key != DisjunctiveSum([Nim([1]), Nim([2])], convention="misere").cache_key()
