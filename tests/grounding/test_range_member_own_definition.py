"""``member(X, [L..H])`` over a range of more than 100,000 integers is tested without building
the list when member/2 is library(lists)'s; a program's own member/2 (or memberchk/2) wins, as
it does for a short list (issue 13). Expected answers are derived by hand from each program's
own definition; the library's would differ in every case checked.
"""
from __future__ import annotations

import pytest

from nesylang.errors import LimitError, NesyNameError
from nesylang.session import Program

BIG = "[1..200000]"  # above the 100,000 items of the lazy shortcut


def _answers(p: Program, goal: str) -> list[tuple[str, float]]:
    return [(a.atom, a.probability) for a in p.query(goal)]


@pytest.mark.parametrize("items", [BIG, "[1..5]", "[1, 2, 3, 4, 5]"])
def test_own_member_wins_over_the_library(items):
    # member(X, [_, X|_]): only the second element is a member, so X = 2 alone
    # (library member/2 would give 1, 2, 3, ...)
    p = Program.from_string(f"in(X) :- member(X, {items}).\nmember(X, [_, X|_]).\n")
    assert _answers(p, "in(X)") == [("in(2)", 1.0)]
    assert _answers(p, "in(1)") == [("in(1)", 0.0)]
    assert _answers(p, "in(2)") == [("in(2)", 1.0)]


def test_own_probabilistic_member_gives_its_probability():
    # 0.4::member(X, [X|_]): only the head, with probability 0.4 (the library: 1.0, and 3 too)
    p = Program.from_string(f"in(X) :- member(X, {BIG}).\n0.4::member(X, [X|_]).\n")
    assert _answers(p, "in(1)") == [("in(1)", pytest.approx(0.4))]
    assert _answers(p, "in(3)") == [("in(3)", 0.0)]


def test_own_memberchk_wins_over_the_library():
    # memberchk(a, _): a is "in" every list and nothing else (the library: X = 1)
    p = Program.from_string(f"one(X) :- memberchk(X, {BIG}).\nmemberchk(a, _).\n")
    assert _answers(p, "one(X)") == [("one(a)", 1.0)]
    assert _answers(p, "one(1)") == [("one(1)", 0.0)]


def test_a_member_defined_later_in_the_session_wins_too():
    p = Program.from_string(f"in(X) :- member(X, {BIG}).\n")
    assert _answers(p, "in(1)") == [("in(1)", 1.0)]  # library member/2 (autoloaded)
    p.load_string("member(X, [_, X|_]).")
    assert _answers(p, "in(1)") == [("in(1)", 0.0)] and _answers(p, "in(2)") == [("in(2)", 1.0)]


def test_library_member_still_never_builds_the_range():
    for prefix in ("", ":- use_module(library(lists)).\n"):
        p = Program.from_string(prefix + "in(X) :- member(X, [1..100000000]).\n", max_ground_nodes=1000)
        assert _answers(p, "in(99999999)") == [("in(99999999)", 1.0)]
        assert _answers(p, "in(0)") == [("in(0)", 0.0)]


def test_own_member_over_a_huge_range_builds_it_under_the_limits():
    p = Program.from_string("in(X) :- member(X, [1..100000000]).\nmember(X, [X|_]).\n", max_ground_nodes=1000)
    with pytest.raises(LimitError) as info:
        p.query("in(1)")
    assert info.value.limit == "max-ground-nodes" and (info.value.span.line, info.value.span.column) == (1, 10)


def test_undefined_member_is_the_same_error_as_for_a_short_list():
    errors = []
    for items in ("[1..100000000]", "[1, 2, 3]"):
        p = Program.from_string(f"in(X) :- member(X, {items}).\n", autoload=False, max_ground_nodes=1000)
        with pytest.raises(NesyNameError) as info:
            p.query("in(5)")
        errors.append((info.value.message, info.value.span.line, info.value.span.column))
    assert errors[0] == errors[1] and "unknown predicate member/2" in errors[0][0]
