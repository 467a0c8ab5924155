"""Shared test configuration: the --runslow option, hypothesis profiles (dev, ci) and a private cache directory
for each test process."""

import os
import shutil
import tempfile

import pytest
from hypothesis import HealthCheck, settings

# Property tests draw the same examples on every run (derandomize), so a test run, and CI, gives the same answer
# twice; COMBGAMES_EXPLORE=1 draws new random examples each run (property tests and fuzz targets alike) to look
# for new counterexamples.
_FIXED = os.environ.get("COMBGAMES_EXPLORE") != "1"
settings.register_profile("dev", max_examples=50, deadline=None, derandomize=_FIXED)
settings.register_profile("ci", max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow],
                          derandomize=_FIXED)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_configure(config):
    """Give this test process a private ``$COMBGAMES_CACHE`` (the catalogue's index, automatic checkpoints, the
    reproduce timings), removed at the end: the tests neither read nor write the user's ``~/.cache/combgames``, and
    under pytest-xdist (``-n 2``) each worker process runs this hook, so two workers never share a cache file.
    Set here, before any test module is imported; the console scripts the tests run inherit it. numba's cache of
    compiled kernels stays shared: numba writes each of its files whole (a temporary file renamed), and a
    private one per worker would compile every kernel once per worker."""
    config._combgames_cache = (os.environ.get("COMBGAMES_CACHE"), tempfile.mkdtemp(prefix="combgames-tests-cache-"))
    os.environ["COMBGAMES_CACHE"] = config._combgames_cache[1]


def pytest_unconfigure(config):
    saved, private = getattr(config, "_combgames_cache", (None, None))
    if private is None:
        return
    if saved is None:
        os.environ.pop("COMBGAMES_CACHE", None)
    else:
        os.environ["COMBGAMES_CACHE"] = saved
    shutil.rmtree(private, ignore_errors=True)


def pytest_addoption(parser):
    parser.addoption("--runslow", action="store_true", default=False, help="run tests marked slow")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--runslow"):
        return
    skip_slow = pytest.mark.skip(reason="slow: run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip_slow)


def _matrix_summary() -> tuple[int, str] | None:
    """The number of command matrix cells that ran in this process and their table, or None when none ran."""
    import sys

    module = sys.modules.get("tests.combgames.test_command_matrix") or next(
        (m for name, m in sys.modules.items() if name.endswith("test_command_matrix")), None)
    cells = getattr(module, "MATRIX", None)
    return (len(cells), module.matrix_table(cells)) if cells else None


def pytest_sessionfinish(session):
    """Under pytest-xdist a worker hands the matrix's table to the controller, which prints it."""
    output = getattr(session.config, "workeroutput", None)  # set on xdist workers only
    if output is not None and (summary := _matrix_summary()):
        output["command_matrix"] = summary


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """(pytest-xdist, on the controller) keep the matrix table a finished worker handed over."""
    summary = getattr(node, "workeroutput", {}).get("command_matrix")
    if summary:
        node.config._combgames_matrix = [*getattr(node.config, "_combgames_matrix", []), summary]


def pytest_terminal_summary(terminalreporter, config):
    """The command matrix's table (games x commands, how each ended, times), when its cells ran (in this process
    or, under pytest-xdist, in a worker)."""
    for count, table in [s for s in [_matrix_summary()] if s] + getattr(config, "_combgames_matrix", []):
        terminalreporter.write_sep("-", f"command matrix: {count} cells through the console script")
        terminalreporter.write_line(table)
