"""=.. rebuilds an operator term as ProbLog 2.3 prints it (issue 14; found by session 25's hunt).

ProbLog's reader keeps the name of a term written in operator form (``a-b``) apart from a bare
operator atom (``-``): a term that ``=..`` builds from the name it took out of ``a-b`` prints in
operator form (``1-2``), one built from a bare ``-`` in canonical form (``-(1,2)``). A symbolic
simplifier that takes terms apart and builds them back printed ``*(x,y)`` here, ``x*y`` there.
The expected lines are what ``problog FILE`` (ProbLog 2.3) printed for the program; the second
test asks ProbLog itself when it is installed.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PROGRAM = Path(__file__).parent / "lead25" / "univ_operator_rebuild.pl"

PROBLOG_LINES = """\
r(1,1-2):	1
r(2,c*d):	1
r(3,-(a)):	1
r(4,a:b):	1
r(5,7):	1
r(6,1<2):	1
r(7,a mod b):	1
r(8,a->b):	1
r(9,'-'(a,b)):	1
r(10,f(1-2)-[c*d]):	1
r(11,a^b):	1
r(12,-(1,2)):	1
r(13,1-2):	1
r(14,-(-(a))):	1
r(15,-a):	1
simp((x*1+0)*(y+0*z),x*y):	1
simp(a-b*1+c/(1*d),a-b+c/d):	1
"""


def _lines(*cmd) -> list[str]:
    out = subprocess.run([sys.executable, "-m", *cmd, str(PROGRAM)], capture_output=True, text=True, timeout=120)
    return sorted(line.strip() for line in out.stdout.splitlines())


def test_rebuilt_operator_terms_print_as_problog_printed_them():
    assert _lines("nesylang", "query") == sorted(PROBLOG_LINES.splitlines())


def test_rebuilt_operator_terms_agree_with_problog_itself():
    pytest.importorskip("problog")
    expected = _lines("problog")
    assert expected and not any("Error" in line for line in expected)
    assert _lines("nesylang", "query") == expected


def test_the_name_taken_apart_is_the_same_atom():
    """The name ``=..`` took out of ``a-b`` is the atom ``-``: equal, identical, and matched by a
    clause head (ProbLog 2.3 fails the last two, while ``Op = (-)`` succeeds there: its own
    inconsistency, documented in docs/language.md, not followed)."""
    from nesylang.session import Program

    text = ("e(1) :- T = a-b, T =.. [Op|_], Op = (-).\n"
            "e(2) :- T = a-b, T =.. [Op|_], Op == (-).\n"
            "e(3) :- T = a-b, T =.. [Op|_], is_op(Op).\n"
            "is_op(-).\nquery(e(_)).\n")
    answers = Program.from_string(text, autoload=False).run_queries()
    assert sorted((str(a.term), a.probability) for a in answers) == [("e(1)", 1.0), ("e(2)", 1.0), ("e(3)", 1.0)]
