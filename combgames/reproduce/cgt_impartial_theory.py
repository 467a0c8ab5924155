"""Claims of the literature on impartial games beyond normal-play values (issue 31): misere canonical forms and
genus (Conway, Winning Ways, Siegel, Plambeck, CGSuite), and nim-multiplication (Conway, On Numbers and Games),
recomputed.

Sources: J. H. Conway, *On Numbers and Games* (2nd ed., 2001: ch. 6, the field of nimbers; ch. 12, misere
play, the number of games born by each day, pp. 139-140), E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning
Ways* (2nd ed., vol. 2, ch. 13: genus), T. E. Plambeck's pages on misere octal games (the genera of 0.312), and
the genera and canonical forms printed by A. N. Siegel's CGSuite (an independent program: its documented test
cases, and its genera of the heaps of Kayles, Dawson's Chess, Treblecross and Officers as tabulated from CGSuite
runs by a third party). The genus tables of Winning Ways ch. 13 and ONAG ch. 12 could not be consulted; where
the rows cite CGSuite they compare with a second program, not with the books. Genera are compared as sequences
(:func:`~combgames.cgt.misere_forms.parse_genus`): Plambeck writes 1^{03131} for 1^031, CGSuite's tables give
eight terms. Values come from :mod:`combgames.cgt.misere_forms` and :mod:`combgames.cgt.nimbers`.
"""

from __future__ import annotations

from typing import Callable

from combgames.reproduce import Claim, Computed, Predicate, same_value

__all__ = ["CGSUITE_DOCUMENTED_FORMS", "CGSUITE_GENERA", "CLAIMS", "ONAG_DAY_6", "PLAMBECK_0312_FORMS",
           "PLAMBECK_0312_GENERA", "THOMPSON_DAY_6"]

ONAG = "Conway, On Numbers and Games, 2nd ed. (2001)"
WINNING_WAYS = "Winning Ways, 2nd ed., vol. 2"
SIEGEL = "Siegel, Combinatorial Game Theory (2013)"
ONAG_DAYS = (f"{ONAG}, ch. 12, pp. 139-140 (crediting Grundy and Smith; the passage is quoted in C. Thompson, "
             "sci.math, 'counting impartial games inequivalent under misere play')")
CGSUITE_TABLES = ("CGSuite 2.2 beta 2 (A. N. Siegel), game.heap.TakeAndBreak(code)(n): nim value and the first eight "
                  "genus terms, as tabulated from CGSuite runs in github.com/nehalahmedshaikh/pycgt, "
                  "tests/test_impartial_misere.py")
CGSUITE_FORMS = ("CGSuite (A. N. Siegel), github.com/aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/"
                 "MisereCanonicalGameTestCase.scala, and the tutorial 'Misere Theory' for the notation")
THOMPSON = ("C. Thompson, sci.math (groups.google.com/g/sci.math/c/IrjOWJ5PrwI), recomputing the day-6 count of "
            "ONAG pp. 139-140")
ONAG_DAY_6 = ("2^4171780 - 2^2095104 - 3*2^2094593 - 2^2094081 - 3*2^2091522 - 2^2088960 - 3*2^2088448 - 2^2087937 "
              "- 2^2086912 - 2^2086657 - 2^2086401 - 2^2086145 - 2^2085888 - 2^2079234 + 2^1960962 + 21")
"""ONAG's number of games born by day 6, as Thompson quotes it (``3.2^k`` there is ``3*2^k``)."""
THOMPSON_DAY_6 = ("2^4171780 - 2^2096640 - 2^2095104 - 2^2094593 - 2^2094080 - 3*2^2091522 - 2^2088960 - 2^2088705 "
                  "- 2^2088448 - 2^2088193 - 2^2086912 - 2^2086657 - 2^2086401 - 2^2086145 - 2^2085888 - 2^2079234 "
                  "+ 2^1960962 + 21")
"""Thompson's recomputation of the same number."""
PLAMBECK_0312 = ("T. E. Plambeck, 'The game .312', plambeck.org/oldhtml/mathematics/games/misere/quaternary/0312 "
                 "(4 February 2003): single heap genus sequence")

