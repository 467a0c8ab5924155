"""Claims of the literature on loopy games (issue 31, part 1), recomputed by :mod:`combgames.cgt.loopy`.

Sources: A. N. Siegel, *Combinatorial Game Theory* (AMS 2013), ch. VI (on, off, dud, over; stoppers and their
simplest forms, Figure VI.3.2 on p. 308; sides) and E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*,
2nd ed., vol. 2, ch. 11 "Games Eternal - Games Entailed" (on + off = dud, upon* = {0, pass | 0}, tis = 1 & 0,
Bach's Carousel). Values are published as :func:`combgames.reproduce.same_value` of
:func:`combgames.cgt.loopy_text.parse_loopy`, so the verdict compares values, not texts.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed, same_value

__all__ = ["CLAIMS"]

SIEGEL = "Siegel, Combinatorial Game Theory (2013)"
WINNING_WAYS = "Winning Ways, 2nd ed., vol. 2, ch. 11"


def _read(text: str):
    from combgames.cgt.loopy_text import parse_loopy

    return parse_loopy(text)


def _on_plus_off() -> Computed:
    from combgames.cgt.loopy import OFF, ON

    g = ON + OFF
    return Computed(str(g), f"on + off as a graph of {len(g)} node; its outcome {g.outcome()} (draws both ways); "
                            "its onside and offside by edge deletion checked with the order of sides")


def _dud_sides() -> Computed:
    from combgames.cgt.loopy import DUD

    return Computed(str(DUD.sides()), "the onside and offside of {dud|dud}: stoppers found by deleting one edge of "
                                      "its loops, each deletion checked with the order of sides")


def _upon_star() -> Computed:
    from combgames.cgt import STAR
    from combgames.cgt.loopy import UPON

    g = UPON + STAR
    return Computed(str(g), f"upon + * = {{pass|*}} + {{0|0}}, a stopper of {len(g)} positions, in simplest form "
                            f"({len(g.simplest_form())} positions)")


def _tis() -> Computed:
    from combgames.cgt.loopy import TIS

    return Computed(str(TIS), "tis = {tisn|}, tisn = {|tis}: onside and offside")


def _over_infinitesimal() -> Computed:
    from combgames.cgt import number, up_multiple
    from combgames.cgt.loopy import OVER

    below = all(OVER < number(f"1/{2 ** n}") for n in range(0, 17))
    above = all(OVER > up_multiple(n) for n in range(1, 9))
    return Computed(bool(OVER > 0 and below and above), "over > 0, over < 2^-n for n = 0..16 and over > n.^ for "
                    "n = 1..8, each by the survival criterion between stoppers", sample="n <= 16 and n.^ for n <= 8")


def _figure_cycle() -> Computed:
    g = _read("a{0||||0|||a|*||*}").simplest_form()
    on_cycle = [v for v in range(len(g)) if _reaches(g, v, v)]
    return Computed(len(on_cycle), f"simplest form {g} ({len(g)} positions; a stopper: {g.is_stopper()}): the "
                                   "positions that lie on a cycle of its graph")


def _reaches(g, source: int, target: int) -> bool:
    seen, stack = set(), [w for w in (*g.left[source], *g.right[source])]
    while stack:
        v = stack.pop()
        if v == target:
            return True
        if v not in seen:
            seen.add(v)
            stack.extend((*g.left[v], *g.right[v]))
    return False


def _carousel() -> Computed:
    from combgames.cgt.loopy import SidlingError

    g = _read("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}")
    found = []
    for side in (g.onside, g.offside):
        try:
            found.append(str(side()))
        except SidlingError:
            found.append(None)
    return Computed(found == [None, None], f"Bach's Carousel ({len(g)} positions, not a stopper): onside and "
                    f"offside searched by deleting edges of alternating cycles: {found}",
                    sample="the edge-deletion search, which proves no absence")


CLAIMS = [
    Claim("cgt.loopy_on_plus_off", f"{WINNING_WAYS}; {SIEGEL}, ch. VI.1", "on + off = dud",
          same_value("dud", _read), _on_plus_off),
    Claim("cgt.loopy_dud_sides", f"{SIEGEL}, ch. VI.4", "the onside of dud is on and its offside off: dud = on & off",
          same_value("on & off", _read), _dud_sides),
    Claim("cgt.loopy_upon_star", WINNING_WAYS, "upon* = upon + * = {0, pass | 0}",
          same_value("{0,pass|0}", _read), _upon_star),
    Claim("cgt.loopy_tis", WINNING_WAYS, "tis = {tisn |}, tisn = {| tis}: tis = 1 & 0",
          same_value("1 & 0", _read), _tis),
    Claim("cgt.loopy_over_infinitesimal", f"{SIEGEL}, ch. VI.1",
          "over = {0 | pass} is positive, less than every positive number and greater than every n.^", True,
          _over_infinitesimal),
    Claim("cgt.loopy_figure_vi_3_2", f"{SIEGEL}, p. 308, Figure VI.3.2",
          "the stopper a{0||||0|||a|*||*} keeps an irreducible 4-cycle in its simplest form", 4, _figure_cycle),
    Claim("cgt.loopy_carousel", WINNING_WAYS, "Bach's Carousel has onside and offside that are not stoppers", True,
          _carousel),
]
