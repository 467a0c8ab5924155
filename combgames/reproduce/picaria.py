"""Reproduce table, Picaria: the claims of "Eternal Picaria" (seed 000) recomputed by retrograde analysis.

The paper's diagrams are transcribed in the position text of :mod:`combgames.games.picaria` (rows top to
bottom, ``/``-separated, then the player to move). :data:`SEQUENCES` holds every move sequence the proofs
display (each step must be a legal move, which ``tests/published/test_000_picaria.py`` checks), and
:data:`POSITIONS` the positions whose value the text states. Where the extracted seed text shows a diagram
that cannot be right (a stone too many, a stone that jumps), the transcription corrects it and
:data:`TRANSCRIPTION_NOTES` says how.
"""

from __future__ import annotations

from functools import lru_cache

from combgames.games.picaria import Picaria
from combgames.reproduce import Claim, Computed
from combgames.solvers import retrograde

__all__ = ["CLAIMS", "POSITIONS", "SEQUENCES", "TRANSCRIPTION_NOTES", "picaria_solution"]

SEED = "000_673cd376e7bd542d.txt"

LOOP = "..o/oxx/x.o X"
"""The Loop position (Lemma 2; its own diagram is lost, reconstructed from X's three moves (A), (B), (C))."""

# name -> (position, claimed outcome for the player to move, where)
POSITIONS: dict[str, tuple[str, str, str]] = {
    "loop": (LOOP, "not win", "Theorem 5: X cannot win moving from a Loop position"),
    "lemma2_A_trap": ("..o/ox./xxo O", "win", "Lemma 2, game (A): X gets trapped"),
    "lemma3": ("..x/xoo/o.x O", "not loss", "Lemma 3: O to move can force a Loop"),
    "lemma4_B": ("..o/o.x/xxo O", "win", "Lemma 4, game (B): X loses"),
    "lemma4_C_bad": ("..o/xox/x.o O", "win", "Lemma 4, game (C): 'by which player O wins the game'"),
    "lemma6": ("..x/.o./... X", "not win", "Lemma 6: X cannot win"),
    "lemma7": (".../.ox/... X", "not win", "Lemma 7: X cannot win"),
    "lemma8": ("..o/.x./... X", "not win", "Lemma 8: X cannot win"),
    "theorem1_ii_race": (".../.xo/... X", "win", "Theorem 1, game (ii): losing for O (a Race position follows)"),
    "lemma8_1_loss": (".xo/oox/..x X", "loss", "Lemma 8, position 1: X cannot avoid a loss"),
    "lemma8_2_zugzwang": ("xo./oox/.x. X", "loss", "Lemma 8, position 2: a zugzwang, X loses"),
    "lemma8_5ii_trap": (".xo/o.x/.ox O", "win", "Lemma 8, position 5 (ii): X is trapped"),
    "lemma8_5iii_zugzwang": (".x./oox/xo. X", "loss", "Lemma 8, position 5 (iii): O wins by a Zugzwang"),
}

# name -> positions in order; consecutive positions differ by one legal move
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

# positions the text calls a Loop (equal to the Loop or to Lemma 3's position up to symmetry)
LOOP_RETURNS: dict[str, str] = {
    "lemma2_B1": LOOP, "lemma2_B2": LOOP, "lemma2_C": LOOP, "lemma3_A": "..x/xoo/o.x O",
    "lemma3_B": "..x/xoo/o.x O", "lemma4_A": "..x/xoo/o.x O", "lemma4_C2": "..x/xoo/o.x O",
    "lemma6_B": "..x/xoo/o.x O", "lemma6_C": "..x/xoo/o.x O", "lemma6_D": "..x/xoo/o.x O",
    "lemma8_1b": LOOP, "lemma8_3": LOOP, "lemma8_4": LOOP, "lemma8_5i": LOOP, "lemma8_B": LOOP,
    "lemma8_Ci": "..x/xoo/o.x O", "lemma8_Cii": LOOP, "lemma8_D": LOOP,
}

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


@lru_cache(maxsize=None)
def picaria_solution(**rules):
    """Return ``(game, retrograde result)`` for Picaria with the given rules (cached)."""
    g = Picaria(**rules)
    return g, retrograde(g)


def _value(text: str):
    g, r = picaria_solution()
    return r.value(g.parse_position(text))


def _position_claim(name: str) -> Claim:
    text, claimed, where = POSITIONS[name]

    def compute():
        v = _value(text)
        if claimed == "not win":
            ok, shown = v.outcome != "win", "not win"
        elif claimed == "not loss":
            ok, shown = v.outcome != "loss", "not loss"
        else:
            ok, shown = v.outcome == claimed, claimed
        return Computed(shown if ok else v.outcome, "confirmed" if ok else "refuted",
                        f"{text}: {v} for the player to move")

    return Claim(f"picaria.{name}", f"{SEED}: {where.split(':')[0]}", f"{where} ({text})", claimed, compute)


