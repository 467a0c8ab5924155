"""Claims about the four projective planes of order 9 (issue 16; not from a seed).

Published values: the collineation group orders of PG(2, 9) (``|PGammaL(3, 9)|`` = 84,913,920), of the Hall plane
and its dual (311,040) and of the Hughes plane (33,696) (Room-Kirkpatrick, Miniquaternion Geometry, 1971;
Weibel, Notices AMS 2007), that the four are pairwise non-isomorphic, and that they give 7 affine planes of
order 9 up to isomorphism (Lam, Kolesova, Thiel, Discrete Math. 92 (1991)). The library builds the planes
(:mod:`designs.nondesarguesian`), nauty computes the groups and certificates.
"""

from __future__ import annotations

from functools import lru_cache

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

ROOM = "Room-Kirkpatrick, Miniquaternion Geometry (1971)"
LKT = "Lam-Kolesova-Thiel, Discrete Math. 92 (1991) 187-195"


@lru_cache(maxsize=1)
def _planes():
    from designs.nondesarguesian import planes_of_order_9

    return planes_of_order_9()


def _order(name: str):
    def compute() -> Computed:
        plane = _planes()[name]
        orbits = [len(o) for o in plane.point_orbits()]
        return Computed(plane.automorphism_group().order(), f"nauty on the incidence graph; point orbits {orbits}")

    return compute


def _distinct() -> Computed:
    certs = {name: p.canonical_certificate() for name, p in _planes().items()}
    return Computed(len(set(certs.values())), "nauty certificates of the four incidence graphs")


def _affine() -> Computed:
    from designs.nondesarguesian import affine_planes_of

    certs, parts = set(), []
    for name, plane in _planes().items():
        found = affine_planes_of(plane)
        parts.append(f"{name}: {len(found)} line orbit(s) {[o.size for o, _ in found]}")
        certs.update(a.canonical_certificate() for _, a in found)
    return Computed(len(certs), "one line deleted per orbit of the automorphism group; " + "; ".join(parts))


def _ttt() -> Computed:
    from combgames.games.designs_games import positional_game
    from combgames.solvers import alphabeta

    outcomes = {}
    for name, plane in _planes().items():       # the game of plane_of_order_9_game, on the planes built above
        r = alphabeta(positional_game(plane, name=name, reduced=True))
        outcomes[name] = (r.value.outcome, r.nodes)
    values = {v for v, _ in outcomes.values()}
    return Computed(values.pop() if len(values) == 1 else str(outcomes),
                    f"reduced positional games, decided at the root by the Erdos-Selfridge potential (91/1024 < "
                    f"1/2): {outcomes}")


CLAIMS = [
    Claim("planes9.aut_desarguesian", ROOM, "|Aut PG(2, 9)| = |PGammaL(3, 9)|", 84_913_920, _order("desarguesian")),
    Claim("planes9.aut_hall", ROOM, "the Hall plane of order 9 has 311,040 collineations", 311_040, _order("hall"),
          expected=1.6),
    Claim("planes9.aut_dual_hall", ROOM, "the dual Hall plane of order 9 has 311,040 collineations", 311_040,
          _order("dual-hall")),
    Claim("planes9.aut_hughes", ROOM, "the Hughes plane of order 9 has 33,696 collineations", 33_696,
          _order("hughes"), expected=1.5),
    Claim("planes9.pairwise_non_isomorphic", LKT, "the four known planes of order 9 are pairwise non-isomorphic",
          4, _distinct, expected=1.0),
    Claim("planes9.affine_planes", LKT, "there are 7 affine planes of order 9 from the four projective planes", 7,
          _affine),
    Claim("planes9.tictactoe", "Erdos-Selfridge, J. Combin. Theory B 14 (1973)",
          "tic-tac-toe on each plane of order 9 is a draw", None, _ttt),
]
