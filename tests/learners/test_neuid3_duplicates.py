"""NeuID3 with repeated examples: a row that appears twice only doubles its weight, so the tree
is the one the rows once give (found by a user trial: a test defined by a rule read a repeated
example as "not provable", because the grounder answers an atom once and the results were
read by position)."""
from __future__ import annotations

import pytest

pytest.importorskip("torch")

from nesylang import Program  # noqa: E402

SOURCE = """
a(h1). a(h2). b(h1). b(h3).
ta(H) :- a(H).
#modeh(t(+h)).
#modeb(ta(+h)).
#modeb(b(+h)).
"""
# t = a on the four houses: by hand, the root test is ta (IG 1 bit against b's 0), its two
# leaves are pure: P(t | ta) = 1, P(t | not ta) = 0
DATA = [("t(h1)", 1.0), ("t(h2)", 1.0), ("t(h3)", 0.0), ("t(h4)", 0.0)]


@pytest.mark.parametrize("copies", [1, 2, 3])
def test_repeated_examples_give_the_same_tree(copies):
    program = Program.from_string(SOURCE)
    result = program.learn("neuid3", target="t/1", data=DATA * copies)
    assert [line for line in result.text.splitlines() if not line.startswith("%")] == ["1.0::t(A) :- ta(A).", "0.0::t(A) :- \\+ ta(A)."]
    for atom, label in DATA:
        assert program.query(atom)[0].probability == pytest.approx(label, abs=1e-12)
