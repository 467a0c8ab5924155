"""Declared game options: one declaration checks a constructor's arguments, parses the command line and words
the error messages.

A game (or a game's factory in the catalogue) declares its parameters as :class:`Options`, a sequence of
:class:`Option` (name, :class:`OptionType`, default, description). The same declaration then

- checks Python values given to the constructor (:meth:`Options.check`: a bool where an integer is needed,
  a heap of -3, an unknown option name are refused with a message naming the option and the value);
- parses the text of ``--option KEY=VALUE`` on the command line by each option's type (:meth:`Options.parse`:
  ``centre_entry=False`` is false, ``heaps=5`` is one heap, ``heaps=a b c`` names the bad heap);
- describes the options for ``--help``-style listings (:meth:`Options.describe`).

Option types: :class:`Integer` (with a range), :class:`Boolean`, :class:`Choice`, :class:`Integers` (a list such
as heap sizes), :class:`Text`, and :class:`Custom` for anything else (a parse and a check function).

Examples
--------
>>> HEAPS = Options(Option("heaps", Integers(minimum=0), (3, 4, 5), "heap sizes"),
...                 Option("misere", Boolean(), False, "misere play"))
>>> HEAPS.parse({"heaps": "5", "misere": "False"})
{'heaps': (5,), 'misere': False}
>>> HEAPS.check(heaps=[1, 2])
{'heaps': (1, 2), 'misere': False}
>>> HEAPS.check(heaps=[1, -2])
Traceback (most recent call last):
...
ValueError: option heaps: heap sizes must be integers >= 0, not -2 (item 2 of [1, -2])
"""

from __future__ import annotations

import inspect  # (already imported by dataclasses, which every command imports)
import re
from collections.abc import Callable, Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import FrozenInstanceError
from typing import Any

from combgames.base.checks import ArgumentTypeError, check_int, check_one_of, int_requirement, is_int

__all__ = ["Boolean", "Choice", "Custom", "Integer", "Integers", "Option", "OptionType", "Options", "Text"]


_REQUIRED = object()
"""The default of a record field that has none."""


class _Record:
    """An immutable record, as ``@dataclass(frozen=True)`` makes one (``__init__`` by field order or keyword,
    ``__repr__``, ``__eq__`` and ``__hash__`` over the fields, assignment refused), without its cost: the
    dataclass decorator compiles the methods of each class (about 1 ms per class), and every command imports
    this module.

    A subclass lists its fields in ``_FIELDS``, pairs (name, default), ``_REQUIRED`` for none; ``_HIDDEN``
    names fields left out of the repr.
    """

    _FIELDS: tuple = ()
    _HIDDEN: frozenset = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.__match_args__ = tuple(name for name, _ in cls._FIELDS)
        empty, kind = inspect.Parameter.empty, inspect.Parameter.POSITIONAL_OR_KEYWORD
        cls.__signature__ = inspect.Signature([inspect.Parameter(name, kind, default=empty if default is _REQUIRED
                                                                 else default) for name, default in cls._FIELDS])

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        fields = self._FIELDS
        cls = type(self).__name__
        if len(args) > len(fields):
            raise TypeError(f"{cls}() takes {len(fields)} arguments, not {len(args)}")
        values = {name: value for (name, _), value in zip(fields, args)}
        for name, value in kwargs.items():
            if name in values:
                raise TypeError(f"{cls}() got multiple values for argument {name!r}")
            if not any(name == field for field, _ in fields):
                raise TypeError(f"{cls}() got an unexpected keyword argument {name!r}")
            values[name] = value
        for name, default in fields:
            value = values.get(name, default)
            if value is _REQUIRED:
                raise TypeError(f"{cls}() missing required argument {name!r}")
            object.__setattr__(self, name, value)

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name, _ in self._FIELDS)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name, _ in self._FIELDS if name not in self._HIDDEN)
        return f"{type(self).__qualname__}({shown})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


class OptionType:
    """A kind of option value: how to check a Python value and how to read one from text.

    Subclasses set :attr:`description` (words for messages and listings) and override :meth:`check` and, if
    the text is not just the value's ``str``, :meth:`parse`.
    """

    description = "a value"

    def check(self, value: Any, name: str) -> Any:
        """Return ``value`` (normalised) if it is valid for option ``name``; else raise TypeError or
        ValueError naming the option and the value."""
        return value

    def parse(self, text: str, name: str) -> Any:
        """Return the checked value written ``text`` on the command line."""
        return self.check(text, name)


