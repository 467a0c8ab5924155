"""Playing the three-player torus game: the solved table on disk, hints and computer moves (the table on 3x3
and 4x4, the proof search beyond), the count of positions in play behind the 5x5 estimate, and the command
line through the installed console script."""

import os
import shutil
import subprocess
import time

import numpy as np
import pytest

from combgames.analysis.torus3 import (PlayAdvisor, _deepening, _read_table, orbits_in_play, solve_torus3,
                                       solved_table, table_path, table_refusal)
from combgames.analysis.torus3_kernels import boards_in_play
from combgames.base.checks import LimitError
from combgames.base.kernels import kernel
from combgames.games.torus import TorusConnectionGame
from combgames.solvers.coalition import coalition_values
from topology import CoverUnionFind


def _in_play(surface, x, o):
    """Neither colour holds a non-contractible loop, by the cover union-find of topology (no shared code)."""
    for mask in (x, o):
        uf = CoverUnionFind(surface, [c for c in range(surface.size) if mask >> c & 1])
        if any(uf.is_non_contractible(comp[0]) for comp in uf.components()):
            return False
    return True


# ------------------------------------------------------------------------------------------- positions in play
@pytest.mark.parametrize("n", [4, 5])
def test_boards_in_play_kernel_twin_and_reference_on_random_boards(n):
    game = TorusConnectionGame(n)
    d = game.cover_description()
    rng = np.random.default_rng(n)
    cells = game.surface.size
    filled = rng.random((300, cells)) < 0.6
    colour = rng.random((300, cells)) < 0.5
    xs = np.array([sum(1 << c for c in range(cells) if f[c] and not k[c]) for f, k in zip(filled, colour)],
                  dtype=np.int64)
    os_ = np.array([sum(1 << c for c in range(cells) if f[c] and k[c]) for f, k in zip(filled, colour)],
                   dtype=np.int64)
    outs = []
    for backend in ("numba", "python"):
        out = np.zeros(len(xs), dtype=np.int8)
        total = kernel(boards_in_play, backend)(xs, os_, d["nbr"], d["hx"], d["hy"], out)
        assert total == int(out.sum())
        outs.append(out)
    assert np.array_equal(outs[0], outs[1])
    expected = [_in_play(game.surface, int(x), int(o)) for x, o in zip(xs, os_)]
    assert outs[0].astype(bool).tolist() == expected
    assert 0 < sum(expected) < len(expected)  # both kinds were drawn


