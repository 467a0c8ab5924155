"""Shared test configuration: the --runslow option and hypothesis profiles (dev, ci)."""

import os

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


def pytest_addoption(parser):
    parser.addoption("--runslow", action="store_true", default=False, help="run tests marked slow")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--runslow"):
        return
    skip_slow = pytest.mark.skip(reason="slow: run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip_slow)


def pytest_terminal_summary(terminalreporter):
    """The command matrix's table (games x commands, how each ended, times), when its cells ran."""
    import sys

    module = sys.modules.get("tests.combgames.test_command_matrix") or next(
        (m for name, m in sys.modules.items() if name.endswith("test_command_matrix")), None)
    cells = getattr(module, "MATRIX", None)
    if cells:
        terminalreporter.write_sep("-", f"command matrix: {len(cells)} cells through the console script")
        terminalreporter.write_line(module.matrix_table(cells))
