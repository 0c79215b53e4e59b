"""hunt20: autoloading (on by default: ``nesy FILE``, ``Program(...)``) must not change the
answers of a ProbLog program that ProbLog 2.3 answers. ProbLog has no autoloading, so a library
predicate the program did not load is undefined there: under ``:- unknown(fail).`` a call of it
fails, and ``try_call/1`` of it fails. (tests/compat runs with ``autoload=False`` and cannot see
this.) Expected values are derived by hand and agree with ``problog FILE`` (ProbLog 2.3).

Needs the patches /tmp/reports29/hunt20.session.py.patch and hunt20.grounder.py.patch."""
from __future__ import annotations

import pytest

from nesylang.session import Program


def answers(text: str, **kw) -> dict:
    return {a.atom: a.probability for a in Program.from_string(text, **kw).run_queries()}


def test_unknown_fail_does_not_autoload():
    # member/2 is undefined (library(lists) not loaded): b needs it, so b is 0; c = P(a) = 0.5
    text = (":- unknown(fail).\n0.5::a.\nb :- a, member(x, [x]).\n"
            "c :- a, \\+ member(x, [x]).\nquery(b). query(c).\n")
    assert answers(text) == pytest.approx({"b": 0.0, "c": 0.5})


def test_unknown_fail_query_of_library_predicate():
    text = ":- unknown(fail).\nquery(member(x, [x])).\n0.5::a.\nquery(a).\n"
    assert answers(text) == pytest.approx({"member(x,[x])": 0.0, "a": 0.5})


def test_try_call_of_unloaded_library_predicate_fails():
    # try_call catches ProbLog's UnknownClause for last/2 and fails: \+ of it is true, c = 0.5
    text = ("0.5::a.\nb :- a, try_call(member(x, [x])).\n"
            "c :- a, \\+ try_call(last([1], _)).\nquery(b). query(c).\n")
    assert answers(text) == pytest.approx({"b": 0.0, "c": 0.5})


def test_loaded_library_is_still_found():
    # with library(lists) loaded, both succeed: b = 0.5, and c = 0
    text = (":- unknown(fail).\n:- use_module(library(lists)).\n0.5::a.\n"
            "b :- a, try_call(member(x, [x])).\nc :- a, \\+ member(x, [x]).\nquery(b). query(c).\n")
    assert answers(text) == pytest.approx({"b": 0.5, "c": 0.0})


def test_autoload_still_works_without_unknown_fail():
    # (an error in ProbLog; nesylang's documented extension: member/2 is loaded on first call)
    assert answers("0.5::a.\nb :- a, member(x, [x]).\nquery(b).\n") == pytest.approx({"b": 0.5})
