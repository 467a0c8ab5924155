"""Reproduce table, Picaria: the claims of "Eternal Picaria" (seed 000) recomputed by retrograde analysis.

The paper's diagrams (positions, proof sequences) are transcribed in :mod:`combgames.sources.eternal_picaria`;
what the text states of each position is written here, next to the claim. Values come from the retrograde
solution of :func:`combgames.analysis.picaria.picaria_solution` and the openings of
:mod:`combgames.analysis.openings`.
"""

from __future__ import annotations

from combgames.analysis.openings import opening_values
from combgames.analysis.picaria import picaria_solution
from combgames.reproduce import Claim, Computed, not_equal
from combgames.sources.eternal_picaria import POSITIONS, SEED, SEQUENCES, TRANSCRIPTION_NOTES, TWO_STONE_LEMMAS

__all__ = ["CLAIMS", "STATED"]

#: What the text states of each transcribed position: the outcome for the player to move ("not win": X cannot
#: win; "not loss": the player to move can avoid losing).
STATED = {
    "loop": not_equal("win"),
    "lemma2_A_trap": "win",
    "lemma3": not_equal("loss"),
    "lemma4_B": "win",
    "lemma4_C_bad": "win",
    "lemma6": not_equal("win"),
    "lemma7": not_equal("win"),
    "lemma8": not_equal("win"),
    "theorem1_ii_race": "win",
    "lemma8_1_loss": "loss",
    "lemma8_2_zugzwang": "loss",
    "lemma8_5ii_trap": "win",
    "lemma8_5iii_zugzwang": "loss",
}


def _value(text: str):
    g, r = picaria_solution()
    return r.value(g.parse_position(text))


def _position_claim(name: str) -> Claim:
    text, where = POSITIONS[name]

    def compute() -> Computed:
        v = _value(text)
        return Computed(v.outcome, f"{text}: {v} for the player to move")

    return Claim(f"picaria.{name}", f"{SEED}: {where.split(':')[0]}", f"{where} ({text})", STATED[name], compute)


def _empty_value():
    g, r = picaria_solution()
    return r.value(g.initial())


def _first_moves() -> Computed:
    g, r = picaria_solution()
    p = g.initial()
    out = {f"X {name}": str(r.value(g.play(p, g.board.index(name))).negate()) for name in ("b2", "a3", "b3")}
    return Computed(out, "values for X (centre, corner, edge)")


def _two_stone() -> Computed:
    g, r = picaria_solution()
    openings = {g.format_position(p): v for p, v in opening_values(g, 2, value=r.value).items()}
    wins = sorted(t for t, v in openings.items() if v.outcome == "win")
    # the reading the proof of Theorem 9 uses: after each first move of X (up to symmetry), a reply of O
    # that holds the draw
    firsts = opening_values(g, 1, value=r.value)
    held = [p for p in firsts
            if any(v.outcome != "win" for v in opening_values(g, 1, start=p, value=r.value).values())]
    lemmas = {name: POSITIONS[name][0] for name in TWO_STONE_LEMMAS}
    lemma_orbits = {g.canonical(g.parse_position(t)) for t in lemmas.values()}
    lemma_parents = {g.canonical(q) for q in firsts
                     if any(g.canonical(g.play(q, m)) in lemma_orbits for m in g.moves(q))}
    reading = "positions after X's first move (up to symmetry) and a reply of O that holds the draw, one per move"
    return Computed(len(openings), (
        f"{len(openings)} orbits of one X and one O stone; values for X: "
        f"{ {t: str(v) for t, v in sorted(openings.items())} }. X wins after {len(wins)} of them ({', '.join(wins)}). "
        f"X has {len(firsts)} first moves up to symmetry and O holds the draw after each of {len(held)}; the "
        f"paper's Lemmas 6, 7, 8 ({', '.join(lemmas.values())}) are such replies, to {len(lemma_parents)} "
        f"different first moves"), alternatives={reading: len(held)})


