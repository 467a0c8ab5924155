"""Pictures of the library's objects: boards and positions, Latin squares and MOLS, planes, surfaces, graphs.

Call :func:`picture` on an object; it returns a :class:`Picture`, which a notebook shows at once (it has
``_repr_svg_``) and which saves as SVG (no dependency) or PNG (through matplotlib, the optional extra
``plot``). Every picture is a :class:`~combgames.pictures.scene.Scene` of simple primitives, so both outputs
agree.

==========================================================  ================================================
object                                                      picture
==========================================================  ================================================
:class:`combgames.games.boards.Board`                       points, drawn segments, point names; stones
                                                            with ``position=`` (a Picaria position or a
                                                            list of "x"/"o"/"." per point)
:class:`combgames.games.picaria.Picaria`                    its board with a position (default the start)
:class:`combgames.games.tactix.Tactix`                      the grid with its counters; ``move=`` marks
                                                            the counters a move removes
:class:`designs.LatinSquare`                                coloured cells
list/tuple of LatinSquare                                   MOLS side by side (``superimpose=True``: one
                                                            grid of tuples)
:class:`designs.GridView`, :class:`designs.AffinePlane`     the tic-tac-toe grid (Figure 4 of the pi_4
                                                            paper for ``pi4_grid()`` of its source module)
a surface board from :mod:`topology`                        the fundamental domain with its identified
                                                            edges, stones, and loops drawn across the edges
any other game                                              its position graph, nodes coloured by value
==========================================================  ================================================

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

from combgames.pictures.scene import Scene

__all__ = ["Picture", "Scene", "picture"]

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
        """
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
    """Return a picture of ``obj``, choosing the renderer by the object's type.

    Parameters
    ----------
    obj : object
        A board, a Picaria or Tactix game, a Latin square or a sequence of them, a grid view or affine plane,
        a surface board from :mod:`topology`, or any game (position graph); see the module docstring.
    **options
        Passed to the renderer: for example ``position=`` for boards and games, ``superimpose=True`` for MOLS,
        ``pattern=2`` for the pi_4 grid, ``view="graph"`` for a game's position graph.

    Returns
    -------
    Picture

    Raises
    ------
    TypeError
        If there is no picture for this kind of object (the message lists what can be drawn).

    Examples
    --------
    >>> from designs import mols
    >>> from combgames.pictures import picture
    >>> picture(mols(3)).svg().count("<rect") > 18
    True
    """
    return Picture(_scene(obj, **options))


def _scene(obj: Any, **options: Any) -> Scene:
    view = options.pop("view", None)
    if view not in (None, "board", "graph"):
        raise ValueError(f"view must be 'board' or 'graph', not {view!r}")
    if isinstance(obj, Scene):
        return obj
    if view == "graph":
        from combgames.pictures.graphs import position_graph_scene

        return position_graph_scene(obj, **options)

    module = type(obj).__module__ or ""
    if module.startswith("designs") or _all_latin(obj):
        from designs import AffinePlane, GridView, LatinSquare

        from combgames.pictures import designs as d

        if isinstance(obj, LatinSquare):
            return d.latin_square_scene(obj, **options)
        if isinstance(obj, GridView):
            return d.grid_scene(obj, **options)
        if isinstance(obj, AffinePlane):
            classes = obj.parallel_classes()
            return d.grid_scene(GridView(obj, classes[0], classes[1]), **options)
        if isinstance(obj, (list, tuple)):
            return d.mols_scene(obj, **options)
    if module.startswith("topology"):
        from combgames.pictures.surfaces import surface_scene

        return surface_scene(obj, **options)
    if module == "combgames.games.boards":
        from combgames.pictures.boards import board_scene

        return board_scene(obj, **options)
    if module == "combgames.games.picaria":
        from combgames.pictures.boards import picaria_scene

        return picaria_scene(obj, **options)
    if module == "combgames.games.tactix":
        from combgames.pictures.tactix import tactix_scene

        return tactix_scene(obj, **options)
    if all(callable(getattr(obj, name, None)) for name in ("initial", "moves", "play", "to_move")):
        from combgames.pictures.graphs import position_graph_scene

        return position_graph_scene(obj, **options)
    raise TypeError(
        f"no picture for {type(obj).__name__} objects; pictures exist for boards, Picaria and Tactix games, "
        "Latin squares and lists of them (MOLS), grid views and affine planes, topology surface boards, "
        "and any game (its position graph)")


def _all_latin(obj: Any) -> bool:
    if not isinstance(obj, (list, tuple)) or not obj:
        return False
    from designs import LatinSquare

    return all(isinstance(s, LatinSquare) for s in obj)
