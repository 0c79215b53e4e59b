"""findall/3's elements get fresh variables, and a file is consulted once (session 22).

Expected answers by hand from Prolog's definition of findall/3 (each solution is a copy of the
template, so the caller's later bindings do not reach the list) and from ProbLog 2.3's output
(its elements' variables are numbered from one pool, so the k-th variable of every element is
the same one); a self-consulting file keeps one copy of each fact (0.5::a answers 0.5, not
1 - 0.5^2 = 0.75)."""
from __future__ import annotations

from nesylang.session import Program

PROGRAM = """
p(a). p(b).
q(L) :- findall(X-Y, p(X), L), Y = z.
same :- findall(X-Y, p(X), L), L = [_-A, _-B], A == B.
bound(L) :- findall(X-Y, p(X), L), L = [_-A|_], A = 1.
outer(L, Y) :- Y = k, findall(X-Y, p(X), L).
"""


def _answers(text: str) -> dict:
    return {a.atom: a.probability for a in Program.from_string(text).run_queries()}


def test_caller_binding_does_not_reach_the_elements():
    got = _answers(PROGRAM + "query(q(_)).\n")
    (atom,) = got
    assert "z" not in atom  # before: q([a-z, b-z])
    assert atom == "q([a-X7, b-X7])"  # ProbLog 2.3 prints this


def test_elements_share_their_kth_variable():
    assert _answers(PROGRAM + "query(same).\n") == {"same": 1.0}
    assert _answers(PROGRAM + "query(bound(_)).\n") == {"bound([a-1, b-1])": 1.0}


def test_bound_template_variables_stay_bound():
    assert _answers(PROGRAM + "query(outer(_, _)).\n") == {"outer([a-k, b-k],k)": 1.0}


def test_a_file_that_consults_itself_is_loaded_once(tmp_path):
    path = tmp_path / "self.pl"
    path.write_text(":- consult(self).\n0.5::a.\nquery(a).\n")
    assert {a.atom: a.probability for a in Program.from_file(path).run_queries()} == {"a": 0.5}


def test_a_file_consulted_back_is_loaded_once(tmp_path):
    (tmp_path / "a.pl").write_text(":- consult(b).\n0.5::a.\nquery(a).\nquery(bb).\n")
    (tmp_path / "b.pl").write_text(":- consult(a).\n0.4::bb :- a.\n")
    got = {a.atom: a.probability for a in Program.from_file(tmp_path / "a.pl").run_queries()}
    assert got == {"a": 0.5, "bb": 0.2}


def test_template_variables_share_across_elements_by_position():
    # ProbLog 2.3 prints d1([[X10, X11], [X10, 2], [1, X11], [1, 2]]): what X is bound to is
    # one variable in every element, and what Y is bound to another
    text = ":- use_module(library(lists)).\n" \
        "d1(L) :- findall([X, Y], (member(X, [A, 1]), member(Y, [B, 2])), L).\n" \
        "t6(L) :- findall(Y, member(Y, [A, B]), L).\nquery(d1(_)).\nquery(t6(_)).\n"
    got = _answers(text)
    assert got == {"d1([[X10, X11], [X10, 2], [1, X11], [1, 2]])": 1.0, "t6([X8, X8])": 1.0}


def test_a_program_may_add_clauses_to_forall():
    # ProbLog 2.3's forall/2 is a clause of library(builtin); a program's clauses join it.
    # The standard definition changes nothing: P(ok) = (1 - 0.4 * 0.5) * (1 - 0.3 * 0.6) = 0.656
    same = ("0.6::p(1). 0.7::p(2). 0.5::q(1). 0.4::q(2). dom(1). dom(2).\n"
            "forall(C, A) :- \\+ (C, \\+ A).\npq(X) :- p(X).\npq(X) :- q(X).\n"
            "ok :- forall(dom(X), pq(X)).\nquery(ok).\n")
    assert abs(_answers(same)["ok"] - 0.656) < 1e-12
    # another clause is an alternative: P(all p or s) = 1 - (1 - 0.6 * 0.7) * (1 - 0.3) = 0.594
    other = ("0.6::p(1). 0.7::p(2). 0.3::s. dom(1). dom(2).\nforall(_, _) :- s.\n"
             "ok :- forall(dom(X), p(X)).\nquery(ok).\n")
    assert abs(_answers(other)["ok"] - 0.594) < 1e-12


def test_nonground_query_error_names_variables_as_problog():
    # ProbLog 2.3: "... for query forall(dom(X2),p(X2)) at 3:7"; before, the internal name _Y4
    import pytest

    from nesylang.errors import NesyError

    text = "0.6::p(1). 0.7::p(2).\ndom(1). dom(2).\nquery(forall(dom(Y), p(Y))).\n"
    with pytest.raises(NesyError) as info:
        Program.from_string(text).run_queries()
    message = str(info.value)
    assert "the query forall(dom(X2),p(X2)) still has variables" in message
    assert "NonGroundQuery" in message and "_Y" not in message
