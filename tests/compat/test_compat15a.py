"""Issue 14, ProbLog compatibility (session 27, compat15a): the evidence grounded before the
queries for programs that name sample_uniform1/3, findall/3's own cache of ground answers,
between/3's modes and the predicates a program may not define (ProbLog's AccessError).

Expected values are hand calculations (written beside each); where ProbLog is installed, the
errors are checked against ``problog`` itself too. The programs ``programs/c15a_*.pl`` and
``programs/su14_evidence_*_first.pl`` check the answers against ProbLog in test_compat.
"""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError, NesyNameError
from nesylang.session import Program

DIE4 = "die(X) :- sample_uniform1(die, [1, 2, 3, 4], X).\n"
EVEN_LOW = ("even :- die(X), X mod 2 =:= 0.\nevidence(even).\n"
            "low :- die(1).\nlow :- die(2).\nquery(low).\n")


def answers(text: str) -> dict[str, float]:
    return {a.atom: a.probability for a in Program.from_string(text, autoload=False).run_queries()}


def problog_error(tmp_path, text: str) -> str:
    """The name of the error ProbLog 2.3 raises on ``text`` (the test is skipped without ProbLog)."""
    pytest.importorskip("problog")
    from problog import get_evaluatable
    from problog.program import PrologFile

    path = tmp_path / "p.pl"
    path.write_text(text)
    try:
        get_evaluatable().create_from(PrologFile(str(path)), propagate_evidence=True).evaluate()
    except Exception as e:  # noqa: BLE001 - ProbLog's own error classes
        return type(e).__name__
    return "no error"


# ---- 1. the evidence before the queries ---------------------------------------------------------

def test_evidence_open_call_first_shares_the_choice_with_a_later_ground_query():
    # even's open call die(X) is grounded first: the key's choice, 1/4 each; low's ground calls
    # are answered from its answers: P(low | even) = P(die in {1,2} | die in {2,4}) = 1/2
    got = answers(DIE4 + EVEN_LOW + "query(die(_)).\n")
    assert got["low"] == pytest.approx(0.5, abs=1e-12)
    assert [got[f"die({n})"] for n in range(1, 5)] == pytest.approx([0, 0.5, 0, 0.5], abs=1e-12)


def test_evidence_ground_calls_first_leave_the_open_query_alone():
    # low's ground calls come first: the key's one Boolean fact (1/6), which the evidence makes
    # true; die(X)'s choice is independent of it: 1/6 each
    text = ("die(X) :- sample_uniform1(die, [1, 2, 3, 4, 5, 6], X).\nquery(die(X)).\n"
            "low :- die(1).\nlow :- die(2).\nquery(low).\nevidence(low).\n")
    got = answers(text)
    assert got["low"] == pytest.approx(1.0, abs=1e-12)
    assert [got[f"die({n})"] for n in range(1, 7)] == pytest.approx([1 / 6] * 6, abs=1e-12)


@pytest.mark.parametrize("text, marked", [
    ("p(X) :- sample_uniform1(k, [a], X).", True),
    ("p(X) :- call(sample_uniform1, k, [a], X).", True),
    ("p(X) :- maplist(sample_uniform1(k, [a]), [X]).", True),
    ("p(L) :- findall(X, (true, sample_uniform1(k, [a], X)), L).", True),
    ("p :- \\+ sample_uniform1(k, [a], a).", True),
    ("p(X) :- G =.. [sample_uniform1, k, [a], X], call(G).", True),
    ("query(sample_uniform1(k, [a, b], _)).", True),
    ("g(sample_uniform1(k, [a], _)).\np(X) :- g(G), call(G).", True),  # a goal held as data
    ("0.5::a.\nb :- a.", False),
    ("p(X) :- sample_uniform(k, [a], X).", False),
])
def test_the_loader_marks_a_database_whose_clauses_name_sample_uniform1(text, marked):
    from nesylang.grounding.uniform import called_in

    assert called_in(Program.from_string(text, autoload=False).db) is marked


def test_a_later_piece_and_a_copy_keep_the_mark():
    # the REPL loads a program in pieces: the rule first, the evidence and the query later
    program = Program.from_string(DIE4, autoload=False)
    program.load_string(EVEN_LOW)
    assert program.query("low")[0].probability == pytest.approx(0.5, abs=1e-12)
    from nesylang.grounding.uniform import called_in

    assert called_in(program.db.copy())


def test_a_rule_asserted_by_a_directive_marks_the_grounding_database():
    # library(assert) adds the rule at run time, before the evidence: as above, 1/2
    text = (":- use_module(library(assert)).\n"
            ":- assertz((die(X) :- sample_uniform1(die, [1, 2, 3, 4], X))).\n" + EVEN_LOW)
    assert answers(text)["low"] == pytest.approx(0.5, abs=1e-12)


