"""Claims about BIBD(v, k, 1) for k <= 5: the existence theorems against the designs the toolkit builds (issue 33).

Every admissible BIBD(v, k, 1) exists for k = 3 (Kirkman 1847: v = 1, 3 mod 6), k = 4 (Hanani 1961: v = 1, 4
mod 12) and k = 5 (Hanani 1972: v = 1, 5 mod 20); see the Handbook of Combinatorial Designs, 2nd ed., Part
II.3. A construction can support such a theorem, never refute it: a row's computed value is whether every
admissible v <= 1000 that the toolkit reaches has its design (True unless a construction failed its check), and
the verdict is ``supported`` on the stated sample, the admissible v <= 1000 that :mod:`designs.bibd` builds; the
evidence lists the admissible v not built, if any (the toolkit's reach, not the theorem's). The default rows plan
the table (each design's construction, without building); the slow rows build and check every design. Two
uniqueness results are checked by isomorphism, and the classical unital's automorphism group by nauty.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

HANDBOOK = "Handbook of Combinatorial Designs 2nd ed.:Part II.3 (BIBDs with lambda = 1, k = 3, 4, 5)"
THEOREMS = {3: "Kirkman 1847", 4: "Hanani 1961", 5: "Hanani 1972"}
ADMISSIBLE_TO_1000 = {3: 333, 4: 167, 5: 99}     # v = 1, 3 mod 6 / 1, 4 mod 12 / 1, 5 mod 20 with k <= v <= 1000


def _table(k: int, build: bool):
    def compute() -> Computed:
        from collections import Counter

        from designs.bibd import balanced_incomplete_block_design, bibd_construction, bibd_existence_table

        rows = [e for e in bibd_existence_table(k, 1000) if e.k == k]
        built = [e.v for e in rows if e.status == "built"]
        missing = [e.v for e in rows if e.status == "not built"]
        if build:
            for v in built:
                balanced_incomplete_block_design(v, k)
        methods = Counter(bibd_construction(v, k).method for v in built)
        how = "built and checked as 2-designs" if build else "planned (built and checked in the slow row)"
        impossible = [e.v for e in rows if e.status == "none" and _admissible(e.v, k)]
        sample = (f"the {len(built)} of {ADMISSIBLE_TO_1000[k]} admissible v <= 1000 built here"
                  + (f" (not built: {', '.join(map(str, missing))})" if missing else ""))
        return Computed(not impossible, f"{len(built)} admissible v <= 1000 {how}, by "
                                        f"{', '.join(f'{m} ({c})' for m, c in methods.most_common())}; "
                                        f"not built: {missing or 'none'}; admissible v found impossible: "
                                        f"{impossible or 'none'}", sample=sample)

    return compute


def _admissible(v: int, k: int) -> bool:
    from designs.block_designs import bibd_admissibility_problem

    return v >= k and bibd_admissibility_problem(v, k) is None


def _isomorphic(v: int, k: int, plane: str, order: int):
    def compute() -> Computed:
        from designs import planes
        from designs.bibd import balanced_incomplete_block_design

        d = balanced_incomplete_block_design(v, k)
        return Computed(d.is_isomorphic(getattr(planes, plane)(order)),
                        f"the BIBD({v}, {k}, 1) built by {d.construction}, compared by nauty's certificate with "
                        f"{plane}({order})")

    return compute


def _unital_group() -> Computed:
    from designs.bibd import hermitian_unital

    u = hermitian_unital(3)
    return Computed(int(u.automorphism_group().order()), f"nauty on the {u.parameters} design of the Hermitian "
                                                          f"unital in PG(2, 9)")


CLAIMS = [
    *(Claim(f"bibd.k{k}_table", HANDBOOK, f"every admissible BIBD(v, {k}, 1) exists ({THEOREMS[k]}): all "
            f"{ADMISSIBLE_TO_1000[k]} admissible v <= 1000, planned here", True, _table(k, False),
            expected=5.0) for k in (3, 4, 5)),
    *(Claim(f"bibd.k{k}_built", HANDBOOK, f"every admissible BIBD(v, {k}, 1) exists ({THEOREMS[k]}): all "
            f"{ADMISSIBLE_TO_1000[k]} admissible v <= 1000, built and checked here", True,
            _table(k, True), slow=True, expected={3: 100.0, 4: 90.0, 5: 45.0}[k]) for k in (3, 4, 5)),
    Claim("bibd.unique_13_4", "Handbook of Combinatorial Designs 2nd ed.:Part II.1 (small 2-designs up to isomorphism)",
          "the 2-(13,4,1) design is unique: the projective plane of order 3", True,
          _isomorphic(13, 4, "projective_plane", 3)),
    Claim("bibd.unique_16_4", "Handbook of Combinatorial Designs 2nd ed.:Part II.1 (small 2-designs up to isomorphism)",
          "the 2-(16,4,1) design is unique: the affine plane of order 4", True, _isomorphic(16, 4, "affine_plane", 4)),
    Claim("bibd.unital_28_group", "Handbook of Combinatorial Designs 2nd ed.:Part VII.2 (classical unitals)",
          "the Hermitian unital of order 3, a 2-(28,4,1) design, has automorphism group PGammaU(3, 3) of order "
          "q^3 (q^3 + 1)(q^2 - 1) * 2 = 12096", 12096, _unital_group, expected=1.0),
]
