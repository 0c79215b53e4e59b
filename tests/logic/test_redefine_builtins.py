"""A program may define what is a builtin in nesylang but not in ProbLog 2.3 (ProbLog has no
such builtin, so its programs define them freely); ProbLog's own builtins stay protected."""
import pytest

from nesylang.errors import NesyError
from nesylang.session import Program


def test_own_definition_of_a_non_problog_builtin_is_used_everywhere():
    # msort/2 here counts its list's length; 2 facts of 0.5 for string/1: P(both) = 0.25 by hand
    program = Program.from_string(
        "msort(L, N) :- length(L, N).\n0.5::string(a). 0.5::string(b).\n"
        "both :- string(a), string(b).\nvia(N) :- G = msort([x, y, z], N), call(G).\n"
        "query(msort([p, q], _)). query(both). query(via(_)).\n")
    assert {a.atom: a.probability for a in program.run_queries()} == {
        "msort([p, q],2)": 1.0, "both": pytest.approx(0.25), "via(3)": 1.0}


def test_a_problog_builtin_cannot_be_redefined():
    with pytest.raises(NesyError) as info:
        Program.from_string("q.\nis(a, b).\n")
    assert "cannot redefine the builtin is/2 (ProbLog: AccessError)" in info.value.message
    assert (info.value.span.line, info.value.span.column) == (2, 1)


def test_programs_that_do_not_define_them_keep_the_builtins():
    (a,) = Program.from_string('t :- msort([b, a, b], [a, b, b]), string("s").\nquery(t).\n').run_queries()
    assert a.probability == 1.0
