"""Claims about Hadamard matrices and their designs: the library's constructions against the literature (issue 33).

The Hadamard conjecture says a Hadamard matrix exists at every order n = 0 mod 4; the orders <= 1208 with no
known matrix are 668, 716, 892 and 1132 (Cati and Pasechnik 2024, who build every other order <= 1208 in
SageMath). The library builds its matrices by :mod:`designs.hadamard` (Sylvester, Paley I and II, Williamson,
Kronecker, conference products, Miyamoto, Cooper-Wallis, Goethals-Seidel arrays of published difference sets),
verifies each (H H^T = n I), and the rows say how far that reaches: every order to 240 built and checked in the
quick run, every known order to 1000 in a slow row (``confirmed``: each built and checked), and the plan to 1208
(``supported``: planned, built in the tests). The numbers of equivalence classes are recomputed by exhaustion
at orders <= 12 and bounded from the constructions at order 20.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed, Predicate

__all__ = ["CLAIMS"]

CATI_PASECHNIK = "Cati, Pasechnik, A database of constructions of Hadamard matrices, arXiv:2411.18897 (2024)"
HANDBOOK = "Handbook of Combinatorial Designs 2nd ed.:V.1 (Craigen, Kharaghani)"
BUILT_BOUND = 240
"""Every order n = 0 mod 4 up to this one is built and checked in the quick row (all are built to 664; 244 alone
costs seconds, in GF(243)'s tables)."""


def _built_to(bound: int):
    def compute() -> Computed:
        from designs.hadamard import hadamard_matrix, hadamard_orders, is_hadamard_matrix

        rows = [r for r in hadamard_orders(bound) if r.order % 4 == 0]
        checked = [r.order for r in rows if r.status == "built" and is_hadamard_matrix(hadamard_matrix(r.order))]
        missing = [r.order for r in rows if r.order not in checked]
        methods = sorted({r.construction.method for r in rows if r.construction})
        return Computed(len(missing), f"{len(checked)} orders 4..{bound} built and checked (H H^T = nI) by "
                                      f"{', '.join(methods)}; not built: {missing or 'none'}")

    return compute


def _unknown_orders(bound: int):
    def compute() -> Computed:
        from designs.hadamard import hadamard_orders

        rows = hadamard_orders(bound)
        built = sum(r.status == "built" for r in rows if r.order % 4 == 0)
        methods = sorted({r.construction.method for r in rows if r.construction})
        return Computed([r.order for r in rows if r.status != "built"],
                        f"the orders <= {bound} with no construction here; {built} orders built by "
                        f"{', '.join(methods)}",
                        sample="the plans only (hadamard.built_1000 builds and checks every order <= 1000)")

    return compute


def _built_and_checked(bound: int) -> Computed:
    from designs.hadamard import hadamard_matrix, hadamard_orders, is_hadamard_matrix

    rows = [r for r in hadamard_orders(bound) if r.order % 4 == 0]
    checked = {r.order for r in rows if r.status == "built" and is_hadamard_matrix(hadamard_matrix(r.order))}
    return Computed([r.order for r in rows if r.order not in checked],
                    f"{len(checked)} orders 4..{bound} built and checked (H H^T = nI); the others are listed")


def _design_parameters() -> Computed:
    from designs.hadamard import Hadamard3Design, HadamardDesign, hadamard_matrix

    orders = [n for n in range(8, 69, 4) if hadamard_matrix(n, existence=True)]
    found = [(str(HadamardDesign(n - 1).parameters), str(Hadamard3Design(n).parameters)) for n in orders]
    return Computed(all(d2 == f"2-({n - 1},{n // 2 - 1},{n // 4 - 1})" and d3 == f"3-({n},{n // 2},{n // 4 - 1})"
                        for n, (d2, d3) in zip(orders, found)),
                    f"orders {orders[0]}..{orders[-1]}: every block's t-subsets counted; e.g. {found[0]}, {found[-1]}",
                    sample=f"orders N = {orders[0]}..{orders[-1]}")


def _order8_designs() -> Computed:
    from itertools import product

    from designs import projective_plane
    from designs.block_designs import BlockDesign
    from designs.hadamard import Hadamard3Design, HadamardDesign

    points = list(product((0, 1), repeat=3))
    planes = [[i for i, p in enumerate(points) if sum(a * b for a, b in zip(u, p)) % 2 == c]
              for u in points[1:] for c in (0, 1)]
    ag32 = BlockDesign(range(8), planes, t=3, construction="points and planes of AG(3, 2)")
    fano, three = HadamardDesign(7).is_isomorphic(projective_plane(2)), Hadamard3Design(8).is_isomorphic(ag32)
    return Computed((fano, three), "nauty isomorphism of HadamardDesign(7) with PG(2, 2) and of Hadamard3Design(8) "
                                   "with the 14 planes of AG(3, 2)")


def _classes_small() -> Computed:
    from designs.hadamard import inequivalent_hadamard_matrices

    counts = tuple(len(inequivalent_hadamard_matrices(n)) for n in (4, 8, 12))
    return Computed(counts, "every normalised matrix with rows 1, 2 fixed enumerated, classes by nauty "
                            "certificates of McKay's graph")


def _classes_20() -> Computed:
    from designs.hadamard import (hadamard_certificate, hadamard_matrix_miyamoto_construction,
                                  hadamard_matrix_paleyI, hadamard_matrix_paleyII, hadamard_matrix_williamson_type,
                                  williamson_matrices)

    built = {"Paley I": hadamard_matrix_paleyI(20), "Paley II": hadamard_matrix_paleyII(20),
             "Williamson": hadamard_matrix_williamson_type(*williamson_matrices(5)),
             "Miyamoto": hadamard_matrix_miyamoto_construction(20)}
    certificates = {name: hadamard_certificate(H) for name, H in built.items()}
    classes: dict[bytes, list[str]] = {}
    for name, c in certificates.items():
        classes.setdefault(c, []).append(name)
    return Computed(len(classes), "classes of the constructions: " + "; ".join(map(", ".join, classes.values())),
                    sample="the four constructions of order 20 (the third class is not reached)")


CLAIMS = [
    Claim(f"hadamard.conjecture_{BUILT_BOUND}", CATI_PASECHNIK,
          f"a Hadamard matrix exists at every order n = 0 mod 4, n <= {BUILT_BOUND} (each one built and checked here)",
          Predicate("0 orders not built", lambda v: v == 0), _built_to(BUILT_BOUND), expected=3.0),
    Claim("hadamard.built_1000", CATI_PASECHNIK,
          "a Hadamard matrix is known at every order n = 0 mod 4, n <= 1000, except 668, 716 and 892",
          [668, 716, 892], lambda: _built_and_checked(1000), slow=True, expected=80.0),
    Claim("hadamard.known_1000", CATI_PASECHNIK,
          "a Hadamard matrix is known at every order n = 0 mod 4, n <= 1000, except 668, 716 and 892",
          [668, 716, 892], _unknown_orders(1000)),
    Claim("hadamard.known_1208", CATI_PASECHNIK,
          "a Hadamard matrix is known at every order n = 0 mod 4, n <= 1208, except 668, 716, 892 and 1132",
          [668, 716, 892, 1132], _unknown_orders(1208)),
    Claim("hadamard.design_parameters", HANDBOOK,
          "a Hadamard matrix of order N gives a 2-(N - 1, N/2 - 1, N/4 - 1) design and a 3-(N, N/2, N/4 - 1) design",
          True, _design_parameters, expected=4.0),
    Claim("hadamard.order8_designs", HANDBOOK,
          "the Hadamard 2-design of order 8 is the Fano plane PG(2, 2), its 3-design the planes of AG(3, 2)",
          (True, True), _order8_designs),
    Claim("hadamard.classes_4_8_12", HANDBOOK,
          "there is one Hadamard matrix up to equivalence at each of the orders 4, 8 and 12", (1, 1, 1),
          _classes_small, expected=0.5),
    Claim("hadamard.classes_20", HANDBOOK,
          "there are 3 Hadamard matrices of order 20 up to equivalence; Paley I and Paley II are inequivalent",
          Predicate("2 or 3 classes among the constructions (at most the published 3)", lambda v: 2 <= v <= 3),
          _classes_20),
]
