"""The df-pn proof search of the torus game's coalition questions (combgames.games.torus.pns_kernels, driven by
search.prove_question(method="pns")) against the full coalition solve and the depth-first search.

Independent references: the compiled coalition kernel's table of every reachable position
(solve_torus3 / coalition_values, itself tested against the generic search and retrograde analysis), and the
depth-first AND-OR search (method="dfs"). The proofs are replayed as coalition strategies against every joint
reply by check_coalition_strategy (the game's own rules, not the kernel's tables).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from combgames.analysis.torus3 import VARIANTS, solve_torus3
from combgames.games.torus import TorusConnectionGame
from combgames.games.torus.search import proof_board, proof_tree, prove_question
from combgames.analysis.torus3 import orbit_key, proof_strategy
from combgames.solvers.coalition import check_coalition_strategy, check_coalition_strategy_keyed, coalition_questions
from combgames.solvers.strategy import Strategy, StrategyError

pytest.importorskip("numba")

QUESTIONS = [(sum(1 << i for i in t), sum(1 << i for i in g), t, g) for t, g in coalition_questions(3)]


def _random_position(game: TorusConnectionGame, rng: random.Random, stones: int):
    """A position in play with ``stones`` stones more than the start, by random moves (restarting on a win)."""
    while True:
        p = game.initial()
        for _ in range(stones):
            if p.winner is not None:
                break
            p = game.play(p, rng.choice(game.moves(p)))
        if p.winner is None:
            return p


def _strategy(tree: dict, seen: dict | None = None) -> Strategy:
    """The Strategy of a proof tree (shared subtrees stay shared)."""
    seen = {} if seen is None else seen
    if id(tree) not in seen:
        if "move" in tree:
            seen[id(tree)] = Strategy(move=tree["move"], next=_strategy(tree["next"], seen))
        else:
            seen[id(tree)] = Strategy(replies={m: _strategy(t, seen) for m, t in tree.get("replies", {}).items()})
    return seen[id(tree)]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "/".join(map(str, v)))
def test_3x3_every_question_every_variant_as_the_full_solve(variant):
    """3x3, all 12 rule variants (assignment, cross policy, centre stone), all 18 questions at the start and at
    random positions: df-pn's answer is the full solve's."""
    table = solve_torus3(3, *variant)
    board = proof_board(3, None, *variant)
    rng = random.Random(hash(variant) % 1000)
    positions = [None] + [_random_position(board[0], rng, s) for s in (1, 2, 3, 4)]
    for p in positions:
        for team, goal, t, g in QUESTIONS:
            r = prove_question(board, p, team, goal, method="pns", table_bits=12)
            assert r["forces"] is table.forces(t, g, p), (variant, p, t, g)


@pytest.mark.parametrize("assignment", ["sextant", "parity"])
@pytest.mark.parametrize("policy", ["placer", "draw"])
def test_4x4_every_question_as_the_full_solve_and_dfs(assignment, policy):
    """4x4, both assignments, the text's cross rule and the drawing one: all 18 questions at the start and at
    random middle positions agree with the full solve and with the depth-first search; df-pn expands fewer
    positions than the depth-first search over all of them."""
    table = solve_torus3(4, assignment, policy)
    board = proof_board(4, None, assignment, policy)
    rng = random.Random(4)
    pns_total = dfs_total = 0
    for p in [None] + [_random_position(board[0], rng, s) for s in (2, 5, 8)]:
        for team, goal, t, g in QUESTIONS:
            a = prove_question(board, p, team, goal, method="pns", table_bits=16)
            b = prove_question(board, p, team, goal, table_bits=16)
            assert a["forces"] is b["forces"] is table.forces(t, g, p), (p, t, g)
            pns_total += a["positions"]
            dfs_total += b["positions"]
    assert pns_total < dfs_total


def test_compiled_is_the_python_reference():
    """3x3 and a 4x4 end game, several questions: the same answer, positions, table entries and pruned children
    compiled and as Python, and the same table."""
    rng = random.Random(34)
    for n, stones in ((3, 0), (3, 2), (4, 9)):
        board = proof_board(n, None, rng.choice(["sextant", "parity"]), "placer")
        p = _random_position(board[0], rng, stones)
        for team, goal, _, _ in rng.sample(QUESTIONS, 4):
            plain, compiled = (prove_question(board, p, team, goal, method="pns", table_bits=10, backend=b)
                               for b in ("python", "numba"))
            assert [plain[k] for k in ("forces", "positions", "stored", "pruned")] == \
                [compiled[k] for k in ("forces", "positions", "stored", "pruned")]
            for k in ("keys", "pn", "dn", "work"):
                assert np.array_equal(plain["table"][k], compiled["table"][k])


def test_small_tables_never_answer_wrong():
    """3x3, every question: a table of 2^7 entries (about twice the largest proof's 65 entries) answers as a large
    one; tables of 2^4 and 2^5 replace entries (never those of the path) and answer the same or stop with "table
    too small", within a few times the large table's positions."""
    board = proof_board(3)
    for team, goal, _, _ in QUESTIONS:
        large = prove_question(board, None, team, goal, method="pns", table_bits=14)
        assert prove_question(board, None, team, goal, method="pns", table_bits=7)["forces"] is large["forces"]
        for bits in (4, 5):
            small = prove_question(board, None, team, goal, method="pns", table_bits=bits, max_nodes=20_000)
            assert small["positions"] < 20_000 and small["stored"] <= 1 << bits
            assert small["forces"] is large["forces"] or small["outcome"] == "table too small"


@pytest.mark.parametrize("bits", [6, 7, 8])
def test_4x4_small_tables_end_with_the_answer_or_the_table_limit(bits):
    """4x4 with a table of 2^6 to 2^8 entries (the proofs hold up to about 1,200 positions): every question at the
    start and at random middle positions ends with the full solve's answer or with outcome "table too small",
    far below the node limit (the guard: before the path protection 11 of the 18 questions at the start ran
    into it: 14 of the 18 questions at the start with 2^6, 7 with 2^8)."""
    table = solve_torus3(4)
    board = proof_board(4)
    rng = random.Random(bits)
    limit = 200_000
    for p in [None] + [_random_position(board[0], rng, s) for s in (3, 6)]:
        for team, goal, t, g in QUESTIONS:
            r = prove_question(board, p, team, goal, method="pns", table_bits=bits, max_nodes=limit)
            assert r["positions"] < limit, (p, t, g)
            assert r["forces"] is table.forces(t, g, p) or r["outcome"] == "table too small", (p, t, g, r["outcome"])


def test_node_limit_stops_undecided():
    r = prove_question(proof_board(4), None, 0b101, 0b100, method="pns", max_nodes=5)
    assert r["forces"] is None and r["positions"] == 6 and r["outcome"] == "node limit"


@pytest.mark.parametrize("n", [3, pytest.param(4, marks=pytest.mark.slow)])
def test_proofs_replay_as_coalition_strategies(n):
    """Every question proved at the start: the proof read from the table is a strategy that
    check_coalition_strategy replays against every joint reply of the others (the game's own rules)."""
    board = proof_board(n)
    checked = 0
    for team, goal, t, g in QUESTIONS:
        r = prove_question(board, None, team, goal, method="pns", table_bits=18)
        if not r["forces"]:
            with pytest.raises(ValueError, match="proved"):
                proof_tree(board, None, team, goal, r)
            continue
        lines = check_coalition_strategy(board[0], _strategy(proof_tree(board, None, team, goal, r)), t, g)
        assert lines > 0
        checked += 1
    assert checked == 9  # each pair's own win and the six helped questions


def test_proofs_read_from_a_table_too_small_are_proved_again_and_replay(monkeypatch):
    """With a table of 2^7 entries the searches lose proofs: proof_tree proves those moves again (in spare tables,
    reused: few are made) and the tree it reads still replays by the rules against every joint reply."""
    import combgames.games.torus.search as search

    board = proof_board(4)
    game = board[0]
    made, reused = [], []
    searched = search._prove_pns

    def counting(*args, table=None, **kwargs):
        (made if table is None else reused).append(1)
        return searched(*args, table=table, **kwargs)

    monkeypatch.setattr(search, "_prove_pns", counting)
    rng = random.Random(5)
    proved = again = 0
    for _ in range(6):
        p = _random_position(game, rng, 3)
        for team, goal, t, g in QUESTIONS[3:6]:
            r = searched(board, p, team, goal, 10**6, 7, "auto", None)
            if r["forces"]:
                made.clear()
                reused.clear()
                tree = proof_tree(board, p, team, goal, r)
                assert check_coalition_strategy(game, _strategy(tree), t, g, position=p) > 0
                assert len(made) <= 3 and (len(reused) > 0 or len(made) <= 1)
                proved += 1
                again += len(made) + len(reused)
    assert proved >= 10 and again >= 20


def test_bad_method():
    with pytest.raises(ValueError, match="method"):
        prove_question(proof_board(3), None, 1, 1, method="bfs")


# ------------------------------------------------------------------------------- the keyed strategy check
def _checks(game, strategy, t, g, key):
    """The verdict of the line replay and of the keyed check (by the game's canonical key and by the orbit
    rank): True, or the StrategyError's first words."""
    out = []
    for check in (lambda: check_coalition_strategy(game, strategy, t, g),
                  lambda: check_coalition_strategy_keyed(game, strategy, t, g),
                  lambda: check_coalition_strategy_keyed(game, strategy, t, g, key=key)):
        try:
            check()
            out.append(True)
        except StrategyError as err:
            out.append(str(err).split(" ")[0])
    return out


@pytest.mark.parametrize("n", [3, 4])
def test_keyed_check_agrees_with_the_line_replay(n):
    """3x3 and 4x4, each pair's proof from the start (df-pn, read out as a DAG): accepted by the line replay
    and by the keyed check (each position once, by the canonical key and by the orbit rank), which checks fewer
    positions; checked against the goal of one member only, the keyed check passes where the line replay does,
    and passes only where the full solve says the pair forces that member's win."""
    board = proof_board(n)
    game, table = board[0], solve_torus3(n)
    key = orbit_key(board)
    for t in ((0, 1), (0, 2), (1, 2)):
        strategy, figures = proof_strategy(n, t, table_bits=16, share="board")
        assert figures["strategy checked"] and figures["checked positions"] <= figures["strategy positions"]
        lines = check_coalition_strategy(game, strategy, t, t)
        assert _checks(game, strategy, t, t, key) == [True] * 3
        assert check_coalition_strategy_keyed(game, strategy, t, t, key=key).positions < lines + strategy_size(
            strategy)
        for one in t:  # every keyed check is one the line replay makes; a keyed pass proves the question
            lines_pass, *keyed_pass = (v is True for v in _checks(game, strategy, t, (one,), key))
            assert all(keyed_pass) if lines_pass else True
            assert table.forces(t, (one,)) if any(keyed_pass) else True


def strategy_size(strategy: Strategy) -> int:
    """Distinct nodes of a strategy DAG."""
    seen, stack = set(), [strategy]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        stack.extend([node.next] if node.next is not None else [])
        stack.extend(node.replies.values())
    return len(seen)


def _tampered(strategy: Strategy, how: str, game, rng: random.Random) -> Strategy:
    """A copy of the strategy's first line checked (the last reply at each opponent node, as the keyed walk
    goes, that is not a reference) changed at its first team node: the move replaced by another legal move
    ("move"), or one reply dropped at the opponent node before it ("reply")."""
    import copy

    s = copy.copy(strategy)
    node, parent, p = s, None, game.initial()
    while node.move is None:
        m = [r for r, sub in node.replies.items() if sub.move is not None or sub.replies][-1]
        child = copy.copy(node.replies[m])
        node.replies = dict(node.replies)
        node.replies[m] = child
        parent, node, p = node, child, game.play(p, m)
    if how == "move":
        node.move = rng.choice([m for m in game.moves(p) if m != node.move])
    else:
        parent.replies = dict(parent.replies)
        del parent.replies[rng.choice(list(parent.replies))]
    return s


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("how", ["move", "reply"])
def test_tampered_strategies_are_refused(n, how):
    """A proof with a wrong move or a missing reply is refused by the keyed check, as by the line replay."""
    board = proof_board(n)
    game, key = board[0], orbit_key(board)
    rng = random.Random(n)
    t = (1, 2)  # Vert moves first: the first team node is after a reply
    strategy, _ = proof_strategy(n, t, table_bits=16, share="board")
    bad = _tampered(strategy, how, game, rng)
    verdicts = _checks(game, bad, t, t, key)
    assert True not in verdicts and len(set(verdicts)) == 1, verdicts
    with pytest.raises(StrategyError, match="replies do not match" if how == "reply" else None):
        check_coalition_strategy_keyed(game, bad, t, t, key=key)
    assert _checks(game, strategy, t, t, key) == [True] * 3  # the original is untouched


@pytest.mark.parametrize("n", [3, 4])
def test_proofs_written_once_up_to_symmetry_pass_the_keyed_check_only(n):
    """share="orbit": each orbit's subtree written once, later images as references (empty nodes); the keyed check
    with references passes it, written in fewer positions than the DAG of boards; tampered, it is refused."""
    board = proof_board(n)
    game, key = board[0], orbit_key(board)
    for t in ((0, 1), (0, 2), (1, 2)):
        strategy, figures = proof_strategy(n, t, table_bits=16, share="orbit")
        full, full_figures = proof_strategy(n, t, table_bits=16, share="board")
        assert figures["strategy checked"] and full_figures["strategy checked"]
        assert figures["strategy positions"] <= full_figures["strategy positions"]
        assert check_coalition_strategy_keyed(game, strategy, t, key=key, references=True).positions > 0
    bad = _tampered(proof_strategy(n, (1, 2), table_bits=16)[0], "reply", game, random.Random(n))
    with pytest.raises(StrategyError, match="replies do not match"):
        check_coalition_strategy_keyed(game, bad, (1, 2), key=key, references=True)


def test_a_reference_to_a_position_never_checked_is_refused():
    """share="orbit" with a subtree cut to a reference: refused (the position it stands for is checked nowhere)
    unless its key is checked elsewhere."""
    board = proof_board(4)
    game, key = board[0], orbit_key(board)
    strategy, _ = proof_strategy(4, (0, 2), table_bits=16)
    strategy.next = Strategy()  # Vert's first move, then nothing: the position after it is never checked
    with pytest.raises(StrategyError, match="never checks"):
        check_coalition_strategy_keyed(game, strategy, (0, 2), key=key, references=True)
    with pytest.raises(StrategyError, match="replies do not match"):
        check_coalition_strategy_keyed(game, strategy, (0, 2), key=key)


def test_keyed_check_input():
    game = proof_board(3)[0]
    with pytest.raises(TypeError, match="Strategy"):
        check_coalition_strategy_keyed(game, {"move": 1}, (0, 1))
    with pytest.raises(TypeError, match="key"):
        check_coalition_strategy_keyed(game, Strategy(), (0, 1), key=3)
    with pytest.raises(ValueError, match="team"):
        check_coalition_strategy_keyed(game, Strategy(), (0, 1, 2))


# ------------------------------------------------------------------------------- the read-out's replies
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: "/".join(map(str, v)))
def test_reply_positions_are_the_rules_positions(variant):
    """reply_positions (the compiled closing codes and the cross-policy table) makes the positions of
    TorusConnectionGame.play (the loop search of the rules): the same moves, boards, players to move and
    winners, at random positions of the 3x3, 4x4 and 6x6 boards of every rule variant, and at the source's 6x6
    example where one stone closes classes of several players (a cross)."""
    from combgames.games.torus.search import reply_positions

    rng = random.Random(7)
    ended = 0
    for n, count in ((3, 6), (4, 4), (6, 2)):
        board = proof_board(n, None, *variant)
        game = board[0]
        positions = [_random_position(game, rng, rng.randrange(3, game.surface.size - 3)) for _ in range(count)]
        if n == 6 and not variant[2]:
            positions.append(game.parse_position("x.x.../xx..../.xxx../....xx/x.x..x/x.x... | Diag"))
        for p in positions:
            got = reply_positions(board, p)
            assert list(got) == game.moves(p)
            for m, q in got.items():
                want = game.play(p, m)
                assert (q.board, q.to_move, q.winner) == (want.board, want.to_move, want.winner), (n, m)
                ended += q.winner is not None
    assert ended > 0


