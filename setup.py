"""The one compiled extension, built where a C compiler is found (``optional``: without one, ``pip install``
still succeeds and combgames.cgt values every board by its Python walk). Everything else is in pyproject.toml."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("combgames.cgt._core", ["combgames/cgt/_core.c"], optional=True,
                             extra_compile_args=["-O2"])])
