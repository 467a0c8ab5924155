"""Shared parsing of ``--option KEY=VALUE`` game options for the subcommands."""

from __future__ import annotations

from typing import Any

__all__ = ["parse_options"]


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """Return ``{key: value}`` from ``["key=value", ...]``; values that are integers become ints.

    Raises
    ------
    ValueError
        If an item has no ``=``.
    """
    out: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise ValueError(f"--option must be KEY=VALUE, not {pair!r}")
        key, value = pair.split("=", 1)
        try:
            out[key] = int(value)
        except ValueError:
            out[key] = value
    return out
