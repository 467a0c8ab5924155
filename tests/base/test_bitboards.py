"""The Python side of bitmasks (combgames.base.bitboards): the set bits of a mask and the components of a grid."""

from hypothesis import given, settings
from hypothesis import strategies as st

from combgames.base.bitboards import grid_components, set_bits


@settings(max_examples=200, deadline=None)
@given(st.integers(0, (1 << 130) - 1))
def test_set_bits_byte_at_a_time_agree_with_bit_by_bit(mask):
    assert set_bits(mask) == [i for i in range(mask.bit_length()) if mask >> i & 1]


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 6), st.integers(1, 6), st.data())
def test_grid_components_partition_the_cells_into_4_connected_parts(rows, cols, data):
    occupied = data.draw(st.integers(0, (1 << rows * cols) - 1))
    parts = grid_components(rows, cols, occupied)
    assert sum(parts) == occupied and all(a & b == 0 for a in parts for b in parts if a is not b)
    for part in parts:  # each part is connected: a walk from its lowest cell over its cells reaches all of it
        cells, todo, seen = set(set_bits(part)), [set_bits(part)[0]], set()
        while todo:
            c = todo.pop()
            if c in seen:
                continue
            seen.add(c)
            r, k = divmod(c, cols)
            todo += [n for n, ok in ((c - cols, r > 0), (c + cols, r < rows - 1), (c - 1, k > 0), (c + 1, k < cols - 1))
                     if ok and n in cells]
        assert seen == cells
        neighbours = {n for c in cells for n in (c - cols, c + cols) if 0 <= n < rows * cols} | \
            {c + d for c in cells for d in (-1, 1) if 0 <= c + d < rows * cols and (c + d) // cols == c // cols}
        assert not (neighbours - cells) & set(set_bits(occupied))  # and maximal
