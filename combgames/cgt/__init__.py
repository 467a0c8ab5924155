"""Combinatorial game theory of short partizan games: values, canonical forms, thermography.

==========================================  =================================================================
module                                      contents
==========================================  =================================================================
:mod:`~combgames.cgt.short`                 :class:`ShortGame`, the canonical form {L | R}: order, sums,
                                            negatives; numbers, nimbers, ups, switches, tinies and minies;
                                            its text in CGSuite's notation (:func:`game_text`, ``str(g)``)
:mod:`~combgames.cgt.notation`              reading that text: :func:`parse_game`
:mod:`~combgames.cgt.thermography`          stops, :class:`Thermograph`, mean, temperature, atomic weight
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
from combgames.cgt.thermography import (Thermograph, Wall, atomic_weight, left_stop, mean, right_stop, stops,
                                        temperature, thermograph)
from combgames.cgt.values import NotShortError, game_value
from combgames.cgt.misere import MisereQuotient, MisereQuotientError, misere_quotient

__all__ = [
    "DOWN",
    "GameTextError",
    "MisereQuotient",
    "MisereQuotientError",
    "NotShortError",
    "STAR",
    "ShortGame",
    "Thermograph",
    "UP",
    "Wall",
    "ZERO",
    "atomic_weight",
    "clear_caches",
    "dyadic",
    "game_text",
    "game_value",
    "integer",
    "left_stop",
    "mean",
    "misere_quotient",
    "miny",
    "nimber",
    "number",
    "parse_game",
    "right_stop",
    "simplest_number",
    "stops",
    "switch",
    "temperature",
    "thermograph",
    "tiny",
    "up_multiple",
]
