"""An aggregate term ``F<V>`` in a clause head anywhere but the last argument is a located syntax
error (issue 14; found by session 25's hunt). ProbLog 2.3 stops with an internal error while
loading such a clause; nesylang used to read it as the plain term ``max(V)`` and answer without
aggregating. The location (line 2, column 6: the aggregate term) is counted by hand."""
from __future__ import annotations

import pytest

from nesylang.errors import NesySyntaxError
from nesylang.session import Program


def test_aggregate_before_the_last_head_argument_is_located():
    text = ":- use_module(library(aggregate)).\nbest(max<V>, R) :- sale(R, V).\n0.5::sale(n, 10).\n"
    with pytest.raises(NesySyntaxError) as info:
        Program.from_string(text)
    assert "last argument" in info.value.message
    assert (info.value.span.line, info.value.span.column) == (2, 6)


def test_aggregate_as_the_last_argument_still_aggregates():
    # sum over the two sales of north in each world: 15 (both), 10 or 5 (one), none (neither)
    text = (":- use_module(library(aggregate)).\n0.5::sale(north, 10). 0.5::sale(north, 5).\n"
            "tot(R, sum<V>) :- sale(R, V).\nquery(tot(north, _)).\n")
    got = {str(a.term): a.probability for a in Program.from_string(text).run_queries()}
    assert got == pytest.approx({"tot(north,15)": 0.25, "tot(north,10)": 0.25, "tot(north,5)": 0.25})
