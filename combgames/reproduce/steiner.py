"""Claims about Steiner triple systems, Kirkman triple systems and Steiner quadruple systems (issue 33).

The existence theorems are infinite statements; a row builds every system up to a stated bound with
:mod:`designs.steiner`, checks each (the design check of :class:`designs.block_designs.BlockDesign`, and the
resolution of a Kirkman system), and compares the number of admissible orders *not* built with 0, the
number the theorem allows. The bound is the row's sample, so the verdict is ``supported``, never
``confirmed``. The small systems' published facts (the Fano plane's group, AG(2, 3) and AG(3, 2), the unique
SQS(10), Kirkman's fifteen schoolgirls) are computed exactly.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

KIRKMAN = "Kirkman, On a problem in combinations, Cambridge and Dublin Math. J. 2 (1847) 191-204"
RCW = "Ray-Chaudhuri, Wilson, Solution of Kirkman's schoolgirl problem, Proc. Sympos. Pure Math. 19 (1971)"
HANANI = "Hanani, On quadruple systems, Canad. J. Math. 12 (1960) 145-157"
HANDBOOK = "Handbook of Combinatorial Designs 2nd ed.:II.2 (triple systems), II.5 (quadruple systems)"


def _unbuilt(build, orders: list[int], what: str):
    """Build the system of every order in `orders`; the value is how many were not built."""
    def compute() -> Computed:
        from designs.block_designs import NotAvailable

        missing = []
        for v in orders:
            try:
                build(v)
            except NotAvailable:
                missing.append(v)
        return Computed(len(missing), f"{len(orders) - len(missing)} of the {len(orders)} admissible orders "
                                      f"{orders[0]}..{orders[-1]} built and checked as {what}; not built: "
                                      f"{', '.join(map(str, missing)) or 'none'}",
                        sample=f"v <= {orders[-1]}")

    return compute


def _sts(bound: int):
    from designs.steiner import steiner_triple_system

    return _unbuilt(steiner_triple_system, [v for v in range(3, bound + 1) if v % 6 in (1, 3)],
                    "2-(v,3,1) designs")


def _kts(bound: int):
    from designs.steiner import kirkman_triple_system

    return _unbuilt(kirkman_triple_system, list(range(3, bound + 1, 6)), "resolved 2-(v,3,1) designs")


def _sqs(bound: int):
    from designs.steiner import steiner_quadruple_system

    return _unbuilt(steiner_quadruple_system, [v for v in range(4, bound + 1) if v % 6 in (2, 4)],
                    "3-(v,4,1) designs")


def _kts_planned() -> Computed:
    from designs.block_designs import NotAvailable
    from designs.steiner import kirkman_construction

    missing = []
    for v in range(3, 3000, 6):
        try:
            kirkman_construction(v)
        except NotAvailable:
            missing.append(v)
    return Computed(len(missing), f"a construction planned for {500 - len(missing)} of the 500 orders v = 3 mod 6 "
                                  f"below 3000 (built and checked to 1000 in steiner.kts_1000); unplanned: "
                                  f"{', '.join(map(str, missing)) or 'none'}", sample="v < 3000")


def _schoolgirls() -> Computed:
    from designs.steiner import kirkman_triple_system

    kts = kirkman_triple_system(15)
    rows = sorted({len(day) for day in kts.resolution})
    return Computed(len(kts.resolution), f"KTS(15) by {kts.construction}: {len(kts.resolution)} days of {rows} rows "
                                         "of three, every pair of girls once")


def _group_order(build, n: int, compare=None):
    def compute() -> Computed:
        design = build(n)
        order = design.automorphism_group().order()
        extra = ""
        if compare is not None:
            extra = f"; isomorphic to {compare[0]}: {design.is_isomorphic(compare[1]())}"
        return Computed(int(order), f"{design!r}: automorphism group of order {order} (nauty){extra}")

    return compute


def _fano():
    from designs.planes import projective_plane

    return projective_plane(2)


def _ag23():
    from designs.planes import affine_plane

    return affine_plane(3)


def _sts_build(n):
    from designs.steiner import steiner_triple_system

    return steiner_triple_system(n)


def _sqs_build(n):
    from designs.steiner import steiner_quadruple_system

    return steiner_quadruple_system(n)


def _sqs10_unique() -> Computed:
    """All STS(9) on 9 labelled points (exact covers of the pairs) are isomorphic, so every SQS(10) has, at its
    point 9, the derived design of a fixed STS(9); all completions of that are exact covers of the remaining
    triples by quadruples avoiding 9, and their isomorphism classes are counted."""
    from itertools import combinations

    from designs import IncidenceStructure
    from designs.completion import exact_covers

    sts9 = list(exact_covers({t: list(combinations(t, 2)) for t in combinations(range(9), 3)}))
    sts_classes = {IncidenceStructure(range(9), c).canonical_certificate() for c in sts9}
    lines = [tuple(sorted(t)) for t in sts9[0]]
    covered = set(lines)
    rows = {q: list(combinations(q, 3)) for q in combinations(range(9), 4)
            if not any(t in covered for t in combinations(q, 3))}
    completions = [[line + (9,) for line in lines] + list(c) for c in exact_covers(rows)]
    classes = {IncidenceStructure(range(10), c).canonical_certificate() for c in completions}
    built = _sqs_build(10)
    return Computed(len(classes), f"the {len(sts9)} STS(9) on 9 labelled points fall in {len(sts_classes)} class; "
                                  f"the {len(completions)} SQS(10) with a fixed derived STS(9) at a point fall in "
                                  f"{len(classes)} isomorphism class(es); Hanani's SQS(10) is isomorphic to them: "
                                  f"{built.is_isomorphic(IncidenceStructure(range(10), completions[0]))}")


CLAIMS = [
    Claim("steiner.sts_200", KIRKMAN, "an STS(v) exists for every v = 1 or 3 mod 6 (checked for v <= 200)", 0,
          _sts(200), expected=1.5),
    Claim("steiner.sts_1000", KIRKMAN, "an STS(v) exists for every v = 1 or 3 mod 6 (checked for v <= 1000)", 0,
          _sts(1000), slow=True, expected=100.0),
    Claim("steiner.kts_120", RCW, "a KTS(v) exists for every v = 3 mod 6 (checked for v <= 120; the number of "
          "admissible v not built)", 0, _kts(120), expected=1.5),
    Claim("steiner.kts_1000", RCW, "a KTS(v) exists for every v = 3 mod 6 (checked for v <= 1000; the number of "
          "admissible v not built)", 0, _kts(1000), slow=True, expected=100.0),
    Claim("steiner.kts_planned_3000", RCW, "a KTS(v) exists for every v = 3 mod 6 (a construction planned for "
          "every v < 3000)", 0, _kts_planned, expected=3.0),
    Claim("steiner.sqs_64", HANANI, "an SQS(v) exists for every v = 2 or 4 mod 6 (checked for v <= 64)", 0,
          _sqs(64), expected=1.0),
    Claim("steiner.sqs_182", HANANI, "an SQS(v) exists for every v = 2 or 4 mod 6 (checked for v <= 182)", 0,
          _sqs(182), slow=True, expected=35.0),
    Claim("steiner.schoolgirls", KIRKMAN, "fifteen schoolgirls can walk out three abreast on 7 days, no two of "
          "them twice abreast (a KTS(15): the number of days)", 7, _schoolgirls),
    Claim("steiner.fano_group", HANDBOOK, "the STS(7) is the Fano plane, with automorphism group of order 168", 168,
          _group_order(_sts_build, 7, ("PG(2, 2)", _fano))),
    Claim("steiner.sts9_group", HANDBOOK, "the STS(9) is AG(2, 3), with automorphism group of order 432", 432,
          _group_order(_sts_build, 9, ("AG(2, 3)", _ag23))),
    Claim("steiner.sqs8_group", HANDBOOK, "the SQS(8) (the planes of AG(3, 2)) has automorphism group AGL(3, 2) "
          "of order 1344", 1344, _group_order(_sqs_build, 8)),
    Claim("steiner.sqs10_group", HANDBOOK, "the SQS(10) (the inversive plane of order 3) has automorphism group "
          "PGammaL(2, 9) of order 1440", 1440, _group_order(_sqs_build, 10)),
    Claim("steiner.sqs10_unique", HANDBOOK, "there is exactly one SQS(10) up to isomorphism", 1, _sqs10_unique,
          expected=0.5),
]
