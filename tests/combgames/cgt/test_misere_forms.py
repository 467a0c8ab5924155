"""Misere canonical forms, genus and partizan misere outcomes (combgames.cgt.misere_forms, misere_notation,
misere_census, misere_outcomes).

Checked against: the number of misere games born by each day (Conway, ONAG, ch. 12, pp. 139-140: 1, 2, 3, 5, 22
and 4171780 by days 0..5), brute force (the 22 games are told apart by sums with them; random raw game trees
agree with their canonical forms in every such sum), the misere quotients of misere.py, plain misere search,
Winning Ways' tame genera, and the rule by which CGSuite computes a genus from the options' genera. The
published tables (Plambeck's genera of 0.312, CGSuite's genera of Kayles, Dawson's Chess, Treblecross and
Officers, and CGSuite's documented canonical forms) are checked in tests/published/test_cgt_impartial_theory.py."""

from __future__ import annotations

import itertools
import random
from functools import lru_cache

import pytest

from combgames.base.checks import LimitError
from combgames.cgt.misere import misere_outcome, misere_quotient
from combgames.cgt.misere_census import (count_misere_games_born_by, misere_games_born_by,
                                         misere_games_born_by_as_powers)
from combgames.cgt.misere_forms import (MISERE_STAR, MISERE_ZERO, MisereGame, genus, heap_misere_forms,
                                        misere_canonical_form, misere_game, misere_nimber, misere_sum, misere_value,
                                        parse_genus)
from combgames.cgt.misere_notation import conway_game, conway_text
from combgames.cgt.misere_outcomes import misere_outcome_class, misere_sum_outcome_class
from combgames.games.heaps import OctalCode


def test_games_born_by_day():
    # Conway, ONAG (2nd ed.), ch. 12, pp. 139-140 (crediting Grundy and Smith): 1, 2, 3, 5, 22 games in simplest
    # form are born by days 0, 1, 2, 3, 4 (the page is quoted in C. Thompson, "Counting misere games", sci.math)
    assert [len(misere_games_born_by(d)) for d in range(5)] == [1, 2, 3, 5, 22]
    assert {str(g) for g in misere_games_born_by(2)} == {"0", "*", "*2"}
    assert {str(g) for g in misere_games_born_by(3)} == {"0", "*", "*2", "*3", "{*2}"}
    assert [count_misere_games_born_by(d) for d in range(5)] == [1, 2, 3, 5, 22]
    with pytest.raises(LimitError, match="4,171,780"):
        misere_games_born_by(5)
    with pytest.raises(LimitError, match="up to 6"):
        count_misere_games_born_by(7)


def test_games_born_by_day_five():
    # ONAG, ch. 12, pp. 139-140: 4171780 games by day 5 (counted as the sets of day-4 games without a reversible
    # option, all 2^22 at once)
    assert count_misere_games_born_by(5) == 4171780


def test_the_closed_form_count_agrees_with_the_direct_count():
    # the day-6 count is a closed form over the day-5 games (count_misere_games_born_by's docstring); the same
    # form over the earlier days gives the direct counts 3, 5, 22, 4171780
    from combgames.cgt.misere_census import _power_sum

    for day in range(2, 6):
        assert _power_sum(misere_games_born_by_as_powers(day)) == count_misere_games_born_by(day)
    assert misere_games_born_by_as_powers(5) == {22: 1, 14: -1, 12: -1, 11: -1, -1: 4}
    six = count_misere_games_born_by(6)
    assert six == _power_sum(misere_games_born_by_as_powers(6)) and six.bit_length() == 4171780
    assert all(c % 2 for e, c in misere_games_born_by_as_powers(6).items() if e >= 0)
    with pytest.raises(ValueError, match="days 2 to 6"):
        misere_games_born_by_as_powers(7)


def test_day_five_count_agrees_with_the_canonical_form_on_a_sample():
    from combgames.cgt.misere_census import _canonical_option_sets
    from combgames.cgt.misere_forms import _bypass_one

    base = misere_games_born_by(4)
    canonical = _canonical_option_sets(base)
    rng = random.Random(5)
    for s in rng.sample(range(1 << len(base)), 400) + [0, (1 << len(base)) - 1]:
        options = frozenset(g for i, g in enumerate(base) if s >> i & 1)
        assert bool(canonical[s]) == (_bypass_one(options) is None)


def _sum_is_p(parts: tuple) -> bool:
    """Plain misere search over a sum of explicit game trees (anything with ``.options``)."""
    @lru_cache(maxsize=None)
    def is_p(ps: tuple) -> bool:
        moved = False
        for i, g in enumerate(ps):
            rest = ps[:i] + ps[i + 1:]
            for o in g.options:
                moved = True
                if is_p(tuple(sorted(rest + (o,), key=id))):
                    return False
        return moved
    return is_p(tuple(sorted(parts, key=id)))


