"""Claims on the table of octal games with at most three code digits (issue 32, part 3): periods and preperiods
against the published tables, recomputed by :mod:`combgames.grundy.octal_table`.

Sources. Flammenkamp's table (https://wwwhomes.uni-bielefeld.de/achim/octal.html) could not be read here beyond
its introduction (the stored copy of the page gives only its opening, which says it covers every 0.??? and
4.??? game). The table compared is T. Czajka's recomputation of it, github.com/tczajka/octal-games (files
``TrivialGames.md``, ``SolvedGames.md`` and ``UnsolvedGames.md``; its README: "More results were computed by
Achim Flammenkamp ... We are going to verify those results"), which lists one representative code per class of
equivalent games. Czajka drops the heaps that have no move: a code whose heaps of 1..s tokens have no move is
listed with G(s), G(s + 1), ... (:func:`~combgames.grundy.octal_table.frozen_heaps`; his "a game in which taking
a 1-element heap is not allowed is considered equivalent to the game with all heap sizes reduced by 1"), so his
prefix in ``TrivialGames.md`` is ``max(n0 - s, 0)`` for our preperiod n0 (0.055: his 258, our 259, the preperiod
Flammenkamp's page is quoted with; all 82 codes and their printed values agree so). ``SolvedGames.md`` gives its
prefixes in the code's own heap sizes, as Flammenkamp does: its two codes with a heap without a move agree so and
only so (0.45: 498, the preperiod quoted from Flammenkamp's table by others; read shifted it would be 497; 0.644:
3256), so that file is compared unshifted. His code "4" is 4.0 (split a heap in two; his values (01) are G(1),
G(2), ...). His tables are transcribed below as he prints them, nimbers in base 36 (A = 10, G = 16). His lookup
tables (``GameLookup.md``) name for each code the representative whose values it shares; every code whose
representative has a published period is compared with that period (a period does not change when heaps
without a move are dropped).

Beyond the published tables: 4.344, on Czajka's list of games his recomputation has not solved yet (a list of
work in progress), has period 51 from heap 998, proved by the periodicity theorem (which holds for d0 != 0 as
well: :func:`~combgames.games.octal.find_period`), and so have 4.346, 4.354 and 4.356, which his lookup tables
send to it. Whether Flammenkamp's table has it could not be read here; the row says "extends", not "refuted".
"""

from __future__ import annotations

from functools import lru_cache

from combgames.reproduce import Claim, Computed

__all__ = ["CLAIMS", "CZAJKA_LOOKUP", "CZAJKA_SOLVED", "CZAJKA_TRIVIAL", "CZAJKA_UNSOLVED", "SOLVED_LIMIT", "TABLE_LIMIT"]

CZAJKA = "T. Czajka, github.com/tczajka/octal-games (a recomputation of Flammenkamp's octal table)"

CZAJKA_TRIVIAL = """
4     |      0 |      2 | (01)
.1    |      2 |      1 | 01(0)
.4    |     52 |     34 | 0112031103322405223301130211045274011203110332244552(3301130211045374811203110332244559)
.02   |      0 |      4 | (0110)
.11   |      3 |      1 | 011(0)
.12   |      1 |      4 | 0(1001)
.15   |      1 |     10 | 0(1101122122)
.17   |     33 |     34 | 011021301132234153223110312011442(6411021301132234457223110312011443)
.22   |      0 |      3 | (012)
.26   |      0 |      4 | (0123)
.31   |      3 |      2 | 012(01)
.32   |      1 |      3 | 0(102)
.34   |      7 |      8 | 0101201(03121203)
.35   |      1 |      6 | 0(120102)
.44   |    141 |     24 | 011223311443322114422664411227711443322114466774411228855447722118866774411223311447722118822774411228811447722114422774411228811447722118866(774411228811447722118822)
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
.002  |      0 |      6 | (011100)
.017  |     14 |     60 | 01112023114045(132021114026164041112026154046132021118026164041112026114046)
.022  |      0 |      5 | (01120)
.044  |    211 |     36 | 0111222333111444333222111444222666444111222777111444333222111444666777444111222888555444777222111888666777444111222333111444777222111888222777444111222888111444777222111444222777444111222888111444777222111888666(777444111222888111444777222111888222)
.045  |    187 |     32 | 0111222331114443322211144222664441112227711144433222111448627744411122288851444772221118886277444111222381114447722211188222774441112228811144477222111442227744411122288111444772221118886(27744411122288111444772221118822)
.051  |     47 |     48 | 01110221340111322234015432223101043222010104325(401010232340101323234010432323101043232010104323)
.055  |    258 |    148 | 011122231114443222111422264441112227111444322211148227444111222781144472221114422774411122277111447222111448227441112227781144722211144422774111222777111442221114448227411122274781144722111444812744112227478111442211144481224411122744411184721114447112844112(2744411184421114447212844111274441118447111444721114442127441112244781144472111444811744411127478114447211144481124441112744411174721114447112844111)
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
.226  |     20 |      5 | 01234012345123451230(51234)
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
4.005 |     30 |     79 | 012123145132121527526126268458(3615156158158656541821856567281216515813212162682812128158132121826826121261461)
4.024 |      1 |     60 | 0(12314314214264164134132142842812314314614624124134132182B82B)
4.102 |      8 |     10 | 01112220(4421112221)
4.122 |      6 |      7 | 011220(4311224)
4.304 |     25 |     21 | 0120212461528156261625186(8182615261582816251B2)
4.323 |      4 |      4 | 0124(3021)
4.444 |    142 |     24 | 0123456732897654328945CD982345FE328976543289DCFE982345GHAB89EF5432GHDCFE982345673289EF5432GH45FE982345GH3289EF54328945FE982345GH3289EF5432GHDC(FE982345GH3289EF5432GH45)
4.722 |      4 |      4 | 0124(6125)
4.726 |      5 |     16 | 01246(12741824187B1248)
4.766 |     19 |     20 | 01246128A1D2G14DE18(4D12481DG8142D148D1G)
"""
"""Czajka's TrivialGames.md ("games whose periods can be found by considering nimbers for heaps smaller than
1000"): code | prefix | period | nimbers, the period in brackets, as printed."""

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
             drop_frozen: bool = True) -> Computed:
    """Our (prefix, period) of each code of ``published`` (the heaps without a move dropped when
    ``drop_frozen``, Czajka's trivial table; else in the code's own heap sizes), and the codes whose values
    G(s), G(s + 1), ... differ from his printed ``nimbers``."""
    from combgames.grundy.octal import octal_values
    from combgames.grundy.octal_table import frozen_heaps, octal_table

    table = octal_table(published, limit)
    ours, wrong_values = {}, []
    for code in published:
        row, s = table.row(code), frozen_heaps(code)
        ours[code] = _shifted(row, s if drop_frozen else 0)
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
    result = _compare(reached, SOLVED_LIMIT, drop_frozen=False)
    beyond = sorted(set(map(_code, CZAJKA_SOLVED)) - set(reached))
    return Computed(result.value, f"{result.evidence}; not computed (the published period needs heaps past "
                    f"{SOLVED_LIMIT:,}): {beyond}", sample=result.sample)


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
]
