"""Claims of the literature on Cram (issue 31, parts 5 and 7): nimbers of rectangles, recomputed.

Sources: E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays* (2nd ed.): ch. 7,
Cram and the symmetry strategy (even x even boards are second-player wins, even x odd first-player wins), ch. 4,
Dawson's Kayles (the octal game 0.07, whose heap of n is the 1 x n Cram strip); and the table of Cram nimbers
of P. Beling, computed with the solver of P. Beling and M. Rogalski, "On pruning search trees of impartial
games", *Artificial Intelligence* 283 (2020) 103262, as published in the solver's repository
(github.com/beling/impartial-games, README, "Cram (under the normal play convention)"; its smaller entries were
first computed by Lemoine and Viennot's Glop). Every nimber is computed by the toolkit's Cram kernel
(:func:`combgames.games.cram.cram_nimber`); the Winning Ways rows search with the half-turn rule off, so the
symmetry strategy they state is not assumed. A nimber is an integer n (the value ``*n``): comparing the integers
compares the values.
"""

from __future__ import annotations

import time

from combgames.reproduce import Claim, Computed

__all__ = ["BELING_TABLE", "CLAIMS"]

WINNING_WAYS = "Winning Ways, 2nd ed."
BELING = ("Beling and Rogalski, Artificial Intelligence 283 (2020): the Cram table of their solver's repository "
          "(github.com/beling/impartial-games, README)")

DAWSON = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0,
          1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2]
"""Dawson's Kayles (0.07), heaps 1..52, as tabulated in Winning Ways ch. 4."""

BELING_TABLE = {
    (4, 4): 0, (4, 5): 2, (4, 6): 0, (4, 7): 3, (4, 8): 0, (4, 9): 1, (4, 10): 0, (4, 11): 1, (4, 12): 0,
    (4, 13): 3, (4, 14): 0, (4, 15): 4,
    (5, 5): 0, (5, 6): 2, (5, 7): 1, (5, 8): 1, (5, 9): 1, (5, 10): 2, (5, 11): 0, (5, 12): 3,
    (6, 6): 0, (6, 7): 5, (6, 8): 0, (6, 9): 1, (6, 10): 0, (6, 12): 0, (6, 14): 0,
    (7, 7): 1, (7, 8): 3, (7, 9): 1,
}
"""Beling's table of Cram nimbers of m x n rectangles (every entry it gives; its '?' entries are left out)."""


def _rectangles(boards, *, symmetry: bool = True, outcome: bool = False):
    def compute() -> Computed:
        from combgames.games.cram import cram_nimber

        found = {}
        start = time.process_time()
        for rows, cols in boards:
            g = cram_nimber((rows, cols, (1 << (rows * cols)) - 1), symmetry=symmetry)
            found[f"{rows}x{cols}"] = ("N" if g else "P") if outcome else g
        rule = "with the half-turn rule" if symmetry else "by search alone (the half-turn rule off)"
        return Computed(found, f"cram_nimber of each empty rectangle, {rule}; "
                               f"{time.process_time() - start:.1f} s CPU")
    return compute


def _strips() -> Computed:
    from combgames.games.cram import cram_nimber

    return Computed([cram_nimber((1, n, (1 << n) - 1)) for n in range(1, len(DAWSON) + 1)],
                    "cram_nimber of the 1 x n strips, n = 1..52")


_EVEN = [(2, 2), (2, 4), (2, 6), (2, 8), (4, 4), (4, 6)]
_EVEN_ODD = [(2, 1), (2, 3), (2, 5), (2, 7), (2, 9), (4, 3), (4, 5), (4, 7), (6, 3), (6, 5)]
_BELING_QUICK = [(4, 4), (4, 5), (4, 6), (4, 7), (4, 8), (4, 10), (4, 12), (4, 14), (5, 5), (5, 6), (6, 6), (6, 8),
                 (6, 10), (6, 12), (6, 14)]


def _beling(boards):
    return {f"{r}x{c}": BELING_TABLE[(r, c)] for r, c in boards}


CLAIMS = [
    Claim("cgt.cram_strips_dawson", f"{WINNING_WAYS}, ch. 4 (Dawson's Kayles, 0.07)",
          "Cram on a 1 x n strip is Dawson's Kayles: its nimbers for n = 1..52 are the 0.07 sequence",
          DAWSON, _strips),
    Claim("cgt.cram_even_by_even", f"{WINNING_WAYS}, ch. 7 (Cram: the symmetry strategy)",
          "every even x even Cram board is a second-player win (nimber 0)",
          {f"{r}x{c}": 0 for r, c in _EVEN}, _rectangles(_EVEN, symmetry=False)),
    Claim("cgt.cram_even_by_odd", f"{WINNING_WAYS}, ch. 7 (Cram: the symmetry strategy)",
          "every even x odd Cram board is a first-player win (the central domino, then symmetry)",
          {f"{r}x{c}": "N" for r, c in _EVEN_ODD}, _rectangles(_EVEN_ODD, symmetry=False, outcome=True)),
    Claim("cgt.cram_beling_small", BELING, "the nimbers of the Cram rectangles 4x4..4x8, 4x10, 4x12, 4x14, 5x5, 5x6, "
          "6x6, 6x8, 6x10, 6x12 and 6x14 (the even x even ones 0 by the half-turn rule, as Beling notes)", _beling(_BELING_QUICK), _rectangles(_BELING_QUICK)),
    Claim("cgt.cram_beling_4x9", BELING, "the 4 x 9 Cram board has nimber 1", _beling([(4, 9)]),
          _rectangles([(4, 9)]), slow=True, expected=70.0),
    Claim("cgt.cram_beling_5x7", BELING, "the 5 x 7 Cram board has nimber 1", _beling([(5, 7)]),
          _rectangles([(5, 7)]), slow=True, expected=70.0),
    Claim("cgt.cram_3xn", "beyond the sources read here (Winning Ways gives no 3 x n row; Beling's table starts at 4)",
          "the nimbers of the 3 x n Cram boards, n = 1..10", None, _rectangles([(3, n) for n in range(1, 11)])),
]
