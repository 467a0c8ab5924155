"""Reproduce table rows: orthogonal mates of the Latin squares of orders up to 9 (issue 29, part 3).

The census (:mod:`designs.mate_census`) counts, for one square of every species (main class), the
partitions of its cells into disjoint transversals: its orthogonal mates up to a relabelling of the mate's
symbols (mates with first row 0..n-1; n! times as many as squares). The number is a species invariant. The
species come from the toolkit's own classification: all of them at orders up to 7, at order 8 the pieces of
:mod:`designs.latin_classes` (a random sample) and the shipped file of the 283,657 representatives
(:mod:`designs.latin_representatives`: the slow rows ``latin.mates_order8_*``, a census of about 2 CPU minutes
kept in a checkpoint of the user's cache directory), and random squares of the Jacobson-Matthews chain at order 9.

What "mates" means. Egan and Wanless's abstract (below) announces "the number of orthogonal mates for each species"
and "the expected number of mates when a square is chosen uniformly at random", without saying (in what could be
read) whether two mates differing by a relabelling of their symbols count once or n! times. The distributions
here count partitions into transversals (once per relabelling class); the expected number of mates of a random
square is given both ways, as squares first: every Latin square M orthogonal to L counted, n! per partition,
which is the literal reading of "the number of orthogonal mates" of L. Which one their tables use was not read.

Published values used, and where from:

* G. Tarry, "Le probleme des 36 officiers", C. R. Assoc. Fr. Av. Sci. 29 (1900), part 2, 170-203: no pair of
  orthogonal Latin squares of order 6, so none of the 12 species of order 6 has a mate;
* I. M. Wanless, B. S. Webb, "The existence of latin squares without orthogonal mates", Des. Codes Cryptogr. 40
  (2006) 131-135, abstract: a *confirmed bachelor* (a square with an entry in no transversal) exists for every
  order n > 3, which resolves the existence of bachelors; with n = 2 (the square of order 2 has no mate) and
  n = 1, 3 (each has one species, with a mate), bachelors exist exactly for n not in {1, 3}. Egan and Wanless
  (below, Section 1) cite this as settling the existence of bachelor squares;
* McKay, Meynert, Myrvold, J. Combin. Des. 15 (2007) 98-119, Table 1: the 283,657 species of order 8 that the
  full census must cover.

J. Egan and I. M. Wanless, "Enumeration of MOLS of small order", Math. Comp. 85 (2016) 799-824
(arXiv:1406.3681) give the number of mates of every species for n <= 9, the proportion of squares with a
mate, and classify all sets of MOLS of order n <= 9. Only their abstract and the first paragraphs of their
introduction could be read (the stored copies of arXiv:1406.3681, at ar5iv.labs.arxiv.org/html/1406.3681 and
on abstract pages, hold no more; searched again in session 34 with the tables' terms, no page quoting their
numbers was found), so the rows of their counts have no published value (verdict ``extends``): the
computed values are written here for the comparison, to be made when their Tables are transcribed. The
species of sets of MOLS are those of Wanless's catalogue page (users.monash.edu.au/~iwanless/data/MOLS:
"exhaustive lists of species representatives for sets of k-MOLS(n) where 1<k<n<=9"; :mod:`designs.mols_species`).

Two published statements about sets of MOLS are compared:

* Handbook of Combinatorial Designs, 2nd ed., VII.2 (as cited by :mod:`combgames.reproduce.design_classification`):
  the projective planes of order <= 8 are unique. A complete set of n - 1 MOLS of order n is an affine plane
  of order n (its transversal design TD(n + 1, n) plus its groups as one more parallel class), so the complete
  sets of 6-MOLS(7) are one species;
* the same uniqueness at order 8: the complete sets of 7-MOLS(8) are one species (every species of order 8 with
  mates classified, from the shipped file);
* D. A. Drake, W. Myrvold, "The non-existence of maximal sets of four mutually orthogonal Latin squares of
  order 8", Des. Codes Cryptogr. (2004) (the title, as listed among Egan and Wanless's references on a citing
  page, paperexplained.cn; the paper itself not read): no 4-maxMOLS(8). Checked on every set of MOLS of order 8
  (each contains a square of a species with mates, all of which are classified).

The number of Latin squares of order 8, 108,776,032,459,082,956,800 (McKay, Meynert, Myrvold 2007, Table 1), is
compared with the sum of the species' sizes 6 (8!)^3 / ``|Par|`` that weight the census: the independent check of
its weights (and ``|Par|`` of each species with mates is recomputed by nauty).
"""