class Integer(_Record, OptionType):
    """An integer, optionally in ``minimum..maximum`` (bools are refused)."""

    _FIELDS = (("minimum", None), ("maximum", None))
    minimum: int | None
    maximum: int | None

    @property
    def description(self) -> str:  # type: ignore[override]
        return int_requirement(self.minimum, self.maximum)

    def check(self, value: Any, name: str) -> int:
        return check_int(value, f"option {name}", minimum=self.minimum, maximum=self.maximum)

    def parse(self, text: str, name: str) -> int:
        try:
            value = _integer(text)
        except ValueError:
            raise ValueError(f"option {name} must be {self.description}, not {text!r}") from None
        return self.check(value, name)


_POWER = re.compile(r"^\s*([+-]?\d+)\s*(?:\*\*|\^)\s*(\d+)\s*$")
_MAX_DIGITS = 10_000


def _integer(text: str) -> int:
    """An integer written in decimal or as a power ``b**e`` / ``b^e`` (results up to 10,000 digits).

    Raises
    ------
    ValueError
        For other text, or a power with more than 10,000 digits.
    """
    power = _POWER.match(text)
    if power is None:
        return int(text.strip())
    base, exponent = int(power.group(1)), int(power.group(2))
    if abs(base) > 1 and exponent * len(str(abs(base))) > _MAX_DIGITS + 1:
        raise ValueError(f"{text.strip()} has more than {_MAX_DIGITS} digits")
    return base ** exponent


_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


class Boolean(_Record, OptionType):
    """True or false; on the command line ``true/false``, ``yes/no``, ``on/off`` or ``1/0`` (any case)."""

    description = "true or false"

    def check(self, value: Any, name: str) -> bool:
        if isinstance(value, bool):
            return value
        if is_int(value) and value in (0, 1):
            return bool(value)
        raise ArgumentTypeError(f"option {name} must be true or false, not {value!r}")

    def parse(self, text: str, name: str) -> bool:
        word = text.strip().lower()
        if word in _TRUE:
            return True
        if word in _FALSE:
            return False
        raise ValueError(f"option {name} must be true or false (or yes/no, on/off, 1/0), not {text!r}")


class Choice(_Record, OptionType):
    """One of a fixed set of values (strings)."""

    _FIELDS = (("choices", ()),)
    choices: tuple

    @property
    def description(self) -> str:  # type: ignore[override]
        return "one of " + ", ".join(map(str, self.choices))

    def check(self, value: Any, name: str) -> Any:
        return check_one_of(value, f"option {name}", self.choices)

    def parse(self, text: str, name: str) -> Any:
        return self.check(text.strip(), name)


class Integers(_Record, OptionType):
    """A non-empty tuple of integers (each in ``minimum..maximum``); text separated by spaces or commas.

    ``what`` names the items in messages ("heap sizes").
    """

    _FIELDS = (("minimum", None), ("maximum", None), ("what", "heap sizes"), ("min_count", 1))
    minimum: int | None
    maximum: int | None
    what: str
    min_count: int

    @property
    def description(self) -> str:  # type: ignore[override]
        words = int_requirement(self.minimum, self.maximum).replace("a positive integer", "integers >= 1")
        words = words.replace("a non-negative integer", "integers >= 0").replace("an integer", "integers")
        return f"{self.what} ({words}) like '3 4 5'"

    def _item_requirement(self) -> str:
        if self.minimum is not None and self.maximum is not None:
            return f"integers in {self.minimum}..{self.maximum}"
        if self.minimum is not None:
            return f"integers >= {self.minimum}"
        if self.maximum is not None:
            return f"integers <= {self.maximum}"
        return "integers"

    def check(self, value: Any, name: str) -> tuple[int, ...]:
        if is_int(value):
            value = (value,)
        if isinstance(value, (str, bytes, Mapping, AbstractSet)) or not isinstance(value, Iterable):
            raise ArgumentTypeError(f"option {name}: {self.what} must be a sequence of integers, not {value!r}")
        items = tuple(value)
        if len(items) < self.min_count:
            raise ValueError(f"option {name}: give at least {self.min_count} of the {self.what}, not {items!r}")
        for k, item in enumerate(items, 1):
            if not is_int(item) or (self.minimum is not None and item < self.minimum) or (
                    self.maximum is not None and item > self.maximum):
                raise ValueError(f"option {name}: {self.what} must be {self._item_requirement()}, not {item!r} "
                                 f"(item {k} of {list(items)!r})")
        return tuple(int(item) for item in items)

    def parse(self, text: str, name: str) -> tuple[int, ...]:
        words = text.replace(",", " ").split()
        items = []
        for k, word in enumerate(words, 1):
            try:
                items.append(_integer(word))
            except ValueError:
                raise ValueError(f"option {name}: {self.what} must be {self._item_requirement()}, not {word!r} "
                                 f"(item {k} of {text!r})") from None
        return self.check(items, name)


