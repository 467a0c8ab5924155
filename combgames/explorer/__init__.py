"""A place to look: the web explorer of ``combgames serve``.

``combgames serve`` starts a small web server on 127.0.0.1 (Starlette on uvicorn: the ``web`` extra) whose one
page lets a user pick any registered game and its options, play it against the solver or another person, see
every legal move coloured by its value, a value-history chart, undo, and the position's text to copy into
Python; partizan games open as an option tree that expands on click, with canonical values and thermographs.

Modules
-------
``analysis``
    What the page shows about a position, as plain JSON-ready dictionaries computed by the library's solvers
    (no web code; the solver is chosen as ``combgames play`` chooses it, :class:`combgames.solvers.advice.Advisor`):
    the value of the position for the player to move and of every legal move (win, draw or loss with the
    distance; for three players, which coalitions each move leaves able to force a win; for partizan games,
    the canonical value and temperature), solved once per game and start where a whole table is the answer,
    with progress, or read from a ``combgames solve --save`` database; what the time budget does not reach is
    "unknown" with a note.
``tree``
    The option tree of a partizan position for the explorer: each node's canonical value, temperature and
    thermograph, children on request, within a budget of positions and seconds.
``notebook``
    The same option tree in a notebook (:func:`~combgames.explorer.notebook.explore`): nested nodes that open on
    click, shown as HTML with no widget library, so a stored notebook keeps them.
``server``
    The Starlette application: the page, its static files, and a JSON API over ``analysis`` and ``tree``.

The command itself is :mod:`combgames.commands.serve`; the application, without the command, is
:func:`combgames.explorer.server.create_app` (importing it needs the ``web`` extra).
"""

from combgames.explorer.analysis import Analyst
from combgames.explorer.notebook import NotebookTree, explore
from combgames.explorer.tree import option_tree

__all__ = ["Analyst", "NotebookTree", "explore", "option_tree"]
