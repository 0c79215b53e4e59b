"""The mode-bias module: typed modes from both dialects, and candidate sets counted by hand."""
from __future__ import annotations

import pytest

from nesylang import Program
from nesylang.bias import Bias, body_literals, check_target, clauses, head_clauses, instances, refine
from nesylang.bias.modes import CONST, INPUT, OUTPUT, VAR, Placeholder
from nesylang.errors import DirectiveError


def bias_of(text: str) -> Bias:
    return Bias.from_program(Program.from_string(text).loaded)


def texts(lits_or_clauses, head="p(A)") -> list[str]:
    out = []
    for x in lits_or_clauses:
        out.append(x.text() if hasattr(x, "text") else x)
    return sorted(out)


def literal_texts(bias, clause, **kw) -> list[str]:
    return sorted(clause.add(lit, new).text().split(" :- ")[1].rstrip(".") for lit, new in
                  body_literals(bias, clause, **kw))


def test_both_dialects_become_the_same_typed_form():
    ilasp = bias_of("#modeh(p(var(t))). #modeb(2, q(var(t), const(c)), (positive)). #constant(c, a).")
    aleph = bias_of("#modeh(p(+t)). #modeb(*, q(-t, #c), (anti_reflexive)). #type(c, [a, b]). #maxv(3).")
    assert ilasp.heads[0].args == (Placeholder(VAR, "t"),)
    assert ilasp.bodies[0].args == (Placeholder(VAR, "t"), Placeholder(CONST, "c"))
    assert ilasp.bodies[0].recall == 2 and ilasp.bodies[0].positive
    assert aleph.heads[0].args == (Placeholder(INPUT, "t"),)
    assert aleph.bodies[0].args == (Placeholder(OUTPUT, "t"), Placeholder(CONST, "c"))
    assert aleph.bodies[0].recall is None and aleph.max_vars == 3
    assert [str(v) for v in aleph.values("c")] == ["a", "b"]


def test_type_ranges_and_constants_merge_in_order():
    bias = bias_of("#type(rho, [0..3]). #constant(rho, 7). #constant(rho, 2).")
    assert list(bias.values("rho")) == [0, 1, 2, 3, 7]


def test_ilasp_variables_may_be_new_or_existing():
    # p(A): q(var(t), const(c)) with c in {a, b}: first argument A or a new B (2), second a or b
    # (2): 4 literals, each also negated: 8.
    bias = bias_of("#modeh(p(var(t))). #modeb(q(var(t), const(c))). #constant(c, a). #constant(c, b).")
    head = head_clauses(bias, "p", 1)[0]
    assert literal_texts(bias, head) == sorted(
        ["q(A, a)", "q(A, b)", "q(B, a)", "q(B, b)", "\\+ q(A, a)", "\\+ q(A, b)", "\\+ q(B, a)", "\\+ q(B, b)"])
    # No new variables (a decision tree's tests): the two literals over A.
    assert sorted(lit.to_ast({0: "A"}).args[1].name for lit in instances(bias, head)) == ["a", "b"]


def test_aleph_inputs_reuse_and_outputs_may_be_new():
    # q(+t, -t) over p(A): the input must be A; the output A or new: q(A, A), q(A, B).
    aleph = bias_of("#modeh(p(+t)). #modeb(q(+t, -t)).")
    head = head_clauses(aleph, "p", 1)[0]
    assert literal_texts(aleph, head, negation=False) == ["q(A, A)", "q(A, B)"]
    # ILASP's var(t), var(t): A or new B, then A, B or new C: (A,A) (A,B) (B,A) (B,B) (B,C).
    ilasp = bias_of("#modeh(p(var(t))). #modeb(q(var(t), var(t))).")
    head = head_clauses(ilasp, "p", 1)[0]
    assert literal_texts(ilasp, head, negation=False) == ["q(A, A)", "q(A, B)", "q(B, A)", "q(B, B)", "q(B, C)"]


@pytest.mark.parametrize("options, expected", [
    ("", ["close(A, A)", "close(A, B)", "close(B, A)", "close(B, B)"]),
    ("(anti_reflexive)", ["close(A, B)", "close(B, A)"]),
    ("(symmetric)", ["close(A, A)", "close(A, B)", "close(B, B)"]),
    ("(anti_reflexive, symmetric)", ["close(A, B)"]),
])
def test_anti_reflexive_and_symmetric(options, expected):
    opts = f", {options}" if options else ""
    bias = bias_of(f"#modeh(t(var(o), var(o))). #modeb(close(var(o), var(o)){opts}).")
    head = head_clauses(bias, "t", 2)[0]
    assert literal_texts(bias, head, negation=False, new_vars=False) == expected


