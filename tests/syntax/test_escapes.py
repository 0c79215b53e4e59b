"""Backslashes in quoted atoms and strings, read and printed as ProbLog 2.3 reads and prints them,
and ``0'c`` character codes (ISO and SWI-Prolog escapes; ProbLog 2.3 has no ``0'c``).

ProbLog keeps a backslash and the character after it as they are: ``'a\\nb'`` is the four
characters a, backslash, n, b (its ``write`` prints ``a\\nb``, and its answers print the atom
as written); ``\\'`` does not end the atom. The expected texts below are what ProbLog 2.3 reads
and prints (observed with ``problog FILE``); tests/compat runs the same programs through ProbLog.
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesySyntaxError
from nesylang.session import Program
from nesylang.syntax.ast import Atom, Number, String
from nesylang.syntax.parser import parse_term
from nesylang.syntax.printer import print_term


@pytest.mark.parametrize("text, expected", [
    (r"'x\ny'", "x\\ny"),
    (r"'t\tb'", "t\\tb"),
    (r"'b\\s'", "b\\\\s"),
    (r"'\''", "\\'"),
    (r"'a\qb'", "a\\qb"),  # any character: ProbLog has no undefined escape
    (r"'\u00e9t\u00e9'", "\\u00e9t\\u00e9"),
    (r"'\x41\\'", "\\x41\\\\"),
    ("'a\\\nb'", "a\\\nb"),  # the backslash and the line break are kept
    ("'it''s'", "it's"),  # ProbLog refuses a doubled quote; here it is one quote
])
def test_quoted_atoms_keep_backslashes(text, expected):
    assert parse_term(text) == Atom(expected)


def test_strings_keep_backslashes_and_character_codes_take_escapes():
    assert parse_term(r'"a\"b"') == String('a\\"b')
    assert parse_term(r'"x\ny"') == String("x\\ny")
    assert parse_term('"say ""hi"""') == String('say "hi"')
    assert parse_term(r"'\x66\oo'(1)").functor == "\\x66\\oo"
    assert parse_term(r"0'\x41\ ") == Number(65)
    assert parse_term(r"0'\u00e9") == Number(0xE9)
    assert parse_term(r"0'\n") == Number(10)
    assert parse_term(r"0'a") == Number(97)


@pytest.mark.parametrize("text, column, width, message", [
    (r"0'\q", 3, 2, "undefined escape sequence \\q"),
])
def test_invalid_character_code_escapes_are_located_syntax_errors(text, column, width, message):
    with pytest.raises(NesySyntaxError) as info:
        parse_term(text)
    assert message in info.value.message
    span = info.value.span
    assert (span.line, span.column, span.end_column - span.column) == (1, column, width)


def test_an_unterminated_quoted_atom_is_located_at_its_quote():
    # ProbLog: the quote after a backslash does not end the atom ("Unmatched character")
    with pytest.raises(NesySyntaxError) as info:
        Program.from_string("a.\nb('x\\').\n")
    assert info.value.span.line == 2


@pytest.mark.parametrize("name", ["x\\ny", "\\'", "it's", "b\\\\s", "tab\there", "\x00", "x\\'y"])
def test_quoted_atoms_and_strings_print_and_read_back(name):
    assert parse_term(print_term(Atom(name))) == Atom(name)
    assert parse_term(print_term(String(name))) == String(name)


def test_answers_and_write_show_the_backslashes_as_written():
    program = Program.from_string(r"""
        a('x\ny'). a('b\\s'). a('\''). a("a\"b").
        len(N) :- atom_length('x\ny', N).
        w :- write('x\ny'), write(' '), write("a\"b").
    """)
    atoms = {a.atom for a in program.query("a(X)")}
    assert atoms == {r"a('x\ny')", r"a('b\\s')", r"a('\'')", r'a("a\"b")'}
    assert program.query("len(N)")[0].atom == "len(4)"


def test_write_prints_the_text_as_problog_does(capsys):
    program = Program.from_string("w :- write('x\\ny'), nl, write('it\\'s'), nl.\n")
    program.query("w")
    assert capsys.readouterr().out == "x\\ny\nit\\'s\n"
