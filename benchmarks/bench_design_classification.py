"""Benchmark: the classification of small designs (issue 33), CPU time, interleaved runs, best of N, as ratios.

Run: ``python benchmarks/bench_design_classification.py [--repeat N]``.

Measured, each against a reference from the same run:

* the 80 STS(15) (:func:`designs.design_classification.classify_steiner_triple_systems`), against the same
  compiled search whose kept completions go to nauty's plain certificate of the incidence graph
  (:meth:`designs.incidence.IncidenceStructure.canonical_certificate`) instead of
  :func:`designs.design_classification.sts_certificate` (points classed by their pairs' cycle types first);
* Kramer-Mesner (:func:`designs.prescribed_group.block_designs_with_group`) against a plain search: the
  STS(9) invariant under the translations of Z_3 x Z_3 against every STS(9) by
  :func:`designs.completion.exact_covers` over all 84 triples, each reduced by nauty (both give the one class);
* the cyclic STS(15), STS(19) and STS(21) by Kramer-Mesner (2, 4 and 7 classes; without the group the plain
  search of STS(15) would meet 446,085,120 completions of a pencil alone).

Sage (passagemath) has no classification of designs with a prescribed group and no enumeration of the STS(15);
its ``designs.steiner_triple_system(15)`` builds one system, so it is not a reference here.
"""

from __future__ import annotations

import argparse
import itertools
import time

import numpy as np


def cpu_best(functions: dict, repeat: int) -> dict:
    """Best CPU time (time.process_time) of each function, the functions run interleaved ``repeat`` times."""
    best = {name: float("inf") for name in functions}
    for _ in range(repeat):
        for name, fn in functions.items():
            start = time.process_time()
            fn()
            best[name] = min(best[name], time.process_time() - start)
    return best


def sts15_ours() -> int:
    from designs.design_classification import classify_steiner_triple_systems

    return len(classify_steiner_triple_systems(15).systems)


def sts15_plain_certificates() -> int:
    """The same seeds and compiled search; the kept completions reduced by the plain nauty certificate."""
    from combgames.base.kernels import kernel
    from designs.design_classification import _cycle_code, _cycle_types, _seed, _seed_stabiliser, _triple_ranks
    from designs.incidence import IncidenceStructure
    from designs.design_classification_kernels import sts_completions

    v = 15
    ranks = _triple_ranks(v)
    certificates = set()
    for lengths in _cycle_types(v):
        seed = _seed(v, lengths)
        out = np.zeros((20000, 35, 3), dtype=np.int64)
        control = np.zeros(4, dtype=np.int64)
        kept = kernel(sts_completions)(v, seed, _cycle_code(lengths, v), _seed_stabiliser(v, seed), ranks, out,
                                       control)
        for blocks in out[:kept]:
            s = IncidenceStructure._trusted(tuple(range(v)), tuple(tuple(int(p) for p in b) for b in blocks))
            certificates.add(s.canonical_certificate())
    return len(certificates)


def sts9_kramer_mesner() -> int:
    from designs.prescribed_group import block_designs_with_group

    translations = [[3 * ((a + 1) % 3) + b for a in range(3) for b in range(3)],
                    [3 * a + (b + 1) % 3 for a in range(3) for b in range(3)]]
    return len(block_designs_with_group(9, 3, 1, translations))


def sts9_plain_exact_cover() -> int:
    """Every STS(9) on 0..8 by exact cover of the 36 pairs by the 84 triples, one per nauty certificate."""
    from designs.completion import exact_covers
    from designs.incidence import IncidenceStructure

    rows = {b: list(itertools.combinations(b, 2)) for b in itertools.combinations(range(9), 3)}
    return len({IncidenceStructure(range(9), cover).canonical_certificate() for cover in exact_covers(rows)})


def cyclic(v: int):
    def run() -> int:
        from designs.prescribed_group import block_designs_with_group

        return len(block_designs_with_group(v, 3, 1, [[(x + 1) % v for x in range(v)]]))
    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    # warm the compiled kernels and imports once
    assert sts15_ours() == 80 and sts9_kramer_mesner() == 1 and cyclic(15)() == 2
    print("(CPU seconds, best of", args.repeat, "interleaved runs; shared machine)")
    t = cpu_best({"ours": sts15_ours, "plain certificates": sts15_plain_certificates}, args.repeat)
    assert sts15_plain_certificates() == 80
    print(f"80 STS(15): {t['ours']:.2f} s; the same search with plain nauty certificates "
          f"{t['plain certificates']:.2f} s ({t['plain certificates'] / t['ours']:.1f}x)")
    t = cpu_best({"km": sts9_kramer_mesner, "plain": sts9_plain_exact_cover}, args.repeat)
    assert sts9_plain_exact_cover() == 1
    print(f"STS(9): Kramer-Mesner under Z_3 x Z_3 {t['km'] * 1000:.1f} ms; plain exact cover of all 840 labelled "
          f"systems {t['plain']:.2f} s ({t['plain'] / t['km']:.0f}x)")
    t = cpu_best({v: cyclic(v) for v in (15, 19, 21)}, args.repeat)
    print("cyclic STS(v) by Kramer-Mesner:", ", ".join(f"v = {v}: {s * 1000:.0f} ms" for v, s in t.items()))


if __name__ == "__main__":
    main()
