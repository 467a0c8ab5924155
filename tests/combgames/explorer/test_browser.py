"""The explorer's page in a real browser: headless Chromium driven by Playwright against the installed
``combgames serve --port 0``.

Tic-tac-toe is played against the computer to its end, every move button's colour checked at every turn
against the solver's value computed here independently (one retrograde analysis of the whole game), each of
the computer's moves checked to be a best one, and one undo; Nim and Domineering open, and a node of
Domineering's option tree expands; every registered game's page renders a board and its moves with no
JavaScript error. Screenshots (a game in progress, its end, the option tree) go to ``$COMBGAMES_ARTIFACTS``
(default ``build/screenshots/`` under the repository), kept as artefacts of the run, and their sizes are
checked from their PNG headers.

Skipped, with the reason, when Playwright is not installed or no Chromium is found (``/usr/bin/chromium``, or
the executable named by ``$COMBGAMES_CHROMIUM``). Never runs ``playwright install``.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import struct
import subprocess
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed (pip install playwright)")

from combgames.catalogue import game_names, make_game  # noqa: E402
from combgames.game import DRAW, capabilities, move_text  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]
CHROMIUM = os.environ.get("COMBGAMES_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]
VIEWPORT = {"width": 1280, "height": 900}
SCREENSHOTS = ("tictactoe-in-progress.png", "tictactoe-end.png", "domineering-tree.png")
WAIT = 60_000
"""The longest wait for the page (ms): a bound against a hang, not a measured time."""
SECONDS = "0.3"
"""The analysis budget of the server under test (seconds per report)."""
COMBGAMES = shutil.which("combgames")

pytestmark = [
    pytest.mark.skipif(not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)),
                       reason=f"no Chromium at {CHROMIUM} (apt-get install chromium, or set COMBGAMES_CHROMIUM)"),
    pytest.mark.skipif(COMBGAMES is None, reason="the combgames console script is not installed"),
]


def artifacts() -> Path:
    """The folder the screenshots are kept in (created)."""
    folder = Path(os.environ.get("COMBGAMES_ARTIFACTS") or ROOT / "build" / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def png_size(path: Path) -> tuple[int, int]:
    """Width and height of a PNG, read from its IHDR header."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


@pytest.fixture(scope="module")
def url():
    process = subprocess.Popen([COMBGAMES, "serve", "--port", "0", "--seconds", SECONDS], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    found = re.match(r"combgames serve: (http://127\.0\.0\.1:\d+/) ", line)
    if found is None:
        process.kill()
        pytest.fail(f"combgames serve printed {line!r}; stderr {process.communicate()[1]!r}")
    yield found.group(1)
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=10)
    assert "Traceback" not in err, err


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


class Page:
    """A browser page on the explorer, with the JavaScript errors it raised."""

    def __init__(self, browser, url: str):
        self.page = browser.new_page(viewport=VIEWPORT)
        self.errors: list[str] = []
        self.page.on("pageerror", lambda err: self.errors.append(str(err)))
        self.url = url

    def open(self, fragment: str = "") -> None:
        self.page.goto(self.url + fragment)
        self.settle()

    def settle(self) -> str:
        """Wait until the page has shown its answer (no request or computer move pending); its state."""
        self.page.wait_for_selector("#app:is([data-state=idle], [data-state=over], [data-state=error])",
                                    timeout=WAIT)
        return self.page.get_attribute("#app", "data-state")

    def choose(self, game: str, **options: str) -> str:
        """Open ``game`` with ``options`` through the form; the page's state once settled."""
        self.page.select_option("#game", game)
        for name, value in options.items():
            self.page.fill(f"#option-{name}", value)
        before = int(self.page.get_attribute("#app", "data-changes") or 0)
        self.page.click("#open")
        # the page counts the states it sets: a game that opens at once may be back to idle before a wait for
        # "not idle" starts, so wait for the count to move instead
        self.page.wait_for_function(f"() => Number(document.getElementById('app').dataset.changes || 0) > {before}",
                                    timeout=WAIT)
        return self.settle()

    def buttons(self) -> dict[str, str]:
        """``{move text: kind}`` of the move buttons, the kind read from each button's colour class."""
        return self.page.eval_on_selector_all(
            "#moves button.move", "bs => Object.fromEntries(bs.map(b => [b.dataset.move, "
            "[...b.classList].find(c => c.startsWith('kind-')).slice(5)]))")

    def shoot(self, name: str) -> Path:
        path = artifacts() / name
        self.page.screenshot(path=str(path))
        return path

    def close(self) -> None:
        self.page.close()


