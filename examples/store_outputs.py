"""Re-execute the notebooks of examples/ and store each with its outputs.

Usage::

    python examples/store_outputs.py                 # every examples/*.ipynb
    python examples/store_outputs.py 003_three_player_torus.ipynb

Each notebook runs top to bottom in a fresh Python kernel (nbclient), in the notebooks' short mode
(``COMBGAMES_SHORT=1``: the default reproduce rows, not the slow ones; a reader who runs a notebook without it
computes every row), and is written back with its outputs, so that a reader sees the results without running
anything. The stored outputs are deterministic: randomness is seeded, the kernel's hash seed is fixed, and no
timing is printed; a cell whose output cannot be (a timing, say) carries the cell tag ``nondeterministic``, and
``tests/test_notebooks.py``, which re-executes every notebook and compares its outputs with the stored ones
cell by cell, skips it. Execution metadata (timestamps) is not stored.

A notebook is refused (nothing written, exit status 1) when a cell raises, or when a cell not tagged
``nondeterministic`` prints a memory address (``0x7f...``): such text changes from run to run.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any

EXAMPLES = Path(__file__).resolve().parent
NONDETERMINISTIC = "nondeterministic"
"""The cell tag of a cell whose outputs differ from run to run; the comparison skips it."""

ENVIRONMENT = {"COMBGAMES_SHORT": "1", "MPLBACKEND": "Agg", "PYTHONHASHSEED": "0"}
"""The environment the notebooks run in, here and in the tests."""

TEXT_FORMATS = ("text/plain", "text/html")
"""Rich output formats compared as text; the pictures (SVG, PNG) are compared by presence."""

PICTURE_FORMATS = ("image/svg+xml", "image/png")

_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{6,}\b")


def notebooks(names: list[str] | None = None) -> list[Path]:
    """The notebooks named (file names in examples/ or paths), or every ``examples/*.ipynb``."""
    if not names:
        return sorted(EXAMPLES.glob("*.ipynb"))
    paths = []
    for name in names:
        path = Path(name) if Path(name).exists() else EXAMPLES / name
        if path.suffix != ".ipynb" or not path.is_file():
            raise SystemExit(f"store_outputs: no notebook {name!r} (give a file name of examples/*.ipynb)")
        paths.append(path)
    return paths


def execute(path: Path, timeout: int = 600) -> Any:
    """Run the notebook at ``path`` top to bottom in a fresh kernel (working directory examples/, the
    :data:`ENVIRONMENT`) and return the executed notebook node; nbclient raises CellExecutionError when a cell
    raises."""
    import nbclient
    import nbformat

    nb = nbformat.read(path, as_version=4)
    saved = {k: os.environ.get(k) for k in ENVIRONMENT}
    os.environ.update(ENVIRONMENT)  # the kernel inherits the environment of this process
    try:
        client = nbclient.NotebookClient(nb, timeout=timeout, kernel_name="python3", record_timing=False,
                                         resources={"metadata": {"path": str(path.parent)}})
        client.execute()
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return nb


def is_nondeterministic(cell: Any) -> bool:
    """Whether the cell is tagged :data:`NONDETERMINISTIC`."""
    return NONDETERMINISTIC in cell.get("metadata", {}).get("tags", [])


def comparable_outputs(cell: Any) -> list[tuple]:
    """The outputs of a code cell in the form the tests compare: streams by name and text, rich outputs by
    their text formats (:data:`TEXT_FORMATS`) and the presence of each picture format, errors by name."""
    out: list[tuple] = []
    for o in cell.get("outputs", []):
        kind = o["output_type"]
        if kind == "stream" and out and out[-1][:2] == ("stream", o["name"]):
            out[-1] = ("stream", o["name"], out[-1][2] + o["text"])  # one print may arrive in pieces
        elif kind == "stream":
            out.append(("stream", o["name"], o["text"]))
        elif kind in ("display_data", "execute_result"):
            data = o.get("data", {})
            out.append(("display",) + tuple((f, data.get(f)) for f in TEXT_FORMATS if f in data)
                       + tuple((f, "present") for f in PICTURE_FORMATS if f in data))
        elif kind == "error":
            out.append(("error", o.get("ename"), o.get("evalue")))
    return out


def first_difference(stored: Any, fresh: Any) -> str | None:
    """Compare two runs of one notebook cell by cell (code cells not tagged nondeterministic); return a message
    naming the first cell whose outputs differ and showing the difference, or None when they agree."""
    import difflib

    a = [c for c in stored.cells if c.cell_type == "code"]
    b = [c for c in fresh.cells if c.cell_type == "code"]
    if [c.source for c in a] != [c.source for c in b]:
        return "the code cells differ between the stored notebook and the run (not the same notebook)"
    for i, (x, y) in enumerate(zip(a, b)):
        if is_nondeterministic(x) or is_nondeterministic(y):
            continue
        ox, oy = comparable_outputs(x), comparable_outputs(y)
        if ox == oy:
            continue
        head = x.source.strip().splitlines()[0] if x.source.strip() else ""
        diff = "\n".join(difflib.unified_diff(_lines(ox), _lines(oy), "stored", "re-executed", lineterm="", n=1))
        return (f"code cell {i + 1} ({head[:60]!r}): its outputs differ from the stored ones "
                f"({len(ox)} stored, {len(oy)} re-executed); run python examples/store_outputs.py if the change "
                f"is meant\n" + "\n".join(diff.splitlines()[:40]))
    return None


def _coalesced(outputs: list) -> list:
    """The outputs with consecutive pieces of one stream joined (the kernel sends a stream in pieces as it
    flushes, differently from run to run)."""
    out: list = []
    for o in outputs:
        if o["output_type"] == "stream" and out and out[-1]["output_type"] == "stream" and out[-1]["name"] == o["name"]:
            out[-1]["text"] += o["text"]
        else:
            out.append(o)
    return out


def _lines(outputs: list[tuple]) -> list[str]:
    lines = []
    for o in outputs:
        for part in o:
            lines.extend(str(part[1] if isinstance(part, tuple) else part).splitlines() or [""])
        lines.append("----")
    return lines


def unstable_text(nb: Any) -> list[str]:
    """Cells (not tagged nondeterministic) whose text outputs hold a memory address, each as a short note."""
    found = []
    for i, cell in enumerate(c for c in nb.cells if c.cell_type == "code"):
        if is_nondeterministic(cell):
            continue
        for o in comparable_outputs(cell):
            text = " ".join(str(p[1]) if isinstance(p, tuple) else str(p) for p in o)
            m = _ADDRESS.search(text)
            if m:
                found.append(f"code cell {i + 1} prints a memory address {m.group()!r}")
                break
    return found


def store(path: Path) -> float:
    """Execute the notebook at ``path`` and write it back with its outputs; return the CPU seconds of this
    process and its children (the kernel) spent. Raises SystemExit naming the problem when it cannot be stored."""
    import nbformat

    before = os.times()
    try:
        nb = execute(path)
    except Exception as err:  # nbclient's CellExecutionError carries the cell and the traceback
        raise SystemExit(f"store_outputs: {path.name} failed, nothing written:\n{err}") from err
    problems = unstable_text(nb)
    if problems:
        raise SystemExit(f"store_outputs: {path.name} not written: " + "; ".join(problems)
                         + f" (print something stable, or tag the cell {NONDETERMINISTIC!r})")
    for cell in nb.cells:
        cell.get("metadata", {}).pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = _coalesced(cell.outputs)
    nbformat.write(nb, path)
    after = os.times()
    return (after.user + after.system + after.children_user + after.children_system
            - before.user - before.system - before.children_user - before.children_system)


def main(argv: list[str]) -> int:
    for path in notebooks(argv):
        print(f"{path.name}: ", end="", flush=True)
        seconds = store(path)
        print(f"stored with outputs ({seconds:.1f} CPU s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