def _same_tree(a: dict, b: dict, seen: set) -> bool:
    """Whether two proof trees (dicts, shared subtrees) have the same moves and replies everywhere."""
    if (id(a), id(b)) in seen:
        return True
    seen.add((id(a), id(b)))
    if a.keys() != b.keys() or a.get("move") != b.get("move"):
        return False
    if "next" in a and not _same_tree(a["next"], b["next"], seen):
        return False
    replies_a, replies_b = a.get("replies", {}), b.get("replies", {})
    return replies_a.keys() == replies_b.keys() and all(_same_tree(replies_a[m], replies_b[m], seen)
                                                        for m in replies_a)


@pytest.mark.parametrize("share", ["board", "orbit"])
def test_proof_tree_with_compiled_replies_is_the_rules_tree(share):
    """proof_tree reads the same tree whether the others' replies come from reply_positions or are played by the
    rules (by_rules=True): every pair's proof at the 3x3 and 4x4 starts, under sextant/placer and parity/draw."""
    for n in (3, 4):
        for variant in (("sextant", "placer", False), ("parity", "draw", True)):
            board = proof_board(n, None, *variant)
            for team in (0b011, 0b101, 0b110):
                r = prove_question(board, None, team, team, method="pns", table_bits=16)
                if not r["forces"]:
                    continue
                fast = proof_tree(board, None, team, team, r, share=share)
                slow = proof_tree(board, None, team, team, r, share=share, by_rules=True)
                assert _same_tree(fast, slow, set()), (n, variant, team)
