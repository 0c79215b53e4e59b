"""Session 20: post-processing variants on saved breast cancer runs (from ``ndnf19_stages.py``).

Each saved (fold, seed) run holds the trained network and the hard inputs; this re-runs the
learner's post-processing (prune, threshold, disentangle) with variants of the pruning and
scores test F1 of the disentangled rules and of the thresholded baseline, per run and over the
runs, plus the run ``restarts=3`` keeps per seed setting (the learner's rule).

    python benchmarks/ndnf20_variants.py RUNS_DIR [--variants cur,tanh,sign,auto,fixed-both]

``cur``/``both``, ``tanh``, ``sign``: the reading the pruning before the split checks (``prune=``);
``auto``: ``both`` and ``tanh``, keeping the one with fewer train errors + rules (the restarts' rule);
``fixed-both``/``fixed-tanh``: each removal judged against the trained network's train metrics.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from nesylang.learners.ndnf import discretise as dz
from nesylang.learners.ndnf.rules import rule_lengths


def f1(pred, y) -> float:
    return dz.metrics(pred, y)["f1"]


def _key(dis, xt, yt):
    lengths = rule_lengths(dis.conj, dis.disj)
    p = dis.predict(xt)
    return (int(np.sum(p != yt)) + len(lengths), -dz.metrics(p, yt)["mcc"], int(sum(lengths)))


def post(conj, disj, xt, yt, variant: str):
    """(pruned, thresholded, disentangled) under ``variant``."""
    if variant.startswith("auto"):  # both readings, keep the fewer train errors + rules (restarts' rule)
        outs = [post(conj, disj, xt, yt, m) for m in ("both", "tanh")]
        return min(outs, key=lambda o: _key(o[2], xt, yt))
    if variant.startswith("fixed"):  # fixed-both, fixed-tanh: judged against the trained network
        pc, pd = dz.prune(conj, disj, xt, yt, variant.split("-")[1], against="trained")
    else:
        mode = {"cur": "both"}.get(variant, variant)  # cur = the session-19 pipeline (prune=both)
        pc, pd = dz.prune(conj, disj, xt, yt, mode)
    thr = dz.threshold(pc, pd, xt, yt)
    dis = dz.disentangle(pc, pd, xt, yt, fallback_tau=thr.tau)
    return (pc, pd), thr, dis


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("runs")
    ap.add_argument("--variants", default="cur")
    args = ap.parse_args()
    variants = args.variants.split(",")
    res: dict[str, dict] = {v: {} for v in variants}
    for path in sorted(Path(args.runs).glob("fold*_seed*.npz")):
        fold, seed = (int(s) for s in path.stem[4:].split("_seed"))
        z = np.load(path)
        tr, te, y, x = z["train_idx"], z["test_idx"], z["y"], z["x"]
        net = dz.predict(z["conj"], z["disj"], z["soft"], "tanh")
        line = [f"fold {fold} seed {seed:3d} net {f1(net[te], y[te]):.3f}"]
        for v in variants:
            c0 = time.process_time()
            (pc, pd), thr, dis = post(z["conj"], z["disj"], x[tr], y[tr], v)
            lengths = rule_lengths(dis.conj, dis.disj)
            ptr = dis.predict(x[tr])
            r = {"net": f1(net[te], y[te]), "dis": f1(dis.predict(x[te]), y[te]),
                 "thr": f1(thr.predict(x[te]), y[te]), "pruned": f1(dz.predict(pc, pd, x[te], "tanh"), y[te]),
                 "rules": len(lengths), "fallbacks": len(dis.fallbacks),
                 "fanin": int(max((np.count_nonzero(row) for row in pc), default=0)),
                 "key": (int(np.sum(ptr != y[tr])) + len(lengths), -dz.metrics(ptr, y[tr])["mcc"], int(sum(lengths))),
                 "cpu": time.process_time() - c0}
            res[v][fold, seed] = r
            line.append(f"{v}: dis {r['dis']:.3f} thr {r['thr']:.3f} pr {r['pruned']:.3f} {r['rules']}r "
                        f"fb{r['fallbacks']} in{r['fanin']}")
        print(" | ".join(line), flush=True)

    def ms(vals) -> str:
        vals = list(vals)
        return f"{statistics.mean(vals):.4f} ± {statistics.stdev(vals) / len(vals) ** 0.5:.4f}"

    for v in variants:
        runs = res[v]
        print(f"\n== {v}")
        groups = {"all single runs": list(runs.values())}
        for setting in ("fold", "100", "200"):
            chosen = []
            for fold in range(5):
                s0 = fold if setting == "fold" else int(setting)
                pool = [(runs[fold, s0 + i]["key"], i, runs[fold, s0 + i]) for i in range(3) if (fold, s0 + i) in runs]
                if len(pool) == 3:
                    chosen.append(min(pool, key=lambda p: (p[0], p[1]))[2])
            if chosen:
                groups[f"seed {setting}, restarts=3"] = chosen
        for name, rs in groups.items():
            print(f"{name} ({len(rs)}): network {ms(r['net'] for r in rs)}; dis {ms(r['dis'] for r in rs)} "
                  f"(drop {ms(r['net'] - r['dis'] for r in rs)}); thr {ms(r['thr'] for r in rs)} "
                  f"(drop {ms(r['net'] - r['thr'] for r in rs)}); pruned {statistics.mean(r['pruned'] for r in rs):.4f}; "
                  f"rules {statistics.mean(r['rules'] for r in rs):.1f} (max {max(r['rules'] for r in rs)}); "
                  f"fallbacks {sum(r['fallbacks'] for r in rs)}; max fan-in {max(r['fanin'] for r in rs)}")


if __name__ == "__main__":
    main()
