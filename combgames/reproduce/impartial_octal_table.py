"""Claims on the table of octal games with at most three code digits (issue 32, part 3): periods and preperiods
against the published tables, recomputed by :mod:`combgames.grundy.octal_table`.

Sources. Flammenkamp's table (https://wwwhomes.uni-bielefeld.de/achim/octal.html) could not be read here beyond
its introduction (the stored copy of the page gives only its opening, which says it covers every 0.??? and
4.??? game). The table compared is T. Czajka's recomputation of it, github.com/tczajka/octal-games (files
``TrivialGames.md``, ``SolvedGames.md`` and ``UnsolvedGames.md``; its README: "More results were computed by
Achim Flammenkamp ... We are going to verify those results"), which lists one representative code per class of
equivalent games, read from a snapshot of the repository (commit 57e893a, 22 April 2025; retrieved 2026-11-29,
transcribed with its source in ``tests/published/data/czajka_octal_games.json``). Its tables list the values from
G(0) in the code's own heap sizes, so his prefix is our preperiod n0 (0.055: 259, the preperiod Flammenkamp's
page is quoted with; 0.45: 498). (An earlier version of ``TrivialGames.md``, transcribed here in an earlier
session, dropped the heaps that have no move, a code whose heaps 1..s have no move listed from G(s) with prefix
``max(n0 - s, 0)``; his commit "dont normalize trivial games" undid that, and all 82 codes agree with both versions
so read -- :func:`~combgames.grundy.octal_table.frozen_heaps` gives s.) His code "4" is 4.0 (split a heap in two).
His tables are transcribed below as he prints them, nimbers in base 36 (A = 10, G = 16). His lookup
tables (``GameLookup.md``) name for each code the representative whose values it shares; every code whose
representative has a published period is compared with that period (a period does not change when heaps
without a move are dropped).

Also compared: the further columns of Czajka's tables (the largest value and the first heap that takes it, the
number of rare heaps under his mask and the last one: :func:`~combgames.grundy.octal_table.rare_statistics`), his
remark (README, "Mistakes found in other people's results") that Flammenkamp's table wrongly maps .161 to .36,
"the first difference between these two games is at heap size 519" (Flammenkamp's ``comp_octal.txt`` itself was
not in the stored copies), and the value frequencies of five open games published by M. Rogalski
(github.com/rogalski-wmii-uni-lodz-pl/octal, snapshot of commit 9841c1e, 12 May 2023), whose README says "values
from 0 to N" but whose counts sum to N and are those of the heaps 1..N (the row keeps the other reading as an
alternative, which would make it an erratum, not a refutation). OEIS statements read with them are in
``tests/published/data/oeis_octal.json``.

Beyond the quadratic kernel (s38): the sparse-space method (:mod:`combgames.grundy.octal_sparse`) computes .6 to
Czajka's n = 2^21 (his statistics of an unsolved game) and his solved games .16, .376 and .354 to the heaps their
published periods need (2 n0 + 2 p + t: 509,621, 4,536,506 and 20,126,194), where the periodicity theorem proves
each period (the smallest the values prove) and his columns after it; 0.56's rows use it too. A few heaps of each
are re-derived by the plain mex over all moves (a sampled check; the method is tested equal to the quadratic kernel).

The table past heap 16,383 (s39): :func:`combgames.grundy.octal_table.octal_table` with a per-code bound
(:data:`combgames.grundy.octal_table.EXTENDED_LIMIT`, 2^25 - 1, for the codes whose representative is one of
Czajka's nontrivial solved games; 16,383 for the others) proves the period of every code whose representative has a
published period, the eight past heap 16,383 included (0.16, 0.56, 0.561, 0.562, 0.563, 0.127, 0.376, 0.354): the row
``impartial.octal_table_extended`` leaves none "not compared". The bound is a cap only: each row stops at the first
doubling whose values prove a period, so the published numbers choose nothing but which codes may go far. Czajka's
unsolved codes go to heap 2^20 - 1 where each step stays within a cost limit
(``impartial.octal_table_unsolved_extended``, the heap each reached stated); their 325 equivalents stay at the 16,383 of ``impartial.octal_table_every_code``.

Beyond the published tables, past heap 16,383 (s39): three more codes of Czajka's unsolved list have periods proved
by the periodicity theorem: 4.064 (period 16,132 from heap 94,272, at N = 2^18 - 1), 4.364 (period 62 from heap
11,687, at N = 2^15 - 1) and 4.406 (period 44 from heap 294,097, at N = 2^20 - 1), the row
``impartial.octal_table_unsolved_extended`` (each re-derived at a few heaps by the plain mex; 4.364's period checked
on G(0..65,535) by the quadratic kernel, 4.406's and 4.064's on values to 2^21 - 1 and 2^19 - 1 whose first 2^16
heaps equal the quadratic kernel's, in the tests). Whether Flammenkamp's table has them could not be read here.

Beyond the published tables: 4.344, on Czajka's list of games his recomputation has not solved yet (a list of
work in progress), has period 51 from heap 998, proved by the periodicity theorem (which holds for d0 != 0 as
well: :func:`~combgames.games.octal.find_period`), and so have 4.346, 4.354 and 4.356, which his lookup tables
send to it. Whether Flammenkamp's table has it could not be read here; the row says "extends", not "refuted".
"""

from __future__ import annotations

from functools import lru_cache

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS", "CZAJKA_LOOKUP", "CZAJKA_SOLVED", "CZAJKA_SOLVED_STATISTICS", "CZAJKA_TRIVIAL", "CZAJKA_UNSOLVED",
           "CZAJKA_UNSOLVED_STATISTICS", "OEIS_056_TERMS", "OEIS_SHIFTS", "ROGALSKI_FREQUENCIES", "SOLVED_LIMIT", "TABLE_LIMIT"]

CZAJKA = "T. Czajka, github.com/tczajka/octal-games (a recomputation of Flammenkamp's octal table)"

CZAJKA_TRIVIAL = """
4     |      1 |      2 | 0(01)
.1    |      2 |      1 | 01(0)
.4    |     54 |     34 | 000112031103322405223301130211045274011203110332244552(3301130211045374811203110332244559)
.02   |      1 |      4 | 0(0011)
.11   |      3 |      1 | 011(0)
.12   |      1 |      4 | 0(1001)
.15   |      1 |     10 | 0(1101122122)
.17   |     33 |     34 | 011021301132234153223110312011442(6411021301132234457223110312011443)
.22   |      1 |      3 | 0(012)
.26   |      1 |      4 | 0(0123)
.31   |      3 |      2 | 012(01)
.32   |      1 |      3 | 0(102)
.34   |      7 |      8 | 0101201(03121203)
.35   |      1 |      6 | 0(120102)
.44   |    143 |     24 | 00011223311443322114422664411227711443322114466774411228855447722118866774411223311447722118822774411228811447722114422774411228811447722118866(774411228811447722118822)
.51   |      1 |      1 | 0(1)
.52   |      4 |      4 | 0102(2103)
.53   |     11 |      9 | 01122102240(122112241)
.54   |      3 |      7 | 010(1222411)
.57   |      1 |      4 | 0(1122)
.71   |      3 |      2 | 012(10)
.72   |      1 |      4 | 0(1023)
.75   |      1 |      2 | 0(12)
.77   |     71 |     12 | 01231432142641271432146741285472186741231472182741281472142741281472186(741281472182)
4.3   |      2 |      2 | 01(20)
.002  |      1 |      6 | 0(000111)
.017  |     15 |     60 | 001112023114045(132021114026164041112026154046132021118026164041112026114046)
.022  |      1 |      5 | 0(00112)
.044  |    214 |     36 | 0000111222333111444333222111444222666444111222777111444333222111444666777444111222888555444777222111888666777444111222333111444777222111888222777444111222888111444777222111444222777444111222888111444777222111888666(777444111222888111444777222111888222)
.045  |    189 |     32 | 000111222331114443322211144222664441112227711144433222111448627744411122288851444772221118886277444111222381114447722211188222774441112228811144477222111442227744411122288111444772221118886(27744411122288111444772221118822)
.051  |     48 |     48 | 001110221340111322234015432223101043222010104325(401010232340101323234010432323101043232010104323)
.055  |    259 |    148 | 0011122231114443222111422264441112227111444322211148227444111222781144472221114422774411122277111447222111448227441112227781144722211144422774111222777111442221114448227411122274781144722111444812744112227478111442211144481224411122744411184721114447112844112(2744411184421114447212844111274441118447111444721114442127441112244781144472111444811744411127478114447211144481124441112744411174721114447112844111)
.101  |      4 |      1 | 0101(0)
.102  |      1 |      6 | 0(100011)
.111  |      4 |      1 | 0111(0)
.112  |      1 |      6 | 0(110001)
.115  |      1 |     14 | 0(11101112221222)
.116  |    139 |     96 | 011002120211044152411204120411544252021544858282524A1A0A52425114051202114A514201120A120A1189818201120A12061104415241120415041152425A0A15428(58285524A1A0A52425114051202114A514201120A120A818981C201120A12061104415241120415041152425A0A1542C)
.121  |      4 |      4 | 0102(1001)
.122  |      1 |      5 | 0(10021)
.123  |      5 |      5 | 01022(10021)
.124  |    122 |     62 | 01001102130213011302332234250425322332031103120312011405547264750411021302130113023322746544557263320311031203120114055473(64758411021302130113023322746544557963320311031203120114055475)
.131  |      4 |      4 | 0112(0011)
.132  |      1 |      5 | 0(11002)
.134  |     60 |     62 | 011001120312031103122332243514352233221301130213021104154462(74651401120312031103122332647544756273221301130213021104154463)
.141  |     14 |     11 | 01011012212410(11212212412)
.144  |      4 |     10 | 0100(1222244111)
.145  |      3 |      9 | 010(112222411)
.147  |      3 |      8 | 010(12224411)
.152  |      2 |     48 | 01(102220104323101322401042231013234010222010432340)
.153  |     16 |     14 | 0111222110222440(11222111222441)
.154  |      4 |     11 | 0110(11222224111)
.157  |      1 |      6 | 0(111222)
.171  |     12 |     11 | 011221102140(11221122142)
.173  |     21 |     40 | 011223104320112235143(2211023741322104627401223104620112275147)
.176  |     24 |      8 | 011022344116223441166332(41166334)
.226  |     21 |      5 | 001234012345123451230(51234)
.312  |      5 |      2 | 01202(01)
.316  |      4 |     12 | 0120(212301030123)
.331  |      4 |      3 | 0123(012)
.332  |      1 |      4 | 0(1203)
.351  |      1 |      8 | 0(12120102)
.353  |      4 |      2 | 0121(20)
.373  |      2 |     28 | 01(2340123415231472104321402640)
.375  |     37 |     18 | 0123124321342748148124814381482148148(124814781482148174)
.512  |      3 |      6 | 011(122210)
.524  |      1 |     52 | 0(1022104416701226144618701876147610781674107210781678)
.532  |      7 |      5 | 0112240(12241)
.536  |      1 |      5 | 0(11224)
.772  |      8 |      4 | 01234162(4163)
4.12  |      6 |      7 | 011220(4211221)
4.72  |      1 |      3 | 0(124)
4.005 |     31 |     79 | 0012123145132121527526126268458(3615156158158656541821856567281216515813212162682812128158132121826826121261461)
4.024 |      2 |     60 | 00(12314314214264164134132142842812314314614624124134132182B82B)
4.102 |      8 |     10 | 01112220(4421112221)
4.122 |      6 |      7 | 011220(4311224)
4.304 |     25 |     21 | 0120212461528156261625186(8182615261582816251B2)
4.323 |      4 |      4 | 0124(3021)
4.444 |    143 |     24 | 00123456732897654328945CD982345FE328976543289DCFE982345GHAB89EF5432GHDCFE982345673289EF5432GH45FE982345GH3289EF54328945FE982345GH3289EF5432GHDC(FE982345GH3289EF5432GH45)
4.722 |      4 |      4 | 0124(6125)
4.726 |      5 |     16 | 01246(12741824187B1248)
4.766 |     19 |     20 | 01246128A1D2G14DE18(4D12481DG8142D148D1G)
"""
"""Czajka's TrivialGames.md ("games whose periods can be found by considering nimbers for heaps smaller than
1000"), as of commit 57e893a: code | prefix | period | nimbers G(0), G(1), ..., the period in brackets, as printed."""

