"""The orbit table of combgames.base.orbit_kernels: against orbits computed from the listed group (the Fano
plane's 168 collineations, the 8 symmetries of the 3 x 3 board), compiled against its Python twin, and full."""

import numpy as np
import pytest

from combgames.base import orbit_kernels as ok
from combgames.games.designs_games import projective_plane_game
from combgames.games.positional import TicTacToe
from combgames.symmetry.group import CellGroup


def random_positions(rng, n, count, most):
    """Positions (x, o) of up to ``most`` stones, x having the extra stone of an odd count."""
    out = []
    for _ in range(count):
        stones = int(rng.integers(0, most + 1))
        points = rng.permutation(n)[:stones]
        x = sum(1 << int(i) for i in points[: (stones + 1) // 2])
        o = sum(1 << int(i) for i in points[(stones + 1) // 2:])
        out.append((x, o))
    return out


def image(mask, perm):
    """The image of a point set under a permutation in array form (point i goes to perm[i])."""
    return sum(1 << int(perm[i]) for i in range(len(perm)) if mask >> i & 1)


def orbit(p, group):
    return {(image(p[0], g), image(p[1], g)) for g in group}


GAMES = {"Fano plane": lambda: projective_plane_game(2), "3x3": lambda: TicTacToe()}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("compiled", [True, False], ids=["compiled", "python twin"])
def test_one_key_per_orbit_and_the_element_to_it(name, compiled):
    game = GAMES[name]()
    n = game.n
    generators = np.array(game.generators if game.generators is not None else game.group.permutations)
    group = CellGroup.generate(generators, n).permutations
    entry = ok.orbit_entry if compiled else ok.orbit_entry.py_func
    to_rep = ok.to_representative if compiled else ok.to_representative.py_func
    from_rep = ok.from_representative if compiled else ok.from_representative.py_func
    representative = ok.representative if compiled else ok.representative.py_func
    table = ok.orbit_table(generators, n, 14)
    rng = np.random.default_rng(7)
    keys = {}
    for p in random_positions(rng, n, 60, 5):
        s = entry(np.uint64(p[0]), np.uint64(p[1]), table)
        assert s >= 0
        key = tuple(int(v) for v in representative(s, table))
        assert key in orbit(p, group), p  # the key is an image of p
        keys.setdefault(key, set()).add(p)
        moved = [int(to_rep(i, s, table)) for i in range(n)]
        assert sorted(moved) == list(range(n))  # a permutation of the points
        assert (image(p[0], moved), image(p[1], moved)) == key  # carrying p onto its key
        assert all(int(from_rep(moved[i], s, table)) == i for i in range(n))
    reps = list(keys)
    for i, a in enumerate(reps):
        for b in reps[i + 1:]:
            assert b not in orbit(a, group), (a, b)  # distinct keys: distinct orbits
    assert int(table[ok.ENTRIES]) == sum(len(orbit(k, group)) for k in keys)  # each orbit entered whole


def test_compiled_and_twin_build_the_same_table():
    game = projective_plane_game(2)
    generators = np.array(game.generators)
    tables = [ok.orbit_table(generators, game.n, 12) for _ in range(2)]
    rng = np.random.default_rng(11)
    for p in random_positions(rng, game.n, 40, 4):
        a = ok.orbit_entry(np.uint64(p[0]), np.uint64(p[1]), tables[0])
        b = ok.orbit_entry.py_func(np.uint64(p[0]), np.uint64(p[1]), tables[1])
        assert a == b
    assert np.array_equal(tables[0], tables[1])


def test_a_full_table_enters_what_fits_and_refuses_new_orbits():
    game = projective_plane_game(2)
    table = ok.orbit_table(np.array(game.generators), game.n, 5)  # 32 slots, room for 16 entries
    one = ok.orbit_entry(np.uint64(0b1), np.uint64(0b10), table)  # 7 * 6 = 42 positions: cut at 16
    assert one >= 0 and int(table[ok.ENTRIES]) == 16 == int(table[ok.CAPACITY])
    assert ok.orbit_entry(np.uint64(0b111), np.uint64(0), table) == -1  # a new orbit: no room, no key
    again = ok.orbit_entry(np.uint64(0b1), np.uint64(0b10), table)
    assert again == one


def test_generators_must_be_permutations():
    with pytest.raises(ValueError, match="permutation of the points"):
        ok.orbit_table(np.array([[0, 0, 1]]), 3, 4)
