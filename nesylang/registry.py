"""Explicit, named registries (learners, networks, tensor sources) that live on a session.

A registry refuses to register a name twice (use :meth:`Registry.replace` to mean it) and a
failed lookup reports the names it knows.

>>> r = Registry("learner"); r.register("exact", object)
>>> r.get("exal")
Traceback (most recent call last):
...
nesylang.errors.NesyNameError: unknown learner 'exal'; registered: exact
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

from .errors import NesyNameError
from .source import Span


class Registry:
    def __init__(self, kind: str):
        self.kind = kind
        self._items: dict[str, Any] = {}
        self._lazy: dict[str, Callable[[], Any]] = {}
        self.generation = 0  # counts registrations and replacements (caches keyed on the contents)

    def register(self, name: str, item: Any) -> None:
        if name in self:
            raise NesyNameError(f"{self.kind} '{name}' is already registered")
        self._items[name] = item
        self.generation += 1

    def register_lazy(self, name: str, factory: Callable[[], Any]) -> None:
        """Register an item built on first use (keeps heavy imports out of ``import nesylang``)."""
        if name in self:
            raise NesyNameError(f"{self.kind} '{name}' is already registered")
        self._lazy[name] = factory
        self.generation += 1

    def replace(self, name: str, item: Any) -> None:
        self._lazy.pop(name, None)
        self._items[name] = item
        self.generation += 1

    def __setitem__(self, name: str, item: Any) -> None:
        self.replace(name, item)

    def remove(self, name: str) -> None:
        """Forget ``name`` (nothing if it is not registered)."""
        if self._items.pop(name, None) is not None or self._lazy.pop(name, None) is not None:
            self.generation += 1

    def __contains__(self, name: object) -> bool:
        return name in self._items or name in self._lazy

    def get(self, name: str, span: Span | None = None) -> Any:
        if name in self._items:
            return self._items[name]
        if name in self._lazy:
            item = self._items[name] = self._lazy.pop(name)()
            return item
        known = ", ".join(self.names()) or "none"
        raise NesyNameError(f"unknown {self.kind} '{name}'; registered: {known}", span)

    __getitem__ = get

    def names(self) -> list[str]:
        return sorted(set(self._items) | set(self._lazy))

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    def __len__(self) -> int:
        return len(self.names())
