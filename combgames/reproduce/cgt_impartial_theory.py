"""Claims of the literature on impartial games beyond normal-play values (issue 31): misere canonical forms and
genus (Conway, Winning Ways, Siegel), and nim-multiplication (Conway, On Numbers and Games), recomputed.

Sources: J. H. Conway, *On Numbers and Games* (2nd ed., 2001: ch. 6, the field of nimbers; ch. 12, misere
play), E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways* (2nd ed., vol. 2, ch. 13: genus), A. N. Siegel,
*Combinatorial Game Theory* (AMS 2013, ch. V: misere canonical forms). Values come from
:mod:`combgames.cgt.misere_forms` and :mod:`combgames.cgt.nimbers`.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

ONAG = "Conway, On Numbers and Games, 2nd ed. (2001)"
WINNING_WAYS = "Winning Ways, 2nd ed., vol. 2"
SIEGEL = "Siegel, Combinatorial Game Theory (2013)"


def _day_counts() -> Computed:
    import itertools

    from combgames.cgt.misere_forms import MISERE_ZERO, misere_canonical_form

    games = {MISERE_ZERO}
    counts = [1]
    for _ in range(4):
        base = sorted(games, key=str)
        games |= {misere_canonical_form(c) for r in range(len(base) + 1) for c in itertools.combinations(base, r)}
        counts.append(len(games))
    return Computed(counts, "misere canonical forms of every set of options born by the day before, interned "
                            f"(day 4: {2 ** 5} option sets of the 5 day-3 games)")


def _tame_genera() -> Computed:
    from combgames.cgt.misere_forms import genus, misere_nimber

    return Computed([str(genus(misere_nimber(n))) for n in range(4)],
                    "genus of the nim-heaps 0, *, *2, *3: normal value, then G-(G + k *2) for k <= birthday + 4")


def _kayles_genera() -> Computed:
    from combgames.cgt.misere_forms import genus, heap_misere_forms

    table = [str(genus(g)) for g in heap_misere_forms("0.77", 24)]
    return Computed({"K5": table[5], "K11": table[11]},
                    "misere canonical forms of Kayles heaps (code 0.77) built heap by heap from sums of smaller "
                    f"heaps; the genera of K0..K24: {' '.join(table)}")


def _nimber_products() -> Computed:
    from combgames.cgt.nimbers import nim_multiply

    pairs = [(2, 2), (2, 3), (3, 3), (4, 4), (8, 8), (16, 16)]
    return Computed({f"{a}*{b}": nim_multiply(a, b) for a, b in pairs},
                    "nim_multiply by the recursive split at Fermat 2-powers (equal to the mex definition for "
                    "a, b < 64 in the tests)")


def _fermat_squares() -> Computed:
    from combgames.cgt.nimbers import nim_multiply

    return Computed([nim_multiply(1 << (1 << k), 1 << (1 << k)) for k in range(6)],
                    "F (x) F for the Fermat 2-powers F = 2, 4, 16, 256, 65536, 2^32")


def _gf4_table() -> Computed:
    from combgames.cgt.nimbers import NimberField

    f = NimberField(1)
    return Computed([[f.mul(a, b) for b in range(4)] for a in range(4)], "NimberField(1).mul on 0..3")


CLAIMS = [
    Claim("cgt.misere_games_by_day", f"{SIEGEL}, ch. V; {ONAG}, ch. 12",
          "1, 2, 3, 5 and 22 misere impartial games (up to misere equality) are born by days 0, 1, 2, 3, 4",
          [1, 2, 3, 5, 22], _day_counts),
    Claim("cgt.misere_tame_genera", f"{WINNING_WAYS}, ch. 13 (tame games)",
          "the nim-heaps 0, *, *2, *3 have the genera 0^120, 1^031, 2^20, 3^31",
          ["0^120", "1^031", "2^20", "3^31"], _tame_genera),
    Claim("cgt.misere_kayles_genera", f"{WINNING_WAYS}, ch. 13 (the genera of Kayles heaps)",
          "the Kayles heaps of 5 and 11 pins have the genera 4^146 and 6^46", {"K5": "4^146", "K11": "6^46"},
          _kayles_genera, expected=1.0),
    Claim("cgt.nimber_products", f"{ONAG}, ch. 6 (nim-multiplication table)",
          "2*2 = 3, 2*3 = 1, 3*3 = 2, 4*4 = 6, 8*8 = 13, 16*16 = 24 in nim-multiplication",
          {"2*2": 3, "2*3": 1, "3*3": 2, "4*4": 6, "8*8": 13, "16*16": 24}, _nimber_products),
    Claim("cgt.nimber_fermat_squares", f"{ONAG}, ch. 6",
          "a Fermat 2-power F = 2^(2^k) nim-squares to its sesquimultiple 3F/2",
          [3, 6, 24, 384, 98304, 6442450944], _fermat_squares),
    Claim("cgt.nimber_gf4", f"{ONAG}, ch. 6",
          "the nimbers 0, 1, 2, 3 form the field of four elements: 2*2 = 3, 2*3 = 1, 3*3 = 2",
          [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]], _gf4_table),
]