class Text(_Record, OptionType):
    """A non-empty string."""

    description = "text"

    def check(self, value: Any, name: str) -> str:
        if not isinstance(value, str):
            raise ArgumentTypeError(f"option {name} must be text, not {value!r}")
        if not value.strip():
            raise ValueError(f"option {name} must not be empty")
        return value


def _unchecked(value: Any, name: str) -> Any:
    return value


class Custom(_Record, OptionType):
    """An option type given by functions: ``check(value, name)`` and, optionally, ``parse(text, name)``."""

    _FIELDS = (("description", "a value"), ("checker", _unchecked), ("parser", None))
    _HIDDEN = frozenset({"checker", "parser"})
    description: str  # type: ignore[assignment]
    checker: Callable[[Any, str], Any]
    parser: Callable[[str, str], Any] | None

    def check(self, value: Any, name: str) -> Any:
        return self.checker(value, name)

    def parse(self, text: str, name: str) -> Any:
        return self.check(self.parser(text, name) if self.parser is not None else text, name)


class Option(_Record):
    """One declared option: its name, type, default and a short description."""

    _FIELDS = (("name", _REQUIRED), ("type", _REQUIRED), ("default", None), ("doc", ""))
    name: str
    type: OptionType
    default: Any
    doc: str


class Options:
    """The declared options of a game, in order (see the module docstring).

    Parameters
    ----------
    *options : Option
        The options; names must be distinct.
    """

    def __init__(self, *options: Option):
        names = [o.name for o in options]
        repeated = sorted({n for n in names if names.count(n) > 1})
        if repeated:
            raise ValueError(f"option names must be distinct, not {repeated}")
        self.options = {o.name: o for o in options}

    def __iter__(self):
        return iter(self.options.values())

    def __contains__(self, name: object) -> bool:
        return name in self.options

    def __repr__(self) -> str:
        return f"Options({', '.join(self.options)})"

    def without(self, *names: str) -> "Options":
        """The same declaration without some options (for a variant that fixes them)."""
        return Options(*(o for o in self if o.name not in names))

    def _unknown(self, names: Iterable[str]) -> None:
        unknown = sorted(set(names) - set(self.options))
        if unknown:
            known = ", ".join(self.options) or "none"
            raise TypeError(f"unknown option{'s' if len(unknown) > 1 else ''} {', '.join(unknown)}; "
                            f"the options are: {known}")

    def check(self, **values: Any) -> dict[str, Any]:
        """Return every option's checked value: the given ones, defaults for the rest.

        Raises
        ------
        TypeError
            For an unknown option name (the message lists the options), or a value of the wrong kind.
        ValueError
            For a value out of range.
        """
        self._unknown(values)
        out = {}
        for name, option in self.options.items():
            out[name] = option.type.check(values[name], name) if name in values else option.default
        return out

    def parse(self, texts: Mapping[str, str]) -> dict[str, Any]:
        """Return every option's value from command-line texts ``{name: text}`` (defaults for the rest).

        Raises
        ------
        TypeError, ValueError
            As :meth:`check`, with messages naming the option and the text.
        """
        self._unknown(texts)
        out = {}
        for name, option in self.options.items():
            out[name] = option.type.parse(texts[name], name) if name in texts else option.default
        return out

    def describe(self) -> str:
        """One line per option: name, type, default, description."""
        return "\n".join(f"{o.name}: {o.type.description} (default {o.default!r}){' - ' + o.doc if o.doc else ''}"
                         for o in self)