CZAJKA_SOLVED = {
    ".45": (498, 20), ".156": (3479, 349), ".356": (7315, 142), ".644": (3256, 442), ".165": (5181, 1550),
    ".16": (105351, 149459), ".56": (326640, 144), ".127": (46578, 4), ".376": (2268248, 4),
    ".354": (10061916, 1180),
}
"""Czajka's SolvedGames.md, "nontrivial solved games": code -> (prefix, period)."""

CZAJKA_UNSOLVED = (
    ".6 .04 .06 .14 .36 .64 .74 .76 .004 .005 .006 .014 .015 .016 .024 .026 .034 .054 .064 .104 .106 .114 .125 "
    ".126 .135 .136 .142 .143 .146 .161 .162 .163 .164 .166 .167 .172 .174 .204 .205 .206 .207 .224 .244 .245 "
    ".264 .314 .324 .334 .336 .342 .344 .346 .362 .364 .366 .371 .374 .404 .414 .416 .444 .454 .564 .604 .606 "
    ".744 .764 .774 .776 4.004 4.007 4.026 4.044 4.045 4.064 4.324 4.327 4.344 4.364 4.367 4.404 4.406").split()
"""Czajka's UnsolvedGames.md, the codes with at most three digits ("these games have not been solved yet";
Grundy's game, the one other entry, is not a three-digit code)."""

TABLE_LIMIT = 2**14 - 1
"""The heap to which the slow rows compute each code (:data:`combgames.grundy.octal_table.TABLE_LIMIT`)."""

SOLVED_LIMIT = 2**17 - 1
"""The heap to which the row of Czajka's solved games computes: 0.127's period needs G(0..93,161)."""


def _code(name: str) -> str:
    """Czajka's name of a code as ours: ``.44`` is 0.44, ``4`` is 4.0."""
    return "4.0" if name == "4" else ("0" + name if name.startswith(".") else name)


def _trivial() -> dict[str, tuple[int, int, str]]:
    """:data:`CZAJKA_TRIVIAL` read: our code -> (prefix, period, nimbers without brackets)."""
    table = {}
    for line in CZAJKA_TRIVIAL.strip().splitlines():
        name, prefix, period, nimbers = (cell.strip() for cell in line.split("|"))
        table[_code(name)] = (int(prefix), int(period), nimbers.replace("(", "").replace(")", ""))
    return table


def _shifted(row, frozen: int) -> tuple[int, int] | None:
    """Our (preperiod, period) of a row in Czajka's indexing (the heaps 1..frozen dropped), or None."""
    if row.periodicity is None:
        return None
    return max(row.preperiod - frozen, 0), row.period


def _compare(published: dict[str, tuple[int, int]], limit: int, nimbers: dict[str, str] | None = None, *,
             drop_frozen: bool = False) -> Computed:
    """Our (prefix, period) of each code of ``published`` (in the code's own heap sizes, as Czajka's tables give
    them; with ``drop_frozen`` the heaps 1..s without a move dropped, as an earlier version of his trivial table
    did), and the codes whose values G(0), G(1), ... (G(s), G(s + 1), ... with ``drop_frozen``) differ from his
    printed ``nimbers``."""
    from combgames.grundy.octal import octal_values
    from combgames.grundy.octal_table import frozen_heaps, octal_table

    table = octal_table(published, limit)
    ours, wrong_values = {}, []
    for code in published:
        row, s = table.row(code), (frozen_heaps(code) if drop_frozen else 0)
        ours[code] = _shifted(row, s)
        if nimbers and code in nimbers:
            text = nimbers[code]
            if octal_values(code, s + len(text) - 1).tolist()[s:] != [int(ch, 36) for ch in text]:
                wrong_values.append(code)
    differ = {c: (published[c], ours[c]) for c in published if ours[c] != published[c]}
    observed = [c for c in published if table.row(c).status == "observed"]
    evidence = (f"{len(published)} codes: {len(published) - len(differ)} agree, disagreements (published, ours) "
                f"{differ or 'none'}; printed values that differ from ours: {wrong_values or 'none'}"
                f"{'; checked ' + str(len(nimbers)) + ' printed value strings' if nimbers else ''}; computed to heap "
                f"{limit:,} at most, {table.seconds:.1f} CPU s; periods observed, not proved: "
                f"{observed or 'none'}")
    sample = f"the {len(observed)} codes whose periods are observed, not proved" if observed else ""
    if wrong_values:
        ours = {"periods": ours, "values differ": wrong_values}
    return Computed(ours, evidence, sample=sample)


def _trivial_rows() -> Computed:
    table = _trivial()
    return _compare({c: v[:2] for c, v in table.items()}, 1023, {c: v[2] for c, v in table.items()})


def _solved_rows() -> Computed:
    reached = {_code(c): v for c, v in CZAJKA_SOLVED.items() if 2 * v[0] + 2 * v[1] + 3 <= SOLVED_LIMIT}
    result = _compare(reached, SOLVED_LIMIT)
    beyond = sorted(set(map(_code, CZAJKA_SOLVED)) - set(reached))
    return Computed(result.value, f"{result.evidence}; not computed here (the published period needs heaps past "
                    f"{SOLVED_LIMIT:,}): {beyond}, each in its own row (0.56 and, by the sparse-space method, 0.16, "
                    "0.376, 0.354)", sample=result.sample)


def _unsolved() -> Computed:
    from combgames.grundy.octal_table import octal_table

    table = octal_table([_code(c) for c in CZAJKA_UNSOLVED], TABLE_LIMIT)
    open_codes = [r.code for r in table.rows if r.status == "open"]
    found = {r.code: (r.preperiod, r.period, r.status) for r in table.rows if r.status != "open"}
    arithmetic = [r.code for r in table.rows if r.arithmetic is not None]
    return Computed(open_codes, f"no period over the theorem's window up to heap {TABLE_LIMIT:,} for "
                    f"{len(open_codes)} of {len(table.rows)}; a period found for {found or 'none'}; arithmetic "
                    f"periods observed: {arithmetic or 'none'}; {table.seconds:.1f} CPU s",
                    sample=f"computed to heap {TABLE_LIMIT:,}: open there, not shown aperiodic")


@lru_cache(maxsize=1)
def _full_table():
    """Every code to heap :data:`TABLE_LIMIT` (computed once a process: two rows read it)."""
    from combgames.grundy.octal_table import octal_table

    return octal_table(None, TABLE_LIMIT)


def _lookup() -> dict[str, str]:
    """:data:`CZAJKA_LOOKUP` read: our code -> our code of its representative."""
    table = {"4.0": "4.0"}
    for line in CZAJKA_LOOKUP.strip().splitlines():
        row, *cells = (cell.strip() for cell in line.split("|"))
        for x, rep in enumerate(cells, start=1):
            code = _code(row.replace("x", str(x)))
            table[code] = code if rep == "-" else _code(rep)
    return table


def _published_periods() -> dict[str, int]:
    """Every code whose representative has a published period within reach: code -> that period."""
    periods = {c: v[1] for c, v in _trivial().items()}
    periods.update({_code(c): v[1] for c, v in CZAJKA_SOLVED.items() if 2 * v[0] + 2 * v[1] + 3 <= TABLE_LIMIT})
    return {code: periods[rep] for code, rep in _lookup().items() if rep in periods}


def _every_code() -> Computed:
    table = _full_table()
    published = _published_periods()
    ours = {c: table.row(c).period for c in published}
    differ = {c: (published[c], ours[c]) for c in published if ours[c] != published[c]}
    unsolved = {_code(c) for c in CZAJKA_UNSOLVED}
    lookup = _lookup()
    with_unsolved = [c for c, rep in lookup.items() if rep in unsolved]
    periodic = {c: (table.row(c).preperiod, table.row(c).period) for c in with_unsolved
                if table.row(c).status != "open"}
    beyond = sorted(c for c, rep in lookup.items() if rep not in unsolved and c not in published)
    observed = sum(1 for c in published if table.row(c).status == "observed")
    return Computed(ours, f"{len(published)} codes whose representative has a published period: "
                    f"{len(published) - len(differ)} agree, disagreements (published, ours) {differ or 'none'}; "
                    f"of the {len(with_unsolved)} codes whose representative is unsolved, a period (n0, p) shows "
                    f"for {periodic or 'none'}; not compared (period past heap {TABLE_LIMIT:,}): {beyond}; "
                    f"{table.seconds:.1f} CPU s",
                    sample=f"the {observed} codes whose periods are observed, not proved" if observed else "")


