"""combgames.sources: the source texts' own data, one module per source text (seed).

A source module holds what a text *says*, transcribed: its figures and tables, its labels and notation, its
example positions and move sequences, its rules as printed (misprints included, with a note), and checkers
that read the text's notation (such as the play-proof checker of seed 001). It holds no verdicts: whether a
claim holds is computed by the library and compared with the published value in ``combgames reproduce`` and
``tests/published``. The library below (``designs``, ``topology``, the games and solvers) speaks general
mathematics only and never imports this package.

==========================  =====================================================================
seed file                   module
==========================  =====================================================================
000_673cd376e7bd542d.txt    :mod:`combgames.sources.eternal_picaria` (Larsson, Rocha, "Eternal Picaria")
001_b5e936bd6e3419b9.txt    :mod:`combgames.sources.affine_tictactoe` (Danziger, Huggan, Malik, Marbach,
                            "Tic-Tac-Toe on an affine plane of order 4")
002_e4f40bb950069833.txt    :mod:`combgames.sources.picaria_article` (an encyclopedia article on Picaria)
003_4502657011210c81.txt    :mod:`combgames.sources.three_player_torus` (a three-player connection game on
                            a torus, mailing-list post)
004_7c4ca64fa9fabca3.txt    :mod:`combgames.sources.tactix_s_shape` (Iacono, Mazur, "Tactix on an S-shaped
                            Board")
==========================  =====================================================================

:data:`SOURCES` is this table; :func:`source_module` imports the module of a seed.

Examples
--------
>>> SOURCES["001_b5e936bd6e3419b9.txt"]
'combgames.sources.affine_tictactoe'
>>> source_module("001_b5e936bd6e3419b9.txt").SEED
'001_b5e936bd6e3419b9.txt'
"""

from __future__ import annotations

import importlib
from types import ModuleType

from combgames.base.checks import check_one_of

__all__ = ["SOURCES", "source_module"]

#: Seed file name -> the module holding that source's transcriptions.
SOURCES: dict[str, str] = {
    "000_673cd376e7bd542d.txt": "combgames.sources.eternal_picaria",
    "001_b5e936bd6e3419b9.txt": "combgames.sources.affine_tictactoe",
    "002_e4f40bb950069833.txt": "combgames.sources.picaria_article",
    "003_4502657011210c81.txt": "combgames.sources.three_player_torus",
    "004_7c4ca64fa9fabca3.txt": "combgames.sources.tactix_s_shape",
}


def source_module(seed: str) -> ModuleType:
    """Return the module of a source text, by its seed file name (a key of :data:`SOURCES`).

    Raises
    ------
    ValueError
        If ``seed`` is not one of the seed file names.
    """
    check_one_of(seed, "seed", tuple(SOURCES))
    return importlib.import_module(SOURCES[seed])