def test_comparisons_are_never_negated_nor_reflexive():
    bias = bias_of("#modeh(p(var(n), var(n))). #modeb(var(n) < var(n)).")
    head = head_clauses(bias, "p", 2)[0]
    assert literal_texts(bias, head, new_vars=False) == ["A < B", "B < A"]


def test_recall_bounds_literals_of_a_mode_per_clause():
    # From p(A) :- q(A), with #maxv(2): recall 1 allows no second q literal; recall 2 allows
    # q(B) and \+ q(B) (q(A) again is a duplicate, \+ q(A) its complement): 2.
    for recall, expected in ((1, 0), (2, 2)):
        bias = bias_of(f"#modeh(p(var(t))). #modeb({recall}, q(var(t))). #maxv(2).")
        head = head_clauses(bias, "p", 1)[0]
        once = [c for c in refine(bias, head, negation=False) if c.text() == "p(A) :- q(A)."][0]
        assert len(refine(bias, once)) == expected


def test_maxv_bounds_the_variables():
    bias = bias_of("#modeh(p(var(t))). #modeb(q(var(t), var(t))). #maxv(1).")
    head = head_clauses(bias, "p", 1)[0]
    assert literal_texts(bias, head, negation=False) == ["q(A, A)"]


def test_positive_forbids_negation():
    bias = bias_of("#modeh(p(var(t))). #modeb(q(var(t)), (positive)). #modeb(r(var(t))). #maxv(1).")
    head = head_clauses(bias, "p", 1)[0]
    assert literal_texts(bias, head) == sorted(["q(A)", "r(A)", "\\+ r(A)"])


def test_whole_space_counted_by_hand():
    # Over one variable: q(A), \+q(A), r(A), \+r(A). Safe one-literal bodies: q, r (2). Two
    # literals: C(4,2) = 6 pairs minus the 2 complementary ones = 4, of which 3 have a positive
    # literal (safe). The bare head p(A) is unsafe. Total 5, unique up to body order.
    bias = bias_of("#modeh(p(var(t))). #modeb(q(var(t))). #modeb(r(var(t))). #maxv(1).")
    got = [c.text() for c in clauses(bias, "p", 1, max_body=2)]
    assert sorted(got) == sorted(["p(A) :- q(A).", "p(A) :- r(A).", "p(A) :- q(A), r(A).",
                                  "p(A) :- q(A), \\+ r(A).", "p(A) :- r(A), \\+ q(A)."]) or \
        sorted(got) == sorted(["p(A) :- q(A).", "p(A) :- r(A).", "p(A) :- q(A), r(A).",
                               "p(A) :- q(A), \\+ r(A).", "p(A) :- \\+ q(A), r(A)."])
    assert len(got) == 5


def test_renamings_are_one_clause():
    # p(A) :- q(A, B), q(A, C) and p(A) :- q(A, C), q(A, B) are the same clause.
    bias = bias_of("#modeh(p(var(t))). #modeb(q(var(t), var(t)), (positive)). #maxv(3).")
    all_ = clauses(bias, "p", 1, max_body=2, safe=False)
    keys = [c.canonical() for c in all_]
    assert len(keys) == len(set(keys))
    two = [c.text() for c in all_ if c.text().count("q(A, ") == 2 and "q(A, A)" not in c.text()]
    assert two == ["p(A) :- q(A, B), q(A, C)."]


def test_printed_candidates_parse_back_as_clauses():
    from nesylang.syntax.parser import parse_program

    bias = bias_of("#modeh(p(var(t))). #modeb(q(var(t), const(c))). #constant(c, 'Big one'). #maxv(2).")
    for c in clauses(bias, "p", 1, max_body=2):
        (st,) = parse_program(c.text(), "x").statements
        assert st == c.to_ast()


def test_errors_are_located():
    bias = bias_of("#modeh(p(var(t))).\n#modeb(q(var(t), const(c))).")
    head = head_clauses(bias, "p", 1)[0]
    with pytest.raises(DirectiveError) as e:
        body_literals(bias, head)
    assert "type 'c' has no constants" in str(e.value) and e.value.span.line == 2
    with pytest.raises(DirectiveError, match="no #modeh for r/1"):
        check_target(bias, "r/1")
    with pytest.raises(DirectiveError, match="name/arity"):
        check_target(bias, "p")


