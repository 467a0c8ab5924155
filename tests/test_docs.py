"""The documentation: its generated pages cover every package and source text (fast, no Sphinx needed), and
the whole site builds with warnings as errors (slow: ``--runslow``; CI builds it in ``.ci/run``)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _generate():
    spec = importlib.util.spec_from_file_location("docs_generate", DOCS / "generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generated_pages_cover_every_package_and_source(tmp_path):
    gen = _generate()
    names = gen.api_pages(tmp_path)
    import combgames
    import pkgutil

    subpackages = {f"combgames.{m.name}" for m in pkgutil.iter_modules(combgames.__path__) if m.ispkg}
    assert {"designs", "topology", "combgames"} | subpackages <= set(names)
    drawn = gen._draw_all(tmp_path, games=False)
    pages = gen.source_pages(tmp_path, drawn)
    assert pages == ["000", "001", "002", "003", "004", "other"]
    for page in pages[:-1]:  # each source text has its page of reproduce rows
        text = (tmp_path / "sources" / f"{page}.rst").read_text()
        count = int(text.split("Claims (", 1)[1].split(" rows)", 1)[0])
        assert count > 0 and text.count("   * - ``") == count
    for seed_pictures in drawn.values():
        for name, _ in seed_pictures:
            assert (tmp_path / "pictures" / name).read_text().startswith("<svg")


@pytest.mark.slow
def test_docs_build_with_warnings_as_errors(tmp_path):
    pytest.importorskip("sphinx")
    done = subprocess.run([sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", str(DOCS),
                           str(tmp_path / "html")], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-5000:]
    assert (tmp_path / "html" / "generated" / "sources" / "001.html").exists()