def test_a_subquery_grounds_its_goal_before_its_evidence():
    # ProbLog's subquery/3 grounds the goal first: low's ground calls are the key's Boolean fact
    # (1/4), independent of even's choice, so P = 1/4; the program's own evidence is grounded
    # before its queries: low = 1/2, as above
    got = answers(DIE4 + "even :- die(X), X mod 2 =:= 0.\nlow :- die(1).\nlow :- die(2).\n"
                  "r(P) :- subquery(low, P, [even]).\nevidence(even).\nquery(low).\nquery(r(_)).\n")
    assert got["low"] == pytest.approx(0.5, abs=1e-12)
    assert [a for a in got if a.startswith("r(")] == ["r(0.25)"]


def test_terms_given_to_a_run_are_looked_at_too():
    from nesylang.grounding.uniform import mentioned
    from nesylang.logic.terms import Struct

    assert mentioned([Struct("sample_uniform1", (Struct("k"), Struct("[]"), Struct("x")))])
    assert mentioned([Struct("f", (Struct("sample_uniform1"),))])
    assert not mentioned([Struct("f", (Struct("a"),))])


# ---- 2. findall/3's goal keeps ProbLog's cache of ground answers ------------------------------------

def test_findall_ground_calls_after_an_open_call_of_the_goal():
    # inside the goal, draw(_) completes first (the choice, 1/3 each); draw(ace), draw(king) are
    # its answers, two positions of one choice: never both, so the list is always empty
    text = ("draw(C) :- sample_uniform1(deck, [ace, king, queen], C).\n"
            "both(N) :- findall(x, (draw(_), draw(ace), draw(king)), L), length(L, N).\n"
            "aces(N) :- findall(C, (draw(C), draw(ace)), L), length(L, N).\n"
            "queens(L) :- findall(C, (draw(queen), draw(C)), L).\n"
            "query(both(_)). query(aces(_)). query(queens(_)).\n")
    got = answers(text)
    assert got["both(0)"] == pytest.approx(1.0, abs=1e-12)
    assert sum(p for a, p in got.items() if a.startswith("both(") and a != "both(0)") == pytest.approx(0, abs=1e-12)
    # [ace] exactly when the choice is ace (C = ace and draw(ace) are the same position)
    assert (got["aces(0)"], got["aces(1)"]) == pytest.approx((2 / 3, 1 / 3), abs=1e-12)
    # draw(queen) comes first here: the key's Boolean fact (1/3), independent of the choice
    assert got["queens([])"] == pytest.approx(2 / 3, abs=1e-12)
    for card in ("ace", "king", "queen"):
        assert got[f"queens([{card}])"] == pytest.approx(1 / 9, abs=1e-12)


def test_findall_cache_only_once_sample_uniform1_is_called():
    # a plain probabilistic predicate: the open call's answers and the ground calls are the same
    # facts either way; P(list = [x]) = P(p(a) and p(b)) = 1/4
    text = ("0.5::p(a). 0.5::p(b).\n"
            "c(N) :- findall(x, (p(_), p(a), p(b)), L), length(L, N).\nquery(c(_)).\n")
    got = answers(text)
    assert got["c(0)"] == pytest.approx(0.75, abs=1e-12)
    assert got["c(2)"] == pytest.approx(0.25, abs=1e-12)  # one x per answer of p(_): two


# ---- 3. between/3's modes -------------------------------------------------------------------------

BETWEEN_ERRORS = ["between(1, inf, X)", "between(1, infinite, X)", "between(1, inf, 3)", "between(1.0, 3, X)",
                  "between(1, 3.0, X)", "between(1, 3, 2.0)", "between(a, 3, X)", "between(Y, 3, X)",
                  "between(1, Y, X)", "between(1, 3, a)", "between(1, 3, f(Y))", "between(1+1, 3, X)",
                  "between(-(2), 1, X)", "between(\"1\", 3, X)"]


@pytest.mark.parametrize("call", BETWEEN_ERRORS)
def test_between_modes_are_problogs(call):
    text = f"r(X) :- {call}.\nquery(r(_)).\n"
    with pytest.raises(NesyError) as info:
        Program.from_string(text, autoload=False).run_queries()
    assert "(ProbLog: CallModeError)" in info.value.message
    assert (info.value.span.line, info.value.span.column) == (1, 9)


@pytest.mark.parametrize("call", ["between(1, inf, X)", "between(1.0, 3, X)", "between(1, 3, a)"])
def test_problog_raises_call_mode_error_there_too(tmp_path, call):
    assert problog_error(tmp_path, f"r(X) :- {call}.\nquery(r(_)).\n") == "CallModeError"


