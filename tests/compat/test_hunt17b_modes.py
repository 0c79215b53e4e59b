"""hunt17b: enum_groups/3,4 with its last argument bound to a term that is not a proper list is
ProbLog 2.3's CallModeError (its mode `-list`: unbound or a fixed list), located at the call;
nesylang failed silently (found by binding a query argument: `query(cities(_, length))` for
`cities(P, L) :- (visit(P, C) => P / list(C, L)).` under library(collect)). A bound proper list
still answers in both (hand-derived: the groups of [a-1, b-2] are a-[1] and b-[2])."""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program

HEAD = ":- use_module(library(lists)).\n"


@pytest.mark.parametrize("goal", ["enum_groups([a-1], _, length)", "enum_groups([a-1], _, [x|_])",
                                  "enum_groups([a, b], [1, 2], _, foo)"])
def test_enum_groups_bound_to_no_list_is_call_mode_error(goal):
    text = f"{HEAD}q :- {goal}.\nquery(q).\n"
    with pytest.raises(NesyError) as err:
        Program.from_string(text).run_queries()
    assert "(ProbLog: CallModeError)" in str(err.value)
    assert "<string>:2:" in str(err.value)
    problog = pytest.importorskip("problog")
    from problog.engine_builtin import CallModeError
    from problog.program import PrologString
    with pytest.raises(CallModeError):
        problog.get_evaluatable().create_from(PrologString(text), propagate_evidence=True).evaluate()


def test_enum_groups_bound_to_a_list_answers():
    text = (f"{HEAD}q1 :- enum_groups([a-1, b-2], _, [1]).\nq2 :- enum_groups([a-1, b-2], _, [3]).\n"
            "q3 :- enum_groups([a, b], [1, 2], b, [2]).\nquery(q1).\nquery(q2).\nquery(q3).\n")
    got = {a.atom: a.probability for a in Program.from_string(text).run_queries()}
    assert got == {"q1": 1.0, "q2": 0.0, "q3": 1.0}
