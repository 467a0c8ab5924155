"""The Cram nimber kernel: the Sprague-Grundy value of a Cram region by a memoised search over bitboards.

Cram is played on a set of empty cells of a grid; a move covers two adjacent empty cells with a domino, either
way (Berlekamp-Conway-Guy [1]_ ch. 7; Gardner). :func:`cram_nimber` computes the nimber of a board (a bitmask
of the empty cells of a ``rows`` x ``cols`` grid, cell ``r * cols + c``, at most :data:`MAX_CELLS` cells):

- cells with no empty neighbour take no part in play and are dropped; the board splits into its 4-connected
  regions, and the nimber of a disjoint union is the XOR (nim-sum) of the regions' nimbers (Sprague-Grundy);
- a region of 2 or 3 cells has nimber 1 (every move leaves at most one cell);
- a region's nimber is the mex of its options' nimbers (each option a union of smaller regions again);
- each region is keyed by its *canonical form*: cropped to its bounding box, turned so that it is at most as
  high as it is wide, and the least (as a row-major bitmask) of its images under the symmetries of that box
  (the four reflections, and the four more with the transposition for a square box). The key
  ``(mask, height * 64 + width)`` indexes a transposition table of fixed size (open addressing, four probes,
  replacement of the first probed slot when all are taken: a lost entry costs time, never a wrong value);
- with ``symmetry`` on, a region invariant under the half turn whose centre is no cell and joins no cell to its
  image is a second-player win (nimber 0) at once: the second player answers each domino by its image, the
  symmetry strategy by which even x even rectangles are P-positions ([1]_ ch. 7; Gardner).

The search keeps an explicit stack of regions (no recursion): a frame holds a region in its canonical frame,
the dominoes not tried yet, the set of option nimbers seen, and, while an option is being valued, its regions
not valued yet and the XOR of those that are. Every 4096 steps the kernel reads the stop flag ``control[0]``
and returns -1 when it is set (the table keeps what was found, so a later call goes on from there); it counts
the regions valued (the table entries written) in ``control[1]``
(:func:`combgames.base.kernels.run_interruptible` reports them).

:func:`cram_nimber` is plain Python over Python ints and numpy arrays: the reference (``backend="python"``),
compiled unchanged by :func:`combgames.base.kernels.kernel`; the tests compare the two on random regions, and
both with a plain mex written in the tests.

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*, 2nd ed.,
   ch. 7 (Cram; the symmetry strategy); M. Gardner, Mathematical Games, *Scientific American* (February 1974).
"""

from __future__ import annotations

import numpy as np

from combgames.base.grid_kernels import column_masks, grid_component
from combgames.base.kernels import jitable

__all__ = ["MAX_CELLS", "MAX_NIMBER", "NIMBER_TOO_LARGE", "STOPPED", "canonical_region", "cram_nimber",
           "symmetric_loss"]

MAX_CELLS = 63
"""The most cells of a board the kernel takes: a board is one non-negative 64-bit word."""

MAX_NIMBER = 127
"""The largest option nimber a region's set of seen values holds (two 64-bit words)."""

STOPPED = -1
"""What :func:`cram_nimber` returns when the stop flag was set."""

NIMBER_TOO_LARGE = -2
"""What :func:`cram_nimber` returns when an option's nimber exceeds :data:`MAX_NIMBER`."""

_LOW62 = (1 << 62) - 1
_HASH_A = 0x9E3779B97F4A7C1
_HASH_B = 0x2545F4914F6CDD1
_PROBES = 4
_DEPTH = 40  # the board, then regions each at least two cells smaller than the one before: depth <= 32


@jitable
def highest_bit(v):
    """The index of the highest set bit of a non-zero non-negative word ``v`` (by halving: six steps)."""
    i = 0
    shift = 32
    while shift:
        if v >> shift:
            v >>= shift
            i += shift
        shift >>= 1
    return i


@jitable
def lowest_bit(v):
    """The index of the lowest set bit of a non-zero non-negative word ``v``."""
    return highest_bit(v & -v)


@jitable
def reversed_row(row, width):
    """The ``width`` low bits of ``row`` read backwards (a row mirrored left to right)."""
    out = 0
    while row:
        low = row & -row
        out |= 1 << (width - 1 - lowest_bit(low))
        row ^= low
    return out


@jitable
def packed(rows, h, w, backwards, mirrored):
    """The row-major mask (row k at bit ``k * w``) of the ``h`` rows ``rows[0..h-1]`` (``w`` bits each), with the
    rows in reverse order when ``backwards`` and each row mirrored when ``mirrored``."""
    out = 0
    for k in range(h):
        row = rows[h - 1 - k] if backwards else rows[k]
        if mirrored:
            row = reversed_row(row, w)
        out |= row << (k * w)
    return out


