"""Session 20: which runs restart, and which restart is kept (NeuID3's ``restarts``)."""
from __future__ import annotations

import numpy as np
import pytest

from nesylang import Program
from nesylang.errors import DirectiveError
from nesylang.learners.neuid3.estimates import gain, gains_resampled, restart_choice


def test_resampled_gains_equal_the_gain_of_the_resample_written_out():
    rng = np.random.default_rng(3)
    n = 40
    y = (rng.random(n) < 0.4).astype(float)
    reach = rng.random(n)
    both = reach * rng.random(n)
    counts = rng.multinomial(n, np.full(n, 1 / n), size=25)
    expected = [gain(np.repeat(y, c), np.repeat(reach, c), np.repeat(both, c)) for c in counts]
    assert gains_resampled(y, reach, both, counts) == pytest.approx(expected, rel=0, abs=1e-12)


def test_the_residual_bound_by_hand():
    # y = (1, 1, 0, 0), every example at the node; H(delta) = 1
    y, r = [1, 1, 0, 0], [1, 1, 1, 1]
    run0 = [0.9, 0.6, 0.3, 0.2]  # IG~ = 1 - H(0.75) = 0.18872 (issue 9): residual 0.81128
    # (0.9, 0.7, 0.3, 0.2): delta_tau = 1.6 / 2.1, delta_not = 0.4 / 1.9;
    # IG~ = 1 - 2.1/4 H(0.76190) - 1.9/4 H(0.21053) = 1 - 0.525 * 0.79186 - 0.475 * 0.74249 = 0.23159
    run1 = [0.9, 0.7, 0.3, 0.2]
    assert gain(y, r, run1) == pytest.approx(0.23159, abs=1e-5)
    # its residual 0.76841 is more than half of 0.81128: the plain run stays; with no bound it goes
    assert restart_choice(y, r, [run0, run1], 0.0, 0, residual=0.5) == (0, 1.0)
    assert restart_choice(y, r, [run0, run1], 0.0, 0, residual=1.0) == (1, 1.0)
    # a perfect run leaves residual 0: it replaces run 0 under any bound
    assert restart_choice(y, r, [run0, run1, [1, 1, 0, 0]], 0.0, 0, residual=0.5) == (2, 1.0)
    assert restart_choice(y, r, [[1, 1, 0, 0], run1], 0.95, 0, residual=0.5) == (0, 1.0)  # run 0 best


def test_a_restart_better_on_one_example_of_200_is_noise():
    # deterministic runs, 100 positives and 100 negatives; run 0 misreads 10 examples, run 1
    # the same less one. Run 1's IG~ is larger on a resample exactly when that example is
    # drawn, with probability 1 - (1 - 1/200)^200 = 0.6330: the share is about 0.633, under 0.95
    n = 200
    y = np.repeat([1.0, 0.0], n // 2)
    run0 = y.copy()
    run0[:10] = 0.0
    run1 = run0.copy()
    run1[0] = 1.0
    kept, share = restart_choice(y, np.ones(n), [run0, run1], 0.95, 7, residual=1.0)
    assert kept == 0
    assert share == pytest.approx(1 - (1 - 1 / n) ** n, abs=0.05)  # 1000 resamples: sd 0.015
    # run 2 reads all 10 right: better on every resample that draws any of them (all but
    # (1 - 10/200)^200 = 3.5e-5 of them)
    run2 = y.copy()
    kept, share = restart_choice(y, np.ones(n), [run0, run1, run2], 0.95, 7, residual=0.5)
    assert (kept, share) == (2, 1.0)


def two_network_program():
    import torch
    from sklearn.datasets import load_digits

    digits = load_digits()
    keep = np.flatnonzero(digits.target <= 1)
    images = torch.tensor(digits.data[keep] / 16.0, dtype=torch.float32)
    labels = digits.target[keep]
    text = """
#network(bit_net, mlp(input=64, hidden=[32], output=1)).
#network(other_net, mlp(input=64, hidden=[8], output=1)).
nn(bit_net, [X]) :: bit(X).
nn(other_net, [X]) :: other(X).
is_one(X) :- bit(X).
looks_one(X) :- other(X).
#modeh(one(+img)).
#modeb(is_one(+img)).
#modeb(looks_one(+img)).
"""
    program = Program.from_string(text)
    program.tensors["digits"] = images
    torch.manual_seed(0)
    for net in ("bit_net", "other_net"):
        for p in program.network(net).module.parameters():
            torch.nn.init.normal_(p, std=0.3)
    idx = np.random.default_rng(0).permutation(len(keep))[:240]
    return program, [(f"one(tensor(digits({i})))", float(labels[i])) for i in idx]


def test_only_the_best_candidate_restarts_and_its_runs_are_plain_runs_on_other_shuffles():
    """restart_which="best": every candidate trains once; the best of them trains again on
    restarts - 1 other shuffles (run j: seed + j * RESTART_STRIDE, so at the root the plain tree
    of that seed has the same run); the others keep their one run."""
    from nesylang.learners.neuid3.tree import RESTART_STRIDE

    def run(seed, **options):
        program, data = two_network_program()
        return program.learn("neuid3", target="one/1", data=data, max_depth=1, epochs=1, lr=0.05,
                             batch_size=64, seed=seed, steps="epochs", **options).details["tree"].root

    plain = [run(11 + j * RESTART_STRIDE) for j in range(3)]
    best = max(plain[0].scores, key=lambda t: (plain[0].scores[t], -list(plain[0].scores).index(t)))
    other = next(t for t in plain[0].scores if t != best)
    runs = [p.scores[best] for p in plain]
    assert len(set(runs)) == 3  # the shuffles matter
    root = run(11, restarts=3, restart_confidence=0.0, restart_residual=1.0)
    assert list(root.restart_gains) == [best]
    assert root.restart_gains[best] == pytest.approx(runs, rel=0, abs=1e-12)
    assert root.scores[other] == pytest.approx(plain[0].scores[other], rel=0, abs=1e-12)
    assert root.scores[best] == pytest.approx(max(runs), rel=0, abs=1e-12)
    assert root.restart_choice[best][0] == int(np.argmax(runs))
    # the default rule keeps a restart only where restart_choice says so, on these same runs
    default = run(11, restarts=3)
    kept = default.restart_choice[best][0]
    assert default.scores[best] == pytest.approx(runs[kept], rel=0, abs=1e-12)


def test_restart_options_are_checked_at_the_option():
    text = "#modeh(p(+t)).\n#modeb(q(+t)).\nq(a).\n"
    for bad, says in (('restart_which="some"', "restart_which"), ("restart_residual=0", "restart_residual"),
                      ("restart_confidence=1.5", "restart_confidence")):
        with pytest.raises(DirectiveError, match=says):
            Program.from_string(text + f"#learn p/1 using neuid3({bad}).\n", "prog.nesy")
