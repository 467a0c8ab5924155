"""Domineering proofs (combgames.analysis.domineering_proof): recorded after the search, saved as .npz, checked by a
checker with its own move generator and counting lemma; the checker's pieces against the game's rules and the
search's, its kernel and the recorder against their Python twins, and corrupted proofs refused."""

import random

import numpy as np
import pytest

from combgames.analysis import domineering_kernels as search_kernels
from combgames.analysis import domineering_proof_kernels as k
from combgames.analysis.domineering import OutcomeSearch, winning_strategy
from combgames.analysis.domineering_proof import (DomineeringProof, ProofError, check_proof, load_proof,
                                                  save_proof, shipped_proof)
from combgames.base.checks import LimitError
from combgames.base.kernels import kernel
from combgames.games.domineering import Domineering
from combgames.games.partizan import LEFT, RIGHT


def _random_empty(rng, rows, cols):
    """A random board, each cell empty with probability 3/4."""
    return rng.getrandbits(rows * cols) | rng.getrandbits(rows * cols)


@pytest.mark.parametrize("rows, cols", [(3, 4), (4, 4), (5, 3), (2, 7), (4, 5)])
def test_checker_pieces_against_the_rules_and_the_search(rows, cols):
    """moves_of gives the moves of Domineering.board_options; counting_verdict equals the search's static_result
    (two codings of one lemma); least_image equals canonical_image; transposing twice is the identity and swaps
    the players' moves."""
    game = Domineering(rows, cols)
    search = OutcomeSearch(rows, cols)
    rng = random.Random(rows * 10 + cols)
    out = np.empty(64, dtype=np.int64)
    for _ in range(200):
        empty = _random_empty(rng, rows, cols)
        e = np.uint64(empty)
        for side in (LEFT, RIGHT):
            n = k.moves_of(e, rows, cols, side, out)
            children = sorted(b[2] for _, b in game.board_options((rows, cols, empty), side))
            step = cols if side == LEFT else 1
            assert sorted(empty & ~((1 << int(m)) | (1 << (int(m) + step))) for m in out[:n]) == children
            assert k.counting_verdict(e, rows, cols, side) == search_kernels.static_result(e, side, cols,
                                                                                           *search.masks)
        best, image = k.least_image(e, rows, cols)
        assert (int(best), image) == tuple(int(x) for x in search_kernels.canonical_image(e, rows, cols,
                                                                                            search.reverse))
        t = k.transpose(e, rows, cols)
        assert int(k.transpose(t, cols, rows)) == empty
        left_moves = len(list(game.board_options((rows, cols, empty), LEFT)))
        assert k.moves_of(t, cols, rows, RIGHT, out) == left_moves


def test_counting_lemma_on_boards_read_as_text():
    def verdict(text, side):
        rows, cols, empty = Domineering().parse_board(text)
        return k.counting_verdict(np.uint64(empty), rows, cols, side)

    assert verdict("../..", LEFT) == -1             # 2 x 2: each has a move, none safe
    assert verdict(".#/.#/.#", RIGHT) == 0           # Right has no move
    assert verdict(".#./.#./...", LEFT) == 1         # Left: 2 safe moves (columns a, c), Right at most 1 move
    assert verdict("...", LEFT) == 0 and verdict("...", RIGHT) == 1    # one row: Right safe, Left no move


@pytest.mark.parametrize("rows, cols, first", [(4, 4, LEFT), (4, 5, RIGHT), (5, 5, LEFT), (5, 4, LEFT),
                                               (6, 6, LEFT), (6, 6, RIGHT), (3, 7, RIGHT)])
def test_proofs_export_and_check(tmp_path, rows, cols, first):
    """The proof is saved, read back unchanged and checked; the claim is the search's; a square board's proof,
    walked transposed, proves the other first player's claim."""
    search = OutcomeSearch(rows, cols)
    proof = winning_strategy(search, first)
    assert proof.winner == (first if search.wins(search.full, first) else 1 - first)
    path = save_proof(tmp_path / "proof.npz", proof)
    loaded = load_proof(path)
    assert (loaded.rows, loaded.cols, loaded.first, loaded.winner) == (rows, cols, first, proof.winner)
    assert np.array_equal(loaded.positions, proof.positions) and np.array_equal(loaded.moves, proof.moves)
    report = check_proof(path, rows=rows, cols=cols)
    assert report["claim"] == proof.claim and report["stored"] == len(proof.positions)
    assert report["positions"] > report["lemma_leaves"] > 0
    other = check_proof(path, transposed=True)
    assert other["claim"] == proof.transposed().claim
    if rows == cols:
        assert other["positions"] == report["positions"]
        assert proof.transposed().winner == (1 - first if search.wins(search.full, 1 - first) else first)