def test_integer_constants_are_constants_not_variables():
    # #rho values 0..2 are constants: rho(A, B, 0) has two variables, and the printed clause
    # reads back with the number, not a variable.
    bias = bias_of("#modeh(t(var(o), var(o))). #modeb(rho(var(o), var(o), const(rho))). #type(rho, [0..2]).")
    head = head_clauses(bias, "t", 2)[0]
    lits = [lit for lit in instances(bias, head)]
    assert len(lits) == 4 * 3  # (A|B) x (A|B) x 3 bins
    first = [lit for lit in lits if lit.args[:2] == (0, 1)]
    assert sorted(int(lit.args[2]) for lit in first) == [0, 1, 2]
    assert all(lit.variables() == [0, 1] for lit in first)
    assert head.add(first[0]).text() == "t(A, B) :- rho(A, B, 0)."


def test_symmetric_needs_two_variables_of_one_type():
    with pytest.raises(DirectiveError, match="of one type") as e:
        bias_of("#modeh(p(var(t))).\n#modeb(e(var(t), var(u)), (symmetric)).")
    assert e.value.span.line == 2


# ---- the whole space against brute force: types, symmetric, positive, constants, comparisons ----

from typed_bias_space import TYPED, enumerate_typed as brute_force_typed  # noqa: E402  (tests/ is on sys.path)


@pytest.mark.parametrize("max_body,guard", [(1, False), (2, False), (2, True), (3, False), (3, True)])
def test_typed_symmetric_space_equals_brute_force(max_body, guard):
    # clauses() keeps a symmetric literal in one argument order; p(A) :- r(A, B), r(B, C) and
    # p(A) :- r(B, C), r(A, C) are one clause (swap B and C, then r(C, A) is r(A, C)).
    bias = bias_of(TYPED)
    cands = [c for c in clauses(bias, "p", 1, max_body=max_body, safe=False)
             if all(guard and c.types[v] == "u" for v in c.unsafe_variables())]
    assert len(cands) == brute_force_typed(max_body, guard)
    assert len({c.text() for c in cands}) == len(cands)


def test_canonical_ignores_names_order_and_symmetric_argument_order():
    # random clauses over a symmetric r and an ordered e, each against a random variant (renamed,
    # reordered, r's arguments swapped): equal keys; swapping e's arguments is another clause
    # unless the brute-force comparison over all renamings says otherwise.
    import itertools
    import random

    from nesylang.bias import Clause, Literal

    bias = bias_of("#modeh(p(var(t))). #modeb(r(var(t), var(t)), (symmetric)). #modeb(e(var(t), var(t))).")
    r, e = bias.bodies

    def key_by_brute_force(clause):
        n = len(clause.types)
        best = None
        for perm in itertools.permutations(range(1, n)):
            m = (0,) + perm
            body = tuple(sorted((lit.predicate, lit.negated, tuple(sorted(m[a] for a in lit.args))
                                 if lit.predicate == "r" else tuple(m[a] for a in lit.args)) for lit in clause.body))
            best = body if best is None or body < best else best
        return best

    rng = random.Random(0)
    for _ in range(300):
        n = rng.randint(2, 6)
        body = []
        for _ in range(rng.randint(1, 5)):
            mode = rng.choice((r, e))
            lit = Literal(mode.predicate, (rng.randrange(n), rng.randrange(n)), rng.random() < 0.3, mode)
            if all(lit.args != b.args or lit.predicate != b.predicate for b in body):
                body.append(lit)
        used = sorted({0} | {a for lit in body for a in lit.args})
        ren = {v: k for k, v in enumerate(used)}
        body = [Literal(l.predicate, tuple(ren[a] for a in l.args), l.negated, l.mode) for l in body]
        head = Literal("p", (0,), False, bias.heads[0])
        c = Clause(head, tuple(body), ("t",) * len(used))
        perm = [0] + rng.sample(range(1, len(used)), len(used) - 1)
        variant = [Literal(l.predicate, tuple(perm[a] for a in (l.args[::-1] if l.predicate == "r" and
                                                                  rng.random() < 0.5 else l.args)), l.negated, l.mode)
                   for l in body]
        rng.shuffle(variant)
        d = Clause(head, tuple(variant), c.types)
        assert c.canonical() == d.canonical()
        swapped = Clause(head, tuple(Literal(l.predicate, l.args[::-1], l.negated, l.mode) for l in body), c.types)
        assert (c.canonical() == swapped.canonical()) == (key_by_brute_force(c) == key_by_brute_force(swapped))
