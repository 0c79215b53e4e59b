"""The clingo wrapper: answer sets and optimal costs against brute force."""
from __future__ import annotations

import itertools
import random

import pytest

pytest.importorskip("clingo")

from nesylang.asp import AspError, solve  # noqa: E402
from nesylang.source import Source, Span  # noqa: E402


def test_all_answer_sets_of_a_choice_match_enumeration():
    # {a; b; c}. :- a, b.  -> subsets of {a, b, c} without both a and b: 8 - 2 = 6.
    r = solve("{a; b; c}. :- a, b.", optimise=False, models=0)
    expected = [sorted(s) for n in range(4) for s in itertools.combinations("abc", n) if not {"a", "b"} <= set(s)]
    assert sorted(r.models) == sorted(expected) and r.satisfiable


@pytest.mark.parametrize("seed", range(5))
def test_optimal_cost_equals_brute_force(seed):
    # Pick items to cover every element at least cost: a weighted set cover, checked by
    # trying every subset.
    rng = random.Random(seed)
    items = {f"s{i}": ({e for e in range(5) if rng.random() < 0.4}, rng.randint(1, 9)) for i in range(7)}
    lines = ["{ use(I) : item(I) }."]
    for name, (elements, cost) in items.items():
        lines.append(f"item({name}). cost({name}, {cost}).")
        lines += [f"covers({name}, {e})." for e in elements]
    lines += [f"element({e})." for e in range(5)]
    lines.append("covered(E) :- use(I), covers(I, E).")
    lines.append(":- element(E), not covered(E).")
    lines.append(":~ use(I), cost(I, C). [C@0, I]")
    best = None
    for n in range(len(items) + 1):
        for subset in itertools.combinations(items, n):
            if set().union(*(items[s][0] for s in subset)) >= set(range(5)):
                c = sum(items[s][1] for s in subset)
                best = c if best is None else min(best, c)
    r = solve("\n".join(lines))
    if best is None:
        assert r.satisfiable is False and r.models == []
    else:
        assert r.cost == (best,) and r.optimal


def test_a_rejected_program_is_a_located_error():
    span = Span(Source("task.nesy", "\n\n#learn p using ffnsl.\n"), 3, 1, 3, 10)
    with pytest.raises(AspError) as e:
        solve("a :- b(.", span=span, what="bias")
    assert "clingo rejected the bias" in str(e.value) and e.value.span == span


def test_user_asp_text_cannot_include_files_or_run_scripts(tmp_path):
    # A #bias text comes from an untrusted program file: clingo's parser would read an
    # #include'd file from anywhere, and #script runs Python.
    from nesylang.asp import relativise

    outside = tmp_path / "outside.lp"
    outside.write_text("secret_fact(42).\n")
    for text in (f'#include "{outside}".', f'# include "{outside}".', "#script (python)\nx = 1\n#end."):
        with pytest.raises(AspError):
            relativise(text)


def test_mode_bias_generator_with_aleph_inputs_counted_by_hand():
    # p(+t) with e(+t, -t), two literals at most, #maxv(3), no negation. By hand: e's input must
    # be A or a variable an earlier e outputs; up to renaming the bodies are e(A,A); e(A,B);
    # e(A,A),e(A,B); e(A,B),e(A,C); e(A,B),e(B,A); e(A,B),e(B,B); e(A,B),e(B,C) -- and the empty
    # body only when A may be guarded (nothing binds it)
    from nesylang import Program
    from nesylang.asp.modes import candidate_clauses
    from nesylang.bias import Bias

    bias = Bias.from_program(Program.from_string("#modeh(p(+t)). #modeb(e(+t, -t)). #maxv(3).").loaded)
    bodies = ["e(A, A)", "e(A, B)", "e(A, A), e(A, B)", "e(A, B), e(A, C)", "e(A, B), e(B, A)",
              "e(A, B), e(B, B)", "e(A, B), e(B, C)"]
    got = [c.text() for c in candidate_clauses(bias, [("p", 1)], max_body=2, negation=False)]
    assert got == [f"p(A) :- {b}." for b in bodies]
    guarded = [c.text() for c in candidate_clauses(bias, [("p", 1)], max_body=2, negation=False, guard_types={"t"})]
    assert guarded == ["p(A)."] + got
