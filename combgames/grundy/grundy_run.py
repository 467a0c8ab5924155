"""A run of a take-and-break code streamed to disk: blocks of values, a manifest with their SHA-256, resume, verify.

Every code the sparse-space method takes (:func:`~combgames.grundy.octal_sparse.check_sparse_code`: finite, moves
leaving at most two heaps, the marks ``!``/``?``/``=``), Grundy's game (4!.0, the default) on its own kernel
(:class:`~combgames.grundy.grundys_game.SparseStream`), the others on the general one
(:class:`~combgames.grundy.octal_sparse.OctalSparseStream`). A run directory holds

- ``manifest.json``: plain JSON data (read with :func:`json.loads`, every field checked, nothing executed):
  the format name and version, the game (its code, e.g. ``4!.0`` or ``0.6``), the sparse-space mask (Grundy's
  game: :data:`MASK`; another code: :func:`~combgames.grundy.octal_sparse.head_mask`, the mask
  :func:`~combgames.grundy.octal_sparse.octal_sparse_values` chooses from its head), the block length, the smallest
  window, and for each block written its first heap, its length, the bytes per value (1 when every value of
  the block is below 256, else 2, little-endian), its SHA-256, its largest value and its rare heaps with their
  values. The manifest is the checkpoint: it is rewritten (atomically) after each block's file is complete.
- ``blocks/NNNNNN.bin``: the values G(first .. first + length - 1) of block NNNNNN, one (or two) bytes each.

:meth:`GrundyRun.extend` computes blocks (a stream, memory bounded by the window) until the run reaches a heap,
checking every stored block first: a block whose file is missing or whose SHA-256 differs from the manifest's is
reported and recomputed (from the blocks before it and the rare heaps the manifest lists), and must then hash to
the manifest's value. A directory made for another game, format version, mask, block length or window is refused (:class:`RunDirectoryError`), nothing written.
Format version 2 (:data:`FORMAT`, :data:`VERSION`) is written by new runs; the version-1 directories of earlier
sessions (:data:`FORMAT_V1`: Grundy's game only, the same fields) are still opened, resumed and kept in version 1.
Interrupted (Ctrl-C, SIGTERM), a run keeps every block completed; ``extend`` again resumes after the last.

:func:`verify_sample` re-derives a random sample of heaps by the plain mex over every move
(:func:`~combgames.grundy.octal_sparse.plain_value`; Grundy's game: ``G(n) = mex{G(a) ^ G(n - a)}``) from the stored
blocks in separate processes (:class:`concurrent.futures.ProcessPoolExecutor`).

Cost (``benchmarks/bench_grundys_game.py``, CPU time on a shared machine, one block of 2^20 heaps from the run
to 2^26): 7.1 to 7.2 microseconds a heap at 2^26 (about 140,000 heaps a second), against 6.8 at 2^24 and 2^25:
a growth of at most 1.026 per doubling of N. Projected from 2^26: about 2.1 to 2.3 CPU hours to 2^30, 68 to 84
to 2^35 and 135 to 173 to 2^36 (the first figure holds the cost per heap flat, the second grows it 1.026 per
doubling). A run to 2^21 costs 1.11 times the same heaps computed in memory (hashing, block files, manifest,
reads of stored blocks). Another code, 0.6 with the defaults (blocks of 2^20, window 2^17, mask 0x1ee): to 2^24
in 98 CPU s, then to 2^26 in 369 more (7.3 microseconds a heap, 136,000 heaps a second; the process under 350 MB,
most of it the cache of checked blocks); the general kernel streams about as fast as it fills in memory
(``benchmarks/bench_octal_sparse.py --stream``), and on Grundy's game it costs 1.08 to 1.23 times that game's own
kernel (``benchmarks/bench_grundys_game.py``), which runs keep.

Examples
--------
>>> import tempfile
>>> run = GrundyRun(tempfile.mkdtemp() + "/run", block=4096, window=4096)
>>> run.extend(10000)["heaps"]
12288
>>> run.values(0, 12).tolist()
[0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]
>>> verify_sample(run.path, 5, seed=1, workers=1)["agree"]
True
>>> officers = GrundyRun(tempfile.mkdtemp() + "/run", code="0.6", block=4096, window=4096)
>>> officers.extend(5000)["heaps"], officers.values(0, 12).tolist()
(8192, [0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4])
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

from combgames.base.checks import check_int
from combgames.base.files import atomic_write
from combgames.base.kernels import run_interruptible
from combgames.games.heaps import OctalCode
from combgames.grundy.grundys_game import GRUNDYS_GAME, SparseStream, grundys_game_values, is_rare
from combgames.grundy.octal_sparse import (OctalSparseStream, check_sparse_code, head_mask, octal_sparse_values,
                                           plain_value, rare_pairs)

__all__ = ["BLOCK", "FORMAT", "FORMAT_V1", "GrundyRun", "MASK", "RunDirectoryError", "VERSION", "WINDOW", "open_run",
           "verify_sample"]

FORMAT = "combgames sparse-space run"
VERSION = 2
"""The run directory's format version (the manifest's fields and the block files' layout): version 2, any code."""
FORMAT_V1 = "combgames Grundy's game run"
"""The format name of version 1 (Grundy's game only, mask :data:`MASK`; the fields of version 2): still read."""
BLOCK = 1 << 20
"""Heaps per block (default): one file of 1 MiB."""
WINDOW = 1 << 17
"""The window of the stream: above the rare heaps to 82,860 (the later ones, from 47,461,861, are read through
per-block slices)."""
MASK = (1 << 16) - 2
"""The sparse-space mask of Grundy's game: every bit but the lowest (Flammenkamp's bitstring ...11110; the
kernel's values stay below 2^16)."""


