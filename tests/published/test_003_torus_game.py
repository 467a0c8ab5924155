"""Published claims of A. Schepler, "A three-player connection game" (seeds/003_4502657011210c81.txt): play.

The remarks about play, recomputed by solving the game for every coalition (combgames.reproduce.torus_game).
The 3x3 values of the "extends" rows are pinned as computed by the kernel, whose independent checks are the
generic search and retrograde analysis (tests/combgames/solvers/test_coalition.py). The slow tests solve the
4x4 board (about 20 s each).
"""

import pytest

from combgames.analysis.torus3 import early_team_up, first_moves_equivalent, solve_torus3, torus3_report
from combgames.reproduce.torus_game import CLAIMS
from tests.published._rows import check_row, row_params

#: row id -> (verdict, computed value). Published statements (the claims' text):
#: "at least one player will always win"; "two players can team up on anybody who takes a clear lead early on"
#: (refuted: a player can win alone against the other two after 1 ply on 3x3 (centre stone), 2 on 4x4, 3 on 5x5
#: with the centre stone; it holds on 5x5 without it, every variant);
#: "every location is equivalent (by translation)"; "the parity method ensures that every time this situation
#: comes up, each player was involved anyway" (the sextant method has two-owner crosses on 4x4).
EXPECTED_ROWS = {
    'torus_game.always_a_winner':
    ('supported', {'loopless full boards': {'3x3': 0, '4x4': 0}, 'games ending drawn': 0}),
    'torus_game.team_up':
    ('refuted',
     {'every pair forces at the start': True,
      'first round positions': 2178,
      'where the pair stops everyone': 1850,
      'earliest lone win (plies)': {'3x3': 1, '4x4': 2}}),
    'torus_game.team_up_5x5':  # first-round reading on 5x5: one df-pn search per pair, each proof checked (s37)
    ('supported',
     {'first round orbits': [1, 1, 24, 196],
      'pairs stopping the third in every first-round position': ['Horz+Diag', 'Vert+Diag', 'Vert+Horz'],
      'every pair stops': True}),
    'torus_game.team_up_5x5_variants':  # the other variants without the centre stone: every pair stops (s38)
    ('supported',
     {**{f'5x5 {v}': {'first round orbits': [1, 1, 24, 196],
                      'pairs stopping the third': ['Horz+Diag', 'Vert+Diag', 'Vert+Horz']}
         for v in ('sextant/draw', 'sextant/shortest', 'parity/placer', 'parity/draw', 'parity/shortest')},
      'every pair stops in every variant': True}),
    'torus_game.team_up_5x5_centre':  # with the centre stone Horz+Diag fails (s38): after 3 plies four x stones
    # can stand in a column with Vert to move, who closes the loop ('..x../..x../..x../..x../..... | Vert')
    ('refuted',
     {**{f'5x5 sextant/{p}/centre': {'first round orbits': [1, 24, 196, 2156],
                                     'pairs stopping the third': ['Vert+Diag', 'Vert+Horz']}
         for p in ('placer', 'draw', 'shortest')},
      'every pair stops in every variant': False}),
    'torus_game.team_up_5x5_centre_parity':  # the same under the parity assignment, the same example (s38)
    ('refuted',
     {**{f'5x5 parity/{p}/centre': {'first round orbits': [1, 24, 196, 2156],
                                    'pairs stopping the third': ['Vert+Diag', 'Vert+Horz']}
         for p in ('placer', 'draw', 'shortest')},
      'every pair stops in every variant': False}),
    'torus_game.locations':
    ('supported', {'translations transitive on cells, n = 3..8': True, '3x3 first moves with different answers': 0}),
    'torus_game.parity_involved':
    ('supported',
     {'3x3': {'single owner': 486, 'two owners': 0, 'three owners': 36},
      '4x4': {'single owner': 79152, 'two owners': 0, 'three owners': 3200}}),
    'torus_game.coalitions':
    ('extends',
     {'3x3 sextant/placer': {'alone': [],
                             'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                             'helped': 6,
                             'strict': 0,
                             'players treated alike': True},
      '3x3 sextant/placer/centre': {'alone': [],
                                    'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                                    'helped': 6,
                                    'strict': 0,
                                    'players treated alike': True},
      '3x3 sextant/draw': {'alone': [],
                           'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                           'helped': 6,
                           'strict': 0,
                           'players treated alike': True},
      '3x3 sextant/draw/centre': {'alone': [],
                                  'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                                  'helped': 6,
                                  'strict': 0,
                                  'players treated alike': True},
      '3x3 sextant/shortest': {'alone': [],
                               'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                               'helped': 6,
                               'strict': 0,
                               'players treated alike': True},
      '3x3 sextant/shortest/centre': {'alone': [],
                                      'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                                      'helped': 6,
                                      'strict': 0,
                                      'players treated alike': True},
      '3x3 parity/placer': {'alone': [],
                            'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                            'helped': 6,
                            'strict': 0,
                            'players treated alike': True},
      '3x3 parity/placer/centre': {'alone': [],
                                   'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                                   'helped': 6,
                                   'strict': 0,
                                   'players treated alike': True},
      '3x3 parity/draw': {'alone': [],
                          'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                          'helped': 6,
                          'strict': 0,
                          'players treated alike': True},
      '3x3 parity/draw/centre': {'alone': [],
                                 'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                                 'helped': 6,
                                 'strict': 0,
                                 'players treated alike': True},
      '3x3 parity/shortest': {'alone': [],
                              'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                              'helped': 6,
                              'strict': 0,
                              'players treated alike': True},
      '3x3 parity/shortest/centre': {'alone': [],
                                     'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                                     'helped': 6,
                                     'strict': 0,
                                     'players treated alike': True},
      '4x4 sextant/placer': {'alone': [],
                             'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                             'helped': 6,
                             'strict': 0,
                             'players treated alike': True},
      '4x4 sextant/placer/centre': {'alone': [],
                                    'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                                    'helped': 6,
                                    'strict': 0,
                                    'players treated alike': True},
      '4x4 parity/placer': {'alone': [],
                            'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                            'helped': 6,
                            'strict': 0,
                            'players treated alike': True},
      '4x4 parity/placer/centre': {'alone': [],
                                   'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'],
                                   'helped': 6,
                                   'strict': 0,
                                   'players treated alike': True}}),
    'torus_game.kingmakers':
    ('extends',
     {'3x3 sextant/placer': {'positions': 264,
                             'helped kingmaker': 92,
                             'strict kingmaker': 47,
                             'endings': 730,
                             'won by another': 464},
      '3x3 sextant/placer/centre': {'positions': 263,
                                    'helped kingmaker': 91,
                                    'strict kingmaker': 47,
                                    'endings': 730,
                                    'won by another': 464},
      '3x3 sextant/draw': {'positions': 264,
                           'helped kingmaker': 79,
                           'strict kingmaker': 45,
                           'endings': 730,
                           'won by another': 464},
      '3x3 sextant/draw/centre': {'positions': 263,
                                  'helped kingmaker': 78,
                                  'strict kingmaker': 45,
                                  'endings': 730,
                                  'won by another': 464},
      '3x3 sextant/shortest': {'positions': 264,
                               'helped kingmaker': 92,
                               'strict kingmaker': 47,
                               'endings': 730,
                               'won by another': 464},
      '3x3 sextant/shortest/centre': {'positions': 263,
                                      'helped kingmaker': 91,
                                      'strict kingmaker': 47,
                                      'endings': 730,
                                      'won by another': 464},
      '3x3 parity/placer': {'positions': 264,
                            'helped kingmaker': 92,
                            'strict kingmaker': 47,
                            'endings': 730,
                            'won by another': 464},
      '3x3 parity/placer/centre': {'positions': 263,
                                   'helped kingmaker': 91,
                                   'strict kingmaker': 47,
                                   'endings': 730,
                                   'won by another': 464},
      '3x3 parity/draw': {'positions': 264,
                          'helped kingmaker': 79,
                          'strict kingmaker': 45,
                          'endings': 730,
                          'won by another': 464},
      '3x3 parity/draw/centre': {'positions': 263,
                                 'helped kingmaker': 78,
                                 'strict kingmaker': 45,
                                 'endings': 730,
                                 'won by another': 464},
      '3x3 parity/shortest': {'positions': 264,
                              'helped kingmaker': 92,
                              'strict kingmaker': 47,
                              'endings': 730,
                              'won by another': 464},
      '3x3 parity/shortest/centre': {'positions': 263,
                                     'helped kingmaker': 91,
                                     'strict kingmaker': 47,
                                     'endings': 730,
                                     'won by another': 464},
      '4x4 sextant/placer': {'positions': 371575,
                             'helped kingmaker': 143437,
                             'strict kingmaker': 55839,
                             'endings': 938921,
                             'won by another': 612122},
      '4x4 sextant/placer/centre': {'positions': 371574,
                                    'helped kingmaker': 143436,
                                    'strict kingmaker': 55839,
                                    'endings': 938921,
                                    'won by another': 612122},
      '4x4 parity/placer': {'positions': 371575,
                            'helped kingmaker': 143210,
                            'strict kingmaker': 55417,
                            'endings': 938921,
                            'won by another': 612122},
      '4x4 parity/placer/centre': {'positions': 371574,
                                   'helped kingmaker': 143209,
                                   'strict kingmaker': 55417,
                                   'endings': 938921,
                                   'won by another': 612122}}),
    'torus_game.klein_3x3':
    ('extends', {3: 'win in 7'}),
    'torus_game.positions_5x5':  # sampled, seed 1 (10^6 boards a layer: 5.54e9, torus3's docstring)
    ('extends', 'about 5.53e+09 (95%: 5.482e+09 to 5.583e+09)'),
    'torus_game.start_5x5':  # every question settled: each player a helped kingmaker, none a strict one
    ('extends', {'alone': [], 'pairs': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'], 'helped': 6, 'strict': 0,
                 'undecided': 0}),
    'torus_game.pairs_6x6':  # the source's board: Vert+Diag, undecided by the depth-first search at 90M positions
    ('extends', {'pairs forcing': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'], 'a player wins alone': False}),
    'torus_game.team_up_6x6':  # the shipped record: Vert+Horz stops Diag in all 38 first-round pieces (s38-s40);
    # Horz+Diag: 2 pieces proved, 1 stopped at 10^8 positions (s42)
    ('supported', {"record's first round is this board's": True, 'first round positions': 38,
                   'pairs decided': {'Vert+Horz': {'stops': True, 'pieces proved': 38, 'disproved': 0}},
                   'pairs not decided yet': {'Horz+Diag': '2 of 38 pieces proved, 1 stopped at the node limit, '
                                                          'none disproved', 'Vert+Diag': 'not run'},
                   'recomputed piece agrees': True}),
    'torus_game.variants_6x6':  # every variant: every pair forces its win (s36 without, s37 with the centre stone)
    ('extends', {f'6x6 {a}/{p}{c}': ['Vert+Horz', 'Vert+Diag', 'Horz+Diag'] for a in ('sextant', 'parity')
                 for p in ('placer', 'draw', 'shortest') for c in ('', '/centre')}),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_reproduce_rows(claim):
    check_row(claim, EXPECTED_ROWS)


def test_every_row_is_pinned():
    assert {c.id for c in CLAIMS} == set(EXPECTED_ROWS)


def test_team_up_5x5_rows_cover_every_variant_once(monkeypatch):
    """The rows team_up_5x5, team_up_5x5_variants, team_up_5x5_centre and team_up_5x5_centre_parity together ask
    every rule variant of combgames.analysis.torus3.VARIANTS exactly once (the searches replaced by a stand-in that
    records its variant), and a variant where a pair is undecided or fails makes the row's answer None or False."""
    from combgames.analysis.torus3 import VARIANTS
    from combgames.reproduce import torus_game

    asked = []

    def stand_in(variant):
        asked.append(variant)
        stops = {("parity", "draw", True): False, ("parity", "shortest", True): None}.get(variant, True)
        pairs = {name: {"stops": stops if name == "Vert+Horz" else True, "outcome": "stand-in", "positions": 0,
                        "seconds": 0.0} for name in ("Horz+Diag", "Vert+Diag", "Vert+Horz")}
        return {"first round orbits": [1], "pairs": pairs, "every pair stops": stops}

    monkeypatch.setattr(torus_game, "_team_up_5x5_of", stand_in)
    rows = {c.id: c for c in CLAIMS}
    values = [rows[f"torus_game.team_up_5x5{s}"].compute().value
              for s in ("", "_variants", "_centre", "_centre_parity")]
    assert sorted(asked) == sorted(VARIANTS) and len(asked) == len(VARIANTS)
    assert values[0]["every pair stops"] is True
    assert values[1]["every pair stops in every variant"] is True and len(values[1]) == 6
    assert values[2]["every pair stops in every variant"] is True and len(values[2]) == 4
    assert values[3]["every pair stops in every variant"] is False and len(values[3]) == 4
    assert values[3]["5x5 parity/draw/centre"]["pairs stopping the third"] == ["Horz+Diag", "Vert+Diag"]


@pytest.mark.slow
@pytest.mark.parametrize("assignment", ["sextant", "parity"])
@pytest.mark.parametrize("policy", ["placer", "draw", "shortest"])
def test_4x4_every_variant(assignment, policy):
    """4x4, every rule variant: no player wins alone; every pair forces its win; only the 'draw' policy draws."""
    for centre in (False, True):
        r = torus3_report(4, assignment, policy, centre)
        assert r["alone"] == {"Vert": False, "Horz": False, "Diag": False}
        assert all(r["pairs"].values())
        assert (r["drawn endings"] == 0) == (policy != "draw")


@pytest.mark.slow
def test_4x4_every_location_is_equivalent():
    """'every location is equivalent (by translation)': solved without identifying translates (about 20 s)."""
    t = solve_torus3(4, symmetry=False)
    assert first_moves_equivalent(t) == {"first moves": 32, "distinct answers": 1}
    assert early_team_up(t, 0)["positions"] == 1


@pytest.mark.slow
def test_5x5_every_pair_wins_nobody_alone():
    """5x5, sextant, 'placer': each pair forces its win (proof search, about 12 s); so, no game being drawn under
    this policy, no player wins alone against the other two."""
    from combgames.analysis.torus3 import prove_coalition

    for pair in ((0, 1), (0, 2), (1, 2)):
        assert prove_coalition(5, pair, max_nodes=10**7)["forces"] is True
