"""Named games for the catalogue: a builder together with the one declaration of its options.

A module of :mod:`combgames.games` or :mod:`combgames.sources` lists its named games in ``GAMES``, a dict from
a name to a :class:`GameFactory`. A factory holds

- the *builder*: the game's class or constructor function, which checks its own arguments through the same
  declaration (so ``Nim(heaps=[-3])`` and ``make_game("nim", heaps=[-3])`` give one message);
- the *options* the name accepts (:class:`combgames.options.Options`: types, ranges, defaults, words);
- the option values the name *fixes* (``kayles`` is ``octal`` with ``code`` 0.77; ``misere-nim`` is ``nim``
  with ``convention`` misere): such an option is refused for that name, with a message naming the game that
  lets one choose it.

The catalogue (:mod:`combgames.catalogue`) builds games from Python values (:meth:`GameFactory.__call__`, which
checks them) or from command-line text (:meth:`GameFactory.from_text`, which parses each option by its type).

Examples
--------
>>> from combgames.games.nim import GAMES
>>> GAMES["misere-nim"](heaps=[1, 2]).convention
'misere'
>>> GAMES["misere-nim"].summary()
'heaps=3 4 5 (fixed: convention=misere, see nim)'
>>> GAMES["nim"].from_text({"heaps": "5"}).heaps
(5,)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from combgames.options import Custom, Integer, Options

__all__ = ["GameFactory", "optional_integer"]


class GameFactory:
    """A named game's builder with its declared options (see the module docstring).

    Parameters
    ----------
    build : callable
        ``build(**values)`` returns the game; it receives every declared option (the defaults filled in) and
        the fixed values.
    options : Options
        The declared options of the builder (fixed ones included: they are taken out here).
    fixed : mapping, optional
        Option values this name fixes.
    base : str, optional
        The name of the game that lets one choose the fixed options (for messages and listings).

    Attributes
    ----------
    options : Options
        The options this name accepts.
    fixed : dict
        The values it fixes.
    """

    def __init__(self, build: Callable[..., Any], options: Options, *, fixed: Mapping[str, Any] | None = None,
                 base: str | None = None):
        self.build = build
        self.fixed = dict(fixed or {})
        unknown = sorted(set(self.fixed) - {o.name for o in options})
        if unknown:
            raise ValueError(f"fixed options {unknown} are not declared options of {build!r}")
        self.options = options.without(*self.fixed)
        self.base = base
        self.__module__ = getattr(build, "__module__", type(self).__module__)
        self.__doc__ = getattr(build, "__doc__", None)

    def __repr__(self) -> str:
        return f"GameFactory({getattr(self.build, '__qualname__', self.build)!r}, {self.options!r})"

    def _refuse_fixed(self, names) -> None:
        fixed = [name for name in names if name in self.fixed]
        if fixed:
            what = ", ".join(f"{name}={self.fixed[name]}" for name in fixed)
            where = f"; choose it with game {self.base!r}" if self.base else ""
            known = ", ".join(o.name for o in self.options) or "none"
            raise TypeError(f"option{'s' if len(fixed) > 1 else ''} {', '.join(fixed)} cannot be set: this game "
                            f"fixes {what}{where}; the options are: {known}")

    def check(self, **values: Any) -> dict[str, Any]:
        """Every accepted option's checked value (defaults for the rest), the fixed values added.

        Raises
        ------
        TypeError
            For an unknown or fixed option (the message lists the options), or a value of the wrong kind.
        ValueError
            For a value out of range.
        """
        self._refuse_fixed(values)
        return {**self.options.check(**values), **self.fixed}

    def parse(self, texts: Mapping[str, str]) -> dict[str, Any]:
        """Every option's value read from command-line texts ``{name: text}`` by its type, the fixed values added.

        Raises
        ------
        TypeError, ValueError
            As :meth:`check`, with messages naming the option and the text.
        """
        self._refuse_fixed(texts)
        return {**self.options.parse(texts), **self.fixed}

    def __call__(self, **values: Any) -> Any:
        """Return the game built with the Python ``values`` (checked first)."""
        return self.build(**self.check(**values))

    def from_text(self, texts: Mapping[str, str]) -> Any:
        """Return the game built with options given as text (``{"heaps": "3 4 5"}``)."""
        return self.build(**self.parse(texts))

    def summary(self) -> str:
        """A one-line description of the options: ``name=default`` each, then the fixed values."""
        words = ", ".join(f"{o.name}={_text(o.default)}" for o in self.options) or "no options"
        if self.fixed:
            fixed = ", ".join(f"{k}={_text(v)}" for k, v in self.fixed.items())
            words += f" (fixed: {fixed}{', see ' + self.base if self.base else ''})"
        return words


def _text(value: Any) -> str:
    """A default written as on the command line."""
    if isinstance(value, tuple):
        return " ".join(map(_text, value)) if value else "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    return str(value)


def optional_integer(minimum: int | None = None, maximum: int | None = None) -> Custom:
    """An option type: an integer in ``minimum..maximum``, or None (written ``none`` on the command line).

    Examples
    --------
    >>> t = optional_integer(minimum=0)
    >>> t.parse("none", "key_depth"), t.parse("4", "key_depth"), t.check(None, "key_depth")
    (None, 4, None)
    """
    integer = Integer(minimum=minimum, maximum=maximum)

    def check(value: Any, name: str) -> int | None:
        return None if value is None else integer.check(value, name)

    def parse(text: str, name: str) -> int | None:
        return None if text.strip().lower() == "none" else integer.parse(text, name)

    return Custom(f"{integer.description}, or none", checker=check, parser=parse)

