"""The Python API (:class:`nesylang.session.Program`): queries, evidence, explanations, MPE,
error handling and the circuit cache. Expected values are derived by hand in the comments or
by enumerating worlds in the test."""
from __future__ import annotations

import itertools
import time

import pytest

from nesylang.errors import (CompilationError, EvidenceError, NesyError, NesyNameError, NesySyntaxError,
                             ProbabilityError, RecursionLimitError)
from nesylang.session import Program

TOL = 1e-9


def probs(answers) -> dict[str, float]:
    return {a.atom: a.probability for a in answers}


def prob(program: Program, goal: str, **kw) -> float:
    answers = program.query(goal, **kw)
    assert len(answers) == 1, answers
    assert answers[0].atom == goal.replace(" ", "")
    return answers[0].probability


# ---- queries ---------------------------------------------------------------------------------

def test_nonground_query_returns_every_answer():
    p = Program.from_string("""
        coin(c1). coin(c2). coin(c3).
        0.6::heads(C) :- coin(C).
        0.5::edge(1,2). 0.5::edge(2,3). 0.5::edge(1,3).
        reach(X,Y) :- edge(X,Y).
        reach(X,Y) :- edge(X,Z), reach(Z,Y).
    """)
    assert probs(p.query("heads(X)")) == pytest.approx({"heads(c1)": 0.6, "heads(c2)": 0.6, "heads(c3)": 0.6})
    # reach(1,3) = 1 - (1 - 0.5) * (1 - 0.25) = 0.625
    assert probs(p.query("reach(X,Y)")) == pytest.approx(
        {"reach(1,2)": 0.5, "reach(2,3)": 0.5, "reach(1,3)": 0.625}, abs=TOL)
    assert probs(p.query("reach(1,Y)")) == pytest.approx({"reach(1,2)": 0.5, "reach(1,3)": 0.625}, abs=TOL)
    assert probs(p.query("reach(X,3)")) == pytest.approx({"reach(2,3)": 0.5, "reach(1,3)": 0.625}, abs=TOL)


def test_nonground_query_with_shared_variable():
    p = Program.from_string("0.5::e(a,a). 0.4::e(a,b). 0.3::e(b,b).")
    assert probs(p.query("e(X,X)")) == pytest.approx({"e(a,a)": 0.5, "e(b,b)": 0.3})


def test_query_conjunction_goal():
    # P(a, b) = 0.3 * 0.5 for independent facts.
    p = Program.from_string("0.3::a. 0.5::b.")
    (answer,) = p.query("(a, b)")
    assert answer.probability == pytest.approx(0.15, abs=TOL)


def test_ground_query_without_derivation_answers_zero():
    # ProbLog answers a query that has no proof with probability 0 (it does not drop it).
    p = Program.from_string("0.5::x.\nimp :- x, \\+ x.\nnever :- fail.\nquery(imp).\nquery(never).\n")
    assert probs(p.run_queries()) == {"imp": 0.0, "never": 0.0}
    assert probs(p.query("never")) == {"never": 0.0}


# ---- evidence ----------------------------------------------------------------------------------

# P(a) = 0.3, P(b) = 0.5, c = a or b, d = a and b.
# P(c) = 0.65, P(d) = 0.15, P(a, not b) = 0.15, P(c, not d) = 0.65 - 0.15 = 0.5
EV_PROGRAM = "0.3::a. 0.5::b. c :- a ; b. d :- a, b."


@pytest.mark.parametrize("evidence, goal, expected", [
    ({"c": True}, "a", 0.3 / 0.65),
    ({"c": False}, "a", 0.0),
    ({"c": True, "d": False}, "a", 0.15 / 0.5),
    (["c"], "a", 0.3 / 0.65),
    (["c", ("b", False)], "a", 1.0),
    ([("d", False)], "a", 0.15 / 0.85),
    ("c", "b", 0.5 / 0.65),
    ("\\+b", "c", 0.3),
    ("\\+ b", "c", 0.3),
    ({"\\+d": True}, "a", 0.15 / 0.85),  # \+ flips the observed value
    ({"\\+d": False}, "a", 1.0),
    ("d", "c", 1.0),
])
def test_evidence_forms(evidence, goal, expected):
    p = Program.from_string(EV_PROGRAM)
    assert prob(p, goal, evidence=evidence) == pytest.approx(expected, abs=TOL)