from __future__ import annotations

from functools import lru_cache

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS"]

TARRY = "Tarry 1900 (the 36 officers: no orthogonal pair of order 6)"
WANLESS_WEBB = "Wanless-Webb, Des. Codes Cryptogr. 40 (2006) 131-135, abstract"
EGAN_WANLESS = "Egan-Wanless, Math. Comp. 85 (2016) 799-824 (arXiv:1406.3681), abstract items 1-2"
MMM = "McKay-Meynert-Myrvold 2007:Table 1"
EGAN_WANLESS_SETS = ("Egan-Wanless, Math. Comp. 85 (2016) 799-824 (arXiv:1406.3681), abstract item 3: \"Classify all "
                     "sets of MOLS of order n up to various different notions of equivalence\"")
HANDBOOK_PLANES = "Handbook of Combinatorial Designs 2nd ed.:VII.2 (projective planes of order <= 8 are unique)"
DRAKE_MYRVOLD = ("Drake-Myrvold, \"The non-existence of maximal sets of four mutually orthogonal Latin squares of "
                 "order 8\", Des. Codes Cryptogr. (2004) (title, as listed among Egan-Wanless's references)")

ORDER8_SAMPLE = 300
"""Pieces of order 8 (of 93,561) counted by the sample row, chosen at random (seed 2016)."""

ORDER9_SAMPLES = 1000
"""Random squares of order 9 in the sampling row."""

@lru_cache(maxsize=8)
def _census(n: int):
    from designs.mate_census import mates_census

    return mates_census(n)


def _distribution(census) -> str:
    return ", ".join(f"{species} with {mates}" for mates, species in census.distribution())


def _tarry() -> Computed:
    c = _census(6)
    return Computed(c.with_mates, f"all {c.species} species of order 6 counted: no partition of the cells into 6 "
                                  f"disjoint transversals; {c.confirmed} of them have a cell in no transversal, "
                                  f"transversals per species {sorted(c.transversals.items())}")


def _bachelor_orders() -> Computed:
    found = [n for n in range(1, 8) if _census(n).bachelors > 0]
    counts = "; ".join(f"n = {n}: {_census(n).bachelors} of {_census(n).species}" for n in range(1, 8))
    return Computed(found, f"every species of orders 1..7 counted (bachelors of species): {counts}")


def _confirmed_bachelor_orders() -> Computed:
    found = [n for n in range(4, 8) if _census(n).confirmed > 0]
    piece, species = _order8_confirmed()
    if species:
        found.append(8)
    counts = "; ".join(f"n = {n}: {_census(n).confirmed} of {_census(n).species}" for n in range(4, 8))
    return Computed(found, f"species with a cell in no transversal, all species of orders 4..7: {counts}; order 8: "
                           f"{species} in piece {piece}, the first piece (in order) with one (an example proves "
                           "existence)")


@lru_cache(maxsize=1)
def _order8_confirmed() -> tuple[int, int]:
    """The first order-8 piece with a confirmed bachelor species, and how many it has."""
    from designs.latin_classes import main_class_representatives
    from designs.mate_census import transversal_free_cells

    for index in range(100):
        species = sum(transversal_free_cells(s) > 0 for s in main_class_representatives(8, 4, index))
        if species:
            return index, species
    return -1, 0


def _small_census() -> Computed:
    parts = [f"n = {n}: {_distribution(_census(n))}" for n in range(1, 7)]
    return Computed([[list(pair) for pair in _census(n).distribution()] for n in range(1, 7)],
                    "(mates, species) for every species, mates counted as partitions into transversals (first row "
                    f"0..n-1; n! times as many as squares): {'; '.join(parts)}")


@lru_cache(maxsize=1)
def _order8_latin_squares() -> int:
    """The number of Latin squares of order 8: the orbit-counting sum of the shipped order-8 record."""
    from importlib.resources import files

    from designs.latin_classes import ORDER8_RECORD, read_record

    return read_record(files("designs").joinpath(ORDER8_RECORD)).total("latin_squares")


def _proportions() -> Computed:
    found = [[str(x) for x in _census(n).proportions()] for n in range(1, 8)]
    decimals = "; ".join(f"n = {n}: {float(p):.6f}, {float(e):.6f}" for n, (p, e) in
                         ((n, _census(n).proportions()) for n in range(1, 8)))
    return Computed(found, "(proportion of the Latin squares with a mate, mean number of mates of a random square), "
                           "exact: each species with mates weighted by its 6 (n!)^3 / |Par| squares, over the "
                           "number of Latin squares from the classification; mates counted as partitions into "
                           f"transversals (n! times as many as squares); as decimals: {decimals}")


