"""Which picture an object gets: renderers register the types they draw (``functools.singledispatch``).

:func:`scene_of` is the one dispatcher behind :func:`combgames.pictures.picture`. Each renderer module of this
package registers its types when it is imported (boards, stone games and Picaria in
:mod:`~combgames.pictures.boards`, Tactix in :mod:`~combgames.pictures.tactix`, Latin squares, grid views and
affine planes in :mod:`~combgames.pictures.designs`, surface boards in :mod:`~combgames.pictures.surfaces`);
an object of any other type that is a game of the generic interface gets its position graph
(:mod:`~combgames.pictures.graphs`). The most specific registered class wins, so a subclass may get its own
picture (Picaria is a stone game with stones in hand).

A sequence (list or tuple) is drawn by the type of its items: :data:`sequence_scene_of` dispatches on the
type of the first item, and every item must have that type (MOLS are a sequence of Latin squares).

In a position graph a node may be drawn as a small picture of its position, also chosen by the game's type:
:func:`combgames.pictures.graphs.position_glyph`.

To draw a type of your own, register a function returning a :class:`~combgames.pictures.scene.Scene`::

    from combgames.pictures.dispatch import scene_of

    @scene_of.register
    def _(obj: MyBoard, **options) -> Scene:
        ...

Examples
--------
>>> from designs import LatinSquare
>>> from combgames.pictures import picture
>>> from combgames.pictures.dispatch import scene_of
>>> scene_of.dispatch(LatinSquare).__name__
'latin_square_scene'
"""

from __future__ import annotations

from functools import singledispatch
from typing import Any

from combgames.game import Game
from combgames.pictures.scene import Scene

__all__ = ["scene_of", "sequence_scene_of"]


@singledispatch
def scene_of(obj: Any, **options: Any) -> Scene:
    """Return the scene of ``obj`` drawn by the renderer registered for its type (see the module docstring).

    Raises
    ------
    TypeError
        If no renderer is registered for the type and ``obj`` is not a game (the message lists what can be
        drawn).
    """
    if isinstance(obj, Game):
        from combgames.pictures.graphs import position_graph_scene

        return position_graph_scene(obj, **options)
    raise TypeError(
        f"no picture for {type(obj).__name__} objects; pictures exist for "
        + ", ".join(_drawable()) + ", and any game (its position graph)")


def _drawable() -> list[str]:
    names = sorted(cls.__name__ for cls in scene_of.registry if cls not in (object, list, tuple))
    names += [f"sequences of {cls.__name__}" for cls in sorted(sequence_scene_of.registry, key=lambda c: c.__name__)
              if cls is not object]
    return names


@scene_of.register
def _scene(obj: Scene, **options: Any) -> Scene:
    if options:
        raise TypeError(f"a Scene is drawn as it is; no options apply, not {sorted(options)}")
    return obj


@singledispatch
def sequence_scene_of(first: Any, items: tuple, **options: Any) -> Scene:
    """Return the scene of the sequence ``items`` (all of the type of ``first``, its first item).

    Raises
    ------
    TypeError
        If no renderer is registered for sequences of that type.
    """
    raise TypeError(f"no picture for sequences of {type(first).__name__}; pictures exist for "
                    + ", ".join(_drawable()))


@scene_of.register(list)
@scene_of.register(tuple)
def _sequence(items: list | tuple, **options: Any) -> Scene:
    items = tuple(items)
    if not items:
        raise TypeError("no picture for an empty sequence")
    kind = type(items[0])
    strays = [type(x).__name__ for x in items if not isinstance(x, kind)]
    if strays:
        raise TypeError(f"a sequence is drawn by the type of its items; {kind.__name__} items are mixed with "
                        f"{sorted(set(strays))}")
    return sequence_scene_of(items[0], items, **options)

