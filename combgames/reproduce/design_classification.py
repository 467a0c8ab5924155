"""Claims about the classification of small designs (issue 33): the Steiner triple systems of orders 7 to 15, the
cyclic ones, the uniqueness of the projective plane of order 3, and GAP DESIGN's example of a classification with a
prescribed group.

The library classifies (:mod:`designs.design_classification`: all STS(v) for v <= 15 by seeds of least cycle type
completed in an exact cover, and S(2, k, v) by completing the pencil of a point; :mod:`designs.prescribed_group`:
the designs invariant under a group, by the Kramer-Mesner matrix); the rows compare its counts with the
literature.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

HANDBOOK = "Handbook of Combinatorial Designs 2nd ed.:II.1.8 (the STS(v), v <= 15)"
MPR = "Mathon, Phelps, Rosa, Ars Combin. 15 (1983) 3-110:the 80 STS(15)"
OEIS_LABELLED = "OEIS A001201:number of labelled Steiner triple systems"
CYCLIC = "Colbourn and Rosa, Triple Systems (1999):ch. 7 (cyclic STS); Bays 1932 for v = 19"
GAP_DESIGN = "L. H. Soicher, The DESIGN package for GAP, manual:BlockDesigns example, requiredAutSubgroup Z_5"


@lru_cache(maxsize=1)
def _sts15():
    from designs.design_classification import classify_steiner_triple_systems

    return classify_steiner_triple_systems(15)


def _count(v: int):
    def compute() -> Computed:
        from designs.design_classification import classify_steiner_triple_systems

        c = _sts15() if v == 15 else classify_steiner_triple_systems(v)
        return Computed(len(c.systems), f"{sum(c.completions.values())} completions of {len(c.completions)} seeds, "
                                        f"{c.candidates} kept, one per nauty certificate; labelled count "
                                        f"{c.labelled} = sum of {v}!/|Aut| over the classes: "
                                        f"{c.labelled == c.labelled_from_classes()}")

    return compute


def _labelled() -> Computed:
    c = _sts15()
    return Computed(c.labelled, f"counted from the {sum(c.completions.values())} completions of the seeds; the sum "
                                f"of 15!/|Aut| over the {len(c.systems)} classes gives {c.labelled_from_classes()}")


def _sts13_groups() -> Computed:
    from designs.design_classification import classify_steiner_triple_systems

    return Computed(list(classify_steiner_triple_systems(13).automorphism_orders), "nauty on each class")


def _anti_pasch() -> Computed:
    from designs.design_classification import number_of_pasch_configurations

    counts = [number_of_pasch_configurations(s) for s in _sts15().systems]
    return Computed(counts.count(0), f"Pasch configurations of the 80 counted: from {min(counts)} to {max(counts)}")


def _pg32() -> Computed:
    from designs.design_classification import number_of_fano_subsystems, number_of_pasch_configurations

    c = _sts15()
    pg = c.systems[0]
    return Computed(c.automorphism_orders[0], f"the system with the largest group has "
                                              f"{number_of_pasch_configurations(pg)} Pasch configurations and "
                                              f"{number_of_fano_subsystems(pg)} Fano subsystems")


def _aut_distribution() -> Computed:
    orders = Counter(_sts15().automorphism_orders)
    return Computed(dict(sorted(orders.items(), reverse=True)), "order of the automorphism group -> number of the 80 "
                                                                "STS(15), by nauty")


def _cyclic(v: int):
    def compute() -> Computed:
        from designs.prescribed_group import block_designs_with_group, kramer_mesner_matrix

        z = [[(x + 1) % v for x in range(v)]]
        designs = block_designs_with_group(v, 3, 1, z)
        km = kramer_mesner_matrix(v, 2, 3, z)
        return Computed(len(designs), f"Kramer-Mesner over Z_{v}: {len(km.t_orbits)} pair orbits, {len(km.k_orbits)} "
                                      f"triple orbits; automorphism group orders "
                                      f"{sorted(int(d.automorphism_group().order()) for d in designs)}")

    return compute


def _pg23() -> Computed:
    from designs.design_classification import steiner_systems

    designs = steiner_systems(13, 4)
    return Computed(len(designs), f"all completions of the pencil through a point, one per nauty certificate; "
                                  f"automorphism group order {int(designs[0].automorphism_group().order())}")


def _pg23_singer() -> Computed:
    from designs.prescribed_group import block_designs_with_group

    designs = block_designs_with_group(13, 4, 1, [[(x + 1) % 13 for x in range(13)]])
    return Computed(len(designs), "Kramer-Mesner over the Singer cycle Z_13")


def _gap_example() -> Computed:
    from sympy.combinatorics import Permutation, PermutationGroup

    from designs.prescribed_group import block_designs_with_group

    group = PermutationGroup([Permutation([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14]])])
    designs = block_designs_with_group(15, 3, 1, group)
    return Computed(sorted(int(d.automorphism_group().order()) for d in designs),
                    f"{len(designs)} classes of STS(15) invariant under (0 1 2 3 4)(5 6 7 8 9)(10 11 12 13 14), "
                    "Kramer-Mesner; the orders sorted (GAP lists 20160, 5, 60)")


CLAIMS = [
    Claim("design_classification.sts7", HANDBOOK, "there is 1 STS(7) up to isomorphism", 1, _count(7)),
    Claim("design_classification.sts9", HANDBOOK, "there is 1 STS(9) up to isomorphism", 1, _count(9)),
    Claim("design_classification.sts13", HANDBOOK, "there are 2 STS(13) up to isomorphism", 2, _count(13)),
    Claim("design_classification.sts15", HANDBOOK, "there are 80 STS(15) up to isomorphism", 80, _count(15),
          expected=4.0),
    Claim("design_classification.sts15_labelled", OEIS_LABELLED,
          "there are 60281712691200 Steiner triple systems on a labelled 15-set", 60281712691200, _labelled,
          expected=4.0),
    Claim("design_classification.sts13_groups", CYCLIC,
          "the automorphism groups of the two STS(13) have orders 39 and 6", [39, 6], _sts13_groups),
    Claim("design_classification.sts15_pg32", MPR, "the largest automorphism group of an STS(15) is that of PG(3, 2), "
          "of order 20160", 20160, _pg32, expected=4.0),
    Claim("design_classification.sts15_anti_pasch", "Grannell and Griggs, Configurations in Steiner triple systems "
          "(1999):anti-Pasch STS(15)", "exactly one STS(15) has no Pasch configuration", 1, _anti_pasch,
          expected=4.0),
    Claim("design_classification.sts15_automorphism_orders", MPR,
          "the orders of the automorphism groups of the 80 STS(15) (tabulated by Mathon, Phelps and Rosa; the table "
          "is not transcribed here)", None, _aut_distribution, expected=4.0),
    Claim("design_classification.cyclic_sts7", CYCLIC, "there is 1 cyclic STS(7) up to isomorphism", 1, _cyclic(7)),
    Claim("design_classification.cyclic_sts9", CYCLIC, "there is no cyclic STS(9) (Peltesohn 1939)", 0, _cyclic(9)),
    Claim("design_classification.cyclic_sts13", CYCLIC, "there is 1 cyclic STS(13) up to isomorphism", 1,
          _cyclic(13)),
    Claim("design_classification.cyclic_sts15", CYCLIC, "there are 2 cyclic STS(15) up to isomorphism", 2,
          _cyclic(15)),
    Claim("design_classification.cyclic_sts19", CYCLIC, "there are 4 cyclic STS(19) up to isomorphism (Bays 1932)",
          4, _cyclic(19)),
    Claim("design_classification.cyclic_sts21", CYCLIC, "there are 7 cyclic STS(21) up to isomorphism", 7,
          _cyclic(21)),
    Claim("design_classification.pg23_unique", "Handbook of Combinatorial Designs 2nd ed.:VII.2 (projective planes "
          "of order <= 8 are unique)", "the 2-(13,4,1) design (the projective plane of order 3) is unique", 1, _pg23),
    Claim("design_classification.pg23_singer", "Handbook of Combinatorial Designs 2nd ed.:VII.2 (Singer cycles)",
          "one 2-(13,4,1) design up to isomorphism has the Singer cycle Z_13 as automorphisms", 1, _pg23_singer),
    Claim("design_classification.gap_design_example", GAP_DESIGN,
          "the STS(15) invariant under (1,2,3,4,5)(6,7,8,9,10)(11,12,13,14,15) are 3 up to isomorphism, with "
          "automorphism groups of orders 20160, 5, 60", [5, 60, 20160], _gap_example, expected=2.0),
]
