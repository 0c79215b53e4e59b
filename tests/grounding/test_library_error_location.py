"""An error raised inside a standard library's clauses is reported at the program's own call
that led there (as ProbLog reports it), the library location kept as a note; an error in the
program's own clauses, even when a library predicate called them, keeps its own location."""
from __future__ import annotations

import pytest

import nesylang
from nesylang.errors import NesyError


def _error(text: str, goal: str) -> NesyError:
    program = nesylang.Program.from_string(text, "prog.pl")
    with pytest.raises(NesyError) as info:
        program.query(goal)
    return info.value


def test_an_undefined_predicate_called_by_maplist_is_located_at_the_maplist_call():
    text = ":- use_module(library(apply)).\nq(L) :- maplist(foo, L).\n"
    e = _error(text, "q([1, 2])")
    assert "unknown predicate foo/1" in e.message
    # line 2, "q(L) :- " is 8 characters: the call starts at column 9
    assert (str(e.span.filename), e.span.line, e.span.column) == ("prog.pl", 2, 9)
    assert any("<stdlib>/apply.nesy" in n for n in e.notes)


def test_an_error_in_the_programs_own_clause_keeps_its_location():
    text = ":- use_module(library(apply)).\nq(L) :- maplist(bad, L).\nbad(X) :- Y is X + a, Y > 0.\n"
    e = _error(text, "q([1])")
    # the error is in bad/1's body (line 3; "bad(X) :- " is 10 characters), which the library called
    assert (str(e.span.filename), e.span.line, e.span.column) == ("prog.pl", 3, 11)
    assert not any("<stdlib>" in n for n in e.notes)
