"""Claims about orthogonal arrays of strength 3 and more: the library's arrays against the literature (issue 33).

An OA(N; k, n, t) is an N x k array over n symbols in which every t columns show each t-tuple N / n^t times
(the index). For index 1 and n = q a prime power, Bush (1952) bounds k by q + 1 (q odd) and q + 2 (q even)
when t = 3, and builds q + 1 columns from the polynomials of degree < t; for even q a hyperoval of PG(2, q)
(Bose 1947) gives q + 2. The library builds its arrays (:mod:`designs.orthogonal_arrays`), checks each one
column triple by column triple, and a row compares the number of columns built with the published maximum
(``confirmed``: built and checked). The table row (:mod:`designs.oa_existence`) has no published counterpart
here: it extends.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

BUSH = "K. A. Bush, Ann. Math. Statist. 23 (1952) 426-434:Sections 2 and 3"
BOSE = "R. C. Bose, Sankhya 8 (1947) 107-166"
MINT = "MinT, Bound for OAs with Index Unity (mint.sbg.ac.at/desc_CBoundT0.html), citing Kounias and Petros 1975"
GULATI = "B. R. Gulati, Orthogonal arrays of strength five:Section 1 (the OA(16, 8, 2, 3) of index 2)"

_PRIME_POWERS_16 = (2, 3, 4, 5, 7, 8, 9, 11, 13, 16)
_PRIME_POWERS_32 = (17, 19, 23, 25, 27, 29, 31, 32)


def _bush_maxima(qs: tuple[int, ...]) -> tuple[int, ...]:
    """Bush's maxima for t = 3: q + 1 for odd q, q + 2 for even q (published, Bush 1952)."""
    return tuple(q + 1 if q % 2 else q + 2 for q in qs)


def _built_t3(qs: tuple[int, ...]):
    def compute() -> Computed:
        from designs.oa_existence import build, largest_available_k, oa_construction

        ks = tuple(largest_available_k(q, 3) for q in qs)
        for q, k in zip(qs, ks):
            build(k, q, 3)                                    # checked on construction
        methods = ", ".join(f"{q}: {oa_construction(q, 3).method}" for q in qs)
        return Computed(ks, f"OA(q^3; k, q, 3) built and checked for q = {', '.join(map(str, qs))} ({methods})")

    return compute


def _built(k: int, n: int, t: int):
    def compute() -> Computed:
        from designs.oa_existence import build, explain_construction, largest_available_k

        best = largest_available_k(n, t)
        oa = build(min(k, best), n, t)
        return Computed(best, f"{explain_construction(best, n, t)}; {oa.shape[0]} rows checked")

    return compute


def _bush_strength(t: int, qs: tuple[int, ...]):
    def compute() -> Computed:
        from designs.orthogonal_arrays import bush_oa

        ks = tuple(bush_oa(q, t).shape[1] for q in qs)                # each checked on construction
        return Computed(ks, f"Bush's OA(q^{t}; q + 1, q, {t}) built and checked for q = {', '.join(map(str, qs))}")

    return compute


def _table4() -> Computed:
    from designs.oa_existence import oa_existence_table

    table = oa_existence_table(50, 4)
    exact = [e.n for e in table if e.gap == 0]
    return Computed(len(exact), f"t = 4, n = 2..50: the built k reaches the bound at n = {exact} (n <= t: t + 1); "
                                f"the prime powers q > 4 are at q + 1 against Bush's q + 2 (odd) or q + 3 (even)")


def _reed_muller() -> Computed:
    from designs.orthogonal_arrays import check_orthogonal_array, reed_muller_oa

    oa = check_orthogonal_array(reed_muller_oa(3), 8, 2, 3, index=2)
    return Computed(oa.shape[1], "the first-order Reed-Muller code RM(1, 3): 16 codewords, strength 3, index 2")


