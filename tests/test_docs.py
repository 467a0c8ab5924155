"""The documentation: its generated pages cover every package and source text, the source pages show reproduce
rows computed (or read from a finished run), every package page opens with a tour whose example runs, the
README names each source text with its page, and every internal link and image of a built site resolves.

Fast tests need no Sphinx. The link check reads the site the README's command builds (``docs/_build/html``, built
by CI before the tests) and skips without it; the slow test (``--runslow``) builds the site with warnings as
errors and checks its links."""

from __future__ import annotations

import doctest
import importlib
import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
BUILT = DOCS / "_build" / "html"

EXTERNAL_HOSTS = {
    "www.sphinx-doc.org": "the theme's footer",
    "alabaster.readthedocs.io": "the theme's footer",
    "cdn.jsdelivr.net": "MathJax, on pages with mathematics",
    "www.cgsuite.org": "CGSuite, cited by combgames.cgt",
    "wwwhomes.uni-bielefeld.de": "Flammenkamp's tables of octal games, cited by combgames.games.octal",
    "users.cecs.anu.edu.au": "McKay's data on Latin squares, cited by designs",
    "www.plambeck.org": "Plambeck's pages on misere octal games, cited by combgames.cgt.misere_chart",
}
"""The hosts external links may point to (no network here: each was checked by hand once; a new one fails the
link check until it is added)."""


def _generate():
    if str(DOCS) not in sys.path:
        sys.path.insert(0, str(DOCS))
    return importlib.import_module("generate")  # by its name, as conf.py imports it: the pool's workers find it


# ------------------------------------------------------------------------------------------------ link check
class _Page(HTMLParser):
    """The anchors (id and name attributes) and the links (href, src) of one HTML page."""

    def __init__(self) -> None:
        super().__init__()
        self.anchors: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        self.anchors.update(v for k in ("id", "name") if (v := values.get(k)))
        self.links.extend(v for k in ("href", "src") if (v := values.get(k)) is not None)


def check_links(site: Path) -> tuple[list[str], dict[str, int]]:
    """``(broken, external)``: every internal link or image of the HTML files under ``site`` whose file or
    ``#anchor`` does not exist (as ``"page -> link: why"``), and the external links with their counts."""
    pages = {}
    for path in sorted(site.rglob("*.html")):
        page = _Page()
        page.feed(path.read_text(encoding="utf-8"))
        pages[path.resolve()] = page
    broken, external = [], {}
    for path, page in pages.items():
        for link in page.links:
            parts = urlsplit(link)
            if parts.scheme or link.startswith("//"):
                external[link] = external.get(link, 0) + 1
                continue
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            where = f"{path.relative_to(site.resolve())} -> {link}"
            if not target.exists():
                broken.append(f"{where}: no such file")
            elif parts.fragment and target in pages and unquote(parts.fragment) not in pages[target].anchors:
                broken.append(f"{where}: no such anchor")
    return broken, external


def _assert_links_resolve(site: Path) -> int:
    broken, external = check_links(site)
    assert not broken, f"{len(broken)} broken links, e.g.\n" + "\n".join(broken[:20])
    for link in external:
        parts = urlsplit(link)
        assert parts.scheme in ("https", "http") and parts.netloc and " " not in link, link
        assert parts.netloc in EXTERNAL_HOSTS, f"external link to a new host (check it, then list it): {link}"
    return len(external)


def test_link_check_finds_missing_files_and_anchors(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "index.html").write_text('<a href="sub/page.html#here">ok</a><a href="sub/page.html#gone">x</a>'
                                         '<img src="missing.svg"><a id="top" href="#top">self</a>'
                                         '<a href="https://www.sphinx-doc.org/">ext</a>')
    (tmp_path / "sub" / "page.html").write_text('<span id="here"></span><a href="../index.html#nowhere">y</a>')
    broken, external = check_links(tmp_path)
    assert broken == ["index.html -> sub/page.html#gone: no such anchor", "index.html -> missing.svg: no such file",
                      "sub/page.html -> ../index.html#nowhere: no such anchor"]
    assert external == {"https://www.sphinx-doc.org/": 1}


def test_built_site_links_resolve():
    """The site built by the README's command (CI builds it before the tests): every internal link and image
    resolves, file and anchor; external links go to the listed hosts only."""
    if not (BUILT / "index.html").exists():
        pytest.skip(f"no built site at {BUILT} (python -m sphinx -W --keep-going -b html docs docs/_build/html)")
    assert _assert_links_resolve(BUILT) >= 2


# --------------------------------------------------------------------------------------------- generated pages
def test_generated_pages_cover_every_package_and_source(tmp_path):
    gen = _generate()
    drawn = gen._draw_all(tmp_path, games=False)
    names = gen.api_pages(tmp_path, drawn)
    import combgames
    import pkgutil

    subpackages = {f"combgames.{m.name}" for m in pkgutil.iter_modules(combgames.__path__) if m.ispkg}
    assert {"designs", "topology", "combgames"} | subpackages <= set(names)
    listed = gen.rows_run([], {"COMBGAMES_DOCS_RUN": "0"})
    assert listed.rows == {} and "COMBGAMES_DOCS_RUN=0" in listed.origin
    pages = gen.source_pages(tmp_path, drawn, listed)
    assert pages == ["000", "001", "002", "003", "004", "other"]
    for page in pages[:-1]:  # each source text has its page of reproduce rows
        text = (tmp_path / "sources" / f"{page}.rst").read_text()
        count = int(text.split("Claims (", 1)[1].split(" rows)", 1)[0])
        assert count > 0 and text.count("   * - ``") == count
    for seed_pictures in drawn.values():
        for name, _ in seed_pictures:
            assert (tmp_path / "pictures" / name).read_text().startswith("<svg")


