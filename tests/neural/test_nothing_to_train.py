"""Training a program with nothing to learn is a LearningError (it was torch's RuntimeError
"element 0 of tensors does not require grad"), and a minibatch whose queries reach nothing
learnable is skipped, not an error."""
from __future__ import annotations

import pytest

pytest.importorskip("torch")

import nesylang  # noqa: E402
from nesylang.errors import LearningError  # noqa: E402


@pytest.mark.parametrize("method", ["fit", "fit_exal"])
def test_a_program_with_nothing_to_learn_is_a_learning_error(method):
    p = nesylang.Program.from_string("0.5::a. q :- a.")
    with pytest.raises(LearningError, match="nothing to train"):
        getattr(p, method)(["q"], epochs=1, progress=False)
    assert p.query("q")[0].probability == pytest.approx(0.5)


def test_minibatches_that_reach_nothing_learnable_are_skipped():
    # r depends only on the fixed 0.3::b; q on the learnable a. Maximising P(q) = P(a) moves a
    # up from 0.5, and the minibatches holding only r (batch size 1) leave everything as is.
    p = nesylang.Program.from_string("t(0.5)::a. 0.3::b. q :- a. r :- b.")
    p.fit(["r"], epochs=2, batch_size=1, lr=0.1, progress=False)
    assert p.query("a")[0].probability == pytest.approx(0.5)
    p.fit(["q", "r", "q", "r"], epochs=3, batch_size=1, lr=0.1, progress=False)
    assert p.query("a")[0].probability > 0.55
    assert p.query("b")[0].probability == pytest.approx(0.3)
