"""Every program is read in parts (plain facts by the fast reader, the rest by Lark; see
``parser.parse_program``): on every program this repository ships (the ProbLog corpus, the
golden programs, the examples, the standard library, DeepProbLog's programs) the AST and every
span equal those of one Lark pass over the whole text, the reference; a text with an error
reports it exactly as one Lark pass does."""
from __future__ import annotations

from pathlib import Path

import pytest

from nesylang.errors import NesyError, NesySyntaxError
from nesylang.syntax import parser

from test_plain_goal import spans  # (pytest puts this folder on the path)

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted({*ROOT.glob("tests/compat/programs/*.pl"), *ROOT.glob("tests/programs/*.nesy"),
                *ROOT.glob("examples/**/*.nesy"), *ROOT.glob("examples/**/*.pl"), *ROOT.glob("stdlib/*.nesy"),
                *ROOT.glob("tests/deepproblog_programs/**/*.pl")})


def one_lark_pass(text: str, name: str):
    return parser._run(text, name, "start")[0]


def test_there_are_programs_to_compare():
    assert len(FILES) > 300


def test_every_shipped_program_reads_as_one_lark_pass():
    compared = 0
    for path in FILES:
        text = path.read_text()
        try:
            reference = one_lark_pass(text, str(path))
        except NesyError as e:  # a few test programs are meant to fail: the same error
            with pytest.raises(NesyError) as info:
                parser.parse_program(text, str(path))
            assert str(info.value) == str(e), path
            continue
        got = parser.parse_program(text, str(path))
        assert got == reference, path
        assert got.span == reference.span, path
        assert [spans(s) for s in got.statements] == [spans(s) for s in reference.statements], path
        compared += 1
    assert compared > 300


@pytest.mark.parametrize("text", ["a(1). b(2). c :- .\nd(3).", "p(1).\nq(X) :- p(X)\nr(2).", "x(1). 'unterminated(2).",
                                  "f(1). g(,). h(2)."])
def test_errors_read_as_one_lark_pass(text):
    with pytest.raises(NesySyntaxError) as lark:
        one_lark_pass(text, "<t>")
    with pytest.raises(NesySyntaxError) as parts:
        parser.parse_program(text, "<t>")
    assert str(parts.value) == str(lark.value)
