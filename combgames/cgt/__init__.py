"""Combinatorial game theory: short partizan games and their values, temperature theory, misere play, nimbers,
loopy games.

==========================================  =================================================================
module                                      contents
==========================================  =================================================================
:mod:`~combgames.cgt.short`                 :class:`ShortGame`, the canonical form {L | R}: order, sums,
                                            negatives; numbers, nimbers, ups, switches, tinies and minies;
                                            its text in CGSuite's notation (:func:`game_text`, ``str(g)``)
:mod:`~combgames.cgt.notation`              reading that text: :func:`parse_game`
:mod:`~combgames.cgt.thermography`          stops, :class:`Thermograph`, mean, temperature, atomic weight,
                                            confusion intervals
:mod:`~combgames.cgt.cooling`               cooling, heating and overheating by t, Norton multiplication
:mod:`~combgames.cgt.ordinal`               ordinal sums G:H
:mod:`~combgames.cgt.reduced`               reduced canonical forms (equality modulo infinitesimals)
:mod:`~combgames.cgt.misere_forms`          impartial games in misere play: canonical forms, their text, genus
:mod:`~combgames.cgt.misere_notation`       Conway's notation: :func:`conway_text`, :func:`conway_game`
:mod:`~combgames.cgt.misere_census`         the misere games born by each day, counted up to day 6
:mod:`~combgames.cgt.misere_outcomes`       misere outcomes of partizan games and sums by search
:mod:`~combgames.cgt.nimbers`               nimber arithmetic: nim-multiplication, inverses, the fields
                                            GF(2^(2^k)) of the nimbers
:mod:`~combgames.cgt.incentives`            Left's and Right's incentives, the dominant (hottest) ones
:mod:`~combgames.cgt.values`                the value of a position of any game (:func:`game_value`): a
                                            memoised walk over Left's and Right's options
:mod:`~combgames.cgt.misere`                misere quotients of any finite alphabet of impartial games
:mod:`~combgames.cgt.misere_chart`          misere quotients of octal games proved heap by heap, each
                                            checked against search on every small sum
:mod:`~combgames.cgt.misere_infinite`       proved lower bounds on the order of a quotient (0.3122)
:mod:`~combgames.cgt.misere_weimerskirch`   misere quotients as presented monoids, finite or infinite (0.3122
                                            to heap 7), each presentation checked on every small sum
:mod:`~combgames.cgt.loopy`                 loopy games (:class:`LoopyGame`: a graph of options): ``on``,
                                            ``off``, ``over``, ``dud``, ``upon``; stoppers, their order and
                                            simplest forms; onsides and offsides (``s & t``); sums
:mod:`~combgames.cgt.loopy_play`            the engine under it: forced wins with draws, survival (Buchi)
                                            comparisons, the state limit
:mod:`~combgames.cgt.loopy_text`            reading loopy text: :func:`parse_loopy`
:mod:`~combgames.cgt.loopy_values`          the loopy value of a position of a ruleset whose positions repeat
==========================================  =================================================================

Definitions follow A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013): ch. II for short games, V for misere
play, VI for loopy games; Conway's *On Numbers and Games* for nimbers; the notation is CGSuite's. Every name
below is imported from its module on first use, so ``from combgames.cgt import parse_game`` does not load the
misere or loopy machinery (nor numpy).
:mod:`~combgames.cgt.short` is the bottom: notation and thermography are functions of a :class:`ShortGame`
(``mean(g)``, ``temperature(g)``, ``parse_game(text)``), not methods of it.

Examples
--------
>>> from combgames.cgt import mean, parse_game, temperature
>>> g = parse_game("{2|-1}")
>>> str(g), g.outcome(), str(mean(g)), str(temperature(g))
('{2|-1}', 'N', '1/2', '3/2')
"""

from combgames.base.lazy import lazy_exports

_HOMES = {
    **dict.fromkeys(("DOWN", "STAR", "ShortGame", "UP", "ZERO", "clear_caches", "dyadic", "game_text", "integer",
                     "miny", "nimber", "number", "simplest_number", "switch", "tiny", "up_multiple"), "short"),
    **dict.fromkeys(("GameTextError", "parse_game"), "notation"),
    **dict.fromkeys(("ConfusionInterval", "Thermograph", "Wall", "atomic_weight", "confusion_interval", "left_stop",
                     "mean", "right_stop", "stops", "temperature", "thermograph"), "thermography"),
    **dict.fromkeys(("cool", "heat", "norton_product", "overheat"), "cooling"),
    **dict.fromkeys(("ordinal_sum", "ordinal_sum_of"), "ordinal"),
    **dict.fromkeys(("infinitesimally_close", "is_infinitesimal", "reduced_canonical_form"), "reduced"),
    **dict.fromkeys(("dominant_incentives", "incentives", "left_incentives", "right_incentives"), "incentives"),
    **dict.fromkeys(("NotShortError", "game_value"), "values"),
    **dict.fromkeys(("MisereQuotient", "MisereQuotientError", "misere_quotient"), "misere"),
    **dict.fromkeys(("Genus", "MISERE_STAR", "MISERE_ZERO", "MisereGame", "genus", "heap_misere_forms",
                     "misere_canonical_form", "misere_game", "misere_nimber", "misere_sum", "misere_value",
                     "parse_genus"), "misere_forms"),
    **dict.fromkeys(("ChartRow", "chart_row", "chart_text", "first_non_nim_heap", "misere_chart"), "misere_chart"),
    **dict.fromkeys(("MultipleSeparation", "first_p_copies", "separate_multiples"), "misere_infinite"),
    **dict.fromkeys(("OutcomeTable", "PresentedQuotient", "RewritingSystem", "check_presentation", "outcome_table",
                     "weimerskirch_quotient"), "misere_weimerskirch"),
    **dict.fromkeys(("conway_game", "conway_text"), "misere_notation"),
    **dict.fromkeys(("count_misere_games_born_by", "misere_games_born_by", "misere_games_born_by_as_powers"),
                    "misere_census"),
    **dict.fromkeys(("misere_outcome_class", "misere_sum_outcome_class"), "misere_outcomes"),
    **dict.fromkeys(("NimberField", "fermat_level", "nim_add", "nim_inverse", "nim_multiply", "nim_power", "nim_sqrt",
                     "nim_square"), "nimbers"),
    **dict.fromkeys(("DOWNON", "DUD", "LoopyGame", "NotStopperError", "OFF", "ON", "OVER", "SidedValue",
                     "SidlingError", "TIS", "TISN", "UNDER", "UPON", "as_loopy", "downsum", "loopy_game",
                     "loopy_text", "side_leq", "stopper_leq", "upsum"), "loopy"),
    **dict.fromkeys(("LoopyTextError", "parse_loopy"), "loopy_text"),
    **dict.fromkeys(("loopy_value",), "loopy_values"),
}
"""The module of each exported name, imported on first use."""

__all__ = sorted(_HOMES)

__getattr__, __dir__ = lazy_exports(__name__, _HOMES)
