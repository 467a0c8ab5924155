"""Colours and small text helpers shared by the renderers (one place to restyle every picture)."""

from __future__ import annotations

import colorsys
import re

__all__ = ["BOARD", "LIGHT", "OUTCOME_COLOURS", "PLAYER_COLOURS", "PLAYER_TEXT", "SET3", "index_list", "items_of",
           "pretty_label", "symbol_colours"]

BOARD = "#3a3a3a"
"""Ink of board lines and outlines."""

LIGHT = "#9a9a9a"
"""Ink of secondary marks (empty cells, labels, grid)."""

PLAYER_COLOURS = ("#1b1b1b", "#ffffff", "#d62728")
"""Stone fill per player: X (player 0) black, O (player 1) white, a third player red."""

PLAYER_TEXT = ("#ffffff", "#1b1b1b", "#ffffff")
"""Text colour on a stone of each player."""

OUTCOME_COLOURS = {"win": "#4daf4a", "loss": "#e41a1c", "draw": "#bdbdbd"}
"""Node colour per outcome for the player to move (position graphs)."""

SET3 = ("#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462", "#b3de69", "#fccde5",
        "#d9d9d9", "#bc80bd", "#ccebc5", "#ffed6f")
"""ColorBrewer Set3: 12 light qualitative colours that keep black text readable."""


def items_of(value, name: str, what: str) -> list:
    """``list(value)`` for an iterable that is not a string, else a TypeError saying what ``name`` must be.

    Examples
    --------
    >>> items_of((1, 2), "x", "points")
    [1, 2]
    """
    from collections.abc import Iterable

    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"{name} must be {what}, not {type(value).__name__} {value!r}"[:200])
    return list(value)


def index_list(value, name: str, size: int, what: str = "point") -> list[int]:
    """``value`` as a list of indices in range(size), or a TypeError / ValueError naming the bad one."""
    from combgames.base.checks import is_int

    out = []
    for v in items_of(value, name, f"a sequence of {what} indices"):
        if not (is_int(v) and 0 <= v < size):
            raise ValueError(f"{name} must hold {what} indices in range({size}), not {v!r}")
        out.append(int(v))
    return out


def symbol_colours(n: int) -> list[str]:
    """Return n distinct light colours (Set3 for n <= 12, evenly spaced hues beyond).

    Examples
    --------
    >>> symbol_colours(3)
    ['#8dd3c7', '#ffffb3', '#bebada']
    >>> len(set(symbol_colours(20)))
    20
    """
    if n <= len(SET3):
        return list(SET3[:n])
    out = []
    for k in range(n):
        r, g, b = colorsys.hls_to_rgb(k / n, 0.78 if k % 2 == 0 else 0.68, 0.65)
        out.append(f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}")
    return out


_GREEK = {"alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "pi": "π", "sigma": "σ"}
_SUB = str.maketrans("0123456789-", "₀₁₂₃₄₅₆₇₈₉₋")


def pretty_label(label: object) -> str:
    """Return a point label as printed in the sources: Greek names as letters, trailing digits as subscripts.

    Examples
    --------
    >>> pretty_label("alpha4"), pretty_label("r2"), pretty_label("x"), pretty_label((1, 2))
    ('α₄', 'r₂', 'x', '(1, 2)')
    """
    text = str(label)
    m = re.fullmatch(r"([A-Za-z]+)_?(\d+)", text)
    if not m:
        return _GREEK.get(text, text)
    head, digits = m.groups()
    return _GREEK.get(head, head) + digits.translate(_SUB)
