"""Pictures of thermographs: the walls of a short game as functions of the temperature, and its mast.

Drawn the way Winning Ways and Siegel draw them ([1]_ II.5): temperature upward, values along the horizontal
axis *reversed* (larger values to the left, so Left's wall is on the left), the left wall in blue, the right
wall in red, the mast (above the temperature) dashed, with the mean and the temperature marked. The picture
shows temperatures from -1 up to a little above the temperature.

Registered pictures (:mod:`combgames.pictures.dispatch`): :class:`combgames.cgt.Thermograph` and
:class:`combgames.cgt.ShortGame` (its thermograph).

References
----------
.. [1] A. N. Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. II.5; E. R. Berlekamp, J. H. Conway,
   R. K. Guy, *Winning Ways*, 2nd ed., vol. 1, ch. 6.

Examples
--------
>>> from combgames.cgt import parse_game
>>> from combgames.pictures import picture
>>> picture(parse_game("{2|-1}")).svg().count("<polyline") >= 2
True
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from combgames.cgt import ShortGame, Thermograph, thermograph
from combgames.cgt.short import number_text
from combgames.pictures._style import BOARD, LIGHT
from combgames.pictures.dispatch import scene_of
from combgames.pictures.scene import Scene

__all__ = ["thermograph_scene"]

_LEFT = "#1f4e9c"
_RIGHT = "#c0392b"


def thermograph_scene(t: Thermograph, *, caption: str | None = None, top: float | None = None) -> Scene:
    """Return a scene of the thermograph ``t`` (see the module docstring).

    Parameters
    ----------
    t : Thermograph
    caption : str, optional
        Text under the picture (default: the game's text).
    top : float, optional
        The highest temperature shown (default: the temperature + 1, at least 1).

    Raises
    ------
    TypeError
        If ``t`` is not a Thermograph.
    ValueError
        If ``top`` is not above -1.
    """
    if not isinstance(t, Thermograph):
        raise TypeError(f"t must be a Thermograph, not {type(t).__name__}")
    high = float(max(t.temperature + 1, Fraction(1))) if top is None else float(top)
    if not high > -1:
        raise ValueError(f"top must be a temperature above -1, not {top!r}")
    ts = sorted({Fraction(-1), *(p[0] for p in t.left_wall.points), *(p[0] for p in t.right_wall.points),
                 Fraction(high)})
    ts = [x for x in ts if x <= Fraction(high)]
    left = [(float(t.left_wall_at(x)), float(x)) for x in ts]
    right = [(float(t.right_wall_at(x)), float(x)) for x in ts]
    values = [v for v, _ in left + right]
    lo, hi = min(values) - 1.0, max(values) + 1.0
    # x on the page is -value: larger values drawn to the left
    lo, hi = min(lo, float(t.mean)) - 1.5, max(hi, float(t.mean)) + 1.5
    scene = Scene((-hi, -1.9, -lo, high + 0.3), scale=max(30.0, min(80.0, 480.0 / max(hi - lo, high + 2))),
                  title=f"thermograph of {t.game}" if t.game else "thermograph")
    scene.line((-hi, 0), (-lo, 0), stroke=LIGHT, width=1.0)
    scene.line((-hi, -1), (-lo, -1), stroke=LIGHT, width=0.8, dash=(3, 3))
    for v in range(int(lo) + 1, int(hi) + 1):
        scene.line((-v, -0.08), (-v, 0.08), stroke=LIGHT, width=1.0)
        scene.text((-v, -0.35), str(v), size=0.26, colour="#555555")
    mast = float(t.mean)
    below = [(x, y) for x, y in left if y <= float(t.temperature)]
    below_r = [(x, y) for x, y in right if y <= float(t.temperature)]
    scene.polyline([(-x, y) for x, y in below], stroke=_LEFT, width=2.5)
    scene.polyline([(-x, y) for x, y in below_r], stroke=_RIGHT, width=2.5)
    scene.line((-mast, float(t.temperature)), (-mast, high), stroke=BOARD, width=2.0, dash=(6, 4))
    label = caption if caption is not None else t.game
    scene.text(((-hi - lo) / 2, -1.55), f"{label}: mean {number_text(t.mean)}, temperature "
               f"{number_text(t.temperature)}", size=0.3)
    return scene


@scene_of.register
def _thermograph(t: Thermograph, **options: Any) -> Scene:
    return thermograph_scene(t, **options)


@scene_of.register
def _short_game(g: ShortGame, **options: Any) -> Scene:
    return thermograph_scene(thermograph(g), **options)
