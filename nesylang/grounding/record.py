"""ProbLog's library(record): a recorded database of terms under keys, while grounding.

As ProbLog 2.3's (problog/library/record.py): ``recorda(Key, Term[, Ref])`` and
``recordz(Key, Term[, Ref])`` store a copy of Term first or last under Key, ``recorded(Key,
Term[, Ref])`` gives each stored term in order, ``erase(Ref)`` removes one, ``instance(Ref,
Term)`` reads one back (ProbLog's crashes), ``current_key(Key)`` gives each key used. They act
in grounding order, whatever the world, and unlike library(assert) they drop no table (ProbLog
keeps its cache too). Each run of the queries starts with no records. References are the terms
``'$record'(N)``. Only loaded by name: ``:- use_module(library(record)).``
"""
from __future__ import annotations

from ..errors import InstantiationError, NesyTypeError
from ..logic.terms import Struct, Var, term_str
from ..logic.unify import copy_term, resolve, undo, unify, variant_key

LIBRARY = "library:record"
PREDICATES = frozenset({("recorda", 2), ("recorda", 3), ("recordz", 2), ("recordz", 3), ("recorded", 2),
                        ("recorded", 3), ("erase", 1), ("instance", 2), ("current_key", 1)})


class Records:
    """The recorded terms of one grounding: key -> [[ref number, term], ...], in order."""

    def __init__(self):
        self.keys: dict = {}  # variant key -> (key term, entries)
        self.by_ref: dict[int, tuple[list, list]] = {}  # ref number -> (entries, entry)
        self.next_ref = 0

    def call(self, term: Struct, span, trail):
        """Each solution of a library(record) call (bindings on ``trail``, undone between)."""
        name, args = term.functor, term.args
        if name in ("recorda", "recordz"):
            key = self._key(args[0], name, span)
            entries = self.keys.setdefault(variant_key(key), (key, []))[1]
            self.next_ref += 1
            entry = [self.next_ref, copy_term(resolve(args[1]))]
            entries.insert(0, entry) if name == "recorda" else entries.append(entry)
            self.by_ref[self.next_ref] = (entries, entry)
            if len(args) == 2 or unify(args[2], _ref(self.next_ref), trail):
                yield
        elif name == "recorded":
            found = self.keys.get(variant_key(self._key(args[0], name, span)))
            for ref, stored in list(found[1]) if found else ():
                mark = len(trail)
                if unify(args[1], copy_term(stored), trail) and (len(args) == 2 or unify(args[2], _ref(ref), trail)):
                    yield
                undo(trail, mark)
        elif name in ("erase", "instance"):
            held = self.by_ref.get(self._ref_number(args[0], name, span))
            if name == "erase":
                if held is not None and held[1] in held[0]:
                    held[0].remove(held[1])
                yield
            elif held is not None and unify(args[1], copy_term(held[1][1]), trail):
                yield
        else:  # current_key/1
            for key, _ in list(self.keys.values()):
                mark = len(trail)
                if unify(args[0], key, trail):
                    yield
                undo(trail, mark)

    @staticmethod
    def _key(t, name, span):
        key = resolve(t)
        if type(key) is Var:
            raise InstantiationError(f"{name}: the key must be bound (as in SWI-Prolog; ProbLog 2.3 does "
                                     "not check, records under the variable and finds nothing)", span)
        return key

    @staticmethod
    def _ref_number(t, name, span) -> int:
        ref = resolve(t)
        if not (type(ref) is Struct and ref.functor == "$record" and len(ref.args) == 1 and type(ref.args[0]) is int):
            raise NesyTypeError(f"{name}/{1 if name == 'erase' else 2}: {term_str(ref)} is not a record "
                                "reference (ProbLog: CallModeError)", span)
        return ref.args[0]


def _ref(n: int) -> Struct:
    return Struct("$record", (n,))
