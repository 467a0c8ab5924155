"""Latin squares classified by generation (issue 16), against McKay, Meynert and Myrvold, "Small Latin squares,
quasigroups and loops", J. Combin. Des. 15 (2007) 98-119, Table 1 (isotopy and main classes), and OEIS A002860
(Latin squares), A000315 (reduced Latin squares). Order 8 is the record of a full piecewise run, re-checked on a
random sample of its pieces: its rows are ``supported``, not ``confirmed``."""

import pytest

from combgames.reproduce.latin_classes import CLAIMS
from tests.published._rows import check_row, row_params

# row id -> (verdict, computed value); the published values are the claims' own
EXPECTED_ROWS = {
    "latin_classes.isotopy": ("confirmed", [1, 1, 1, 2, 2, 22]),
    "latin_classes.main": ("confirmed", [1, 1, 1, 2, 2, 12]),
    "latin_classes.squares": ("confirmed", [1, 2, 12, 576, 161280, 812851200]),
    "latin_classes.reduced": ("confirmed", [1, 1, 1, 4, 56, 9408]),
    "latin_classes.order7": ("confirmed", (564, 147)),
    "latin_classes.order7_squares": ("confirmed", (61479419904000, 16942080)),
    "latin_classes.order8": ("supported", (1676267, 283657)),
    "latin_classes.order8_squares": ("supported", (108776032459082956800, 535281401856)),
}


@pytest.mark.parametrize("claim", row_params(CLAIMS))
def test_rows(claim):
    check_row(claim, EXPECTED_ROWS)


def test_the_order_8_record_is_whole_and_its_two_sums_agree():
    """Every piece of the split is in the record once, and the two orbit-counting sums agree."""
    from importlib.resources import files

    from designs.latin_classes import read_record
    from designs.latin_classes import ORDER8_RECORD

    record = read_record(files("designs").joinpath(ORDER8_RECORD))
    assert (record.order, record.split_rows, len(record.pieces)) == (8, 4, 93561)
    assert len({p.rows for p in record.pieces}) == 93561
    assert record.total("latin_squares") == record.total("main_class_squares")
    assert all(p.main_classes <= p.isotopy_classes for p in record.pieces)


@pytest.mark.slow
def test_a_larger_sample_of_the_order_8_record_recomputes():
    from importlib.resources import files

    from designs.latin_classes import read_record, recompute_sample
    from designs.latin_classes import ORDER8_RECORD

    record = read_record(files("designs").joinpath(ORDER8_RECORD))
    assert recompute_sample(record, 400, seed=2026)[1] == []
