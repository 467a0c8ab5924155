"""Claims of the literature on impartial games (issue 17): periods of octal games, Grundy's game, misere
quotients, recomputed.

Not from a seed: the sources are R. K. Guy and C. A. B. Smith, "The G-values of various games" (1956) and
Winning Ways ch. 4 (the periods of Kayles and Dawson's Kayles, the first values of Grundy's game), and T. E.
Plambeck and A. N. Siegel, "Misere quotients for impartial games", JCTA 115 (2008), arXiv:math/0609825 (the
misere quotient R8 of 0.75), and for misere Nim the description of its quotient in an answer to the MathOverflow
question "Analysis of Misere Nim?" (restricted to heaps of at most 3 tokens it is the 6-element quotient
called T2). The library
computes (:mod:`combgames.grundy.octal`,
:mod:`combgames.grundy.grundys_game`, :mod:`combgames.cgt.misere`); this table compares.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

GUY_SMITH = "Guy and Smith (1956); Winning Ways, ch. 4"
WINNING_WAYS = "Winning Ways, ch. 4 (Grundy's game); OEIS A002188"
PLAMBECK_SIEGEL = "Plambeck and Siegel, arXiv:math/0609825, Section 3 (the quotient of 0.75)"
MISERE_NIM = ("the misere quotient of Nim, (A x {1}) u (A0 x {0}) in A x B with P = {(0, 1), (1, 0)} (A the "
              "nim-sums, A0 = {0, 1}, B = ({0, 1}, or)), as stated in an answer to the MathOverflow question "
              "'Analysis of Misere Nim?', restricted to the heaps 1..3 (A = {0..3}: 6 elements); the name T2 "
              "and its place in Plambeck and Siegel, arXiv:math/0609825, were not read")


def _period(code: str):
    def compute() -> Computed:
        from combgames.grundy.octal import octal_periodicity

        per = octal_periodicity(code, 1000)
        if per is None:
            return Computed(None, "no period found in G(0..1000)")
        return Computed((per.period, per.preperiod - 1), f"{per.statement}; exceptional heaps {list(per.exceptions)}",
                        sample="" if per.proven else "observed on G(0..1000)")
    return compute


def _grundys_game() -> Computed:
    from combgames.grundy.grundys_game import grundys_game_values

    direct = grundys_game_values(20, method="direct").values.tolist()
    sparse = grundys_game_values(20, method="sparse").values.tolist()
    if direct != sparse:
        return Computed(None, f"the direct mex {direct} and the sparse-space method {sparse} disagree")
    return Computed(direct, "G(0..20) of code 4!.0 by the direct mex, equal to the sparse-space method's")


def _quotient_075() -> Computed:
    from combgames.cgt.misere import misere_quotient

    q = misere_quotient("0.75", 8)
    relations = tuple(sorted(q.to_dict()["relations"]))
    return Computed((q.order, relations, tuple(sorted(q.to_dict()["p_portion"]))),
                    f"{q.statement}; orders by largest heap {list(q.orders)}; heap "
                    f"images {[q.word(x) for x in q.images]}",
                    sample="" if q.proved else "not proved")


def _misere_nim_quotient() -> Computed:
    from combgames.cgt.misere import misere_quotient

    q = misere_quotient("0.[3]", 3)
    return Computed((q.order, q.presentation()), f"{q.statement}; heap images {[q.word(x) for x in q.images]}",
                    sample="" if q.proved else "not proved")


KAYLES_HEAPS = 60
"""The largest Kayles heap of the computed row (about 10 s; the order stays 40 from heap 27 on)."""


def _kayles_quotients() -> Computed:
    from combgames.cgt.misere import misere_quotient

    q = misere_quotient("0.77", KAYLES_HEAPS)
    first = next(n for n in range(1, q.heaps + 1) if q.orders[n - 1] == q.order)
    return Computed({"orders": list(q.orders), "order": q.order, "p_portion": len(q.p_portion)},
                    f"{q.statement}; {q.seconds:.2f} s; order {q.order} from heap {first} to {q.heaps} "
                    f"(observed, not a periodicity proof); presentation {q.presentation()}",
                    sample="" if q.proved else "not proved")


CLAIMS = [
    Claim("impartial.kayles_period", GUY_SMITH, "Kayles (0.77): period 12, last exceptional heap 70", (12, 70),
          _period("0.77")),
    Claim("impartial.dawsons_kayles_period", GUY_SMITH,
          "Dawson's Kayles (0.07): period 34, last exceptional heap 52", (34, 52), _period("0.07")),
    Claim("impartial.grundys_game_values", WINNING_WAYS, "Grundy's game G(0..20)",
          [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0], _grundys_game),
    Claim("impartial.misere_quotient_075", PLAMBECK_SIEGEL,
          "the misere quotient of 0.75 is R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>, P = {a, b^2}",
          (8, ("a^2 = 1", "b^3 = b", "bc = ab", "c^2 = b^2"), ("a", "b^2")), _quotient_075),
    Claim("impartial.misere_nim_quotient", MISERE_NIM,
          "misere Nim with heaps of at most 3 tokens has the quotient T2 = <a, b | a^2 = 1, b^3 = b>, P = {a, b^2}",
          (6, "<a, b | a^2 = 1, b^3 = b>, P = {a, b^2}"), _misere_nim_quotient),
    Claim("impartial.kayles_misere_quotients", "computed here (no published value read: the order-48 Kayles "
          "quotient attributed to Plambeck and Siegel was not found in a text read here)",
          f"the proved misere quotients of Kayles (0.77) with heaps up to 1..{KAYLES_HEAPS} (orders, P-portion)",
          None, _kayles_quotients, slow=True, expected=13),
]
