"""The data files of the package: published tables and constructions in ``designs/data/*.json``, each with the
references it was taken from.

Files are read as package data (:mod:`importlib.resources`, so an installed package finds them too), parsed as
JSON and nothing else, and kept for the rest of the process.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

__all__ = ["read_data"]


@lru_cache(maxsize=None)
def read_data(name: str) -> Any:
    """The parsed JSON file ``designs/data/<name>`` (read once per process; callers must not modify it)."""
    return json.loads(resources.files("designs").joinpath("data", name).read_text(encoding="utf-8"))
