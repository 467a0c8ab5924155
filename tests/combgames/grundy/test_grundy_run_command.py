"""``combgames grundy --code 4!.0 --run DIR``: a run of Grundy's game on disk, through the installed console
script as a user runs it: start, SIGTERM, resume, a damaged block, reading values, verify, and bad input (exit 2,
one line, nothing overwritten)."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import time

import pytest

from combgames.grundy.grundys_game import grundys_game_values

COMBGAMES = shutil.which("combgames")
TO = (1 << 18) - 1
"""The runs below: G(0..2^18 - 1) in blocks of 4,096 heaps (the first 2^17, the head, valued in memory)."""


def _combgames(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    assert COMBGAMES is not None, "the combgames console script is not installed"
    done = subprocess.run([COMBGAMES, "grundy", "--code", "4!.0", *args], capture_output=True, text=True,
                          timeout=300)
    if check:
        assert done.returncode == 0, done.stderr
    return done


def _blocks(folder) -> int:
    try:
        return len(json.loads((folder / "manifest.json").read_text())["blocks"])
    except (OSError, ValueError):
        return 0


def test_a_run_stopped_by_sigterm_resumes_and_a_damaged_block_is_recomputed(tmp_path):
    run = tmp_path / "run"
    proc = subprocess.Popen([COMBGAMES, "grundy", "--code", "4!.0", "--run", str(run), "--to", str(TO),
                             "--block", "4096"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while _blocks(run) < 34 and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)  # the head's 32 blocks, then two streamed ones
        proc.send_signal(signal.SIGTERM)
        status = proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    err = proc.stderr.read()
    assert status == 1 and err.endswith("combgames grundy: interrupted (SIGTERM)\n"), err
    stopped = _blocks(run)
    assert 34 <= stopped < 64  # every block completed is kept
    done = _combgames("--run", str(run), "--to", str(TO), "--json", "--quiet")
    summary = json.loads(done.stdout)["run"]
    assert summary["heaps"] == TO + 1 and summary["blocks"] == 64 and summary["damaged"] == []
    assert summary["rare"] == 1274 and summary["last_rare"] == 82860  # Czajka's count to 2^21, reached by 2^17
    block = run / "blocks" / "000040.bin"
    data = bytearray(block.read_bytes())
    data[7] ^= 1
    block.write_bytes(bytes(data))
    shown = _combgames("--run", str(run))
    assert "damaged blocks: 40 (resume with --to to recompute them)" in shown.stdout
    read = _combgames("--run", str(run), "--values", str(TO), check=False)
    assert read.returncode == 2 and "000040.bin: damaged" in read.stderr
    repaired = _combgames("--run", str(run), "--to", str(TO))
    assert "grundy: block 40 (heaps 163840..167935) is damaged: recomputing it" in repaired.stderr
    assert "grundy: block 40 recomputed; its SHA-256 matches the manifest" in repaired.stderr
    stored = json.loads(_combgames("--run", str(run), "--values", str(TO), "--json", "--quiet").stdout)["values"]
    assert len(stored) == TO + 1 and stored[:1000] == grundys_game_values(999).values.tolist()
    checked = json.loads(_combgames("--run", str(run), "--verify", "4", "--json", "--quiet").stdout)["verify"]
    assert checked["agree"] and len(checked["heaps"]) == 4


def test_reading_values_from_a_run_and_the_text_output(tmp_path):
    run = tmp_path / "run"
    _combgames("--run", str(run), "--to", "100", "--block", "65536", "--quiet")
    text = _combgames("--run", str(run), "--values", "20").stdout.splitlines()
    assert text[1] == (f"run {run}: G(0..65,535) in 1 block of 65,536 heaps; 1,273 rare heaps (mask 65534, heap 0 "
                       f"included), the last at heap 36,184; largest value 230")
    assert text[2] == "values G(0..20): 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0"


@pytest.mark.parametrize("args, message", [
    (["--to", "5"], "--to, --block and --verify need a run directory: --run DIR"),
    (["--block", "4096", "--values", "5"], "--to, --block and --verify need a run directory: --run DIR"),
    (["--run", "{run}", "--values", "5"], "no run there (no manifest.json); start one with"),
    (["--run", "{run}", "--to", "-1"], "--to must be at least 0, not -1"),
    (["--run", "{run}", "--to", "10", "--block", "1000"], "block must be a power of two, not 1000"),
    (["--run", "{run}", "--to", "10", "--heaps", "3 4"], "--run goes with --to N, --values N or --verify K"),
    (["--run", "{file}", "--to", "10"], "not a directory"),
    (["--run", "{other}", "--to", "10"], "not a run directory (no manifest.json, and not empty)"),
])
def test_bad_input_exits_2_with_one_line(tmp_path, args, message):
    (tmp_path / "file").write_text("mine")
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "notes.txt").write_text("mine")
    argv = [a.format(run=tmp_path / "run", file=tmp_path / "file", other=tmp_path / "other") for a in args]
    done = _combgames(*argv, check=False)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and message in done.stderr, done.stderr
    assert (tmp_path / "file").read_text() == "mine" and (tmp_path / "other" / "notes.txt").read_text() == "mine"
    assert not (tmp_path / "run").exists()


def test_another_code_and_a_run_of_another_block_are_refused(tmp_path):
    run = tmp_path / "run"
    _combgames("--run", str(run), "--to", "10", "--block", "131072", "--quiet")
    before = (run / "manifest.json").read_bytes()
    done = _combgames("--run", str(run), "--to", "10", "--block", "65536", check=False)
    assert done.returncode == 2 and "a run made for block 131072, not 65536; nothing was changed" in done.stderr
    other = subprocess.run([COMBGAMES, "grundy", "--code", "0.77", "--run", str(run), "--to", "10"],
                           capture_output=True, text=True)
    assert other.returncode == 2 and "a run made for game '4!.0', not '0.77'; nothing was changed" in other.stderr
    assert (run / "manifest.json").read_bytes() == before


@pytest.fixture(scope="module")
def three_blocks(tmp_path_factory):
    """A run of G(0..3 * 2^16 - 1) in three blocks of 2^16 heaps (the third streamed, past the head of 2^17)."""
    run = tmp_path_factory.mktemp("grundy") / "run"
    _combgames("--run", str(run), "--to", str(3 * 65536 - 1), "--block", "65536", "--quiet")
    return run


def _snapshot(folder) -> dict:
    """Every file of a directory and its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("code", ["4!.Q", "4!.0.", "!4.0"])
