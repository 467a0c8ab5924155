"""Transcriptions of U. Larsson, I. Rocha, "Eternal Picaria" (seeds/000_673cd376e7bd542d.txt).

The paper proves Picaria a draw by play-proofs drawn as sequences of 3 x 3 diagrams, and counts the
positions of the second phase by Burnside's lemma. This module holds what the text *shows*, transcribed: the
positions of its lemmas (:data:`POSITIONS`, with the place each is drawn), the move sequences of its proofs
(:data:`SEQUENCES`), which of those sequences the text says end in a Loop (:data:`LOOP_RETURNS`), the
boards it draws as impossible because both players hold a line (:data:`BOTH_LINES_BOARDS`), and the letter
patterns it draws as fixed by a symmetry (:data:`FIXED_FORMS`). Where the extracted seed text shows a
diagram that cannot be right (a stone too many, a stone that jumps), the transcription corrects it and
:data:`TRANSCRIPTION_NOTES` says how. It holds no verdicts and no stated outcomes: what the text claims of
these positions, and whether it holds, is in the reproduce table (``combgames reproduce``, rows
``picaria.*`` and ``picaria_counting.*``) and ``tests/published/test_000_*.py``.

Reading the transcriptions. Positions are in the text format of :class:`combgames.games.picaria.Picaria`:
the rows of the diagram from the top, ``x``, ``o`` or ``.`` per point, rows separated by ``/``, then the
player to move (``X`` or ``O``). The paper draws a position "together with a flag for who just moved", often
omitted; the player to move here is the one the proof's next arrow belongs to. Boards without a player to
move (:data:`BOTH_LINES_BOARDS`, :data:`FIXED_FORMS`) are the rows only.

Names. The paper's X (first player) and O are players 0 and 1; its "Loop position" is :data:`LOOP`; the
cells a1..c3 of :class:`~combgames.games.picaria.Picaria` are columns a..c from the left, rows 1..3 from the
bottom.

Examples
--------
>>> from combgames.games.picaria import Picaria
>>> from combgames.sources.eternal_picaria import LOOP, SEQUENCES
>>> g = Picaria()
>>> g.format_position(g.parse_position(LOOP))
'..o/oxx/x.o X'
>>> len(SEQUENCES["lemma2_B1"])        # the Loop is reached again after three moves
4
"""

from __future__ import annotations

__all__ = [
    "BOTH_LINES_BOARDS",
    "FIXED_FORMS",
    "LOOP",
    "LOOP_RETURNS",
    "POSITIONS",
    "SEED",
    "SEQUENCES",
    "TRANSCRIPTION_NOTES",
    "TWO_STONE_LEMMAS",
]

SEED = "000_673cd376e7bd542d.txt"

LOOP = "..o/oxx/x.o X"
"""The Loop position (Lemma 2; its own diagram is lost, reconstructed from X's three moves (A), (B), (C))."""

#: name -> (position, where the text draws it and what it calls it). The outcome the text states for each is
#: a published value, kept in the reproduce table.
POSITIONS: dict[str, tuple[str, str]] = {
    "loop": (LOOP, "Theorem 5: X cannot win moving from a Loop position"),
    "lemma2_A_trap": ("..o/ox./xxo O", "Lemma 2, game (A): X gets trapped"),
    "lemma3": ("..x/xoo/o.x O", "Lemma 3: O to move can force a Loop"),
    "lemma4_B": ("..o/o.x/xxo O", "Lemma 4, game (B): X loses"),
    "lemma4_C_bad": ("..o/xox/x.o O", "Lemma 4, game (C): 'by which player O wins the game'"),
    "lemma6": ("..x/.o./... X", "Lemma 6: X cannot win"),
    "lemma7": (".../.ox/... X", "Lemma 7: X cannot win"),
    "lemma8": ("..o/.x./... X", "Lemma 8: X cannot win"),
    "theorem1_ii_race": (".../.xo/... X", "Theorem 1, game (ii): losing for O (a Race position follows)"),
    "lemma8_1_loss": (".xo/oox/..x X", "Lemma 8, position 1: X cannot avoid a loss"),
    "lemma8_2_zugzwang": ("xo./oox/.x. X", "Lemma 8, position 2: a zugzwang, X loses"),
    "lemma8_5ii_trap": (".xo/o.x/.ox O", "Lemma 8, position 5 (ii): X is trapped"),
    "lemma8_5iii_zugzwang": (".x./oox/xo. X", "Lemma 8, position 5 (iii): O wins by a Zugzwang"),
}

