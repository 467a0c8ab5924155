"""Tests of combgames.base.checks: one wording, the right exception classes."""

import numpy as np
import pytest

from combgames.base.checks import ArgumentTypeError, check_int, check_one_of, int_requirement, is_int


@pytest.mark.parametrize("value", [0, 7, np.int64(3), np.int8(-2)])
def test_integers_are_integers(value):
    assert is_int(value)


@pytest.mark.parametrize("value", [True, False, 1.0, "3", None, np.float64(2.0)])
def test_other_things_are_not(value):
    assert not is_int(value)
    with pytest.raises(ArgumentTypeError, match="n must be an integer, not"):
        check_int(value, "n")


def test_wrong_kind_is_both_type_error_and_value_error():
    for cls in (TypeError, ValueError):
        with pytest.raises(cls):
            check_int("4", "n")


def test_range_messages():
    assert check_int(np.int64(4), "n", minimum=1) == 4 and type(check_int(np.int64(4), "n")) is int
    with pytest.raises(ValueError, match=r"^s must be an integer >= 3 \(number of sides\), not 2$"):
        check_int(2, "s", minimum=3, why="number of sides")
    with pytest.raises(ValueError, match="k must be an integer in 0..9, not 10"):
        check_int(10, "k", minimum=0, maximum=9)
    assert int_requirement(None, 5) == "an integer <= 5"


def test_one_of():
    assert check_one_of("a", "rule", ("a", "b")) == "a"
    with pytest.raises(ValueError, match=r"rule must be one of \('a', 'b'\), not 'c'"):
        check_one_of("c", "rule", ("a", "b"))
    with pytest.raises(ValueError, match="not \\[1\\]"):
        check_one_of([1], "rule", {"a", "b"})  # unhashable: refused, not a TypeError from the set
