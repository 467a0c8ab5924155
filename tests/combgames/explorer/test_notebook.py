"""The notebook option tree (combgames.explorer.notebook): every node's value is the value of its position,
computed here independently; the HTML is well formed (one ``<details>`` per node, nested as the tree); a node
opens on click in a real browser (headless Chromium, skipped without it)."""

from __future__ import annotations

import os
from html.parser import HTMLParser

import pytest

from combgames.cgt import game_value, parse_game, temperature
from combgames.explorer.notebook import NotebookTree, explore
from combgames.game import capabilities
from combgames.games.clobber import Clobber
from combgames.games.domineering import Domineering
from combgames.games.nim import Nim


class _Details(HTMLParser):
    """Counts ``<details>`` elements and checks they nest (every opened one is closed, in order)."""

    def __init__(self):
        super().__init__()
        self.count = self.depth = self.deepest = 0

    def handle_starttag(self, tag, attrs):
        if tag == "details":
            self.count += 1
            self.depth += 1
            self.deepest = max(self.deepest, self.depth)

    def handle_endtag(self, tag):
        if tag == "details":
            self.depth -= 1
            assert self.depth >= 0, "a </details> without its <details>"


def _nodes(node: dict) -> int:
    return 1 + sum(_nodes(c) for c in node.get("left", []) + node.get("right", []))


def test_node_values_are_the_values_of_their_positions():
    game = Domineering(2, 3)
    tree = explore(game, depth=2)
    caps = capabilities(game)
    p = game.initial()
    assert parse_game(tree.root["canonical"]) == game_value(game, p)
    for child, q in zip(tree.root["left"], caps.left_options(p)):
        assert parse_game(child["canonical"]) == game_value(game, q)
        assert child["temperature"] == str(temperature(game_value(game, q)))
    for child, q in zip(tree.root["right"], caps.right_options(p)):
        assert parse_game(child["canonical"]) == game_value(game, q)
    assert len(tree.root["left"]) == 3 and len(tree.root["right"]) == 4


def test_html_has_one_details_per_node_nested_as_the_tree():
    tree = explore(Clobber("xox/o.o"), depth=2)
    parser = _Details()
    parser.feed(tree._repr_html_())
    assert parser.depth == 0
    assert parser.count == _nodes(tree.root)
    assert parser.deepest == 3


def test_a_value_is_explored_through_its_canonical_options():
    tree = explore("{3||1|0}", depth=3)
    assert tree.root["canonical"] == "{3||1|0}"
    assert [c["canonical"] for c in tree.root["left"]] == ["3"]
    (right,) = tree.root["right"]
    assert parse_game(right["canonical"]) == parse_game("{1|0}")
    assert [c["canonical"] for c in right["left"]] == ["1"]


def test_depth_zero_says_how_many_options_lie_below():
    html = explore(Domineering(2, 2), depth=0)._repr_html_()
    assert "2 Left and 2 Right options below" in html
    assert "no options" in explore("0", depth=0)._repr_html_()


def test_bad_requests_are_refused_clearly():
    with pytest.raises(ValueError, match="no partizan options"):
        explore(Nim([1, 2]))
    with pytest.raises(ValueError, match="depth"):
        explore(Domineering(2, 2), depth=-1)
    with pytest.raises(ValueError, match="position"):
        explore("{1|0}", position="x")
    with pytest.raises(ValueError):
        explore("{1|")


def test_repr_names_the_tree():
    tree = explore(Domineering(2, 2), depth=1)
    assert isinstance(tree, NotebookTree)
    assert repr(tree) == "<option tree of domineering at '../..': +-1>"


CHROMIUM = os.environ.get("COMBGAMES_CHROMIUM", "/usr/bin/chromium")


@pytest.mark.skipif(not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)), reason=f"no Chromium at {CHROMIUM}")
def test_a_node_opens_on_click_in_a_browser(tmp_path):
    sync_api = pytest.importorskip("playwright.sync_api")
    page_file = tmp_path / "tree.html"
    page_file.write_text(f"<html><body>{explore(Domineering(2, 3), depth=2)._repr_html_()}</body></html>")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            page = browser.new_page()
            page.goto(page_file.as_uri())
            first_left = page.locator("details[open] > div > details").first
            inner = first_left.locator("> div > details").first
            assert not inner.is_visible()
            first_left.locator("> summary").click()
            assert inner.is_visible()
            assert "= " in inner.locator("> summary").inner_text()
        finally:
            browser.close()
