"""The option tree of a partizan position in a notebook: nested nodes that expand on click.

CGSuite's worksheet shows a game as a tree of options to open one level at a time, each node with its value.
:func:`explore` gives the same in Jupyter (and in any page that shows HTML, such as the documentation): a
:class:`NotebookTree` whose HTML form (``_repr_html_``) is a tree of ``<details>`` elements, one per node, that
the reader opens and closes by clicking, with no widget library and no JavaScript, so a stored notebook shows
it as it was computed. Each node shows its position (the board diagram for a game, the canonical form for a
value), and its canonical value, temperature and mean, with its thermograph drawn when opened. The tree is
computed to ``depth`` levels of options when made (a node beyond shows how many options it has: ask for a
deeper tree, or explore that option); values past the budget of positions and seconds are shown as unknown,
with the reason.

Two kinds of root: a position of a game declaring Left's and Right's options (Domineering, Clobber, Amazons,
...; :func:`combgames.explorer.tree.option_tree` computes the tree), or a value (:class:`ShortGame`, or text in
CGSuite's notation read by :func:`combgames.cgt.parse_game`), whose options are those of its canonical form.

Examples
--------
>>> from combgames.games.domineering import Domineering
>>> t = explore(Domineering(2, 3), depth=1)
>>> t.root["canonical"], len(t.root["left"]), len(t.root["right"])
('{2|-1/2}', 3, 4)
>>> "<details" in t._repr_html_()
True
>>> [c["canonical"] for c in explore("{2|-1}").root["left"]]
['2']
"""

from __future__ import annotations

import html
from typing import Any

from combgames.base.checks import check_int
from combgames.cgt import ShortGame, parse_game
from combgames.explorer.tree import CGT_POSITIONS, CGT_SECONDS, cgt_summary, option_tree

__all__ = ["NotebookTree", "explore"]


class NotebookTree:
    """An option tree shown in a notebook as nested ``<details>`` (see the module docstring).

    Attributes
    ----------
    root : dict
        The tree as :func:`combgames.explorer.tree.option_tree` returns it: ``{"position", "canonical",
        "temperature", "mean", "thermograph_svg", "note", "left_count", "right_count", "left", "right"}``.
    title : str
        What the tree is of (the game and position, or the value).
    """

    def __init__(self, root: dict, title: str):
        self.root = root
        self.title = title

    def __repr__(self) -> str:
        return f"<option tree of {self.title}: {self.root['canonical'] or 'value unknown'}>"

    def _repr_html_(self) -> str:
        return (f'<div class="combgames-option-tree" style="font-family: sans-serif; font-size: 13px">'
                f"<div><b>Option tree of {html.escape(self.title)}</b> (click a node to open it: "
                f'<span style="color:#1f5fbf">Left\'s options</span>, '
                f'<span style="color:#b8322a">Right\'s options</span>)</div>'
                f"{_node_html(self.root, 'root', open_=True)}</div>")


def explore(root: Any, position: Any = None, depth: int = 2, *, max_positions: int = CGT_POSITIONS,
            seconds: float = CGT_SECONDS) -> NotebookTree:
    """The option tree of ``root`` to ``depth`` levels, for a notebook.

    Parameters
    ----------
    root : game, ShortGame or str
        A game declaring Left's and Right's options (then ``position`` is its position, default the start),
        or a value: a :class:`ShortGame` or its text in CGSuite's notation.
    position : optional
        The position of the game (ignored for a value; giving one with a value is an error).
    depth : int
        Levels of options computed (default 2); deeper nodes show only how many options they have.
    max_positions, seconds :
        The budget of each value (positions walked) and of the whole tree (seconds), as in
        :func:`combgames.explorer.tree.option_tree`.

    Raises
    ------
    ValueError
        For a game without partizan options, a negative depth, a position that is not the game's, or value text
        that does not parse (:class:`combgames.cgt.GameTextError`).
    """
    check_int(depth, "depth", minimum=0)
    if isinstance(root, (ShortGame, str)):
        if position is not None:
            raise ValueError("a value has no positions: give position= only with a game")
        value = parse_game(root) if isinstance(root, str) else root
        return NotebookTree(_value_node(value, depth), str(value))
    tree = option_tree(root, position, depth, max_positions=max_positions, seconds=seconds)
    return NotebookTree(tree, f"{getattr(root, 'name', type(root).__name__)} at {tree['position']!r}")


def _value_node(g: ShortGame, depth: int) -> dict:
    node = {"position": str(g), **cgt_summary(g), "note": None, "left_count": len(g.left),
            "right_count": len(g.right)}
    if depth > 0:
        node["left"] = [_value_node(h, depth - 1) for h in g.left]
        node["right"] = [_value_node(h, depth - 1) for h in g.right]
    return node


_SIDE_COLOURS = {"root": "#333333", "left": "#1f5fbf", "right": "#b8322a"}


def _node_html(node: dict, side: str, open_: bool = False) -> str:
    colour = _SIDE_COLOURS[side]
    value = node["canonical"]
    facts = ("value unknown" + (f" ({node['note']})" if node.get("note") else "") if value is None else
             f"<b>{html.escape(value)}</b>, temperature {html.escape(node['temperature'])}, "
             f"mean {html.escape(node['mean'])}")
    marker = {"root": "", "left": "L: ", "right": "R: "}[side]
    summary = (f'<summary style="color:{colour}; cursor:pointer">{marker}'
               f'<code>{html.escape(node["position"].splitlines()[0] if node["position"] else "")}</code> '
               f'<span style="color:#333">= {facts}</span></summary>')
    body = [f'<div style="margin-left:1.2em; border-left:1px solid #ccc; padding-left:0.6em">']
    if "\n" in node["position"]:
        body.append(f'<pre style="margin:2px 0">{html.escape(node["position"])}</pre>')
    if node.get("thermograph_svg"):
        body.append(f'<div style="max-width:320px">{node["thermograph_svg"]}</div>')
    if "left" in node:
        body += [_node_html(child, "left") for child in node["left"]]
        body += [_node_html(child, "right") for child in node["right"]]
    elif node["left_count"] or node["right_count"]:
        body.append(f'<div style="color:#777">{node["left_count"]} Left and {node["right_count"]} Right '
                    "options below (explore with a larger depth)</div>")
    else:
        body.append('<div style="color:#777">no options: the player to move loses</div>')
    body.append("</div>")
    return f"<details{' open' if open_ else ''}>{summary}{''.join(body)}</details>"