_CACHED = 64
"""Blocks kept in memory once read and checked (64 MiB with the default block)."""


class RunDirectoryError(ValueError):
    """A run directory that cannot be used as asked: made for another computation, or not a run."""


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _encode(values: np.ndarray) -> tuple[bytes, int]:
    """The bytes of a block and the bytes per value (1 when every value is below 256)."""
    if int(values.max(initial=0)) < 256:
        return values.astype(np.uint8).tobytes(), 1
    return values.astype("<u2").tobytes(), 2


class GrundyRun:
    """A run directory of a take-and-break code (see the module docstring); created when absent.

    Parameters
    ----------
    path : path
        The directory (its parent must exist).
    code : str or OctalCode
        The code (default Grundy's game, 4!.0): one the sparse-space method takes.
    block, window : int
        Heaps per block (default :data:`BLOCK`) and the smallest window (default :data:`WINDOW`), powers of
        two; the first ``window`` heaps (the head) are valued in memory, the rest streamed. A new run records
        them, an existing run must have been made with the same (else :class:`RunDirectoryError`).
    mask : int, optional
        The sparse-space mask of a new run (default: :data:`MASK` for Grundy's game, else
        :func:`~combgames.grundy.octal_sparse.head_mask`); an existing run keeps its own (a different one given
        here is refused).
    backend : {"auto", "numba", "python"}
    """

    def __init__(self, path: str | os.PathLike, *, code: str | OctalCode = GRUNDYS_GAME, block: int = BLOCK,
                 window: int | None = None, mask: int | None = None, backend: str = "auto") -> None:
        self.path = Path(path)
        self.code = check_sparse_code(code)
        self.backend = backend
        self._head: np.ndarray | None = None  # G(0..window - 1) while the blocks of the head are computed
        self._cache: dict[int, np.ndarray] = {}  # block index -> its values, checked, oldest first
        window = WINDOW if window is None else window
        for name, value in (("block", block), ("window", window)):
            check_int(value, name, minimum=4)
            if value & (value - 1):
                raise ValueError(f"{name} must be a power of two, not {value}")
        if window <= len(self.code.digits):
            raise ValueError(f"the window ({window} heaps) must exceed the digits of {self.code}")
        if mask is not None:
            mask = check_int(mask, "mask", minimum=0, maximum=(1 << 16) - 1)
        expected = {"game": str(self.code), "block": block, "window": window}
        if mask is not None:
            expected["mask"] = mask
        manifest = self.path / "manifest.json"
        if self.path.exists() and not self.path.is_dir():
            raise RunDirectoryError(f"{self.path}: not a directory")
        if manifest.exists():
            self.manifest = self._read_manifest(manifest, expected)
        elif self.path.is_dir() and any(self.path.iterdir()):
            raise RunDirectoryError(f"{self.path}: not a run directory (no manifest.json, and not empty); give an "
                                    f"empty or new directory")
        else:
            if mask is None:
                mask = MASK if self.code == GRUNDYS_GAME else head_mask(self.code, backend=backend)
            self.manifest = {"format": FORMAT, "version": VERSION, "game": str(self.code), "mask": mask,
                             "block": block, "window": window, "blocks": []}

    # ------------------------------------------------------------------ the manifest
    @staticmethod
    def _read_manifest(manifest: Path, expected: dict) -> dict:
        try:
            data = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
            raise RunDirectoryError(f"{manifest}: not a readable run manifest ({err})") from None
        if not isinstance(data, dict) or (data.get("format"), data.get("version")) not in ((FORMAT, VERSION),
                                                                                          (FORMAT_V1, 1)):
            raise RunDirectoryError(f"{manifest}: not a manifest of a run (format {FORMAT!r} version {VERSION}, or "
                                    f"{FORMAT_V1!r} version 1)")
        if data["format"] == FORMAT_V1:  # Grundy's game with its mask
            expected = {"mask": MASK, **expected}
        for key, want in expected.items():
            if data.get(key) != want:
                raise RunDirectoryError(f"{manifest.parent}: a run made for {key} {data.get(key)!r}, not {want!r}; "
                                        f"nothing was changed (use another directory)")
        if type(data.get("mask")) is not int or not 0 <= data["mask"] < 1 << 16:
            raise RunDirectoryError(f"{manifest}: its mask is not a mask (0 .. 65535)")
        blocks = data.get("blocks")
        if not isinstance(blocks, list):
            raise RunDirectoryError(f"{manifest}: its blocks are not a list")
        for i, b in enumerate(blocks):
            ok = (isinstance(b, dict) and b.get("first") == i * expected["block"]
                  and b.get("count") == expected["block"]
                  and b.get("bytes") in (1, 2) and isinstance(b.get("sha256"), str) and isinstance(b.get("max"), int)
                  and isinstance(b.get("rare"), list)
                  and all(isinstance(p, list) and len(p) == 2 and all(type(x) is int and x >= 0 for x in p)
                          for p in b["rare"]))
            if not ok:
                raise RunDirectoryError(f"{manifest}: block {i} is not described as a block of this run")
            if not all(is_rare(v, data["mask"]) for _, v in b["rare"]):
                raise RunDirectoryError(f"{manifest}: the rare heaps of block {i} are not rare for the mask "
                                        f"{data['mask']} (the manifest is damaged)")
        return data

    def _write_manifest(self) -> None:
        with atomic_write(self.path / "manifest.json", "w") as f:
            json.dump(self.manifest, f, indent=1)
            f.write("\n")

    @property
    def block(self) -> int:
        return int(self.manifest["block"])

    @property
    def mask(self) -> int:
        """The sparse-space mask of the run (its rare heaps are those of this mask)."""
        return int(self.manifest["mask"])

    @property
    def version(self) -> int:
        """The format version of the directory (1: an earlier Grundy's game run, kept in version 1)."""
        return int(self.manifest["version"])

    @property
    def heaps(self) -> int:
        """The heaps stored: G(0 .. heaps - 1)."""
        return len(self.manifest["blocks"]) * self.block

    def rare(self) -> list[tuple[int, int]]:
        """The rare heaps (from heap 1) and their values, as the manifest lists them."""
        return [(r, v) for b in self.manifest["blocks"] for r, v in b["rare"]]

    def largest_value(self) -> int:
        return max((b["max"] for b in self.manifest["blocks"]), default=0)

    # ------------------------------------------------------------------ blocks
    def _block_file(self, index: int) -> Path:
        return self.path / "blocks" / f"{index:06d}.bin"

    def _raw(self, index: int) -> bytes | None:
        try:
            return self._block_file(index).read_bytes()
        except OSError:
            return None

    def damaged(self) -> list[int]:
        """The blocks whose file is missing or whose SHA-256 differs from the manifest's."""
        bad = []
        for i, b in enumerate(self.manifest["blocks"]):
            raw = self._raw(i)
            if raw is None or _sha256(raw) != b["sha256"]:
                bad.append(i)
        return bad

    def _block_values(self, index: int) -> np.ndarray:
        """The values of block ``index``, checked against its SHA-256 (the last :data:`_CACHED` blocks read are
        kept: the fallback of the stream reads the same blocks again and again)."""
        if index in self._cache:
            return self._cache[index]
        raw = self._raw(index)
        b = self.manifest["blocks"][index]
        if raw is None or _sha256(raw) != b["sha256"]:
            raise RunDirectoryError(f"{self._block_file(index)}: damaged (its SHA-256 differs from the manifest's); "
                                    f"resume the run (--to) to recompute it")
        values = np.frombuffer(raw, dtype=np.uint8 if b["bytes"] == 1 else "<u2")
        if len(self._cache) >= _CACHED:
            del self._cache[next(iter(self._cache))]
        self._cache[index] = values
        return values

    def values(self, first: int, count: int) -> np.ndarray:
        """G(first .. first + count - 1) from the stored blocks (each checked against its SHA-256)."""
        if first < 0 or count < 0 or first + count > self.heaps:
            raise ValueError(f"the run in {self.path} holds G(0..{self.heaps - 1}), "
                             f"not G({first}..{first + count - 1})")
        out = np.empty(count, dtype=np.int64)
        k = first
        while k < first + count:
            index, offset = divmod(k, self.block)
            part = self._block_values(index)[offset: offset + first + count - k]
            out[k - first: k - first + len(part)] = part
            k += len(part)
        return out

    def _store(self, index: int, values: np.ndarray, rare: list[tuple[int, int]]) -> dict:
        data, width = _encode(values)
        (self.path / "blocks").mkdir(parents=True, exist_ok=True)
        with atomic_write(self._block_file(index), "wb") as f:
            f.write(data)
        return {"first": index * self.block, "count": len(values), "bytes": width, "sha256": _sha256(data),
                "max": int(values.max(initial=0)), "rare": [[r, v] for r, v in rare]}

    # ------------------------------------------------------------------ computing
    def _stream(self, head, rare, next_heap: int, recent, older) -> OctalSparseStream:
        """A stream of the run's code (Grundy's game: its own kernel) with the run's mask."""
        if self.code == GRUNDYS_GAME:
            return SparseStream(head, self.mask, rare, next_heap, recent, older, backend=self.backend)
        return OctalSparseStream(self.code, head, self.mask, rare, next_heap, recent, older, backend=self.backend)

    def _stream_at(self, index: int) -> OctalSparseStream:
        """The stream positioned at the start of block ``index`` (heap >= the window; the blocks before it
        intact): the head is G(0 .. max(window, block) - 1), at most the heaps stored, the window the last
        ``window`` heaps, the rare heaps those the manifest lists below the block."""
        first = index * self.block
        window = self.manifest["window"]
        rare = [(r, v) for r, v in self.rare() if r < first]
        head = min(first, max(window, self.block))
        return self._stream(self.values(0, head), rare, first, self.values(first - window, window), self.values)

    def _head_values(self, count: int) -> np.ndarray:
        """G(0..count - 1) in memory (Grundy's game by its own sparse kernel, another code by
        :func:`~combgames.grundy.octal_sparse.octal_sparse_values`), uint16."""
        if self.code == GRUNDYS_GAME:
            values = grundys_game_values(count - 1, mask=self.mask, backend=self.backend).values
        else:
            values = octal_sparse_values(self.code, count - 1, mask=self.mask, backend=self.backend,
                                         max_operations=None).values
        return np.asarray(values, dtype=np.uint16)

    def _compute(self, index: int, control_report: Callable[[OctalSparseStream], Any]) -> tuple[np.ndarray, list]:
        """The values of block ``index`` and its rare heaps (interruptible; progress through the stream).

        The blocks within the head (the first ``window`` heaps) are cut from G(0..window - 1) computed in
        memory; the later ones are streamed."""
        first = index * self.block
        head = self.manifest["window"]
        if first < head:
            if self._head is None:
                self._head = self._head_values(head)
            values = self._head[first:first + self.block]
            if len(values) < self.block:  # block 0 runs on past the head: streamed from it
                h = self._head
                stream = self._stream(h, rare_pairs(h, self.mask), len(h), h, lambda f, c: h[f:f + c])
                values = np.concatenate([values, control_report(stream)(self.block - head)])
            return values, [(first + k, int(v)) for k, v in enumerate(values) if first + k and is_rare(v, self.mask)]
        stream = self._stream_at(index)
        before = stream.rare_count
        values = control_report(stream)(self.block)
        return values, stream.rare_heaps()[before:]

    def extend(self, to: int, *, progress: Callable[[dict], Any] | None = None,
               report: Callable[[str], Any] | None = None) -> dict:
        """Compute blocks until the run holds G(0..to) (whole blocks), first recomputing any damaged block.

        ``progress`` receives about once a second ``{"phase", "done", "total", "rate", "seconds"}`` (heaps
        stored, the heaps of the whole blocks asked, heaps per second this session; the phase names the time
        to go); ``report`` one
        line per damaged block found and per block repaired. Returns :meth:`summary`.
        """
        to = check_int(to, "to", minimum=0)
        target = (to // self.block + 1) * self.block
        self.path.mkdir(exist_ok=True)
        if not (self.path / "manifest.json").exists():
            self._write_manifest()
        t0 = time.perf_counter()
        computed = [0]

        def runner(stream: OctalSparseStream) -> Callable[[int], np.ndarray]:
            def run(count: int) -> np.ndarray:
                start = stream.next_heap

                def info() -> dict:
                    done_now = computed[0] + int(stream.control[1]) - start
                    seconds = time.perf_counter() - t0
                    rate = done_now / seconds if seconds > 0 else 0.0
                    stored = self.heaps + int(stream.control[1]) - start
                    left = max(0, target - stored)
                    togo = f", about {left / rate:,.0f} s to go" if rate > 0 else ""
                    return {"phase": f"{self.code} run{togo}", "done": stored, "total": target,
                            "rate": rate, "seconds": seconds}
                stream.control[1] = start
                out = run_interruptible(lambda: stream.block(count), stream.control, 0, progress=progress,
                                        report=info)
                computed[0] += count
                return out
            return run

        self._cache.clear()
        for index in self.damaged():
            if report is not None:
                report(f"block {index} (heaps {index * self.block}..{(index + 1) * self.block - 1}) is damaged: "
                       f"recomputing it")
            values, rare = self._compute(index, runner)
            self._cache.pop(index, None)
            entry = self._store(index, values, rare)
            if entry != self.manifest["blocks"][index]:
                raise RunDirectoryError(f"{self._block_file(index)}: recomputed, but it differs from the manifest's "
                                        f"record (the manifest itself may be damaged)")
            if report is not None:
                report(f"block {index} recomputed; its SHA-256 matches the manifest")
        while self.heaps <= to:
            index = len(self.manifest["blocks"])
            values, rare = self._compute(index, runner)
            self.manifest["blocks"].append(self._store(index, values, rare))
            self._write_manifest()
        self._head = None
        return self.summary()

    def summary(self) -> dict:
        """What the run holds: heaps, blocks, rare heaps (count, last), the largest value, damaged blocks."""
        rare = self.rare()
        return {"path": str(self.path), "game": str(self.code), "mask": self.mask, "version": self.version,
                "heaps": self.heaps,
                "blocks": len(self.manifest["blocks"]), "block": self.block,
                "rare": len(rare) + (1 if self.heaps else 0),  # heap 0 (value 0) is rare too
                "last_rare": rare[-1][0] if rare else None, "largest_value": self.largest_value(),
                "damaged": self.damaged()}


def _mex_from_run(path: str, n: int) -> tuple[int, int, int]:
    """(n, G(n) by the plain mex over the stored values, G(n) stored): one sample of :func:`verify_sample`."""
    run = open_run(path)
    return n, plain_value(run.code, n, run.values), int(run.values(n, 1)[0])


def open_run(path: str | os.PathLike, *, code: str | OctalCode | None = None) -> GrundyRun:
    """The existing run in ``path``, its code, block and window read from its manifest (``code``, when given,
    must be the run's: else :class:`RunDirectoryError`)."""
    manifest = Path(path) / "manifest.json"
    if not manifest.is_file():
        raise RunDirectoryError(f"{path}: no run there (no manifest.json)")
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
        block, window, game = int(data["block"]), int(data["window"]), str(data["game"])
    except (OSError, ValueError, TypeError, KeyError, UnicodeDecodeError):
        raise RunDirectoryError(f"{manifest}: not a readable run manifest") from None
    if code is not None:
        game = str(check_sparse_code(code))
    try:
        return GrundyRun(path, code=game, block=block, window=window)
    except ValueError as err:
        if isinstance(err, RunDirectoryError):
            raise
        raise RunDirectoryError(f"{manifest}: not a manifest of a run ({err})") from None


def verify_sample(path: str | os.PathLike, sample: int, *, seed: int = 0, workers: int = 2) -> dict:
    """Re-derive ``sample`` random heaps of the run in ``path`` by the plain mex over every move of its code
    (:func:`~combgames.grundy.octal_sparse.plain_value`) in ``workers`` processes.

    Returns ``{"heaps": [...], "agree": bool, "disagree": [[n, mex, stored], ...]}``.
    """
    from combgames.base.executors import make_executor, stop_executor  # only here: the runs that verify

    run = open_run(path)
    sample = check_int(sample, "sample", minimum=1)
    if run.heaps == 0:
        raise RunDirectoryError(f"{path}: the run holds no values yet")
    heaps = sorted(random.Random(seed).sample(range(run.heaps), min(sample, run.heaps)))
    if workers <= 1:
        results = [_mex_from_run(str(run.path), n) for n in heaps]
    else:
        pool = make_executor("process", workers)
        try:
            results = list(pool.map(_mex_from_run, [str(run.path)] * len(heaps), heaps))
        except BaseException:  # Ctrl-C, a signal: the heaps being derived stop now, not when they are done
            stop_executor(pool)
            raise
        pool.shutdown()
    disagree = [[n, m, s] for n, m, s in results if m != s]
    return {"heaps": heaps, "agree": not disagree, "disagree": disagree}