def test_program_evidence_and_opt_out():
    p = Program.from_string(EV_PROGRAM + "\nevidence(c, true).\nquery(a).\n")
    assert probs(p.run_queries()) == pytest.approx({"a": 0.3 / 0.65}, abs=TOL)
    assert prob(p, "a") == pytest.approx(0.3 / 0.65, abs=TOL)
    assert prob(p, "a", program_evidence=False) == pytest.approx(0.3, abs=TOL)
    # Extra evidence adds to the program's: P(a | c, not b) = 1
    assert prob(p, "a", evidence={"b": False}) == pytest.approx(1.0, abs=TOL)


def test_impossible_evidence():
    p = Program.from_string(EV_PROGRAM)
    with pytest.raises(EvidenceError):
        p.query("a", evidence={"d": True, "c": False})
    with pytest.raises(EvidenceError):
        p.query("a", evidence={"c": False, "a": True})


def test_nonground_evidence_is_evidence_on_each_answer():
    # as ProbLog 2.3 applies it: evidence f(X) makes f(1) and f(2) true, \+f(X) both false
    p = Program.from_string("0.5::f(1). 0.5::f(2). 0.5::g.\nh :- f(1) ; g.\n")
    assert p.query("f(1)", evidence="f(X)")[0].probability == pytest.approx(1.0)
    assert p.query("h", evidence={"f(X)": False})[0].probability == pytest.approx(0.5)
    with pytest.raises(EvidenceError):
        p.query("g", evidence="f(3)")  # ground evidence with no proof is still inconsistent


def test_conditional_probabilities_alarm():
    p = Program.from_string("""
        0.1::burglary. 0.2::earthquake.
        0.9::alarm :- burglary.
        0.4::alarm :- earthquake.
        0.7::calls :- alarm.
    """)
    # P(alarm | b) = 1 - (1 - 0.9)(1 - 0.2 * 0.4) = 1 - 0.1 * 0.92 = 0.908
    # P(alarm) = 1 - (1 - 0.1 * 0.9)(1 - 0.2 * 0.4) = 1 - 0.91 * 0.92 = 0.1628
    p_alarm = 1 - 0.91 * 0.92
    p_calls = 0.7 * p_alarm
    p_b_calls = 0.1 * 0.908 * 0.7
    assert prob(p, "calls") == pytest.approx(p_calls, abs=TOL)
    assert prob(p, "burglary", evidence={"calls": True}) == pytest.approx(p_b_calls / p_calls, abs=TOL)
    # P(b | not calls) = P(b) P(not calls | b) / P(not calls)
    assert prob(p, "burglary", evidence={"calls": False}) == pytest.approx(
        0.1 * (1 - 0.7 * 0.908) / (1 - p_calls), abs=TOL)
    # Explaining away: P(b | calls, earthquake): P(alarm | b, e) = 1 - 0.1 * 0.6 = 0.94,
    # P(alarm | not b, e) = 0.4
    num = 0.1 * 0.7 * 0.94
    den = num + 0.9 * 0.7 * 0.4
    assert prob(p, "burglary", evidence={"calls": True, "earthquake": True}) == pytest.approx(num / den, abs=TOL)


# ---- explanations ------------------------------------------------------------------------------

def test_explain_picks_the_most_probable_proof():
    # q has two proofs: {a, c} with 0.9 * 0.8 = 0.72 and {b} with 0.5.
    p = Program.from_string("0.9::a. 0.5::b. 0.8::c.\nq :- a, c.\nq :- b.")
    (proof,) = p.explain("q")
    assert proof.atom == "q"
    assert set(proof.literals) == {"a", "c"}
    assert proof.probability == pytest.approx(0.72, abs=TOL)
    # With the other probabilities, {b} is the better proof.
    p = Program.from_string("0.5::a. 0.9::b. 0.8::c.\nq :- a, c.\nq :- b.")
    (proof,) = p.explain("q")
    assert set(proof.literals) == {"b"} and proof.probability == pytest.approx(0.9, abs=TOL)


def test_explain_with_a_negated_choice():
    # q :- a, \+ b gives 0.8 * 0.9 = 0.72; q :- c gives 0.5.
    p = Program.from_string("0.8::a. 0.1::b. 0.5::c.\nq :- a, \\+ b.\nq :- c.")
    (proof,) = p.explain("q")
    assert set(proof.literals) == {"a", "\\+b"}
    assert proof.probability == pytest.approx(0.72, abs=TOL)


def test_explain_each_answer():
    p = Program.from_string("0.3::f(1). 0.6::f(2).\ng(X) :- f(X).")
    proofs = {pr.atom: pr for pr in p.explain("g(X)")}
    assert set(proofs) == {"g(1)", "g(2)"}
    assert proofs["g(1)"].literals == ("f(1)",) and proofs["g(1)"].probability == pytest.approx(0.3)
    assert proofs["g(2)"].literals == ("f(2)",) and proofs["g(2)"].probability == pytest.approx(0.6)


