"""Pictures of the library's objects: boards and positions, Latin squares and MOLS, planes, surfaces, graphs.

Call :func:`picture` on an object; it returns a :class:`Picture`, which a notebook shows at once (it has
``_repr_svg_``) and which saves as SVG (no dependency) or PNG (through matplotlib, the optional extra
``plot``). Every picture is a :class:`~combgames.pictures.scene.Scene` of simple primitives, so both outputs
agree.

==========================================================  ================================================
object                                                      picture
==========================================================  ================================================
:class:`combgames.games.boards.Board`                       points, drawn segments, point names; stones
                                                            with ``position=`` (a stone position or a
                                                            list of "x"/"o"/"." per point)
a stone game (:class:`combgames.games.stones.StoneGame`:    its board with a position (default the start),
Picaria, Pong Hau K'i, Mu Torere, ...)                      the player to move, stones in hand (Picaria)
:class:`combgames.games.tactix.Tactix`                      the grid with its counters; ``move=`` marks
                                                            the counters a move removes
:class:`designs.LatinSquare`                                coloured cells
list/tuple of LatinSquare                                   MOLS side by side (``superimpose=True``: one
                                                            grid of tuples)
:class:`designs.GridView`, :class:`designs.AffinePlane`     the tic-tac-toe grid (Figure 4 of the pi_4
                                                            paper for ``pi4_grid()`` of its source module)
:class:`topology.Surface`                                   the fundamental domain with its identified
                                                            edges, stones, and loops drawn across the edges
Domineering, Clobber, Toads and Frogs, Cutcake, Hackenbush  the board (or picture on the ground) of a position
:class:`combgames.cgt.ShortGame`, ``Thermograph``           the thermograph: walls, mast, mean, temperature
any other game                                              its position graph, nodes coloured by value
==========================================================  ================================================

The renderer is chosen by the object's type (:func:`functools.singledispatch`, see
:mod:`combgames.pictures.dispatch`): each renderer module registers the types it draws, and a type of your
own gets a picture by registering a function with :func:`~combgames.pictures.dispatch.scene_of`.

A game with a board picture draws its position graph with ``view="graph"``.

Examples
--------
>>> from designs import LatinSquare
>>> from combgames.pictures import picture
>>> pic = picture(LatinSquare.cyclic(3))
>>> pic.svg().startswith("<svg")
True
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from combgames.game import Game
from combgames.pictures import (boards, designs, graph_rulesets, partizan,  # noqa: F401 - each registers its types
                                surfaces, tactix, thermographs)
from combgames.pictures.dispatch import scene_of
from combgames.pictures.graphs import position_graph_scene
from combgames.pictures.scene import Scene
from combgames.base.checks import check_one_of

__all__ = ["Picture", "Scene", "picture", "scene_of"]

_FORMATS = (".svg", ".png")


class Picture:
    """A rendered picture: a :class:`Scene` with SVG and PNG output.

    Parameters
    ----------
    scene : Scene

    Examples
    --------
    >>> from combgames.pictures import Picture, Scene
    >>> s = Scene((0, 0, 1, 1))
    >>> s.circle((0.5, 0.5), 0.3)
    >>> Picture(s)._repr_svg_().count("<circle")
    1
    """

    def __init__(self, scene: Scene) -> None:
        if not isinstance(scene, Scene):
            raise TypeError(f"scene must be a Scene, not {type(scene).__name__}")
        self.scene = scene

    def svg(self) -> str:
        """Return the picture as an SVG document."""
        return self.scene.to_svg()

    def _repr_svg_(self) -> str:
        return self.svg()

    def save_svg(self, path: str | Path) -> Path:
        """Write the SVG to ``path`` and return the path."""
        return self.scene.save_svg(path)

    def save_png(self, path: str | Path, *, dpi: float = 100.0) -> Path:
        """Write a PNG to ``path`` through matplotlib and return the path.

        Raises
        ------
        ImportError
            If matplotlib is not installed (``pip install matplotlib``).
        """
        return self.scene.to_png(path, dpi=dpi)

    def save(self, path: str | Path) -> Path:
        """Write SVG or PNG, chosen by the file extension of ``path``.

        Raises
        ------
        ValueError
            If the extension is neither ``.svg`` nor ``.png``.
        TypeError
            If ``path`` is not a str or Path.
        """
        if not isinstance(path, (str, Path)):
            raise TypeError(f"path must be a str or a pathlib.Path ending in .svg or .png, not {type(path).__name__}")
        suffix = Path(path).suffix.lower()
        if suffix == ".svg":
            return self.save_svg(path)
        if suffix == ".png":
            return self.save_png(path)
        raise ValueError(f"picture file must end in .svg or .png, not {str(path)!r}")

    def __repr__(self) -> str:
        w, h = self.scene.size
        return f"Picture({self.scene.title!r}, {w} x {h} px)"


def picture(obj: Any, **options: Any) -> Picture:
    """Return a picture of ``obj``, drawn by the renderer registered for the object's type.

    Parameters
    ----------
    obj : object
        A board, a stone game (Picaria, Pong Hau K'i, ...) or Tactix game, a Latin square or a sequence of
        them, a grid view or affine plane, a surface board from :mod:`topology`, or any game (position
        graph); see the module docstring.
    **options
        Passed to the renderer: for example ``position=`` for boards and games, ``superimpose=True`` for MOLS,
        ``pattern=2`` for the pi_4 grid; ``view="graph"`` draws a game's position graph even when the game
        has a board picture (``view="board"``, the default, draws the registered picture).

    Returns
    -------
    Picture

    Raises
    ------
    TypeError
        If there is no picture for this kind of object (the message lists what can be drawn), or
        ``view="graph"`` is asked of an object that is not a game.
    ValueError
        For an unknown ``view``.

    Examples
    --------
    >>> from designs import mols
    >>> from combgames.pictures import picture
    >>> picture(mols(3)).svg().count("<rect") > 18
    True
    """
    view = check_one_of(options.pop("view", None), "view", (None, "board", "graph"))
    if view == "graph":
        if not isinstance(obj, Game):
            raise TypeError(f"view='graph' draws the position graph of a game; {type(obj).__name__} is not a game")
        return Picture(position_graph_scene(obj, **options))
    return Picture(scene_of(obj, **options))