#: name -> positions in order; consecutive positions differ by one move (an arrow of the text).
SEQUENCES: dict[str, list[str]] = {
    "lemma2_A": ["..o/ox./xxo O", ".../oxo/xxo X"],
    "lemma2_B1": [".xo/ox./x.o O", ".xo/.x./xoo X", "..o/.xx/xoo O", "..o/oxx/x.o X"],
    "lemma2_B2": [".xo/ox./x.o O", ".xo/ox./xo. X", "..o/oxx/xo. O", "..o/oxx/x.o X"],
    "lemma2_C": ["..o/oxx/.xo O", ".o./oxx/.xo X", ".ox/ox./.xo O", ".ox/.x./oxo X"],
    "lemma3_A": ["..x/xoo/o.x O", ".ox/xo./o.x X", ".ox/.o./oxx O", "..x/.oo/oxx X", "..x/xoo/o.x O"],
    "lemma3_B": ["..x/xoo/o.x O", ".ox/xo./o.x X", ".ox/xo./ox. O", "..x/xoo/ox. X", "..x/xoo/o.x O"],
    "lemma4_A": [LOOP, ".xo/o.x/x.o O", ".x./oox/x.o X", "x../oox/x.o O"],
    "lemma4_B": [LOOP, "..o/o.x/xxo O", ".../oox/xxo X", "..x/oo./xxo O", "..x/ooo/xx. X"],
    "lemma4_C1": [LOOP, "x.o/o.x/x.o O", "x.o/.ox/x.o X", "..o/xox/x.o O", ".o./xox/x.o X"],
    "lemma4_C2": ["x.o/.ox/x.o X", ".xo/.ox/x.o O", ".xo/.ox/xo. X", ".xo/.o./xox O"],
    "lemma6_B": ["..x/.o./..x O", "..x/.oo/..x X", "..x/xoo/..x O", "..x/xoo/.ox X", ".x./xoo/.ox O",
                 ".x./xoo/o.x X", "..x/xoo/o.x O"],
    "lemma6_C": ["..x/.o./.x. O", "..x/.oo/.x. X", "..x/xoo/.x. O", "o.x/xoo/.x. X", "o.x/xoo/..x O"],
    "lemma6_D": ["..x/.o./x.. O", "..x/.o./x.o X", "x.x/.o./x.o O", "x.x/oo./x.o X", "x../oox/x.o O"],
    "lemma8_1a": ["..o/oxx/..x O", "o.o/oxx/..x X", "oxo/o.x/..x O", ".xo/oox/..x X"],
    "lemma8_1b": ["o.o/oxx/..x X", "oxo/ox./..x O", "oxo/.x./.ox X"],
    "lemma8_2": ["..o/oxx/.x. O", ".oo/oxx/.x. X", "xoo/o.x/.x. O", "xo./oox/.x. X"],
    "lemma8_3": ["..o/oxx/x.. O", "..o/oxx/x.o X"],
    "lemma8_4": ["x.o/oxx/... O", "x.o/oxx/..o X"],
    "lemma8_5": [".xo/oxx/... O", ".xo/oxx/.o. X"],
    "lemma8_5i": [".xo/oxx/.o. X", ".xo/ox./.ox O", "oxo/.x./.ox X"],
    "lemma8_5ii": [".xo/oxx/.o. X", ".xo/o.x/.ox O", ".xo/.ox/.ox X", "x.o/.ox/.ox O", "xo./.ox/.ox X"],
    "lemma8_5iii": [".xo/oxx/.o. X", ".xo/o.x/xo. O", ".x./oox/xo. X"],
    "lemma8_B": ["..o/.x./..x O", "o.o/.x./..x X", "oxo/.x./..x O", "oxo/.x./.ox X"],
    "lemma8_C": ["..o/.x./.x. O", ".oo/.x./.x. X", "xoo/.x./.x. O", "xoo/.x./.xo X"],
    "lemma8_Ci": ["xoo/.x./.xo X", "xoo/..x/.xo O", "xo./.ox/.xo X", "xox/.o./.xo O"],
    "lemma8_Cii": ["xoo/.x./.xo X", "xoo/.xx/..o O", "x.o/oxx/..o X"],
    "lemma8_D": ["..o/.x./x.. O", "..o/.x./x.o X", "..o/.xx/x.o O", "..o/oxx/x.o X"],
}

