"""Claims of the literature on the rare ("sparse") values of Grundy's game (issue 32), recomputed.

Not from a seed. Sources:

- A. Flammenkamp, "Sprague-Grundy Values of Grundy's Game", https://wwwhomes.uni-bielefeld.de/achim/grundy.html:
  a value G(n) is sparse when the bits of G(n) without the lowest have even parity (his bitstring
  m = ...11110, the mask 65534 here); 1,287 sparse values are known (his computation reaches 2^35); the page lists
  them. Only the beginning of that list could be retrieved here (the entries for the heaps 0..231, 48 of them);
  the rest of the list, and the largest value he found, were not.
- T. Czajka, github.com/tczajka/octal-games, UnsolvedGames.md (read from a snapshot of the repository, commit
  57e893a, 22 April 2025): its row for Grundy's game gives n = 2^21, largest idx 763622, largest 231, rare mask fe,
  num rare 1274, last rare 82860 -- the heaps 0..2^21 - 1, heap 0 counted (as in Flammenkamp's list), the mask
  fe the low byte of ours (the same rare heaps wherever the values are below 256). His repository lists no rare heaps, only these
  counts. The transcriptions, with their sources and dates, are in ``tests/published/data/``.

The library computes (:mod:`combgames.grundy.grundys_game`, :mod:`combgames.grundy.grundy_run`); this table
compares. Each claim is finite (a list or a count up to a stated heap) and computed in full.
"""

from __future__ import annotations

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

FLAMMENKAMP = ("A. Flammenkamp, 'Sprague-Grundy Values of Grundy's Game', "
               "https://wwwhomes.uni-bielefeld.de/achim/grundy.html, the list 'Known Sparse SGV of Grundy's Game' "
               "(its entries to heap 231; the rest of the list was not retrieved)")
CZAJKA = ("T. Czajka, github.com/tczajka/octal-games, UnsolvedGames.md, the row of Grundy's game "
          "(n = 2^21, largest idx, largest, rare mask fe, num rare, last rare)")

FLAMMENKAMP_TO_231 = (
    (0, 0), (1, 0), (2, 0), (3, 1), (4, 0), (6, 1), (7, 0), (9, 1), (10, 0), (12, 1),
    (15, 1), (20, 0), (23, 0), (26, 0), (28, 1), (31, 1), (34, 1), (37, 1), (40, 1), (43, 1),
    (46, 1), (49, 1), (50, 0), (52, 1), (53, 0), (55, 1), (58, 1), (61, 1), (87, 7), (90, 7),
    (93, 7), (146, 6), (149, 6), (152, 6), (158, 11), (161, 11), (164, 11), (167, 11), (176, 7), (179, 7),
    (181, 12), (182, 7), (185, 7), (188, 7), (190, 12), (193, 12), (196, 10), (231, 10),
)
"""Flammenkamp's sparse values G(n) for n <= 231 (heap, value), as his page lists them."""


def _rare_to_231() -> Computed:
    from combgames.grundy.grundy_run import MASK
    from combgames.grundy.grundys_game import grundys_game_values, is_rare

    g = grundys_game_values(231, method="direct").values
    rare = tuple((n, int(v)) for n, v in enumerate(g) if is_rare(v, MASK))
    return Computed(rare, f"G(0..231) by the direct mex; the heaps whose value has even parity under the mask "
                          f"{MASK} (every bit but the lowest): {len(rare)}")


def _rare_to_2_21() -> Computed:
    import tempfile

    from combgames.grundy.grundy_run import GrundyRun

    with tempfile.TemporaryDirectory() as folder:
        run = GrundyRun(f"{folder}/run", block=1 << 18)
        summary = run.extend((1 << 21) - 1)
        values = run.values(0, 1 << 21)
    largest_heap = int(values.argmax())
    return Computed((summary["rare"], summary["last_rare"], int(values[largest_heap]), largest_heap),
                    f"G(0..2^21 - 1) streamed in {summary['blocks']} blocks (the blocked sparse-space kernel, "
                    f"a window of 2^17 heaps); rare heaps counted from heap 0; largest value "
                    f"{summary['largest_value']}, first taken at heap {largest_heap:,}")


def _rare_to_2_26() -> Computed:
    import tempfile

    from combgames.grundy.grundy_run import GrundyRun

    with tempfile.TemporaryDirectory() as folder:
        run = GrundyRun(f"{folder}/run", block=1 << 20)
        summary = run.extend((1 << 26) - 1)
        far = [(n, v) for n, v in run.rare() if n > 82860]
    return Computed(summary["rare"], f"G(0..2^26 - 1) streamed in {summary['blocks']} blocks; rare heaps counted "
                    f"from heap 0; past 82,860: {far}; largest value {summary['largest_value']}",
                    sample="computed to 2^26, not to Flammenkamp's 2^35: the count cannot fall as N grows, so "
                           "the two agree if no rare heap lies between 2^26 and 2^35")


CLAIMS = [
    Claim("impartial.grundys_game_rare_to_231", FLAMMENKAMP,
          "Grundy's game: the sparse (rare) values G(n) for n <= 231, as (heap, value)", FLAMMENKAMP_TO_231,
          _rare_to_231),
    Claim("impartial.grundys_game_rare_to_2_21", CZAJKA,
          "Grundy's game to 2^21: 1,274 rare heaps, the last at heap 82,860; the largest value 231, first at heap "
          "763,622", (1274, 82860, 231, 763622),
          _rare_to_2_21, slow=True, expected=10),
    Claim("impartial.grundys_game_rare_count", FLAMMENKAMP.replace(" (its entries to heap 231; the rest of the list "
                                                                   "was not retrieved)", ": its count"),
          "Grundy's game: 1,287 sparse (rare) values are known, Flammenkamp's computation reaching 2^35 heaps",
          1287, _rare_to_2_26, slow=True, expected=240),
]
