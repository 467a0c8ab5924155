"""Nim: moves, notation and errors."""

import pytest

from combgames.game import IllegalMoveError, PositionFormatError
from combgames.games.nim import Nim


def test_moves_and_play():
    g = Nim([2, 1])
    p = g.initial()
    assert sorted(g.moves(p)) == [(0, 1), (0, 2), (1, 1)]
    assert g.play(p, (0, 2)) == ((0, 1), 1)


def test_text():
    g = Nim([3, 4, 5])
    assert g.parse_position("3 4 5 | 2") == ((3, 4, 5), 1)
    assert g.format_position(((3, 4, 1), 1)) == "3 4 1 | 2"
    assert g.parse_move("2:3") == (1, 3) and g.format_move((1, 3)) == "2:3"


@pytest.mark.parametrize("heaps", [[-1], [1.5], ["a"], [True]])
def test_bad_heaps(heaps):
    with pytest.raises(ValueError, match="heaps"):
        Nim(heaps)


def test_bad_moves_and_text():
    g = Nim([2])
    with pytest.raises(IllegalMoveError, match="cannot remove 3"):
        g.play(g.initial(), (0, 3))
    with pytest.raises(IllegalMoveError, match="heap index"):
        g.play(g.initial(), (4, 1))
    with pytest.raises(PositionFormatError):
        g.parse_position("3 x")
    with pytest.raises(ValueError, match="convention"):
        Nim([1], convention="weird")


# ------------------------------------------------------------------------------------------ Bouton's theory
import itertools  # noqa: E402

from combgames.game import successors  # noqa: E402
from combgames.solvers import GrundyEvaluator, solve  # noqa: E402


@pytest.mark.parametrize("convention", ["normal", "misere"])
def test_closed_forms_agree_with_search_on_every_small_position(convention):
    """nim_value, outcome_class and winning_moves (Bouton) against the generic search (search=True)."""
    for heaps in itertools.chain.from_iterable(itertools.product(range(5), repeat=k) for k in (1, 2, 3)):
        g = Nim(heaps, convention=convention)
        p = g.initial()
        ev = GrundyEvaluator(g, search=True)
        assert g.nim_value(p) == ev.value(p)
        assert g.outcome_class(p) == ev.outcome(p, convention)
        rule = g.no_move_rule
        p_moves = [m for m, q in successors(g, p, rule) if ev.outcome(q, convention) == "P"]
        assert sorted(g.winning_moves(p)) == sorted(p_moves)


MOVE_GENERATORS = ("moves", "iter_moves", "move_count", "heap_moves", "iter_heap_moves", "heap_move_count")


def test_heaps_of_any_size_are_answered_at_once(monkeypatch):
    """Bouton's closed forms answer a 10**100 heap without search: the work is counted, not timed. No move is
    generated (a search would list the heap's 10**100 options; a generator called fails here at once rather
    than hang) and the solver expands no node."""
    generated = []

    def refuse(name):
        def counted(*args, **kwargs):
            generated.append(name)
            raise AssertionError(f"Nim.{name} was called: the closed form should answer without listing moves")
        return counted

    for name in MOVE_GENERATORS:
        monkeypatch.setattr(Nim, name, refuse(name))
    for convention in ("normal", "misere"):
        g = Nim([1, 10 ** 100, 3], convention=convention)
        s = solve(g)
        assert s.outcome_class == "N" and len(s.best_moves) == 1 and s.stats["nodes"] == 0
        assert g.outcome_class(g.play(g.initial(), s.best_moves[0])) == "P"
    s = solve(Nim([1, 10 ** 100]))
    assert s.grundy == 10 ** 100 + 1 and s.stats["nodes"] == 0
    assert generated == []


def test_options_are_declared_once():
    assert Nim(5).heaps == (5,)  # one heap
    with pytest.raises(ValueError, match="option heaps: heap sizes must be integers >= 0, not -3"):
        Nim([-3])
    with pytest.raises(TypeError, match="option heaps: heap sizes must be a sequence of integers, not '3 4'"):
        Nim("3 4")
    with pytest.raises(ValueError, match="give at least 1 of the heap sizes"):
        Nim([])
    assert Nim.OPTIONS.parse({"heaps": "5", "convention": "misere"}) == {"heaps": (5,), "convention": "misere"}


def test_positions_are_checked_and_every_heap_position_is_a_set_up():
    g = Nim([3, 4, 5])
    assert g.is_setup_position(((7,), 1))
    for bad, error in [(((-1,), 0), ValueError), (((1,), 2), ValueError), (([1], 0), TypeError),
                       ((1, 0), TypeError), (((1.5,), 0), ValueError)]:
        with pytest.raises(error, match=r"not a position of Nim\(\[3, 4, 5\]"):
            g.check_position(bad)
