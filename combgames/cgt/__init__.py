"""Combinatorial game theory of short partizan games: values, canonical forms, thermography.

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
:mod:`~combgames.cgt.misere_forms`          impartial games in misere play: canonical forms, genus; misere
                                            outcomes of partizan sums by search
:mod:`~combgames.cgt.nimbers`               nimber arithmetic: nim-multiplication, inverses, the fields
                                            GF(2^(2^k)) of the nimbers
:mod:`~combgames.cgt.incentives`            Left's and Right's incentives, the dominant (hottest) ones
:mod:`~combgames.cgt.values`                the value of a position of any game (:func:`game_value`): a
                                            memoised walk over Left's and Right's options
==========================================  =================================================================

Definitions follow A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. II; the notation is CGSuite's.
:mod:`~combgames.cgt.short` is the bottom: notation and thermography are functions of a :class:`ShortGame`
(``mean(g)``, ``temperature(g)``, ``parse_game(text)``), not methods of it.

Examples
--------
>>> from combgames.cgt import mean, parse_game, temperature
>>> g = parse_game("{2|-1}")
>>> str(g), g.outcome(), str(mean(g)), str(temperature(g))
('{2|-1}', 'N', '1/2', '3/2')
"""

from combgames.cgt.notation import GameTextError, parse_game
from combgames.cgt.short import (DOWN, STAR, UP, ZERO, ShortGame, clear_caches, dyadic, game_text, integer, miny,
                                 nimber, number, simplest_number, switch, tiny, up_multiple)
from combgames.cgt.thermography import (ConfusionInterval, Thermograph, Wall, atomic_weight, confusion_interval,
                                        left_stop, mean, right_stop, stops, temperature, thermograph)
from combgames.cgt.cooling import cool, heat, norton_product, overheat
from combgames.cgt.ordinal import ordinal_sum, ordinal_sum_of
from combgames.cgt.reduced import infinitesimally_close, is_infinitesimal, reduced_canonical_form
from combgames.cgt.incentives import dominant_incentives, incentives, left_incentives, right_incentives
from combgames.cgt.values import NotShortError, game_value
from combgames.cgt.misere import MisereQuotient, MisereQuotientError, misere_quotient
from combgames.cgt.misere_forms import (MISERE_STAR, MISERE_ZERO, Genus, MisereGame, conway_game, conway_text,
                                        count_misere_games_born_by, genus, heap_misere_forms, misere_canonical_form,
                                        misere_game, misere_games_born_by, misere_games_born_by_as_powers,
                                        misere_nimber, misere_outcome_class, misere_sum, misere_sum_outcome_class,
                                        misere_value, parse_genus)
from combgames.cgt.nimbers import (NimberField, fermat_level, nim_add, nim_inverse, nim_multiply, nim_power, nim_sqrt,
                                   nim_square)

__all__ = [
    "ConfusionInterval",
    "DOWN",
    "GameTextError",
    "Genus",
    "MISERE_STAR",
    "MISERE_ZERO",
    "MisereGame",
    "MisereQuotient",
    "MisereQuotientError",
    "NimberField",
    "NotShortError",
    "STAR",
    "ShortGame",
    "Thermograph",
    "UP",
    "Wall",
    "ZERO",
    "atomic_weight",
    "clear_caches",
    "confusion_interval",
    "conway_game",
    "conway_text",
    "cool",
    "count_misere_games_born_by",
    "dominant_incentives",
    "dyadic",
    "fermat_level",
    "game_text",
    "game_value",
    "genus",
    "heap_misere_forms",
    "heat",
    "incentives",
    "infinitesimally_close",
    "integer",
    "is_infinitesimal",
    "left_incentives",
    "left_stop",
    "mean",
    "miny",
    "misere_canonical_form",
    "misere_game",
    "misere_games_born_by",
    "misere_games_born_by_as_powers",
    "misere_nimber",
    "misere_outcome_class",
    "misere_quotient",
    "misere_sum",
    "misere_sum_outcome_class",
    "misere_value",
    "nim_add",
    "nim_inverse",
    "nim_multiply",
    "nim_power",
    "nim_sqrt",
    "nim_square",
    "nimber",
    "norton_product",
    "number",
    "ordinal_sum",
    "ordinal_sum_of",
    "overheat",
    "parse_game",
    "parse_genus",
    "reduced_canonical_form",
    "right_incentives",
    "right_stop",
    "simplest_number",
    "stops",
    "switch",
    "temperature",
    "thermograph",
    "tiny",
    "up_multiple",
]
