"""Probabilistic facts (``0.5::edge(a, b).``) are read by the fast reader wherever they stand,
not only in a small program of facts alone, and a small program's facts read before its first
other statement are not read again (session 26). The AST and every span stay those of one Lark
pass over the whole text. Layout before a statement is matched in linear time: a run of blanks
used to be split in 2^n ways (24 spaces of indentation before a rule: 2 s)."""
from __future__ import annotations

import time

import pytest

from nesylang.syntax import parser

from test_plain_goal import spans  # (pytest puts this folder on the path)

FACTS = "".join(f"0.{i % 9 + 1}::edge(n{i}, n{(i * 7) % 13}).\n" for i in range(40))
RULES = "path(X, Y) :- edge(X, Y).\npath(X, Y) :- path(X, Z), edge(Z, Y).\n"
TEXTS = [
    FACTS + RULES + "query(path(n0, n3)).\n",  # small: facts first, then rules
    RULES + FACTS + "query(path(n1, _)).\n",
    "% a comment\n  0.5 ::a.\n1::b.\n%% more\n\n   0.25::c(1, 'x y', [p, q]).\nd :- a, \\+ b.\nquery(d).\n",
    "0.3::a; 0.7::b.\n0.5::c.\n0.5::x :- c.\n" + " " * 40 + "e :- a.\nquery(e).\n",
    (FACTS + RULES) * 8 + "query(path(n2, n5)).\n",  # over SMALL_BELOW characters
    "0.5::a.\n0.6::b(X).\nquery(a).\n",  # a non-ground probabilistic fact
]


@pytest.mark.parametrize("text", TEXTS)
def test_read_in_parts_as_one_lark_pass(text):
    reference = parser._run(text, "<t>", "start")[0]
    got = parser.parse_program(text, "<t>")
    assert got == reference
    assert got.span == reference.span
    assert [spans(s) for s in got.statements] == [spans(s) for s in reference.statements]


def test_the_probabilistic_facts_do_not_go_to_lark(monkeypatch):
    parts = []
    real = parser._parser

    def counting(start):
        p = real(start)

        class Spy:
            def parse(self, text_slice, *a, **k):
                parts.append(text_slice.text[text_slice.start:text_slice.end])
                return p.parse(text_slice, *a, **k)

            def __getattr__(self, name):
                return getattr(p, name)
        return Spy()

    classes = parser._classes_of
    monkeypatch.setattr(parser, "_parser", counting)
    monkeypatch.setattr(parser, "_classes_of", lambda spy: classes(real("start")))
    text = TEXTS[4]
    parser.parse_program(text, "<t>")
    assert parts and all("::" not in part for part in parts)  # Lark read the rules only


@pytest.mark.parametrize("blanks", [30, 3000])
def test_layout_before_a_statement_is_matched_in_linear_time(blanks):
    text = "a.\n" + " " * blanks + "b :- a.\nquery(b).\n" + "%" * blanks + "\nc :- b.\n"
    started = time.process_time()
    got = parser.parse_program(text, "<t>")
    assert time.process_time() - started < 1.0
    assert got == parser._run(text, "<t>", "start")[0]
