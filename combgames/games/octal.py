"""Octal games (Kayles, Dawson's Kayles, any finite octal code) as games of the generic interface.

Rules by code (:class:`~combgames.games.heaps.OctalCode`): a move removes k tokens from one heap, leaving no
heap, one heap or two heaps as digit d_k allows. Kayles is 0.77 (bowl down one pin or two adjacent pins from
a row), Dawson's Kayles is 0.07.

An octal game is a heap game (:class:`~combgames.games.heaps.HeapGame`): positions ``(heaps, player)``, the
canonical key is the sorted non-empty heaps. A move is ``(heap index, k, left)``: remove k tokens from the
heap, leaving heaps of ``left`` and ``h - k - left`` tokens (a 0 is no heap; empty heaps are dropped from the
position). Text: ``"i:k:left"`` with heaps numbered from 1, e.g. ``"1:2:3"``. The moves of a heap are those
of :meth:`OctalCode.heap_moves <combgames.games.heaps.OctalCode.heap_moves>`; :meth:`OctalGame.play` accepts
every spelling of them (``left`` or the other part, ``(k, 0)`` for one heap).

The values of single heaps, and their periods, are computed much faster by
:func:`combgames.grundy.octal_values`; this class exists so that the generic solvers (and the tests) can
check those tables independently.
"""

from __future__ import annotations

from typing import Any, Sequence

from combgames.games.heaps import CONVENTION_OPTION, HeapGame, OctalCode, heaps_option
from combgames.games.registration import GameFactory
from combgames.options import Custom, Option, Options

__all__ = ["GAMES", "OctalCode", "OctalGame"]


def _octal_code(value: Any, name: str) -> OctalCode:
    if isinstance(value, OctalCode):
        return value
    try:
        return OctalCode(value)
    except (TypeError, ValueError) as err:
        raise type(err)(f"option {name}: {err}") from err


CODE_OPTION = Option("code", Custom("an octal code like '0.77'", checker=_octal_code), "0.77",
                     "the octal code: digit d_k says which heaps removing k tokens may leave")


class OctalGame(HeapGame):
    """The octal game ``code`` played on the given heaps.

    Parameters
    ----------
    code : str or OctalCode
        Octal code such as ``"0.77"`` (Kayles) or ``"0.07"`` (Dawson's Kayles).
    heaps : sequence of int
        Heap sizes (>= 0).
    convention : {"normal", "misere"}

    Raises
    ------
    ValueError
        For a malformed code, a bad heap or an unknown convention.
    TypeError
        If ``code`` is neither a string nor an OctalCode, or ``heaps`` not a sequence of integers.

    Examples
    --------
    >>> from combgames.solvers import grundy_value
    >>> grundy_value(OctalGame("0.77", [11])), grundy_value(OctalGame("0.07", [5, 1]))
    (6, 0)
    """

    move_form = "heap:k:left"

    #: The declared options (constructor, catalogue and command line).
    OPTIONS = Options(CODE_OPTION, heaps_option((10,)), CONVENTION_OPTION)

    def __init__(self, code: str | OctalCode = "0.77", heaps: Sequence[int] = (10,), *,
                 convention: str = "normal"):
        self.code = OctalGame.OPTIONS.check(code=code)["code"]
        super().__init__(heaps, convention=convention)

    def __repr__(self) -> str:
        return f"OctalGame({str(self.code)!r}, {list(self.heaps)}, convention={self.convention!r})"

    def heap_moves(self, n: int) -> Sequence[tuple[int, int]]:
        """The moves ``(k, left)`` on a heap of n tokens (:meth:`OctalCode.heap_moves`)."""
        return self.code.heap_moves(n)

    def normal_form(self, n: int, tail: tuple[int, ...]) -> tuple[int, ...]:
        """``(k, left)`` as listed by :meth:`heap_moves`: one heap as ``(k, rest)``, two with the smaller left."""
        if len(tail) != 2:
            return tail
        k, left = tail
        right = n - k - left
        if k < 0 or left < 0 or right < 0:
            return tail
        if left and right:
            return (k, min(left, right))
        return (k, left + right)

    def why_not(self, n: int, tail: tuple[int, ...]) -> str:
        if len(tail) != 2:
            return "an octal move is (heap index, k, left)"
        k, left = tail
        right = n - k - left
        if not (0 <= k < len(self.code.digits) and left >= 0 and right >= 0):
            return f"cannot remove {k} from a heap of {n} leaving {left} on the left"
        parts = sum(1 for x in (left, right) if x)
        return f"code {self.code} does not allow removing {k} from {n} leaving {parts} heap(s)"

    def heaps_left(self, n: int, tail: tuple[int, ...]) -> tuple[int, ...]:
        """The non-empty parts ``left`` and ``n - k - left``."""
        k, left = tail
        return tuple(x for x in (left, n - k - left) if x > 0)

    def rule_name(self) -> str:
        return f"octal {self.code}"


GAMES = {
    "octal": GameFactory(OctalGame, OctalGame.OPTIONS),
    "kayles": GameFactory(OctalGame, OctalGame.OPTIONS, fixed={"code": "0.77"}, base="octal"),
    "dawsons-kayles": GameFactory(OctalGame, OctalGame.OPTIONS, fixed={"code": "0.07"}, base="octal"),
}
