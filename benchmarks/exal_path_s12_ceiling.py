"""Issue 17, session 12: can the 12x12 pathfinding target (94 % exact paths) be met at all?

Three measurements on the data of ``examples/pathfinding`` (same grids as run.py, per seed):

1. **Supervised ceiling.** The same CNN (``run.cost_net``) trained on the true tile costs of the
   same 100 training grids (``run.train_supervised``), evaluated like run.py on the same 100
   test grids: exact paths, optimal cost, tiles.
2. **What the labels identify.** A path-supervised learner can at best learn a map from the 8
   terrain types to costs. For the true map and every map that changes one terrain's cost (and
   the maps that merge or swap the 5 and 9 terrains): how many of the 100 training labels stop
   being shortest paths under it (0 = the labels cannot rule it out), and the test exact-path
   accuracy of predicting tiles by it. Plain Python Dijkstra (grids.py), checked against the
   generator's labels: under the true map every label is shortest.
3. **How much evidence separates 5 from 9.** With every other tile at its true cost, the
   costs a tile may take while its grid's label stays shortest (the sampler's allowed set,
   recomputed here by brute force with grids.is_shortest): the share of cost-9 tiles for which
   cost 5 is ruled out, and of cost-5 tiles for which cost 9 is ruled out. A tile whose allowed
   set contains both 5 and 9 adds nothing to the 5-vs-9 log-odds of the exact likelihood's
   gradient (its posterior is the network's, renormalised over the allowed set).

    python benchmarks/exal_path_s12_ceiling.py [--seeds 0 1 2] [--json out.json]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "examples" / "pathfinding"))

import torch  # noqa: E402

import grids as G  # noqa: E402
import run as R  # noqa: E402


def terrain_of(n: int, k: int, seed: int) -> np.ndarray:
    """The terrain types of make_grids(n, k, seed), redrawn with the generator's own rng calls."""
    rng = np.random.default_rng(seed)
    classes = rng.choice(len(G.COSTS), size=(n, k * k), p=G.COST_FREQ)
    return classes * G.TERRAINS_PER_COST + rng.integers(0, G.TERRAINS_PER_COST, size=classes.shape)


def maps_to_try() -> dict[str, tuple[int, ...]]:
    """Terrain -> cost-class maps: the truth, every one-terrain change, and 5/9 merges and swap."""
    t = G.TERRAINS_PER_COST
    truth = tuple(i // t for i in range(len(G.COSTS) * t))
    out = {"truth": truth}
    for terr in range(len(truth)):
        for c in range(len(G.COSTS)):
            if c != truth[terr]:
                m = list(truth)
                m[terr] = c
                out[f"terrain {terr} (cost {G.COSTS[truth[terr]]}) -> {G.COSTS[c]}"] = tuple(m)
    out["both 9 terrains -> 5"] = tuple(2 if c == 3 else c for c in truth)
    out["both 5 terrains -> 9"] = tuple(3 if c == 2 else c for c in truth)
    out["5 and 9 swapped"] = tuple({2: 3, 3: 2}.get(c, c) for c in truth)
    return out


def identifiability(train: G.GridSet, test: G.GridSet, terr_train, terr_test, maps=None) -> dict:
    """For each terrain -> cost-class map (default :func:`maps_to_try`): training labels that are
    not shortest paths under it, and test exact-path / optimal-cost accuracy of predicting by it."""
    costs = np.asarray(G.COSTS)
    rows = {}
    for name, m in (maps or maps_to_try()).items():
        m = np.asarray(m)
        violated = sum(not G.is_shortest(costs[m[terr_train[g]]].tolist(), train.k, train.paths[g])
                       for g in range(len(train)))
        exact = optimal = 0
        for g in range(len(test)):
            path, _ = G.shortest_path(costs[m[terr_test[g]]].tolist(), test.k)
            exact += path == test.paths[g]
            optimal += G.path_cost(test.costs[g].tolist(), path) == test.best[g]
        rows[name] = {"train_labels_violated": int(violated), "test_exact_paths": exact / len(test),
                      "test_optimal_cost": optimal / len(test)}
    return rows


def evidence(train: G.GridSet) -> dict:
    """Per true cost: tiles, and tiles whose allowed set (others at their true cost) excludes each cost."""
    k = train.k
    excl = np.zeros((len(G.COSTS), len(G.COSTS)), dtype=int)   # [true class, excluded class]
    count = np.zeros(len(G.COSTS), dtype=int)
    for g in range(len(train)):
        cost = train.costs[g].tolist()
        path = train.paths[g]
        for v in range(k * k):
            t = train.classes[g, v]
            count[t] += 1
            for j, c in enumerate(G.COSTS):
                if j != t and not G.is_shortest(cost[:v] + [c] + cost[v + 1:], k, path):
                    excl[t, j] += 1
    return {"tiles_per_cost": count.tolist(), "tiles_excluding (rows: true cost, cols: excluded cost)": excl.tolist(),
            "cost9_tiles_ruling_out_5": float(excl[3, 2] / count[3]),
            "cost5_tiles_ruling_out_9": float(excl[2, 3] / count[2])}


def supervised(seed: int, k: int, epochs: int) -> dict:
    program, train, test = R.build(k, 100, 100, seed)
    program.networks[R.NET] = R.train_supervised(k, 100, seed, epochs=epochs)
    return R.evaluate(program, test)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    ap.add_argument("--k", type=int, default=12)
    ap.add_argument("--epochs", type=int, default=10, help="supervised epochs (run.py's ceiling uses 10)")
    ap.add_argument("--skip-evidence", action="store_true")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    torch.set_num_threads(1)
    out = {}
    for seed in args.seeds:
        c0 = time.process_time()
        train = G.make_grids(100, args.k, seed=seed)
        test = G.make_grids(100, args.k, seed=seed + 1000)
        tt, te = terrain_of(100, args.k, seed), terrain_of(100, args.k, seed + 1000)
        assert (tt // G.TERRAINS_PER_COST == train.classes).all() and (te // G.TERRAINS_PER_COST == test.classes).all()
        rec = {"supervised": supervised(seed, args.k, args.epochs), "maps": identifiability(train, test, tt, te)}
        assert rec["maps"]["truth"]["train_labels_violated"] == 0 and rec["maps"]["truth"]["test_exact_paths"] == 1.0
        if not args.skip_evidence:
            rec["evidence"] = evidence(train)
        rec["cpu_seconds"] = time.process_time() - c0
        out[seed] = rec
        s = rec["supervised"]
        print(f"seed {seed}: supervised ceiling exact {s['exact_path_accuracy']:.0%}, optimal {s['path_accuracy']:.0%}, "
              f"tiles {s['tile_accuracy']:.2%}")
        for name, r in rec["maps"].items():
            print(f"  {name:32s} train labels violated {r['train_labels_violated']:3d}  test exact "
                  f"{r['test_exact_paths']:.0%}  optimal {r['test_optimal_cost']:.0%}")
        if "evidence" in rec:
            e = rec["evidence"]
            print(f"  evidence: cost-9 tiles ruling out 5: {e['cost9_tiles_ruling_out_5']:.1%}; cost-5 tiles ruling "
                  f"out 9: {e['cost5_tiles_ruling_out_9']:.1%}; {e}")
        print(f"  {rec['cpu_seconds']:.0f} s CPU", flush=True)
    if args.json:
        args.json.write_text(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