def test_proof_sizes_up_to_6x6():
    """The stored positions (counted: the lemma cuts most of the strategy) of the square boards, Left first."""
    sizes = [len(winning_strategy(OutcomeSearch(n, n), LEFT).positions) for n in (3, 4, 5, 6)]
    assert sizes == [0, 4, 54, 3080]


def test_seven_by_seven(tmp_path):
    """7 x 7: Vertical's proof with Vertical first (40250 positions stored) checked, and transposed for
    Horizontal first: both first players win."""
    search = OutcomeSearch(7, 7, table_bits=22)
    proof = winning_strategy(search, LEFT)
    assert proof.winner == LEFT and len(proof.positions) == 40250
    path = save_proof(tmp_path / "seven.npz", proof)
    assert path.stat().st_size < 200_000
    assert check_proof(path)["positions"] == 585839
    assert check_proof(path, transposed=True)["claim"] == "7 x 7, Right to move: the first player (Right) wins"


def test_the_shipped_seven_by_seven_proof():
    """The 7 x 7 proof shipped as package data checks with no search, for both first players."""
    proof = shipped_proof(7, 7)
    assert (proof.first, proof.winner, len(proof.positions)) == (LEFT, LEFT, 40250)
    assert check_proof(proof, rows=7, cols=7)["positions"] == 585839
    assert check_proof(proof, transposed=True)["claim"] == "7 x 7, Right to move: the first player (Right) wins"
    with pytest.raises(KeyError, match="no Domineering proof of the 8 x 8 board is shipped"):
        shipped_proof(8, 8)


@pytest.mark.slow
def test_eight_by_eight(tmp_path):
    """8 x 8 (Breuker, Uiterwijk and van den Herik's result): Vertical's proof with Vertical first checked, and
    transposed for Horizontal first. About an hour of CPU and 3-4 GB (projected from 7 x 7 and 6 x 8: see
    winning_strategy)."""
    search = OutcomeSearch(8, 8, table_bits=25)
    proof = winning_strategy(search, LEFT, limit=200_000_000)
    assert proof.winner == LEFT
    path = save_proof(tmp_path / "eight.npz", proof)
    assert check_proof(path)["claim"] == "8 x 8, Left to move: the first player (Left) wins"
    assert check_proof(path, transposed=True)["claim"] == "8 x 8, Right to move: the first player (Right) wins"


def _corrupt(proof, positions=None, moves=None, board=None):
    rows, cols, first, winner = board or (proof.rows, proof.cols, proof.first, proof.winner)
    return DomineeringProof(rows, cols, first, winner, proof.positions if positions is None else positions,
                            proof.moves if moves is None else moves)


def test_corrupted_proofs_are_refused(tmp_path):
    """A losing move, an illegal move, a missing position (a leaf the lemma does not decide), a move off the
    board, another board: each refused with the reason and the position."""
    search = OutcomeSearch(5, 5)
    proof = winning_strategy(search, LEFT)               # 5 x 5 is P: Right wins as second player
    assert proof.winner == RIGHT
    check_proof(proof)
    # a losing move: at a stored position, a legal move of Right after which Left (to move) wins
    out = np.empty(64, dtype=np.int64)
    for i, key in enumerate(proof.positions):
        n = k.moves_of(key, 5, 5, RIGHT, out)
        losing = [int(m) for m in out[:n] if search.wins(int(key) & ~(3 << int(m)), LEFT)]
        if losing:
            break
    moves = proof.moves.copy()
    moves[i] = losing[0]
    with pytest.raises(ProofError, match="not proved"):
        check_proof(_corrupt(proof, moves=moves))
    # an illegal move: a domino on a covered cell
    covered = next(c for c in range(24) if not int(proof.positions[i]) >> c & 1 and c % 5 < 4)
    moves[i] = covered
    with pytest.raises(ProofError, match="not a legal move"):
        check_proof(_corrupt(proof, moves=moves))
    moves[i] = 4                                           # Right's domino from the last column leaves the board
    with pytest.raises(ProofError, match="not a domino of the board"):
        check_proof(_corrupt(proof, moves=moves))
    # a missing position: the lemma must decide it, and does not
    with pytest.raises(ProofError, match="no move for the winner here and the counting lemma does not decide"):
        check_proof(_corrupt(proof, positions=proof.positions[1:], moves=proof.moves[1:]))
    # the wrong winner, and another board
    with pytest.raises(ProofError):
        check_proof(_corrupt(proof, board=(5, 5, LEFT, LEFT)))
    path = save_proof(tmp_path / "five.npz", proof)
    with pytest.raises(ValueError, match="about the 5 x 5 board, not 6 x 6"):
        check_proof(path, rows=6, cols=6)
    with pytest.raises(ProofError):
        check_proof(_corrupt(proof, board=(6, 6, LEFT, RIGHT)))