def _o_cannot_win() -> Computed:
    v = _empty_value()
    return Computed(v.outcome != "loss", f"empty board: {v} for X")


def _x_cannot_win() -> Computed:
    v = _empty_value()
    return Computed(v.outcome != "win", f"empty board: {v} for X")


def _race_position():
    """Theorem 1 (ii): the position after the remaining placements of the principal variation from X centre, O
    edge (the paper's Race diagram itself is lost)."""
    g, r = picaria_solution()
    p = g.parse_position(".../.xo/... X")
    q = p
    for m in list(r.pv(p))[:4]:  # the four remaining placements
        q = g.play(q, m)
    return g, r, p, q


def _race_length() -> Computed:
    g, r, p, q = _race_position()
    v = r.value(p)
    return Computed(str(v), f"X wins in {v.distance} plies from X centre, O edge; the placements of the principal "
                            f"variation reach {g.format_position(q)}, then {r.value(q)}")


def _race_two_moves() -> Computed:
    g, r, p, q = _race_position()
    after = r.value(q)
    moves = (after.distance + 1) // 2 if after.outcome == "win" else after.outcome
    return Computed(moves, f"after the remaining placements of the principal variation ({g.format_position(q)}): "
                           f"{after} for X to move, i.e. X's moves to win (both slides)")


def _steps_drawn() -> int:
    return sum(len(seq) - 1 for seq in SEQUENCES.values())


def _sequences_legal() -> Computed:
    g, _ = picaria_solution()
    legal, bad = 0, []
    for name, seq in SEQUENCES.items():
        ps = [g.parse_position(t) for t in seq]
        for p, q in zip(ps, ps[1:]):
            if any(g.play(p, m) == q for m in g.moves(p)):
                legal += 1
            else:
                bad.append(f"{name}: {g.format_position(p)} -> {g.format_position(q)}")
    return Computed(legal, f"{legal} of the {_steps_drawn()} moves drawn in {len(SEQUENCES)} transcribed proof "
                           f"sequences are legal moves; illegal: {bad or 'none'} (transcription corrections: "
                           f"{sorted(TRANSCRIPTION_NOTES)})")


CLAIMS = [
    Claim("picaria.value", f"{SEED}: Corollary 10", "Picaria is a draw", "draw", lambda: _empty_value().outcome),
    Claim("picaria.o_cannot_win", f"{SEED}: Theorem 1", "Player O cannot win", True, _o_cannot_win),
    Claim("picaria.x_cannot_win", f"{SEED}: Theorem 9", "Player X cannot win", True, _x_cannot_win),
    Claim("picaria.theorem1_ii_x_wins", f"{SEED}: Theorem 1 (ii)",
          "X in the centre, O on an edge midpoint: losing for O (X wins)", "win",
          lambda: _value(".../.xo/... X").outcome),
    Claim("picaria.theorem1_ii_race_length", f"{SEED}: Theorem 1 (ii)",
          "the length of X's win after X centre, O edge", None, _race_length),
    Claim("picaria.theorem1_ii_race_two_moves", f"{SEED}: Theorem 1 (ii)",
          "'this is a Race-position, from which player X wins in two moves' (the position after the placements)",
          2, _race_two_moves),
] + [_position_claim(name) for name in POSITIONS if name != "theorem1_ii_race"] + [
    Claim("picaria.proof_sequences_legal", f"{SEED}: Lemmas 2-8",
          f"each of the {_steps_drawn()} moves drawn in the proofs' sequences is a legal move", _steps_drawn(),
          _sequences_legal),
    Claim("picaria.first_moves", f"{SEED}: Theorems 1, 9", "values of X's first moves up to symmetry", None,
          _first_moves),
    Claim("picaria.two_stone_openings", f"{SEED}: 'Games with two stones on the board'",
          "There are three positions with exactly two stones modulo symmetries", 3, _two_stone),
]
# The second-phase position graph (450 / 456 / 408 reachable) is claimed once, in picaria_counting.