def _counts() -> Computed:
    table = _full_table()
    counts = {d0: {s: sum(1 for r in table.rows if r.code.startswith(d0) and r.status == s)
                   for s in ("proved", "observed", "open")} for d0 in ("0.", "4.")}
    arithmetic = [r.code for r in table.rows if r.arithmetic is not None]
    return Computed(counts, f"{len(table.rows)} codes to heap {TABLE_LIMIT:,}: {table.counts()}; largest "
                    f"{table.largest()}; arithmetic periods observed: {arithmetic or 'none'}; "
                    f"{table.seconds:.1f} CPU s")


CZAJKA_LOOKUP = """
 .x  | -    | 4    | 4    | -    | 4    | -    | 4
4.x  | .51  | 4    | -    | .77  | .51  | .77  | .75
 .0x  | .1   | -    | .02  | -    | 4    | -    | .4
 .1x  | -    | -    | .02  | -    | -    | -    | -
 .2x  | 4    | -    | .22  | 4    | 4    | -    | .26
 .3x  | -    | -    | .22  | -    | -    | -    | .6
 .4x  | .17  | .4   | .17  | -    | -    | .44  | .45
 .5x  | -    | -    | -    | -    | .51  | -    | -
 .6x  | .6   | .6   | .6   | -    | .64  | .64  | .64
 .7x  | -    | -    | .26  | -    | -    | -    | -
4.0x  | 4    | .26  | .26  | 4    | 4    | .26  | .26
4.1x  | .51  | -    | 4.12 | .51  | .51  | .57  | .57
4.2x  | 4    | .26  | .26  | 4    | 4    | .26  | .26
4.3x  | 4.3  | .332 | .332 | 4.3  | 4.3  | .332 | .332
4.4x  | .77  | .77  | .77  | .776 | .776 | .776 | .776
4.5x  | .51  | .57  | .57  | .51  | .51  | .57  | .57
4.6x  | .77  | .77  | .77  | .776 | .776 | .776 | .776
4.7x  | .75  | -    | 4.72 | .75  | .75  | 4.72 | 4.72
 .00x  | .1    | -     | .002  | -     | -     | -     | .04
 .01x  | .11   | 4     | .002  | -     | -     | -     | -
 .02x  | .02   | -     | .022  | -     | .024  | -     | .026
 .03x  | .02   | .022  | .022  | -     | .034  | .06   | .06
 .04x  | .017  | .04   | .017  | -     | -     | .044  | .045
 .05x  | -     | 4     | .051  | -     | -     | .054  | .055
 .06x  | .06   | .06   | .06   | -     | .064  | .064  | .064
 .07x  | .4    | .4    | .4    | .44   | .44   | .44   | .44
 .10x  | -     | -     | 4     | -     | 4     | -     | 4
 .11x  | -     | -     | .002  | -     | -     | -     | .051
 .12x  | -     | -     | -     | -     | -     | -     | -
 .13x  | -     | -     | .022  | -     | -     | -     | .4
 .14x  | -     | -     | -     | -     | -     | -     | -
 .15x  | .51   | -     | -     | -     | .51   | -     | -
 .16x  | -     | -     | -     | -     | -     | -     | -
 .17x  | -     | -     | -     | -     | .57   | -     | .45
 .20x  | .31   | 4     | .71   | -     | -     | -     | -
 .21x  | .31   | 4     | .71   | .204  | .205  | .206  | .207
 .22x  | .22   | .26   | .26   | -     | .224  | -     | .226
 .23x  | .22   | .26   | .26   | .224  | .224  | .226  | .226
 .24x  | .71   | 4     | .71   | -     | -     | .244  | .245
 .25x  | .71   | 4     | .71   | .244  | .245  | .244  | .245
 .26x  | .26   | .26   | .26   | -     | .264  | .264  | .264
 .27x  | .26   | .26   | .26   | .264  | .264  | .264  | .264
 .30x  | 4     | 4     | 4     | 4     | 4     | 4     | 4
 .31x  | .71   | -     | .71   | -     | .71   | -     | .71
 .32x  | .32   | .72   | .72   | -     | .324  | .72   | .72
 .33x  | -     | -     | .26   | -     | .26   | -     | .26
 .34x  | .34   | -     | .342  | -     | .344  | -     | .346
 .35x  | -     | 4.3   | -     | -     | .75   | -     | .75
 .36x  | .36   | -     | .362  | -     | .364  | -     | .366
 .37x  | -     | .332  | -     | -     | -     | -     | .64
 .40x  | .4    | .4    | .4    | -     | .404  | .404  | .404
 .41x  | .17   | .173  | .173  | -     | .414  | -     | .416
 .42x  | .4    | .4    | .4    | .404  | .404  | .404  | .404
 .43x  | .17   | .173  | .173  | .414  | .414  | .416  | .416
 .44x  | .44   | .44   | .44   | -     | .444  | .444  | .444
 .45x  | .45   | .45   | .45   | -     | .454  | .454  | .454
 .46x  | .44   | .44   | .44   | .444  | .444  | .444  | .444
 .47x  | .45   | .45   | .45   | .454  | .454  | .454  | .454
 .50x  | 4     | 4     | 4     | 4     | 4     | 4     | 4
 .51x  | .51   | -     | .512  | .51   | .51   | .157  | .157
 .52x  | .52   | .52   | .52   | -     | .524  | .524  | .524
 .53x  | .53   | -     | .532  | .57   | .57   | -     | .536
 .54x  | .54   | .54   | .54   | .147  | .147  | .147  | .147
 .55x  | .51   | .157  | .157  | .51   | .51   | .157  | .157
 .56x  | .56   | .56   | .56   | -     | .564  | .564  | .564
 .57x  | .57   | .536  | .536  | .57   | .57   | .536  | .536
 .60x  | .6    | .373  | .373  | -     | .604  | -     | .606
 .61x  | .6    | .373  | .373  | .604  | .604  | .606  | .606
 .62x  | .6    | .373  | .373  | .604  | .604  | .606  | .606
 .63x  | .6    | .373  | .373  | .604  | .604  | .606  | .606
 .64x  | .64   | .64   | .64   | -     | .644  | .644  | .644
 .65x  | .64   | .64   | .64   | .644  | .644  | .644  | .644
 .66x  | .64   | .64   | .64   | .644  | .644  | .644  | .644
 .67x  | .64   | .64   | .64   | .644  | .644  | .644  | .644
 .70x  | 4     | 4     | 4     | 4     | 4     | 4     | 4
 .71x  | .71   | .71   | .71   | .71   | .71   | .71   | .71
 .72x  | .72   | .72   | .72   | .72   | .72   | .72   | .72
 .73x  | .26   | .26   | .26   | .26   | .26   | .26   | .26
 .74x  | .74   | .74   | .74   | -     | .744  | .744  | .744
 .75x  | .75   | .75   | .75   | .75   | .75   | .75   | .75
 .76x  | .76   | .76   | .76   | -     | .764  | .764  | .764
 .77x  | .77   | -     | .772  | -     | .774  | -     | .776
4.00x  | .71   | 4     | .71   | -     | -     | 4.004 | -
4.01x  | .71   | 4     | .71   | 4.004 | 4.005 | 4.004 | 4.007
4.02x  | .26   | .26   | .26   | -     | 4.024 | -     | 4.026
4.03x  | .26   | .26   | .26   | 4.024 | 4.024 | 4.026 | 4.026
4.04x  | .71   | 4     | .71   | -     | -     | 4.044 | 4.045
4.05x  | .71   | 4     | .71   | 4.044 | 4.045 | 4.044 | 4.045
4.06x  | .26   | .26   | .26   | -     | 4.064 | 4.064 | 4.064
4.07x  | .26   | .26   | .26   | 4.064 | 4.064 | 4.064 | 4.064
4.10x  | .51   | -     | 4.102 | .51   | .51   | .157  | .157
4.11x  | .51   | 4.102 | 4.102 | .51   | .51   | .157  | .157
4.12x  | 4.12  | -     | 4.122 | .57   | .57   | .536  | .536
4.13x  | 4.12  | 4.122 | 4.122 | .57   | .57   | .536  | .536
4.14x  | .51   | .157  | .157  | .51   | .51   | .157  | .157
4.15x  | .51   | .157  | .157  | .51   | .51   | .157  | .157
4.16x  | .57   | .536  | .536  | .57   | .57   | .536  | .536
4.17x  | .57   | .536  | .536  | .57   | .57   | .536  | .536
4.20x  | .71   | 4     | .71   | 4.004 | 4.005 | 4.004 | 4.007
4.21x  | .71   | 4     | .71   | 4.004 | 4.005 | 4.004 | 4.007
4.22x  | .26   | .26   | .26   | 4.024 | 4.024 | 4.026 | 4.026
4.23x  | .26   | .26   | .26   | 4.024 | 4.024 | 4.026 | 4.026
4.24x  | .71   | 4     | .71   | 4.044 | 4.045 | 4.044 | 4.045
4.25x  | .71   | 4     | .71   | 4.044 | 4.045 | 4.044 | 4.045
4.26x  | .26   | .26   | .26   | 4.064 | 4.064 | 4.064 | 4.064
4.27x  | .26   | .26   | .26   | 4.064 | 4.064 | 4.064 | 4.064
4.30x  | .353  | 4.3   | .353  | -     | .75   | 4.304 | .75
4.31x  | .353  | 4.3   | .353  | 4.304 | .75   | 4.304 | .75
4.32x  | 4.72  | .332  | -     | -     | 4.72  | 4.324 | -
4.33x  | 4.72  | .332  | 4.323 | 4.324 | 4.72  | 4.324 | 4.327
4.34x  | .353  | 4.3   | .353  | -     | .75   | 4.344 | .75
4.35x  | .353  | 4.3   | .353  | 4.344 | .75   | 4.344 | .75
4.36x  | 4.72  | .332  | 4.323 | -     | 4.72  | 4.364 | -
4.37x  | 4.72  | .332  | 4.323 | 4.364 | 4.72  | 4.364 | 4.367
4.40x  | .77   | .772  | .772  | -     | 4.404 | -     | 4.406
4.41x  | .77   | .772  | .772  | 4.404 | 4.404 | 4.406 | 4.406
4.42x  | .77   | .772  | .772  | 4.404 | 4.404 | 4.406 | 4.406
4.43x  | .77   | .772  | .772  | 4.404 | 4.404 | 4.406 | 4.406
4.44x  | .776  | .776  | .776  | -     | 4.444 | 4.444 | 4.444
4.45x  | .776  | .776  | .776  | 4.444 | 4.444 | 4.444 | 4.444
4.46x  | .776  | .776  | .776  | 4.444 | 4.444 | 4.444 | 4.444
4.47x  | .776  | .776  | .776  | 4.444 | 4.444 | 4.444 | 4.444
4.50x  | .51   | .157  | .157  | .51   | .51   | .157  | .157
4.51x  | .51   | .157  | .157  | .51   | .51   | .157  | .157
4.52x  | .57   | .536  | .536  | .57   | .57   | .536  | .536
4.53x  | .57   | .536  | .536  | .57   | .57   | .536  | .536
4.54x  | .51   | .157  | .157  | .51   | .51   | .157  | .157
4.55x  | .51   | .157  | .157  | .51   | .51   | .157  | .157
4.56x  | .57   | .536  | .536  | .57   | .57   | .536  | .536
4.57x  | .57   | .536  | .536  | .57   | .57   | .536  | .536
4.60x  | .77   | .772  | .772  | 4.404 | 4.404 | 4.406 | 4.406
4.61x  | .77   | .772  | .772  | 4.404 | 4.404 | 4.406 | 4.406
4.62x  | .77   | .772  | .772  | 4.404 | 4.404 | 4.406 | 4.406
4.63x  | .77   | .772  | .772  | 4.404 | 4.404 | 4.406 | 4.406
4.64x  | .776  | .776  | .776  | 4.444 | 4.444 | 4.444 | 4.444
4.65x  | .776  | .776  | .776  | 4.444 | 4.444 | 4.444 | 4.444
4.66x  | .776  | .776  | .776  | 4.444 | 4.444 | 4.444 | 4.444
4.67x  | .776  | .776  | .776  | 4.444 | 4.444 | 4.444 | 4.444
4.70x  | .75   | .75   | .75   | .75   | .75   | .75   | .75
4.71x  | .75   | .75   | .75   | .75   | .75   | .75   | .75
4.72x  | 4.72  | -     | 4.722 | 4.72  | 4.72  | -     | 4.726
4.73x  | 4.72  | 4.722 | 4.722 | 4.72  | 4.72  | 4.726 | 4.726
4.74x  | .75   | .75   | .75   | .75   | .75   | .75   | .75
4.75x  | .75   | .75   | .75   | .75   | .75   | .75   | .75
4.76x  | 4.72  | 4.722 | 4.722 | 4.72  | 4.72  | -     | 4.766
4.77x  | 4.72  | 4.722 | 4.722 | 4.72  | 4.72  | 4.766 | 4.766
"""
"""Czajka's GameLookup.md: row ``d0.Dx`` (D the digits before the last), column x = 1..7: the representative
of the code d0.Dx whose values it shares (heaps without a move dropped); ``-``: the code is its own."""


