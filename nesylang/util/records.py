"""Dataclasses made without ``dataclass()``'s ``exec``: :func:`record`.

``@dataclass`` writes each class's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` (and a
frozen class's ``__setattr__``/``__delattr__``) as source text and compiles it with ``exec``:
about 0.3-0.7 ms a class, paid at every start-up by each class a run imports (some 45 on a
plain ``nesy query``, 12 ms in all). A class decorated with :func:`record` writes out its own
``__init__`` (and ``__eq__``/``__hash__`` where speed matters); ``record`` lets ``dataclass()``
record the fields only (it then compiles nothing) and adds the other methods as closures, so the
class behaves as the ``@dataclass(...)`` it replaces: the same fields for
``dataclasses.fields``/``replace``/``asdict``, ``__match_args__``, ``__dataclass_params__``,
repr (recursion shown as ``...``), equality and hash over the compared fields, and
``FrozenInstanceError`` on a frozen instance's assignment or deletion.

A written-out ``__init__`` takes the fields in their order with their defaults; a field with a
``default_factory`` takes :data:`FACTORY` as its default (shown as ``<factory>``, as dataclass
shows it) and calls the factory when given it. A frozen class sets its fields with
``object.__setattr__``. tests/test_startup26_records.py checks every such class against the
``@dataclass`` declaration it replaces.
"""
from __future__ import annotations

from _thread import get_ident
from dataclasses import FrozenInstanceError, dataclass
from dataclasses import fields as _fields
from operator import attrgetter


class _Factory:
    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


FACTORY = _Factory()  # the default of a default_factory field in a written-out __init__
set_field = object.__setattr__  # how a frozen record's __init__ sets a field


def _values(names: tuple[str, ...]):
    """``obj -> tuple of obj's names`` (a tuple for one name too)."""
    if not names:
        return lambda obj: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return attrgetter(*names)


def record(cls: type | None = None, /, *, eq: bool = True, frozen: bool = False, slots: bool = False):
    """``@record``, ``@record(frozen=True)``, ...: ``cls`` made the ``@dataclass(...)`` with the
    same options (``init`` and ``repr`` on, no ordering), from its own ``__init__``. A class
    with ``eq`` may write out ``__eq__`` (and, frozen, ``__hash__``); otherwise they are made
    here over the compared fields, as dataclass() makes them."""
    if cls is None:
        return lambda c: record(c, eq=eq, frozen=frozen, slots=slots)
    if "__init__" not in cls.__dict__:
        raise TypeError(f"record class {cls.__qualname__} must write out its __init__")
    if slots and frozen:  # (dataclass() would add __getstate__/__setstate__: not done here)
        raise TypeError(f"record class {cls.__qualname__}: slots and frozen together are not supported")
    own = set(cls.__dict__)
    explicit_hash = "__hash__" in own and not (cls.__dict__["__hash__"] is None and "__eq__" in own)
    # records the fields (and __match_args__, __dataclass_params__) and compiles nothing
    cls = dataclass(init=False, repr=False, eq=False, slots=slots)(cls)
    params = cls.__dataclass_params__
    params.init = params.repr = True
    params.eq = eq
    params.frozen = frozen
    fields = _fields(cls)
    methods = []

    if "__repr__" not in own:
        shown = tuple(f.name for f in fields if f.repr)
        shown_values = _values(shown)
        text = "(" + ", ".join(f"{name}={{!r}}" for name in shown) + ")"
        running: set = set()

        def __repr__(self):
            key = id(self), get_ident()
            if key in running:
                return "..."
            running.add(key)
            try:
                return self.__class__.__qualname__ + text.format(*shown_values(self))
            finally:
                running.discard(key)
        methods.append(__repr__)

    compared = tuple(f.name for f in fields if f.compare)
    compared_values = _values(compared)
    if eq and "__eq__" not in own:
        def __eq__(self, other):
            if other.__class__ is self.__class__:
                return compared_values(self) == compared_values(other)
            return NotImplemented
        methods.append(__eq__)
    if eq and not explicit_hash:
        if frozen:
            hashed = tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash))
            hashed_values = _values(hashed)

            def __hash__(self):
                return hash(hashed_values(self))
            methods.append(__hash__)
        else:
            cls.__hash__ = None

    if frozen:
        names = frozenset(f.name for f in fields)

        def __setattr__(self, name, value):
            if type(self) is cls or name in names:
                raise FrozenInstanceError(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self, name):
            if type(self) is cls or name in names:
                raise FrozenInstanceError(f"cannot delete field {name!r}")
            super(cls, self).__delattr__(name)
        methods += [__setattr__, __delattr__]

    for method in methods:
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
        setattr(cls, method.__name__, method)
    return cls