CGSUITE_GENERA = {
    "0.77": "0^12020202 1^03131313 2^20202020 3^31313131 1^03131313 4^14646464 3^31313131 2^20202020 "
            "1^13131313 4^04646464 2^20202020 6^46464646 4^04646464 1^13131313 2^20202020 7^57575757 "
            "1^13131313 4^64646464 3^31313131 2^20202020 1^03131313 4^64646464 6^46464646 7^57575757 "
            "4^64646464 1^73131313",
    "0.137": "0^12020202 1^03131313 1^03131313 2^20202020 0^12020202 3^31313131 1^03131313 1^03131313 "
             "0^12020202 3^14313131 3^31313131 2^05202020 2^20202020 4^14646464 0^12020202 5^05757575 "
             "2^05202020 2^20202020 3^14313131 3^31313131 0^02020202 1^03131313 1^13131313 3^14313131 "
             "0^31313131 2^05202020",
    "0.007": "0^12020202 0^12020202 0^12020202 1^03131313 1^03131313 1^03131313 2^20202020 2^20202020 "
             "0^12020202 3^31313131 3^31313131 1^03131313 1^03131313 1^03131313 0^12020202 4^14646464 "
             "3^14313131 3^31313131 3^31313131 2^05202020 2^20202020 2^20202020 4^14646464 4^14646464 "
             "0^12020202 5^05757575",
    "0.6": "0^12020202 0^12020202 1^03131313 2^20202020 0^12020202 1^03131313 2^20202020 3^14313131 "
           "1^03131313 2^20202020 3^14313131 4^05646464 0^20202020 3^14313131 4^05646464 2^20202020 "
           "1^13131313 3^05313131 2^20202020 1^13131313 0^02020202 2^20202020 1^13131313 4^05646464 "
           "5^47575757 1^13131313",
}
"""CGSuite's genera of heaps 0..25 (``g^`` and the first eight terms gamma_0..gamma_7), by octal code: Kayles
0.77, Dawson's Chess 0.137 (heap n is Dawson's Kayles 0.07 heap n + 1), Treblecross 0.007, Officers 0.6."""

PLAMBECK_0312_GENERA = "1^{03131} 2^{20} 0^{02} 2^{1420} 0^{02} 1^{13}"
"""Plambeck's genera of the heaps 1..6 of the octal game 0.312, as he writes them."""

PLAMBECK_0312_FORMS = ("1 2 2+ {2+,1} 2+ 2++ {{2+,1},2++} 2++ 2+++ {{{2+,1},2++},2+++} 2+++ 2++++ "
                       "{{{{2+,1},2++},2+++},2++++}")
"""Plambeck's misere values of the heaps 1..13 of 0.312: ``n`` the nim-heap, ``X+`` the game {X} whose only option
is X, and his names g0 = {2+,1}, g1 = {g0,2++}, g2 = {g1,2+++}, g3 = {g2,2++++} written out."""

CGSUITE_DOCUMENTED_FORMS = [
    ("0", "*[0]", 0, "0", 1, 0),
    ("*", "*[1]", 1, "1", 0, 1),
    ("*2", "*[2]", 2, "2", 2, 2),
    ("{*2}", "*[2#]", 3, "0^0", 0, 0),
    ("{{*2}}", "*[2##]", 4, "1^1", 1, 1),
    ("*2 + *2", "*[2[2]]", 4, "0^0", 0, 0),
    ("{*2 + {*2}}", "*[2[#2#]]", 6, "0^0", 0, 0),
    ("{{*2}, 0}", "*[2#0]", 4, "1^2", 2, 1),
    ("{{*2}, *}", "*[2#1]", 4, "2^1420", 1, 2),
    ("{*4 + *2}", "*[4[2#]]", 7, "0^0", 0, 0),
    ("{{{*2}}, {{*2}, *}}", "*[(2#1)2##]", 5, "0^0", 0, 0),
    ("{{{*2}}, {{{*2}, 0}, 0, *}}", "*[((2#0)10)2##]", 6, "0^0", 0, 0),
    ("{{{*2}, *} + *, {{*2}, {*2} + *, {{*2}, 0}}}", "*[((2#0)2[#1]2#)(2#1)[1]]", 6, "0^120", 1, 0),
    ("{{{*2}, *2, 0}, {{*2}, *3}, *}", "*[(2#20)2[#1]1]", 5, "0^2", 2, 0),
]
"""CGSuite's test cases of misere canonical forms: the input game (in braces here; CGSuite's input
``*[[[2],2,0],[[2],3],1]`` is the last), CGSuite's output, birthday, genus as CGSuite prints it, misere and
normal nim values. CGSuite prints only gamma_0 for tame and restive games (0^0 is the tame genus 0^02, 1^2 the
restive 1^20) and no superscript for nim-heaps; the wild genera 2^1420 and 0^120 are printed in full."""