@jitable
def canonical_region(region, cols, rows_buf, turned_buf):
    """The canonical form ``(mask, height, width)`` of a region (a non-empty mask of a grid ``cols`` wide): the
    region cropped to its bounding box, turned so that height <= width, and the least row-major mask among its
    images under the box's symmetries: the four reflections, and for a square box the four more with the
    transposition. ``rows_buf`` and ``turned_buf`` are scratch arrays of 64 entries. (Each helper is called
    from one place, in loops: jitables are inlined, and every call site is a copy in the compiled kernel.)"""
    r0 = lowest_bit(region) // cols
    r1 = highest_bit(region) // cols
    full = (1 << cols) - 1
    used = 0
    for r in range(r0, r1 + 1):
        used |= (region >> (r * cols)) & full
    c0 = lowest_bit(used)
    w = highest_bit(used) - c0 + 1
    h = r1 - r0 + 1
    keep = (1 << w) - 1
    for k in range(h):
        rows_buf[k] = (region >> ((r0 + k) * cols + c0)) & keep
    best = -1
    for turn in range(2):
        if turn == 1:  # the transposed shape: column c of the box is its row c
            if h < w:
                break
            for c in range(w):
                turned_buf[c] = 0
            for k in range(h):
                row = rows_buf[k]
                while row:
                    low = row & -row
                    turned_buf[lowest_bit(low)] |= 1 << k
                    row ^= low
            for c in range(w):
                rows_buf[c] = turned_buf[c]
            h, w = w, h
        elif h > w:
            continue
        for variant in range(4):
            v = packed(rows_buf, h, w, variant & 1 == 1, variant >> 1 == 1)
            if best < 0 or v < best:
                best = v
    return best, h, w