def _empty_value():
    g, r = picaria_solution()
    return r.value(g.initial())


def _first_moves():
    g, r = picaria_solution()
    p = g.initial()
    out = {}
    for name in ("b2", "a3", "b3"):
        out[f"X {name}"] = str(r.value(g.play(p, g.board.index(name))).negate())
    return Computed(out, "extends", "values for X (centre, corner, edge); every first move is a draw")


def two_stone_openings() -> dict[str, str]:
    """Every opening with one X and one O stone up to symmetry: its value for X (X to move)."""
    g, r = picaria_solution()
    seen, out = set(), {}
    for a in range(9):
        for b in range(9):
            if a == b:
                continue
            p = g.play(g.play(g.initial(), a), b)
            k = g.canonical(p)
            if k in seen:
                continue
            seen.add(k)
            out[g.format_position(p)] = str(r.value(p))
    return dict(sorted(out.items()))


def _two_stone():
    out = two_stone_openings()
    wins = sorted(t for t, v in out.items() if v.startswith("win"))
    return Computed(len(out), "erratum",
                    f"{len(out)} orbits of one X and one O stone, not 3; the three the proof of Theorem 9 needs "
                    f"are O's replies X corner / O centre (Lemma 6), X edge / O centre (Lemma 7), X centre / O "
                    f"corner (Lemma 8). X wins after {len(wins)} of them ({', '.join(wins)}); values for X: {out}")


def _o_cannot_win():
    v = _empty_value()
    return Computed(v.outcome != "loss", "confirmed" if v.outcome != "loss" else "refuted",
                    f"empty board: {v} for X")


def _x_cannot_win():
    v = _empty_value()
    return Computed(v.outcome != "win", "confirmed" if v.outcome != "win" else "refuted",
                    f"empty board: {v} for X")


def _race():
    g, r = picaria_solution()
    p = g.parse_position(".../.xo/... X")
    v = r.value(p)
    q = p
    for m in list(r.pv(p))[:4]:  # the four remaining placements
        q = g.play(q, m)
    after = r.value(q)
    ok = v.outcome == "win" and after.outcome == "win" and after.distance == 3
    return Computed(str(v), "confirmed" if ok else "refuted",
                    f"X wins in {v.distance} plies; after the remaining placements of the principal variation "
                    f"({g.format_position(q)}) X wins with its next two moves, two slides ({after}), as the text "
                    "says of the Race position reached: 'from which player X wins in two moves' (the Race diagram "
                    "itself is lost)")


def _sequences_legal():
    g, _ = picaria_solution()
    steps = 0
    for name, seq in SEQUENCES.items():
        ps = [g.parse_position(t) for t in seq]
        for p, q in zip(ps, ps[1:]):
            if not any(g.play(p, m) == q for m in g.moves(p)):
                return Computed(name, "refuted", f"{g.format_position(p)} -> {g.format_position(q)} is not a move")
            steps += 1
    return Computed(steps, "confirmed",
                    f"{steps} moves in {len(SEQUENCES)} transcribed proof sequences are legal (corrections: "
                    f"{sorted(TRANSCRIPTION_NOTES)})")


CLAIMS = [
    Claim("picaria.value", f"{SEED}: Corollary 10", "Picaria is a draw", "draw", lambda: _empty_value().outcome),
    Claim("picaria.o_cannot_win", f"{SEED}: Theorem 1", "Player O cannot win", True, _o_cannot_win),
    Claim("picaria.x_cannot_win", f"{SEED}: Theorem 9", "Player X cannot win", True, _x_cannot_win),
    Claim("picaria.theorem1_ii_x_wins", f"{SEED}: Theorem 1 (ii)",
          "X in the centre, O on an edge midpoint: losing for O (X wins)", "win",
          lambda: _value(".../.xo/... X").outcome),
    Claim("picaria.theorem1_ii_race_length", f"{SEED}: Theorem 1 (ii)",
          "the length of X's win after X centre, O edge", None, _race),
] + [_position_claim(name) for name in POSITIONS if name != "theorem1_ii_race"] + [
    Claim("picaria.proof_sequences_legal", f"{SEED}: Lemmas 2-8",
          "every move sequence drawn in the proofs consists of legal moves", None, _sequences_legal),
    Claim("picaria.first_moves", f"{SEED}: Theorems 1, 9", "values of X's first moves up to symmetry", None,
          _first_moves),
    Claim("picaria.two_stone_openings", f"{SEED}: 'Games with two stones on the board'",
          "There are three positions with exactly two stones modulo symmetries", 3, _two_stone),
]
# The second-phase position graph (450 / 456 / 408 reachable) is claimed once, in picaria_counting.