def test_files_that_are_not_proofs(tmp_path):
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not an archive")
    with pytest.raises(ValueError, match="not a Domineering proof archive"):
        load_proof(bad)
    np.savez(bad, format=np.array("combgames.domineering-proof/2"), board=np.array([5, 5, 0, 1]),
             positions=np.array([3, 2], dtype=np.uint64), moves=np.zeros(2, dtype=np.uint8))
    with pytest.raises(ValueError, match="must be increasing"):
        load_proof(bad)
    np.savez(bad, format=np.array("combgames.domineering-proof/2"), board=np.array([5, 5, 0, 1]),
             positions=np.array([object()], dtype=object), moves=np.zeros(1, dtype=np.uint8))
    with pytest.raises(ValueError):                       # an object array is pickled: refused, never unpickled
        load_proof(bad)
    np.savez(bad, format=np.array("something else"))
    with pytest.raises(ValueError, match="format"):
        load_proof(bad)
    np.savez(bad, format=np.array("combgames.domineering-proof/2"), board=np.array([9, 9, 0, 1]),
             positions=np.zeros(0, dtype=np.uint64), moves=np.zeros(0, dtype=np.uint8))
    with pytest.raises(ValueError, match="at most 64 cells"):
        load_proof(bad)


def test_proof_limit():
    with pytest.raises(LimitError, match="passes 10 positions"):
        winning_strategy(OutcomeSearch(6, 6), LEFT, limit=10)


@pytest.mark.parametrize("rows, cols", [(3, 4), (4, 4), (4, 5), (5, 4), (3, 5)])
def test_recorder_and_checker_twins(rows, cols):
    """The recorder (record_proof) and the checker (check_walk), compiled and as their Python twins, on the
    proofs of small boards from random positions: the same stored positions, moves, codes and counters, for
    sound proofs and for proofs with one move changed at random."""
    rng = random.Random(rows * 7 + cols)
    walk = {b: kernel(k.check_walk, b) for b in ("numba", "python")}
    for first in (LEFT, RIGHT):
        proofs = {b: winning_strategy(OutcomeSearch(rows, cols, backend=b, table_bits=10), first)
                  for b in ("numba", "python")}
        assert np.array_equal(proofs["numba"].positions, proofs["python"].positions)
        assert np.array_equal(proofs["numba"].moves, proofs["python"].moves)
        proof = proofs["numba"]
        for trial in range(6):
            moves = proof.moves.copy()
            if trial and len(moves):
                moves[rng.randrange(len(moves))] = rng.randrange(rows * cols)
            results = []
            for b in ("numba", "python"):
                control = np.zeros(k.CHECK_CONTROL_SIZE, dtype=np.int64)
                failure = np.zeros(1, dtype=np.uint64)
                used = np.zeros(len(moves), dtype=np.uint8)
                code = walk[b](rows, cols, first, proof.winner, False, proof.positions, moves, used, control,
                               failure)
                results.append((int(code), control.tolist(), int(failure[0]), used.tolist()))
            assert results[0] == results[1]
            if trial == 0:
                assert results[0][0] == 0


@pytest.mark.parametrize("backend", ["numba", "python"])
def test_recorder_and_checker_poll_their_stop_flags(backend):
    """With the stop flag set, the recorder and the checker return -1 within 1024 positions (run_interruptible
    sets the flag on Ctrl-C)."""
    proof = winning_strategy(OutcomeSearch(6, 6), LEFT)
    search = OutcomeSearch(6, 6, backend=backend)
    search.control[search_kernels.STOP] = 1
    record = kernel(search_kernels.record_proof, backend)
    positions, moves = np.zeros(10_000, dtype=np.uint64), np.zeros(10_000, dtype=np.uint8)
    assert record(LEFT, LEFT, 6, 6, search.masks, search.reverse, search.tt_key, search.tt_data, search.control,
                  positions, moves, np.zeros(1 << 15, dtype=np.uint64)) == -1
    control = np.zeros(k.CHECK_CONTROL_SIZE, dtype=np.int64)
    control[k.CHECK_STOP] = 1
    walk = kernel(k.check_walk, backend)
    assert walk(6, 6, LEFT, LEFT, False, proof.positions, proof.moves, np.zeros(len(proof.moves), dtype=np.uint8),
                control, np.zeros(1, dtype=np.uint64)) == -1
    assert 0 < control[k.WINNER_TURNS] <= 1024
