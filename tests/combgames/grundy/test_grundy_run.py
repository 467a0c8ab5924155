"""Runs streamed in blocks: Grundy's game's blocked kernel against its Python twin and the in-memory values, the
stream's fallbacks, and the run directory (blocks, manifest, resume, damaged blocks, refusals, verify); then runs of
other codes (.6, .16, .56 and 4!.0 on the general windowed kernel) against the in-memory sparse method and the
quadratic kernel, a stop mid-run, another code's directory, a version-1 directory, and random codes with small
windows (Hypothesis) against the quadratic kernel.

Literature (not from a seed): Flammenkamp's list of the sparse ("rare") values of Grundy's game begins with the
heaps 0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20, ... (https://wwwhomes.uni-bielefeld.de/achim/grundy.html).
"""

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.combgames.grundy.test_octal_sparse import codes

from combgames.base.kernels import kernel
from combgames.games.heaps import OctalCode
from combgames.grundy.grundy_run import FORMAT_V1, MASK, GrundyRun, RunDirectoryError, open_run, verify_sample
from combgames.grundy.octal import octal_values
from combgames.grundy.octal_sparse import (OctalSparseStream, octal_sparse_values, plain_value, rare_heaps_of,
                                          sparse_value)
from combgames.grundy.grundys_game import (NO_ORDER, SparseStream, grundys_game_values, is_rare, mex_value,
                                          scan_order)
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
    order, span = scan_order(G[:h], mask, int(rng.integers(0, h))) if rng.random() < 0.7 else (NO_ORDER, 0)
    return (start, stop, mask, np.array(G[:h], dtype=np.uint16), window, first, rare, rare_values, near, far, start,
            np.array([len(listed), 0, 0], dtype=np.int64), np.zeros(2, dtype=np.int64), order, span)


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


@pytest.mark.parametrize("mask", [1, 6, 254, 255, 0x1f0])
def test_sparse_value_of_grundys_game_equals_the_plain_mex(mask):
    """The early-stopping mex is exact for every mask (a bad mask makes most heaps rare), every chunk, and reads
    far fewer values than the plain mex at a common heap."""
    reads = []

    def read(first, count):
        reads.append(count)
        return G[first:first + count]
    rare = rare_heaps_of(G, mask)
    for n in list(range(1, 300)) + list(range(5900, 6000)):
        below = rare[rare < n]
        for chunk in (1, 5, 64):
            assert sparse_value("4!.0", n, read, below, G[below], mask, chunk=chunk) == G[n], (n, mask, chunk)
    if mask == 254:
        reads.clear()
        sparse_value("4!.0", 6000, read, rare[rare < 6000], G[rare[rare < 6000]], mask, chunk=64)
        assert sum(reads[1:]) < 2999, reads  # after the rare partners' slice: the plain mex reads 2 x 2,999


@settings(max_examples=40, deadline=None)
@given(codes(), st.integers(0, 0xff), st.integers(1, 40))
def test_sparse_value_equals_the_plain_mex_for_any_code(code, mask, chunk):
    """Every code the sparse method takes (marks, bits 1 and 2 too), any mask, any chunk."""
    g = np.asarray(octal_values(code, 400), dtype=np.int64)
    rare = rare_heaps_of(g, mask)
    read = lambda f, c: g[f:f + c]  # noqa: E731
    for n in range(0, 401, 7):
        below = rare[rare < n]
        assert sparse_value(code, n, read, below, g[below], mask, chunk=chunk) == plain_value(code, n, g) == g[n]


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
    with pytest.raises(RunDirectoryError, match="mask 65534, not 6"):
        GrundyRun(tmp_path / "run", block=1024, window=256, mask=6)
    data = json.loads(before)
    data["mask"] = 6
    manifest.write_text(json.dumps(data))
    with pytest.raises(RunDirectoryError, match="not rare for the mask 6"):
        open_run(tmp_path / "run")
    data["mask"], data["game"] = 65534, "0.77"
    manifest.write_text(json.dumps(data))
    with pytest.raises(RunDirectoryError, match="game '0.77', not '4!.0'"):
        open_run(tmp_path / "run", code="4!.0")
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


