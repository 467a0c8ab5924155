"""Every solver stops at a stated limit: up front from a game's bound on its positions, or after max_nodes."""

import pytest

from combgames.explore import ExplorationLimitError, explore
from combgames.games.heaps import partitions_up_to
from combgames.games.nim import Nim
from combgames.games.octal import OctalGame
from combgames.games.positional import TicTacToe
from combgames.games.tactix import Tactix
from combgames.solvers import GrundyEvaluator, alphabeta, grundy_value, outcome_class, retrograde
from combgames.solvers.values import SearchLimitError


@pytest.mark.parametrize("game", [Nim([2, 3, 1]), Nim([4, 4]), OctalGame("0.77", [7]), OctalGame("0.07", [6, 3]),
                                  OctalGame("0.6", [9]), Tactix(2, 3), Tactix(board="xx./.xx")],
                         ids=repr)
def test_position_counts_are_upper_bounds(game):
    p = game.initial()
    assert explore(game, p).size <= game.position_count(p)


def test_partition_counts_against_a_brute_force():
    def multisets(total, largest):  # multisets of positive integers <= largest with sum <= total
        return 1 + sum(multisets(total - k, k) for k in range(1, min(total, largest) + 1))

    assert [partitions_up_to(n) for n in range(12)] == [multisets(n, n) for n in range(12)]


def test_grundy_refuses_up_front_and_answers_by_closed_forms():
    kayles = OctalGame("0.77", [100_000], convention="misere")
    with pytest.raises(SearchLimitError, match="positions are reachable"):
        outcome_class(kayles)
    assert grundy_value(Nim([10 ** 100, 1])) == (10 ** 100) ^ 1      # nim_value: no search
    with pytest.raises(SearchLimitError, match="max_nodes"):   # the generic search (Tactix declares its theory)
        GrundyEvaluator(Tactix(3, 3), max_nodes=100, search=True).value(Tactix(3, 3).initial())
    assert GrundyEvaluator(Tactix(2, 2), max_nodes=100).value(Tactix(2, 2).initial()) == grundy_value(Tactix(2, 2))


def test_search_and_retrograde_stop_at_their_limits():
    with pytest.raises(SearchLimitError, match="stopped after"):
        alphabeta(TicTacToe(4), max_nodes=70_000)
    with pytest.raises(ExplorationLimitError, match="more than limit=100"):
        retrograde(TicTacToe(), max_positions=100)
    with pytest.raises(ExplorationLimitError, match="refused: up to 65,536 positions"):
        retrograde(Tactix(4, 4), max_positions=1000)
