"""Misere quotients of octal games at the frontier (issue 32, part 2): misere Dawson's Chess (0.137), the infinite
quotient of 0.3122, and the quotients of the octal games with two and with three code digits, each proved heap by
heap and checked by search.

Sources: T. E. Plambeck and A. N. Siegel, "Misere quotients for impartial games", JCTA 115 (2008),
arXiv:math/0609825 (introduction: misere Dawson's Chess unsolved), and T. E. Plambeck, "Advances in Losing",
arXiv:math/0603027 (section 10.1.1: "a complete misere analysis hasn't been found"); both were read only in their
opening pages. Their chart of which octal games have known misere quotients was not available here, so no row
compares with it. The infinite quotient of 0.3122: M. Weimerskirch, "An algorithm for computing
indistinguishability quotients in misere impartial combinatorial games", Games of No Chance 4 (MSRI Publ. 63,
2015) 267-278; only its abstract was read (Cambridge Core: "The quotient monoid for misere 0.3122 up to heaps of
size 7 is found. It is the first example of an infinite misere quotient monoid."), not its presentation. The rows
compute a presentation of that quotient (:mod:`combgames.cgt.misere_weimerskirch`), checked on every sum up to a
stated number of tokens, with a proved lower bound on its order; that it is infinite is not proved (the
relations are checked to a bound only), hence ``supported``, never ``confirmed``.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

DAWSON_OPEN = ("Plambeck and Siegel, arXiv:math/0609825, introduction; Plambeck, arXiv:math/0603027, section 10.1.1 "
               "(misere Dawson's Chess is unsolved: no quotient published)")
WEIMERSKIRCH = ("M. Weimerskirch, 'An algorithm for computing indistinguishability quotients in misere impartial "
                "combinatorial games', Games of No Chance 4 (2015) 267-278, abstract: 'The quotient monoid for "
                "misere 0.3122 up to heaps of size 7 is found. It is the first example of an infinite misere "
                "quotient monoid.' (the abstract only was read)")

DAWSON_HEAPS = 23
"""The Dawson's Chess row's heaps (about 0.5 CPU s); the proof of heap 24 did not end within a bounded run."""

COPIES_03122 = 5
"""The multiples 0..5 of heap 5 of 0.3122 compared in the lower-bound row (about 2 CPU s)."""

TOKENS_03122 = 120
"""The presentation of 0.3122 (heaps 1..7) is checked on every sum of at most this many tokens (about 12 CPU s)."""

SEARCH_03122 = 40
"""Its relations are searched among the sums of at most this many tokens (each compared on test sums of at most
``TOKENS_03122 - weight`` tokens) and its normal forms of at most this many tokens told apart."""

CHART_HEAPS = 9
"""The heap bound of the chart row of the octal games with at most two code digits."""


def _dawsons_chess() -> Computed:
    from combgames.cgt.misere_chart import chart_row

    row = chart_row("0.137", DAWSON_HEAPS, check_total=14)
    return Computed({"heaps": row.heaps, "order": row.order},
                    f"misere Dawson's Chess (0.137): {row.states}; orders by heap {list(row.orders)}, "
                    f"{row.status} (observed); pretending function {list(row.pretending)}; presentation "
                    f"{row.presentation}; all {row.checked_sums} sums of at most {row.checked_total} tokens "
                    f"agree with search; {row.cpu_seconds:.1f} CPU s")


def _infinite_03122() -> Computed:
    from combgames.cgt.misere import misere_quotient
    from combgames.cgt.misere_infinite import first_p_copies, separate_multiples

    q6 = misere_quotient("0.3122", 6)
    sep = separate_multiples("0.3122", 7, heap=5, copies=COPIES_03122, depth=2)
    firsts = first_p_copies("0.3122", heap=5, copies=COPIES_03122, probe=7, extra=(4,),
                            probe_copies=COPIES_03122 + 3)
    value = "infinite" if sep.all_apart else f"at least {sep.lower_bound} elements"
    return Computed(value,
                    f"heaps 1..6: a finite quotient of order {q6.order} (proved; {q6.presentation()}); heap 7: "
                    f"{sep.statement()}; the least b with 5^k + 7^b + 4 a P-position, k = 0..{COPIES_03122}: "
                    f"{list(firsts)} (2 ceil(k/2) + 1 for k >= 1, observed)",
                    sample=f"the multiples 0..{COPIES_03122} of heap 5, pairwise apart (a lower bound "
                           f"|Q| >= {sep.lower_bound}; that every two multiples differ is not proved)")


def _presentation_03122() -> Computed:
    from combgames.cgt.misere_weimerskirch import weimerskirch_quotient

    q = weimerskirch_quotient("0.3122", 7, total=TOKENS_03122, search_weight=SEARCH_03122,
                              distinct_weight=SEARCH_03122)
    unbounded = [k for k in q.system.kinds if k not in q.system.bounded_kinds()]
    diagonal = [q.system.word(t) for t in q.absorbers([5, 5, 7, 7], 24)]
    grows = q.forms_by_weight[SEARCH_03122] > q.forms_by_weight[SEARCH_03122 // 2]
    value = "infinite" if (q.agrees and not q.finite and q.distinct == q.forms_by_weight[SEARCH_03122]
                           and grows) else "not shown"
    return Computed(value,
                    f"{q.statement()}; presentation {q.presentation()}; the counts of heaps {unbounded} are "
                    f"unbounded in normal forms; implied diagonal relations t + 2*5 + 2*7 = t for t = {diagonal}; "
                    f"normal forms by tokens 10/20/30/40: "
                    f"{[q.forms_by_weight[w] for w in (10, 20, 30, 40)]}; CPU s by phase "
                    f"{ {k: round(v, 1) for k, v in q.cpu_seconds.items()} }",
                    sample=f"every sum of at most {TOKENS_03122} tokens (the relations are not proved beyond; "
                           f"|Q| >= {q.distinct} is proved: normal forms of at most {SEARCH_03122} tokens told apart "
                           f"by exact outcomes)")


def _chart_two_digits() -> Computed:
    from combgames.cgt.misere_chart import misere_chart
    from combgames.grundy.octal_table import octal_codes

    rows = misere_chart(octal_codes((0,), 2), CHART_HEAPS, check_total=10, max_order=500, max_states=200000,
                        max_seconds=2.0)
    growing = [r.code for r in rows if r.status == "growing"]
    orders = {r.code: r.order for r in rows}
    return Computed({"codes": len(rows), "growing": growing},
                    f"every code 0.ab, quotients proved for the heaps 1..{CHART_HEAPS} and checked by search on "
                    f"every sum of at most 10 tokens; orders at heap {CHART_HEAPS}: {orders}; "
                    f"{sum(r.cpu_seconds for r in rows):.1f} CPU s")


def _chart_three_digits() -> Computed:
    from combgames.cgt.misere_chart import misere_chart
    from combgames.grundy.octal_table import octal_codes

    codes = [c for c in octal_codes((0,), 3) if len(c.split(".")[1]) == 3]
    rows = misere_chart(codes, CHART_HEAPS, check_total=10, max_order=500, max_states=200000, max_seconds=2.0)
    growing = [r.code for r in rows if r.status == "growing"]
    stopped = [r.code for r in rows if r.stopped]
    largest = max(rows, key=lambda r: r.order)
    return Computed({"codes": len(rows), "growing": len(growing), "unchanged": len(rows) - len(growing)},
                    f"every code 0.abc with c > 0, quotients proved for the heaps 1..{CHART_HEAPS} (or to the heap a "
                    f"limit of 2 CPU s a code stopped: {', '.join(stopped) or 'none'}; the dearest code not stopped "
                    f"took {max((r.cpu_seconds for r in rows if not r.stopped), default=0.0):.2f} CPU s) and "
                    f"checked by search on every sum of at most 10 "
                    f"tokens ({sum(r.checked_sums for r in rows):,} sums); growing at heap {CHART_HEAPS}: "
                    f"{', '.join(growing)}; the largest order: {largest.code} {largest.order}; "
                    f"{sum(r.cpu_seconds for r in rows):.1f} CPU s",
                    sample=f"heaps up to {CHART_HEAPS} only: a quotient unchanged over the last heaps may still grow "
                           f"later, one growing may still settle")


CLAIMS = [
    Claim("impartial.misere_quotient_dawsons_chess", DAWSON_OPEN,
          f"the misere quotient of Dawson's Chess (0.137) with heaps up to {DAWSON_HEAPS}, proved and checked by "
          "search (no published quotient: open)", None, _dawsons_chess),
    Claim("impartial.misere_quotient_0312_2_infinite", WEIMERSKIRCH,
          "the misere quotient of 0.3122 with the heaps 1..7 is infinite", "infinite", _infinite_03122),
    Claim("impartial.misere_quotient_0312_2_presentation", WEIMERSKIRCH,
          "the misere quotient of 0.3122 with the heaps 1..7 is infinite: a presentation of it (heaps as generators, "
          "relations, normal forms), checked against the misere outcome of every sum to a bound", "infinite",
          _presentation_03122),
    Claim("impartial.misere_quotient_chart_two_digits", "computed here (the Plambeck-Siegel chart was not read)",
          f"the misere quotients of every octal game 0.ab with heaps up to {CHART_HEAPS}: which still grow at "
          f"heap {CHART_HEAPS}", None, _chart_two_digits, slow=True, expected=8),
    Claim("impartial.misere_quotient_chart_three_digits", "computed here (the Plambeck-Siegel chart was not read)",
          f"the misere quotients of every octal game 0.abc (three digits) with heaps up to {CHART_HEAPS}: how many "
          f"still grow at heap {CHART_HEAPS}", None, _chart_three_digits, slow=True, expected=25),
]
