"""The option tree of a partizan position for the explorer: each node's canonical value, temperature and
thermograph, its children on request.

A node is a position of a game declaring Left's and Right's options (``left_options``/``right_options``:
Domineering, Clobber, Cutcake, Hackenbush, Toads and Frogs). Its value is the canonical form
``{G^L | G^R}`` of :func:`combgames.cgt.game_value` (the position as a summand, whoever is to move), its
temperature and mean those of its thermograph (:mod:`combgames.cgt.thermography`, Siegel [1]_ II.5), and its
picture the thermograph drawn by :mod:`combgames.pictures.thermographs`. Each value is computed within a budget
of positions valued and seconds; past it the node's value is ``None`` with a note.

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013).

Examples
--------
>>> from combgames.games.domineering import Domineering
>>> t = option_tree(Domineering(2, 2), Domineering(2, 2).initial())
>>> t["canonical"], t["temperature"], [c["canonical"] for c in t["left"]], [c["canonical"] for c in t["right"]]
('+-1', '1', ['1', '1'], ['-1', '-1'])
"""

from __future__ import annotations

from typing import Any

from combgames.base.checks import check_int

from combgames.cgt import ShortGame, game_value, thermograph
from combgames.game import capabilities, checked_position, position_text
from combgames.pictures import picture as draw
from combgames.solvers.advice import Timed

__all__ = ["CGT_POSITIONS", "CGT_SECONDS", "cgt_summary", "is_partizan", "option_tree", "partizan_value"]

CGT_POSITIONS = 200_000
"""The default most positions one value of the explorer walks (:func:`combgames.cgt.game_value`)."""

CGT_SECONDS = 5.0
"""The default time budget of one value."""


def is_partizan(game: Any) -> bool:
    """Whether ``game`` declares Left's and Right's options (the partizan capability)."""
    caps = capabilities(game)
    return caps.left_options is not None and caps.right_options is not None


def partizan_value(game: Any, position: Any, *, max_positions: int = CGT_POSITIONS,
                   seconds: float | Timed = CGT_SECONDS) -> tuple[ShortGame | None, str | None]:
    """``(canonical value, None)`` of ``position``, or ``(None, why)`` when the walk passes ``max_positions``
    positions or ``seconds`` (or the deadline of a :class:`~combgames.solvers.advice.Timed` game shared by
    several values), or the game is not short from there."""
    timed = seconds if isinstance(seconds, Timed) else Timed(game, seconds)
    try:
        return game_value(timed, position, max_positions=max_positions), None
    except (ValueError, TypeError, RecursionError) as err:  # a limit (LimitError, OutOfTime), not short
        return None, " / ".join(line.strip() for line in str(err).splitlines() if line.strip())


def cgt_summary(value: ShortGame | None, *, picture: bool = True) -> dict:
    """``{"canonical", "temperature", "mean", "thermograph_svg"}`` of a canonical value as texts (all None for
    an unknown value; the thermograph's SVG None too without ``picture``)."""
    if value is None:
        return {"canonical": None, "temperature": None, "mean": None, "thermograph_svg": None}
    t = thermograph(value)
    return {"canonical": str(value), "temperature": str(t.temperature), "mean": str(t.mean),
            "thermograph_svg": draw(t).svg() if picture else None}


def option_tree(game: Any, position: Any = None, depth: int = 1, *, max_positions: int = CGT_POSITIONS,
                seconds: float = CGT_SECONDS) -> dict:
    """The option tree of ``position`` (default the start) to ``depth`` levels of options, JSON-ready.

    Returns
    -------
    dict
        ``{"position": text, "canonical", "temperature", "mean", "thermograph_svg", "note",
        "left_count", "right_count", "left": [child, ...], "right": [child, ...]}``: a child is the same dict
        for a Left (Right) option, with its own ``"left"``/``"right"`` lists when ``depth > 1`` and without
        them otherwise (expand it by asking for its ``position``). Values the budget (``max_positions``
        positions each, ``seconds`` for the whole tree) does not reach are None with the reason in ``"note"``.

    Raises
    ------
    ValueError
        If the game has no partizan options (an impartial or a positional game: no Left and Right), ``depth``
        is below 0, or ``position`` is not a position of the game.
    """
    if not is_partizan(game):
        raise ValueError(f"{type(game).__name__} has no partizan options (left_options and right_options): its "
                         "option tree is that of Left's and Right's moves, which only partizan games such as "
                         "domineering, clobber, cutcake, hackenbush and toads-and-frogs declare")
    check_int(depth, "depth", minimum=0)
    check_int(max_positions, "max_positions", minimum=1)
    p = game.initial() if position is None else checked_position(game, position)
    return _node(game, p, depth, max_positions, Timed(game, seconds))


def _node(game: Any, p: Any, depth: int, max_positions: int, timed: Timed) -> dict:
    caps = capabilities(game)
    value, note = partizan_value(game, p, max_positions=max_positions, seconds=timed)
    lefts, rights = caps.left_options(p), caps.right_options(p)
    node = {"position": position_text(game, p), **cgt_summary(value), "note": note,
            "left_count": len(lefts), "right_count": len(rights)}
    if depth > 0:
        node["left"] = [_node(game, q, depth - 1, max_positions, timed) for q in lefts]
        node["right"] = [_node(game, q, depth - 1, max_positions, timed) for q in rights]
    return node
