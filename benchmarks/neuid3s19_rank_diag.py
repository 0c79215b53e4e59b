"""Session 19: why the rank_order T^opt tree (one gt_rank test) loses to 0.95 on some seeds.

For each seed, grows ``neuid3_eleusis.py``'s rank_order tree under T^opt ({gt_rank}) with its
programs, data and options (any NeuID3 option can be overridden: ``--set max_steps=1000``), then
reads the root's installed rank network copy (``rank_net_n1``) on the test cards' rank images:
its distribution over the 8 rank values per image, its expected value per true rank (gt_rank only
sees the order, so the learned values are any increasing code of the true ranks), how far the
per-true-rank readings overlap, and the tree's test errors by the window's true rank difference
d = R1 - R0.

    OMP_NUM_THREADS=1 python benchmarks/neuid3s19_rank_diag.py --seeds 0,1,2 --out /tmp/x.json
    OMP_NUM_THREADS=1 python benchmarks/neuid3s19_rank_diag.py --seeds 2 --set max_steps=1000 --out /tmp/y.json
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import neuid3_eleusis as E  # noqa: E402


def parse_value(v: str):
    if v in ("true", "false"):
        return v == "true"
    for cast in (int, float):
        try:
            return cast(v)
        except ValueError:
            pass
    return v


def grow(seed: int, concept: str, tests, overrides: dict, lr: float):
    import torch

    data = E.generate(E.CONCEPTS[concept], seed)
    program = E.new_program(data, E.program_text(tests), seed)
    torch.manual_seed(seed)
    options = dict(max_depth=3, epochs=20, lr=lr, batch_size=32, seed=seed, epsilon=0.01,
                   steps="auto_refit", plateau_holdout=0.2)
    options.update(overrides)
    c0 = time.process_time()
    result = program.learn("neuid3", target="hidden/4", data=E.examples(data.splits["train"]),
                           test=["held_out"], **options)
    return data, program, result, time.process_time() - c0


def read_ranks(program, data, net="rank_net_n1") -> dict:
    import torch

    test = data.splits["test"]
    imgs = torch.tensor(data.images)
    out = {}
    with torch.no_grad():
        module = program.network(net).module
        module.eval()
        for j, col in ((0, 1), (1, 3)):
            z = module(imgs[torch.tensor(test.index[:, col])])
            p = torch.softmax(z, 1) if (z < 0).any() or not torch.allclose(z.sum(1), torch.ones(len(z))) else z
            out[j] = p.numpy()
    return out


def diagnose(data, program, result) -> dict:
    test = data.splits["test"]
    tree = result.details["tree"]
    if "rank_net_n1" not in program.networks:  # another concept's tree: its figures only
        return {"f1_pos": result.metric("test", "held_out F1 pos"), "f1_neg": result.metric("test", "held_out F1 neg"),
                "gain": tree.root.gain, "restart_gains": tree.root.restart_gains, "render": tree.render(),
                "epochs": tree.root.epochs, "errors by d": {}, "per true rank": {}, "history": result.history}
    ranks = read_ranks(program, data)
    values = np.arange(1, 9)
    true = {0: test.cards[:, 1], 1: test.cards[:, 3]}
    ev = {j: ranks[j] @ values for j in (0, 1)}
    all_true = np.concatenate([true[0], true[1]])
    all_ev = np.concatenate([ev[0], ev[1]])
    all_arg = np.concatenate([ranks[0].argmax(1), ranks[1].argmax(1)]) + 1
    per_rank = {int(r): {"expected value mean": float(all_ev[all_true == r].mean()),
                         "expected value sd": float(all_ev[all_true == r].std()),
                         "argmax histogram": np.bincount(all_arg[all_true == r], minlength=9)[1:].tolist()}
                for r in values}
    # how often a window's P(R0 < R1) reads the wrong side, by d = R1 - R0
    p_lt = np.einsum("ni,nj,ij->n", ranks[0], ranks[1], (values[:, None] < values[None, :]).astype(float))
    y = test.labels > 0.5
    d = true[1] - true[0]
    wrong = (p_lt >= 0.5) != y
    by_d = {int(k): [int(wrong[d == k].sum()), int((d == k).sum())] for k in range(-7, 8) if (d == k).any()}
    tree = result.details["tree"]
    return {"f1_pos": result.metric("test", "held_out F1 pos"), "f1_neg": result.metric("test", "held_out F1 neg"),
            "accuracy": result.metric("test", "held_out accuracy"),
            "gain": tree.root.gain, "restart_gains": tree.root.restart_gains, "render": tree.render(), "epochs": tree.root.epochs,
            "gt_rank read accuracy": float((~wrong).mean()), "errors by d": by_d, "per true rank": per_rank,
            "history": result.history}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="0,1,2")
    ap.add_argument("--concept", default="rank_order")
    ap.add_argument("--lr", type=float, default=3e-3, help="as neuid3_eleusis.py")
    ap.add_argument("--set", action="append", default=[], help="a NeuID3 option, name=value")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    overrides = {k: parse_value(v) for k, v in (s.split("=", 1) for s in args.set)}
    rows = []
    for seed in (int(s) for s in args.seeds.split(",")):
        data, program, result, cpu = grow(seed, args.concept, E.OPT[args.concept], overrides, args.lr)
        row = {"seed": seed, "overrides": overrides, "cpu_seconds": cpu, **diagnose(data, program, result)}
        rows.append(row)
        print(f"seed {seed} {overrides}: F1 {row['f1_pos']:.3f} / {row['f1_neg']:.3f}, IG {row['gain']:.4f}, "
              f"epochs {row['epochs']}, CPU {cpu:.1f} s; restarts' IG {row['restart_gains']}", flush=True)
        print("  errors by d (wrong, windows):", row["errors by d"])
        for r, v in row["per true rank"].items():
            print(f"  true rank {r}: E[value] {v['expected value mean']:.2f} ± {v['expected value sd']:.2f}, "
                  f"argmax {v['argmax histogram']}")
    Path(args.out).write_text(json.dumps(rows, indent=1, default=str))


if __name__ == "__main__":
    main()
