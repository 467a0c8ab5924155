"""Published sequence values (OEIS) against the cycle-index counts.

The values below were written down from the OEIS entries named in each test (from the developer's
knowledge of the sequences, not copied by a program); each sequence's first terms are also checked by
brute-force orbit enumeration in test_symmetry_counting.py, and all terms by the classical closed forms.
"""

import pytest

from combgames.symmetry import bracelets, dihedral_square, necklaces, polya_count

# A000031: binary necklaces of length n (n = 0 term, 1, omitted).
A000031 = [2, 3, 4, 6, 8, 14, 20, 36, 60, 108, 188, 352, 632, 1182, 2192, 4116, 7712, 14602, 27596, 52488, 99880,
           190746, 364724, 699252, 1342184, 2581428, 4971068, 9587580, 18512792, 35792568]
# A000029: binary bracelets (turnover necklaces) of length n.
A000029 = [2, 3, 4, 6, 8, 13, 18, 30, 46, 78, 126, 224, 380, 687, 1224, 2250, 4112, 7685, 14310, 27012, 50964,
           96909, 184410, 352698, 675188, 1296858, 2493726, 4806078, 9272780, 17920860]
# A001867: necklaces with 3 colours; A027671: bracelets with 3 colours (n = 1..16).
A001867 = [3, 6, 11, 24, 51, 130, 315, 834, 2195, 5934, 16107, 44368, 122643, 341802, 956635, 2690844]
A027671 = [3, 6, 10, 21, 39, 92, 198, 498, 1219, 3210, 8418, 22913, 62415, 173088, 481598, 1351983]
# A054247: 2-colourings of the n x n grid up to the 8 symmetries of the square (n = 1..8).
A054247 = [2, 6, 102, 8548, 4211744, 8590557312, 70368882591744, 2305843028004192256]
# A047937: 3-colourings of the n x n grid up to the 8 symmetries of the square (n = 1..5).
A047937 = [3, 21, 2862, 5398083, 105918450471]


def test_a000031_binary_necklaces_to_30():
    assert [necklaces(n, 2) for n in range(1, 31)] == A000031


def test_a000029_binary_bracelets_to_30():
    assert [bracelets(n, 2) for n in range(1, 31)] == A000029


def test_three_colour_necklaces_and_bracelets():
    assert [necklaces(n, 3) for n in range(1, 17)] == A001867
    assert [bracelets(n, 3) for n in range(1, 17)] == A027671


@pytest.mark.parametrize("k, values", [(2, A054247), (3, A047937)])
def test_square_grids_under_d4(k, values):
    assert [polya_count(dihedral_square(n), colours=k) for n in range(1, len(values) + 1)] == values