OEIS = ("OEIS A071435 (.177: 'eventually periodic with period 20. The last exception is at n=496') and A071453 "
        "(.117: 'period 48. The only exceptions are n=2, 6, 7, 12, 16, 22, 26, 36 and 46'), a(n) = G(n), citing "
        "Winning Ways ch. 4 and linking Flammenkamp's table")
OEIS_PERIODS = {"0.177": (20, [496]), "0.117": (48, [2, 6, 7, 12, 16, 22, 26, 36, 46])}
"""The OEIS statements: code -> (period, exceptional heaps; for 0.177 only the last one is stated)."""


def _oeis() -> Computed:
    from combgames.grundy.octal_table import octal_table

    table = octal_table(OEIS_PERIODS, 2047)
    value = {}
    for code, (_, stated) in OEIS_PERIODS.items():
        row = table.row(code)
        exceptions = list(row.periodicity.exceptions) if row.periodicity else None
        value[code] = (row.period, exceptions[-1:] if exceptions and len(stated) == 1 else exceptions)
    return Computed(value, "; ".join(f"{r.code}: {r.periodicity.statement if r.periodicity else 'open'}"
                                     for r in table.rows))



# ---------------------------------------------------------------------------------------------------------------
# The further columns of Czajka's tables, his remark on Flammenkamp's table, and Rogalski's frequencies.

CZAJKA_SOLVED_STATISTICS = {
    ".45": (0xf, 37, 8, 11, 198), ".156": (0x1b, 1032, 23, 15, 357), ".356": (0x1b, 86, 19, 7, 43),
    ".644": (0x7e, 333, 64, 31, 511), ".16": (0x1e, 229790, 23, 53, 13935), ".56": (0x5b, 22778, 64, 46, 1795),
    ".376": (0xfe, 341612, 176, 510, 1140540), ".354": (0x3f, 1152, 113, 132, 3227),
}
"""Czajka's SolvedGames.md, the columns after the period: code -> (rare mask, largest idx, largest, num rare, last
rare). Not transcribed: .165 (no mask printed) and .127 (mask "1+pos", a position-dependent sparse set)."""

STATISTICS_HEAPS = 2**15
"""The solved games' statistics are counted over G(0..32767) (about 4 CPU s for the seven codes)."""

CZAJKA_UNSOLVED_STATISTICS = {
    ".04": (2**17, 0x7b8, 109363, 1024, 18860, 131003), ".06": (2**17, 0x5a0, 127083, 1045, 52923, 131070),
    ".6": (2**21, 0x1ee, 1274955, 319, 1584, 20627),
}
"""Czajka's UnsolvedGames.md, the three codes with statistics: code -> (n: G(0..n - 1) computed, rare mask, largest
idx, largest, num rare, last rare). (Its Grundy's game row is compared in
:mod:`combgames.reproduce.impartial_grundys_game`.)"""

UNSOLVED_STATISTICS_LIMIT = 2**17
"""The largest n recomputed for :data:`CZAJKA_UNSOLVED_STATISTICS` by the row of .04 and .06 (quadratic kernel; they
have no good mask: 18,860 and 52,923 rare heaps). .6 to 2^21 (about 22 CPU minutes with the quadratic kernel,
extrapolated from 2^17) has its own row, by the sparse-space method (:func:`_statistics_06`)."""

CZAJKA_161_36 = ("T. Czajka, github.com/tczajka/octal-games, README.md, 'Mistakes found in other people's results': "
                 "in Achim Flammenkamp's tables (comp_octal.txt, not retrieved here) .161 should not map to .36; the "
                 "first difference between these two games is at heap size 519")

ROGALSKI = ("M. Rogalski, github.com/rogalski-wmii-uni-lodz-pl/octal (commit 9841c1e, 'an ongoing effort to replicate "
            "and extend the work of Achim Flammenkamp'), results/<code>/65536: the frequencies of the values of the "
            "65,536 heaps 1..65536 (his counts sum to N; heap 0 is not counted)")

ROGALSKI_HEAPS = 2**16
"""The file of Rogalski's results compared: N = 65536, the values G(1..65536) (about 4 CPU s a code)."""

