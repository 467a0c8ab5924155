"""base.lazy: names exported lazily stay the exported values even when a submodule of the same name is imported."""

import importlib
import types

import pytest


@pytest.mark.parametrize("package, name, submodule", [
    ("combgames.solvers", "retrograde", "combgames.solvers.retrograde"),
    ("combgames.solvers", "maxn", "combgames.solvers.maxn"),
    ("combgames.cgt", "incentives", "combgames.cgt.incentives"),
    ("combgames.cgt", "loopy_text", "combgames.cgt.loopy_text"),
])
def test_an_export_named_like_a_submodule_stays_the_export(package, name, submodule, monkeypatch):
    module = importlib.import_module(package)
    importlib.import_module(submodule)          # the import system sets the package's attribute to the module
    value = getattr(module, name)
    assert callable(value) and not isinstance(value, types.ModuleType)
    assert value is getattr(importlib.import_module(value.__module__), name)
    monkeypatch.setattr(module, name, "replaced")   # anything else may still be set, and is undone
    assert getattr(module, name) == "replaced"


def test_unknown_names_are_attribute_errors():
    import combgames.cgt

    with pytest.raises(AttributeError, match="no attribute 'nonsense'"):
        combgames.cgt.nonsense