# ---- most probable explanation -------------------------------------------------------------------

ALARM = """
0.1::burglary. 0.2::earthquake.
0.9::alarm :- burglary.
0.4::alarm :- earthquake.
0.7::calls :- alarm.
"""


def _alarm_mpe(evidence: dict[str, bool]):
    """Brute force over the five independent choices: the two facts and the three rule choices.

    The MPE ranges over the choices the evidence depends on; a choice outside that cone (the
    rule for calls, when only alarm is observed) is summed out, i.e. contributes a factor 1.
    """
    relevant_rc = "calls" in evidence
    best = None
    for b, e, rb, re_, rc in itertools.product((True, False), repeat=5):
        w = 1.0
        choices = [(b, 0.1), (e, 0.2), (rb, 0.9), (re_, 0.4)] + ([(rc, 0.7)] if relevant_rc else [])
        for value, p in choices:
            w *= p if value else 1 - p
        alarm = (b and rb) or (e and re_)
        world = {"burglary": b, "earthquake": e, "alarm": alarm, "calls": alarm and rc}
        if any(world[k] != v for k, v in evidence.items()):
            continue
        if best is None or w > best[0] + 1e-15:
            best = (w, world)
    return best


@pytest.mark.parametrize("evidence", [{"calls": True}, {"calls": True, "earthquake": False},
                                      {"alarm": True}, {"calls": False}])
def test_mpe_matches_brute_force(evidence):
    p = Program.from_string(ALARM)
    expected_p, world = _alarm_mpe(evidence)
    result = p.mpe(evidence)
    assert result.probability == pytest.approx(expected_p, abs=TOL)
    for fact in ("burglary", "earthquake"):
        if world[fact]:
            assert fact in result.true and fact not in result.false, result
        else:
            assert fact in result.false and fact not in result.true, result


def test_mpe_uses_program_evidence():
    p = Program.from_string(ALARM + "evidence(calls, true).\n")
    expected_p, world = _alarm_mpe({"calls": True})
    # no burglary, an earthquake, both alarm rules and the call fire: 0.9*0.2*0.9*0.4*0.7
    assert expected_p == pytest.approx(0.9 * 0.2 * 0.9 * 0.4 * 0.7)
    result = p.mpe()
    assert result.probability == pytest.approx(expected_p, abs=TOL)
    assert "earthquake" in result.true and "burglary" in result.false


def test_mpe_with_impossible_evidence():
    p = Program.from_string("0.5::a.\nb :- a, \\+ a.\n")
    with pytest.raises(EvidenceError):
        p.mpe({"b": True})


# ---- loading failures leave the program intact -------------------------------------------------

@pytest.mark.parametrize("bad, error", [
    ("c :- a.\nb :- .\n", NesySyntaxError),
    ("c :- a.\n1.5::b.\n", ProbabilityError),
    ("c :- a.\n0.6::x; 0.7::y.\n", ProbabilityError),
    ("c :- a.\n#learn using nosuch(x=1).\n", NesyNameError),
    ("c :- a.\n:- use_module(library(nosuchlib)).\n", NesyNameError),
])
def test_failed_load_leaves_program_intact(bad, error):
    p = Program.from_string("0.3::a.\nquery(a).\n")
    before = probs(p.run_queries())
    with pytest.raises(error) as info:
        p.load_string(bad)
    assert info.value.line == 2, info.value.render()
    assert probs(p.run_queries()) == before == {"a": pytest.approx(0.3)}
    with pytest.raises(NesyNameError):
        p.query("c")  # the good first clause of the failed text was not kept either
    p.load_string("c :- a.\n")
    assert prob(p, "c") == pytest.approx(0.3)


def test_loading_adds_to_the_program():
    p = Program.from_string("0.3::a.")
    p.load_string("0.5::b.\nc :- a ; b.")
    assert prob(p, "c") == pytest.approx(0.65, abs=TOL)


# ---- recursion ----------------------------------------------------------------------------------

def test_recursion_limit_is_located_and_fast():
    p = Program.from_string("0.5::q.\np(X) :- p(s(X)).\nquery(p(a)).\n", recursion_limit=50)
    started = time.perf_counter()
    with pytest.raises(RecursionLimitError) as info:
        p.run_queries()
    assert time.perf_counter() - started < 5
    assert info.value.line == 2  # the recursive call, in the clause on line 2
    assert "50" in info.value.message
    assert not isinstance(info.value, RecursionError)