ROGALSKI_FREQUENCIES = {
    "0.014": (
        "0:12 1:18 2:586 3:619 4:368 5:376 6:28 7:28 8:612 9:580 10:23 11:19 12:53 13:58 14:514 15:511 16:714 "
        "17:667 18:17 19:16 20:60 21:56 22:556 23:569 24:28 25:38 26:596 27:616 28:563 29:517 30:31 31:32 32:496 "
        "33:520 34:24 35:16 36:37 37:35 38:528 39:573 40:50 41:42 42:450 43:454 44:492 45:499 46:12 47:10 48:28 "
        "49:36 50:384 51:394 52:438 53:392 54:22 55:12 56:375 57:370 58:17 59:26 60:22 61:23 62:398 63:378 "
        "64:1188 65:1172 66:14 67:13 68:31 69:29 70:1055 71:1018 72:13 73:21 74:771 75:793 76:742 77:762 78:16 "
        "79:21 80:22 81:15 82:933 83:904 84:859 85:911 86:16 87:17 88:661 89:686 90:9 91:7 92:11 93:11 94:575 "
        "95:585 96:28 97:25 98:688 99:687 100:628 101:640 102:18 103:15 104:523 105:448 106:10 107:8 108:16 "
        "109:15 110:512 111:458 112:576 113:573 114:14 115:17 116:34 117:35 118:525 119:535 120:15 121:15 122:393 "
        "123:385 124:366 125:363 126:15 127:9 128:1051 129:1030 130:7 131:8 132:13 133:19 134:935 135:940 136:13 "
        "137:16 138:686 139:670 140:623 141:630 142:7 143:4 144:19 145:20 146:849 147:829 148:782 149:771 150:11 "
        "151:6 152:547 153:527 154:11 155:10 156:19 157:21 158:468 159:499 160:25 161:18 162:497 163:501 164:454 "
        "165:444 166:9 167:6 168:311 169:322 170:5 171:4 172:14 173:9 174:273 175:289 176:369 177:359 178:14 "
        "179:11 180:25 181:15 182:284 183:307 184:11 185:5 186:245 187:247 188:211 189:230 190:2 191:2 192:10 "
        "193:10 194:184 195:200 196:179 197:168 198:3 199:6 200:148 201:130 202:3 203:3 204:3 205:5 206:124 "
        "207:135 208:154 209:161 210:3 211:4 212:10 213:11 214:144 215:150 216:6 217:2 218:105 219:98 220:87 "
        "221:122 222:1 223:3 224:91 225:95 226:2 227:2 228:4 229:4 230:77 231:93 232:3 233:3 234:70 235:84 236:64 "
        "237:77 238:3 239:3 240:5 241:9 242:93 243:77 244:68 245:73 246:4 247:2 248:68 249:70 250:3 251:2 252:3 "
        "253:1 254:58 255:64 256:1406 257:1348 260:8 261:11 262:497 263:463 264:1 265:1 266:295 267:297 268:96 "
        "269:92 272:3 273:6 274:80 275:88 276:24 277:27 278:1 279:4 280:12 281:10 286:8 287:4 289:2 290:12 291:10 "
        "292:5 293:7 296:4 302:2 304:1 311:1 "),
    "0.034": (
        "0:9 1:381 2:419 3:20 4:469 5:19 6:15 7:463 8:615 9:18 10:13 11:550 12:7 13:656 14:572 15:7 16:2038 17:15 "
        "18:18 19:2095 20:11 21:2316 22:2238 23:9 24:13 25:1844 26:1816 27:8 28:1860 29:4 30:6 31:1918 32:577 "
        "33:60 34:61 35:624 36:34 37:669 38:651 39:25 40:41 41:784 42:865 43:33 44:844 45:32 46:28 47:864 48:12 "
        "49:723 50:741 51:16 52:672 53:7 54:9 55:689 56:583 57:20 58:11 59:580 60:9 61:602 62:617 63:3 64:1789 "
        "65:21 66:32 67:1642 68:12 69:1607 70:1493 71:7 72:12 73:1149 74:1122 75:13 76:1086 77:5 78:7 79:1021 "
        "80:13 81:563 82:554 83:9 84:546 85:3 86:3 87:541 88:578 89:5 90:5 91:514 92:3 93:492 94:490 95:1 96:38 "
        "97:484 98:485 99:34 100:453 101:17 102:17 103:489 104:359 105:22 106:13 107:382 108:16 109:322 110:368 "
        "111:8 112:197 113:13 114:9 115:189 116:10 117:227 118:182 119:11 120:6 121:173 122:158 123:9 124:163 "
        "125:7 126:3 127:156 128:2613 129:20 130:17 131:2267 133:1908 134:1589 135:7 136:9 137:958 138:816 139:7 "
        "140:813 141:2 142:3 143:615 144:3 145:177 146:146 147:2 148:154 151:132 152:109 154:1 155:108 157:121 "
        "158:103 160:9 161:27 162:30 163:8 164:38 165:3 166:1 167:29 168:19 169:2 171:29 173:25 174:32 176:35 "
        "177:1 179:25 180:1 181:39 182:38 183:2 185:11 186:15 188:17 189:1 191:21 193:21 194:21 196:10 199:5 "
        "200:4 203:4 205:4 206:7 208:5 211:2 213:1 214:1 217:1 218:3 220:1 223:1 256:1 "),
    "0.161": (
        "0:13 1:25 2:2047 3:2233 4:2037 5:2098 6:24 7:2 8:2358 9:2358 10:3 11:3 12:12 13:10 14:2224 15:2259 "
        "16:2370 17:2431 18:7 19:5 20:13 21:7 22:2217 23:2171 24:1 25:4 26:2156 27:2062 28:2022 29:1869 30:3 "
        "32:369 33:333 34:27 35:29 36:17 37:20 38:375 39:363 40:27 41:20 42:381 43:351 44:350 45:337 46:17 47:18 "
        "48:23 49:14 50:369 51:397 52:355 53:388 54:13 55:19 56:327 57:365 58:21 59:25 60:14 61:13 62:340 63:332 "
        "64:2802 65:2742 66:4 67:3 68:7 69:2 70:2106 71:2150 72:5 73:1 74:2235 75:2090 76:1499 77:1483 81:2 "
        "82:1030 83:995 84:698 85:704 88:643 89:613 94:381 95:402 96:2 97:2 98:27 99:22 100:26 101:26 102:1 103:2 "
        "104:13 105:13 106:2 108:1 110:26 111:17 112:32 113:27 115:2 117:1 118:20 119:21 122:22 123:21 124:28 "
        "125:27 127:1 128:1024 129:250 130:1 134:82 135:98 138:9 "),
    "0.167": (
        "0:1 1:4705 2:10 3:4690 4:2687 5:8 6:2705 7:5 8:7907 9:5 10:7950 11:2 12:6 13:5523 14:3 15:5505 16:4815 "
        "17:1 18:4549 20:8 21:2617 22:10 23:2763 25:1315 27:1335 28:783 30:775 32:2771 34:1482 37:254 39:212 "
        "41:72 43:31 44:16 46:7 49:5 51:2 52:1 "),
    "0.172": (
        "0:9 1:870 2:31 3:934 4:745 5:28 6:863 7:12 8:1144 9:11 10:1172 11:25 12:16 13:951 14:24 15:929 16:93 "
        "17:946 18:80 19:871 20:871 21:20 22:818 23:40 24:706 25:32 26:681 27:25 28:17 29:629 30:10 31:607 32:219 "
        "33:531 34:227 35:572 36:439 37:94 38:457 39:94 40:405 41:60 42:353 43:64 44:55 45:259 46:56 47:297 48:61 "
        "49:513 50:42 51:505 52:480 53:22 54:402 55:34 56:453 57:26 58:418 59:37 60:26 61:388 62:24 63:431 "
        "64:1787 65:3 66:1863 67:15 68:22 69:1131 70:11 71:1172 72:27 73:953 74:8 75:955 76:691 77:7 78:764 79:10 "
        "80:598 81:14 82:569 83:27 84:8 85:521 86:11 87:493 88:8 89:464 90:8 91:372 92:394 93:5 94:350 95:8 "
        "96:1125 97:16 98:1150 99:29 100:12 101:771 102:9 103:793 104:14 105:568 106:11 107:600 108:525 109:3 "
        "110:497 111:18 112:593 113:9 114:521 115:26 116:26 117:392 118:16 119:432 120:11 121:365 122:7 123:350 "
        "124:283 125:3 126:286 127:5 128:1300 129:4 130:1244 131:4 132:8 133:887 134:5 135:769 137:587 139:598 "
        "140:470 142:492 144:397 145:7 146:357 147:7 148:3 149:320 150:1 151:313 152:1 153:267 154:2 155:249 "
        "156:251 158:218 159:1 160:438 161:41 162:495 163:44 164:31 165:309 166:32 167:397 168:17 169:279 170:10 "
        "171:259 172:223 173:8 174:242 175:10 176:215 177:16 178:210 179:8 180:13 181:155 182:12 183:167 184:3 "
        "185:169 186:7 187:161 188:136 189:1 190:145 191:2 192:1 193:560 194:1 195:554 196:288 198:282 200:296 "
        "202:270 205:199 207:213 208:2 209:204 210:3 211:192 212:178 214:169 216:122 218:156 221:123 223:118 "
        "225:155 226:1 227:144 228:101 229:1 230:134 231:1 232:60 234:66 237:62 239:54 240:3 241:63 242:1 243:79 "
        "244:63 246:54 247:1 248:50 249:3 250:53 251:1 253:46 255:51 256:1116 257:4 258:722 259:1 260:4 261:158 "
        "262:2 263:151 265:56 267:45 268:19 270:15 272:9 274:8 277:8 279:4 281:5 282:1 283:6 284:2 286:6 290:1 "
        "298:1 299:4 302:1 304:1 306:2 "),
}
"""Rogalski's frequencies of G(1..65536), ``value:count`` as his files list them (zero counts dropped); his runs
reach 2^36 (.014, .172), 2^37 (.034), 2^38 (.161) and 2^40 (.167) heaps with no period found."""


def _rare_row(code: str, heaps: int, mask: int, values=None) -> tuple[int, int, int, int]:
    from combgames.grundy.octal import octal_values
    from combgames.grundy.octal_table import rare_statistics

    s = rare_statistics(octal_values(code, heaps - 1) if values is None else values, mask)
    return s.largest_heap, s.largest, s.rare, s.last_rare


def _solved_published() -> dict[str, tuple]:
    """Czajka's (largest idx, largest, num rare, last rare) of each solved game, the largest value's pair left
    out (None, None) where its heap is past :data:`STATISTICS_HEAPS`."""
    return {_code(c): ((idx, big) if idx < STATISTICS_HEAPS else (None, None)) + (rare, last)
            for c, (mask, idx, big, rare, last) in CZAJKA_SOLVED_STATISTICS.items() if last < STATISTICS_HEAPS}


def _solved_statistics() -> Computed:
    import time

    from combgames.games.heaps import OctalCode
    from combgames.games.octal import code_period
    from combgames.grundy.octal import octal_values

    t0 = time.process_time()
    found, proved = {}, []
    for name, (mask, idx, _, _, last) in CZAJKA_SOLVED_STATISTICS.items():
        if last >= STATISTICS_HEAPS:
            continue
        code = _code(name)
        values = octal_values(code, STATISTICS_HEAPS - 1)
        big_heap, big, rare, last_rare = _rare_row(code, STATISTICS_HEAPS, mask, values)
        found[code] = ((big_heap, big) if idx < STATISTICS_HEAPS else (None, None)) + (rare, last_rare)
        period = code_period(OctalCode(code), values)
        if period is not None and period.proven:
            proved.append(code)
    open_codes = sorted(set(found) - set(proved))
    return Computed(found, f"G(0..{STATISTICS_HEAPS - 1:,}) of each code, its largest value with the first heap "
                           f"that takes it and its rare heaps under Czajka's mask (heap 0 counted); the period is "
                           f"proved within these heaps for {proved} (so the counts are those of the whole sequence), "
                           f"not for {open_codes}; not compared here: .376 (its last rare heap 1,140,540 is past the "
                           f"bound), the largest value of .16 (at heap 229,790): both in their rows by the "
                           f"sparse-space method; {time.process_time() - t0:.1f} CPU s",
                    sample=f"G(0..{STATISTICS_HEAPS - 1:,}) for {open_codes} (their periods start later)")


def _unsolved_statistics() -> Computed:
    import time

    t0 = time.process_time()
    found = {}
    for name, (n, mask, *_rest) in CZAJKA_UNSOLVED_STATISTICS.items():
        if n <= UNSOLVED_STATISTICS_LIMIT:
            found[_code(name)] = _rare_row(_code(name), n, mask)
    return Computed(found, f"G(0..n - 1) for Czajka's n of each code, its largest value with its first heap and "
                           f"its rare heaps under his mask (heap 0 counted); .6 (n = 2^21): row "
                           f"impartial.octal_table_06_statistics; "
                           f"{time.process_time() - t0:.1f} CPU s")


def _first_difference_161_36() -> Computed:
    from combgames.grundy.octal import octal_values

    a, b = octal_values("0.161", 2000), octal_values("0.36", 2000)
    differ = [n for n in range(len(a)) if a[n] != b[n]]
    first = differ[0] if differ else None
    shown = f"G(519): {a[519]} and {b[519]}; " if first == 519 else ""
    return Computed(first, f"G(0..2000) of 0.161 and 0.36 (neither has a heap without a move, so no shift applies): "
                           f"{len(differ)} heaps differ, the first {differ[:6]}; {shown}the two agree below heap "
                           f"{first}")


def _rogalski_published() -> dict[str, dict[int, int]]:
    return {code: {int(v): int(c) for v, c in (pair.split(":") for pair in text.split())}
            for code, text in ROGALSKI_FREQUENCIES.items()}


