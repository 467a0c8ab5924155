"""Take-and-break codes with hexadecimal digits, marks and repeating digits: the kernel against brute force,
Grundy's game and Lasker's Nim against the literature, and the periodicity tests.

Literature (not from a seed): Grundy's game G(0..20), OEIS A002188 and Berlekamp, Conway, Guy, *Winning
Ways*, ch. 4 ("Grundy's game"); Lasker's Nim, *Winning Ways* ch. 4: G(4k+1) = 4k+1, G(4k+2) = 4k+2,
G(4k+3) = 4k+4, G(4k+4) = 4k+3.
"""

import numpy as np
import pytest

from combgames.games.heaps import OctalCode
from combgames.games.octal import OctalGame, find_arithmetic_period
from combgames.grundy.octal import octal_periodicity, octal_values
from combgames.solvers.grundy import GrundyEvaluator

GRUNDY_0_20 = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]

CODES = ["4!.0", "4.0", "0.F", "0.8", "0.4F", "0.6!", "0.E?", "0.F=", "0.C!", "8.0", "4?.3", "0.[3]", "4.[3]",
         "0.1[6]", "C!.0"]


@pytest.mark.parametrize("code", CODES)
def test_kernel_equals_brute_force_on_the_game(code):
    """Independent check: the generic Grundy solver (search) on single heaps of OctalGame."""
    limit = 12 if OctalCode(code).max_heaps == 3 else 16
    g = octal_values(code, limit, backend="python").tolist()
    game = OctalGame(code, [limit])
    search = GrundyEvaluator(game, search=True)      # the game's moves, not its declared nim_value
    assert g == [search.value(((n,), 0)) for n in range(limit + 1)]
    assert np.array_equal(octal_values(code, 60, backend="numba"), octal_values(code, 60, backend="python"))


def test_grundys_game_and_laskers_nim_from_the_literature():
    assert octal_values("4!.0", 20).tolist() == GRUNDY_0_20
    g = octal_values("4.[3]", 200)
    shift = {1: 0, 2: 0, 3: 1, 0: -1}
    assert all(g[n] == n + shift[n % 4] for n in range(1, 201))


def test_moves_of_hexadecimal_codes_and_marks():
    assert OctalCode("0.8").options(5) == [(1, 1, 2)]           # remove one, leave three heaps
    assert OctalCode("4!.0").options(6) == [(1, 5), (2, 4)]     # not 3 + 3
    assert OctalCode("4=.0").options(6) == [(3, 3)]
    assert OctalCode("0.F?").options(4) == [(1, 2), (3,)]       # remove 1 from 4: 3 | 1+2 (three heaps 1+1+1 are equal)
    game = OctalGame("0.F", [7])
    assert game.move_form == "heap:k:a:b"
    p = game.play(game.initial(), game.parse_move("1:1:3:1"))  # parts in any order
    assert sorted(p[0]) == [1, 2, 3]
    assert game.format_move((0, 1, 1, 2)) == "1:1:1:2"


def test_code_text_round_trips_and_names_the_bad_character():
    for text, canonical in [("4!.0", "4!.0"), ("0.f", "0.F"), ("0.6?", "0.6!"), ("4.[3]", "4.[3]"), ("0.70", "0.7"),
                            ("0.[0]", "0.0"), ("0.3!", "0.3")]:
        assert str(OctalCode(text)) == canonical and OctalCode(canonical).digits == OctalCode(text).digits
    with pytest.raises(ValueError, match="character 'g' at position 4"):
        OctalCode("0.7g")
    with pytest.raises(ValueError, match="d0 = 2 at position 1"):
        OctalCode("2.7")


def test_periods_of_codes_with_marks_or_infinite_digits_are_only_observed():
    per = octal_periodicity("0.6!", 300)
    assert per is None or per.proven is False
    nim = find_arithmetic_period(octal_values("0.[3]", 100))
    assert (nim.period, nim.saltus, nim.preperiod, nim.proven) == (1, 1, 0, False)
    lasker = find_arithmetic_period(octal_values("4.[3]", 100))
    assert (lasker.period, lasker.saltus) == (4, 4) and "observed" in lasker.statement


def test_hexadecimal_periodicity_is_proved_with_three_heaps():
    per = octal_periodicity("0.F", 400)   # leaves up to 3 heaps: the bound is 3 n0 + 2 p + t
    g = octal_values("0.F", 400)
    assert per is not None and per.proven and "k = 3" in per.statement
    assert all(g[n + per.period] == g[n] for n in range(per.preperiod, 400 - per.period))
