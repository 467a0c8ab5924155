"""Counting Latin squares: enumeration against brute force (published OEIS values: tests/published)."""

import itertools

import pytest

from designs.counting import (all_latin_squares, isotopy_certificate, main_class_certificate,
                              number_of_isotopy_classes, number_of_latin_squares, number_of_main_classes,
                              number_of_reduced_latin_squares, reduced_latin_squares)


def _brute_latin_count(n):
    """Reference: all n x n arrays whose rows are permutations, filtered by column condition."""
    rows = list(itertools.permutations(range(n)))
    return sum(1 for choice in itertools.product(rows, repeat=n)
               if all(len({r[j] for r in choice}) == n for j in range(n)))


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_total_matches_brute_force(n):
    assert number_of_latin_squares(n) == _brute_latin_count(n) == sum(1 for _ in all_latin_squares(n))


def test_reduced_are_reduced_and_distinct():
    sq = list(reduced_latin_squares(5))
    assert all(L.is_reduced() for L in sq)
    assert len({L.array.tobytes() for L in sq}) == len(sq) == number_of_reduced_latin_squares(5)


def test_isotopy_classes_by_brute_force_order_4():
    """Reference: orbits of all 576 squares of order 4 under explicit isotopisms."""
    squares = {L.array.tobytes(): L for L in all_latin_squares(4)}
    perms = list(itertools.permutations(range(4)))
    classes, seen = 0, set()
    for key, L in squares.items():
        if key in seen:
            continue
        classes += 1
        for r in perms:
            for c in perms:
                for s in perms:
                    seen.add(L.isotope(r, c, s).array.tobytes())
    assert classes == number_of_isotopy_classes(4)
    certs = {isotopy_certificate(L) for L in squares.values()}
    assert len(certs) == classes


def test_main_class_certificate_is_conjugation_invariant():
    from designs import mols
    L = mols(5)[1]
    assert all(main_class_certificate(c) == main_class_certificate(L) for c in L.conjugates())
    assert number_of_main_classes(5) <= number_of_isotopy_classes(5)


def test_order_limits():
    with pytest.raises(ValueError, match="n must be an integer in 1..7"):
        number_of_reduced_latin_squares(0)
    with pytest.raises(ValueError, match="n must be an integer in 1..4"):
        list(all_latin_squares(5))
    with pytest.raises(TypeError, match="n must be"):
        number_of_latin_squares(True)


def test_counting_kernel_twins_agree():
    """The numba-compiled counter (combgames.base.kernels) equals its plain Python twin and the generator count."""
    from designs._kernels import count_reduced_python
    from combgames.base.kernels import kernel
    fast = kernel(count_reduced_python, "numba")
    assert fast is not count_reduced_python
    for n in range(1, 7):
        assert fast(n) == count_reduced_python(n)
    assert count_reduced_python(5) == sum(1 for _ in reduced_latin_squares(5))
    assert [number_of_reduced_latin_squares(n, backend=b) for b in ("python", "numba", "auto") for n in (4, 5)] \
        == [4, 56] * 3
    with pytest.raises(ValueError, match="backend must be one of"):
        number_of_reduced_latin_squares(4, backend="cuda")


def test_certificates_of_all_squares_count_the_classes():
    """Order 3: all 12 squares are isotopic; order 4: the 576 squares fall into as many main classes as the
    reduced squares do (certificates of every square, not only of the reduced ones)."""
    assert len({isotopy_certificate(L) for L in all_latin_squares(3)}) == 1
    assert len({main_class_certificate(L) for L in all_latin_squares(4)}) == number_of_main_classes(4)


def test_are_isotopic_and_paratopic():
    from designs import LatinSquare, mols
    from designs.counting import are_isotopic, are_paratopic
    L = mols(5)[0]
    assert are_isotopic(L, L.isotope([1, 0, 2, 3, 4], [4, 3, 2, 1, 0], [0, 2, 1, 3, 4]))
    assert are_paratopic(L, L.conjugate("src"))
    assert not are_isotopic(LatinSquare.cyclic(4), mols(4)[0])
    assert not are_isotopic(LatinSquare.cyclic(4), LatinSquare.cyclic(3))