def test_every_package_page_opens_with_its_tour_and_pictures(tmp_path):
    gen = _generate()
    drawn = gen._draw_all(tmp_path, games=False)
    names = gen.api_pages(tmp_path, drawn)
    assert sorted(p.stem for p in gen.TOURS.glob("*.rst")) == sorted(names), "one tour per package page"
    for name in names:
        text = (tmp_path / "api" / f"{name}.rst").read_text()
        tour, modules = text.split("\nModules\n-------\n")
        assert gen.tour(name) in tour and ".. autosummary::" in modules
        figures = re.findall(r"\.\. figure:: \.\./pictures/(\S+)", tour)
        assert figures and all((tmp_path / "pictures" / f).read_text().startswith("<svg") for f in figures), name


@pytest.mark.parametrize("tour", sorted(p.stem for p in (DOCS / "tours").glob("*.rst")))
def test_tour_examples_run(tour):
    """Each tour's example is a doctest, run here with the outputs it shows."""
    result = doctest.testfile(str(DOCS / "tours" / f"{tour}.rst"), module_relative=False, report=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples of tours/{tour}.rst failed"


# --------------------------------------------------------------------------------------------- reproduce rows
QUICK = ("tactix.misere_4x4", "tactix.row_xor", "ttt.value")


def _quick_claims():
    from combgames.reproduce import all_claims

    claims = [c for c in all_claims() if c.id in QUICK]
    assert sorted(c.id for c in claims) == sorted(QUICK)
    return claims


def test_rows_computed_in_a_pool_equal_rows_computed_in_turn():
    gen = _generate()
    claims = _quick_claims()
    pooled, in_turn = gen.compute_rows(claims, workers=2), gen.compute_rows(claims, workers=1)
    assert sorted(pooled) == sorted(QUICK)
    for row_id in QUICK:
        assert {k: v for k, v in pooled[row_id].items() if k != "seconds"} == \
               {k: v for k, v in in_turn[row_id].items() if k != "seconds"}
    assert pooled["ttt.value"]["computed"] == "draw" and pooled["ttt.value"]["verdict"] == "confirmed"


def test_source_pages_show_rows_read_from_a_finished_run(tmp_path):
    """``combgames reproduce --json`` writes the file; the pages show its computed values and verdicts (a row
    the file lacks is computed and said to be), with the rows counted by verdict on each page and the index."""
    gen = _generate()
    done = subprocess.run(["combgames", "reproduce", "--json", "--quiet", "--only", "tactix.[mr]*"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    rows_file = tmp_path / "rows.json"
    rows_file.write_text(done.stdout)
    from_file = json.loads(done.stdout)
    assert sorted(r["id"] for r in from_file) == ["tactix.misere_4x4", "tactix.row_xor"]
    claims = _quick_claims()
    run = gen.rows_run(claims, {"COMBGAMES_DOCS_ROWS": str(rows_file)})
    assert "rows.json" in run.origin and "the file lacked 1 of them, computed now" in run.origin
    assert run.rows["ttt.value"]["verdict"] == "confirmed"
    gen.source_pages(tmp_path, {}, run, claims)
    page = (tmp_path / "sources" / "004.rst").read_text()
    for row in from_file:
        assert f"``{row['id']}``" in page and f"**{row['verdict']}**" in page
    verdicts = gen.verdict_counts(from_file)
    assert ", ".join(f"{n} {v}" for v, n in verdicts.items()) in page  # the page's summary line
    index = (tmp_path / "sources" / "index.rst").read_text()
    assert "Rows by verdict" in index and ":doc:`004`" in index


def test_a_rows_file_that_is_not_a_reproduce_run_is_refused(tmp_path):
    gen = _generate()
    bad = tmp_path / "rows.json"
    for text, why in [("{}", "expected the JSON list"), ('[{"id": "x"}]', "row 0 is not a reproduce row"),
                      ("not json", "not a readable JSON file")]:
        bad.write_text(text)
        with pytest.raises(ValueError, match=why) as err:
            gen.rows_run([], {"COMBGAMES_DOCS_ROWS": str(bad)})
        assert "COMBGAMES_DOCS_ROWS=" in str(err.value)


def test_readme_names_each_source_text_and_links_its_page():
    gen = _generate()
    readme = (ROOT / "README.md").read_text()
    assert "../shared/seeds" not in readme  # a clone has no such folder
    section = readme.split("## The five source texts", 1)[1].split("\n## ", 1)[0]
    from combgames.sources import SOURCES

    for seed, module in SOURCES.items():
        assert f"docs/_build/html/generated/sources/{seed[:3]}.html" in section and f"`{module}`" in section
    for words in ("Larsson", "Eternal Picaria", "Danziger", "affine plane of order 4", "Schepler",
                  "pbmserv-dev", "Iacono", "S-shaped Board", "Пикария"):
        assert words in " ".join(section.split())
    assert gen.TOURS.is_dir()


# ---------------------------------------------------------------------------------------------- whole build
@pytest.mark.slow
def test_docs_build_with_warnings_as_errors_and_links_resolve(tmp_path):
    pytest.importorskip("sphinx")
    done = subprocess.run([sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html", str(DOCS),
                           str(tmp_path / "html")], capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stderr[-5000:]
    page = (tmp_path / "html" / "generated" / "sources" / "001.html").read_text()
    assert "confirmed" in page and "rows:" in page  # computed at build time
    _assert_links_resolve(tmp_path / "html")