def test_between_with_integer_bounds():
    got = answers("r(X) :- between(-2, -1, X).\ns :- between(3, 1, _).\nt :- between(1, 3, 5).\n"
                  "u :- between(1, 3, 3).\nquery(r(_)). query(s). query(t). query(u).\n")
    assert got == {"r(-2)": 1.0, "r(-1)": 1.0, "s": 0.0, "t": 0.0, "u": 1.0}


# ---- 4. ProbLog's builtins cannot be defined ------------------------------------------------------

@pytest.mark.parametrize("text, name, where", [
    ("possible(a).\nquery(a).\na.\n", "possible/1", (1, 1)),
    ("p.\npossible(X) :- X = a.\nquery(p).\n", "possible/1", (2, 1)),
    ("0.3::possible(a).\na.\nquery(a).\n", "possible/1", (1, 1)),
    ("b.\n0.3::seq(a); 0.7::b.\nquery(b).\n", "seq/1", (2, 1)),
    ("0.3::\\+ possible(a).\na.\nquery(a).\n", "possible/1", (1, 1)),
    ("clause(h, true).\nquery(h).\nh.\n", "clause/2", (1, 1)),
    ("subquery(G, P) :- G, P = 1.\nquery(a).\na.\n", "subquery/2", (1, 1)),
    ("try_call(G) :- call(G).\nquery(a).\na.\n", "try_call/1", (1, 1)),
    ("cmd_args([]).\nquery(a).\na.\n", "cmd_args/1", (1, 1)),
    ("sample_uniform1(k, L, X) :- L = [X|_].\nquery(a).\na.\n", "sample_uniform1/3", (1, 1)),
    ("unknown(fail).\nquery(a).\na.\n", "unknown/1", (1, 1)),
    ("trace.\nquery(a).\na.\n", "trace/0", (1, 1)),
    ("call_in_scope(a, b, c, d, e, f, g, h, i, j).\nquery(a).\na.\n", "call_in_scope/10", (1, 1)),
    (":- use_module(library(assert)).\n:- assertz(possible(a)).\na.\nquery(a).\n", "possible/1", (2, 4)),
    (":- use_module(library(assert)).\nq :- assertz(condition(a)).\nquery(q).\n", "condition/1", (2, 6)),
])
def test_defining_a_problog_builtin_is_its_access_error(tmp_path, text, name, where):
    with pytest.raises(NesyNameError) as info:
        Program.from_string(text, autoload=False).run_queries()
    assert f"cannot redefine the builtin {name} (ProbLog: AccessError)" in info.value.message
    assert (info.value.span.line, info.value.span.column) == where
    if name in ("possible/1", "seq/1", "condition/1"):
        assert problog_error(tmp_path, text) == "AccessError"


def test_a_dynamic_declaration_of_a_problog_builtin_is_refused():
    # nesylang's :- dynamic (ProbLog 2.3 has none) would give possible/1 an empty clause list,
    # hiding the builtin: ProbLog's AccessError, as a definition is
    with pytest.raises(NesyNameError) as info:
        Program.from_string(":- dynamic(possible/1).\n0.5::a.\nq :- possible(a).\nquery(q).\n",
                            autoload=False).run_queries()
    assert "possible/1" in info.value.message and "(ProbLog: AccessError)" in info.value.message
    assert (info.value.span.line, info.value.span.column) == (1, 12)
    # another name is still declared: a call fails
    got = answers(":- dynamic(foo/1).\n0.5::a.\nq :- foo(a).\nquery(q).\n")
    assert got == {"q": 0.0}


def test_the_same_names_at_other_arities_may_be_defined():
    # q = a and b = 0.4 * 0.5; t = try_call/0 = a and b
    text = ("0.4::a. 0.5::b.\nwrite :- a.\ncall :- b.\ntry_call :- a, b.\ncall_in_scope(x).\n"
            "load_external(y).\nq :- write, call.\nr(X) :- call_in_scope(X).\ns :- load_external(y).\n"
            "t :- try_call.\nquery(q). query(r(_)). query(s). query(t).\n")
    got = answers(text)
    assert got == pytest.approx({"q": 0.2, "r(x)": 1.0, "s": 1.0, "t": 0.2}, abs=1e-12)


def test_the_set_is_problogs_engine_builtins():
    pytest.importorskip("problog")
    from problog.engine import DefaultEngine
    from problog.program import PrologString

    from nesylang.logic.builtins import PROBLOG_ENGINE_BUILTINS

    names = DefaultEngine().prepare(PrologString("a."))._ClauseDB__builtins
    assert PROBLOG_ENGINE_BUILTINS == {(s.rsplit("/", 1)[0], int(s.rsplit("/", 1)[1])) for s in names}
