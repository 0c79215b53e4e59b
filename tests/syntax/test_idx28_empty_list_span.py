"""The empty list ``[]`` has a source span, its brackets' (idx28): an error about a bare ``[]``
as a goal points at it, as other goals' errors do, and the fast reader of plain facts gives the
span the grammar gives. Expected lines and columns are counted by hand from the texts below."""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program
from nesylang.source import Source
from nesylang.syntax import parser
from nesylang.syntax.fastpath import read_plain_fact


def error_of(text: str) -> NesyError:
    with pytest.raises(NesyError) as info:
        Program.from_string(text, autoload=False).run_queries()
    return info.value


def test_an_empty_list_as_a_goal_is_located_at_its_brackets():
    err = error_of("p :- [].\nquery(p).\n")
    assert (err.span.line, err.span.column, err.span.end_line, err.span.end_column) == (1, 6, 1, 8)
    assert err.render() == ("<string>:1:6: error: unknown predicate []/0 (ProbLog: UnknownClause)\n"
                            "p :- [].\n"
                            "     ^~")


def test_an_empty_list_after_another_goal_and_with_layout_inside():
    err = error_of("a.\np :- a, [ ].\nquery(p).\n")
    assert (err.span.line, err.span.column, err.span.end_column) == (2, 9, 12)


def test_a_query_of_the_empty_list_is_located_at_it():
    err = error_of("a.\nquery([]).\n")
    assert (err.span.line, err.span.column, err.span.end_column) == (2, 7, 9)


def _list_spans(term) -> list:
    """The spans of the empty lists in ``term``, in reading order."""
    out = []
    stack = [term]
    while stack:
        t = stack.pop()
        if type(t).__name__ == "ListTerm" and not t.items and t.tail is None:
            out.append((t.span.line, t.span.column, t.span.end_column))
            continue
        children = list(getattr(t, "args", ())) + list(getattr(t, "items", ()))
        if getattr(t, "tail", None) is not None:
            children.append(t.tail)
        stack.extend(reversed(children))
    return out


def test_the_fast_reader_and_the_grammar_give_an_empty_list_the_same_span():
    text = "f([], [[ ]], [a|[]], g([]))."
    fast = read_plain_fact(text, Source("<s>", text), 0, len(text) - 1)
    assert fast is not None  # a plain fact: the fast reader takes it
    lark = parser._run(text, "<s>", "query_entry")[0]
    expected = [(1, 3, 5), (1, 8, 11), (1, 17, 19), (1, 24, 26)]
    assert _list_spans(fast.heads[0].atom) == expected
    assert _list_spans(lark) == expected
    # the compound spans from its functor to the end of its last argument (the `]` of g's
    # argument, column 25, the end column being exclusive) in both
    assert fast.heads[0].atom.span.end_column == lark.span.end_column == 26