def _order7_census() -> Computed:
    c = _census(7)
    return Computed([list(pair) for pair in c.distribution()],
                    f"all {c.species} species: {c.bachelors} bachelors ({c.confirmed} confirmed: a cell in no "
                    f"transversal), {c.with_mates} with mates: {_distribution(c)}; transversals per species "
                    f"{min(c.transversals)}..{max(c.transversals)}; {c.nodes:,} search nodes in {c.seconds:.3f} CPU s")


@lru_cache(maxsize=1)
def _order8_sample():
    from designs.mate_census import sample_census

    return sample_census(8, sample=ORDER8_SAMPLE, seed=2016)


def _order8_sample_row() -> Computed:
    s = _order8_sample()
    c = s.census
    counts, whole = s.projected_cpu_hours()
    return Computed([list(pair) for pair in c.distribution()],
                    f"{c.species} species in {s.sampled} random pieces of {s.pieces:,}: {c.bachelors} bachelors "
                    f"({c.confirmed} confirmed), {c.with_mates} with mates; mate counts "
                    f"{1000 * s.seconds_per_species():.2f} ms per species; estimated proportion of the squares of "
                    f"order 8 with a mate {s.estimated_proportion(_order8_latin_squares()):.4f}; projected whole "
                    f"census {counts:.2f} CPU h of mate counts, {whole:.2f} CPU h with the species classified again "
                    "piece by piece (issue goal: under 2 CPU h)",
                    sample=f"{s.sampled} random pieces of {s.pieces:,}")


@lru_cache(maxsize=1)
def _order8_file_census():
    """The census of the 283,657 species of the shipped representatives file, in chunks, checkpointed in the
    user's cache directory (about 2 CPU minutes; ``python -m designs.mate_census 8 --representatives --checkpoint
    PATH`` runs the same census, on a process pool or a Dask cluster too)."""
    from designs.mate_census import census_of_main_classes_in_chunks, merge_chunks, plan_chunks

    from combgames.base.checkpoint import default_cache_dir

    plan = plan_chunks()
    done = census_of_main_classes_in_chunks(checkpoint=default_cache_dir() / "orthogonal-mates-8-file.json")
    return merge_chunks(done, plan.classes, plan.chunks)


def _order8_full() -> Computed:
    f = _order8_file_census()
    c = f.census
    return Computed(c.species, f"every line of the shipped representatives file counted ({f.chunks} chunks): "
                               f"{c.bachelors:,} bachelors ({c.confirmed:,} confirmed: a cell in no transversal), "
                               f"{c.with_mates:,} with mates; {c.nodes:,} search nodes; CPU {f.read_seconds:.1f} s "
                               f"reading the file, {c.seconds:.1f} s counting")


def _order8_census() -> Computed:
    c = _order8_file_census().census
    return Computed([list(pair) for pair in c.distribution()],
                    f"(mates, species) for all {c.species:,} species of order 8, mates counted as partitions into "
                    f"transversals (8! times as many as squares): {_distribution(c)}; transversals per species "
                    f"{min(c.transversals)}..{max(c.transversals)}")


def _order8_proportion() -> Computed:
    c = _order8_file_census().census
    p, squares, parts = c.proportion_with_mate(), c.expected_mates(), c.expected_mates(as_squares=False)
    return Computed([str(p), str(squares)],
                    f"(proportion of the Latin squares of order 8 with a mate, expected number of mates of a "
                    f"uniformly random square as squares), exact: each species with mates weighted by its "
                    f"6 (8!)^3 / |Par| squares (|Par| from the file), over their sum {c.latin_squares:,}; as "
                    f"decimals {float(p):.10f} and {float(squares):.6f}; as partitions into transversals the "
                    f"expected number is {parts} = {float(parts):.10f}")


def _order8_weights() -> Computed:
    f = _order8_file_census()
    checked = "equal to the file's" if not f.par_differs else f"DIFFERENT at lines {f.par_differs[:10]}"
    return Computed(f.census.latin_squares, f"the sum over the {f.census.species:,} species of the shipped file "
                                            f"of 6 (8!)^3 / |Par|; |Par| of the {len(f.mated):,} species with "
                                            f"mates recomputed by nauty: {checked}")


