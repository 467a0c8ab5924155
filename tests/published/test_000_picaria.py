"""Published claims of U. Larsson, I. Rocha, "Eternal Picaria" (seed 000_673cd376e7bd542d.txt), recomputed.

Positions are transcribed from the paper's diagrams in the Picaria text format (rows top to bottom, then the
player to move); the transcriptions live in :mod:`combgames.sources.eternal_picaria`, with notes on the
diagrams the extracted text garbles. The outcomes the text states are written here (:data:`STATED`) and in
the reproduce table; the last tests pin every row of the table: its verdict and its computed value.
"""

from __future__ import annotations

import pytest

from combgames.analysis.picaria import picaria_solution
from combgames.games.blockade import mu_torere, pong_hau_ki, position_counts
from combgames.games.picaria import family_game
from combgames.reproduce.picaria import CLAIMS
from combgames.reproduce.picaria_family import CLAIMS as FAMILY_CLAIMS
from combgames.solvers import retrograde
from combgames.sources.eternal_picaria import LOOP, LOOP_RETURNS, POSITIONS, SEQUENCES
from tests.published._rows import check_row, row_params
from tests.reference.minimax import forced_within as forced

#: What the text states of each transcribed position, for the player to move ("not win": X cannot win).
STATED = {
    "loop": "not win",  # Theorem 5
    "lemma2_A_trap": "win",  # Lemma 2, game (A)
    "lemma3": "not loss",  # Lemma 3: O to move can force a Loop
    "lemma4_B": "win",  # Lemma 4, game (B): X loses
    "lemma4_C_bad": "win",  # Lemma 4, game (C): 'by which player O wins the game'
    "lemma6": "not win",
    "lemma7": "not win",
    "lemma8": "not win",
    "theorem1_ii_race": "win",  # Theorem 1 (ii): 'losing for player O'
    "lemma8_1_loss": "loss",
    "lemma8_2_zugzwang": "loss",
    "lemma8_5ii_trap": "win",
    "lemma8_5iii_zugzwang": "loss",
}


@pytest.fixture(scope="module")
def solved():
    return picaria_solution()


def test_corollary_10_picaria_is_a_draw(solved):
    """Corollary 10: Picaria is a draw (so Theorem 1, O cannot win, and Theorem 9, X cannot win)."""
    g, r = solved
    assert r.value(g.initial()).outcome == "draw"


def test_theorem_1_case_ii_is_an_x_win(solved):
    """Theorem 1, game (ii): X centre, O on an edge midpoint 'is losing for player O'."""
    g, r = solved
    assert r.value(g.parse_position(".../.xo/... X")).outcome == "win"


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_transcribed_positions(solved, name):
    """Loop (Theorem 5), Lemma 2 (A), Lemma 3, Lemma 4 (B), (C), Lemmas 6-8, the traps and zugzwangs."""
    g, r = solved
    text, _ = POSITIONS[name]
    claimed = STATED[name]
    v = r.value(g.parse_position(text))
    if claimed == "not win":
        assert v.outcome != "win"
    elif claimed == "not loss":
        assert v.outcome != "loss"
    else:
        assert v.outcome == claimed


@pytest.mark.parametrize("name", sorted(SEQUENCES))
def test_proof_sequences_are_legal(solved, name):
    """Every arrow in the proofs' diagrams is one legal move (placement or slide) of the right player."""
    g, _ = solved
    ps = [g.parse_position(t) for t in SEQUENCES[name]]
    for p, q in zip(ps, ps[1:]):
        assert any(g.play(p, m) == q for m in g.moves(p)), (g.format_position(p), g.format_position(q))


@pytest.mark.parametrize("name", sorted(LOOP_RETURNS))
def test_sequences_return_to_a_loop(solved, name):
    """The sequences the text says 'force a Loop' end in the Loop (Lemma 2) or Lemma 3's position, up to symmetry."""
    g, r = solved
    end = g.parse_position(SEQUENCES[name][-1])
    assert g.canonical(end) == g.canonical(g.parse_position(LOOP_RETURNS[name]))
    assert r.value(end).outcome == "draw"


def test_loop_is_a_draw_for_both(solved):
    """Theorem 5 (X cannot win from the Loop) and Lemma 2 (O can force a return): the Loop is a draw."""
    g, r = solved
    assert str(r.value(g.parse_position(LOOP))) == "draw"