def test_a_malformed_code_exits_2_with_one_line_and_writes_nothing(tmp_path, code):
    done = subprocess.run([COMBGAMES, "grundy", "--code", code, "--run", str(tmp_path / "run"), "--to", "10"],
                          capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and code in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "run").exists()


@pytest.mark.parametrize("key, value, message", [
    ("version", 3, "not a manifest of a run (format 'combgames sparse-space run' version 2, or"),
    ("game", "0.77", "a run made for game '0.77', not '4!.0'; nothing was changed"),
    ("mask", 6, "the rare heaps of block 0 are not rare for the mask 6 (the manifest is damaged)"),
    ("format", "some other program's run", "not a manifest of a run"),
])
def test_a_run_directory_of_another_game_or_version_is_refused_and_left_alone(tmp_path, three_blocks, key, value,
                                                                             message):
    run = tmp_path / "run"
    shutil.copytree(three_blocks, run)
    manifest = json.loads((run / "manifest.json").read_text())
    manifest[key] = value
    (run / "manifest.json").write_text(json.dumps(manifest))
    before = _snapshot(run)
    for args in (["--to", "300000"], ["--values", "10"]):
        done = _combgames("--run", str(run), *args, check=False)
        assert done.returncode == 2 and done.stderr.count("\n") == 1 and message in done.stderr, (args, done.stderr)
    assert _snapshot(run) == before


def test_a_manifest_that_is_not_json_is_refused_and_left_alone(tmp_path):
    run = tmp_path / "run"
    run.mkdir()
    (run / "manifest.json").write_text("{ not json")
    done = _combgames("--run", str(run), "--to", "10", check=False)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "not a readable run manifest" in done.stderr
    assert _snapshot(run) == {"manifest.json": b"{ not json"}


