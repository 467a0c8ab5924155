"""The compiled retrograde analysis against the generic one (an independent implementation over explored
graphs and dictionaries): the same value and distance on every position both solve, on every stone game and
rule variant that declares stone_structure(); and the ranking of positions is a bijection."""

import random

import numpy as np
import pytest

from combgames.games.blockade import mu_torere, pong_hau_ki
from combgames.games.picaria import Picaria, family_game
from combgames.games.nim import Nim
from combgames.solvers import retrograde
from combgames.solvers.ranking import StoneRanking, stone_layers

pytest.importorskip("numba")

from combgames.solvers.compiled_retrograde import (  # noqa: E402
    compiled_retrograde,
    compiled_retrograde_unsuitable,
)

GAMES = [
    pytest.param(lambda: Picaria(), id="picaria"),
    pytest.param(lambda: Picaria(stalemate="draw"), id="picaria-stalemate-draw"),
    pytest.param(lambda: Picaria(stones=(3, 4)), id="picaria-3-4"),
    pytest.param(lambda: Picaria(stones=(2, 3)), id="picaria-2-3"),
    *[pytest.param(lambda c=c: Picaria(centre=c), id=f"picaria-centre-{c}")
      for c in ("first", "drop", "slide", "never", "first+slide")],
    pytest.param(lambda: Picaria("tapatan"), id="tapatan"),
    pytest.param(lambda: Picaria("three_mens_morris"), id="three-mens-morris"),
    pytest.param(lambda: Picaria("picaria13", stones=(3, 3), centre="first"), id="picaria13-first"),
    pytest.param(lambda: family_game(3, 3), id="polygon3"),
    pytest.param(lambda: family_game(5, (3, 4)), id="polygon5-3-4"),
    pytest.param(lambda: pong_hau_ki(), id="pong-hau-ki"),
    pytest.param(lambda: pong_hau_ki(no_move_rule="draw"), id="pong-hau-ki-draw"),
    pytest.param(lambda: mu_torere(), id="mu-torere"),
    pytest.param(lambda: mu_torere(centre_entry=False), id="mu-torere-free-entry"),
]


@pytest.mark.parametrize("make", GAMES)
def test_same_values_and_distances_as_the_generic_retrograde(make):
    game = make()
    generic = retrograde(game)
    compiled = compiled_retrograde(game)
    wrong = [(game.format_position(p), str(v), str(compiled.value(p))) for p, v in generic.items()
             if compiled.value(p) != v]
    assert not wrong, wrong[:5]
    assert compiled.best_moves(game.initial()) == generic.best_moves(game.initial())


def test_the_result_answers_like_the_generic_one():
    game = Picaria()
    r = compiled_retrograde(game)
    p = game.parse_position("x../oxo/x.. O")
    assert r.move_values(p) == retrograde(game).move_values(p)
    assert p in r and "not a position" not in r
    assert r.size == StoneRanking(9, stone_layers((3, 3), True)).size
    assert sum(r.counts.values()) == r.size
    assert r.stats["backend"] == "numba" and r.pv(game.initial())


def test_ranking_is_a_bijection():
    ranking = StoneRanking(11, stone_layers((4, 5), True))
    rng = random.Random(14)
    for index in [0, ranking.size - 1, *rng.sample(range(ranking.size), 3000)]:
        assert ranking.rank(*ranking.unrank(index)) == index
    seen = {ranking.rank(x, o, 0) for x in range(1 << 5) for o in range(1 << 5)
            if not x & o and x.bit_count() == 2 and o.bit_count() == 2}
    first = int(ranking.offset[list(zip(ranking.layer_nx, ranking.layer_no, ranking.layer_turn)).index((2, 2, 0))])
    assert len(seen) == 10 * 3 and min(seen) >= first  # C(5, 2) * C(3, 2) distinct ranks in layer (2, 2, 0)
    with pytest.raises(KeyError, match="no layer"):
        ranking.rank(0b111, 0, 0)


def test_bad_input_is_refused_with_the_reason():
    assert "does not declare stone_structure" in compiled_retrograde_unsuitable(Nim([1, 2]))
    with pytest.raises(TypeError, match="needs stone_structure"):
        compiled_retrograde(Nim([1, 2]))
    with pytest.raises(TypeError, match="pass"):
        compiled_retrograde(pong_hau_ki(), no_move_rule="pass")
    with pytest.raises(ValueError, match="refused: .* positions .* max_positions"):
        compiled_retrograde(Picaria(), max_positions=1000)


def test_solve_selects_it_by_method_and_automatically_for_large_stone_games():
    from combgames.solvers import choose_method, solve

    game = Picaria(stones=(3, 4))
    s = solve(game, method="compiled")
    generic = retrograde(game)
    assert s.method == "compiled" and s.value == generic.value(game.initial())
    assert s.best_moves == generic.best_moves(game.initial())
    assert choose_method(Picaria()) == "retrograde"                     # 5,710 positions: generic is faster
    assert choose_method(family_game(6, (4, 5))) == "compiled"          # 472,928 positions
    note = compiled_retrograde_unsuitable(family_game(6, (4, 5)), {"checkpoint": "x"})
    assert "no option checkpoint" in note


def test_the_compiled_rank_equals_the_reference_ranking():
    """The kernel's rank (set-bit loops, SWAR popcounts) against StoneRanking.rank (the plain cell loops)."""
    from combgames.solvers import _stone_kernels as kernels

    ranking = StoneRanking(13, stone_layers((4, 5), True))
    rng = random.Random(7)
    for index in rng.sample(range(ranking.size), 2000):
        x, o, t = ranking.unrank(index)
        assert kernels._rank(x, o, t, 13, ranking.colex_table, ranking.binom, ranking.layer_of, ranking.offset) == index
    tables = (ranking.colex_table, ranking.binom, ranking.layer_of, ranking.offset)
    assert kernels._rank(0b1111111, 0, 0, 13, *tables) == -1


MEMBERS = [pytest.param(lambda s=s, st=st: family_game(s, st), id=f"polygon{s}-{st[0]}-{st[1]}")
           for s, st in ((3, (2, 2)), (4, (2, 3)), (4, (4, 4)), (5, (2, 2)))]


@pytest.mark.parametrize("make", MEMBERS + GAMES[:1] + GAMES[-2:])
def test_the_queue_of_two_words_and_the_widened_states_give_the_same_solution(make, monkeypatch):
    """The propagation's variants against the generic analysis on every position: masks queued in two words
    (as above 30 cells), and the state array widened twice during the run (int8 -> int16 -> int32, here
    after distances 2 and 5), resuming where it stopped."""
    from combgames.solvers import compiled_retrograde as module

    game = make()
    generic = retrograde(game)
    plain = compiled_retrograde(game)
    monkeypatch.setattr(module, "_PACKED_CELLS", 0)
    wide = compiled_retrograde(game)
    monkeypatch.setattr(module, "_longest", lambda dtype: {1: 2, 2: 5}.get(np.dtype(dtype).itemsize, 10 ** 9))
    widened = compiled_retrograde(game)
    longest = plain.stats["longest"]   # widened on entering the level of distance `longest` (its labels'd be + 1)
    assert widened.distance.dtype == (np.int8 if longest < 2 else np.int16 if longest < 5 else np.int32)
    for p, v in generic.items():
        assert plain.value(p) == wide.value(p) == widened.value(p) == v, game.format_position(p)
