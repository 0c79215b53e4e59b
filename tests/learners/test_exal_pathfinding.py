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
