"""try_call/N as ProbLog 2.3 runs it: an error raised by the goal itself (a builtin of it, also
inside a findall of it, or an undefined predicate it calls) makes it fail; an
error inside the body of a clause it calls is raised, located there. Expected outcomes from
``problog FILE`` on the same programs."""
from __future__ import annotations

import pytest

from nesylang.errors import GroundingError, NesyNameError
from nesylang.session import Program


@pytest.mark.parametrize("goal", ["X is foo + 1", "atom_length(X, 3)", "undefined_thing",
                                  "findall(X, (member(X, [1, 2]), Y is X + a), L)"])
def test_an_error_of_the_goal_itself_fails(goal):
    program = Program.from_string(f"0.5::a.\nq :- a, try_call({goal}).\nr :- a, \\+ try_call({goal}).\n"
                                  "query(q). query(r).\n", autoload=True)
    assert {str(x.atom): x.probability for x in program.run_queries()} == {"q": 0.0, "r": 0.5}


@pytest.mark.parametrize("body, cls, column", [("X is foo + 1", GroundingError, 9),
                                                ("undefined_q", NesyNameError, 9)])
def test_an_error_inside_a_called_clause_is_raised_where_it_is(body, cls, column):
    # ProbLog: "ArithmeticError ... at 1:11" and "UnknownClause: No clauses found for 'undefined_q/0'"
    text = f"p(X) :- {body}.\nw :- try_call(p(_)).\nquery(w).\n"
    with pytest.raises(cls) as err:
        Program.from_string(text).run_queries()
    assert (err.value.span.line, err.value.span.column) == (1, column)