def test_recursion_limit_through_the_query_api():
    p = Program.from_string("p(X) :- p(s(X)).\n", recursion_limit=50)
    with pytest.raises(RecursionLimitError):
        p.query("p(a)")


def test_deep_but_finite_recursion_is_not_an_error():
    # 1500 nested calls stay under the default limit (2000): Python's own stack must not stop it.
    p = Program.from_string("n(0).\nn(X) :- X > 0, Y is X - 1, n(Y).\nquery(n(1500)).\n")
    assert probs(p.run_queries()) == {"n(1500)": 1.0}


def test_left_recursion_terminates():
    # A three-cycle a -> b -> c -> a with independent 0.5 edges: from a, b needs one edge (0.5),
    # c two (0.25), and a itself all three (0.125).
    p = Program.from_string("""
        0.5::edge(a,b). 0.5::edge(b,c). 0.5::edge(c,a).
        path(X,Y) :- edge(X,Y).
        path(X,Y) :- path(X,Z), edge(Z,Y).
    """)
    assert probs(p.query("path(a,Y)")) == pytest.approx(
        {"path(a,b)": 0.5, "path(a,c)": 0.25, "path(a,a)": 0.125}, abs=TOL)
    assert prob(p, "path(b,a)") == pytest.approx(0.25, abs=TOL)


def test_positive_cycle_has_least_model_semantics():
    # a and b only support each other, except through c: P(a) = P(c) = 0.4.
    p = Program.from_string("0.4::c.\na :- b.\nb :- a.\nb :- c.\nquery(a).\nquery(b).\n")
    assert probs(p.run_queries()) == pytest.approx({"a": 0.4, "b": 0.4}, abs=TOL)


def test_negation_through_a_cycle_is_an_error():
    p = Program.from_string("a :- \\+ b.\nb :- \\+ a.\nquery(a).\n")
    with pytest.raises(CompilationError) as info:
        p.run_queries()
    assert info.value.line in (1, 2)


def test_stratified_negation_of_a_recursive_predicate():
    # d1 and d2 form a positive cycle supported by f; e negates d1, which is in a lower
    # stratum, so the program is stratified: P(e) = P(not f) * P(b) = 0.7 * 0.5.
    p = Program.from_string("0.3::f. 0.5::b.\nd1 :- d2.\nd2 :- d1.\nd2 :- f.\ne :- \\+ d1, b.\n")
    assert prob(p, "e") == pytest.approx(0.35, abs=TOL)


def test_negation_of_a_recursive_predicate_over_a_graph():
    # unreachable(c): no path a -> c. Paths: a->b->c (0.5 * 0.5) or a->c directly (0.2).
    p = Program.from_string("""
        0.5::edge(a,b). 0.5::edge(b,c). 0.2::edge(a,c). 0.3::edge(b,a).
        path(X,Y) :- edge(X,Y).
        path(X,Y) :- edge(X,Z), path(Z,Y).
        unreachable(Y) :- node(Y), \\+ path(a,Y).
        node(a). node(b). node(c).
    """)
    p_c = 1 - (1 - 0.25) * (1 - 0.2)
    assert prob(p, "unreachable(c)") == pytest.approx(1 - p_c, abs=TOL)


def test_tabled_recursion_over_several_variant_calls():
    # Regression: re-evaluating incomplete tables at another stack depth must not crash.
    p = Program.from_string("""
        0.1::edge(a,b). 0.1::edge(a,c). 0.1::edge(b,a). 0.1::edge(b,c). 0.1::edge(c,a).
        path(X,Y) :- edge(X,Y).
        path(X,Y) :- edge(X,Z), path(Z,Y).
    """)
    answers = probs(p.query("path(X,Y)"))
    assert set(answers) == {f"path({x},{y})" for x in "abc" for y in "abc"}
    # path(c,a) needs edge(c,a) itself: the only edge out of c.
    assert answers["path(c,a)"] == pytest.approx(0.1, abs=TOL)
    # Each answer agrees with the same query asked alone.
    for atom, value in answers.items():
        assert prob(Program.from_string(p_text_path()), atom) == pytest.approx(value, abs=TOL)


def p_text_path() -> str:
    return ("0.1::edge(a,b). 0.1::edge(a,c). 0.1::edge(b,a). 0.1::edge(b,c). 0.1::edge(c,a).\n"
            "path(X,Y) :- edge(X,Y).\npath(X,Y) :- edge(X,Z), path(Z,Y).\n")


