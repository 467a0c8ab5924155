"""Claims about MOLS of every order: the library's constructions against the literature (issue 16).

The table of lower bounds on N(n), the largest number of MOLS of order n, is the Handbook of Combinatorial
Designs (2nd ed., Table III.3.87); Sage's ``designs.MOLS_table`` builds the same values for n <= 60 except
N(14) >= 4 and N(18) >= 5. The library builds its own squares (:mod:`designs.mols_constructions`), verifies them
and a row compares its k with the published bound where the library reaches it (``confirmed``: the squares
are built and checked). Where the library builds fewer squares than the Handbook lists (3 MOLS(14), among
others) that is no evidence against the Handbook, so it is not a row of its own: the row
``mols.table60_behind`` lists those orders, with what was built.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

HANDBOOK = "Handbook of Combinatorial Designs 2nd ed.:Table III.3.87"


def _built(k: int, n: int):
    def compute() -> Computed:
        from designs import mutually_orthogonal
        from designs.mols_constructions import largest_mols, mols_construction, mutually_orthogonal_latin_squares

        best = largest_mols(n)
        squares = mutually_orthogonal_latin_squares(min(best, k), n)
        return Computed(best, f"{len(squares)} MOLS({n}) built by {mols_construction(n).description}, "
                              f"mutually orthogonal: {mutually_orthogonal(squares)}")

    return compute


def _behind() -> Computed:
    from designs.mols_constructions import mols_table

    bounds = _HANDBOOK_BOUNDS
    table = mols_table(60, build=True)
    behind = [f"{c.order} ({c.k} of {bounds[c.order]})" for c in table if c.k < bounds[c.order]]
    equal = sum(c.k == bounds[c.order] for c in table)
    return Computed(len(behind), f"n = 2..60 built and verified; equal to the Handbook at {equal} orders, behind at "
                                 f"{len(behind)} orders (built of listed): {', '.join(behind)}")


_HANDBOOK_BOUNDS = (None, None, 1, 2, 3, 4, 1, 6, 7, 8, 2, 10, 5, 12, 3, 4, 15, 16, 3, 18,
                    4, 5, 3, 22, 7, 24, 4, 26, 5, 28, 4, 30, 31, 5, 4, 5, 8, 36, 4, 5,
                    7, 40, 5, 42, 5, 6, 4, 46, 8, 48, 6, 5, 5, 52, 5, 6, 7, 7, 5, 58, 5)

CLAIMS = [
    Claim("mols.order10", HANDBOOK, "there are 2 MOLS of order 10 (Parker 1959)", 2, _built(2, 10)),
    Claim("mols.order12", HANDBOOK, "there are 5 MOLS of order 12 (Johnson-Dulmage-Mendelsohn 1961)", 5,
          _built(5, 12)),
    Claim("mols.order50", HANDBOOK, "there are 6 MOLS of order 50", 6, _built(6, 50)),
    Claim("mols.table60_behind", HANDBOOK, "orders n <= 60 where the library builds fewer MOLS than the Handbook",
          None, _behind),
]
