"""Grundy's game streamed in blocks: the blocked kernel against its Python twin and the in-memory values, the
stream's fallbacks, and the run directory (blocks, manifest, resume, damaged blocks, refusals, verify).

Literature (not from a seed): Flammenkamp's list of the sparse ("rare") values of Grundy's game begins with the
heaps 0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20, ... (https://wwwhomes.uni-bielefeld.de/achim/grundy.html).
"""

import json

import numpy as np
import pytest

from combgames.base.kernels import kernel
from combgames.grundy.grundy_run import GrundyRun, RunDirectoryError, open_run, verify_sample
from combgames.grundy.grundys_game import SparseStream, grundys_game_values, is_rare, mex_value
from combgames.grundy.grundys_game_kernels import NEEDS_VALUE, grundys_game_blocked

G = grundys_game_values(6200).values


def _kernel_state(rng, mask):
    """A random call of the kernel: a head, a window start, the rare heaps below the start (true values)."""
    h = int(rng.choice([16, 64, 256]))
    start = int(rng.integers(h, 4000))
    w = start if rng.random() < 0.3 else int(rng.integers(1, start - h + 1))  # all values, or a window
    first = start - w
    stop = start + int(rng.integers(1, 600))
    window = np.zeros(stop - first, dtype=np.uint16)
    window[:w] = G[first:start]
    listed = [n for n in range(1, start) if is_rare(G[n], mask)]
    rare = np.zeros(len(listed) + 8, dtype=np.int64)
    rare_values = np.zeros(len(listed) + 8, dtype=np.uint16)
    rare[:len(listed)] = listed
    rare_values[:len(listed)] = G[listed]
    near = int(np.searchsorted(listed, w, side="right"))
    slices = len(listed) - near if rng.random() < 0.7 else int(rng.integers(0, len(listed) - near + 1))
    far = np.zeros((slices, stop - start), dtype=np.uint16)  # G(n - r) for the far rare heaps (some left out)
    for j, r in enumerate(listed[near:near + slices]):
        for k in range(stop - start):
            if 0 < start + k - r < first:
                far[j, k] = G[start + k - r]
    return (start, stop, mask, np.array(G[:h], dtype=np.uint16), window, first, rare, rare_values, near, far, start,
            np.array([len(listed), 0, 0], dtype=np.int64), np.zeros(2, dtype=np.int64))


def test_blocked_kernel_twin_on_random_inputs():
    rng = np.random.default_rng(32)
    statuses = set()
    for trial in range(40):
        mask = int(rng.choice([1, 6, 254, int(rng.integers(1, 256))]))
        state = _kernel_state(rng, mask)
        results = []
        for backend in ("python", "numba"):
            args = [a.copy() if isinstance(a, np.ndarray) else a for a in state]
            n = kernel(grundys_game_blocked, backend)(*args)
            results.append((n, args))
        (n1, a1), (n2, a2) = results
        assert n1 == n2
        for x, y in zip(a1, a2):
            assert np.array_equal(x, y) if isinstance(x, np.ndarray) else x == y
        start, first, window, counters = state[0], state[5], a1[4], a1[11]
        assert np.array_equal(window[start - first:n1 - first], G[start:n1])  # what it wrote is right
        statuses.add(int(counters[2]))
    assert {0, NEEDS_VALUE} <= statuses  # both the plain end and the fallback were met