@jitable
def symmetric_loss(mask, h, w):
    """Whether the region ``mask`` of an ``h`` x ``w`` box (touching all four sides) is invariant under the
    half turn of its box, with neither the centre cell nor a cell next to its own image: then the second player
    wins by answering each domino with its image (nimber 0)."""
    turned = 0
    last = h * w - 1
    for i in range(h * w):  # cell by cell, so that Python callers may pass boards of any size
        if (mask >> i) & 1:
            turned |= 1 << (last - i)
    centre = False
    if h % 2 == 1 and w % 2 == 1:
        centre = (mask >> ((h // 2) * w + w // 2)) & 1 == 1
    elif h % 2 == 1:
        centre = (mask >> ((h // 2) * w + w // 2 - 1)) & 1 == 1
    elif w % 2 == 1:
        centre = (mask >> ((h // 2 - 1) * w + w // 2)) & 1 == 1
    return turned == mask and not centre


@jitable
def table_slot(mask, dims, size):
    """The first slot of the key ``(mask, dims)`` in a table of ``size`` (a power of two) slots."""
    x = (int(mask) * _HASH_A + int(dims) * _HASH_B) & _LOW62  # int(): exact in Python, wrapped when compiled
    x ^= x >> 29
    return x & (size - 1)


@jitable
def table_get(keys, infos, mask, dims):
    """The nimber stored for the key ``(mask, dims)``, or -1 (``infos[i]`` is ``dims * 256 + nimber + 1``)."""
    size = keys.shape[0]
    slot = table_slot(mask, dims, size)
    found = -1
    for probe in range(_PROBES):
        i = (slot + probe) & (size - 1)
        info = infos[i]
        if info == 0:
            break
        if keys[i] == mask and info >> 8 == dims:
            found = (info & 255) - 1
            break
    return found


@jitable
def table_put(keys, infos, mask, dims, nimber):
    """Store ``nimber`` for the key ``(mask, dims)``: in its slot or the first free one of its probes, else over
    the first probed slot."""
    size = keys.shape[0]
    slot = table_slot(mask, dims, size)
    target = slot
    for probe in range(_PROBES):
        i = (slot + probe) & (size - 1)
        if infos[i] == 0 or (keys[i] == mask and infos[i] >> 8 == dims):
            target = i
            break
    keys[target] = mask
    infos[target] = dims * 256 + nimber + 1


@jitable
def live_cells(board, cols, not_first, not_last):
    """The cells of ``board`` with an empty neighbour (a domino can cover them)."""
    near = ((board << 1) & not_first) | ((board >> 1) & not_last) | (board << cols) | (board >> cols)
    return board & near


def cram_nimber(board, rows, cols, keys, infos, control, symmetry):
    """The nimber of the Cram board ``board`` (a mask of the empty cells of a ``rows`` x ``cols`` grid, at most
    :data:`MAX_CELLS` cells), by the search of the module docstring over the table ``keys``/``infos`` (int64
    arrays of a power-of-two size, zero where empty; kept between calls); :data:`STOPPED` when ``control[0]``
    was set, :data:`NIMBER_TOO_LARGE` when an option's nimber exceeds :data:`MAX_NIMBER`. ``symmetry`` turns on
    the half-turn rule for second-player wins."""
    f_mask = np.zeros(_DEPTH, dtype=np.int64)
    f_w = np.zeros(_DEPTH, dtype=np.int64)
    f_dims = np.zeros(_DEPTH, dtype=np.int64)
    f_not_first = np.zeros(_DEPTH, dtype=np.int64)
    f_not_last = np.zeros(_DEPTH, dtype=np.int64)
    f_across = np.zeros(_DEPTH, dtype=np.int64)  # dominoes not tried: their left (top) cells
    f_down = np.zeros(_DEPTH, dtype=np.int64)
    f_seen_low = np.zeros(_DEPTH, dtype=np.int64)  # option nimbers 0..63 seen, then 64..127
    f_seen_high = np.zeros(_DEPTH, dtype=np.int64)
    f_rest = np.zeros(_DEPTH, dtype=np.int64)  # the option's regions not valued yet
    f_acc = np.zeros(_DEPTH, dtype=np.int64)  # the XOR of its regions valued
    f_open = np.zeros(_DEPTH, dtype=np.int64)  # 1 while an option is being valued
    rows_buf = np.zeros(64, dtype=np.int64)
    turned_buf = np.zeros(64, dtype=np.int64)
    # frame 0 is the board itself, a sum: its regions are valued (f_rest) and XORed (f_acc); it has no dominoes
    nf, nl = column_masks(rows, cols)
    f_w[0] = cols
    f_not_first[0] = nf
    f_not_last[0] = nl
    f_rest[0] = live_cells(board, cols, nf, nl)
    depth = 0
    steps = 0
    result = 0
    while depth >= 0:
        steps += 1
        if steps & 4095 == 0 and control[0] != 0:
            result = STOPPED
            break
        d = depth
        fw = f_w[d]
        if f_rest[d] != 0:  # value the next region of the option (or board) being valued
            option_rest = f_rest[d]
            part = grid_component(option_rest & -option_rest, option_rest, fw, f_not_first[d], f_not_last[d])
            f_rest[d] = option_rest ^ part
            cells = 0
            probe = part
            while probe and cells < 4:
                probe &= probe - 1
                cells += 1
            if cells <= 3:  # two or three cells: every move leaves at most one
                f_acc[d] ^= 1
                continue
            pm, ph, pw = canonical_region(part, fw, rows_buf, turned_buf)
            pdims = ph * 64 + pw
            known = table_get(keys, infos, pm, pdims)
            if known >= 0:
                f_acc[d] ^= known
                continue
            if symmetry and symmetric_loss(pm, ph, pw):
                continue
            depth = d + 1  # value the region first: its nimber is XORed into f_acc[d] when it is done
            f_mask[depth] = pm
            f_w[depth] = pw
            f_dims[depth] = pdims
            nf, nl = column_masks(ph, pw)
            f_not_first[depth] = nf
            f_not_last[depth] = nl
            f_across[depth] = pm & (pm >> 1) & nl
            f_down[depth] = pm & (pm >> pw)
            f_seen_low[depth] = 0
            f_seen_high[depth] = 0
            f_rest[depth] = 0
            f_acc[depth] = 0
            f_open[depth] = 0
            continue
        if d == 0:  # the board's regions are all valued
            result = f_acc[0]
            break
        if f_open[d] == 1:  # the option is valued: its nimber is seen
            g = f_acc[d]
            if g > MAX_NIMBER:
                result = NIMBER_TOO_LARGE
                break
            if g < 64:
                f_seen_low[d] |= 1 << g
            else:
                f_seen_high[d] |= 1 << (g - 64)
            f_open[d] = 0
        mask = f_mask[d]
        if f_across[d] != 0:  # the next domino
            low = f_across[d] & -f_across[d]
            f_across[d] ^= low
            option = mask ^ low ^ (low << 1)
        elif f_down[d] != 0:
            low = f_down[d] & -f_down[d]
            f_down[d] ^= low
            option = mask ^ low ^ (low << fw)
        else:  # every option seen: the mex
            seen = f_seen_low[d]
            g = 0
            while g < 64 and (seen >> g) & 1 == 1:
                g += 1
            if g == 64:
                seen = f_seen_high[d]
                while g < 128 and (seen >> (g - 64)) & 1 == 1:
                    g += 1
            if g > MAX_NIMBER:
                result = NIMBER_TOO_LARGE
                break
            table_put(keys, infos, mask, f_dims[d], g)
            control[1] += 1
            depth = d - 1
            f_acc[depth] ^= g
            continue
        f_open[d] = 1
        f_acc[d] = 0
        f_rest[d] = live_cells(option, fw, f_not_first[d], f_not_last[d])
    return result