def _rogalski() -> Computed:
    import time
    from collections import Counter

    from combgames.grundy.octal import octal_values

    t0 = time.process_time()
    values = {code: octal_values(code, ROGALSKI_HEAPS).tolist() for code in ROGALSKI_FREQUENCIES}

    def counted(first: int) -> dict[str, dict[int, int]]:
        return {code: dict(sorted(Counter(g[first: first + ROGALSKI_HEAPS]).items())) for code, g in values.items()}

    found, from_zero = counted(1), counted(0)
    published = _rogalski_published()
    differ = {code: sorted(v for v in set(from_zero[code]) | set(published[code])
                           if from_zero[code].get(v) != published[code].get(v)) for code in found}
    return Computed(found, f"G(1..{ROGALSKI_HEAPS:,}) of each code, counted by value (his counts sum to "
                           f"{ROGALSKI_HEAPS:,}; read as G(0..{ROGALSKI_HEAPS - 1:,}) they differ in the values "
                           f"{differ}: heap 0 in, heap {ROGALSKI_HEAPS:,} out); largest values "
                           f"{ {c: max(f) for c, f in found.items()} }; {time.process_time() - t0:.1f} CPU s",
                    alternatives={f"the values G(0..{ROGALSKI_HEAPS - 1:,}) (his README: 'values from 0 to N')":
                                  from_zero})


OEIS_SHIFTS = {
    "A071434": ("0.1377", 24, 140, {"0.074": 1, "0.075": 1, "0.076": 1, "0.077": 1, "0.44": 2, "0.441": 2, "0.442": 2,
                                    "0.443": 2, "0.46": 2, "0.461": 2, "0.462": 2, "0.463": 2},
                "1 1 2 2 3 3 1 1 4 4 3 3 2 2 1 1 4 4 2 2 6 6 4 4 1 1 2 2 7 7 1 1 4 4 3 3 2 2 1 1 4 4 6 6 7 7 4 4 1 1 2 2 8 "
                "8 5 5 4 4 7 7 2 2 1 1 8 8 6 6 7 7 4 4 1 1 2 2 3 3 1 1 4 4 7 7 2 2 1 1 8 8 2 2 7 7 4 4 1 1 2 2 8 8"),
    "A071435": ("0.177", 20, 496, {"0.45": 1, "0.451": 1, "0.452": 1, "0.453": 1, "0.47": 1, "0.471": 1, "0.472": 1,
                                   "0.473": 1},
                "1 1 2 2 3 1 1 4 4 3 2 2 1 1 4 2 2 6 4 4 1 1 2 2 7 1 1 4 4 3 2 2 1 1 4 8 2 7 4 4 1 1 2 2 7 8 1 4 4 7 2 2 1 "
                "1 4 4 2 7 7 4 1 1 2 2 7 7 1 1 4 7 2 2 1 1 4 4 6 2 7 4 1 1 2 2 8 8 5 1 4 7 2 2 1 1 8 8 6 7 7 4 1 1"),
    "A071452": ("0.11377", 32, 186, {"0.045": 2, "0.047": 2},
                "1 1 1 2 2 2 3 3 1 1 1 4 4 4 3 3 2 2 2 1 1 1 4 4 2 2 2 6 6 4 4 4 1 1 1 2 2 2 7 7 1 1 1 4 4 4 3 3 2 2 2 1 1 "
                "1 4 4 8 6 2 7 7 4 4 4 1 1 1 2 2 2 8 8 8 5 1 4 4 4 7 7 2 2 2 1 1 1 8 8 8 6 2 7 7 4 4 4 1 1 1 2 2 2 3 8 1"),
    "A071453": ("0.117", 48, 46, {"0.051": 1, "0.053": 1},
                "1 1 1 0 2 2 1 3 4 0 1 1 1 3 2 2 2 3 4 0 1 5 4 3 2 2 2 3 1 0 1 0 4 3 2 2 2 0 1 0 1 0 4 3 2 5 4 0 1 0 1 0 2 "
                "3 2 3 4 0 1 0 1 3 2 3 2 3 4 0 1 0 4 3 2 3 2 3 1 0 1 0 4 3 2 3 2 0 1 0 1 0 4 3 2 3 4 0 1 0 1 0 2 3 2 3 4"),
}
"""OEIS entries whose comments name three-digit codes: id -> (the entry's code, its period, its last exception n,
{code: k, "octal game <code> has values a(n - k)"}, the terms a(1), a(2), ... as the stored entry prints them).
A071434 (.1377): ".074-.077 have values a(n-1). Octal games .440-.443 and .460-.463 have values a(n-2)", period 24,
last exception n=140; A071435 (.177): ".450-.453 and .470-.473 have values a(n-1)", period 20, last exception 496;
A071452 (.11377): ".045 and .047 has values a(n-2)", period 32, last exception 186; A071453 (.117): ".051 and .053
have values a(n-1)", period 48, exceptions 2, ..., 46. Read from the stored entries 2026-11-29
(``tests/published/data/oeis_octal.json``)."""

OEIS_SHIFT_LIMIT = 4095
"""The heaps compared for the shifted codes, past every window of the periodicity theorem they need."""


def _oeis_shifts_published() -> dict[str, tuple[int, int]]:
    """code -> (period, last exception n of the entry's a(n)); entry -> the number of terms printed."""
    out: dict[str, tuple[int, int]] = {}
    for entry, (_, period, last, codes, terms) in OEIS_SHIFTS.items():
        out[entry] = (period, last, len(terms.split()))
        out.update({code: (period, last) for code in codes})
    return out


def _oeis_shifts() -> Computed:
    from combgames.games.heaps import OctalCode
    from combgames.games.octal import code_period
    from combgames.grundy.octal import octal_values

    found: dict[str, tuple] = {}
    notes = []
    n = OEIS_SHIFT_LIMIT
    for entry, (base, _, _, codes, terms) in OEIS_SHIFTS.items():
        a = octal_values(base, n).tolist()
        per = code_period(OctalCode(base), a)
        printed = [int(t) for t in terms.split()]
        agree = next((i for i, t in enumerate(printed, start=1) if a[i] != t), None)
        found[entry] = (per.period, per.preperiod - 1, len(printed)) if per and agree is None else \
            ("no proved period" if not per else f"a({agree}) differs")
        notes.append(f"{base}: {per.statement if per else 'no period'}")
        for code, k in codes.items():
            g = octal_values(code, n).tolist()
            differ = next((m for m in range(k, n + 1) if g[m] != a[m - k]), None)
            own = code_period(OctalCode(code), g)
            found[code] = (own.period, own.preperiod - 1 - k) if own and own.proven and differ is None else \
                ("not proved" if differ is None else f"G({differ}) differs from a({differ - k})")
    return Computed(found, f"each entry's code computed to heap {n:,}: its period (proved by the theorem) and last "
                           f"exceptional heap, and its printed terms; each named code G(k..{n:,}) equal to "
                           f"a(0..{n:,} - k) and its own period proved, so the shifted sequences agree for every "
                           f"heap; the code's last exception read back in a's indexing (n0 - 1 - k); "
                           f"{'; '.join(notes)}")


OEIS_056_TERMS = ("1 0 2 2 4 1 1 3 2 4 4 6 6 2 1 1 7 6 8 4 1 1 6 5 4 8 1 1 12 4 5 6 1 1 3 12 6 6 8 9 2 11 6 6 4 2 1 1 "
                  "12 13 4 10 8 1 12 12 5 11 1 16 2 2 12 6 1 1 2 13 12 6 6 8 1 1 7 6 11 4 16 16 6 5 5 19 1 1 12 4 14 "
                  "16 1 1")
"""OEIS A071436 (".560-.563"), its printed terms a(1..92) as stored; its comment: "eventually periodic with period
144. The last exception is at n=326637." (read 2026-11-29, ``tests/published/data/oeis_octal.json``)."""

HEAPS_056 = 653571
"""0.56 is computed to heap 653,571 (quadratic in the heaps): the octal periodicity theorem proves a period p from
n0 with G(0..2 n0 + 2 p + t) (:func:`combgames.games.octal.find_period`; t = 2 for 0.56), which for Czajka's
n0 = 326,640 and p = 144 is G(0..653,570); one heap more than that."""

EXPECTED_056 = 6
"""The expected time of each 0.56 row run alone. G(0..653,571) is computed by the sparse-space method
(:mod:`combgames.grundy.octal_sparse`, its mask 0x5b: 46 rare heaps) since s38: the row took 3.0 s (the whole
process 5.3 s wall, 2.4 CPU s, 240 MB, on the shared machine); the quadratic kernel took 401 s wall (327 CPU s) in
s37 for the same values (the two methods are tested equal); the second row of one run reads the same values."""


@lru_cache(maxsize=1)
def _values_056() -> tuple:
    from combgames.grundy.octal import octal_values

    return tuple(octal_values("0.56", HEAPS_056, method="sparse", max_operations=10**12).tolist())


@lru_cache(maxsize=1)
def _period_056():
    """The period of 0.56 that G(0..HEAPS_056) proves (:func:`combgames.games.octal.code_period`), or None."""
    from combgames.games.octal import OctalCode, code_period

    return code_period(OctalCode("0.56"), _values_056())


def _exceptions_056() -> tuple[list[int], str]:
    """The heaps n <= HEAPS_056 - 144 with G(n) != G(n + 144) (the last ones), and a note on the printed terms."""
    g = _values_056()
    bad = [n for n in range(len(g) - 144) if g[n] != g[n + 144]]
    printed = [int(t) for t in OEIS_056_TERMS.split()]
    terms = "agree" if list(g[1:len(printed) + 1]) == printed else "differ"
    last = bad[-1]
    return bad, (f"G(0..{HEAPS_056:,}) of 0.56; the last heaps n <= {HEAPS_056 - 144:,} with G(n) != G(n + 144): "
                 f"{bad[-3:]} (G({last}) = {g[last]}, G({last + 144}) = {g[last + 144]}); the OEIS entry's printed "
                 f"terms a(1..{len(printed)}) {terms} with G(1..{len(printed)})")


def _czajka_056() -> Computed:
    bad, note = _exceptions_056()
    per = _period_056()
    if per is not None and per.proven and per.period == 144:
        return Computed(per.preperiod, f"{note}; {per.statement}")
    return Computed(bad[-1] + 1, f"{note}; so the period 144 holds from heap {bad[-1] + 1:,} to heap "
                                 f"{HEAPS_056:,}; the period the values prove: {per.statement if per else 'none'}",
                    sample=f"heaps up to {HEAPS_056:,} (the period 144 is not proved)")


def _oeis_056() -> Computed:
    bad, note = _exceptions_056()
    per = _period_056()
    if per is not None and per.proven and per.period == 144:
        return Computed(per.preperiod - 1, f"{note}; a heap past n = 326637 is an exception, and it is the last: "
                                           f"{per.statement}")
    return Computed(bad[-1], f"{note}; a heap past n = 326637 is an exception, whatever happens beyond heap "
                             f"{HEAPS_056:,}", sample=f"heaps up to {HEAPS_056:,} (a lower bound on the last "
                                                      f"exception)")