def test_lemmas_6_7_8_and_first_moves(solved):
    """Lemmas 6, 7, 8: after these two-stone openings X cannot win; every first move of X draws."""
    g, r = solved
    for text in ("..x/.o./... X", ".../.ox/... X", "..o/.x./... X"):
        assert r.value(g.parse_position(text)).outcome == "draw"
    for m in g.moves(g.initial()):
        assert r.value(g.play(g.initial(), m)).outcome == "draw"


def test_second_phase_count_450_counts_unreachable_positions(solved):
    """Section 3: 225 orbits of 3 + 3 stones, 450 with the player to move; 42 of them cannot arise in play."""
    g, r = solved
    reach = [p for p in r.representatives if p.x.bit_count() == 3 and p.o.bit_count() == 3]
    assert len(reach) == 408
    colourings = {g.canonical(p) >> 1 for p in reach}
    assert len(colourings) == 225  # every orbit of colourings without two lines occurs
    assert 450 - len(reach) == 42


def test_blockade_games_16_and_46_positions():
    """Introduction: Pong Hau K'i and Mu Torere have 'only 16 and 46 positions' (after Straffin).

    Both numbers are the arrangements of the stones up to the board's symmetries, without the player to
    move; equivalently the positions with the player to move up to symmetry and exchange of colours.
    """
    ph, mt = position_counts(pong_hau_ki()), position_counts(mu_torere())
    assert (ph["arrangements/sym"], mt["arrangements/sym"]) == (16, 46)
    assert (ph["positions/sym+swap"], mt["positions/sym+swap"]) == (16, 46)
    for g in (pong_hau_ki(), mu_torere()):
        assert retrograde(g).value(g.initial()).outcome == "draw"


@pytest.mark.parametrize("s", [3, 5, 6])
def test_relatives_are_first_player_wins(s):
    """Final Remarks: every relative other than Picaria (k = 3) is 'first player win in a few moves'."""
    g = family_game(s, 3)
    v = retrograde(g).value(g.initial())
    assert v.outcome == "win" and v.distance <= 9




@pytest.mark.parametrize("s, plies", [(3, 7), (5, 9)])
def test_relatives_win_lengths_by_plain_minimax(s, plies):
    """Final Remarks, 'first player win in a few moves': the exact win lengths, confirmed independently of
    the retrograde solver by depth-limited minimax (a win within ``plies``, none within ``plies - 2``)."""
    g = family_game(s, 3)
    assert forced(g, g.initial(), plies, {}) == ("win", plies)
    assert forced(g, g.initial(), plies - 2, {}) is None
    v = retrograde(g).value(g.initial())
    assert (v.outcome, v.distance) == ("win", plies)


@pytest.mark.slow
@pytest.mark.parametrize("s", [7, 8])
def test_relatives_are_first_player_wins_large(s):
    g = family_game(s, 3)
    v = retrograde(g).value(g.initial())
    assert v.outcome == "win" and v.distance <= 9