@lru_cache(maxsize=1)
def _mols_order7():
    from designs.mols_species import classify_mols

    return classify_mols(_mated_order7(), symmetry=True)


def _mated_order7() -> list:
    from designs.classification import classify_latin_squares
    from designs.mate_census import count_orthogonal_mates

    species = [c.representative for c in classify_latin_squares(7).main_classes]
    return [L for L in species if count_orthogonal_mates(L)]


def _mols_species_order7() -> Computed:
    c = _mols_order7()
    return Computed(c.table(), f"[k, species of k-MOLS(7), of them maximal]: every set of k >= 2 MOLS containing "
                               f"one of the {c.representatives} species representatives with mates (all species of "
                               f"order 7 counted), {c.sets} sets canonicalised (nauty, transversal design; one mate "
                               "per orbit of each representative's autoparatopisms); species = paratopy of the set "
                               "(coordinates and their values permuted)")


def _complete_sets_order7() -> Computed:
    c = _mols_order7()
    return Computed(c.species(6), f"species of complete sets 6-MOLS(7) among all sets of MOLS of order 7: "
                                  f"{c.species(6)} ({c.maximal(6)} maximal); the largest sets found have "
                                  f"{max(c.found)} squares")


@lru_cache(maxsize=1)
def _mols_order8():
    """Every set of k >= 2 MOLS of order 8 up to species, from every species with mates of the shipped file (the
    most mates first, so a run stopped early has done every species with more than some number t of mates, and
    with them every set of more than t + 1 squares), one task per species, checkpointed in the user's cache
    directory (about 30 CPU minutes, nearly all of it nauty's certificates of the sets)."""
    from designs.mols_species import classify_mols_in_chunks

    from combgames.base.checkpoint import default_cache_dir

    f = _order8_file_census()
    squares = f.mated_squares()
    order = sorted(range(len(squares)), key=lambda k: (-f.mated[k][2], k))
    return classify_mols_in_chunks([squares[k] for k in order],
                                   checkpoint=default_cache_dir() / "mols-species-8-by-mates.json")


def _mols_scope(c) -> str:
    skipped = f"; {len(c.skipped)} species with too many mates NOT classified" if c.skipped else ""
    seconds = sum(cost[3] for cost in c.costs)
    longest = max(c.costs, key=lambda cost: cost[3])
    return (f"every set of k >= 2 MOLS containing one of the {c.representatives:,} species of order 8 with mates "
            f"(all species counted), {c.sets:,} sets canonicalised (nauty, transversal design; one mate per orbit "
            f"of each representative's autoparatopisms) in {seconds:.0f} CPU s "
            f"(the longest: {longest[1]:,} mates, {longest[2]:,} sets, {longest[3]:.0f} s){skipped}")


def _mols_species_order8() -> Computed:
    c = _mols_order8()
    return Computed(c.table(), f"[k, species of k-MOLS(8), of them maximal]: {_mols_scope(c)}; species = paratopy "
                               "of the set (coordinates and their values permuted)")


def _complete_sets_order8() -> Computed:
    c = _mols_order8()
    return Computed(c.species(7), f"species of complete sets 7-MOLS(8) among all sets of MOLS of order 8: "
                                  f"{c.species(7)} ({c.maximal(7)} maximal); {_mols_scope(c)}")


def _no_four_maxmols_order8() -> Computed:
    c = _mols_order8()
    return Computed(c.maximal(4), f"[k, species, maximal]: {c.table()}; {_mols_scope(c)}")


def _order9_proportion() -> Computed:
    from designs.mate_census import mate_proportion

    p = mate_proportion(9, ORDER9_SAMPLES, seed=2016)
    low, high = p.interval
    return Computed(f"{p.with_mate}/{p.samples}",
                    f"{p.with_mate} of {p.samples} squares of one Jacobson-Matthews chain ({p.moves} watched moves "
                    f"apart, the first after {p.moves}) have a mate: proportion {p.proportion:.4f}, 95% Wilson "
                    f"interval {low:.4f}..{high:.4f}; mean number of mates (partitions) {p.mean_mates:.4f} "
                    f"({p.mates} in all) (successive squares of a chain are not independent: the "
                    f"interval assumes they are); {p.seconds:.1f} CPU s for the chain and the searches",
                    sample=f"{p.samples} random squares")