def _genera(text: str) -> tuple:
    from combgames.cgt.misere_forms import parse_genus

    return tuple(parse_genus(t) for t in text.split())


def _plambeck_forms(text: str) -> tuple:
    """Plambeck's notation read as misere games: a digit n is *n, each + after a game wraps it as a single option."""
    import re

    from combgames.cgt.misere_forms import misere_game

    def braces(item: str) -> str:
        item = re.sub(r"(\d)(\++)", lambda m: "{" * len(m.group(2)) + "*" + m.group(1) + "}" * len(m.group(2)), item)
        return re.sub(r"(?<![*\d])(\d)", r"*\1", item)
    return tuple(misere_game(braces(t)) for t in text.split())


def _conway_forms(text: str) -> tuple:
    from combgames.cgt.misere_notation import conway_game

    return tuple(conway_game(t) for t in text.split())


def _day_counts() -> Computed:
    from combgames.cgt.misere_census import misere_games_born_by

    return Computed([len(misere_games_born_by(d)) for d in range(5)],
                    "misere canonical forms of every set of options born by the day before, interned "
                    f"(day 4: {2 ** 5} option sets of the 5 day-3 games)")


def _day_five_count() -> Computed:
    from combgames.cgt.misere_census import count_misere_games_born_by

    return Computed(count_misere_games_born_by(5),
                    "the 2^22 sets of the 22 day-4 games without a reversible option (Conway's simplest form "
                    "theorem: these are the distinct games), tested at once as bit masks; the mask test agrees "
                    "with misere_canonical_form on sampled sets (tests)")


def _power_sum_value(text: str) -> int:
    """The value of a text ``2^a - 3*2^b + ... + c`` (terms ``[c*]2^e`` or integers, joined by + and -)."""
    import re

    total = 0
    for sign, term in re.findall(r"([+-]?)\s*([0-9*^]+)", text.replace(" ", "")):
        coefficient, _, power = term.rpartition("2^") if "^" in term else ("", "", "")
        value = int(term) if not power else int(coefficient.rstrip("*") or 1) << int(power)
        total += -value if sign == "-" else value
    return total


