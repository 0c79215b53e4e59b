"""Session 20: each training run of the T^opt trees' root tests, one tree per run.

A candidate's restart j at a node shuffles with seed + node x 1009 + index + j x 100003
(tree.RESTART_STRIDE), so the plain tree grown with learner seed S + j x 100003 is the tree
whose root test is run j of seed S's (restarts=1; for one-test trees, T^opt of suit_order, rank_order and
alternating_faces, the whole tree; for hidden_order_simple, the nodes below differ too). For each
concept, seed and run, it records the root's IG~ on the training windows, H(delta) there, and the
tree's F1 on the 1000 test windows, so that rules choosing among runs can be judged against the
test figures they would pick.

    OMP_NUM_THREADS=1 python benchmarks/neuid3s20_runs.py --concepts rank_order,alternating_faces \\
        --seeds 0,1,2 --runs 4 --out benchmarks/results/neuid3s20_runs_a.json
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import neuid3s19_rank_diag as D  # noqa: E402

STRIDE = 100_003


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--concepts", default="rank_order,alternating_faces")
    ap.add_argument("--seeds", default="0,1,2")
    ap.add_argument("--runs", type=int, default=4)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    rows = []
    for concept in args.concepts.split(","):
        for seed in (int(s) for s in args.seeds.split(",")):
            for j in range(args.runs):
                data, program, result, cpu = D.grow(seed, concept, D.E.OPT[concept],
                                                    {"seed": seed + j * STRIDE, "restarts": 1}, 3e-3)
                tree = result.details["tree"]
                row = {"concept": concept, "seed": seed, "run": j, "root": tree.root.test.text if tree.root.test else None,
                       "gain": tree.root.gain, "delta": tree.root.delta, "scores": tree.root.scores,
                       "f1_pos": result.metric("test", "held_out F1 pos"),
                       "f1_neg": result.metric("test", "held_out F1 neg"), "cpu_seconds": cpu,
                       "render": tree.render()}
                rows.append(row)
                print(f"{concept} seed {seed} run {j}: root {row['root']} IG {row['gain']:.4f}, "
                      f"F1 {row['f1_pos']:.3f} / {row['f1_neg']:.3f}, CPU {cpu:.1f} s", flush=True)
                Path(args.out).write_text(json.dumps(rows, indent=1, default=str))


if __name__ == "__main__":
    main()
