"""Claims of temperature theory (issue 31, part 4): cooling, heating, overheating, Norton multiplication, ordinal
sums, reduced canonical forms, confusion intervals and incentives, recomputed.

Not from a seed: the sources are A. N. Siegel, *Combinatorial Game Theory* (AMS 2013; ch. II.5 cooling, heating
and overheating, II.6 reduced canonical forms), E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your
Mathematical Plays* (2nd ed., vol. 1: ch. 2 Hackenbush strings, ch. 6 cooling and incentives, ch. 8 Norton
multiplication and atomic weights) and M. H. Albert, R. J. Nowakowski, D. Wolfe, *Lessons in Play* (2007, ch. 6
confusion intervals). Where a row states the definition applied to a small game (the books' worked examples),
the published column is that value. Every game value is published as a value (:func:`same_value` with
:func:`combgames.cgt.parse_game`), so ``{0|1}`` and ``1/2`` agree.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed, Predicate, same_value

__all__ = ["CLAIMS"]

SIEGEL = "Siegel, Combinatorial Game Theory (2013)"
WINNING_WAYS = "Winning Ways, 2nd ed., vol. 1"
LESSONS = "Albert, Nowakowski, Wolfe, Lessons in Play (2007)"


def _read(text: str):
    from combgames.cgt import parse_game

    return parse_game(text)


def _same_values(published: dict[str, str]) -> Predicate:
    """The published statement "each entry equals this value", entries compared as values."""
    text = ", ".join(f"{key}: {value}" for key, value in published.items())
    return Predicate(text, lambda computed: computed.keys() == published.keys() and all(
        _read(computed[key]) == _read(value) for key, value in published.items()))


def _cooled_switch() -> Computed:
    from combgames.cgt import parse_game, temperature
    from combgames.cgt.cooling import cool

    g = parse_game("{2|-1}")
    return Computed({t: str(cool(g, t)) for t in ("1/2", "3/2", "2")},
                    f"cool({g}, t): {{G^L_t - t | G^R_t + t}} up to the temperature {temperature(g)}, "
                    "the mean above it")


def _cooled_domineering() -> Computed:
    from combgames.cgt import game_value
    from combgames.cgt.cooling import cool
    from combgames.games.domineering import Domineering

    g = game_value(Domineering(2, 2))
    return Computed(str(cool(g, 1)), f"the 2 x 2 square is {g} (game_value); cooled by 1")


def _heated() -> Computed:
    from combgames.cgt import parse_game
    from combgames.cgt.cooling import cool, heat

    values = {x: heat(parse_game(x), 1) for x in ("*", "^")}
    back = all(cool(h, 1) == parse_game(x) for x, h in values.items())
    return Computed({x: str(h) for x, h in values.items()},
                    f"heat(G, 1) = {{heat(G^L) + 1 | heat(G^R) - 1}}; cooling by 1 gives G back: {back}")


def _overheated() -> Computed:
    from combgames.cgt import parse_game
    from combgames.cgt.cooling import overheat

    one_star = parse_game("1*")
    return Computed({x: str(overheat(parse_game(x), 1, one_star)) for x in ("*", "1/2", "3")},
                    "overheat(G, 1, 1*): integers n to n copies of 1, else {G^L + 1* | G^R - 1*}")


def _norton_up() -> Computed:
    from combgames.cgt import UP, atomic_weight, parse_game
    from combgames.cgt.cooling import norton_product

    products = {x: norton_product(parse_game(x), UP) for x in ("2", "1/2", "{1|0}", "*")}
    return Computed({x: str(atomic_weight(p)) for x, p in products.items()},
                    "atomic weights of " + ", ".join(f"{x}.^ = {p}" for x, p in products.items()))


def _norton_integer() -> Computed:
    from combgames.cgt import UP, parse_game
    from combgames.cgt.cooling import norton_product

    return Computed(str(norton_product(parse_game("2"), UP)), "norton_product(2, ^): two copies of ^")


def _hackenbush_ordinal_sums() -> Computed:
    from combgames.cgt import STAR, game_value, number
    from combgames.cgt.ordinal import ordinal_sum_of
    from combgames.games.hackenbush import Hackenbush

    edge = {"B": number(1), "R": number(-1), "G": STAR}
    strings = ["BR", "BRR", "BRB", "BBR", "RBB", "GGG"]
    values = {s: ordinal_sum_of(edge[c] for c in s) for s in strings}
    agree = all(values[s] == game_value(Hackenbush(s)) for s in strings)
    return Computed({s: str(v) for s, v in values.items()},
                    "ordinal sums of the edges (1, -1, *) from the ground; equal to the Hackenbush ruleset's "
                    f"values: {agree}")


def _reduced() -> Computed:
    from combgames.cgt import parse_game
    from combgames.cgt.reduced import reduced_canonical_form

    return Computed({x: str(reduced_canonical_form(parse_game(x))) for x in ("^*", "{1|^}", "1/2*")},
                    "reduced_canonical_form: Inf-dominated options removed, Inf-reversible ones bypassed")


def _confusion() -> Computed:
    from combgames.cgt import parse_game
    from combgames.cgt.thermography import confusion_interval

    g = parse_game("{2|-1}")
    return Computed(str(confusion_interval(g)), f"stops {g.right_stop}, {g.left_stop}; ends decided by the order")


def _incentives() -> Computed:
    from combgames.cgt import parse_game
    from combgames.cgt.incentives import left_incentives, right_incentives

    g = parse_game("{2|-1}")
    return Computed({"left": str(left_incentives(g)[0]), "right": str(right_incentives(g)[0])},
                    "G^L - G and G - G^R")


CLAIMS = [
    Claim("cgt.cooling_switch", f"{SIEGEL}, ch. II.5 (cooling)",
          "{2|-1} cooled by 1/2 is {3/2|-1/2}; at its temperature 3/2 it is 1/2*; above it, frozen at its mean 1/2",
          _same_values({"1/2": "{3/2|-1/2}", "3/2": "1/2*", "2": "1/2"}), _cooled_switch),
    Claim("cgt.cooling_domineering_2x2", f"{WINNING_WAYS}, ch. 6 (cooling Domineering)",
          "the 2 x 2 Domineering square, +-1, cooled by 1 is *", same_value("*", _read), _cooled_domineering),
    Claim("cgt.heating_star_up", f"{SIEGEL}, ch. II.5 (heating)",
          "* heated by 1 is +-1 and ^ heated by 1 is {1||0|-2} (cooling by 1 undoes both)",
          _same_values({"*": "+-1", "^": "{1||0|-2}"}), _heated),
    Claim("cgt.overheating_1_1star", f"{SIEGEL}, ch. II.5 (overheating); {WINNING_WAYS}, ch. 6",
          "the integral from 1 to 1*: * becomes {1*|-1*}, 1/2 = {0|1} becomes {1*|*}, the integer 3 becomes 3",
          _same_values({"*": "{1*|-1*}", "1/2": "{1*|*}", "3": "3"}), _overheated),
    Claim("cgt.norton_integer", f"{WINNING_WAYS}, ch. 8 (Norton multiplication)", "2.^ is two copies of ^, ^^",
          same_value("^^", _read), _norton_integer),
    Claim("cgt.norton_atomic_weight", f"{WINNING_WAYS}, ch. 8 (atomic weights)",
          "the atomic weight of G.^ is G (for G = 2, 1/2, {1|0}, *)",
          _same_values({"2": "2", "1/2": "1/2", "{1|0}": "{1|0}", "*": "*"}), _norton_up),
    Claim("cgt.ordinal_hackenbush_strings", f"{WINNING_WAYS}, ch. 2 and 7; {SIEGEL}, ch. II (ordinal sums)",
          "Hackenbush strings are ordinal sums of their edges: BR = 1:-1 = 1/2, BRR = 1/4, BRB = 3/4, BBR = 3/2, "
          "RBB = -1/4, a green stalk GGG = *3",
          _same_values({"BR": "1/2", "BRR": "1/4", "BRB": "3/4", "BBR": "3/2", "RBB": "-1/4", "GGG": "*3"}),
          _hackenbush_ordinal_sums),
    Claim("cgt.reduced_forms", f"{SIEGEL}, ch. II.6 (reduced canonical form)",
          "modulo infinitesimals ^* reduces to 0, {1|^} to {1|0} and 1/2* to 1/2",
          _same_values({"^*": "0", "{1|^}": "{1|0}", "1/2*": "1/2"}), _reduced),
    Claim("cgt.confusion_interval_switch", f"{LESSONS}, ch. 6 (confusion interval)",
          "{2|-1} is confused with exactly the numbers from -1 to 2, both included", "[-1, 2]", _confusion),
    Claim("cgt.incentives_switch", f"{WINNING_WAYS}, ch. 6 (incentives)",
          "in the switch {2|-1} both players' incentives are {3|0}",
          _same_values({"left": "{3|0}", "right": "{3|0}"}), _incentives),
]
