"""library(string)'s results print as ProbLog 2.3 prints them: its make_safe names a result by
its text between quotes unless the text is a lowercase ASCII letter followed by word characters,
so `'##'`, `'++'` and `'éa'` print quoted there, where a plain atom of symbol characters or a
non-ASCII letter would print bare. The expected texts are ProbLog 2.3's own output
(`problog FILE`); the answers themselves (as terms) are in tests/compat/programs."""
from __future__ import annotations

import pytest

PROGRAM = """
:- use_module(library(string)).
hash(X) :- lst2str(['#', '#'], X).
plus(X) :- concat(['+', '+'], X).
dash(X) :- join('-', [a, b], X).
word(X) :- concat([ab, c1], X).
accent(X) :- concat(['é', a], X).
chars(L) :- str2lst(aé, L).
plain(X) :- concat(['abc'], X).
query(plain(X)). query(hash(X)). query(plus(X)). query(dash(X)). query(word(X)). query(accent(X)). query(chars(L)).
"""

# problog FILE on PROGRAM (ProbLog 2.3), the padding taken off
EXPECTED = {"hash('##')", "plus('++')", "dash('a-b')", "word(abc1)", "accent('éa')", "chars([a, 'é'])", "plain(abc)"}


def test_string_results_print_as_in_problog():
    from nesylang.session import Program

    got = {a.atom for a in Program.from_string(PROGRAM).run_queries()}
    assert got == EXPECTED


def test_expected_is_problogs_output(tmp_path):
    pytest.importorskip("problog")
    from problog import get_evaluatable
    from problog.program import PrologString

    result = get_evaluatable().create_from(PrologString(PROGRAM)).evaluate()
    printed = {str(t) for t in result}
    assert {s.replace(" ", "") for s in EXPECTED} == {s.replace(" ", "") for s in printed}
