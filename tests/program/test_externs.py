"""Python externs written with nesylang's own decorators, and library(db)'s edge cases (trusted).

Expected answers are hand-derived: externs are certain, so a query's probability is that of the
probabilistic facts it needs. The differential test against ProbLog is
``tests/compat/test_compat_trusted.py``; the trust rule is ``tests/security/test_externs_need_trust.py``.
"""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import nesylang
from nesylang.errors import DataError, DirectiveError, GroundingError, InstantiationError

EXTERNS = '''
from nesylang.extern import problog_export, problog_export_nondet, problog_export_raw

@problog_export("+str", "+int", "-str")
def repeat(s, n):
    return s * n

@problog_export("+list", "-list")
def rev(items):
    return list(reversed(items))

@problog_export("+float", "-float", "-float")
def bounds(x):
    return x - 0.5, x + 0.5

@problog_export_nondet("+int", "-int")
def divisors(n):
    return [d for d in range(1, n + 1) if n % d == 0]

@problog_export_raw("+str", "+str")
def capital(country, city):
    for a, b in [("fr", "paris"), ("be", "brussels")]:
        if country in (None, a) and city in (None, b):
            yield a, b

@problog_export("+int", "-int", functor="inverse")
def _inverse(n):
    return 1 // n
'''


def answers(folder: Path, text: str, **options) -> dict[str, float]:
    (folder / "ext.py").write_text(EXTERNS)
    path = folder / "prog.pl"
    path.write_text(text)
    program = nesylang.Program.from_file(path, trust=True, **options)
    return {a.atom: a.probability for a in program.run_queries()}


def test_nesylang_decorators_define_predicates(tmp_path):
    got = answers(tmp_path, """:- use_module('ext.py').
0.5::word(ab). 0.2::word(c).
w(X) :- word(W), repeat(W, 2, X).
r(L) :- rev([1, x, "s"], L).
b(L, H) :- bounds(2.0, L, H).
0.3::n(6). 0.4::n(4).
d(X) :- n(N), divisors(N, X).
c(X) :- capital(X, paris).
all(X, Y) :- capital(X, Y).
query(w(_)). query(r(_)). query(b(_, _)). query(d(_)). query(c(_)). query(all(_, _)).
""")
    assert got == pytest.approx({
        "w(abab)": 0.5, "w(cc)": 0.2, 'r(["s", x, 1])': 1.0, "b(1.5,2.5)": 1.0,
        # divisors of 6: 1 2 3 6; of 4: 1 2 4; d(1) and d(2) hold if n(6) or n(4): 1 - 0.7 * 0.6
        "d(1)": 0.58, "d(2)": 0.58, "d(3)": 0.3, "d(6)": 0.3, "d(4)": 0.4,
        "c(fr)": 1.0, "all(fr,paris)": 1.0, "all(be,brussels)": 1.0})


def test_a_bound_output_is_checked_and_the_functor_option_names_the_predicate(tmp_path):
    got = answers(tmp_path, """:- use_module('ext.py').
yes :- repeat(ab, 2, abab).
no :- repeat(ab, 2, ab).
inv(X) :- inverse(1, X).
query(yes). query(no). query(inv(_)).
""")
    assert got == {"yes": 1.0, "no": 0.0, "inv(1)": 1.0}


def test_a_call_that_does_not_fit_the_modes_is_located(tmp_path):
    with pytest.raises(InstantiationError) as info:
        answers(tmp_path, ":- use_module('ext.py').\nq(X) :- repeat(X, 2, _).\nquery(q(_)).\n")
    assert "CallModeError" in info.value.message and info.value.line is not None


def test_an_exception_in_an_extern_is_a_located_error(tmp_path):
    with pytest.raises(GroundingError) as info:
        answers(tmp_path, ":- use_module('ext.py').\nq(X) :- inverse(0, X).\nquery(q(_)).\n")
    assert "ZeroDivisionError" in info.value.message and info.value.line == 1


def test_a_module_that_fails_to_load_is_a_located_error(tmp_path):
    (tmp_path / "broken.py").write_text("raise RuntimeError('no')\n")
    (tmp_path / "prog.pl").write_text("a.\n:- use_module('broken.py').\nquery(a).\n")
    with pytest.raises(DirectiveError) as info:
        nesylang.Program.from_file(tmp_path / "prog.pl", trust=True)
    assert "RuntimeError: no" in info.value.message and info.value.line == 2


def test_an_import_list_names_only_exported_predicates(tmp_path):
    with pytest.raises(DirectiveError) as info:
        answers(tmp_path, ":- use_module('ext.py', [nothing/3]).\na.\nquery(a).\n")
    assert "nothing/3 is not exported" in info.value.message
    got = answers(tmp_path, ":- use_module('ext.py', [rev/2]).\nq(L) :- rev([a, b], L).\nquery(q(_)).\n")
    assert got == {"q([b, a])": 1.0}


def test_csv_types_come_from_the_first_data_row(tmp_path):
    # column a: int (first row 1); b: float (first row 2.5, so 3 is read as 3.0); c: text
    (tmp_path / "t.csv").write_text("a,b,c\n1,2.5,x y\n\n2,3, 7 \n")
    got = answers(tmp_path, ":- use_module(library(db)).\n:- csv_load('t.csv', t).\nquery(t(_, _, _)).\n")
    assert got == {"t(1,2.5,'x y')": 1.0, "t(2,3.0,'7')": 1.0}


def test_a_csv_value_of_the_wrong_type_is_located(tmp_path):
    (tmp_path / "t.csv").write_text("a,b\n1,x\nfoo,y\n")
    with pytest.raises(DataError) as info:
        answers(tmp_path, ":- use_module(library(db)).\n:- csv_load('t.csv', t).\nquery(t(_, _)).\n")
    assert "t.csv:3: expected int, found 'foo'" in info.value.message and info.value.line == 2


def test_csv_load_needs_the_library(tmp_path):
    (tmp_path / "t.csv").write_text("a\n1\n")
    with pytest.raises(DirectiveError) as info:
        answers(tmp_path, ":- csv_load('t.csv', t).\nquery(t(_)).\n")
    assert "add :- use_module(library(db))." in info.value.message


def test_sqlite_tables_become_predicates_and_nulls_are_refused(tmp_path):
    conn = sqlite3.connect(tmp_path / "d.sqlite")
    conn.executescript("CREATE TABLE p(x TEXT, y REAL); INSERT INTO p VALUES ('a', 0.5), ('b', 2);"
                       "CREATE TABLE empty(z INTEGER);")
    conn.commit()
    conn.close()
    got = answers(tmp_path, ":- use_module(library(db)).\n:- sqlite_load('d.sqlite').\n"
                            "q(X) :- p(X, Y), Y > 1.\nnone :- empty(_).\nquery(p(_, _)). query(q(_)). query(none).\n")
    assert got == {"p(a,0.5)": 1.0, "p(b,2.0)": 1.0, "q(b)": 1.0, "none": 0.0}
    conn = sqlite3.connect(tmp_path / "d.sqlite")
    conn.execute("INSERT INTO p VALUES (NULL, 1)")
    conn.commit()
    conn.close()
    with pytest.raises(DataError) as info:
        answers(tmp_path, ":- use_module(library(db)).\n:- sqlite_load('d.sqlite').\nquery(p(_, _)).\n")
    assert "NULL" in info.value.message and info.value.line == 2
