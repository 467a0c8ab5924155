"""Compiled kernel of :mod:`combgames.analysis.torus3`: which boards of the three-player torus game are in play.

A board (stones ``x`` and ``o`` as bitmasks) is *in play* when neither colour holds a non-contractible loop: no
stone placed so far has ended the game, and (a subset of a loopless set being loopless) every order of placing
its stones is a legal game, so the board is reachable from the empty start. :func:`boards_in_play` tests a batch
of boards by lifting each colour's components to the universal cover
(:func:`combgames.games.torus._kernels.lift_component`, the same lifting the game's rules and provers use); the
sampling estimate of :func:`combgames.analysis.torus3.orbits_in_play` counts them. Run with
``backend="python"`` it is its own reference, which the tests compare with the compiled run.
"""

from __future__ import annotations

import numpy as np

from combgames.games.torus._kernels import lift_component

__all__ = ["boards_in_play"]


def boards_in_play(xs, os, nbr, hx, hy, out):  # pragma: no cover - compiled
    """Set ``out[i]`` to 1 when neither the stones ``xs[i]`` nor ``os[i]`` (bitmasks over the cells of the cover
    description ``nbr``, ``hx``, ``hy``) hold a non-contractible loop, else 0; return how many are in play."""
    cells = nbr.shape[0]
    root = np.empty(cells, dtype=np.int64)
    offx = np.empty(cells, dtype=np.int64)
    offy = np.empty(cells, dtype=np.int64)
    queue = np.empty(cells, dtype=np.int64)
    total = 0
    for i in range(xs.shape[0]):
        loop = False
        for colour in range(2):
            mask = xs[i] if colour == 0 else os[i]
            for c in range(cells):
                root[c] = -1
            for c in range(cells):
                if (mask >> c) & 1 and root[c] < 0:
                    if lift_component(mask, c, nbr, hx, hy, root, offx, offy, queue):
                        loop = True
                        break
            if loop:
                break
        out[i] = 0 if loop else 1
        total += 0 if loop else 1
    return total
