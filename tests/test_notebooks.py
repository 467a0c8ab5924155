"""The notebooks of examples/: one per source text (named by the seed's number, ``003_...``) and one per topic
of the literature the toolkit reproduces (``cgt.ipynb``), stored with their outputs, and the stored outputs are
what the notebooks compute.

Each notebook is re-executed (in the short mode examples/store_outputs.py stores them in: COMBGAMES_SHORT=1,
the default reproduce rows without the slow ones) and its outputs are compared with the stored ones cell by
cell: streams and the text and HTML forms exactly, pictures by presence; cells tagged ``nondeterministic`` are
skipped. After a change that is meant, ``python examples/store_outputs.py`` stores the new outputs.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
NOTEBOOKS = sorted(EXAMPLES.glob("*.ipynb"))
SOURCE_NOTEBOOKS = [p for p in NOTEBOOKS if p.name[:3].isdigit()]
TOPIC_NOTEBOOKS = [p for p in NOTEBOOKS if not p.name[:3].isdigit()]


def _store_outputs():
    """The module examples/store_outputs.py (the one home of running a notebook and comparing its outputs)."""
    spec = importlib.util.spec_from_file_location("store_outputs", EXAMPLES / "store_outputs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


store_outputs = _store_outputs()


def test_one_notebook_per_source_text():
    from combgames.sources import SOURCES

    assert sorted(p.name[:3] for p in SOURCE_NOTEBOOKS) == sorted(seed[:3] for seed in SOURCES)
    assert [p.name for p in TOPIC_NOTEBOOKS] == ["cgt.ipynb"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_is_stored_with_its_story(path):
    """Without running anything: prose, the source (or, for a topic, the sources) named, outputs stored for
    every code cell, pictures, the reproduce rows and a last section on what the toolkit found beyond them."""
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    prose = " ".join(c.source for c in nb.cells if c.cell_type == "markdown")
    missing = [i + 1 for i, c in enumerate(code) if not c.outputs]
    assert not missing, (f"{path.name} is stored without the outputs of code cells {missing}: "
                         "run python examples/store_outputs.py")
    assert len(prose.split()) > 300, f"{path.name} has little prose ({len(prose.split())} words)"
    if path in SOURCE_NOTEBOOKS:
        assert "**Source.**" in prose and path.name[:3] in prose
    else:
        assert "**Sources.**" in prose
    assert any("image/svg+xml" in o.get("data", {}) for c in code for o in c.outputs), "a notebook shows pictures"
    html = " ".join(o.get("data", {}).get("text/html", "") for c in code for o in c.outputs)
    assert "The reproduce rows of" in html and "published" in html and "verdict" in html
    headings = [c.source.splitlines()[0] for c in nb.cells if c.cell_type == "markdown"]
    last = "## Beyond the source" if path in SOURCE_NOTEBOOKS else "## Beyond the published values"
    assert headings[-1] == last, f"{path.name} ends with {headings[-1]!r}"
    assert not [o for c in code for o in c.outputs if o.output_type == "error"]


def test_torus_notebook_shows_coalitions_and_a_kingmaker():
    nb = nbformat.read(EXAMPLES / "003_three_player_torus.ipynb", as_version=4)
    sources = " ".join(c.source for c in nb.cells if c.cell_type == "code")
    assert "coalition_values" in sources and "kingmaker_scene" in sources and "random" not in sources
    html = " ".join(o.get("data", {}).get("text/html", "") for c in nb.cells if c.cell_type == "code"
                    for o in c.outputs)
    assert "Vert+Horz" in html and "forces a win" in html
    text = " ".join(o.get("text", "") for c in nb.cells if c.cell_type == "code" for o in c.outputs)
    assert "kingmaker" in text


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_outputs_are_what_it_computes(path):
    stored = nbformat.read(path, as_version=4)
    fresh = store_outputs.execute(path, timeout=300)
    difference = store_outputs.first_difference(stored, fresh)
    assert difference is None, f"{path.name}: {difference}"


def test_the_comparison_names_the_first_differing_cell_and_skips_nondeterministic_ones():
    """Planted differences in a copy of a stored notebook."""
    stored = nbformat.read(NOTEBOOKS[0], as_version=4)
    assert store_outputs.first_difference(stored, stored) is None
    changed = nbformat.from_dict(json.loads(json.dumps(stored)))
    code = [c for c in changed.cells if c.cell_type == "code"]
    streams = [c for c in code if any(o.output_type == "stream" for o in c.outputs)]
    cell = streams[1]
    next(o for o in cell.outputs if o.output_type == "stream").text += "one line more\n"
    message = store_outputs.first_difference(stored, changed)
    assert f"code cell {code.index(cell) + 1} " in message and "one line more" in message
    cell.metadata["tags"] = ["nondeterministic"]
    assert store_outputs.first_difference(stored, changed) is None
    empty = nbformat.from_dict(json.loads(json.dumps(stored)))
    for c in empty.cells:
        if c.cell_type == "code":
            c.outputs = []
    message = store_outputs.first_difference(empty, stored)
    assert message.startswith("code cell 1 ")


def test_store_outputs_refuses_memory_addresses():
    nb = nbformat.v4.new_notebook()
    nb.cells.append(nbformat.v4.new_code_cell("print(object())"))
    nb.cells[0].outputs = [nbformat.v4.new_output("stream", name="stdout", text="<object object at 0x7f3a2c1d9e40>\n")]
    assert store_outputs.unstable_text(nb) == ["code cell 1 prints a memory address '0x7f3a2c1d9e40'"]
    nb.cells[0].metadata["tags"] = ["nondeterministic"]
    assert store_outputs.unstable_text(nb) == []
