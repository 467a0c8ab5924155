"""Names a package exports but imports on first use (PEP 562), so that importing the package stays cheap.

A package lists where each public name lives and installs the two module-level hooks this module builds::

    __getattr__, __dir__ = lazy_exports(__name__, {"LatinSquare": "latin"}, submodules=True)

``package.LatinSquare`` then imports ``package.latin`` on first use and keeps the name in the package's
namespace, so later look-ups cost nothing; with ``submodules=True`` any other name that is a submodule
(``package.planes``) is that module.

An exported name may also be the name of a submodule (the function ``solvers.retrograde`` lives in the module
``solvers.retrograde``; ``cgt.loopy_text`` is a function of ``cgt.loopy`` and a module too). Importing that
submodule, which Python does whenever any of its names is first used, sets the package's attribute to the
module and would hide the exported value; for such names the package's class gets a property that returns the
exported value whatever the import system set (and lets anything else be set, as a test's monkeypatch does). The one home of this pattern for ``designs``, ``combgames.symmetry``, ``combgames.solvers`` and
``combgames.solvers.compiled``.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import types
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["lazy_exports"]


def lazy_exports(package: str, homes: Mapping[str, str], *, submodules: bool = False
                 ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """Return the ``(__getattr__, __dir__)`` hooks of ``package`` (PEP 562) for the names in ``homes``.

    Parameters
    ----------
    package : str
        The package's ``__name__`` (it must already be in ``sys.modules``, as it is while its ``__init__`` runs).
    homes : mapping str -> str
        Each exported name and the module defining it, relative to the package.
    submodules : bool, keyword-only
        Also import a submodule of the package when a name not in ``homes`` is asked for (default False).

    Returns
    -------
    tuple
        ``__getattr__(name)``, which imports the name's module, keeps the value in the package's namespace and
        returns it (AttributeError for a name the package does not export), and ``__dir__()``, the namespace's
        names with the exported ones.
    """
    namespace = sys.modules[package].__dict__

    def __getattr__(name: str) -> Any:
        home = homes.get(name)
        if home is None and submodules:
            try:
                value = importlib.import_module(f"{package}.{name}")
            except ModuleNotFoundError as err:
                if err.name != f"{package}.{name}":
                    raise
            else:
                namespace[name] = value
                return value
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module = importlib.import_module(f"{package}.{home}")
        value = getattr(module, name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(namespace) | set(homes))

    _keep_exports_named_like_submodules(sys.modules[package], homes, __getattr__)
    return __getattr__, __dir__


def _keep_exports_named_like_submodules(module: types.ModuleType, homes: Mapping[str, str],
                                        lookup: Callable[[str], Any]) -> None:
    """Give ``module`` a class with a property for each exported name that is also one of its submodules' names
    (see the module docstring)."""
    path = getattr(module, "__path__", None)
    shadowed = sorted(set(homes) & {info.name for info in pkgutil.iter_modules(path)}) if path else []
    if not shadowed:
        return
    properties = {name: _exported_value(name, lookup) for name in shadowed}
    module.__class__ = type("LazyPackage", (types.ModuleType,), properties)


def _exported_value(name: str, lookup: Callable[[str], Any]) -> property:
    def get(package: types.ModuleType) -> Any:
        value = package.__dict__.get(name)
        return value if value is not None and not isinstance(value, types.ModuleType) else lookup(name)

    def set_(package: types.ModuleType, value: Any) -> None:
        if not isinstance(value, types.ModuleType):
            package.__dict__[name] = value

    def delete(package: types.ModuleType) -> None:
        package.__dict__.pop(name, None)

    return property(get, set_, delete)