def test_day_four_games_are_told_apart_by_sums():
    games, earlier = misere_games_born_by(4), misere_games_born_by(3)
    tests = [()] + [(g,) for g in games] + [(g, h) for g in games for h in earlier]
    signatures = {tuple(_sum_is_p((g,) + t) for t in tests) for g in games}
    assert len(signatures) == 22


class Raw:
    """An explicit game tree, no simplification."""

    def __init__(self, options):
        self.options = tuple(options)


def _canonical(raw: Raw) -> MisereGame:
    return misere_canonical_form(_canonical(o) for o in raw.options)


def test_raw_games_equal_their_canonical_forms_in_every_test_sum():
    rng = random.Random(7)
    raws = [Raw(())]
    for _ in range(120):
        raws.append(Raw(rng.sample(raws, min(rng.randrange(4), len(raws)))))
    tests = [()] + [(g,) for g in misere_games_born_by(3)] + [(MISERE_STAR, misere_nimber(2))]
    for raw in raws:
        form = _canonical(raw)
        for t in tests:
            assert _sum_is_p((raw,) + t) == _sum_is_p((form,) + t)
        assert form.outcome() == ("P" if _sum_is_p((raw,)) else "N")


def test_reversible_options_and_proviso():
    assert misere_game("{*}") is MISERE_ZERO          # * reverses through 0 = {*}
    assert misere_game("{0}") is MISERE_STAR
    assert str(misere_game("{0, *2}")) == "*"         # *2 reverses through 0... to {0, 0} = *
    assert str(misere_game("* + *")) == "0"
    assert str(misere_game("{*2}")) == "{*2}"         # kept: it is P, and 0 is N
    assert misere_game("{*2}").outcome() == "P" and MISERE_ZERO.outcome() == "N"
    assert misere_game("*2 + *2") is misere_game("{*2, *3}")
    assert misere_game("*2 + *2") is not MISERE_ZERO  # unlike normal play


def test_sum_is_commutative_associative_and_matches_search():
    games = misere_games_born_by(3)
    for a, b in itertools.product(games, repeat=2):
        assert misere_sum(a, b) is misere_sum(b, a)
        assert misere_sum(a, b).outcome() == ("P" if _sum_is_p((a, b)) else "N")
    for a, b, c in itertools.product(games, repeat=3):
        assert (a + b) + c is a + (b + c)


def test_text_round_trip_and_errors():
    for g in misere_games_born_by(4):
        assert misere_game(str(g)) is g
    for bad in ("{*, ", "*x", "{0 *}", "", "}"):
        with pytest.raises(ValueError, match="misere game text"):
            misere_game(bad)
    with pytest.raises(TypeError):
        misere_canonical_form([0])


def test_tame_genera():
    # Winning Ways, 2nd ed., vol. 2, ch. 13 (genus): the nim-heaps 0, *, *2, *3 have the genera
    # 0^120, 1^031, 2^20, 3^31.
    assert [str(genus(misere_nimber(n))) for n in range(4)] == ["0^120", "1^031", "2^20", "3^31"]
    g = genus(MISERE_ZERO)
    assert [g.gamma(k) for k in range(7)] == [1, 2, 0, 2, 0, 2, 0]


def test_genus_is_the_misere_grundy_value_with_twos():
    # gamma_k = G-(G + k *2), checked against canonical sums for every game born by day 3, the first heaps of
    # Dawson's Kayles and Kayles, and k <= 8
    for g in misere_games_born_by(3) + heap_misere_forms("0.07", 8) + heap_misere_forms("0.77", 6):
        gen = genus(g)
        assert gen.normal == g.normal_grundy
        total = g
        for k in range(9):
            assert gen.gamma(k) == total.misere_grundy
            total = total + misere_nimber(2)


def test_kayles_and_dawsons_kayles_genera_in_winning_ways_notation():
    # the written genus ends where the alternation begins (Winning Ways, ch. 13): K5 = 4^146, K11 = 6^46 (the two
    # values H2 remembered from Winning Ways, now also CGSuite's), K25 = 1^731; Dawson's Kayles (0.07) heap 10 is
    # 3^1431, the first heap CGSuite lists as wild (Dawson's Chess heap 9)
    kayles = [str(genus(g)) for g in heap_misere_forms("0.77", 25)]
    assert (kayles[5], kayles[11], kayles[25]) == ("4^146", "6^46", "1^731")
    dawson = [str(genus(g)) for g in heap_misere_forms("0.07", 10)]
    assert dawson[10] == "3^1431" and all(g.endswith(("120", "031", "20", "31")) for g in dawson[:10])
    assert [genus(g).normal for g in heap_misere_forms("0.07", 12)] == [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2]


