"""Property-test your own formulas against the library, with the strategies of combgames.strategies.

Two checks, each a few lines:

1. The closed formula r(a, b) for S-shaped Tactix boards (seeds/004_7c4ca64fa9fabca3.txt) against the
   exact dynamic programme, on random (a, b).
2. Burnside's lemma (orbits = average number of fixed colourings) against explicit orbit enumeration, on
   random colour multiplicities of the 3 x 3 board under its 8 symmetries.

Run: ``python examples/property_testing.py`` (COMBGAMES_SHORT=1 draws fewer examples).
"""

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.grundy.sshape import s_formula, s_value
from combgames.strategies import s_shapes
from combgames.symmetry import burnside, colourings, dihedral_square, orbits

EXAMPLES = 20 if os.environ.get("COMBGAMES_SHORT") else 200
D4 = dihedral_square(3)


@settings(max_examples=EXAMPLES, deadline=None)
@given(s_shapes(max_a=40))
def check_s_formula(ab):
    a, b = ab
    assert s_formula(a, b) == s_value(a, b), f"formula and DP differ at a={a}, b={b}"


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.integers(0, 9).flatmap(lambda a: st.integers(0, 9 - a).map(lambda b: (a, b, 9 - a - b))))
def check_burnside(multiplicities):
    by_lemma = burnside(D4, multiplicities=tuple(multiplicities)).orbits
    by_enumeration = len(orbits(D4, colourings(9, multiplicities=tuple(multiplicities))))
    assert by_lemma == by_enumeration, f"{multiplicities}: {by_lemma} != {by_enumeration}"


if __name__ == "__main__":
    check_s_formula()
    print(f"S-shape formula r(a, b) agrees with the dynamic programme on {EXAMPLES} random boards")
    check_burnside()
    print(f"Burnside's lemma agrees with orbit enumeration on {EXAMPLES} random multiplicity vectors")
