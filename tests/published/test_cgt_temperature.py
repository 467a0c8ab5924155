"""Temperature theory (combgames/reproduce/cgt_temperature.py): cooling, heating and overheating (Siegel,
Combinatorial Game Theory, ch. II.5; Winning Ways ch. 6), Norton multiplication (Winning Ways ch. 8), ordinal sums
of Hackenbush strings (Winning Ways ch. 2 and 7), reduced canonical forms (Siegel II.6), the confusion interval
(Lessons in Play ch. 6) and incentives (Winning Ways ch. 6). The published values are the claims' own, compared as
values; the computed texts below are CGSuite's notation of the canonical forms."""

import pytest

from combgames.reproduce.cgt_temperature import CLAIMS
from tests.published._rows import check_row, row_params

# row id -> (verdict, computed value)
EXPECTED_ROWS = {
    "cgt.cooling_switch": ("confirmed", {"1/2": "{3/2|-1/2}", "3/2": "1/2*", "2": "1/2"}),
    "cgt.cooling_domineering_2x2": ("confirmed", "*"),
    "cgt.heating_star_up": ("confirmed", {"*": "+-1", "^": "{1||0|-2}"}),
    "cgt.overheating_1_1star": ("confirmed", {"*": "+-(1*)", "1/2": "{1*|*}", "3": "3"}),
    "cgt.norton_integer": ("confirmed", "^^"),
    "cgt.norton_atomic_weight": ("confirmed", {"2": "2", "1/2": "1/2", "{1|0}": "{1|0}", "*": "*"}),
    "cgt.ordinal_hackenbush_strings": ("confirmed", {"BR": "1/2", "BRR": "1/4", "BRB": "3/4", "BBR": "3/2",
                                                     "RBB": "-1/4", "GGG": "*3"}),
    "cgt.reduced_forms": ("confirmed", {"^*": "0", "{1|^}": "{1|0}", "1/2*": "1/2"}),
    "cgt.confusion_interval_switch": ("confirmed", "[-1, 2]"),
    "cgt.incentives_switch": ("confirmed", {"left": "{3|0}", "right": "{3|0}"}),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_rows(claim):
    check_row(claim, EXPECTED_ROWS)


def test_every_row_is_expected():
    assert {c.id for c in CLAIMS} == set(EXPECTED_ROWS)