def test_cgsuite_reduces_this_option():
    # CGSuite reduces *[[[2],2,0],[[2],3],1] to *[(2#20)2[#1]1]: {{*2}, *3} = {*2} + * in misere play
    assert misere_game("{{*2}, *3}") is misere_game("{*2} + *")


def test_genus_satisfies_the_option_recursion():
    # gamma_0(G) = mex of gamma_0 over the options (1 without options); gamma_k(G) = mex of gamma_k over the options
    # and gamma_(k-1)(G), gamma_(k-1)(G) xor 1 (the moves in a *2 leave * or 0): the rule of D. Hoey's genus in
    # CGSuite (core/misere/Genus.java), an independent check of the sums with *2 in _grundy_with_twos
    from combgames.base.mex import mex

    for g in misere_games_born_by(4) + heap_misere_forms("0.77", 12) + heap_misere_forms("0.07", 16):
        gamma = genus(g).gamma
        assert gamma(0) == (mex(genus(o).gamma(0) for o in g.options) if g.options else 1)
        for k in range(1, 10):
            assert gamma(k) == mex([genus(o).gamma(k) for o in g.options] + [gamma(k - 1), gamma(k - 1) ^ 1])


def test_conway_text_round_trip_and_errors():
    for g in misere_games_born_by(4) + heap_misere_forms("0.77", 9) + heap_misere_forms("0.07", 14):
        assert conway_game(conway_text(g)) is g
        for h in misere_games_born_by(3):
            assert conway_game(conway_text(g + h)) is g + h
    assert conway_text(heap_misere_forms("0.77", 5)[5]) == "*[2[2]321]"
    assert conway_text(misere_nimber(12)) == "*[&12;]" and conway_game("&12;") is misere_nimber(12)
    assert conway_game("(2#1)[1]") is misere_game("{{*2}, *} + *")
    for bad in ("*[2", "*[2#0", "x", "", "2[#", "()", "2[(]"):
        with pytest.raises(ValueError, match="misere game text"):
            conway_game(bad)
    with pytest.raises(ValueError, match="no game plus"):
        conway_game("1[-2]")
    with pytest.raises(TypeError):
        conway_text("*2")


def test_parse_genus():
    # any number of repetitions of the alternating pair reads as the shortest written genus
    assert parse_genus("1^{03131}") == parse_genus("1^031") == genus(MISERE_STAR)
    assert parse_genus("0^1202") == genus(MISERE_ZERO) and str(parse_genus("4^14646464")) == "4^146"
    assert str(parse_genus("8^(8,10,8)")) == "8^(8,10)"
    for g in heap_misere_forms("0.77", 30):
        assert parse_genus(str(genus(g))) == genus(g)
    for bad in ("4^1", "4", "x^12", "4^1a"):
        with pytest.raises(ValueError, match="genus text"):
            parse_genus(bad)


@pytest.mark.parametrize("code, heaps, max_tokens", [("0.75", 8, 10), ("0.77", 6, 9), ("0.07", 7, 10)])
def test_equal_forms_have_equal_quotient_elements(code, heaps, max_tokens):
    q = misere_quotient(code, heaps)
    forms = heap_misere_forms(code, heaps)
    is_p = misere_outcome(OctalCode(code).options)
    seen: dict = {}
    for n in range(1, 5):
        for sum_heaps in itertools.combinations_with_replacement(range(1, heaps + 1), n):
            if sum(sum_heaps) > max_tokens:
                continue
            value = MISERE_ZERO
            for h in sum_heaps:
                value = value + forms[h]
            element = q.element(sum_heaps)
            assert seen.setdefault(value, element) == element
            assert value.outcome() == q.outcome(sum_heaps) == ("P" if is_p(sum_heaps) else "N")
    assert len(seen) > q.order // 2


def test_misere_value_of_catalogue_games():
    from combgames.games.nim import Nim
    from combgames.games.octal import OctalGame

    assert misere_value(Nim([1, 1])) is MISERE_ZERO
    assert misere_value(Nim([2, 3])) is misere_nimber(2) + misere_nimber(3)
    kayles = heap_misere_forms("0.77", 7)
    assert misere_value(OctalGame("0.77", [3, 4])) is kayles[3] + kayles[4]
    with pytest.raises(LimitError, match="max_positions"):
        misere_value(OctalGame("0.77", [9]), max_positions=5)


# ---------------------------------------------------------------------------------------------- partizan
def _naive_class(game, position) -> str:
    """Misere outcome class by plain recursion over the game's Left and Right options (no memo, no keys)."""
    def wins(p, player):
        options = game.left_options(p) if player == 0 else game.right_options(p)
        return not options or any(not wins(c, 1 - player) for c in options)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (wins(position, 0), wins(position, 1))]