def _power_sum_text(terms: dict) -> str:
    """{exponent: coefficient} (exponent -1 the constant) written as ONAG writes it: powers of two from the
    largest, 2^(k+1) + 2^k with the same sign as 3*2^k."""
    parts = []
    exponents = sorted((e for e in terms if e >= 0), reverse=True)
    i = 0
    while i < len(exponents):
        e, c = exponents[i], terms[exponents[i]]
        if i + 1 < len(exponents) and exponents[i + 1] == e - 1 and terms[e - 1] == c and abs(c) == 1:
            parts.append((c, f"3*2^{e - 1}"))
            i += 2
        else:
            parts.append((c // abs(c), (f"{abs(c)}*" if abs(c) != 1 else "") + f"2^{e}"))
            i += 1
    if terms.get(-1):
        parts.append((1 if terms[-1] > 0 else -1, str(abs(terms[-1]))))
    text = parts[0][1] if parts[0][0] > 0 else "-" + parts[0][1]
    return text + "".join(f" {'+' if c > 0 else '-'} {t}" for c, t in parts[1:])


def _day_six_count() -> Computed:
    from combgames.cgt.misere_census import count_misere_games_born_by, misere_games_born_by_as_powers

    text = _power_sum_text(misere_games_born_by_as_powers(6))
    if _power_sum_value(text) != count_misere_games_born_by(6):
        raise ArithmeticError("the written day-6 count differs from its value")
    return Computed(text, "2^|D5| minus, for each of the 22 games h born by day 4, the sets of day-5 games whose "
                          "canonical reduction goes through h (2^|R_h| - 1, R_h the day-5 games with option h; "
                          "2^|R_0| - 2^|N_0| for h = 0 by the endgame proviso); the same closed form gives 3, 5, "
                          "22 and 4171780 for days 2-5, as the direct count does")


def _day_six_digits() -> Computed:
    import decimal

    from combgames.cgt.misere_census import misere_games_born_by_as_powers

    terms = misere_games_born_by_as_powers(6)
    top = max(terms)
    context = decimal.Context(prec=(top * 30103) // 100000 + 10, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN,
                              traps=[decimal.Inexact, decimal.Overflow])
    two = context.create_decimal(2)
    power = context.power(two, top)
    count = context.create_decimal(0)
    for e, c in terms.items():
        count = context.add(count, context.multiply(c, context.power(two, e)) if e >= 0 else c)
    digits, near = str(count), str(power)
    same = next(i for i, (a, b) in enumerate(zip(digits, near)) if a != b)
    return Computed({"digits": len(digits), "unaffected": same},
                    f"the count written out exactly in decimal (decimal module, {context.prec} digits): its first "
                    f"{same} digits are those of 2^{top}, where the subtracted 2^{max(e for e in terms if e < top)} "
                    "reaches (the statement fits ONAG's printed number, whose largest subtracted power is 2^2095104)")


def _tame_genera() -> Computed:
    from combgames.cgt.misere_forms import genus, misere_nimber

    return Computed([str(genus(misere_nimber(n))) for n in range(4)],
                    "genus of the nim-heaps 0, *, *2, *3: normal value, then G-(G + k *2) for k <= birthday + 4")


def _heap_genera(code: str, first: int, last: int) -> Callable[[], Computed]:
    def compute() -> Computed:
        from combgames.cgt.misere_forms import genus, heap_misere_forms

        forms = heap_misere_forms(code, last)
        return Computed(" ".join(str(genus(g)) for g in forms[first:]),
                        f"misere canonical forms of the heaps {first}..{last} of {code}, built heap by heap from "
                        "sums of smaller heaps; genus = normal value, then G-(G + k *2) exactly (compared as "
                        "sequences: the published terms against the written genus and its alternation)")
    return compute


def _plambeck_0312_forms() -> Computed:
    from combgames.cgt.misere_forms import heap_misere_forms
    from combgames.cgt.misere_notation import conway_text

    return Computed(" ".join(conway_text(g) for g in heap_misere_forms("0.312", 13)[1:]),
                    "misere canonical forms of the heaps 1..13 of 0.312 built heap by heap, written by conway_text "
                    "(2# is Plambeck's 2+), compared as values with his list read as games")


def _cgsuite_forms() -> Computed:
    from combgames.cgt.misere_forms import misere_game
    from combgames.cgt.misere_notation import conway_text

    return Computed(" ".join(conway_text(misere_game(text)) for text, *_ in CGSUITE_DOCUMENTED_FORMS),
                    "misere_canonical_form of CGSuite's inputs, written by conway_text")


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
    Claim("cgt.misere_games_by_day", ONAG_DAYS,
          "1, 2, 3, 5 and 22 misere impartial games (games in simplest form) are born by days 0, 1, 2, 3, 4",
          [1, 2, 3, 5, 22], _day_counts),
    Claim("cgt.misere_games_by_day_5", ONAG_DAYS,
          "4171780 misere impartial games in simplest form are born by day 5",
          4171780, _day_five_count, expected=2.0),
    Claim("cgt.misere_games_by_day_6", ONAG_DAYS,
          "2^4171780 - 2^2095104 - 3.2^2094593 - ... + 2^1960962 + 21 misere impartial games in simplest form are "
          "born by day 6", Predicate(ONAG_DAY_6, lambda v: _power_sum_value(v) == _power_sum_value(ONAG_DAY_6)),
          _day_six_count, expected=2.0),
    Claim("cgt.misere_games_by_day_6_thompson", THOMPSON,
          "the number of games born by day 6 is 2^4171780 - 2^2096640 - 2^2095104 - 2^2094593 - ... + 21, not "
          "ONAG's printed number",
          Predicate(THOMPSON_DAY_6, lambda v: _power_sum_value(v) == _power_sum_value(THOMPSON_DAY_6)),
          _day_six_count, expected=2.0),
    Claim("cgt.misere_games_by_day_6_digits", "Winning Ways, 1st ed. (1982), vol. 2, p. 397, as quoted by " + THOMPSON,
          "the number of games born by day 6 falls short of 2^4171780 by so little that the first 625140 of its "
          "1255831 decimal digits are not affected", {"digits": 1255831, "unaffected": 625140}, _day_six_digits,
          expected=3.0),
    Claim("cgt.misere_tame_genera", f"{WINNING_WAYS}, ch. 13 (tame games)",
          "the nim-heaps 0, *, *2, *3 have the genera 0^120, 1^031, 2^20, 3^31",
          ["0^120", "1^031", "2^20", "3^31"], _tame_genera),
    Claim("cgt.misere_kayles_genera", f"{CGSUITE_TABLES} (KAYLES_CGSUITE)",
          "the genera of the Kayles heaps K0..K25 (octal 0.77), e.g. K5 = 4^146, K11 = 6^46, K25 = 1^731",
          same_value(CGSUITE_GENERA["0.77"], _genera), _heap_genera("0.77", 0, 25), expected=1.0),
    Claim("cgt.misere_dawsons_kayles_genera", f"{CGSUITE_TABLES} (DAWSONS_CHESS_CGSUITE)",
          "the genera of Dawson's Chess heaps 0..25 (0.137), which are Dawson's Kayles heaps 1..26 (0.07); "
          "the first wild one is 3^1431",
          same_value(CGSUITE_GENERA["0.137"], _genera), _heap_genera("0.07", 1, 26), expected=1.0),
    Claim("cgt.misere_treblecross_genera", f"{CGSUITE_TABLES} (TREBLECROSS_CGSUITE)",
          "the genera of the Treblecross heaps 0..25 (0.007)",
          same_value(CGSUITE_GENERA["0.007"], _genera), _heap_genera("0.007", 0, 25), expected=1.0),
    Claim("cgt.misere_officers_genera", f"{CGSUITE_TABLES} (OFFICERS_CGSUITE)",
          "the genera of the Officers heaps 0..25 (0.6)",
          same_value(CGSUITE_GENERA["0.6"], _genera), _heap_genera("0.6", 0, 25), expected=1.0),
    Claim("cgt.misere_0312_genera", PLAMBECK_0312,
          "the heaps 1..6 of the octal game 0.312 have the genera 1^{03131} 2^{20} 0^{02} 2^{1420} 0^{02} 1^{13}",
          same_value(PLAMBECK_0312_GENERA, _genera), _heap_genera("0.312", 1, 6)),
    Claim("cgt.misere_0312_forms", PLAMBECK_0312.replace("single heap genus sequence", "misere play game values"),
          "the heaps 1..13 of 0.312 are 1, 2, 2+, g0 = {2+,1}, 2+, 2++, g1 = {g0,2++}, 2++, 2+++, g2 = {g1,2+++}, "
          "2+++, 2++++, g3 = {g2,2++++} (X+ the game whose only option is X)",
          Predicate(PLAMBECK_0312_FORMS, lambda v: _conway_forms(v) == _plambeck_forms(PLAMBECK_0312_FORMS)),
          _plambeck_0312_forms),
    Claim("cgt.misere_cgsuite_forms", CGSUITE_FORMS,
          "misere canonical forms in Conway's notation: {*2} = 2#, *2 + *2 = 2[2], {{*2}, *3} = {*2} + *, ...",
          same_value(" ".join(row[1] for row in CGSUITE_DOCUMENTED_FORMS), _conway_forms), _cgsuite_forms),
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
