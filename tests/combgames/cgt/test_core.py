"""The compiled core of combgames.cgt (``combgames/cgt/_core.c``) against its Python twin, the region walk of
:mod:`combgames.cgt.values` over the hooks of :mod:`combgames.games.domineering`: the same canonical form (the
same interned object) on every small board and on random boards, the limit, progress and interrupts."""

from __future__ import annotations

import random
import shutil
import sysconfig

import pytest

from combgames.cgt import game_value, values
from combgames.games.domineering import Domineering


def _python_value(game, position=None, **kw):
    core, values._CORE = values._CORE, None
    try:
        return game_value(game, position, **kw)
    finally:
        values._CORE = core


def test_the_core_is_built_where_a_compiler_is():
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        pytest.skip(f"no C compiler ({compiler}): the core is optional and the Python walk values every board")
    assert values._CORE is not None, "pip install found a C compiler but combgames.cgt._core was not built"


core = pytest.mark.skipif(values._CORE is None, reason="the compiled core is not built (no C compiler at install)")


@core
@pytest.mark.parametrize("rows,cols", [(r, c) for r in range(1, 6) for c in range(1, 6) if r * c <= 16])
def test_every_small_rectangle_has_the_python_value(rows, cols):
    g = Domineering(rows, cols)
    assert game_value(g) is _python_value(g)


@core
def test_random_boards_have_the_python_value():
    rng = random.Random(20261129)
    for _ in range(300):
        rows, cols = rng.randint(1, 5), rng.randint(1, 5)
        empty = rng.getrandbits(rows * cols)
        g = Domineering(rows, cols)
        p = ((rows, cols, empty), rng.randint(0, 1))
        assert game_value(g, p) is _python_value(g, p), g.format_position(p)


@core
def test_the_core_counts_regions_and_ticks_every_1024():
    counts: list[int] = []
    nodes, valued = values._CORE.domineering_value(4, 5, (1 << 20) - 1, 10**9, counts.append)
    # the 4 x 5 board: 2,303 region shapes valued; its value is the number 1, one node (a float)
    assert valued == 2303 and counts == [1024, 2048] and nodes == [1.0]


@core
def test_the_core_stops_at_the_limit_and_when_tick_raises():
    with pytest.raises(ValueError, match=r"stopped after valuing 100 positions .*max_positions=100"):
        game_value(Domineering(4, 5), max_positions=100)

    def stop(n):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        values._CORE.domineering_value(4, 5, (1 << 20) - 1, 10**9, stop)
    with pytest.raises(ValueError, match="up to 7 x 7"):
        values._CORE.domineering_value(8, 8, 1, 10, None)
