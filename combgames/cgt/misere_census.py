"""The misere canonical forms born by each day: the games themselves up to day 4, their number up to day 6.

Conway's theory (:mod:`combgames.cgt.misere_forms`) gives 1, 2, 3, 5, 22 and 4171780 games born by days 0 to 5
([1]_ ch. 12, pp. 139-140, crediting Grundy and Smith; the tests check the counts and that the 22 are told apart
by sums with one or two games born by day 4). :func:`misere_games_born_by` builds them up to day 4;
:func:`count_misere_games_born_by` counts day 5 without building the games (all 2^22 sets of day-4 options at
once), and day 6 by a closed form over the day-5 games (:func:`misere_games_born_by_as_powers`:
2^4171780 - 2^2096640 - ... + 2^1960962 + 21). That day-6 number is the one C. Thompson recomputed (sci.math),
not the one printed in ONAG: written as powers of two (3*2^k as 2^(k+1) + 2^k), four subtracted powers differ on
each side.

References
----------
.. [1] J. H. Conway, *On Numbers and Games*, 2nd ed., A K Peters, 2001, ch. 12 ("How to Lose When You Must").
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Iterable

from combgames.base.checks import LimitError, check_int
from combgames.cgt.misere_forms import MISERE_ZERO, MisereGame, misere_order_key, misere_canonical_form

__all__ = ["count_misere_games_born_by", "misere_games_born_by", "misere_games_born_by_as_powers"]


def misere_games_born_by(day: int) -> list[MisereGame]:
    """The misere canonical forms born by ``day`` (at most 4: 1, 2, 3, 5, 22 games), in the order of
    :func:`~combgames.cgt.misere_forms.misere_order_key`: the canonical forms of every set of games born by the
    day before.

    Raises
    ------
    LimitError
        For day 5 and later (4,171,780 games by day 5: count them with :func:`count_misere_games_born_by`).

    Examples
    --------
    >>> [str(g) for g in misere_games_born_by(3)]
    ['0', '*', '*2', '{*2}', '*3']
    """
    day = check_int(day, "day", minimum=0)
    if day > 4:
        raise LimitError(f"misere_games_born_by({day}): 4,171,780 games are born by day 5, too many to build "
                         "one by one; count_misere_games_born_by counts them")
    return list(_games_born_by(day))


@lru_cache(maxsize=None)
def _games_born_by(day: int) -> list[MisereGame]:
    if day == 0:
        return [MISERE_ZERO]
    base = _games_born_by(day - 1)
    games = {misere_canonical_form(c) for r in range(len(base) + 1) for c in combinations(base, r)}
    return sorted(games, key=misere_order_key)


def count_misere_games_born_by(day: int) -> int:
    """The number of misere canonical forms born by ``day`` (at most 6), without building them.

    Up to day 5: the sets S of games born by the day before such that {S} has no reversible option (the theory in
    :mod:`combgames.cgt.misere_forms`; distinct such sets are distinct games, [1]_ ch. 12), every S tested at once
    as a bit mask over the games of the day before: the equality test of
    :func:`~combgames.cgt.misere_forms._equals` between {S} and each game h born two days before is a boolean
    formula in the bits of S.

    Day 6 (a number of 4171780 bits) by counting the other sets instead (:func:`_day_after_count`): {S} equals a
    game h born two days before exactly when h's options are in S and S lies within the games linked to h, and
    an option reverses through h exactly when it has h as an option; so the sets with a reversible option are
    counted for each h in closed form. The same count gives days 2 to 5 again (tests).

    Raises
    ------
    LimitError
        For day 7 and later (the games born by day 6 cannot be listed).

    Examples
    --------
    >>> [count_misere_games_born_by(d) for d in range(6)]
    [1, 2, 3, 5, 22, 4171780]
    >>> count_misere_games_born_by(6).bit_length()
    4171780
    """
    day = check_int(day, "day", minimum=0)
    if day > 6:
        raise LimitError(f"count_misere_games_born_by({day}): only days up to 6 are counted (the games born by "
                         "day 6, about 2^4171780 of them, are the options of day 7)")
    if day == 0:
        return 1
    if day == 6:
        return _power_sum(_day_after_count(4))
    return int(_canonical_option_sets(_games_born_by(day - 1)).sum())


def misere_games_born_by_as_powers(day: int) -> dict[int, int]:
    """The number of misere canonical forms born by ``day`` (2 to 6) as a sum of signed powers of two,
    ``{exponent: coefficient}`` with exponent -1 for the constant term, in the form ONAG states the day-6 count
    ([1]_ ch. 12, pp. 139-140): the count of :func:`count_misere_games_born_by` by its closed form
    (:func:`_day_after_count`), each power of two once (odd coefficients after merging equal terms).

    Raises
    ------
    ValueError
        For days below 2 or above 6.

    Examples
    --------
    >>> sorted(misere_games_born_by_as_powers(5).items(), reverse=True)     # 2^22 - 2^14 - 2^12 - 2^11 + 4
    [(22, 1), (14, -1), (12, -1), (11, -1), (-1, 4)]
    """
    day = check_int(day, "day", minimum=0)
    if not 2 <= day <= 6:
        raise ValueError(f"misere_games_born_by_as_powers({day}): the closed form counts days 2 to 6")
    terms = dict(_day_after_count(day - 2))
    changed = True
    while changed:                                 # c * 2^e with c even is (c / 2) * 2^(e + 1)
        changed = False
        for e, c in sorted(terms.items()):
            if e >= 0 and c % 2 == 0:
                del terms[e]
                terms[e + 1] = terms.get(e + 1, 0) + c // 2
                terms = {k: v for k, v in terms.items() if v}
                changed = True
                break
    return terms


@lru_cache(maxsize=None)
def _day_after_count(day: int) -> dict:
    """The number of games born by day d + 2 as a sum of signed powers of two, {exponent: coefficient} (exponent -1
    for the constant term), d = ``day``: the games born by day d + 1 are the canonical option sets over the games
    born by day d (:func:`_canonical_option_sets`). Memoised (a few numbers per day).

    With D the games born by day d + 1 and, for h born by day d, R_h those having h as an option: the sets
    S of D with h's options in S, within R_h and h's options, and meeting R_h are the non-canonical ones whose
    reversal goes through h, 2^|R_h| - 1 of them; for h = 0 the endgame proviso leaves 2^|R_0| - 2^|N_0|, N_0 the
    games of R_0 that are N-positions ({S} = 0 needs S within R_0 and not a P-position, and then the reversal
    counts unless every game of S is an N-position). The sets for different h are disjoint ({S} equals at most
    one canonical form). So the count is 2^|D| minus these."""
    import numpy as np

    base = _games_born_by(day)
    canonical = _canonical_option_sets(base)
    sets = np.nonzero(canonical)[0].astype(np.uint32)            # the games born by day d + 1, as masks
    index = {g: i for i, g in enumerate(base)}
    p_positions = np.uint32(sum(1 << index[g] for g in base if g.misere_grundy == 0))
    terms: dict = {len(sets): 1}

    def add(exponent: int, coefficient: int) -> None:
        terms[exponent] = terms.get(exponent, 0) + coefficient

    for h in base:
        reached = (sets & np.uint32(1 << index[h])) != 0
        add(int(reached.sum()), -1)
        if h is MISERE_ZERO:
            add(int((reached & ((sets & p_positions) != 0)).sum()), 1)    # N-positions: a P-position option
        else:
            add(-1, 1)
    return {e: c for e, c in terms.items() if c}


def _power_sum(terms: dict) -> int:
    """The value of {exponent: coefficient} (exponent -1 for the constant) as returned by :func:`_day_after_count`."""
    return sum(c * (1 if e < 0 else 1 << e) for e, c in terms.items())


def _canonical_option_sets(base: list[MisereGame]):
    """Boolean array over the bit masks S < 2**len(base): whether {S} has no reversible option, the test of
    :func:`~combgames.cgt.misere_forms._bypass_one` (with its proviso) evaluated on every S at once."""
    import numpy as np

    index = {g: i for i, g in enumerate(base)}
    sets = np.arange(1 << len(base), dtype=np.uint32)

    def mask(games: Iterable[MisereGame]) -> int:
        return sum(1 << index[g] for g in set(games))

    def within(m: int):
        return (sets & np.uint32(~m & ((1 << len(base)) - 1))) == 0

    def has(i: int):
        return (sets & np.uint32(1 << i)) != 0

    next_player_wins = mask(g for g in base if g.misere_grundy)
    is_p = (sets != 0) & within(next_player_wins)
    equal: dict = {}                                   # h -> whether {S} = h, for h born two days before
    for h in sorted({o for g in base for o in g.options}, key=misere_order_key):
        e = within(mask(g for g in base if h in g.option_set or g in h.option_set))
        for h1 in h.options:
            reached = has(index[h1])
            for h2 in h1.options:
                reached = reached | equal[h2]
            e &= reached
        endgame = (sets == 0) if h.option_set else np.ones_like(e)
        e &= ~endgame | (is_p == (h.misere_grundy == 0))
        equal[h] = e
    reversible = np.zeros(len(sets), dtype=bool)
    for i, g1 in enumerate(base):
        for g2 in g1.options:
            r = has(i) & equal[g2]
            if g2 is MISERE_ZERO:                      # the proviso: the rest must not be a P-position
                rest = sets & np.uint32(~(1 << i) & ((1 << len(base)) - 1))
                r &= ~((rest != 0) & ((rest & np.uint32(~next_player_wins & ((1 << len(base)) - 1))) == 0))
            reversible |= r
    return ~reversible