def _ovoids() -> Computed:
    from designs.orthogonal_arrays import check_orthogonal_array, elliptic_quadric_oa

    ks = tuple(check_orthogonal_array(elliptic_quadric_oa(q), q * q + 1, q, 3, index=q).shape[1] for q in (3, 4, 5))
    return Computed(ks, "elliptic quadrics of PG(3, q), q = 3, 4, 5, as OA(q^4; k, q, 3) of index q, checked")


def _table() -> Computed:
    from designs.oa_existence import oa_existence_table

    table = oa_existence_table(100, 3)
    gaps = [f"{e.n} ({e.built} of <= {e.upper_bound})" for e in table if e.gap]
    exact = sum(e.gap == 0 for e in table)
    return Computed(exact, f"t = 3, n = 2..100: the built k reaches the upper bound at {exact} orders (the prime "
                           f"powers); below it at {len(gaps)}: {', '.join(gaps[:12])}, ...")


CLAIMS = [
    Claim("orthogonal_arrays.t3_prime_powers_16", BUSH, "for every prime power q <= 16 an OA(q^3; k, q, 3) of "
          "index 1 has at most q + 1 columns (q odd) or q + 2 (q even), and one with that many exists (Bush's "
          "polynomials; the hyperoval of PG(2, q) for even q, Bose 1947)", _bush_maxima(_PRIME_POWERS_16),
          _built_t3(_PRIME_POWERS_16), expected=4.0),
    Claim("orthogonal_arrays.t3_prime_powers_32", BUSH, "for every prime power 16 < q <= 32 the maximum k of an "
          "OA(q^3; k, q, 3) is q + 1 (q odd) or q + 2 (q even), and it is reached", _bush_maxima(_PRIME_POWERS_32),
          _built_t3(_PRIME_POWERS_32), slow=True, expected=6.0),
    Claim("orthogonal_arrays.t3_order6", "G. Tarry 1900 (no 2 MOLS of order 6) with the derived array (Hedayat, "
          "Sloane, Stufken 1999, Chapter 2)", "an OA(216; k, 6, 3) of index 1 has at most 4 columns (its rows "
          "with a given first entry are an OA(k - 1, 6), and N(6) = 1), and 4 are reached", 4, _built(4, 6, 3)),
    Claim("orthogonal_arrays.t4_order5", MINT, "an OA(625; k, 5, 4) of index 1 has at most 6 columns (Bush's bound "
          "allows 7; Kounias and Petros exclude it), and 6 are reached (Bush)", 6, _built(6, 5, 4)),
    Claim("orthogonal_arrays.bush_t4_t5", BUSH, "for a prime power q >= t, the polynomials of degree < t over "
          "GF(q) give an OA(q^t; q + 1, q, t) (t = 4: q = 4, 5, 7, 8, 9; t = 5: q = 5, 7, 8)", (5, 6, 8, 9, 10, 6, 8, 9),
          lambda: Computed(_bush_strength(4, (4, 5, 7, 8, 9))().value + _bush_strength(5, (5, 7, 8))().value,
                           "Bush's arrays of strength 4 and 5, built and checked"), expected=1.0),
    Claim("orthogonal_arrays.t4_table50", "the library (designs.oa_existence)", "the OA existence table for "
          "t = 4 and n <= 50: largest k built against the upper bounds", None, _table4),
    Claim("orthogonal_arrays.oa16_8_2_3", GULATI, "an OA(16; 8, 2, 3) of index 2 exists", 8, _reed_muller),
    Claim("orthogonal_arrays.ovoids", BOSE, "an ovoid of PG(3, q) has q^2 + 1 points, no three collinear: an "
          "OA(q^4; q^2 + 1, q, 3) of index q (q = 3, 4, 5: 10, 17, 26 columns)", (10, 17, 26), _ovoids),
    Claim("orthogonal_arrays.t3_table100", "the library (designs.oa_existence)", "the OA existence table for "
          "t = 3 and n <= 100: largest k built against the upper bounds (Bush; Bruck-Ryser)", None, _table),
]
