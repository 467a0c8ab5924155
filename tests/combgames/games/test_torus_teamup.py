"""The team-up claim in its first-round reading, one df-pn search per pair (prove_question(first_round_plies=R),
proof_tree, check_coalition_strategy_keyed(universal_plies=R), torus3.team_up_first_round).

Independent reference: the compiled coalition kernel's table of every reachable position (solve_torus3), read
here by walking the first R plies with the game's own rules (game.play): the pair stops the third player in
every position in play within R plies. The proofs are checked by the game's rules, every move of the first plies
followed (not the kernel's tables).
"""

from __future__ import annotations

from functools import lru_cache

import pytest

from combgames.analysis.torus3 import (TEAM_UP_PAIRS, VARIANTS, orbit_key, solve_torus3, team_up_first_round)
from combgames.games.torus.search import proof_board, proof_tree, prove_question
from combgames.solvers.coalition import check_coalition_strategy_keyed, coalition_questions
from combgames.solvers.strategy import Strategy, StrategyError

pytest.importorskip("numba")

_BIT = {q: k for k, q in enumerate(coalition_questions(3))}
#: The 4x4 variants of the reproduce rows (both assignments, the text's cross rule, with and without the centre).
_VARIANTS_4 = tuple((a, "placer", c) for a in ("sextant", "parity") for c in (False, True))


@lru_cache(maxsize=None)
def _table(n: int, variant: tuple):
    return solve_torus3(n, *variant)


@lru_cache(maxsize=None)
def _stops_in_first_round(n: int, variant: tuple, pair: tuple, plies: int) -> bool:
    """The reading from the full solve: the pair's question is true at every position in play within ``plies``
    moves of the start (the positions played by the rules, the answers read from the solved table; a position's
    answer is its orbit's, so each orbit is walked once)."""
    table = _table(n, variant)
    game = table.game
    bit = _BIT[(pair, pair)]
    key = orbit_key(proof_board(n, None, *variant))
    seen: dict = {}

    def every(p, d: int) -> bool:
        k = key(p)
        if k not in seen:
            ok = bool(table.bits(p) >> bit & 1)
            if ok and d < plies:
                ok = all(every(q, d + 1) for q in (game.play(p, m) for m in game.moves(p)) if q.winner is None)
            seen[k] = ok
        return seen[k]

    return every(game.initial(), 0)


def _cases():
    for v in VARIANTS:
        yield 3, v
    for v in _VARIANTS_4:  # about 3 s each: one fast, the others slow
        yield pytest.param(4, v, marks=() if v == ("sextant", "placer", False) else pytest.mark.slow)


def _name(x) -> str:
    return "/".join(map(str, x)) if isinstance(x, tuple) else f"{x}x{x}"


@pytest.mark.parametrize("n,variant", list(_cases()), ids=_name)
def test_universal_search_is_the_full_solves_first_round(n, variant):
    """3x3 every variant (1 to 3 plies), 4x4 the rows' four (3 plies), each pair: one search's answer is the full
    solve's 'the pair stops the third in every first-round position'; with 0 plies the question at the start,
    the same search as without the keyword."""
    board = proof_board(n, None, *variant)
    for pair in TEAM_UP_PAIRS:
        bits = sum(1 << i for i in pair)
        for plies in ((1, 2, 3) if n == 3 else (3,)):
            r = prove_question(board, None, bits, bits, method="pns", first_round_plies=plies, table_bits=16)
            assert r["forces"] is _stops_in_first_round(n, variant, pair, plies), (pair, plies)
        r0 = prove_question(board, None, bits, bits, method="pns", first_round_plies=0, table_bits=16)
        today = prove_question(board, None, bits, bits, method="pns", table_bits=16)
        assert (r0["forces"], r0["positions"], r0["stored"], r0["pruned"]) == \
            (today["forces"], today["positions"], today["stored"], today["pruned"]) == \
            (_stops_in_first_round(n, variant, pair, 0), r0["positions"], r0["stored"], r0["pruned"])


@pytest.mark.parametrize("n,variant", [(3, v) for v in VARIANTS if not v[2]] + [
    pytest.param(4, ("sextant", "placer", False), marks=pytest.mark.slow)], ids=_name)  # 4x4: about 50 s
def test_universal_proofs_pass_the_rules_check(n, variant):
    """Every universal proof, read out with every move of the first plies (as a DAG and written once up to
    symmetry), passes the keyed check by the rules with ``universal_plies``; not without it (a member's node of
    the first plies names no single move)."""
    board = proof_board(n, None, *variant)
    proved = 0
    for pair in TEAM_UP_PAIRS:
        bits = sum(1 << i for i in pair)
        for plies in (1, 2, 3):
            r = prove_question(board, None, bits, bits, method="pns", first_round_plies=plies, table_bits=16)
            if not r["forces"]:
                continue
            proved += 1
            for share in ("board", "orbit"):
                s = proof_tree(board, None, bits, bits, r, node=Strategy, share=share)
                check_coalition_strategy_keyed(board[0], s, pair, key=orbit_key(board), references=share == "orbit",
                                               universal_plies=plies)
            if any(d % 3 in pair for d in range(plies)):  # a member moves in the first plies
                with pytest.raises(StrategyError):
                    check_coalition_strategy_keyed(board[0], s, pair, key=orbit_key(board), references=True)
    assert proved > 0