# ---------------------------------------------------------------------------------------------------------------
# Beyond the quadratic kernel: the sparse-space method (issue 32), .6 to 2^21 and the periods of .16, .376, .354.

EXPECTED_SPARSE = {".6": 25, ".16": 6, ".376": 25, ".354": 16}
"""The expected seconds of each row run alone, measured in s38 on the shared machine (wall; the whole process's CPU
seconds in brackets): .6 24 s (13), .16 3.8 s (3.5; 6 allowed for a kernel compiled on first use), .376 22 s (12),
.354 16 s (14; 1.0 GB). The values take 0.3 s
(.16), 11 s (.376), 7 s (.354) and 13 s (.6) CPU; the rest is the search of the smallest period the values prove
(:func:`combgames.games.octal.find_period`), which tries every period below the published one (149,458 of them over
509,622 values for .16, 1,179 over 20,126,195 for .354), each compared from the end of the values first (202 s and
174 s before that, comparing the whole sequence for each)."""


def _heaps_for(name: str) -> int:
    """The largest heap computed for a solved game: 2 n0 + 2 p + t, one past what the periodicity theorem asks for
    the published prefix n0 and period p (G(0..2 n0 + 2 p + t - 1), t the code's last digit)."""
    from combgames.games.heaps import OctalCode

    n0, p = CZAJKA_SOLVED[name]
    return 2 * n0 + 2 * p + OctalCode(_code(name)).max_take


@lru_cache(maxsize=None)
def _sparse_run(name: str, limit: int):
    """G(0..limit) of a code by the sparse-space method (:func:`combgames.grundy.octal_sparse.octal_sparse_values`,
    its own mask chosen on G(10,000..20,000)), with the CPU seconds."""
    import time

    from combgames.grundy.octal_sparse import octal_sparse_values

    t0 = time.process_time()
    run = octal_sparse_values(_code(name), limit, method="sparse", max_operations=None)
    return run, time.process_time() - t0


@lru_cache(maxsize=None)
def _sparse_period(name: str):
    """(the period that G(0..:func:`_heaps_for`) proves, :func:`combgames.games.octal.code_period`, or None; CPU s)."""
    import time

    from combgames.games.heaps import OctalCode
    from combgames.games.octal import code_period

    run, _ = _sparse_run(name, _heaps_for(name))
    t0 = time.process_time()
    return code_period(OctalCode(_code(name)), run.values), time.process_time() - t0


def _solved_by_sparse(name: str) -> Computed:
    """The prefix and period of a solved game, and its statistics (largest value, first heap with it, rare heaps
    under Czajka's mask, the last one) over the whole sequence when the period is proved and no rare heap lies in
    it."""
    from combgames.grundy.octal_table import rare_statistics

    limit = _heaps_for(name)
    run, seconds = _sparse_run(name, limit)
    per, search = _sparse_period(name)
    mask = CZAJKA_SOLVED_STATISTICS[name][0]
    s = rare_statistics(run.values, mask)
    whole = per is not None and per.proven and s.last_rare < per.preperiod
    value = {"period": (per.preperiod, per.period) if per is not None else None,
             "statistics": (s.largest_heap, s.largest, s.rare, s.last_rare)}
    sampled = sorted({s.largest_heap, s.last_rare, limit} | ({per.preperiod - 1, per.preperiod + per.period - 1}
                                                             if per is not None else set()))
    differ = _plain_check(name, run.values, sampled)
    if differ:
        value["plain mex differs at"] = differ
    evidence = (f"G(0..{limit:,}) of {_code(name)} by the sparse-space method (mask {run.mask:#x}: {run.rare:,} rare "
                f"heaps, {run.pairs:,} pairs read after the head G(0..{run.head:,}); {seconds:.1f} CPU s); "
                f"{per.statement if per is not None else 'no period proved'} (the smallest period the values prove, "
                f"{search:.1f} CPU s); statistics under Czajka's mask {mask:#x} (heap 0 counted)"
                + (": the period is proved and every rare heap lies before its start, so they hold for every heap"
                   if whole else f" over G(0..{limit:,}) only")
                + f"; the heaps {sampled} re-derived by the plain mex over all moves: "
                  f"{'differ at ' + str(differ) if differ else 'agree'}")
    return Computed(value, evidence, sample="" if whole else f"G(0..{limit:,}) (period or statistics not proved for "
                                                          "every heap)")


def _plain_check(name: str, values, heaps: list[int]) -> list[int]:
    """The heaps among ``heaps`` whose value differs from the plain mex over all moves
    (:func:`combgames.grundy.octal_sparse.plain_value`, an independent check of single values)."""
    from combgames.grundy.octal_sparse import plain_value

    return [n for n in heaps if plain_value(_code(name), n, values) != int(values[n])]


def _published_sparse(name: str) -> dict:
    _, idx, big, rare, last = CZAJKA_SOLVED_STATISTICS[name]
    return {"period": CZAJKA_SOLVED[name], "statistics": (idx, big, rare, last)}


def _solved_016() -> Computed:
    return _solved_by_sparse(".16")


def _solved_0376() -> Computed:
    return _solved_by_sparse(".376")


def _solved_0354() -> Computed:
    return _solved_by_sparse(".354")


def _statistics_06() -> Computed:
    n, mask, *_ = CZAJKA_UNSOLVED_STATISTICS[".6"]
    run, seconds = _sparse_run(".6", n - 1)
    found = _rare_row("0.6", n, mask, run.values)
    sampled = [found[0], found[3], n - 1]
    differ = _plain_check(".6", run.values, sampled)
    if differ:
        found = (*found, f"plain mex differs at {differ}")
    return Computed(found, f"G(0..{n - 1:,}) of 0.6 (Czajka's n = 2^21) by the sparse-space method (its mask "
                           f"{run.mask:#x}: {run.rare:,} rare heaps, {run.pairs:,} pairs read after the head "
                           f"G(0..{run.head:,}); {seconds:.1f} CPU s, where the quadratic kernel needs about 1.1 x "
                           f"10^12 steps); the largest value with its first heap and the rare heaps under Czajka's "
                           f"mask {mask:#x} (heap 0 counted); the heaps {sampled} re-derived by the plain mex over "
                           f"all moves: {'differ at ' + str(differ) if differ else 'agree'}")



# ---------------------------------------------------------------------------------------------------------------
# The table past heap 16,383 (s39): every code whose representative has a published period proved, and the unsolved
# codes to a larger stated heap.

EXTENDED_EXPECTED = 110
"""The expected seconds of the row run alone: measured in s39 on the shared machine, 108 s wall, 70.6 CPU s for the
table (698 codes; the eight past heap 16,383 took 67 CPU s of it, 0.376 32 s to G(0..8,388,607) and 0.354 24 s to
G(0..33,554,431), both by the sparse-space method grown in place)."""

UNSOLVED_EXTENDED_LIMIT = 2**20 - 1
"""The bound of the row of Czajka's unsolved codes past heap 16,383: G(0..1,048,575) where the steps stay within
:data:`UNSOLVED_EXTENDED_OPERATIONS`."""

UNSOLVED_EXTENDED_OPERATIONS = 5 * 10**9
"""The cost limit of each step of that row (a few CPU seconds): the codes with a good mask reach
:data:`UNSOLVED_EXTENDED_LIMIT` by the sparse-space method, the others stop at the last doubling the quadratic kernel
takes within it (2^16 - 1 or 2^17 - 1, by their split digits); each row says where."""

UNSOLVED_EXTENDED_EXPECTED = 780
"""The expected seconds of the row of Czajka's unsolved codes to :data:`UNSOLVED_EXTENDED_LIMIT`, measured in s39
(``combgames reproduce --only``, one process on the shared machine): 777 s wall, 759 CPU s (712 for the 82 codes, 45
for the 33 codes equivalent to the three with new periods), 428 MB; the slowest codes 0.143 (46 s, to 2^19 - 1) and
0.606 (44 s)."""


def _solved_representative() -> dict[str, str]:
    """Every code whose representative in Czajka's lookup tables is a trivial or solved game: code -> representative."""
    published = set(_trivial()) | {_code(c) for c in CZAJKA_SOLVED}
    return {code: rep for code, rep in _lookup().items() if rep in published}


def _all_published_periods() -> dict[str, int]:
    """Every code whose representative has a published period (trivial or solved, at any heap): code -> period."""
    periods = {c: v[1] for c, v in _trivial().items()}
    periods.update({_code(c): v[1] for c, v in CZAJKA_SOLVED.items()})
    return {code: periods[rep] for code, rep in _solved_representative().items()}


@lru_cache(maxsize=1)
def _extended_table():
    """The codes of :func:`_all_published_periods`, each to heap 16,383 and those whose representative is one of
    Czajka's nontrivial solved games to :data:`combgames.grundy.octal_table.EXTENDED_LIMIT` (2^25 - 1), each stopping
    at the first doubling that proves a period (computed once a process)."""
    from combgames.grundy.octal_table import EXTENDED_LIMIT, octal_table

    solved = {_code(c) for c in CZAJKA_SOLVED}
    codes = _solved_representative()
    return octal_table(codes, TABLE_LIMIT, limits={c: EXTENDED_LIMIT for c, rep in codes.items() if rep in solved})


def _extended() -> Computed:
    table = _extended_table()
    published = _all_published_periods()
    ours = {c: table.row(c).period for c in published}
    differ = {c: (published[c], ours[c]) for c in published if ours[c] != published[c]}
    far = [r for r in table.rows if r.computed_to > TABLE_LIMIT]
    solved = {_code(c): v for c, v in CZAJKA_SOLVED.items()}
    prefixes = {r.code: (r.preperiod, solved[r.code][0]) for r in far if r.code in solved}
    wrong_prefix = {c: v for c, v in prefixes.items() if v[0] != v[1]}
    not_compared = [c for c in published if table.row(c).status == "open"]
    observed = [c for c in published if table.row(c).status == "observed"]
    beyond = "; ".join(f"{r.code} {r.status} (n0, p) = ({r.preperiod}, {r.period}) at G(0..{r.computed_to:,}) "
                       f"by the {r.method} method, {r.seconds:.1f} CPU s" for r in far)
    return Computed(ours, f"{len(published)} codes whose representative has a published period: "
                    f"{len(published) - len(differ)} agree, disagreements (published, ours) {differ or 'none'}; "
                    f"left open (not compared): {not_compared or 'none'}; past heap {TABLE_LIMIT:,}: {beyond}; "
                    f"their prefixes against Czajka's: {'differ ' + str(wrong_prefix) if wrong_prefix else 'agree'}; "
                    f"{table.seconds:.1f} CPU s",
                    sample=f"the {len(observed)} codes whose periods are observed, not proved" if observed else "")