# ---------------------------------------------------------------------------------------------- any code

LIMIT = 12287


@pytest.mark.parametrize("code", ["0.6", "0.16", "0.56", "4!.0"])
def test_runs_of_several_codes_equal_the_in_memory_and_quadratic_values(tmp_path, code):
    run = GrundyRun(tmp_path / "run", code=code, block=4096, window=2048)
    summary = run.extend(LIMIT)
    in_memory = octal_sparse_values(code, LIMIT, mask=run.mask)
    quadratic = np.asarray(octal_values(code, LIMIT, method="quadratic"))
    assert summary["heaps"] == LIMIT + 1 and summary["game"] == str(OctalCode(code)) and summary["version"] == 2
    assert np.array_equal(run.values(0, LIMIT + 1), in_memory.values)
    assert np.array_equal(in_memory.values, quadratic)
    assert [r for r, _ in run.rare()] == rare_heaps_of(quadratic, run.mask).tolist()
    assert summary["rare"] == in_memory.rare + 1 and summary["largest_value"] == int(quadratic.max())


def test_a_run_stopped_mid_way_resumes_to_the_same_bytes(tmp_path, monkeypatch):
    whole = GrundyRun(tmp_path / "whole", code="0.16", block=2048, window=512)
    whole.extend(6 * 2048 - 1)
    stopped = GrundyRun(tmp_path / "stopped", code="0.16", block=2048, window=512)
    calls = []
    original = GrundyRun._store

    def store_then_stop(self, index, values, rare):
        calls.append(index)
        if len(calls) == 4:
            raise KeyboardInterrupt  # as Ctrl-C after the fourth block's values, before its file
        return original(self, index, values, rare)

    monkeypatch.setattr(GrundyRun, "_store", store_then_stop)
    with pytest.raises(KeyboardInterrupt):
        stopped.extend(6 * 2048 - 1)
    monkeypatch.setattr(GrundyRun, "_store", original)
    assert open_run(tmp_path / "stopped").heaps == 3 * 2048
    open_run(tmp_path / "stopped").extend(6 * 2048 - 1)
    for name in ["manifest.json"] + [f"blocks/{i:06d}.bin" for i in range(6)]:
        assert (tmp_path / "stopped" / name).read_bytes() == (tmp_path / "whole" / name).read_bytes(), name


def test_a_damaged_block_of_another_code_is_reported_and_recomputed(tmp_path):
    run = GrundyRun(tmp_path / "run", code="0.56", block=2048, window=512)
    run.extend(4 * 2048 - 1)
    block = tmp_path / "run" / "blocks" / "000002.bin"
    good = block.read_bytes()
    block.write_bytes(bytes([good[0] ^ 1]) + good[1:])
    lines = []
    assert open_run(tmp_path / "run").extend(10, report=lines.append)["damaged"] == []
    assert lines == ["block 2 (heaps 4096..6143) is damaged: recomputing it",
                     "block 2 recomputed; its SHA-256 matches the manifest"]
    assert block.read_bytes() == good


def test_a_directory_of_another_code_is_refused_and_left_untouched(tmp_path):
    GrundyRun(tmp_path / "run", code="0.6", block=1024, window=256).extend(10)
    files = {p: p.read_bytes() for p in (tmp_path / "run").rglob("*") if p.is_file()}
    with pytest.raises(RunDirectoryError, match="a run made for game '0.6', not '0.16'; nothing was changed"):
        GrundyRun(tmp_path / "run", code="0.16", block=1024, window=256).extend(5000)
    with pytest.raises(RunDirectoryError, match="game '0.6', not '4!.0'"):
        open_run(tmp_path / "run", code="4!.0")
    assert open_run(tmp_path / "run").code == OctalCode("0.6")
    assert {p: p.read_bytes() for p in (tmp_path / "run").rglob("*") if p.is_file()} == files
    for code in ("0.8", "4.[3]"):  # three heaps, a code repeating forever: not the sparse method's
        with pytest.raises(ValueError, match="sparse method"):
            GrundyRun(tmp_path / "new", code=code)
    assert not (tmp_path / "new").exists()