def test_a_first_round_reply_missing_is_refused():
    """A universal proof with one move of the first ply taken away (a team member's) fails the check."""
    board = proof_board(3)
    pair = (0, 2)
    r = prove_question(board, None, 0b101, 0b101, method="pns", first_round_plies=3, table_bits=16)
    assert r["forces"]
    s = proof_tree(board, None, 0b101, 0b101, r, node=Strategy)
    check_coalition_strategy_keyed(board[0], s, pair, key=orbit_key(board), universal_plies=3)
    s.replies.pop(next(iter(s.replies)))  # Vert moves first: a member, each of whose moves must be followed
    with pytest.raises(StrategyError, match="replies do not match"):
        check_coalition_strategy_keyed(board[0], s, pair, key=orbit_key(board), universal_plies=3)


@pytest.mark.parametrize("n,centre", [(3, False), (3, True), (4, False), pytest.param(4, True, marks=pytest.mark.slow)])
def test_team_up_first_round_is_the_full_solves_reading(n, centre):
    """team_up_first_round per pair against the full solve; each example is a first-round position where the full
    solve says the pair does not force its win."""
    variant = ("sextant", "placer", centre)
    r = team_up_first_round(n, *variant, table_bits=16)
    table = _table(n, variant)
    for pair in TEAM_UP_PAIRS:
        row = r["pairs"]["+".join(("Vert", "Horz", "Diag")[i] for i in pair)]
        assert row["stops"] is _stops_in_first_round(n, variant, pair, 3)
        if row["stops"]:
            assert row["checked positions"] >= row["proof positions"] > 0
        else:
            p = table.game.parse_position(row["example"])
            assert row["example plies"] <= 3 and not table.bits(p) >> _BIT[(pair, pair)] & 1
    assert r["every pair stops"] is all(row["stops"] for row in r["pairs"].values())
    assert r["first round orbits"][0] == 1 and len(r["first round orbits"]) == 4


@pytest.mark.parametrize("n", [3, 4])
def test_team_up_splits_into_pieces_by_position(n):
    """The first round of 3 plies from the start holds for a pair exactly when the first round of 2 plies holds
    from every position in play after the first move (the pieces a large board is split into); a piece's example
    is a position within its 2 plies where the full solve says the pair does not force its win, and a piece's
    proof passes the rules check from its position."""
    variant = ("sextant", "placer", False)
    table, key = _table(n, variant), orbit_key(proof_board(n, None, *variant))
    game = table.game
    firsts = {}
    for m in game.moves(game.initial()):
        q = game.play(game.initial(), m)
        firsts.setdefault(key(q), q)
    whole = team_up_first_round(n, *variant, table_bits=16, check=False)
    for pair in TEAM_UP_PAIRS:
        name = "+".join(("Vert", "Horz", "Diag")[i] for i in pair)
        pieces = [team_up_first_round(n, *variant, plies=2, position=q, pairs=[pair], table_bits=16,
                                      check=False)["pairs"][name] for q in firsts.values()]
        assert all(r["stops"] for r in pieces) is whole["pairs"][name]["stops"]
        for r in pieces:
            if r["stops"] is False:
                assert r["example plies"] <= 2
                assert not table.bits(game.parse_position(r["example"])) >> _BIT[(pair, pair)] & 1
    q = next(iter(firsts.values()))
    checked = team_up_first_round(n, *variant, plies=2, position=q, table_bits=16)
    assert checked["position"] == game.format_position(q) and checked["first round orbits"][0] == 1
    for row in checked["pairs"].values():
        assert row["stops"] is not True or row["checked positions"] >= row["proof positions"] > 0


def test_team_up_refuses_a_position_that_is_over():
    game = _table(3, ("sextant", "placer", False)).game
    p = game.initial()
    while p.winner is None:
        p = game.play(p, next(iter(game.moves(p))))
    with pytest.raises(ValueError, match="over"):
        team_up_first_round(3, position=p)


@pytest.mark.parametrize("kwargs,error", [
    ({"n": 2}, ValueError), ({"n": 3, "plies": 0}, ValueError), ({"n": 3, "pairs": [(0,)]}, ValueError),
    ({"n": 3, "pairs": [(0, 1, 2)]}, ValueError), ({"n": 3, "pairs": []}, ValueError),
    ({"n": 3, "pairs": [(0, 5)]}, ValueError), ({"n": 3, "assignment": "nope"}, ValueError),
    ({"n": 3, "pairs": ["ab"]}, TypeError)])
def test_team_up_bad_input(kwargs, error):
    with pytest.raises(error):
        team_up_first_round(**kwargs)


def test_prove_coalition_passes_the_first_round_on():
    from combgames.analysis.torus3 import prove_coalition

    r = prove_coalition(4, (0, 2), first_round_plies=3, table_bits=16)
    assert r["method"] == "pns" and r["first_round_plies"] == 3
    assert r["forces"] is _stops_in_first_round(4, ("sextant", "placer", False), (0, 2), 3)


def test_first_round_keyword_input():
    board = proof_board(3)
    with pytest.raises(ValueError, match="first_round_plies"):
        prove_question(board, None, 0b011, 0b011, method="pns", first_round_plies=-1)
    with pytest.raises(ValueError, match="needs method='pns'"):
        prove_question(board, None, 0b011, 0b011, method="dfs", first_round_plies=1)
    s = Strategy()
    with pytest.raises(ValueError, match="universal_plies"):
        check_coalition_strategy_keyed(board[0], s, (0, 1), universal_plies=-1)
