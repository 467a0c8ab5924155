"""``combgames compile``: compile every kernel family of the package into numba's disk cache, once.

The package's compiled kernels (:mod:`combgames.base.kernels`) are compiled by numba on their first call and
cached on disk (``cache=True``), so the first run after an install pays every compilation it meets: the
compiled tic-tac-toe solver about 30 CPU-s instead of 1.3 s warm. This command pays them all up front, once:
for each *family* of kernels (the kernels one part of the package runs together) it runs a small computation
of the library that calls every kernel of the family with the argument types real runs use, so numba compiles
them into its cache (:mod:`combgames.base.numba_cache` says where), and prints one line per family and a
summary (kernels, seconds). A second run loads them all from the cache, compiles nothing, and says the cache is
warm. ``--family NAME`` (repeatable) compiles only those families. Ctrl-C stops it (exit 1, the families done
stay cached).

Ahead-of-time compilation proper is not used: numba's ``numba.pycc`` (the only AOT route of numba 0.68) is
pending deprecation, needs every exported signature spelled out and a C compiler when the package is built, and
produces plain C functions where the package passes numba dispatchers around (its Python twins, the
interruptible runs, the cache statistics); a warm-up into the disk cache keeps one code path.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable

NAME = "compile"
HELP = "compile the package's numba kernels into the disk cache once, so that first runs are fast"

__all__ = ["FAMILIES", "HELP", "INLINE_MODULES", "NAME", "Family", "add_arguments", "family_counts", "run"]


# ------------------------------------------------------------------------------------------- the warm-ups
def _take_and_break() -> None:
    from combgames.games.heaps import OctalCode
    from combgames.games.octal import bitset_sequence, grundy_sequence

    grundy_sequence(OctalCode("0.77"), 40, backend="numba")
    bitset_sequence(OctalCode("0.F"), 40, backend="numba")  # codes splitting heaps in three, from 256 heaps


def _grundys_game() -> None:
    from combgames.grundy.grundys_game import HEAD, SparseStream, grundys_game_values

    # the blocked kernel with every value in memory, run past the head; then as runs on disk call it (the same
    # argument types: one compilation)
    values = grundys_game_values(2 * HEAD, method="sparse", backend="numba").values
    stream = SparseStream.from_values(values[:HEAD + 1], 254, older=lambda first, count: values[first:first + count],
                                      backend="numba")
    stream.block(100)


def _tactix() -> None:
    from combgames.games.tactix.sshape import s_table
    from combgames.games.tactix.values import tactix_table

    s_table(6, backend="numba")
    for convention in ("normal", "misere"):
        tactix_table(2, 3, convention=convention, backend="numba")


def _octal_sparse() -> None:
    from combgames.grundy.octal_sparse import OctalSparseStream, octal_sparse_values

    values = octal_sparse_values("0.6", 2000, head=100, backend="numba").values
    OctalSparseStream.from_values("0.6", values[:1024], 0x1ee, older=lambda f, c: values[f:f + c],
                                  backend="numba").block(200)


def _torus() -> None:
    from combgames.games.torus import TorusConnectionGame
    from combgames.games.torus.search import proof_board, prove_question

    TorusConnectionGame(3, assignment="parity").closing_owners(backend="numba")
    prove_question(proof_board(3), None, 0b011, 0b011, backend="numba")
    prove_question(proof_board(3), None, 0b011, 0b011, backend="numba", method="pns", table_bits=12)


def _coalitions() -> None:
    from combgames.games.torus import TorusConnectionGame
    from combgames.solvers.coalition import coalition_values

    coalition_values(TorusConnectionGame(3, assignment="parity"), method="kernel", backend="numba")


def _stone_retrograde() -> None:
    from combgames.games.picaria import family_game
    from combgames.solvers.compiled_retrograde import compiled_retrograde

    compiled_retrograde(family_game(3, (2, 2)))


def _alpha_beta() -> None:
    from combgames.games.positional import TicTacToe
    from combgames.solvers import solve

    solve(TicTacToe(), method="compiled")  # what `combgames solve tictactoe --method compiled` runs


def _proof_number() -> None:
    from combgames.games.positional import TicTacToe
    from combgames.solvers.pns import proof_number_search

    proof_number_search(TicTacToe(), compiled=True)


def _latin_counting() -> None:
    from designs.counting import number_of_reduced_latin_squares

    number_of_reduced_latin_squares(4, backend="numba")


def _latin_classification() -> None:
    from designs.classification import classify_latin_squares

    classify_latin_squares(5)


def _design_classification() -> None:
    from designs.design_classification import classify_steiner_triple_systems

    classify_steiner_triple_systems(9, backend="numba")


def _orthogonal_arrays() -> None:
    from designs.orthogonal_arrays import check_orthogonal_array, oa_from_field

    check_orthogonal_array(oa_from_field(3))          # numba is loaded here, so the check runs compiled (int32)


def _cram() -> None:
    from combgames.games.cram import Cram, cram_nimber

    cram_nimber(Cram(4, 5).initial()[0], backend="numba")


def _wythoff() -> None:
    from combgames.games.wythoff import grundy_table

    grundy_table(80, backend="numba")


def _domineering_outcomes() -> None:
    from combgames.analysis.domineering import OutcomeSearch, rectangle_outcome, winning_strategy

    rectangle_outcome(4, 4, backend="numba")
    winning_strategy(OutcomeSearch(4, 4, backend="numba"), 0)  # the proof-recording pass


def _domineering_proofs() -> None:
    from combgames.analysis.domineering import OutcomeSearch, winning_strategy
    from combgames.analysis.domineering_proof import check_proof

    check_proof(winning_strategy(OutcomeSearch(4, 4, backend="python"), 0), backend="numba")


def _orthogonal_mates() -> None:
    from designs.latin import LatinSquare
    from designs.mate_census import count_orthogonal_mates

    count_orthogonal_mates(LatinSquare.cyclic(5), backend="numba")


def _torus3_estimate() -> None:
    from combgames.analysis.torus3 import orbits_in_play

    orbits_in_play(3, samples=50, backend="numba")


def _plane_search() -> None:
    from designs.latin import LatinSquare
    from designs.plane_search import arc_extensions

    arc_extensions(LatinSquare.cyclic(4), backend="numba")


def _plane_search_check() -> None:
    from designs.plane_search_check import count_extensions_compiled

    count_extensions_compiled([[[(r + c) % 4 for c in range(4)] for r in range(4)]])


def _misere_presentations() -> None:
    from combgames.cgt.misere_weimerskirch import outcome_table, weimerskirch_quotient

    weimerskirch_quotient("0.75", 4, total=16, backend="numba")
    outcome_table("0.75", 3, 8, backend="numba").separating_sum([1], [2])


@dataclass(frozen=True)
class Family:
    """Kernels that one part of the package runs together, and a small computation that calls them all."""

    name: str
    modules: tuple[str, ...]
    """The kernel modules whose kernels the warm-up compiles."""
    warm: Callable[[], Any]
    """A small run of the library calling every kernel of the family with the argument types real runs use."""


FAMILIES = (
    Family("take-and-break", ("combgames.games.octal_kernels",), _take_and_break),
    Family("grundys-game", ("combgames.grundy.grundys_game_kernels",), _grundys_game),
    Family("octal-sparse", ("combgames.grundy.octal_sparse_kernels",), _octal_sparse),
    Family("tactix", ("combgames.games.tactix._kernels",), _tactix),
    Family("cram", ("combgames.games.cram_kernels",), _cram),
    Family("wythoff", ("combgames.games.wythoff_kernels",), _wythoff),
    Family("domineering-outcomes", ("combgames.analysis.domineering_kernels",), _domineering_outcomes),
    Family("domineering-proofs", ("combgames.analysis.domineering_proof_kernels",), _domineering_proofs),
    Family("torus", ("combgames.games.torus._kernels", "combgames.games.torus.pns_kernels"), _torus),
    Family("coalitions", ("combgames.solvers._coalition_kernels",), _coalitions),
    Family("stone-retrograde", ("combgames.solvers._stone_kernels",), _stone_retrograde),
    Family("alpha-beta", ("combgames.solvers.compiled._kernels", "combgames.base.orbit_kernels"), _alpha_beta),
    Family("proof-number", ("combgames.solvers.compiled._pns_kernels",), _proof_number),
    Family("latin-counting", ("designs._kernels",), _latin_counting),
    Family("latin-classification", ("designs.classification_kernels",), _latin_classification),
    Family("orthogonal-arrays", ("designs.orthogonal_array_kernels",), _orthogonal_arrays),
    Family("design-classification", ("designs.design_classification_kernels",), _design_classification),
    Family("orthogonal-mates", ("designs.mate_census_kernels",), _orthogonal_mates),
    Family("torus3-estimate", ("combgames.analysis.torus3_kernels",), _torus3_estimate),
    Family("plane-search", ("designs.plane_search_kernels",), _plane_search),
    Family("plane-search-check", ("designs.plane_search_check_kernels",), _plane_search_check),
    Family("misere-presentations", ("combgames.cgt.misere_weimerskirch_kernels",), _misere_presentations),
)
"""Every kernel family of the package (tests/combgames/test_compile_command.py checks that each kernel module is
in one family or in :data:`INLINE_MODULES`)."""

INLINE_MODULES = ("combgames.base.bitboard_kernels", "combgames.base.grid_kernels", "combgames.base.mex_kernels",
                  "combgames.base.rank_kernels", "combgames.solvers.compiled._line_kernels")
"""Kernel modules of jitables only: compiled inline into the kernels that call them, nothing of their own."""


# ------------------------------------------------------------------------------------------- counting
def _dispatchers(module: ModuleType) -> list[Any]:
    """The numba dispatchers of ``module``'s kernels that have been compiled or loaded in this process: those
    compiled at import (``njit``) and those :func:`combgames.base.kernels.kernel` compiled from its functions."""
    from combgames.base.kernels import kernel

    found = []
    for name, value in vars(module).items():
        if hasattr(value, "stats") and hasattr(value, "signatures"):
            found.append(value)
        elif callable(value) and getattr(value, "__module__", None) == module.__name__ and not name.startswith("__") \
                and hasattr(value, "__code__"):
            found.append(kernel(value, "numba"))  # the dispatcher kernel() keeps (none compiled if never called)
    return [d for d in found if d.signatures]


def family_counts(family: Family) -> tuple[int, int]:
    """(compiled, loaded): the kernel compilations of ``family`` done in this process, and those loaded from
    numba's disk cache instead (numba's per-dispatcher cache statistics)."""
    compiled = loaded = 0
    for name in family.modules:
        for dispatcher in _dispatchers(importlib.import_module(name)):
            compiled += sum(dispatcher.stats.cache_misses.values())
            loaded += sum(dispatcher.stats.cache_hits.values())
    return compiled, loaded


# ------------------------------------------------------------------------------------------- the command
def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--family", action="append", choices=[f.name for f in FAMILIES], metavar="NAME",
                        help="compile only this family (repeatable): " + ", ".join(f.name for f in FAMILIES))


def _kernels(count: int) -> str:
    return f"{count} kernel{'s' if count != 1 else ''}"


def run(args: argparse.Namespace) -> int:
    from combgames.base.kernels import numba_available

    if not numba_available():
        print("numba is not installed: every kernel runs as its Python twin, there is nothing to compile")
        return 0
    chosen = [f for f in FAMILIES if args.family is None or f.name in args.family]
    start = time.process_time()
    compiled = loaded = 0
    for number, family in enumerate(chosen, 1):
        t0 = time.process_time()
        family.warm()
        done, cached = family_counts(family)
        compiled, loaded = compiled + done, loaded + cached
        what = ", ".join(part for part in (f"{done} compiled" if done else "", f"{cached} from the cache" if cached
                                           else "") if part) or "none called"
        print(f"[{number}/{len(chosen)}] {family.name}: {_kernels(done + cached)} ({what}), "
              f"{time.process_time() - t0:.1f} s", flush=True)
        if args.signal_received():  # a library swallowed the interrupt: stop as Ctrl-C does
            raise KeyboardInterrupt(args.signal_received())
    seconds = time.process_time() - start
    if compiled == 0:
        print(f"the cache is warm: {_kernels(loaded)} of {len(chosen)} families loaded from numba's disk cache, "
              f"nothing compiled ({seconds:.1f} CPU-s)")
    else:
        print(f"compiled {_kernels(compiled)} of {len(chosen)} families into numba's disk cache ({loaded} were "
              f"cached already), {seconds:.1f} CPU-s; later runs load them")
    if not args.quiet:
        import os

        where = os.environ.get("NUMBA_CACHE_DIR") or "numba's default (the package's __pycache__ or ~/.cache/numba)"
        print(f"compile: cache directory {where}", file=sys.stderr)
    return 0