#: row id -> (verdict, computed value) expected of the reproduce table; the published value and its place
#: in the paper are in each row (and in the comments here).
EXPECTED_ROWS = {
    "picaria.value": ("confirmed", "draw"),  # Corollary 10: "Picaria is a draw"
    "picaria.o_cannot_win": ("confirmed", True),  # Theorem 1
    "picaria.x_cannot_win": ("confirmed", True),  # Theorem 9
    "picaria.theorem1_ii_x_wins": ("confirmed", "win"),  # Theorem 1 (ii): "losing for player O"
    "picaria.theorem1_ii_race_length": ("extends", "win in 7"),  # no length in the text
    "picaria.theorem1_ii_race_two_moves": ("confirmed", 2),  # "from which player X wins in two moves"
    "picaria.loop": ("confirmed", "draw"),  # published "not win" (Theorem 5)
    "picaria.lemma2_A_trap": ("confirmed", "win"),
    "picaria.lemma3": ("confirmed", "draw"),  # published "not loss"
    "picaria.lemma4_B": ("confirmed", "win"),
    "picaria.lemma4_C_bad": ("confirmed", "win"),
    "picaria.lemma6": ("confirmed", "draw"),  # published "not win"
    "picaria.lemma7": ("confirmed", "draw"),  # published "not win"
    "picaria.lemma8": ("confirmed", "draw"),  # published "not win"
    "picaria.lemma8_1_loss": ("confirmed", "loss"),
    "picaria.lemma8_2_zugzwang": ("confirmed", "loss"),
    "picaria.lemma8_5ii_trap": ("confirmed", "win"),
    "picaria.lemma8_5iii_zugzwang": ("confirmed", "loss"),
    "picaria.proof_sequences_legal": ("confirmed", 79),  # the 79 moves drawn in the transcribed sequences
    "picaria.first_moves": ("extends", {"X b2": "draw", "X a3": "draw", "X b3": "draw"}),
    # "There are three positions with exactly two stones modulo symmetries": 12 orbits; 3 is the number of
    # first moves of X, each with a reply of O holding the draw (Lemmas 6, 7, 8)
    "picaria.two_stone_openings": ("erratum", 12),
    # Final Remarks: s = 3, 5, 6 (and 7) "first player win in a few moves"
    "picaria.family_k3_small": ("confirmed", "first-player win"),
    "picaria.family_k3_s7": ("confirmed", "first-player win"),
    "picaria.pong_hau_ki_positions": ("confirmed", 16),  # Introduction: "only 16 and 46 respectively"
    "picaria.mu_torere_positions": ("confirmed", 46),
    "picaria.handicap_picaria": ("extends", "loss in 14"),
    "picaria.open_problem_draws": ("extends", {"draws": ["s=4 k=3"], "second player wins": []}),
    "picaria.stone_advantage": ("extends", {"s=4": {0: "draw", 1: "loss in 14"},
                                            "s=5": {0: "win in 9", 1: "draw", 2: "loss in 12"}}),
    "picaria.family_table_s5": ("extends", {"s=3 k=3": "win in 7", "s=4 k=3": "draw", "s=4 k=3+1": "loss in 14",
                                            "s=4 k=4": "win in 11", "s=5 k=3": "win in 9", "s=5 k=3+1": "draw",
                                            "s=5 k=4": "win in 7", "s=5 k=4+1": "win in 7", "s=5 k=5": "win in 7"}),
    "picaria.blockade_values": ("extends", {"pong_hau_ki": "draw", "mu_torere": "draw",
                                            "mu_torere without the centre rule": "win in 1"}),
}


@pytest.mark.parametrize("claim", row_params([c for c in CLAIMS + FAMILY_CLAIMS if c.id in EXPECTED_ROWS]))
def test_reproduce_rows(claim):
    """Every row of the table for seed 000: exactly the verdict and the value expected."""
    check_row(claim, EXPECTED_ROWS)


def test_every_seed_000_row_is_pinned():
    seed_000 = {c.id for c in CLAIMS + FAMILY_CLAIMS if "000_673cd376e7bd542d" in c.source
                and "002_e4f40bb950069833" not in c.source}
    assert seed_000 == set(EXPECTED_ROWS)


def test_race_length_by_plain_minimax(solved):
    """Theorem 1 (ii) and the row theorem1_ii_race_length: X wins in 7 plies after X centre, O edge, confirmed
    independently of the retrograde solver by depth-limited minimax (a win within 7 plies, none within 5)."""
    g, _ = solved
    p = g.parse_position(".../.xo/... X")
    assert forced(g, p, 7, {}) == ("win", 7)
    assert forced(g, p, 5, {}) is None


def test_loop_move_counts(solved):
    """Lemma 2: 'only three possible moves from a Loop-position for X, since it holds the center';
    Lemma 4: three ways to leave the centre, (A), (B), (C)."""
    g, _ = solved
    p = g.parse_position(LOOP)
    keep = sorted(g.format_position(g.play(p, m)) for m in g.moves(p) if m[0] != 4)
    leave = sorted(g.format_position(g.play(p, m)) for m in g.moves(p) if m[0] == 4)
    assert keep == sorted(["..o/ox./xxo O", ".xo/ox./x.o O", "..o/oxx/.xo O"])
    assert leave == sorted([".xo/o.x/x.o O", "..o/o.x/xxo O", "x.o/o.x/x.o O"])
