"""The pathfinding example's driver (examples/pathfinding/run.py): its learning-rate steps and
validation grids. Expected values are written by hand; the runs are tiny (4x4 grids)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("scipy")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "pathfinding"


@pytest.fixture(scope="module")
def run_module():
    sys.path.insert(0, str(EXAMPLE))
    try:
        import run
        yield run
    finally:
        sys.path.remove(str(EXAMPLE))


pytestmark = pytest.mark.usefixtures("one_thread")


def test_lr_at_applies_each_step_from_its_epoch_on(run_module):
    steps = [(21, 1e-4), (11, 5e-4)]  # given out of order on purpose
    assert [run_module.lr_at(1e-3, steps, e) for e in (1, 10, 11, 20, 21, 30)] == [1e-3, 1e-3, 5e-4, 5e-4, 1e-4, 1e-4]
    assert run_module.lr_at(1e-3, None, 7) == 1e-3


def test_lr_steps_reach_the_kept_optimizer_and_validation_is_reported(run_module, monkeypatch):
    built = {}
    build = run_module.build

    def keep(*args, **kwargs):
        built["program"], *rest = build(*args, **kwargs)
        return (built["program"], *rest)

    monkeypatch.setattr(run_module, "build", keep)
    result = run_module.run("posterior", k=4, n_train=4, n_test=3, seed=0, burn_in=20, thin=4, verbose=False,
                            n_valid=2, epochs=3, repeat=1, lr_steps=[(3, 1e-4)])
    assert [e["lr"] for e in result["per_epoch"]] == [1e-3, 1e-3, 1e-4]
    # the network's Adam, made by the first epoch's fit and kept, was set to the last step's rate
    assert [g["lr"] for g in built["program"].network("cost_net").optimizer.param_groups] == [1e-4]
    assert all(0.0 <= e["valid"]["exact_path_accuracy"] <= 1.0 for e in result["per_epoch"])
    assert sum(sum(row) for row in result["per_epoch"][0]["valid"]["confusion (rows: true cost, cols: predicted)"]) \
        == 2 * 4 * 4  # two validation grids of 16 tiles


def test_a_malformed_lr_step_is_refused_by_the_command_line(run_module):
    with pytest.raises(SystemExit):
        run_module.main(["--lr-step", "three:1e-4", "--k", "4"])


def test_keep_best_ends_with_the_best_validation_epochs_network(run_module):
    result = run_module.run("posterior", k=4, n_train=6, n_test=4, seed=1, burn_in=20, thin=4, verbose=False,
                            n_valid=4, keep_best=True, epochs=4, repeat=1, lr=0.02)
    scores = [e["valid"]["exact_path_accuracy"] for e in result["per_epoch"]]
    best = scores.index(max(scores)) + 1  # the first epoch with the most exact validation paths
    assert result["final_epoch"] == best
    # the restored network predicts exactly what it predicted on the test grids after that epoch
    at_best = result["per_epoch"][best - 1]
    for key in ("exact_path_accuracy", "path_accuracy", "tile_accuracy", "confusion (rows: true cost, cols: predicted)"):
        assert result["final"][key] == at_best[key]
    with pytest.raises(ValueError, match="validation"):
        run_module.run("posterior", k=4, n_train=2, n_test=2, keep_best=True, verbose=False, epochs=1)


def test_ceiling_script_counts_labels_a_terrain_map_breaks():
    """benchmarks/exal_path_s12_ceiling.py: the generator's terrains are redrawn exactly, the true
    terrain -> cost map breaks no label, and a map giving every terrain the same cost breaks
    exactly the labels longer than k tiles (with equal costs the shortest corner-to-corner paths
    are the k-tile king's walks: a path cannot cover k - 1 rows in fewer than k - 1 moves)."""
    bench = EXAMPLE.parents[1] / "benchmarks"
    sys.path.insert(0, str(bench))
    sys.path.insert(0, str(EXAMPLE))
    try:
        import exal_path_s12_ceiling as ceiling
        import grids
    finally:
        sys.path.remove(str(bench))
        sys.path.remove(str(EXAMPLE))
    k, n = 5, 30
    train, test = grids.make_grids(n, k, seed=3), grids.make_grids(n, k, seed=4)
    tt, te = ceiling.terrain_of(n, k, 3), ceiling.terrain_of(n, k, 4)
    assert (tt // grids.TERRAINS_PER_COST == train.classes).all()
    maps = ceiling.maps_to_try()
    assert len(maps) == 1 + 8 * 3 + 3 and maps["truth"] == (0, 0, 1, 1, 2, 2, 3, 3)
    maps = {"truth": maps["truth"], "flat": (1,) * 8}
    rows = ceiling.identifiability(train, test, tt, te, maps)
    assert rows["truth"] == {"train_labels_violated": 0, "test_exact_paths": 1.0, "test_optimal_cost": 1.0}
    longer = sum(len(p) > k for p in train.paths)
    assert 0 < longer < n  # the check below means something on these grids
    assert rows["flat"]["train_labels_violated"] == longer


def _grids_module():
    sys.path.insert(0, str(EXAMPLE))
    try:
        import grids
    finally:
        sys.path.remove(str(EXAMPLE))
    return grids


def test_network_init_starts_at_the_true_costs_when_the_network_is_sure_of_them():
    """PathSampler(init="network"): the true costs make their labelled path a shortest path
    (the generator's Dijkstra chose it), so a network sure of them (97 % on each tile's true cost)
    needs no repair, and the chain starts exactly at the truth."""
    import numpy as np
    grids = _grids_module()
    k = 6
    data = grids.make_grids(10, k, seed=4)
    for g in range(len(data)):
        q = np.full((k * k, len(grids.COSTS)), 0.01)
        q[np.arange(k * k), data.classes[g]] = 0.97
        sampler = grids.PathSampler(k, lambda chain: q, init="network", burn_in=0, thin=1, explore=0.0)
        assert sampler.repaired(data.paths[g], q.tolist()) == data.classes[g].tolist()


def test_network_init_repairs_any_network_into_an_explanation():
    """From most likely costs that break the label (every tile cheapest, or random networks), the
    repaired start is an explanation, checked by the plain-Python Dijkstra of ``is_shortest``; a
    network preferring cost 1 everywhere keeps cost 1 on the labelled path (a path tile is only
    ever lowered), and the chain's later states are explanations too."""
    import random

    import numpy as np
    grids = _grids_module()
    k = 6
    data = grids.make_grids(12, k, seed=5)
    rng = np.random.default_rng(0)
    cheap = np.tile([0.7, 0.1, 0.1, 0.1], (k * k, 1))
    for g in range(len(data)):
        path = data.paths[g]
        for q in (cheap, rng.dirichlet(np.ones(4), size=k * k)):
            sampler = grids.PathSampler(k, lambda chain, q=q: q, init="network", burn_in=5, thin=3)
            start = sampler.repaired(path, q.tolist())
            assert grids.is_shortest([grids.COSTS[j] for j in start], k, path)
            if q is cheap:
                assert all(start[v] == 0 for v in path)
            for expl in sampler.sample(g, path, random.Random(g), 3):
                assert grids.is_shortest([grids.COSTS[expl[v]] for v in range(k * k)], k, path)
    with pytest.raises(ValueError, match="init"):
        grids.PathSampler(k, lambda chain: cheap, init="truth")


def test_explore_steps_set_the_samplers_share_each_epoch(run_module):
    """``explore_steps`` (run.py --explore-step) anneals the sampler's uniform share: epoch 1 at
    the preset's ``explore``, then each step's value from its epoch on (the same rule as
    ``lr_steps``); the share in force is recorded per epoch."""
    result = run_module.run("posterior", k=4, n_train=3, n_test=2, seed=0, burn_in=10, thin=2, verbose=False,
                            epochs=4, repeat=1, explore=0.5, explore_steps=[(4, 0.0), (2, 0.25)])
    assert [e["explore"] for e in result["per_epoch"]] == [0.5, 0.25, 0.25, 0.0]
    for bad in (["--explore-step", "two:0.1"], ["--explore-step", "2:1.5"]):
        with pytest.raises(SystemExit):
            run_module.main(bad + ["--k", "4"])


def test_augment_images_only_moves_rescales_and_noises_pixels(run_module):
    """With no noise and no brightness change, the augmentation is a per-image roll of at most
    one pixel each way: each output equals one of the 9 rolls of its input."""
    import numpy as np
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(20, 3, 8, 8)).astype(np.float32)
    out = run_module.augment_images(images, np.random.default_rng(1), brightness=0.0, noise=0.0)
    assert out.shape == images.shape and out.dtype == images.dtype
    for a, b in zip(images, out):
        assert any(np.array_equal(np.roll(a, (dr, dc), axis=(1, 2)), b) for dr in (-1, 0, 1) for dc in (-1, 0, 1))
    noisy = run_module.augment_images(images, np.random.default_rng(1))
    assert noisy.min() >= 0.0 and noisy.max() <= 1.0 and not np.array_equal(noisy, out)


# ---- session 19: Rao-Blackwellised samples (tiles given as their allowed sets) ------------------------

def test_allowed_sets_match_brute_force_and_the_gibbs_conditionals():
    """PathSampler(values="allowed"): for each tile of a sampled state, the set given is exactly
    the costs that keep the labelled path a shortest path with every other tile fixed (checked by
    trying each cost with the plain-Python Dijkstra of ``is_shortest``); tiles whose every cost
    works are left out, the source and the target always."""
    import random
    grids = _grids_module()
    k = 5
    data = grids.make_grids(8, k, seed=3)
    rng = random.Random(0)
    uniform = lambda chain: [[0.25] * 4] * (k * k)  # noqa: E731
    checked = 0
    for g in range(len(data)):
        path = data.paths[g]
        sampler = grids.PathSampler(k, uniform, burn_in=30, thin=7, explore=0.0, drop="local", values="allowed")
        for _ in range(4):  # one at a time: the chain's state is that of the last explanation
            (expl,) = sampler.sample(g, path, rng, 1)
            state = sampler.states[g][2]
            cost = [grids.COSTS[j] for j in state]
            for v in range(k * k):
                brute = [j for j, c in enumerate(grids.COSTS)
                         if grids.is_shortest(cost[:v] + [c] + cost[v + 1:], k, path)]
                if v in (0, k * k - 1) or len(brute) == len(grids.COSTS):
                    assert v not in expl
                else:
                    given = expl[v]
                    assert (list(given) if isinstance(given, tuple) else [given]) == brute
                    assert len(brute) > 1 or isinstance(given, int)
                    checked += 1
    assert checked > 50
    with pytest.raises(ValueError, match="allowed"):
        grids.PathSampler(k, uniform, drop="cube", values="allowed")


def test_set_valued_outcomes_weigh_a_tile_by_its_sets_probability():
    """EXAL's LEARN with a plugged-in sampler whose outcome is a tuple of outcome indices: the
    loss is -log of the product, over the explanation's choices, of each choice's summed
    probability over its tuple (hand-computed from the network's softmax), and its gradient in
    the logits of such a choice is p restricted to the tuple minus p, the average of the hard
    outcomes' gradients weighted by p restricted to the tuple (the Rao-Blackwellised estimate)."""
    import nesylang
    from nesylang.errors import LearningError
    from nesylang.learners.exal import ExalTrainer
    from nesylang.logic.terms import make_list

    program = nesylang.Program.from_string(
        "nn(net, [X], Y, [0, 1, 2, 3]) :: digit(X, Y).\n"
        "ok(A, B) :- digit(A, X), digit(B, Y), X + Y >= 0.\n")
    torch.manual_seed(0)
    logits = torch.randn(2, 4, dtype=torch.float64, requires_grad=True)

    class Table(torch.nn.Module):
        def forward(self, x):
            return torch.softmax(logits[x[:, 0].long()], dim=1)

    program.networks["net"] = Table()
    program.tensors["img"] = torch.tensor([[0.0], [1.0]], dtype=torch.float64)
    keys = [("net", make_list([program._parse_goal(f"tensor(img({i}))")[0]])) for i in range(2)]
    expl = {keys[0]: (1, 3), keys[1]: [2]}  # tile 0: one of {1, 3}; tile 1: outcome 2
    trainer = ExalTrainer(program, samples=1, sampler=lambda query, rng, n: [expl])
    data = program.dataset(["ok(tensor(img(0)), tensor(img(1)))"])
    loss = trainer.step([0], data, program.batch_evaluator())
    (grad,) = torch.autograd.grad(loss, logits)
    p = torch.softmax(logits.detach(), dim=1)
    hand = -(torch.log(p[0, 1] + p[0, 3]) + torch.log(p[1, 2]))
    assert float(loss.detach()) == pytest.approx(float(hand), abs=1e-12)
    # d(-loss)/d logits: p restricted to the set minus p (for tile 1, one-hot(2) minus p)
    restricted = torch.zeros(2, 4, dtype=torch.float64)
    restricted[0, [1, 3]] = p[0, [1, 3]] / (p[0, 1] + p[0, 3])
    restricted[1, 2] = 1.0
    assert torch.allclose(-grad, restricted - p, atol=1e-12, rtol=0)
    assert list(trainer.states[0].psi)[0][0][1] == (1, 3)
    bad = ExalTrainer(program, samples=1, sampler=lambda query, rng, n: [{keys[0]: ()}])
    with pytest.raises(LearningError, match="outcome"):
        bad.step([0], data, program.batch_evaluator())


def test_rao_blackwell_runs_through_fit_exal_and_is_recorded(run_module):
    """run(rao_blackwell=2): a tiny 4x4 run trains through fit_exal with plain samples in epoch 1
    and set-valued tiles from epoch 2, records which, and reports the error analysis of its
    test grids (wrong paths and the tiles' distances to the labelled path add up)."""
    result = run_module.run(k=4, n_train=6, n_test=5, epochs=2, burn_in=20, thin=4, verbose=False,
                            rao_blackwell=2)
    assert result["rao_blackwell"] == 2
    assert [e["rao_blackwell"] for e in result["per_epoch"]] == [False, True]
    errors = result["final"]["errors"]
    assert errors["wrong_paths"] == round(5 * (1 - result["final"]["exact_path_accuracy"]))
    assert sum(errors["tiles by distance to the labelled path (0, 1, 2, 3+)"]) == 5 * 16
    wrong_tiles = round(5 * 16 * (1 - result["final"]["tile_accuracy"]))
    assert sum(errors["wrong tiles by distance to the labelled path (0, 1, 2, 3+)"]) == wrong_tiles
    with pytest.raises(ValueError, match="rao_blackwell"):
        run_module.run(k=4, n_train=2, n_test=2, epochs=1, verbose=False, rao_blackwell=1, drop="cube")
