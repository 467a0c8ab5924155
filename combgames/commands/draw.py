"""``combgames draw WHAT ...``: pictures of boards, positions, Latin squares, MOLS, pi_4, surfaces and graphs.

SVG goes to stdout unless ``-o FILE`` is given; the file's extension chooses SVG (``.svg``) or PNG
(``.png``, needs matplotlib). Examples::

    combgames draw board picaria -o picaria.svg
    combgames draw board picaria --position "..o/oxx/x.o X" --move b2-b1 -o pos.png
    combgames draw latin 5
    combgames draw mols 4 --superimpose
    combgames draw pi4 --pattern 2
    combgames draw torus 6 --stones "x.x.../xx..../.xxx../...xxx/x.x..x/x.x..."
    combgames draw tactix "xx../.xxx" --move b2-d2
    combgames draw game pong-hau-ki --move a-o
    combgames draw graph tictactoe --depth 2

``draw game NAME`` draws any game of the catalogue (``combgames solve --list``) by the picture registered for
its type (:mod:`combgames.pictures.dispatch`): the board of a stone game, the grid of Tactix, and the position
graph of any other game.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from combgames.commands import user_input
from combgames.commands._options import named_game
from combgames.game import capabilities

NAME = "draw"
HELP = "draw a board, position, Latin square, MOLS, the pi_4 grid, a surface board, a game or a position graph"

__all__ = ["HELP", "NAME", "add_arguments", "run"]


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("-o", "--output", metavar="FILE", help="write FILE (.svg or .png) instead of SVG on stdout")


def _named_game(p: argparse.ArgumentParser, position_help: str) -> None:
    p.add_argument("game", help="game name (see combgames solve --list), e.g. pong-hau-ki, picaria, tactix")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="game option")
    p.add_argument("--position", metavar="TEXT", help=position_help)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="what", metavar="WHAT")

    p = sub.add_parser("board", help="a Picaria-family board, optionally with a position")
    p.add_argument("name", help="board name: picaria, picaria13, tapatan, three-mens-morris, polygonS, ...")
    p.add_argument("--position", metavar="TEXT", help="a Picaria position on this board, e.g. '..o/oxx/x.o X'")
    p.add_argument("--stones", default="3", metavar="K|KX,KO", help="stones per player for --position (default 3)")
    p.add_argument("--move", metavar="TEXT", help="a move to show, e.g. b2 or a3-b2")
    p.add_argument("--no-labels", action="store_true", help="do not write the point names")
    _common(p)

    p = sub.add_parser("latin", help="a Latin square (cyclic of order N, or given by --square)")
    p.add_argument("order", nargs="?", type=int, help="order of the cyclic square")
    p.add_argument("--square", metavar="TEXT", help="rows separated by '/', entries by spaces, e.g. '0 1/1 0'")
    _common(p)

    p = sub.add_parser("mols", help="the complete set of MOLS(q) over GF(q) (MacNeish's for other orders)")
    p.add_argument("order", type=int)
    p.add_argument("-k", type=int, help="draw only the first k squares")
    p.add_argument("--paper", action="store_true", help="the three MOLS(4) of Figure 1 of the pi_4 paper")
    p.add_argument("--superimpose", action="store_true", help="one grid of tuples instead of side by side")
    _common(p)

    p = sub.add_parser("pi4", help="the tic-tac-toe grid of pi_4 (Figure 4 of the paper)")
    p.add_argument("--pattern", type=int, choices=(2, 3), help="letter the diagonals of gamma3 (2) or gamma4 (3)")
    p.add_argument("--x", default="", metavar="LABELS", help="points claimed by X, e.g. r1,alpha2")
    p.add_argument("--o", default="", metavar="LABELS", help="points claimed by O")
    p.add_argument("--highlight", metavar="LABELS", help="points to outline, e.g. a line r2,alpha4,beta2,c3")
    _common(p)

    p = sub.add_parser("torus", help="a board on the torus, Klein bottle or projective plane with stones and loops")
    p.add_argument("n", type=int, help="number of columns")
    p.add_argument("-m", type=int, help="number of rows (default n)")
    p.add_argument("--surface", choices=("torus", "klein", "projective"), default="torus")
    p.add_argument("--grid", choices=("hex", "square"), default="hex")
    p.add_argument("--stones", default="", metavar="CELLS|TEXT",
                   help="x stones as cell names 'C4,D5' or board text 'x.x.../xx..../...'(x and o)")
    p.add_argument("--o-stones", default="", metavar="CELLS", help="o stones as cell names")
    p.add_argument("--no-loops", action="store_true", help="do not draw the loops")
    _common(p)

    p = sub.add_parser("tactix", help="a Tactix board, e.g. 'xx../.xxx'")
    p.add_argument("board", help="board text: rows separated by '/', x a counter, . empty")
    p.add_argument("--move", metavar="TEXT", help="a move to show, e.g. a1-c1")
    _common(p)

    p = sub.add_parser("game", help="a position of a named game (see combgames solve --list), as its type is drawn")
    _named_game(p, "the position (default: the start)")
    p.add_argument("--move", metavar="TEXT", help="a move to show (games drawn as boards or grids)")
    _common(p)

    p = sub.add_parser("graph", help="the position graph of a small game, nodes coloured by value")
    _named_game(p, "root position (default: the start)")
    p.add_argument("--depth", type=int, help="only positions within this many plies")
    p.add_argument("--max-positions", type=int, default=2000, help="refuse larger graphs (default 2000)")
    p.add_argument("--no-symmetry", action="store_true", help="do not identify symmetric positions")
    p.add_argument("--no-values", action="store_true", help="do not solve the game to colour the nodes")
    p.add_argument("--labels", choices=("auto", "yes", "no"), default="auto", help="write the positions")
    p.add_argument("--nodes", choices=("auto", "boards", "dots"), default="auto",
                   help="draw nodes as small boards or as dots (default: boards for small graphs)")
    _common(p)


def _split(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


def _stones(text: str) -> int | tuple[int, int]:
    parts = _split(text)
    try:
        values = [int(v) for v in parts]
    except ValueError as err:
        raise ValueError(f"--stones must be K or KX,KO, not {text!r}") from err
    if len(values) == 1:
        return values[0]
    if len(values) == 2:
        return values[0], values[1]
    raise ValueError(f"--stones must be K or KX,KO, not {text!r}")


def _claimed_once(x: list[str], o: list[str], x_flag: str, o_flag: str) -> None:
    """Refuse a point given to both players (a picture would silently show one of them)."""
    both = sorted(set(x) & set(o))
    if both:
        raise ValueError(f"a point belongs to one player: {', '.join(both)} given to X ({x_flag}) and to O "
                         f"({o_flag})")


def _check_output(name: str) -> None:
    """Refuse an output path that cannot be written, before drawing (OSError naming the path)."""
    path = Path(name)
    if path.is_dir():
        raise IsADirectoryError(f"cannot write {name!r}: it is a directory")
    folder = path.parent
    if not folder.is_dir():
        raise FileNotFoundError(f"cannot write {name!r}: the directory {str(folder)!r} does not exist")
    if os.statvfs(folder).f_flag & os.ST_RDONLY:
        raise PermissionError(f"cannot write {name!r}: {str(folder)!r} is on a read-only file system")
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise PermissionError(f"cannot write {name!r}: permission denied")


def _parse_position(game: Any, name: str, text: str) -> Any:
    parse = capabilities(game).parse_position
    if parse is None:
        raise ValueError(f"game {name!r} has no position text notation")
    return parse(text)


def _picture(args: argparse.Namespace):
    from combgames.pictures import picture

    what = args.what
    if what == "board":
        from combgames.games.boards import make_board

        board = make_board(args.name)
        if args.position is None and args.move is None:
            return picture(board, labels=not args.no_labels)
        from combgames.games.picaria import Picaria

        game = Picaria(board, stones=_stones(args.stones))
        return picture(game, position=args.position, move=args.move, labels=not args.no_labels)
    if what == "latin":
        from designs import LatinSquare

        if args.square is not None:
            return picture(LatinSquare.from_text(args.square.replace("/", "\n")))
        if args.order is None:
            raise ValueError("latin needs an order N or --square TEXT")
        return picture(LatinSquare.cyclic(args.order))
    if what == "mols":
        from combgames.sources.affine_tictactoe import figure1_mols4
        from designs import macneish_mols, mols, prime_power

        names = None
        if args.paper:
            if args.order != 4:
                raise ValueError(f"--paper draws the MOLS(4) of Figure 1; the order must be 4, not {args.order}")
            squares = list(figure1_mols4())
            names = ["α", "β", "γ"]
        else:
            try:
                prime_power(args.order)
                squares = list(mols(args.order))
            except ValueError:
                squares = list(macneish_mols(args.order))
        if args.k is not None:
            if not 1 <= args.k <= len(squares):
                raise ValueError(f"-k must be in 1..{len(squares)}, not {args.k}")
            squares = squares[:args.k]
            names = names[:args.k] if names else None
        return picture(squares, names=names, superimpose=args.superimpose)
    if what == "pi4":
        from combgames.sources.affine_tictactoe import pi4_grid

        highlight = _split(args.highlight) if args.highlight else None
        x, o = _split(args.x), _split(args.o)
        _claimed_once(x, o, "--x", "--o")
        return picture(pi4_grid(), pattern=args.pattern, x=x, o=o, highlight=highlight)
    if what == "torus":
        import topology

        builders = {
            ("torus", "hex"): topology.hex_torus, ("torus", "square"): topology.square_torus,
            ("klein", "hex"): topology.hex_klein_bottle, ("klein", "square"): topology.square_klein_bottle,
            ("projective", "square"): topology.square_projective_plane,
        }
        key = (args.surface, args.grid)
        if key not in builders:
            raise ValueError(f"no {args.grid} board on the {args.surface} surface (use --grid square)")
        surface = builders[key](args.n, args.m)
        if "/" in args.stones or "\n" in args.stones:
            if args.o_stones:
                raise ValueError("give o stones inside the board text, not with --o-stones")
            stones: Any = args.stones
        else:
            xs, os_ = _split(args.stones), _split(args.o_stones)
            _claimed_once(xs, os_, "--stones", "--o-stones")
            stones = {c: 0 for c in xs}
            for c in os_:
                stones[c] = 1
        return picture(surface, stones=stones, loops=not args.no_loops)
    if what == "tactix":
        from combgames.games.tactix import Tactix

        return picture(Tactix.from_text(args.board), move=args.move)
    if what == "game":
        from combgames.pictures.dispatch import scene_of

        game = named_game(args.game, args.option)
        as_graph = scene_of.dispatch(type(game)) is scene_of.dispatch(object)  # no picture of its own
        options: dict[str, Any] = {}
        if args.position is not None:
            options["start" if as_graph else "position"] = _parse_position(game, args.game, args.position)
        if args.move is not None:
            if as_graph:
                raise ValueError(f"--move is shown on boards and grids; game {args.game!r} is drawn as its "
                                 "position graph")
            options["move"] = args.move
        return picture(game, **options)
    if what == "graph":
        game = named_game(args.game, args.option)
        start = _parse_position(game, args.game, args.position) if args.position is not None else None
        labels = {"auto": None, "yes": True, "no": False}[args.labels]
        return picture(game, view="graph", start=start, depth=args.depth, max_positions=args.max_positions,
                       symmetry=not args.no_symmetry, values=not args.no_values, labels=labels, nodes=args.nodes)
    raise ValueError(f"unknown picture kind {what!r}")  # pragma: no cover - argparse restricts it


def run(args: argparse.Namespace) -> int:
    """Draw the picture asked for. Everything the user gave is read inside :func:`user_input` (exit 2 for a
    mistake): the kind of picture, the output path (a directory, a missing folder or a read-only place is
    refused before drawing), and the picture itself, whose building parses the game, position, move and
    stones given (a size refused up front keeps its own exit status)."""
    with user_input():
        if not getattr(args, "what", None):
            raise ValueError("say what to draw: board, latin, mols, pi4, torus, tactix, game or graph")
        if args.output is not None:
            if not args.output.lower().endswith((".svg", ".png")):
                raise ValueError(f"-o FILE must end in .svg or .png, not {args.output!r}")
            _check_output(args.output)
        pic = _picture(args)
    if args.output is None:
        sys.stdout.write(pic.svg() + "\n")
        return 0
    try:
        path = pic.save(args.output)
    except ImportError as err:
        print(f"combgames draw: error: {err}", file=sys.stderr)
        return 1
    except OSError as err:  # the place changed while drawing, the disk is full, a read-only file system
        print(f"combgames draw: error: cannot write {args.output!r}: {err.strerror or err}", file=sys.stderr)
        return 1
    if not args.quiet:
        w, h = pic.scene.size
        print(f"wrote {path} ({w} x {h} px)", file=sys.stderr)
    return 0
