"""Claims about MOLS of every order: the library's constructions against the literature (issue 16).

The table of lower bounds on N(n), the largest number of MOLS of order n, is the Handbook of Combinatorial
Designs (2nd ed., Table III.3.87); Sage's ``designs.MOLS_table`` (the docstring of
``sage/combinat/designs/latin_squares.py``) builds the same values for n <= 60 except N(14) >= 4 (Todorov 2012)
and N(18) >= 5 (Abel 2013), both published after the Handbook. The library builds its own squares
(:mod:`designs.mols_constructions`, with the published difference matrices of :mod:`designs.difference_matrices`),
verifies them, and a row compares what it built with the published bound (``confirmed``: the squares are built
and checked). A lower bound is a claim of existence, so the table rows ask for *at least* the bound.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed, Predicate

__all__ = ["CLAIMS"]

HANDBOOK = "Handbook of Combinatorial Designs 2nd ed.:Table III.3.87"
SAGE = "SageMath sage/combinat/designs/latin_squares.py:MOLS_table docstring"


def _built(k: int, n: int):
    def compute() -> Computed:
        from designs import mutually_orthogonal
        from designs.mols_constructions import largest_mols, mols_construction, mutually_orthogonal_latin_squares

        best = largest_mols(n)
        squares = mutually_orthogonal_latin_squares(min(best, k), n)
        return Computed(best, f"{len(squares)} MOLS({n}) built by {mols_construction(n).description}, "
                              f"mutually orthogonal: {mutually_orthogonal(squares)}")

    return compute


def _against(bounds: tuple) -> Computed:
    from designs.mols_constructions import mols_table

    table = mols_table(60, build=True)
    behind = [f"{c.order} ({c.k} of {bounds[c.order]})" for c in table if c.k < bounds[c.order]]
    ahead = [f"{c.order} ({c.k} > {bounds[c.order]})" for c in table if c.k > bounds[c.order]]
    equal = sum(c.k == bounds[c.order] for c in table)
    return Computed(len(behind), f"n = 2..60 built and verified; equal at {equal} orders, above at "
                                 f"{', '.join(ahead) or 'none'}, behind at {', '.join(behind) or 'none'}")


_HANDBOOK_BOUNDS = (None, None, 1, 2, 3, 4, 1, 6, 7, 8, 2, 10, 5, 12, 3, 4, 15, 16, 3, 18,
                    4, 5, 3, 22, 7, 24, 4, 26, 5, 28, 4, 30, 31, 5, 4, 5, 8, 36, 4, 5,
                    7, 40, 5, 42, 5, 6, 4, 46, 8, 48, 6, 5, 5, 52, 5, 6, 7, 7, 5, 58, 5)

_SAGE_TABLE = _HANDBOOK_BOUNDS[:14] + (4,) + _HANDBOOK_BOUNDS[15:18] + (5,) + _HANDBOOK_BOUNDS[19:]

_SAGE_61_99 = (60, 5, 6, 63, 7, 5, 66, 5, 6, 6, 70, 7, 72, 5, 7, 6, 6, 6, 78, 9, 80, 8, 82, 6, 6, 6, 6, 7, 88, 6,
               7, 6, 6, 6, 6, 7, 96, 6, 8)


def _against_sage_61_99() -> Computed:
    from designs.mols_constructions import mols_construction

    rows = [(n, mols_construction(n), s) for n, s in zip(range(61, 100), _SAGE_61_99)]
    behind = [f"{n} ({c.k} of {s})" for n, c, s in rows if c.k < s]
    ahead = [f"{n} ({c.k} > {s})" for n, c, s in rows if c.k > s]
    return Computed(len(behind), f"n = 61..99 planned (built in the tests); equal at "
                                 f"{sum(c.k == s for _, c, s in rows)} orders, above at {', '.join(ahead) or 'none'}, "
                                 f"behind at {', '.join(behind) or 'none'}")


_NONE_BEHIND = Predicate("behind at no order (the number of orders behind is 0)", lambda v: v == 0)

CLAIMS = [
    Claim("mols.order10", HANDBOOK, "there are 2 MOLS of order 10 (Parker 1959)", 2, _built(2, 10)),
    Claim("mols.order12", HANDBOOK, "there are 5 MOLS of order 12 (Johnson-Dulmage-Mendelsohn 1961)", 5,
          _built(5, 12), expected=1.0),
    Claim("mols.order14", "Todorov, J. Combin. Des. 20 (2012) 363-367", "there are 4 MOLS of order 14", 4,
          _built(4, 14)),
    Claim("mols.order18", "Abel, J. Combin. Des. 23 (2015) 135-139", "there are 5 MOLS of order 18", 5,
          _built(5, 18)),
    Claim("mols.order40", HANDBOOK, "there are 7 MOLS of order 40 (Abel-Cheng 1994, Handbook III.3.62)", 7,
          _built(7, 40)),
    Claim("mols.order50", HANDBOOK, "there are 6 MOLS of order 50", 6, _built(6, 50)),
    Claim("mols.order60", "Abel, J. Combin. Des. 23 (2015) 135-139", "there are 5 MOLS of order 60", 5,
          _built(5, 60)),
    Claim("mols.table60_handbook", HANDBOOK, "for every n <= 60 the library builds at least the Handbook's lower "
          "bound on N(n)", _NONE_BEHIND, lambda: _against(_HANDBOOK_BOUNDS), expected=1.1),
    Claim("mols.table60_sage", SAGE, "for every n <= 60 the library builds at least as many MOLS as Sage",
          _NONE_BEHIND, lambda: _against(_SAGE_TABLE)),
    Claim("mols.order90", SAGE, "there are 6 MOLS of order 90 (Abel-Cavenagh 2007, construction 3.5)", 6,
          _built(6, 90)),
    Claim("mols.order91", SAGE, "there are 7 MOLS of order 91 (Abel-Cavenagh 2007, construction 3.3)", 7,
          _built(7, 91)),
    Claim("mols.table99_sage", SAGE, "for every n = 61..99 the library plans at least as many MOLS as Sage",
          _NONE_BEHIND, _against_sage_61_99),
]
