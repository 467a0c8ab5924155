"""Transcriptions of the encyclopedia article "Пикария" (Picaria; seeds/002_e4f40bb950069833.txt, in Russian).

The article gives rules, not results: two boards (9 and 13 points), three pieces each, a drop phase with a
rule about the centre point and a variant of it, a movement phase, and two house rules (a stalemate and a
threefold repetition). This module holds its rule sentences as printed (:data:`CENTRE_RULE_TEXT`,
:data:`CENTRE_VARIANT_TEXT`, :data:`STALEMATE_TEXT`, :data:`REPETITION_TEXT`, :data:`BOARD_TEXT`) and
which rule parameter of :class:`combgames.games.picaria.Picaria` each reading of them is
(:data:`CENTRE_READINGS`, :data:`STALEMATE_READINGS`). It holds no verdicts: the outcomes of the readings
are computed by :func:`combgames.analysis.picaria.rule_variants` and tabled in ``combgames reproduce``
(rows ``picaria.article_variants_*``).

The variant sentence can be read two ways. The Russian says the centre "cannot be used *after* all pieces
are dropped" (``centre="slide"``); the English article it translates says "*until* all pieces have been
dropped" (``centre="drop"``, no placement on the centre at all). Both are kept as readings, with the rule of
the main sentence (``centre="first"``), no restriction (``centre="none"``, the rules of "Eternal Picaria",
seed 000), the union of both variant readings (``centre="never"``), and the rule together with the
variant read literally (``centre="first+slide"``).

Examples
--------
>>> from combgames.games.picaria import CENTRE_RULES
>>> from combgames.sources.picaria_article import CENTRE_READINGS, CENTRE_RULE_TEXT
>>> sorted(CENTRE_READINGS) == sorted(CENTRE_RULES)
True
>>> CENTRE_READINGS["first"].quote == CENTRE_RULE_TEXT
True
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = [
    "BOARD_TEXT",
    "CENTRE_READINGS",
    "CENTRE_RULE_TEXT",
    "CENTRE_VARIANT_TEXT",
    "REPETITION_TEXT",
    "Reading",
    "SEED",
    "STALEMATE_READINGS",
    "STALEMATE_TEXT",
]

SEED = "002_e4f40bb950069833.txt"

#: "Оборудование" (equipment): the two boards and the four short diagonals.
BOARD_TEXT = ("Первая версия проще и содержит 9 пробелов или точек пересечения, а вторая версия использует 13 "
              "пробелов или точек пересечения.")

#: "Правила и игровой процесс", drop phase: the centre rule.
CENTRE_RULE_TEXT = ("Центральное пространство (центральная точка пересечения) не может использоваться до тех пор, "
                    "пока каждый игрок не уронит свою первую фигуру")

#: The same paragraph: the variant, in parentheses.
CENTRE_VARIANT_TEXT = ("вариант состоит в том, что центральное пространство нельзя использовать после того, как "
                       "выброшены все фигуры")

#: "Правила дома" (house rules): the stalemate.
STALEMATE_TEXT = ("Патовая ситуация, когда один игрок не может сделать ход, является причиной ничьей в игре или "
                  "проигрыша этому игроку.")

#: "Правила дома": repetition.
REPETITION_TEXT = "Повторение позиции три раза может привести к ничьей."


class Reading(NamedTuple):
    """One reading of a rule sentence: the sentence quoted (empty if none) and what the reading means."""

    quote: str
    meaning: str


#: ``centre=`` value of :class:`~combgames.games.picaria.Picaria` -> the sentence it reads and how.
CENTRE_READINGS: dict[str, Reading] = {
    "none": Reading("", "no restriction on the centre (the rules of seed 000, 'Eternal Picaria')"),
    "first": Reading(CENTRE_RULE_TEXT, "no stone is placed on the centre until each player has placed one"),
    "drop": Reading(CENTRE_VARIANT_TEXT, "the variant as the English source reads ('until all pieces have been "
                                         "dropped'): no stone is placed on the centre; it is entered by sliding"),
    "slide": Reading(CENTRE_VARIANT_TEXT, "the variant read literally ('after all pieces are dropped'): stones "
                                          "may be placed on the centre, but no slide moves onto it"),
    "never": Reading(CENTRE_VARIANT_TEXT, "both readings of the variant together: the centre is never used"),
    "first+slide": Reading(f"{CENTRE_RULE_TEXT} ({CENTRE_VARIANT_TEXT})",
                           "the rule and its variant read literally, together: no stone is placed on the centre "
                           "until each player has placed one, and no slide moves onto it"),
}

#: ``stalemate=`` value of :class:`~combgames.games.picaria.Picaria` -> the reading of the house rule.
STALEMATE_READINGS: dict[str, Reading] = {
    "loss": Reading(STALEMATE_TEXT, "a player who must slide and cannot loses ('проигрыша этому игроку')"),
    "draw": Reading(STALEMATE_TEXT, "the game is drawn ('причиной ничьей')"),
}
