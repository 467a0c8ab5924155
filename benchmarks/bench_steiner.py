"""Benchmark: Steiner triple systems, Kirkman triple systems and Steiner quadruple systems (designs.steiner).

Run: ``python benchmarks/bench_steiner.py [--repeat N]``.

Each constructor (which builds the system and checks it as a design on construction) is timed against a plain
construction written for the benchmark, the textbook formula in the most direct Python followed by a plain
Python check of the same property:

* STS(n): Bose's (n = 3 mod 6) and Skolem's (n = 1 mod 6) triples by Python loops, every pair counted in a
  dict; also the construction alone (numpy against the loops);
* KTS(v): Ray-Chaudhuri and Wilson's KTS(2q + 1) for a prime q = 1 mod 6 by Python loops modulo q (the
  library builds the same v by the same construction over its field tables), pairs and classes checked;
* SQS(n), n = 2^m: the planes {a, b, c, a ^ b ^ c} of AG(m, 2) by Python loops, every triple counted (the
  library builds SQS(2^m) by Hanani's doubling from SQS(4)).

If Sage imports in this interpreter (``import sage.all``), Sage's ``designs.steiner_triple_system``,
``designs.kirkman_triple_system`` and ``designs.steiner_quadruple_system`` are timed too. CPU time
(``time.process_time``), the two sides interleaved, best of ``--repeat``; ratios are reference / ours. The
library's caches of built systems are cleared before each timed call.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from itertools import combinations

import designs.steiner as steiner
from designs.steiner import (
    bose_triples,
    kirkman_triple_system,
    skolem_triples,
    steiner_quadruple_system,
    steiner_triple_system,
)


def best_of(fns, repeat: int) -> list[float]:
    """Best CPU time of each function over ``repeat`` rounds, the functions interleaved within a round."""
    best = [float("inf")] * len(fns)
    for _ in range(repeat):
        for i, fn in enumerate(fns):
            start = time.process_time()
            fn()
            best[i] = min(best[i], time.process_time() - start)
    return best


# ------------------------------------------------------------------------------------- plain references
def plain_sts(n: int) -> list[tuple[int, int, int]]:
    """Bose's or Skolem's STS(n) by Python loops (Lindner-Rodger 1.2, 1.3)."""
    out = []
    if n % 6 == 3:
        m = n // 3
        for x in range(m):
            out.append((x, x + m, x + 2 * m))
        for i in range(3):
            for x in range(m):
                for y in range(x + 1, m):
                    out.append((x + i * m, y + i * m, (x + y) * ((m + 1) // 2) % m + (i + 1) % 3 * m))
        return out
    half = (n - 1) // 6
    m = 2 * half
    for x in range(half):
        out.append((x, x + m, x + 2 * m))
        for i in range(3):
            out.append((n - 1, x + half + i * m, x + (i + 1) % 3 * m))
    for i in range(3):
        for x in range(m):
            for y in range(x + 1, m):
                s = (x + y) % m
                prod = s // 2 if s % 2 == 0 else half + s // 2
                out.append((x + i * m, y + i * m, prod + (i + 1) % 3 * m))
    return out


def plain_pairs_once(blocks, n: int) -> bool:
    counts = Counter(frozenset(p) for b in blocks for p in combinations(b, 2))
    return len(counts) == n * (n - 1) // 2 and set(counts.values()) == {1}


def plain_kts(q: int) -> list[list[tuple[int, int, int]]]:
    """Ray-Chaudhuri-Wilson KTS(2q + 1) for a prime q = 1 mod 6, by Python loops modulo q (Stinson 1991, 1.1):
    points x (copy 0), q + x (copy 1), oo = 2q."""
    t = (q - 1) // 6
    factors = [p for p in range(2, q) if (q - 1) % p == 0 and all(p % d for d in range(2, p))]
    g = next(a for a in range(2, q) if all(pow(a, (q - 1) // p, q) != 1 for p in factors))   # a primitive root
    power = [pow(g, i, q) for i in range(q - 1)]
    log = {x: i for i, x in enumerate(power)}
    m = log[(power[t] + 1) * pow(2, q - 2, q) % q]
    base = [(power[i], power[(t + i) % (q - 1)], q + power[(m + i) % (q - 1)])
            for i in list(range(t)) + list(range(2 * t, 3 * t)) + list(range(4 * t, 5 * t))]
    base += [tuple(q + power[(m + s * t + i) % (q - 1)] for s in (1, 3, 5)) for i in range(t)]
    classes = []
    for shift in range(q):
        cls = [(shift, q + shift, 2 * q)]
        cls += [tuple((x + shift) % q + (x >= q) * q for x in b) for b in base]
        classes.append(cls)
    return classes


def plain_kts_check(classes, v: int) -> bool:
    return (plain_pairs_once([b for c in classes for b in c], v)
            and all(sorted(x for b in c for x in b) == list(range(v)) for c in classes))


def plain_sqs_boolean(m: int) -> list[tuple[int, int, int, int]]:
    """The planes of AG(m, 2): {a, b, c, a ^ b ^ c}, an SQS(2^m)."""
    n = 1 << m
    seen = set()
    for a, b, c in combinations(range(n), 3):
        seen.add(tuple(sorted((a, b, c, a ^ b ^ c))))
    return sorted(seen)


def plain_triples_once(blocks, n: int) -> bool:
    counts = Counter(t for b in blocks for t in combinations(sorted(b), 3))
    return len(counts) == n * (n - 1) * (n - 2) // 6 and set(counts.values()) == {1}


def sage_designs():
    try:
        from sage.all import designs  # noqa: F401
    except ImportError:
        return None
    return designs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    sage = sage_designs()
    print("CPU seconds, best of", args.repeat, "(interleaved); the machine may be shared")
    print("Sage:", "imported" if sage else "not importable here (plain references only)")

    print("\nSTS(n): ours (numpy triples + BlockDesign check) vs plain Python loops + dict pair check")
    print(f"{'n':>5} {'ours':>8} {'plain':>8} {'plain/ours':>10} {'numpy':>8} {'loops':>8} {'loops/numpy':>11}")
    for n in (99, 301, 601, 997, 999):
        assert plain_pairs_once(plain_sts(n), n)
        ours, plain, build, loops = best_of([
            lambda: steiner_triple_system(n),
            lambda: plain_pairs_once(plain_sts(n), n),
            lambda: bose_triples(n) if n % 6 == 3 else skolem_triples(n),
            lambda: plain_sts(n)], args.repeat)
        print(f"{n:>5} {ours:>8.3f} {plain:>8.3f} {plain / ours:>10.2f} {build:>8.4f} {loops:>8.4f} "
              f"{loops / build:>11.1f}")
        if sage:
            (t_sage,) = best_of([lambda: sage.steiner_triple_system(n)], args.repeat)
            print(f"      Sage {t_sage:.3f} s, Sage/ours {t_sage / ours:.2f}")

    print("\nKTS(v) = KTS(2q + 1): ours (field tables, numpy, checked) vs plain Python modulo q + check")
    print(f"{'v':>5} {'ours':>8} {'plain':>8} {'plain/ours':>10}")
    for q in (7, 43, 139, 307, 499):
        v = 2 * q + 1
        assert plain_kts_check(plain_kts(q), v)
        ours, plain = best_of([lambda: (steiner._kts.cache_clear(), kirkman_triple_system(v)),
                               lambda: plain_kts_check(plain_kts(q), v)], args.repeat)
        print(f"{v:>5} {ours:>8.3f} {plain:>8.3f} {plain / ours:>10.2f}")
        if sage:
            (t_sage,) = best_of([lambda: sage.kirkman_triple_system(v)], args.repeat)
            print(f"      Sage {t_sage:.3f} s, Sage/ours {t_sage / ours:.2f}")

    print("\nSQS(2^m): ours (Hanani's doubling, checked) vs plain AG(m, 2) planes + triple check")
    print(f"{'n':>5} {'ours':>8} {'plain':>8} {'plain/ours':>10}")
    for m in (4, 5, 6, 7):
        n = 1 << m
        assert plain_triples_once(plain_sqs_boolean(m), n)
        ours, plain = best_of([lambda: (steiner._sqs.cache_clear(), steiner_quadruple_system(n)),
                               lambda: plain_triples_once(plain_sqs_boolean(m), n)], args.repeat)
        print(f"{n:>5} {ours:>8.3f} {plain:>8.3f} {plain / ours:>10.2f}")
        if sage:
            (t_sage,) = best_of([lambda: sage.steiner_quadruple_system(n)], args.repeat)
            print(f"      Sage {t_sage:.3f} s, Sage/ours {t_sage / ours:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
