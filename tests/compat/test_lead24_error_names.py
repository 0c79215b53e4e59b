"""Inconsistent evidence names ProbLog's error, as the issue asks of every error kind ProbLog
has (issue 14; found by session 24's hunt). ProbLog 2.3 reports both programs below as
``InconsistentEvidenceError``; the expected locations are the evidence lines, counted by hand."""
from __future__ import annotations

import pytest

from nesylang.errors import EvidenceError
from nesylang.session import Program


@pytest.mark.parametrize("text, line", [
    # a true and b false, where b holds whenever a does: no world has both
    ("0.3::a.\nb :- a.\nevidence(a, true).\nevidence(b, false).\nquery(a).\n", 3),
    # evidence that an atom with no proof is true
    ("a :- fail.\nevidence(a, true).\nquery(a).\n", 2),
])
def test_inconsistent_evidence_names_problogs_error(text, line):
    with pytest.raises(EvidenceError) as info:
        Program.from_string(text, autoload=False).run_queries()
    assert "InconsistentEvidenceError" in info.value.message
    assert info.value.span.line == line