#: sequence name -> the position the text says it returns to (the Loop, or Lemma 3's position), up to symmetry.
LOOP_RETURNS: dict[str, str] = {
    "lemma2_B1": LOOP, "lemma2_B2": LOOP, "lemma2_C": LOOP, "lemma3_A": "..x/xoo/o.x O",
    "lemma3_B": "..x/xoo/o.x O", "lemma4_A": "..x/xoo/o.x O", "lemma4_C2": "..x/xoo/o.x O",
    "lemma6_B": "..x/xoo/o.x O", "lemma6_C": "..x/xoo/o.x O", "lemma6_D": "..x/xoo/o.x O",
    "lemma8_1b": LOOP, "lemma8_3": LOOP, "lemma8_4": LOOP, "lemma8_5i": LOOP, "lemma8_B": LOOP,
    "lemma8_Ci": "..x/xoo/o.x O", "lemma8_Cii": LOOP, "lemma8_D": LOOP,
}

#: The positions the proof of Theorem 9 combines ("Games with two stones on the board"): the O replies of
#: Lemmas 6, 7 and 8, one per first move of X (corner, edge midpoint, centre).
TWO_STONE_LEMMAS: tuple[str, ...] = ("lemma6", "lemma7", "lemma8")

#: Section "The number of positions in the second phase": the three boards drawn as positions "that do not
#: occur" (both players hold a line), rows from the top.
BOTH_LINES_BOARDS: tuple[str, ...] = (".ox/.ox/.ox", "o.x/o.x/o.x", ".xo/.xo/.xo")

#: The same section: the letter patterns drawn as the boards fixed by a symmetry ("Here the letters can be X,
#: O, or empty"), symmetry name -> rows from the top; equal letters are equal cells.
FIXED_FORMS: dict[str, str] = {"R90": "bad/aec/bcd", "R180": "dbc/aea/cbd", "D1": "bcf/aec/dab", "H": "abc/def/abc"}

TRANSCRIPTION_NOTES: dict[str, str] = {
    "lemma2_B2": "the seed text shows (B) without O's stone on c1 (two o); the (B) of the first sequence, "
                 "and the last step back to the Loop, need it: '.xo/ox./x.o'",
    "lemma6_C": "the seed text shows game (C) as '..x/.o./x..' (the same as (D)) but the sequence continues "
                "with X on b1: (C) is '..x/.o./.x.'",
    "lemma8_1b": "the seed text shows 'oxo/.x./oox' (four o); O moves a2-b1: 'oxo/.x./.ox'",
    "lemma7": "the seed lists X's options (B) and (C) with the same diagram 'x../.ox/...'; the fourth "
              "option up to symmetry is '.x./.ox/...' (not transcribed, its sequence is lost)",
    "lost": "the diagrams of Theorem 1 game (i), the Trap, Race, Fork and Zugzwang illustrations, Lemma 4's "
            "last cases, Lemma 7 (B) and (D), and the first lists of Lemmas 6 and 8 are missing from the "
            "seed text; the Fork example cannot be transcribed",
}
