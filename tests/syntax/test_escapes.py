"""Escapes in quoted atoms, strings and ``0'c`` character codes (ISO and SWI-Prolog).

The expected characters are the code points the standards give each escape; an undefined
escape, or a code that is not a character, is a syntax error at the escape itself.
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesySyntaxError
from nesylang.session import Program
from nesylang.syntax.ast import Atom, Number, String
from nesylang.syntax.parser import parse_term
from nesylang.syntax.printer import print_term


@pytest.mark.parametrize("text, expected", [
    (r"'\u0000'", "\x00"),
    (r"'\u00e9t\u00e9'", "été"),
    (r"'\U0001F600'", "\U0001F600"),
    (r"'\x41\'", "A"),
    (r"'\x41\\x42\'", "AB"),
    (r"'\x41 \x42'", "A B"),  # the closing backslash is optional, as in SWI-Prolog
    (r"'\x41\x42'", "Ax42"),  # but a backslash right after the digits is the closing one
    (r"'\101\'", "A"),  # octal
    (r"'\0\'", "\x00"),
    # every named escape, with a doubled quote
    (r"'it''s \a\b\f\n\r\t\v\e\s\\\'\"\`'", "it's \x07\x08\x0c\x0a\x0d\x09\x0b\x1b \\'\"`"),
    ("'a\\\nb'", "ab"),  # a backslash before a line break continues the atom
])
def test_escapes_in_quoted_atoms(text, expected):
    assert parse_term(text) == Atom(expected)


def test_escapes_in_strings_functors_and_character_codes():
    assert parse_term(r'"\u00e9\x41\\n"') == String("éA\n")
    assert parse_term('"say ""hi"""') == String('say "hi"')
    term = parse_term(r"'\x66\oo'(1)")
    assert term.functor == "foo"
    assert parse_term(r"0'\x41\ ") == Number(65)
    assert parse_term(r"0'\u00e9") == Number(0xE9)
    assert parse_term(r"0'\n") == Number(10)


@pytest.mark.parametrize("text, column, width, message", [
    (r"'\q'", 2, 2, "undefined escape sequence \\q"),
    (r"'ok\+'", 4, 2, "undefined escape sequence \\+"),
    (r"'\uZZZZ'", 2, 2, "\\u needs four hexadecimal digits"),
    (r"'\U0041'", 2, 2, "\\U needs eight hexadecimal digits"),
    (r"'\x'", 2, 2, "\\x needs hexadecimal digits"),
    (r"'\x110000\'", 2, 9, "not a character code"),
    (r"'\uD800'", 2, 6, "not a character code"),
    (r'"\z"', 2, 2, "undefined escape sequence \\z"),
    (r"0'\q", 3, 2, "undefined escape sequence \\q"),
])
def test_invalid_escapes_are_located_syntax_errors(text, column, width, message):
    with pytest.raises(NesySyntaxError) as info:
        parse_term(text)
    assert message in info.value.message
    span = info.value.span
    assert (span.line, span.column, span.end_column - span.column) == (1, column, width)


def test_an_invalid_escape_on_a_later_line_is_located_there():
    with pytest.raises(NesySyntaxError) as info:
        Program.from_string("a.\nb('x\ny\\k').\n")
    assert (info.value.span.line, info.value.span.column) == (3, 2)


@pytest.mark.parametrize("name", ["\x00", "\x1b[0m", "\x7f", "tab\there, back\\slash, it's and \x01"])
def test_atoms_with_control_characters_print_and_read_back(name):
    printed = print_term(Atom(name))
    assert all(" " <= ch != "\x7f" for ch in printed), printed  # escaped, not raw
    assert parse_term(printed) == Atom(name)


def test_a_program_reads_escaped_atoms_as_the_characters_they_name():
    program = Program.from_string(r"""
        nul('\u0000').
        one_char :- nul(X), atom_length(X, 1).
        codes :- atom_codes('\x41\\101\\u0042', [65, 65, 66]).
    """)
    assert program.query("one_char")[0].probability == 1.0
    assert program.query("codes")[0].probability == 1.0
    assert program.query("nul(X)")[0].atom == r"nul('\x0\')"