@pytest.mark.parametrize("head, fallbacks", [(16, 5110), (256, 4590), (1024, 1094)])
def test_stream_equals_in_memory_values_with_far_rare_heaps_and_fallbacks(head, fallbacks):
    stream = SparseStream.from_values(G[:head], 254, older=lambda f, c: G[f:f + c])
    got = np.concatenate([stream.block(512) for _ in range((6000 - head) // 512)])
    assert np.array_equal(got, G[head:head + len(got)])
    assert stream.rare_heaps() == [(n, int(G[n])) for n in range(1, stream.next_heap) if is_rare(G[n], 254)]
    # the rare heaps run on to about 6,000 here, far past these windows: their partners come from the far
    # slices; the heaps needing values outside the head and the window (the scans at rare heaps, mostly) are
    # valued by the plain mex; the window keeps its size
    assert (stream.fallbacks, stream.window) == (fallbacks, head)


def test_mex_value_is_the_plain_mex():
    assert [mex_value(n, lambda f, c: G[f:f + c], chunk=7) for n in range(60)] == G[:60].tolist()


def test_run_directory_values_manifest_and_flammenkamps_first_rare_heaps(tmp_path):
    run = GrundyRun(tmp_path / "run", block=2048, window=256)
    summary = run.extend(5000)
    assert summary["heaps"] == 6144 and summary["blocks"] == 3 and summary["damaged"] == []
    assert np.array_equal(run.values(0, 6144), G[:6144])
    assert [0] + [r for r, _ in run.rare()][:11] == [0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20]
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["game"] == "4!.0" and manifest["mask"] == 65534 and manifest["blocks"][0]["bytes"] == 1
    assert (tmp_path / "run" / "blocks" / "000002.bin").stat().st_size == 2048
    assert run.extend(100)["heaps"] == 6144  # already there: nothing computed


@pytest.mark.parametrize("block, window", [(1024, 256), (256, 1024)])
def test_damaged_and_missing_blocks_are_reported_and_recomputed(tmp_path, block, window):
    run = GrundyRun(tmp_path / "run", block=block, window=window)
    run.extend(4000)
    block1 = tmp_path / "run" / "blocks" / "000001.bin"
    data = bytearray(block1.read_bytes())
    data[10] ^= 3
    block1.write_bytes(bytes(data))
    (tmp_path / "run" / "blocks" / "000003.bin").unlink()
    run = open_run(tmp_path / "run")
    assert run.damaged() == [1, 3]
    with pytest.raises(RunDirectoryError, match="000001.bin: damaged"):
        run.values(block, 100)
    lines = []
    assert run.extend(4000, report=lines.append)["damaged"] == []
    assert lines[0].startswith(f"block 1 (heaps {block}..{2 * block - 1}) is damaged") and len(lines) == 4
    assert np.array_equal(run.values(0, run.heaps), G[:run.heaps])


def test_a_directory_of_another_computation_is_refused_and_left_alone(tmp_path):
    GrundyRun(tmp_path / "run", block=1024, window=256).extend(10)
    manifest = tmp_path / "run" / "manifest.json"
    before = manifest.read_bytes()
    with pytest.raises(RunDirectoryError, match="block 1024, not 2048"):
        GrundyRun(tmp_path / "run", block=2048, window=256)
    data = json.loads(before)
    data["mask"] = 6
    manifest.write_text(json.dumps(data))
    with pytest.raises(RunDirectoryError, match="mask 6, not 65534"):
        open_run(tmp_path / "run")
    data["mask"], data["game"] = 65534, "0.77"
    manifest.write_text(json.dumps(data))
    with pytest.raises(RunDirectoryError, match="game '0.77'"):
        open_run(tmp_path / "run")
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "notes.txt").write_text("mine")
    with pytest.raises(RunDirectoryError, match="not a run directory"):
        GrundyRun(tmp_path / "other").extend(10)
    assert (tmp_path / "other" / "notes.txt").read_text() == "mine"
    with pytest.raises(ValueError, match="power of two"):
        GrundyRun(tmp_path / "new", block=1000)


def test_verify_sample_rederives_heaps_in_processes_and_catches_a_wrong_value(tmp_path):
    run = GrundyRun(tmp_path / "run", block=1024, window=256)
    run.extend(3000)
    result = verify_sample(tmp_path / "run", 6, seed=3, workers=2)
    assert result["agree"] and len(result["heaps"]) == 6
    # a block rewritten with a wrong value and a manifest hash to match: only the mex can tell
    import hashlib
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    block = tmp_path / "run" / "blocks" / "000001.bin"
    data = bytes(b ^ 1 for b in block.read_bytes())  # every value of heaps 1024..2047 off by one bit
    block.write_bytes(data)
    manifest["blocks"][1]["sha256"] = hashlib.sha256(data).hexdigest()
    (tmp_path / "run" / "manifest.json").write_text(json.dumps(manifest))
    result = verify_sample(tmp_path / "run", 12, seed=5, workers=1)
    wrong = [n for n in result["heaps"] if 1024 <= n < 2048]
    assert not result["agree"] and wrong
    stored = {n: s for n, _, s in result["disagree"]}  # later heaps disagree too: their mex read wrong values
    assert all(stored.get(n) == int(G[n]) ^ 1 for n in wrong)
