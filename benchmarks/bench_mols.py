"""Benchmark: MOLS for every order n <= 60 (designs.mols_constructions), and the planes of order 9.

Run: ``python benchmarks/bench_mols.py [--n-max N] [--repeat R]``.

Measured in one run, interleaved:

* planning the table (the best construction per order, with the V(m, t) and orthomorphism searches), from
  cold caches;
* building and verifying every entry (OA(k + 2, n) checked in numpy);
* the reference: MacNeish's products alone (``designs.macneish_mols`` up to its bound, the library before
  issue 16), built for every n; printed as the ratio of time and the number of squares built;
* the verification kernel alone: the numpy OA check against the pairwise dict check of ``designs.check_mols``
  on the same squares;
* the four planes of order 9: construction, nauty group orders, certificates, affine planes.
"""

from __future__ import annotations

import argparse
import os
import time


def _cold():
    from designs import mols_constructions as mc

    mc._plan.cache_clear()
    mc.v_vector.cache_clear()
    mc.orthomorphism_difference_matrix.cache_clear()
    mc._covering_kept.cache_clear()


def plan(n_max: int):
    from designs.mols_constructions import mols_table

    _cold()
    return mols_table(n_max)


def build(n_max: int) -> int:
    from designs.mols_constructions import mols_table, orthogonal_array

    total = 0
    for c in mols_table(n_max):
        orthogonal_array(c.k + 2, c.order)
        total += c.k
    return total


def macneish(n_max: int) -> int:
    from designs.mols_constructions import macneish_mols

    return sum(len(macneish_mols(n)) for n in range(2, n_max + 1))


def timed(fn, *args):
    """The value and the CPU time of this process (the machine is shared: wall time is noisy under load)."""
    start = time.process_time()
    value = fn(*args)
    return value, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n-max", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    best = {"plan": 1e9, "build": 1e9, "macneish": 1e9}
    for _ in range(args.repeat):                       # interleaved: plan, build, reference
        table, t = timed(plan, args.n_max)
        best["plan"] = min(best["plan"], t)
        squares, t = timed(build, args.n_max)
        best["build"] = min(best["build"], t)
        reference, t = timed(macneish, args.n_max)
        best["macneish"] = min(best["macneish"], t)
    print(f"load average {os.getloadavg()[0]:.2f}; times are CPU seconds of this process")
    print(f"MOLS table n = 2..{args.n_max}: plan {best['plan']:.2f} s (cold caches), build + verify "
          f"{best['build']:.2f} s, total {best['plan'] + best['build']:.2f} s")
    print(f"  squares built: {squares} (best constructions) vs {reference} (MacNeish only), "
          f"{squares / reference:.2f}x; time vs MacNeish build {best['build'] / best['macneish']:.2f}x")
    by_method = {}
    for c in table:
        by_method[c.method] = by_method.get(c.method, 0) + 1
    print(f"  constructions used: {by_method}")

    from designs import check_mols
    from designs.mols_constructions import mutually_orthogonal_latin_squares, orthogonal_array
    from designs.orthogonal_arrays import check_orthogonal_array

    sq = mutually_orthogonal_latin_squares(58, 59)
    oa = orthogonal_array(60, 59)
    _, t_np = timed(check_orthogonal_array, oa)
    _, t_dict = timed(check_mols, sq)
    print(f"verify 58 MOLS(59): numpy OA check {t_np:.3f} s, pairwise dict check {t_dict:.3f} s, "
          f"ratio {t_dict / t_np:.1f}x")

    from designs.nondesarguesian import affine_planes_of, planes_of_order_9

    planes, t_build = timed(planes_of_order_9)
    start = time.process_time()
    orders = {name: p.automorphism_group().order() for name, p in planes.items()}
    t_aut = time.process_time() - start
    start = time.process_time()
    certs = {p.canonical_certificate() for p in planes.values()}
    affine = {a.canonical_certificate() for p in planes.values() for _, a in affine_planes_of(p)}
    t_cert = time.process_time() - start
    print(f"planes of order 9: built in {t_build:.2f} s; group orders {orders} in {t_aut:.2f} s; "
          f"{len(certs)} distinct planes, {len(affine)} affine planes in {t_cert:.2f} s")


if __name__ == "__main__":
    main()
