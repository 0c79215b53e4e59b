"""Why EXAL's AGREE locks 12x12 pathfinding into a shortcut: what Psi and Q* look like per epoch.

    python benchmarks/exal_pathfinding_analysis.py                      # run.py's exal preset, seed 0
    python benchmarks/exal_pathfinding_analysis.py --drop none --out benchmarks/results/exal_pathfinding_analysis_full.json
    python benchmarks/exal_pathfinding_analysis.py --drop none --samples 300 --thin 1 --burn-in 100 --explore 1 \
        --epochs 2 --out benchmarks/results/exal_pathfinding_analysis_paper.json   # the paper's sampling
    python benchmarks/exal_pathfinding_analysis.py --plot benchmarks/results/exal_pathfinding_analysis*.json

Trains exactly as ``examples/pathfinding/run.py --estimator exal`` does (one ``fit_exal`` call,
Psi growing across epochs, the Gibbs sampler of grids.py as EXPLAIN), with the sampler wrapped
so that a copy of every grid's Psi is kept. At the start of each epoch, with the network as it
is then, it measures on the training grids (the true costs are read here, for the analysis
only; the sampler never sees them):

* ``psi``: distinct explanations per grid;
* ``ess``: the effective number of explanations under AGREE, 1 / sum Q*(f)^2, and
  ``top_weight``, the largest Q*(f) (mean over grids);
* ``target_acc`` / ``uniform_acc``: how often a tile's LEARN target (the Q*-weighted majority of
  the costs Psi gives it) / the unweighted majority over Psi equals its true cost;
* ``net_acc``: the network's argmax against the true costs on the training tiles;
* ``true_gap``: log P(true costs | x) minus the largest log P(f | x) over Psi (over the same
  tiles), i.e. how the true assignment, itself an explanation, would rank if it were in Psi;
* ``confusion``: true cost (rows) against the cost the top explanation (largest Q*) gives.

Writes JSON (default benchmarks/results/exal_pathfinding_analysis.json).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "examples" / "pathfinding"))
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
import torch  # noqa: E402

import run as pf  # noqa: E402
from grids import COSTS  # noqa: E402


def measure(program, train, psi: dict[int, dict], k: int) -> dict:
    kk = k * k
    with torch.no_grad():
        logp = program.network(pf.NET).log_probabilities(torch.from_numpy(train.images), True).double().numpy()
    logp = logp.reshape(len(train), kk, len(COSTS))
    truth = train.classes.reshape(len(train), kk)
    ess, top, gap, tgt_ok, uni_ok, n_tiles = [], [], [], 0, 0, 0
    confusion = np.zeros((len(COSTS), len(COSTS)), dtype=int)
    sizes = []
    for g, rows in psi.items():
        rows = list(rows)
        sizes.append(len(rows))
        arr = np.full((len(rows), kk), -1)
        for r, e in enumerate(rows):
            for v, c in e:
                arr[r, v] = c
        mask = arr >= 0
        lp = np.where(mask, logp[g][np.arange(kk)[None, :], np.where(mask, arr, 0)], 0.0).sum(1)
        w = np.exp(lp - lp.max())
        w /= w.sum()
        ess.append(1.0 / float((w ** 2).sum()))
        top.append(float(w.max()))
        best = int(w.argmax())
        # the true assignment over the tiles the top explanation keeps
        kept = mask[best]
        gap.append(float(logp[g][np.arange(kk), truth[g]][kept].sum() - lp[best]))
        np.add.at(confusion, (truth[g][kept], arr[best][kept]), 1)
        onehot = np.zeros((len(rows), kk, len(COSTS)))
        rr, vv = np.nonzero(mask)
        onehot[rr, vv, arr[rr, vv]] = 1.0
        covered = mask.any(0)
        weighted = (w[:, None, None] * onehot).sum(0)
        uniform = onehot.sum(0)
        tgt_ok += int((weighted.argmax(1) == truth[g])[covered].sum())
        uni_ok += int((uniform.argmax(1) == truth[g])[covered].sum())
        n_tiles += int(covered.sum())
    net_acc = float((logp.argmax(2) == truth).mean())
    return {"psi": float(np.mean(sizes)), "ess": float(np.mean(ess)), "ess_median": float(np.median(ess)),
            "top_weight": float(np.mean(top)), "target_acc": tgt_ok / max(1, n_tiles),
            "uniform_acc": uni_ok / max(1, n_tiles), "net_acc": net_acc,
            "true_gap_mean": float(np.mean(gap)), "true_gap_median": float(np.median(gap)),
            "confusion (rows: true cost, cols: top explanation)": confusion.tolist()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--k", type=int, default=12)
    ap.add_argument("--train", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--drop", default="cube", choices=["none", "cube"])
    ap.add_argument("--explore", type=float, default=0.2)
    ap.add_argument("--samples", type=int, default=4)
    ap.add_argument("--thin", type=int, default=40)
    ap.add_argument("--burn-in", type=int, default=720)
    ap.add_argument("--out", type=Path, default=HERE / "results" / "exal_pathfinding_analysis.json")
    ap.add_argument("--plot", type=Path, nargs="+", help="only draw docs/exal_pathfinding.png from these JSON files")
    args = ap.parse_args()
    if args.plot:
        plot(args.plot, ROOT / "docs" / "exal_pathfinding.png")
        return
    torch.set_num_threads(1)
    t0, c0 = time.perf_counter(), time.process_time()
    program, train, test = pf.build(args.k, args.train, 10, args.seed)
    inner = pf.make_sampler(program, args.k, "train_tiles", burn_in=args.burn_in, thin=args.thin, explore=args.explore,
                            drop=args.drop)
    kk = args.k * args.k
    psi: dict[int, dict] = {}
    calls = [0]
    epochs = []

    def sampler(query, rng, n):
        if calls[0] and calls[0] % args.train == 0:
            m = measure(program, train, psi, args.k)
            m["epoch_done"] = calls[0] // args.train
            epochs.append(m)
            print(json.dumps({key: v for key, v in m.items() if not key.startswith("confusion")}), flush=True)
        calls[0] += 1
        out = inner(query, rng, n)
        g, _ = pf.parse_query(query, args.k)
        for e in out:
            row = tuple(sorted((_tile(key, kk), c) for key, c in e.items()))
            psi.setdefault(g, {})[row] = None
        return out

    program.network(pf.NET).module.train()
    opts = pf.PRESETS["exal"]
    program.fit_exal([pf.query_text(g, args.k, p) for g, p in enumerate(train.paths)], samples=args.samples,
                     epochs=args.epochs, batch_size=opts["batch_size"], lr=opts["lr"], seed=args.seed,
                     sampler=sampler, progress=False)
    m = measure(program, train, psi, args.k)
    m["epoch_done"] = args.epochs
    epochs.append(m)
    print(json.dumps({key: v for key, v in m.items() if not key.startswith("confusion")}), flush=True)
    final = pf.evaluate(program, pf.make_grids(100, args.k, seed=args.seed + 1000))
    out = {"args": {k: str(v) for k, v in vars(args).items()}, "epochs": epochs, "test": final,
           "cpu_seconds": time.process_time() - c0, "wall_seconds": time.perf_counter() - t0}
    print(f"test: {pf._fmt(final)}; CPU {out['cpu_seconds']:.0f} s")
    args.out.parent.mkdir(exist_ok=True)
    args.out.write_text(json.dumps(out, indent=1))


def plot(paths: list[Path], png: Path) -> None:
    """Effective size of Psi under AGREE and the top explanation's cost shares, per epoch,
    from analysis JSON files (``--plot A.json B.json``)."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 3.6))
    truth = np.array([0.35, 0.30, 0.20, 0.15])
    width = 0.8 / (len(paths) + 1)
    ax2.bar(np.arange(4) - 0.4 + width / 2, truth, width, label="true costs")
    for n, path in enumerate(paths, 1):
        data = json.loads(path.read_text())
        name = f"drop={data['args']['drop']}, {data['args']['samples']} samples"
        ep = [e["epoch_done"] for e in data["epochs"]]
        ax1.plot(ep, [e["ess"] for e in data["epochs"]], marker="o", label=f"{name}: 1/sum Q*^2")
        ax1.plot(ep, [e["psi"] for e in data["epochs"]], ls=":", label=f"{name}: |Psi|")
        c = np.array(data["epochs"][-1]["confusion (rows: true cost, cols: top explanation)"])
        ax2.bar(np.arange(4) - 0.4 + width / 2 + n * width, c.sum(0) / c.sum(), width, label=name)
    ax1.set_yscale("log")
    ax1.set_xlabel("epoch")
    ax1.set_title("explanations per grid: in Psi vs effective under AGREE", fontsize=9)
    ax1.legend(fontsize=7)
    ax2.set_xticks(range(4), [str(c) for c in COSTS])
    ax2.set_xlabel("cost")
    ax2.set_title("share of tiles per cost: truth vs top explanation (last epoch)", fontsize=9)
    ax2.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(png, dpi=90)


def _tile(key, kk: int) -> int:
    """The tile number of a sampler key ("nn", net, [tensor(train_tiles(I))])."""
    from nesylang.logic.terms import list_items

    ref = list_items(key[2])[0][0]
    return ref.args[0].args[0] % kk


if __name__ == "__main__":
    main()
