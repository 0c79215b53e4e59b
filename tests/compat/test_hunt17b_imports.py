"""hunt17b: `use_module(library(lists), [member/2.0])` (a fuzzer mutant writing an integer as a
float) imports a predicate no module defines: ProbLog 2.3 stops with GroundingError ("Imported
predicate member/2.0 not defined in module lists"); nesylang ignored the import list of a
library. Now a located error. A library ProbLog consults (aggregate) ignores the list in both."""
from __future__ import annotations

import pytest

from nesylang.errors import NesyError
from nesylang.session import Program


def _problog(text):
    problog = pytest.importorskip("problog")
    from problog.program import PrologString
    return problog.get_evaluatable().create_from(PrologString(text), propagate_evidence=True).evaluate()


@pytest.mark.parametrize("imports", ["[member/2.0]", "[sum_list/2, member/2.0]"])
def test_float_arity_in_an_import_list_is_an_error(imports):
    text = f":- use_module(library(lists), {imports}).\na.\nquery(a).\n"
    with pytest.raises(NesyError) as err:
        Program.from_string(text).run_queries()
    assert "(ProbLog: GroundingError)" in str(err.value)
    assert "<string>:1:" in str(err.value)
    pytest.importorskip("problog")
    from problog.errors import GroundingError
    with pytest.raises(GroundingError):
        _problog(text)


def test_consulted_library_ignores_its_import_list():
    text = ":- use_module(library(aggregate), [sum/2.0]).\na.\nquery(a).\n"
    got = {a.atom: a.probability for a in Program.from_string(text).run_queries()}
    assert got == {"a": 1.0}
    assert {str(k): v for k, v in _problog(text).items()} == {"a": 1.0}