def test_partizan_published_examples():
    from combgames.games.domineering import Domineering
    from combgames.games.hackenbush import Hackenbush

    # worked by hand (partizan misere play as in Siegel, CGT, ch. V): the integer 1 = {0 | } is a Right win (Left
    # must move to 0, and then Right, without a move, wins), -1 a Left win, * = {0 | 0} a P-position, and the
    # empty board 0 a next-player win (who cannot move wins)
    assert misere_outcome_class(Hackenbush("B")) == "R"
    assert misere_outcome_class(Hackenbush("R")) == "L"
    assert misere_outcome_class(Hackenbush("G")) == "P"     # * = {0 | 0}
    # 2 x 2 Domineering: either player's first domino leaves a region only that player can use
    assert misere_outcome_class(Domineering(2, 2)) == "P"
    assert misere_outcome_class(Domineering(1, 1)) == "N"


@pytest.mark.parametrize("board", ["xo", "xoxo", "xox/o.o", "xxo/oox", "xoxox"])
def test_clobber_matches_brute_force(board):
    from combgames.games.clobber import Clobber

    game = Clobber(board)
    assert misere_outcome_class(game) == _naive_class(game, game.initial())


@pytest.mark.parametrize("rows, cols", [(1, 3), (2, 3), (3, 3), (1, 5), (2, 4)])
def test_domineering_matches_brute_force(rows, cols):
    from combgames.games.domineering import Domineering

    game = Domineering(rows, cols)
    assert misere_outcome_class(game) == _naive_class(game, game.initial())


def test_impartial_outcome_class_agrees_with_canonical_form():
    from combgames.games.octal import OctalGame

    forms = heap_misere_forms("0.77", 6)
    for heaps in ([1], [2], [1, 1], [3, 2], [4, 1, 1], [6]):
        value = MISERE_ZERO
        for h in heaps:
            value = value + forms[h]
        expected = "P" if value.outcome() == "P" else "N"
        assert misere_outcome_class(OctalGame("0.77", heaps)) == expected


def test_outcome_class_limit():
    from combgames.games.domineering import Domineering

    with pytest.raises(LimitError, match="max_positions=10"):
        misere_outcome_class(Domineering(4, 4), max_positions=10)
    with pytest.raises(TypeError):
        misere_value(Domineering(2, 2))


def test_partizan_sums():
    from combgames.games.clobber import Clobber
    from combgames.games.domineering import Domineering
    from combgames.games.hackenbush import Hackenbush

    one, minus_one, star = Hackenbush("B"), Hackenbush("R"), Hackenbush("G")
    # G + (-G) need not be a P-position in misere play (by hand: 1 + (-1): whoever starts removes her own edge,
    # the other must remove his, and the first player, without a move, wins)
    assert misere_sum_outcome_class([(one, None), (minus_one, None)]) == "N"
    assert misere_sum_outcome_class([(star, None), (star, None)]) == "N"     # * + * = 0 in misere play: N
    assert misere_sum_outcome_class([(one, None)]) == misere_outcome_class(one)
    # a sum of two boards searched as a sum equals the board holding both (Domineering regions apart)
    d = Domineering(2, 5)
    joined = d.parse_position("..#../..#..")
    left, right = Domineering(2, 2), Domineering(2, 2)
    assert misere_sum_outcome_class([(left, None), (right, None)]) == misere_outcome_class(d, joined)
    c = Clobber("xo")
    mixed = [(c, None), (one, None), (Domineering(1, 3), None)]
    assert misere_sum_outcome_class(mixed) == _naive_sum_class(mixed)
    with pytest.raises(ValueError, match="pair"):
        misere_sum_outcome_class([one])
    with pytest.raises(ValueError, match="no components"):
        misere_sum_outcome_class([])


def _naive_sum_class(components) -> str:
    games = [g for g, _ in components]
    start = tuple(g.initial() for g in games)

    def options(parts, player):
        out = []
        for i, (g, q) in enumerate(zip(games, parts)):
            for c in (g.left_options(q) if player == 0 else g.right_options(q)):
                out.append(parts[:i] + (c,) + parts[i + 1:])
        return out

    def wins(parts, player):
        opts = options(parts, player)
        return not opts or any(not wins(c, 1 - player) for c in opts)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (wins(start, 0), wins(start, 1))]


def test_larger_boards_match_a_search_keyed_by_raw_boards():
    from combgames.games.clobber import Clobber
    from combgames.games.domineering import Domineering

    def by_raw_boards(game) -> str:
        memo: dict = {}

        def wins(p, player):
            k = (repr(p[0]), player)
            if k not in memo:
                options = game.left_options(p) if player == 0 else game.right_options(p)
                memo[k] = not options or any(not wins(c, 1 - player) for c in options)
            return memo[k]
        s = game.initial()
        return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
            (wins(s, 0), wins(s, 1))]

    for game in (Domineering(4, 4), Domineering(3, 5), Clobber("xox/oxo/xox")):
        assert misere_outcome_class(game) == by_raw_boards(game)
