"""What ``pip install .`` puts into a user's site-packages: the three import packages of the design card
(``combgames``, ``designs``, ``topology``) and nothing else at the top level, with every data file the
library reads.

The wheel is built by pip as a user's install would build it (in an isolated build environment, which fetches
setuptools from the package index, as ``pip install .`` does), from a copy of the tracked files so that the
working tree gets no ``build/`` directory.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOP_LEVEL = {"combgames", "designs", "topology"}


def _tracked_files() -> list[str]:
    out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0:
        pytest.skip("not a git checkout: the tracked files are unknown")
    return [name for name in out.stdout.split("\0") if name and (ROOT / name).is_file()]


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory) -> list[str]:
    source = tmp_path_factory.mktemp("source")
    for name in _tracked_files():
        if name.split("/")[0] in TOP_LEVEL or "/" not in name:
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    out = tmp_path_factory.mktemp("wheel")
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out),
                            str(source)], capture_output=True, text=True)
    assert built.returncode == 0, f"pip wheel failed:\n{built.stderr[-3000:]}"
    (wheel,) = out.glob("combgames-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def test_the_wheel_installs_only_the_three_packages_of_the_design_card(wheel_names):
    tops = {name.split("/")[0] for name in wheel_names if not name.split("/")[0].endswith(".dist-info")}
    assert tops == TOP_LEVEL


def test_the_wheel_holds_every_data_file_of_the_packages(wheel_names):
    data = [name for name in _tracked_files()
            if name.split("/")[0] in TOP_LEVEL and not name.endswith(".py")]
    missing = sorted(set(data) - set(wheel_names))
    assert data and not missing, f"tracked data files the wheel leaves out: {missing}"