def test_a_version_1_run_of_grundys_game_still_opens_resumes_and_stays_version_1(tmp_path):
    """A version-1 directory as earlier sessions wrote them: the same fields under the old format name."""
    GrundyRun(tmp_path / "run", block=1024, window=256).extend(2047)
    manifest = tmp_path / "run" / "manifest.json"
    data = json.loads(manifest.read_text())
    assert (data["format"], data["version"], data["mask"]) == ("combgames sparse-space run", 2, MASK)
    data["format"], data["version"] = FORMAT_V1, 1
    manifest.write_text(json.dumps(data, indent=1) + "\n")
    run = open_run(tmp_path / "run")
    assert run.version == 1 and run.code == OctalCode("4!.0") and run.heaps == 2048
    run.extend(6143)
    assert json.loads(manifest.read_text())["version"] == 1 and json.loads(manifest.read_text())["format"] == FORMAT_V1
    assert np.array_equal(open_run(tmp_path / "run").values(0, 6144), G[:6144])
    assert verify_sample(tmp_path / "run", 3, seed=2, workers=1)["agree"]
    with pytest.raises(RunDirectoryError, match="game '4!.0', not '0.6'"):
        open_run(tmp_path / "run", code="0.6")


def test_verify_sample_rederives_heaps_of_another_code(tmp_path):
    GrundyRun(tmp_path / "run", code="0.16", block=1024, window=256).extend(3000)
    result = verify_sample(tmp_path / "run", 5, seed=4, workers=1)
    assert result["agree"] and len(result["heaps"]) == 5


@settings(max_examples=10, deadline=None)
@given(code=codes(), mask=st.integers(0, 0x3ff), head=st.sampled_from([8, 16, 64, 200]),
       window=st.sampled_from([8, 16, 32, 128]))
def test_streams_of_random_codes_with_small_windows_equal_the_quadratic_kernel(code, mask, head, window):
    """Windows smaller than the last rare heap: the far slices and the plain-mex fallback are used."""
    g = np.asarray(octal_values(code, 1000, method="quadratic"), dtype=np.uint16)
    start = max(head, window)
    rare = [(int(r), int(g[r])) for r in rare_heaps_of(g[:start], mask)]
    stream = OctalSparseStream(code, g[:head], mask, rare, start, g[start - window:start],
                               older=lambda f, c: g[f:f + c])
    got = np.concatenate([stream.block(count) for count in (100, 250, 1000 - start - 350)])
    assert np.array_equal(got, g[start:1000])
    assert stream.rare_heaps() == [(int(r), int(g[r])) for r in rare_heaps_of(g[:1000], mask)]


@pytest.mark.parametrize("code", ["0.1!6", "0.4=7"])
def test_windowed_kernel_twin_equals_the_compiled_one_and_both_fall_back(code):
    g = np.asarray(octal_values(code, 1000, method="quadratic"), dtype=np.uint16)
    results = []
    for backend in ("python", "numba"):
        stream = OctalSparseStream.from_values(code, g[:64], 0x1e, older=lambda f, c: g[f:f + c], backend=backend)
        results.append((np.concatenate([stream.block(300) for _ in range(3)]), stream.pairs, stream.fallbacks))
    assert np.array_equal(results[0][0], g[64:964]) and results[0][1:] == results[1][1:]
    assert np.array_equal(results[1][0], g[64:964]) and results[0][2] > 0