def _unsolved_extended() -> Computed:
    from combgames.grundy.octal import octal_values
    from combgames.grundy.octal_table import octal_table

    table = octal_table([_code(c) for c in CZAJKA_UNSOLVED], UNSOLVED_EXTENDED_LIMIT,
                        max_operations=UNSOLVED_EXTENDED_OPERATIONS)
    open_codes = [r.code for r in table.rows if r.status == "open"]
    found = {r.code: (r.preperiod, r.period, r.status) for r in table.rows if r.status != "open"}
    reached: dict[str, list[str]] = {}
    for r in table.rows:
        if r.status == "open":
            reached.setdefault(f"{r.computed_to:,} ({r.method})", []).append(r.code)
    arithmetic = [r.code for r in table.rows if r.arithmetic is not None]
    far = {r.code: (r.preperiod, r.period, r.computed_to) for r in table.rows
           if r.status != "open" and r.computed_to > TABLE_LIMIT}
    checks = {code: _plain_check(code, octal_values(code, n), [n0 - 1, n0, n0 + p - 1, n])
              for code, (n0, p, n) in far.items()}
    lookup = _lookup()
    equivalents = octal_table(sorted(c for c, rep in lookup.items() if rep in far and c != rep),
                              UNSOLVED_EXTENDED_LIMIT, max_operations=UNSOLVED_EXTENDED_OPERATIONS)
    same = [r.code for r in equivalents.rows if (r.preperiod, r.period) == far[lookup[r.code]][:2]]
    other = {r.code: (r.preperiod, r.period, r.computed_to) for r in equivalents.rows if r.code not in same}
    new = (f"PERIODS PROVED PAST HEAP {TABLE_LIMIT:,} FOR CODES OF THE UNSOLVED LIST (new here, not in Czajka's "
           f"tables; Flammenkamp's not read): {far}; the heaps n0 - 1, n0, n0 + p - 1 and N of each re-derived by the "
           f"plain mex over all moves: {checks if any(checks.values()) else 'agree'}; the {len(equivalents.rows)} "
           f"codes his lookup tables send to them, computed the same way: {len(same)} with the same (n0, p), others "
           f"{other or 'none'} ({equivalents.seconds:.1f} CPU s); ") if far else ""
    return Computed(open_codes, f"{new}no period over the theorem's window for {len(open_codes)} of {len(table.rows)}; "
                    f"the heap each open code was computed to (bound {UNSOLVED_EXTENDED_LIMIT:,}, each step at most "
                    f"{UNSOLVED_EXTENDED_OPERATIONS:.0e} operations): "
                    + "; ".join(f"{k}: {len(v)} codes {v}" for k, v in reached.items())
                    + f"; a period found for {found or 'none'}; arithmetic periods observed: {arithmetic or 'none'}; "
                      f"{table.seconds:.1f} CPU s",
                    sample="each open code computed to the heap stated: open there, not shown aperiodic")


CLAIMS = [
    Claim("impartial.octal_table_oeis", OEIS, "the periods and exceptional heaps of 0.177 and 0.117",
          OEIS_PERIODS, _oeis),
    Claim("impartial.octal_table_trivial", f"{CZAJKA}, TrivialGames.md",
          f"the prefix and period of each of the {len(_trivial())} codes of Czajka's table of trivial games "
          "(heaps below 1000), and the values he prints", {c: v[:2] for c, v in _trivial().items()}, _trivial_rows),
    Claim("impartial.octal_table_solved", f"{CZAJKA}, SolvedGames.md",
          f"the prefix and period of Czajka's nontrivial solved games whose period heaps below {SOLVED_LIMIT:,} "
          "prove (0.45, 0.156, 0.356, 0.644, 0.165, 0.127)",
          {_code(c): v for c, v in CZAJKA_SOLVED.items() if 2 * v[0] + 2 * v[1] + 3 <= SOLVED_LIMIT}, _solved_rows,
          slow=True, expected=20),
    Claim("impartial.octal_table_unsolved", f"{CZAJKA}, UnsolvedGames.md",
          f"the {len(CZAJKA_UNSOLVED)} three-digit codes of Czajka's list of games his recomputation has not solved "
          "yet (a list of work in progress, not a claim that no period exists): which stay open to heap "
          f"{TABLE_LIMIT:,}, and the periods proved for the others", None, _unsolved, slow=True, expected=90),
    Claim("impartial.octal_table_every_code", f"{CZAJKA}, GameLookup.md with TrivialGames.md and SolvedGames.md",
          "the period of every code whose representative in Czajka's lookup tables has a published period "
          f"proved within heap {TABLE_LIMIT:,}", _published_periods(), _every_code, slow=True, expected=220),
    Claim("impartial.octal_table_counts", "computed here (Flammenkamp's counts were not read)",
          f"every octal code d0.d1d2d3 (d0 = 0 or 4; 1024 codes): how many periods are proved, observed or open "
          f"to heap {TABLE_LIMIT:,}", None, _counts, slow=True, expected=220),
    Claim("impartial.octal_table_solved_statistics", f"{CZAJKA}, SolvedGames.md (columns largest idx, largest, "
          "rare mask, num rare, last rare)",
          f"the largest value of each solved game with its first heap, and its number of rare heaps and the last one, "
          f"for the games whose last rare heap lies below {STATISTICS_HEAPS:,}", _solved_published(),
          _solved_statistics, slow=True, expected=10),
    Claim("impartial.octal_table_unsolved_statistics", f"{CZAJKA}, UnsolvedGames.md (columns n, largest idx, largest, "
          "rare mask, num rare, last rare)",
          "0.04 and 0.06 to n = 2^17: the largest value with its first heap, the number of rare heaps and the last one",
          {_code(c): v[2:] for c, v in CZAJKA_UNSOLVED_STATISTICS.items() if v[0] <= UNSOLVED_STATISTICS_LIMIT},
          _unsolved_statistics, slow=True, expected=30),
    Claim("impartial.octal_table_161_vs_36", CZAJKA_161_36,
          "0.161 and 0.36 are different games: their values first differ at heap 519", 519,
          _first_difference_161_36),
    Claim("impartial.octal_table_rogalski_frequencies", ROGALSKI,
          f"the frequencies of the values G(1..{ROGALSKI_HEAPS:,}) of 0.014, 0.034, 0.161, 0.167 and 0.172",
          _rogalski_published(), _rogalski, slow=True, expected=25),
    Claim("impartial.octal_table_oeis_equivalents", "OEIS A071434, A071435, A071452, A071453 (comments on octal games "
          "with shifted values; stored entries read 2026-11-29)",
          "the three-digit codes the entries name have the entry's values shifted by k (the period of the entry and "
          "its last exception, read in the entry's indexing); and each entry's printed terms and period",
          _oeis_shifts_published(), _oeis_shifts, expected=2),
    Claim("impartial.octal_table_056_czajka", f"{CZAJKA}, SolvedGames.md, .56",
          "0.56 has period 144 from heap 326,640 (Czajka's prefix; Gangolli and Plambeck's game)", 326640,
          _czajka_056, slow=True, expected=EXPECTED_056),
    Claim("impartial.octal_table_056_oeis", "OEIS A071436 (.560-.563), comment (stored entry read 2026-11-29)",
          "0.56: 'eventually periodic with period 144. The last exception is at n=326637'", 326637, _oeis_056,
          slow=True, expected=EXPECTED_056),
    Claim("impartial.octal_table_06_statistics", f"{CZAJKA}, UnsolvedGames.md, .6 (columns n, largest idx, largest, "
          "rare mask, num rare, last rare)",
          "0.6 to n = 2^21: its largest value 319 first at heap 1,274,955; 1,584 rare heaps under the mask 0x1ee, the "
          "last 20,627", CZAJKA_UNSOLVED_STATISTICS[".6"][2:], _statistics_06, slow=True,
          expected=EXPECTED_SPARSE[".6"]),
    Claim("impartial.octal_table_016_czajka", f"{CZAJKA}, SolvedGames.md, .16 (prefix, period and the columns after)",
          "0.16 has period 149,459 from heap 105,351; its largest value is 23, first at heap 229,790; 53 heaps are "
          "rare under the mask 0x1e, the last 13,935", _published_sparse(".16"), _solved_016, slow=True,
          expected=EXPECTED_SPARSE[".16"]),
    Claim("impartial.octal_table_0376_czajka", f"{CZAJKA}, SolvedGames.md, .376 (prefix, period and the columns "
          "after)",
          "0.376 has period 4 from heap 2,268,248; its largest value is 176, first at heap 341,612; 510 heaps are rare "
          "under the mask 0xfe, the last 1,140,540", _published_sparse(".376"), _solved_0376, slow=True,
          expected=EXPECTED_SPARSE[".376"]),
    Claim("impartial.octal_table_0354_czajka", f"{CZAJKA}, SolvedGames.md, .354 (prefix, period and the columns "
          "after)",
          "0.354 has period 1,180 from heap 10,061,916; its largest value is 113, first at heap 1,152; 132 heaps are "
          "rare under the mask 0x3f, the last 3,227", _published_sparse(".354"), _solved_0354, slow=True,
          expected=EXPECTED_SPARSE[".354"]),
    Claim("impartial.octal_table_extended", f"{CZAJKA}, GameLookup.md with TrivialGames.md and SolvedGames.md",
          "the period of every code whose representative in Czajka's lookup tables has a published period, at any "
          "heap (0.16, 0.56 and its three equivalents, 0.127, 0.376 and 0.354 past heap 16,383)",
          _all_published_periods(), _extended, slow=True, expected=EXTENDED_EXPECTED),
    Claim("impartial.octal_table_unsolved_extended", f"{CZAJKA}, UnsolvedGames.md",
          f"the {len(CZAJKA_UNSOLVED)} three-digit codes of Czajka's list of games his recomputation has not solved "
          f"yet: which stay open to heap {UNSOLVED_EXTENDED_LIMIT:,} (or the heap each reaches within the cost "
          "limit), and the periods proved for the others", None, _unsolved_extended, slow=True,
          expected=UNSOLVED_EXTENDED_EXPECTED),
]