def test_orbits_in_play_exhaustive_on_3x3_and_sampled_on_4x4():
    """3x3 counted whole: the boards in play are those the cover union-find finds loopless, and the orbit
    interval holds the 264 the kernel solve counts; 4x4 sampled: the interval holds 371,575."""
    small = orbits_in_play(3, samples=10**6)
    game = TorusConnectionGame(3)
    brute = 0
    for code in range(3 ** 9):
        digits = [(code // 3 ** c) % 3 for c in range(9)]
        if 0 in digits:
            x = sum(1 << c for c in range(9) if digits[c] == 1)
            o = sum(1 << c for c in range(9) if digits[c] == 2)
            brute += _in_play(game.surface, x, o)
    assert all(r["sampled"] == 0 for r in small["by stones"])
    assert small["boards in play"] == brute
    assert small["orbits low"] <= 264 <= small["orbits high"]
    assert small["group"] == 36 and solve_torus3(3).stats["positions"] == 264
    four = orbits_in_play(4, samples=20_000, seed=3)
    assert four["orbits low"] <= 371_575 <= four["orbits high"]
    assert abs(four["orbits"] - 371_575) < 0.03 * 371_575
    # up to 3 stones every board is in play (the shortest loop of the 4 x 4 hex torus has 4 stones): counted
    assert [(r["in play"], r["sampled"]) for r in four["by stones"][:4]] == [(1, 0), (32, 0), (480, 0), (4480, 0)]
    assert four["by stones"][4]["sampled"] == 20_000 and four["by stones"][4]["in play"] < 1820 * 16


# ------------------------------------------------------------------------------------------------ the table
def test_solved_table_is_built_saved_and_read_back_with_the_kernels_answers(tmp_path):
    game = TorusConnectionGame(4)
    lines = []
    built = solved_table(game, directory=tmp_path, progress=lines.append)
    assert lines[0].startswith("solving every coalition question of the 4 x 4 torus")
    assert "371,575 positions in play" in lines[-2] and lines[-1].startswith("saved to ")
    path = table_path(game, tmp_path)
    keys, bits = _read_table(path, game)
    assert len(keys) == 371_575 and bits.dtype == np.uint32
    lines.clear()
    read = solved_table(game, directory=tmp_path, progress=lines.append)
    assert lines == [f"coalition table of the 4 x 4 torus read from {path} (371,575 positions)"]
    reference = solve_torus3(4)
    p = game.initial()
    for move in ["A1x", "C2o", "B3x", "D4x", "A3o"]:
        assert built.bits(p) == read.bits(p) == reference.bits(p)
        p = game.play(p, game.parse_move(move))
    assert read.kingmakers(p) == reference.kingmakers(p)
    assert read.forces((0, 1)) and not read.forces((0,))


def test_a_damaged_or_foreign_table_file_is_solved_again(tmp_path):
    game = TorusConnectionGame(3)
    path = table_path(game, tmp_path)
    path.write_bytes(b"not an archive")
    lines = []
    t = solved_table(game, directory=tmp_path, progress=lines.append)
    assert lines[0].startswith(f"ignoring {path}: not a table archive")
    assert t.forces((1, 2)) and _read_table(path, game)[0].size == 264
    other = TorusConnectionGame(3, assignment="parity")
    os.replace(path, table_path(other, tmp_path))
    with pytest.raises(ValueError, match="another game or rule variant"):
        _read_table(table_path(other, tmp_path), other)


def test_the_table_is_refused_past_its_limit_with_the_estimate():
    with pytest.raises(LimitError, match="5.5e\\+09 positions up to symmetry, 66 GB") as err:
        solved_table(TorusConnectionGame(5))
    assert err.value.refused
    assert "36 cells, past the limit of 16" in table_refusal(TorusConnectionGame(6))


# --------------------------------------------------------------------------------------------- hints and moves
def test_advisor_hint_and_moves_on_3x3_from_the_table(tmp_path):
    game = TorusConnectionGame(3)
    advisor = PlayAdvisor(game, cache=False)
    reference = solve_torus3(3)
    p = game.initial()
    kept = advisor.keeping_moves(p)
    assert [w for w, _, _ in kept][:4] == ["Vert wins alone", "Vert wins with Horz's help",
                                           "Vert wins with Diag's help", "Vert+Horz: the winner is one of them"]
    assert [now for _, now, _ in kept] == [False, True, True, True, True, False, False, True, True]
    assert kept[3][2] == reference.winning_moves((0, 1), None, p) and len(kept[3][2]) == 18
    move, note = advisor.computer_move(p)
    assert note == "" and reference.forces((0, 1), None, game.play(p, move))
    hint = advisor.hint(p)
    assert hint.startswith("coalitions that can force one of their members to win: Vert+Horz, Vert+Diag, "
                           "Horz+Diag; best move ")
    assert "Vert makes Horz win alone (strict)              no      -" in hint
    assert advisor.notice() is None


def test_a_set_up_position_off_the_table_is_solved_on_its_own():
    game = TorusConnectionGame(3)
    advisor = PlayAdvisor(game, cache=False)
    p = game.parse_position("x../.../... | Diag")  # one stone, but Diag to move: not reached from the start
    assert advisor.bits(p) == coalition_values(game, p).bits()
    assert len(advisor._tables) == 2  # the table from the start, and the one solved from p
    q = game.play(p, game.parse_move("B2o"))
    assert advisor.bits(q) == coalition_values(game, p).bits(q) and len(advisor._tables) == 2


def test_proof_search_moves_on_5x5_say_what_proves_them():
    game = TorusConnectionGame(5)
    advisor = PlayAdvisor(game, seconds=3)
    assert "5.5e+09 positions up to symmetry" in advisor.notice()
    p = game.initial()
    for text in ["A1x", "A3o", "E1x"]:
        p = game.play(p, game.parse_move(text))
    move, note = advisor.computer_move(p)
    assert note.startswith(" (proved: after it, ") or note.startswith(" (a guess by the heuristic: nothing proved")
    if note.startswith(" (proved"):
        assert "Vert" in note
    hint = advisor.hint(p)
    assert hint.startswith("proof search (3 s): the computer's move ")
    if "(proved: after it, " in hint:  # the table ends at the question chosen, proved forced
        chosen = hint.split("(proved: after it, ")[1].split(")\n")[0]
        last = hint.splitlines()[-1]
        assert last.startswith(f"  {chosen}  ") and last.rstrip().endswith("yes")
    near = game.parse_position("xxxx./...../...../...../..... | Vert")
    closing = game.parse_move("E1x")
    assert game.play(near, closing).winner == 1  # closing the row makes Horz win: the computer does not
    move, note = advisor.computer_move(near)
    assert move != closing and game.play(near, move).winner is None


def test_deepening_counts_its_work():
    calls = []

    def task(answer, needs):
        def run(nodes):
            calls.append((answer, nodes))
            return answer if nodes >= needs else None
        return run

    far = time.perf_counter() + 60
    # the first True with every earlier one False: the second round settles the first task
    assert _deepening([task(False, 80_000), task(True, 1)], far, first=True) == [False, True]
    assert calls == [(False, 20_000), (True, 20_000), (False, 80_000)]
    calls.clear()
    assert _deepening([task(True, 10**6), task(True, 1), task(True, 1)], far, first=False) == [None, True, None]
    assert calls == [(True, 20_000), (True, 20_000)]
    assert _deepening([task(True, 1)], time.perf_counter() - 1, first=True) == [None]  # no time: nothing tried


# ---------------------------------------------------------------------------------- the installed console script
COMBGAMES = shutil.which("combgames")


def play(args, stdin, cache, timeout=300):
    assert COMBGAMES, "the combgames console script is not installed"
    return subprocess.run([COMBGAMES, "play", "torus3", *args], input=stdin, text=True, capture_output=True,
                          timeout=timeout, env={**os.environ, "COMBGAMES_CACHE": str(cache)})


def test_command_line_4x4_builds_the_table_once_then_reads_it(tmp_path):
    first = play(["--option", "n=4", "--as", "Horz"], "hint\nB2o\nquit\n", tmp_path)
    assert first.returncode == 0, first.stderr
    assert first.stderr.startswith("solving every coalition question of the 4 x 4 torus (once; the table is kept "
                                   "on disk)\n")
    assert "371,575 positions in play up to symmetry" in first.stderr and "saved to " in first.stderr
    out = first.stdout
    assert out.count("Vert plays ") == 2 and "Diag plays " in out  # Vert moved first, and after Horz's B2o
    assert "hint: coalitions that can force one of their members to win: " in out
    assert "  Horz wins with Vert's help                      yes     " in out
    assert "  Horz wins alone                                 no      -" in out
    second = play(["--option", "n=4"], "hint\nquit\n", tmp_path)
    assert second.returncode == 0, second.stderr
    assert second.stderr.startswith("coalition table of the 4 x 4 torus read from ")
    assert "  Vert wins with Horz's help                      yes     32: A1x A1o" in second.stdout


def test_command_line_6x6_moves_by_the_proof_search_or_say_they_guess(tmp_path):
    r = play(["--as", "Diag", "--seconds", "1", "--position", "x.x.../xx..../.xxx../....xx/x.x..x/x.x... | Vert"],
             "quit\n", tmp_path)
    assert r.returncode == 0, r.stderr
    assert "no solved coalition table for the 6 x 6 torus: 36 cells, past the limit of 16" in r.stdout
    assert "Vert plays F3x (wins at once)" in r.stdout and "game over: Vert wins (the computer wins)" in r.stdout
    r = play(["--seconds", "0.5", "--as", "Vert"], "A1x\nquit\n", tmp_path)
    assert r.returncode == 0, r.stderr
    assert "Horz plays " in r.stdout and ("(a guess by the heuristic: nothing proved within 0.5 s)" in r.stdout
                                          or "(proved: after it, " in r.stdout)


@pytest.mark.parametrize("args", [["--option", "n=2"], ["--seconds", "-1"], ["--as", "Nobody"],
                                  ["--position", "xx/xx | Vert"]])
def test_command_line_bad_input_exits_2(args, tmp_path):
    r = play(args, "", tmp_path, timeout=120)
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr
