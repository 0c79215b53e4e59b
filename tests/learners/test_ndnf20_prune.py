"""Session 20: the learner's pruning before the split: the readings it checks (``prune=both|tanh|sign``,
default ``both``) and what a removal is judged against (``prune_against=trained|current``, default
``trained``: the trained network).

Expected values are recomputed with numpy and scikit-learn or derived by hand in the docstrings.
"""
from __future__ import annotations

import itertools
import re

import numpy as np
import pytest

from nesylang.errors import LearningError
from nesylang.learners.ndnf import discretise as dz

torch = pytest.importorskip("torch")


def _random_network(seed: int, rng_out: bool = False):
    """All 32 inputs over 5 Boolean features (±1) and a random network on them (as in test_ndnf)."""
    x = np.array(list(itertools.product([-1.0, 1.0], repeat=5)))
    rng = np.random.default_rng(seed)
    conj = rng.normal(0, 1.5, (4, 5)) * (rng.random((4, 5)) < 0.7)
    out = (x, conj, rng.normal(0, 2, (1, 4)))
    return out + (rng,) if rng_out else out


def _predictions(x, c, d):
    """Real (tanh) and bivalent (±1) readings, recomputed from the node formula (Eq. 1)."""
    raw = x @ c.T + (np.abs(c).max(axis=1, initial=0) - np.abs(c).sum(axis=1))
    bias = -(np.abs(d).max(axis=1, initial=0) - np.abs(d).sum(axis=1))
    return [((act @ d.T + bias) > 0).astype(int).ravel() for act in (np.tanh(raw), np.where(raw > 0, 1.0, -1.0))]


@pytest.mark.parametrize("seed", [6, 25])
def test_prune_tanh_keeps_the_real_readings_metrics_only(seed):
    """``prune(..., "tanh")`` (the learner's ``prune=tanh``): no train metric of the real network
    drops, recomputed with scikit-learn; the bivalent reading is not protected, and on these two
    networks its accuracy drops (the case ``"both"`` exists for), while ``"both"`` keeps it."""
    from sklearn.metrics import accuracy_score, f1_score, matthews_corrcoef

    x, conj, disj = _random_network(seed)
    y = _predictions(x, conj, disj)[0]

    def scores(c, d):
        return [(accuracy_score(y, p), f1_score(y, p), matthews_corrcoef(y, p)) for p in _predictions(x, c, d)]

    before = scores(conj, disj)
    tc, td = dz.prune(conj, disj, x, y[:, None], "tanh")
    after = scores(tc, td)
    assert all(a >= b - 1e-12 for a, b in zip(after[0], before[0]))
    assert after[1][0] < before[1][0]  # bivalent accuracy fell
    bc, bd = dz.prune(conj, disj, x, y[:, None], "both")
    kept = scores(bc, bd)
    assert all(a >= b - 1e-12 for r, s in zip(kept, before) for a, b in zip(r, s))


@pytest.mark.parametrize("seed", [8, 34, 61])
def test_prune_against_the_trained_network(seed):
    """``against="trained"``: every removal is judged against the trained network's train
    metrics, so a removal that gained does not raise the bar for the later ones. Labels: the
    network's own real reading with 15 % of the 32 rows flipped (an imperfect fit). Recomputed
    with scikit-learn: both results are no worse than the trained network in either reading,
    and on these networks the trained-network bar prunes more (``current`` stops higher)."""
    from sklearn.metrics import accuracy_score, f1_score, matthews_corrcoef

    x, conj, disj, rng = _random_network(seed, rng_out=True)
    y = _predictions(x, conj, disj)[0]
    y = np.where(rng.random(len(y)) < 0.15, 1 - y, y)

    def scores(c, d):
        return [(accuracy_score(y, p), f1_score(y, p, zero_division=0.0), matthews_corrcoef(y, p))
                for p in _predictions(x, c, d)]

    trained = scores(conj, disj)
    size = {}
    for against in ("trained", "current"):
        c, d = dz.prune(conj, disj, x, y[:, None], "both", against=against)
        got = scores(c, d)
        assert all(a >= b - 1e-12 for r, t in zip(got, trained) for a, b in zip(r, t)), (against, got, trained)
        size[against] = np.count_nonzero(c) + np.count_nonzero(d)
    assert size["trained"] < size["current"]


def _learner_program():
    import nesylang
    from nesylang.learners.ndnf.learner import NdnfLearner

    facts, data = [], []
    for i, (red, blue, q) in enumerate(itertools.product([0, 1], repeat=3)):
        facts.append(f"ex(e{i}).")
        facts += [f"p(e{i}, red)."] * red + [f"p(e{i}, blue)."] * blue + [f"q(e{i})."] * q
        data.append((f"t(e{i})", 1.0 if red and not q else 0.0))
    src = ("\n#modeh(t(+ex)).\n#modeb(p(+ex, #colour)).\n#modeb(q(+ex)).\n"
           "#type(colour, [red, blue]).\n")
    program = nesylang.Program.from_string("\n".join(facts) + src)
    if "ndnf" not in program.learners:
        program.learners.register("ndnf", NdnfLearner())
    return program, data


@pytest.mark.parametrize("given, want", [({}, ("both", "trained")), ({"prune": "tanh"}, ("tanh", "trained")),
                                         ({"prune": "sign", "prune_against": "current"}, ("sign", "current"))])
def test_learner_prunes_with_the_chosen_reading(monkeypatch, given, want):
    torch.set_num_threads(1)
    seen = []
    real = dz.prune

    def spy(conj, disj, x, y, mode="sign", *args, **kwargs):
        seen.append((mode, kwargs.get("against", "current")))
        return real(conj, disj, x, y, mode, *args, **kwargs)

    monkeypatch.setattr(dz, "prune", spy)
    program, data = _learner_program()
    r = program.learn("ndnf", target="t/1", data=data, conjunctions=4, epochs=40, lr=0.05, batch_size=8, **given)
    assert seen[0] == want  # the pruning before the split; the later ones are on discretised networks
    assert set(seen[1:]) == {("sign", "current")}
    assert r.metric("disentangle", "train f1") == 1.0


@pytest.mark.parametrize("options, message", [({"prune": "real"}, "prune is both or tanh or sign"),
                                               ({"prune_against": "best"}, "prune_against is trained or current")])
def test_learner_rejects_a_bad_prune_option(options, message):
    program, data = _learner_program()
    with pytest.raises(LearningError, match=re.escape(message)):
        program.learn("ndnf", target="t/1", data=data, **options)
