"""Transcriptions of J. Iacono, K. Mazur, "Tactix on an S-shaped Board" (seeds/004_7c4ca64fa9fabca3.txt).

The text states a closed formula r(a, b) for the Nim value of the S-shaped Tactix board with a counters on top
and b below, says it is evaluated in O(log n) time, and describes the copying strategies of normal play on
rectangles. The formula itself is library code (:func:`combgames.grundy.sshape.s_formula`); this module holds
the printed sentences it is read from and the readings of their two loose points, each named by the option
of ``s_formula`` that implements it:

- which power of two m is: the text prints "the lowest power of 2 below or at a"
  (:data:`POWER_WORDING`), read literally the smallest power of two, which is always 1
  (``power="smallest"``), or the largest (``power="largest"``) (:data:`POWER_READINGS`);
- the recursion reaches a row with no counters (a' = 0 or b' = 0), where the text states no value
  (:data:`BASE_CASE_READINGS`: ``base="heap"``, a row of counters is a Nim heap, or ``base="zero"``).

It holds no verdicts: which reading makes the formula the Nim value is computed and compared in
``combgames reproduce`` (rows ``tactix.*``) and ``tests/published/test_004_tactix.py``.

Examples
--------
>>> from combgames.sources.tactix_s_shape import POWER_READINGS, POWER_WORDING, RESULT_TEXT
>>> POWER_WORDING in RESULT_TEXT, sorted(POWER_READINGS)
(True, ['largest', 'smallest'])
"""

from __future__ import annotations

__all__ = [
    "BASE_CASE_READINGS",
    "COPYING_TEXT",
    "POWER_READINGS",
    "POWER_WORDING",
    "RESULT_TEXT",
    "SEED",
    "SPEED_TEXT",
]

SEED = "004_7c4ca64fa9fabca3.txt"

#: "Result": the sentences after the displayed formula, as printed.
RESULT_TEXT = ("where m is the lowest power of 2 below or at a, a' = a - m, and b' = b - m. This only applies if "
               "the lowest power of 2 below or equal to b is also m; if not, then the NIM value is simply the "
               "number of counters.")

#: The words that define m, as printed.
POWER_WORDING = "the lowest power of 2 below or at a"

#: "Result": the complexity statement.
SPEED_TEXT = "This formula can be evaluated in time O(log n), where n = a + b."

#: "Tactix" (normal play paragraph): the copying strategies on rectangles.
COPYING_TEXT = {
    "even": "the second player could make the 180° rotation of whatever move that the first player chose, and "
            "repeat until the last counter. This strategy would also work on a square grid of even size, or on "
            "a rectangular grid with both dimensions even.",
    "odd": "On a rectangular grid with one odd dimension, the first player has a winning strategy: take the entire "
           "middle column (or row, if there is an odd number of rows), which leaves two rectangular boards of "
           "equal size, and copy whichever move the second player chooses to make on one board on the other "
           "board.",
}

#: ``power=`` option of ``s_formula`` -> the reading of :data:`POWER_WORDING` it implements.
POWER_READINGS: dict[str, str] = {
    "smallest": "lowest power of 2 <= a",
    "largest": "largest power of 2 <= a",
}

#: ``base=`` option of ``s_formula`` -> the value it gives where a row is empty (the text states none).
BASE_CASE_READINGS: dict[str, str] = {
    "heap": "r(a, 0) = a, r(0, b) = b",
    "zero": "r(a, 0) = r(0, b) = 0",
}