CLAIMS = [
    Claim("latin.mates_order6", TARRY, "No Latin square of order 6 has an orthogonal mate: the number of species "
          "of order 6 with a mate", 0, _tarry),
    Claim("latin.mates_bachelor_orders", WANLESS_WEBB, "Bachelor squares (no orthogonal mate) exist for every "
          "order except 1 and 3: the orders n <= 7 with a bachelor species", [2, 4, 5, 6, 7], _bachelor_orders,
          expected=4.0),
    Claim("latin.mates_confirmed_bachelors", WANLESS_WEBB, "A confirmed bachelor (a square with an entry in no "
          "transversal) exists for every order n > 3: the orders 4..8 where one is found", [4, 5, 6, 7, 8],
          _confirmed_bachelor_orders, expected=5.0),
    Claim("latin.mates_census_small", EGAN_WANLESS, "The number of orthogonal mates of each species of order "
          "n = 1..6, as (mates, species) pairs (their table not transcribed here)", None, _small_census),
    Claim("latin.mates_proportions", EGAN_WANLESS, "The proportion of the Latin squares of order n = 1..7 with an "
          "orthogonal mate and the expected number of mates of a random square, as exact fractions (their table "
          "not transcribed here)", None, _proportions, expected=5.0),
    Claim("latin.mates_census_order7", EGAN_WANLESS, "The number of orthogonal mates of each of the 147 species "
          "of order 7, as (mates, species) pairs (their table not transcribed here)", None, _order7_census,
          expected=4.0),
    Claim("latin.mates_order8_sample", EGAN_WANLESS, f"The mates of the species of order 8: a random sample of "
          f"{ORDER8_SAMPLE} pieces of the classification, with the projection of the whole census", None,
          _order8_sample_row, slow=True, expected=40.0),
    Claim("latin.mates_order8_full", MMM, "The mate census covers every one of the 283,657 species of order 8 "
          "(the shipped representatives file, about 2 CPU minutes, checkpointed and resumable)", 283657,
          _order8_full, slow=True, expected=240.0),
    Claim("latin.mates_order8_weights", MMM, "The number of Latin squares of order 8: the census's weights, the "
          "species' sizes 6 (8!)^3 / |Par| from the shipped file, add up to it", 108776032459082956800,
          _order8_weights, slow=True, expected=240.0),
    Claim("latin.mates_census_order8", EGAN_WANLESS, "The number of orthogonal mates of each of the 283,657 species "
          "of order 8, as (mates, species) pairs (their table not transcribed here)", None, _order8_census,
          slow=True, expected=240.0),
    Claim("latin.mates_proportion_order8", EGAN_WANLESS, "The proportion of the Latin squares of order 8 with an "
          "orthogonal mate and the expected number of mates (as squares) of a random square, as exact fractions "
          "(their values not transcribed here)", None, _order8_proportion, slow=True, expected=240.0),
    Claim("latin.mols_species_order7", EGAN_WANLESS_SETS, "The species of k-MOLS(7) for k >= 2, and how many are "
          "maximal, as [k, species, maximal] (their table not transcribed here)", None, _mols_species_order7,
          slow=True, expected=20.0),
    Claim("latin.mols_complete_order7", HANDBOOK_PLANES, "A complete set of 6 MOLS of order 7 is an affine plane of "
          "order 7, unique: the number of species of 6-MOLS(7)", 1, _complete_sets_order7, slow=True, expected=20.0),
    Claim("latin.mols_species_order8", EGAN_WANLESS_SETS, "The species of k-MOLS(8) for k >= 2, and how many are "
          "maximal, as [k, species, maximal] (their table not transcribed here)", None, _mols_species_order8,
          slow=True, expected=2400.0),
    Claim("latin.mols_complete_order8", HANDBOOK_PLANES, "A complete set of 7 MOLS of order 8 is an affine plane of "
          "order 8, unique: the number of species of 7-MOLS(8)", 1, _complete_sets_order8, slow=True,
          expected=2400.0),
    Claim("latin.mols_no_4maxmols_order8", DRAKE_MYRVOLD, "There is no maximal set of 4 MOLS of order 8: the number "
          "of species of 4-maxMOLS(8) among all sets of MOLS of order 8", 0, _no_four_maxmols_order8, slow=True,
          expected=2400.0),
    Claim("latin.mates_order9_proportion", EGAN_WANLESS, "The proportion of Latin squares of order 9 with an "
          f"orthogonal mate, from {ORDER9_SAMPLES} random squares (their proportion not transcribed here)", None,
          _order9_proportion, slow=True, expected=70.0),
]