# ---- names --------------------------------------------------------------------------------------

def test_undefined_predicate():
    p = Program.from_string("0.5::a.\nb :- a.\n")
    with pytest.raises(NesyNameError) as info:
        p.query("nosuch(X)")
    assert "nosuch/1" in info.value.message
    p = Program.from_string("0.5::a.\nb :- a, nosuch.\n")
    with pytest.raises(NesyNameError) as info:
        p.query("b")
    assert info.value.line == 2


def test_unknown_learner_lists_registered_learners():
    with pytest.raises(NesyNameError) as info:
        Program.from_string("t(0.5)::a.\n#learn using nosuch(x=1).\n")
    assert "nosuch" in info.value.message and "registered learners" in info.value.message
    assert info.value.line == 2

    class Dummy:
        def run(self, program, directive):
            return None

    p = Program()
    p.learners.register("mylearner", Dummy())
    with pytest.raises(NesyNameError) as info:
        p.load_string("#learn using nosuch(x=1).\n")
    for name in p.learners.names():
        assert name in info.value.message
    assert "mylearner" in info.value.message


def test_registered_learner_runs_with_its_directive():
    from dataclasses import dataclass

    from nesylang.learners.base import Learner
    from nesylang.learners.result import LearnResult

    seen = []

    @dataclass(frozen=True)
    class RecOptions:
        epochs: int = 1

    class Recorder(Learner):
        name = "rec"
        Options = RecOptions

        def learn(self, program, request):
            seen.append((request.learner, request.options))
            return LearnResult(self.name)

    p = Program()
    p.learners.register("rec", Recorder())
    p.load_string("0.3::a.\nquery(a).\n#learn using rec(epochs=3).\n")
    assert probs(p.run()) == pytest.approx({"a": 0.3})
    assert seen == [("rec", RecOptions(epochs=3))]


# ---- the compiled-circuit cache ------------------------------------------------------------------

def test_identical_query_hits_the_cache():
    p = Program.from_string(EV_PROGRAM)
    first = p.query("c", evidence={"b": False})
    assert p.last_stats["cache_hit"] == 0.0
    second = p.query("c", evidence={"b": False})
    assert p.last_stats["cache_hit"] == 1.0
    assert first == second
    p.query("c")  # different evidence: not the same circuit
    assert p.last_stats["cache_hit"] == 0.0


def test_cache_is_invalidated_by_loading():
    p = Program.from_string("0.3::a.\nc :- a.\n")
    assert prob(p, "c") == pytest.approx(0.3)
    p.load_string("0.5::b.\nc :- b.\n")
    assert prob(p, "c") == pytest.approx(0.65, abs=TOL)
    assert p.last_stats["cache_hit"] == 0.0


def test_errors_are_nesy_errors_with_rendering():
    p = Program.from_string("p :- X > 1.\n")
    with pytest.raises(NesyError) as info:
        p.query("p")
    rendered = info.value.render()
    assert rendered.startswith("<string>:1:")
    assert "p :- X > 1." in rendered


# ---- context facts for one query ------------------------------------------------------------------

def test_query_context_adds_facts_for_that_query_only():
    p = Program.from_string("0.3::rain.\n0.5::on(S) :- sprinkler(S).\nsprinkler(s0).\n"
                            "wet :- rain.\nwet :- sprinkler(S), on(S).\n")
    # by hand: 1 - 0.7 * 0.5 = 0.65; with a second sprinkler 1 - 0.7 * 0.5 * 0.5 = 0.825
    assert prob(p, "wet") == pytest.approx(0.65)
    assert p.query("wet", context="sprinkler(s1).")[0].probability == pytest.approx(0.825)
    assert [a.atom for a in p.query("sprinkler(X)", context="sprinkler(s1).")] == ["sprinkler(s0)", "sprinkler(s1)"]
    # and the program is unchanged afterwards
    assert prob(p, "wet") == pytest.approx(0.65)
    assert [a.atom for a in p.query("sprinkler(X)")] == ["sprinkler(s0)"]
    assert p.loaded.statements and not p.db.get(("sprinkler", 1))[1:]
    for bad, where in (("0.5::sprinkler(s1).", 1), ("sprinkler(s1).\n#maxv(3).", 2)):
        with pytest.raises(NesyError, match="facts and rules only") as e:
            p.query("wet", context=bad)
        assert e.value.span.filename == "<context>" and e.value.span.line == where
    with pytest.raises(NesyError) as e:
        p.query("wet", context="sprinkler(s1")
    assert e.value.span.filename == "<context>"