@pytest.fixture(scope="module")
def played(browser, url):
    """A game of tic-tac-toe played on the page against the computer (X, the first listed move each turn),
    to its end, then one undo: what was seen on the way."""
    from combgames.solvers import retrograde

    game = make_game("tictactoe")
    parse = capabilities(game).parse_position
    table = retrograde(game)
    page = Page(browser, url)
    page.open("#game=tictactoe&mode=0")
    seen = {"turns": [], "computer": []}
    for ply in range(10):
        if page.page.is_visible("#result"):
            break
        p = parse(page.page.input_value("#position-text"))
        expected = {move_text(game, m, p): table.value(game.play(p, m)).negate() for m in game.moves(p)}
        seen["turns"].append((page.buttons(), {t: v.outcome for t, v in expected.items()}))
        if ply == 2:
            seen["progress"] = page.shoot(SCREENSHOTS[0])
        page.page.click("#moves button.move >> nth=0")
        page.settle()
        after_human = game.play(p, move_from(game, p, next(iter(seen["turns"][-1][0]))))
        q = parse(page.page.input_value("#position-text"))
        if q != after_human:  # the computer replied: was its move a best one?
            options = {m: table.value(game.play(after_human, m)).negate() for m in game.moves(after_human)}
            chosen = next(m for m in options if game.play(after_human, m) == q)
            seen["computer"].append((options[chosen], max(options.values(), key=rank)))
    seen["end"] = page.shoot(SCREENSHOTS[1])
    seen["result"] = page.page.get_attribute("#result", "data-result")
    seen["result_text"] = page.page.inner_text("#result")
    seen["final"] = parse(page.page.input_value("#position-text"))
    seen["played"] = page.page.inner_text("#history-text")
    page.page.click("#undo")
    page.settle()
    seen["undone"] = (page.page.is_visible("#result"), page.page.inner_text("#history-text"),
                      page.page.inner_text("#status"), page.buttons())
    seen["errors"] = page.errors
    page.close()
    return seen


def move_from(game, p, text):
    return next(m for m in game.moves(p) if move_text(game, m, p) == text)


def rank(value) -> tuple:
    """The order of the computer's choice: a win with the least distance, a draw, a loss with the greatest."""
    if value.outcome == "win":
        return 2, -value.distance
    return (1, 0) if value.outcome == "draw" else (0, value.distance)


def test_every_move_button_is_coloured_by_the_solvers_value(played):
    assert len(played["turns"]) >= 3
    for shown, expected in played["turns"]:
        assert shown == expected


def test_the_computer_plays_a_best_move(played):
    assert played["computer"]
    for chosen, best in played["computer"]:
        assert rank(chosen) == rank(best)


def test_the_game_ends_with_its_result_shown_and_undo_takes_back_a_turn(played):
    game = make_game("tictactoe")
    winner = game.result(played["final"])
    expected = "draw" if winner == DRAW else ("X", "O")[winner]
    assert played["result"] == expected and played["result_text"].startswith("Game over")
    finished = played["played"].split(": ", 1)[1].split()
    visible, history, status, buttons = played["undone"]
    assert not visible and status == "X to move." and buttons
    now = history.split(": ", 1)[1].split() if history else []
    assert now == finished[:len(now)] and len(finished) - len(now) in (1, 2)
    assert played["errors"] == []


def test_nim_and_a_partizan_option_tree(browser, url):
    page = Page(browser, url)
    page.open("#game=nim")
    assert page.choose("nim", heaps="1 2 3") == "idle"
    kinds = page.buttons()
    assert len(kinds) == 6 and set(kinds.values()) == {"loss"}  # 1 2 3 is a P-position: every move loses
    assert page.choose("domineering", rows="3", cols="3") == "idle"
    assert page.page.is_visible("#tree-panel")
    root = page.page.get_attribute("#tree .tree-node", "data-canonical")
    children = page.page.locator("#tree .tree-node").count()
    page.page.click("#tree .tree-children .expand >> nth=0")
    page.settle()
    expanded = page.page.locator("#tree .tree-node").count()
    assert page.page.get_attribute("#tree .tree-children .expand >> nth=0", "aria-expanded") == "true"
    assert root and expanded > children
    assert page.page.locator("#tree .thermograph svg").count() == expanded
    assert page.page.locator("#moves button.move[data-canonical]").count() == len(page.buttons()) > 0
    page.shoot(SCREENSHOTS[2])
    assert page.errors == []
    page.close()


def test_every_registered_game_renders(browser, url):
    page = Page(browser, url)
    page.open("#game=nim&mode=0")
    rendered = {}
    for name in game_names():
        state = page.choose(name)
        board = page.page.inner_text("#board-text").strip() or page.page.inner_html("#board").strip()
        rendered[name] = (state, bool(board), page.page.locator("#moves button.move").count())
    assert {n: r for n, r in rendered.items() if r[0] != "idle" or not r[1] or r[2] == 0} == {}
    assert page.errors == []
    page.close()


def test_the_screenshots_are_kept_at_the_viewport_size(played, browser, url):
    if not (artifacts() / SCREENSHOTS[2]).exists():
        test_nim_and_a_partizan_option_tree(browser, url)
    for name in SCREENSHOTS:
        path = artifacts() / name
        assert png_size(path) == (VIEWPORT["width"], VIEWPORT["height"])
        assert path.stat().st_size > 20_000, (path, path.stat().st_size)
