"""Claims about cyclic difference sets and families: existence and nonexistence over Z_v (issue 33).

The library builds Singer's difference sets and searches Z_v for cyclic difference families and sets
(:mod:`designs.difference_families`); nonexistence is proved by exhaustive search, for difference sets over
the unions of orbits of the numerical multipliers of Hall's first multiplier theorem (every abelian
difference set has a translate fixed by them: McFarland and Rice 1978). Each row recomputes a published
existence statement on a stated range.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

GORDON = "D. M. Gordon, The prime power conjecture is true for n < 2,000,000, Electron. J. Combin. 1 (1994) R6"
PELTESOHN = "R. Peltesohn, Eine Loesung der beiden Heffterschen Differenzenprobleme, Compositio Math. 6 (1939) 251-257"
HANDBOOK = "Handbook of Combinatorial Designs 2nd ed.:VI.16 (cyclic BIBD(v, 4, 1))"
CYCLIC_STS = "Handbook of Combinatorial Designs 2nd ed.:II.2 (the numbers of nonisomorphic cyclic STS(v))"


def _prime_power(n: int) -> bool:
    from sympy import factorint

    return len(factorint(n)) == 1


def _cyclic_planes(top: int) -> Computed:
    from designs.difference_families import (cyclic_difference_sets, is_difference_family, numerical_multipliers,
                                             singer_difference_set)

    built, proved_none = [], []
    for n in range(2, top + 1):
        v = n * n + n + 1
        if _prime_power(n):
            G, D = singer_difference_set(n, 2)
            if is_difference_family(G, D, v, n + 1, 1):
                built.append(n)
        elif not list(cyclic_difference_sets(v, n + 1, 1, max_nodes=None)):
            proved_none.append((n, numerical_multipliers(v, n + 1, 1)))
    return Computed(built, f"Singer sets built and checked for n = {', '.join(map(str, built))}; no cyclic set, "
                           f"by a search over the multiplier orbits, for n = "
                           + ", ".join(f"{n} (multipliers {'*'.join(map(str, m))})" for n, m in proved_none))


def _cyclic_exceptions(k: int, top: int) -> Computed:
    from designs.difference_families import cyclic_difference_family

    e = k * (k - 1)
    admissible = [v for v in range(k + 1, top + 1) if v % e in (1, k % e)]
    none = [v for v in admissible if cyclic_difference_family(v, k, max_nodes=10**6) is None]
    return Computed(none, f"exhaustive searches over Z_v for the {len(admissible)} admissible v <= {top} "
                          f"(v = 1 or {k} mod {e}); a family found for every other v",
                    sample=f"v <= {top}")


def _cyclic_sts_classes(top: int) -> Computed:
    from designs.difference_families import cyclic_difference_families, development, multiplier_classes

    orders = [v for v in range(7, top + 1) if v % 6 in (1, 3)]
    counts, found, classes = [], [], []
    for v in orders:
        families = list(cyclic_difference_families(v, 3, max_nodes=None))
        reps = multiplier_classes(v, families)
        counts.append(len({development(v, D, check=False).canonical_certificate() for D in reps}))
        found.append(len(families))
        classes.append(len(reps))
    return Computed(counts, f"v = {', '.join(map(str, orders))}: every cyclic (v, 3, 1) difference family listed "
                            f"({', '.join(map(str, found))}), one per class under the multipliers "
                            f"({', '.join(map(str, classes))}), then the developments told apart by nauty's "
                            f"canonical certificates")


_PRIME_POWERS_30 = [n for n in range(2, 31) if _prime_power(n)]

CLAIMS = [
    Claim("difference_families.cyclic_planes30", GORDON,
          "for n <= 30 a cyclic projective plane of order n (a cyclic (n^2+n+1, n+1, 1) difference set) exists "
          "exactly when n is a prime power (Singer 1938; the multiplier theorem excludes the rest)",
          _PRIME_POWERS_30, lambda: _cyclic_planes(30), expected=1.5),
    Claim("difference_families.peltesohn", PELTESOHN,
          "a cyclic Steiner triple system of order v exists for every v = 1, 3 mod 6 but v = 9", [9],
          lambda: _cyclic_exceptions(3, 57), expected=2.0),
    Claim("difference_families.cyclic_k4", HANDBOOK,
          "a cyclic BIBD(v, 4, 1) exists for every v = 1, 4 mod 12 but v = 16, 25, 28", [16, 25, 28],
          lambda: _cyclic_exceptions(4, 64), expected=2.0),
    Claim("difference_families.cyclic_sts27", CYCLIC_STS,
          "the numbers of nonisomorphic cyclic STS(v) for v = 7, 9, ..., 27 are 1, 0, 1, 2, 4, 7, 12, 8",
          [1, 0, 1, 2, 4, 7, 12, 8], lambda: _cyclic_sts_classes(27), expected=1.0),
    Claim("difference_families.cyclic_sts37", CYCLIC_STS,
          "the numbers of nonisomorphic cyclic STS(v) for v = 7, 9, ..., 37 are 1, 0, 1, 2, 4, 7, 12, 8, 80, 84, 820",
          [1, 0, 1, 2, 4, 7, 12, 8, 80, 84, 820], lambda: _cyclic_sts_classes(37), slow=True, expected=200.0),
]
