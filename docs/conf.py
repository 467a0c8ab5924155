"""Sphinx configuration of the combgames documentation.

Build: ``python -m sphinx -W --keep-going -b html docs docs/_build/html`` (``pip install -e ".[docs]"`` first).
Pages under ``generated/`` are written at build time by ``generate.py`` (packages with their tours from
``tours/``, source texts with their reproduce rows, gallery).
"""

from __future__ import annotations

import importlib
import os
import re
import types
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
os.environ.setdefault("MPLBACKEND", "Agg")

import generate  # noqa: E402
from sphinx.util import logging as sphinx_logging  # noqa: E402

logger = sphinx_logging.getLogger(__name__)

generate.generate(HERE)

project = "combgames"
author = "the combgames authors"
copyright = "the combgames authors"  # noqa: A001
extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.napoleon",
    "sphinx.ext.mathjax",
    "sphinx.ext.viewcode",
]
templates_path = ["_templates"]
exclude_patterns = ["_build", "tours", "Thumbs.db", ".DS_Store"]  # tours/: read by generate.py into the package pages
autosummary_generate = True
autosummary_imported_members = False
autodoc_typehints = "none"  # the numpy docstrings state the types
autodoc_member_order = "bysource"
napoleon_google_docstring = False
napoleon_numpy_docstring = True
napoleon_use_rtype = False
napoleon_use_param = False  # types as text: "int or None" is not a cross-reference
napoleon_preprocess_types = False
napoleon_custom_sections = [("Definition", "notes_style"), ("Conventions", "notes_style"),
                            ("Convention", "notes_style"), ("Source", "notes_style")]
html_theme = "alabaster"
html_title = "combgames"
html_theme_options = {"page_width": "1240px", "sidebar_width": "240px", "body_max_width": "none"}  # 100-character code
html_static_path: list[str] = []
nitpicky = False
suppress_warnings = ["autosummary.import_cycle", "ref.python"]  # ref.python: an implicit type name with two targets

# Warnings are errors (-W, in CI too), the markup of docstrings included: mathematics written as plain text (|X|,
# *n, a footnote [1] cited nowhere) must be written so that reStructuredText does not read it as markup (``|X|``,
# ``*n``). Every warning fails the build: a docstring's markup, a module that does not import, an object
# documented twice, an ambiguous or broken cross-reference to the project's own API (see _missing_reference), a
# missing page or picture.
OWN = ("combgames.", "designs.", "topology.")

# The [source] link of an object goes to the module that documents it. Followed to the module that defines it (an
# alias such as ``Board = tuple[...]`` is "defined" in builtins, an lru_cache wrapper in the wrapped function's
# module), Sphinx's viewcode listed a "builtins" page it never wrote and linked anchors that do not exist.
viewcode_follow_imported_members = False

# The source-text pages show the reproduce rows computed at build time (generate.py, about 3 CPU-minutes, in a
# pool of this machine's cores). Environment variables:
#   COMBGAMES_DOCS_ROWS=rows.json  read the rows of a finished `combgames reproduce --json > rows.json` instead
#                                  (rows the file lacks are computed);
#   COMBGAMES_DOCS_RUN=0           list the rows without computing them (a quick draft).


def _lookup(target: str):
    """The object named by the dotted path ``target`` (module, then attributes), or raise LookupError."""
    parts = target.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for name in parts[cut:]:
            if not hasattr(obj, name):
                if name in getattr(obj, "__annotations__", {}):  # a field without a default (dataclass)
                    return None
                raise LookupError(target)
            obj = getattr(obj, name)
        return obj
    raise LookupError(target)


def _missing_reference(app, env, node, contnode):
    """Resolve a reference to a name the project re-exports (``designs.LatinSquare`` is documented where it is
    defined, ``designs.latin.LatinSquare``); a reference to the project's own API that names nothing at all is
    an error (nitpicky mode stays off: plain-text types such as "int or None" are not references)."""
    target = node.get("reftarget", "")
    if node.get("refdomain") != "py" or not target.startswith(OWN):
        return None
    try:
        obj = _lookup(target)
    except LookupError:
        logger.warning("broken reference to %s (no such module or name)", target, location=node)
        return None
    module, qualname = getattr(obj, "__module__", None), getattr(obj, "__qualname__", None)
    if isinstance(obj, types.ModuleType) or not module or not qualname:
        return None
    real = f"{module}.{qualname}"
    if real == target:
        return None
    return env.domains["py"].resolve_xref(env, node.get("refdoc"), app.builder, node.get("reftype"), real, node,
                                          contnode)


_INITIAL_FOOTNOTE = re.compile(r"^(\s*\.\. \[[^\]]+\]\s+)([A-Z])\. ")


def _author_initials(app, what, name, obj, options, lines):
    """A footnote whose text starts with an author's initial (``.. [1] A. N. Siegel, ...``) would be read by
    docutils as a list lettered from A; escape the full stop after the initial so it stays text."""
    for i, line in enumerate(lines):
        lines[i] = _INITIAL_FOOTNOTE.sub(r"\1\2\\. ", line)


def setup(app):
    app.connect("autodoc-process-docstring", _author_initials)
    app.connect("missing-reference", _missing_reference)
