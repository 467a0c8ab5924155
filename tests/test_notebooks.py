"""Every notebook of examples/ runs top to bottom (in its short mode: COMBGAMES_SHORT=1 runs only the cheap
reproduce rows, the errata; a reader's run shows every row)."""

from __future__ import annotations

from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
NOTEBOOKS = sorted(EXAMPLES.glob("*.ipynb"))


def test_one_notebook_per_source_text():
    from combgames.sources import SOURCES

    assert sorted(p.name[:3] for p in NOTEBOOKS) == sorted(seed[:3] for seed in SOURCES)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs_top_to_bottom(path, monkeypatch):
    monkeypatch.setenv("COMBGAMES_SHORT", "1")
    monkeypatch.setenv("MPLBACKEND", "Agg")
    nb = nbformat.read(path, as_version=4)
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(EXAMPLES)}}).execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    assert any("image/svg+xml" in o.get("data", {}) for o in outputs), "a notebook shows pictures"
    last = "".join(o.get("text", "") for o in nb.cells[-1].outputs)
    assert "published" in last  # the reproduce rows of the text