@pytest.mark.parametrize("damage", ["flip a byte", "truncate", "delete"])
def test_a_damaged_block_is_refused_on_read_left_as_it_is_and_recomputed_on_resume(tmp_path, three_blocks, damage):
    run = tmp_path / "run"
    shutil.copytree(three_blocks, run)
    block = run / "blocks" / "000002.bin"
    good = block.read_bytes()
    if damage == "delete":
        block.unlink()
    else:
        block.write_bytes(bytes([good[0] ^ 1]) + good[1:] if damage == "flip a byte" else good[:-1])
    before = _snapshot(run)
    read = _combgames("--run", str(run), "--values", str(3 * 65536 - 1), check=False)
    assert read.returncode == 2 and read.stderr.count("\n") == 1 and "000002.bin: damaged" in read.stderr
    assert "resume the run (--to) to recompute it" in read.stderr and _snapshot(run) == before
    repaired = _combgames("--run", str(run), "--to", "10")
    assert "grundy: block 2 (heaps 131072..196607) is damaged: recomputing it" in repaired.stderr
    assert block.read_bytes() == good
    values = json.loads(_combgames("--run", str(run), "--values", str(3 * 65536 - 1), "--json", "--quiet").stdout)
    assert values["run"]["damaged"] == [] and len(values["values"]) == 3 * 65536


def test_values_past_the_direct_mex_run_on_the_sparse_kernel_without_a_run():
    # 300,000 heaps: the mex over every split would take ~2.25e10 operations, past the command's limit, so the
    # command answers by the sparse-space kernel instead of refusing; its values checked by the plain mex on a
    # sample of heaps
    import random

    import numpy as np

    from combgames.grundy.grundys_game import mex_value

    done = _combgames("--values", "300000", "--json", "--quiet")
    g = np.array(json.loads(done.stdout)["values"])
    assert len(g) == 300_001
    for n in random.Random(32).sample(range(300_001), 12) + [82_860, 300_000]:
        assert g[n] == mex_value(n, lambda first, count: g[first:first + count]), n
    too_many = _combgames("--values", "10000000000", check=False)
    assert too_many.returncode == 2 and "max_entries" in too_many.stderr and len(too_many.stderr.splitlines()) == 1


def _code_run(code: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([COMBGAMES, "grundy", "--code", code, *args], capture_output=True, text=True, timeout=300)


def test_a_run_of_another_code_values_and_summary(tmp_path):
    import numpy as np

    from combgames.grundy.octal import octal_values

    run = tmp_path / "run"
    read = _code_run("0.16", "--run", str(run), "--to", str(3 * 65536 - 1), "--block", "65536", "--values",
                     str(3 * 65536 - 1), "--json", "--quiet")  # --verify: tested on Grundy's game above
    assert read.returncode == 0, read.stderr
    out = json.loads(read.stdout)
    assert np.array_equal(np.array(out["values"]), np.asarray(octal_values("0.16", 3 * 65536 - 1)))
    assert out["run"]["game"] == "0.16" and out["run"]["mask"] == 0x1e
    # Czajka's statistics of .16 (SolvedGames.md): 53 rare heaps under the mask 0x1e, the last 13,935; the
    # largest value 23, first at heap 229,790 (past these heaps: 22 here)
    assert (out["run"]["rare"], out["run"]["last_rare"]) == (53, 13935)
    text = _code_run("0.16", "--run", str(run)).stdout.splitlines()
    assert text[1].startswith(f"run {run}: G(0..196,607) in 3 blocks of 65,536 heaps; 53 rare heaps (mask 30, ")
    refused = _code_run("0.6", "--run", str(run), "--to", "10")
    assert refused.returncode == 2 and "a run made for game '0.16', not '0.6'" in refused.stderr


@pytest.mark.parametrize("code, message", [("0.F", "hexadecimal digit"), ("4.[3]", "repeats its last digits")])
def test_a_code_the_sparse_method_cannot_serve_exits_2_with_one_line(tmp_path, code, message):
    done = _code_run(code, "--run", str(tmp_path / "run"), "--to", "10")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and message in done.stderr, done.stderr
    assert "--run streams codes the sparse-space method takes" in done.stderr and not (tmp_path / "run").exists()
