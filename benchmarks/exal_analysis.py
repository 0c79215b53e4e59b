"""Why EXAL falls short at N = 15 (issue 17): does EXPLAIN's Psi contain the true explanation,
and does LEARN's gradient point where the exact gradient does?

Multi-digit addition (examples/addition/multi_addition.nesy, scikit-learn's 8x8 digits) is an
experiment where the true explanation of every training sum is known: the labels of its 2N
digit images. This script measures, for network checkpoints of increasing digit accuracy
(the same MLP trained with labelled digits for 0, 3, 10, 30 and 300 full-batch Adam steps,
standing in for the epochs of an EXAL run, which raise the digit accuracy the same way):

1. coverage: the share of training sums whose Psi (fresh, after t EXPLAIN calls) contains the
   true explanation, against t, theta, the branching strategy and ``guide`` (0: the paper's
   uniform EXPLAIN; g > 0: decisions drawn from g * network + (1 - g) * uniform);
2. label quality: the share of digits that the most probable explanation in Psi (the one
   AGREE weighs most) gets right: LEARN's effective targets;
3. gradient agreement at N = 2, 3, 4: the cosine between EXAL's minibatch gradient
   (-log sum_Psi P(f|x), fresh Psi) and exact training's (-log P(sum|x)), over the MLP's
   parameters, on 64 sums.

    python benchmarks/exal_analysis.py            # ~6 min on one core
    python benchmarks/exal_analysis.py --quick    # ~1 min

Writes benchmarks/results/exal_analysis.json and docs/exal_analysis.png.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from bench_exal_addition import DATA, _program  # noqa: E402

STEPS = (0, 3, 10, 30, 300)  # supervised full-batch Adam steps per checkpoint


def checkpoints(program, steps=STEPS):
    """State dicts of mnist_net after each number of supervised steps, with test accuracy."""
    import copy

    import numpy as np
    import torch

    d = np.load(DATA / "digits.npz")
    x, y = torch.from_numpy(d["train"]), torch.from_numpy(d["train_labels"]).long()
    xt, yt = torch.from_numpy(d["test"]), d["test_labels"]
    net = program.network("mnist_net").module
    torch.manual_seed(0)
    for p in net.parameters():  # a fresh initialisation
        if p.dim() > 1:
            torch.nn.init.kaiming_uniform_(p, a=math.sqrt(5))
    opt = torch.optim.Adam(net.parameters(), lr=1e-3)
    out, done = [], 0
    for target in steps:
        while done < target:
            opt.zero_grad()
            torch.nn.functional.cross_entropy(net(x), y).backward()
            opt.step()
            done += 1
        with torch.no_grad():
            acc = float((net(xt).argmax(1).numpy() == yt).mean())
        out.append((target, acc, copy.deepcopy(net.state_dict())))
    return out


def true_rows(program, trainer, examples, labels):
    """Per example: its state (formula, keys) and the true outcome per column."""
    out = []
    for i, e in enumerate(examples):
        state = trainer.prepare(i, e.query)
        truth = []
        for key in state.keys:
            assert key[0] == "nn"
            truth.append(int(labels[int(re.search(r"train\((\d+)\)", str(key[2])).group(1))]))
        out.append((state, tuple(truth)))
    return out


def coverage(n: int, n_sums: int, max_t: int, configs, seed=0) -> list[dict]:
    import numpy as np
    import torch

    from nesylang.learners.exal import ExalTrainer
    from nesylang.learners.exal.explain import explain

    program = _program(n)
    program.materialise_declarations()
    examples = program.dataset("train_sums")[:n_sums]
    labels = np.load(DATA / "digits.npz")["train_labels"]
    evaluator = program.batch_evaluator("cpu")
    ts = [t for t in (1, 3, 10, 30, 100, 300, 600) if t <= max_t]
    results = []
    for steps, acc, sd in checkpoints(program):
        program.network("mnist_net").module.load_state_dict(sd)
        program.network("mnist_net").module.eval()
        for name, branch, theta, guide, look in configs:
            trainer = ExalTrainer(program, samples=1, theta=theta, branch=branch, guide=guide, seed=seed,
                                  lookahead=look)
            rows = true_rows(program, trainer, examples, labels)
            with torch.no_grad():
                table, offset, _ = trainer.weight_table(dict.fromkeys(k for s, _ in rows for k in s.keys), evaluator)
            logt = table.double().numpy()
            probs = np.exp(logt).tolist()
            hit = {t: 0 for t in ts}
            right = {t: 0.0 for t in ts}
            sizes = {t: 0 for t in ts}
            started = time.process_time()
            for state, truth in rows:
                prop = trainer.proposal(state, probs, offset) if guide else None
                offs = np.array([offset[k] for k in state.keys])
                best, best_lp, found = None, -math.inf, False
                seen = set()
                counts = {} if theta else None
                for t in range(1, max_t + 1):
                    e = explain(state.formula, trainer.rng, theta=theta, counts=counts, branch=branch, proposal=prop,
                                lookahead=look)
                    row = tuple(e[g] for g in range(len(state.keys)))
                    if row not in seen:
                        seen.add(row)
                        lp = float(logt[offs + np.array(row)].sum())
                        if lp > best_lp:
                            best, best_lp = row, lp
                        found = found or row == truth
                    if t in hit:
                        hit[t] += found
                        right[t] += sum(a == b for a, b in zip(best, truth)) / len(truth)
                        sizes[t] += len(seen)
            cpu = time.process_time() - started
            m = len(rows)
            res = {"n": n, "config": name, "branch": branch, "theta": theta, "guide": guide,
                   "supervised_steps": steps, "digit_accuracy": acc, "sums": m, "explain_cpu_s": cpu,
                   "coverage": {t: hit[t] / m for t in ts}, "best_digits_right": {t: right[t] / m for t in ts},
                   "psi_size": {t: sizes[t] / m for t in ts}}
            print(f"N={n} acc={acc:.2f} {name:>14}: coverage " +
                  " ".join(f"{t}:{res['coverage'][t]:.2f}" for t in ts) + "  best-digits " +
                  " ".join(f"{t}:{res['best_digits_right'][t]:.2f}" for t in ts) + f"  ({cpu:.1f} s)", flush=True)
            results.append(res)
    return results


def gradients(ns, n_sums: int, configs, sample_counts, seed=0) -> list[dict]:
    import torch

    from nesylang.learners.exal import ExalTrainer
    from nesylang.neural.training import ExactStep

    out = []
    for n in ns:
        program = _program(n)
        program.materialise_declarations()
        examples = program.dataset("train_sums")[:n_sums]
        evaluator = program.batch_evaluator("cpu")
        net = program.network("mnist_net").module
        params = list(net.parameters())

        def grad(loss):
            g = torch.autograd.grad(loss, params)
            return torch.cat([x.reshape(-1) for x in g])

        exact_step = ExactStep(examples, evaluator)
        ids = list(range(len(examples)))
        for steps, acc, sd in checkpoints(program, (0, 10, 300)):
            net.load_state_dict(sd)
            net.eval()
            g_exact = grad(exact_step(ids))
            for name, branch, theta, guide, look, *more in configs:
                agree = more[0] if more else "paper"
                for samples in sample_counts:
                    cos = []
                    for rep in range(3):
                        trainer = ExalTrainer(program, samples=samples, theta=theta, branch=branch, guide=guide,
                                              seed=seed + rep, lookahead=look, agree=agree)
                        g = grad(trainer.step(ids, examples, evaluator))
                        cos.append(float(torch.nn.functional.cosine_similarity(g, g_exact, dim=0)))
                    res = {"n": n, "config": name, "samples": samples, "supervised_steps": steps,
                           "digit_accuracy": acc, "cosine": sum(cos) / len(cos), "cosines": cos}
                    print(f"N={n} acc={acc:.2f} {name:>14} samples={samples:>3}: cosine {res['cosine']:.3f}",
                          flush=True)
                    out.append(res)
    return out


def plot(res: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(15, 4.2))
    cov = [dict(r, coverage={int(t): v for t, v in r["coverage"].items()},
                best_digits_right={int(t): v for t, v in r["best_digits_right"].items()})
           for r in res["coverage"] if r["n"] == 15]  # JSON keys are strings
    t_max = max(int(t) for t in cov[0]["coverage"])
    for name in dict.fromkeys(r["config"] for r in cov):
        rows = [r for r in cov if r["config"] == name]
        xs = [r["digit_accuracy"] for r in rows]
        axes[0].plot(xs, [r["coverage"][t_max] for r in rows], marker="o", label=name)
        axes[1].plot(xs, [r["best_digits_right"][t_max] for r in rows], marker="o", label=name)
    axes[1].plot([0, 1], [0, 1], color="grey", lw=0.8, ls=":", label="network argmax (= digit acc.)")
    axes[0].set(title=f"N = 15: Psi contains the true explanation\n(fresh Psi, {t_max} EXPLAIN calls)",
                xlabel="network digit accuracy", ylabel="share of training sums")
    axes[1].set(title=f"N = 15: digits right in the most probable\nexplanation of Psi ({t_max} calls)",
                xlabel="network digit accuracy", ylabel="share of digits")
    axes[0].legend(fontsize=8)
    axes[1].legend(fontsize=8)
    grads = res["gradients"]
    labels, values = [], []
    for r in grads:
        labels.append(f"N{r['n']} {r['config']} s{r['samples']} a{r['digit_accuracy']:.2f}")
        values.append(r["cosine"])
    configs = list(dict.fromkeys((r["config"], r["samples"]) for r in grads))
    keys = list(dict.fromkeys((r["n"], r["supervised_steps"]) for r in grads))
    width = 0.8 / len(configs)
    for c, (name, s) in enumerate(configs):
        ys = [next((r["cosine"] for r in grads if (r["n"], r["supervised_steps"]) == k and
                    (r["config"], r["samples"]) == (name, s)), float("nan")) for k in keys]
        axes[2].bar([i + c * width for i in range(len(keys))], ys, width, label=f"{name}, {s} samples")
    acc = {(r["n"], r["supervised_steps"]): r["digit_accuracy"] for r in grads}
    axes[2].set_xticks([i + 0.4 - width / 2 for i in range(len(keys))],
                       [f"N={n}\nacc {acc[(n, s)]:.2f}" for n, s in keys], fontsize=7)
    axes[2].axhline(0, color="grey", lw=0.8)
    axes[2].set(title="cosine(EXAL gradient, exact gradient), 64 sums", ylim=(-0.5, 1.02))
    axes[2].legend(fontsize=7)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--out", default=str(HERE / "results" / "exal_analysis.json"))
    ap.add_argument("--png", default=str(ROOT / "docs" / "exal_analysis.png"))
    ap.add_argument("--replot", action="store_true", help="only redraw the plot from --out")
    ap.add_argument("--agree-study", action="store_true",
                    help="only the gradient cosines at N = 2 and 4, AGREE's weights against importance weights "
                         "(session 10); writes --out (default results/exal_agree_study.json)")
    args = ap.parse_args()
    if args.agree_study:
        import torch

        torch.set_num_threads(1)
        out = Path(args.out if args.out != str(HERE / "results" / "exal_analysis.json")
                   else HERE / "results" / "exal_agree_study.json")
        configs = [("uniform", "ordered", 0.0, 0.0, False, "paper"),
                   ("uniform, importance", "ordered", 0.0, 0.0, False, "importance"),
                   ("guide 0.9", "ordered", 0.0, 0.9, False, "paper"),
                   ("guide 0.9, importance", "ordered", 0.0, 0.9, False, "importance")]
        started = time.perf_counter()
        res = {"gradients": gradients((2, 4), 64, configs, (10,))}
        res["wall_s"] = time.perf_counter() - started
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(res, indent=1) + "\n")
        print(f"wrote {out} ({res['wall_s']:.0f} s)")
        return
    if args.replot:
        plot(json.loads(Path(args.out).read_text()), Path(args.png))
        return
    import torch

    torch.set_num_threads(1)
    random.seed(0)
    configs = [("uniform", "ordered", 0.0, 0.0, False), ("uniform θ=1", "ordered", 1.0, 0.0, False),
               ("uniform any", "any", 0.0, 0.0, False), ("guide 0.9", "ordered", 0.0, 0.9, False),
               ("guide 0.5+look", "ordered", 0.0, 0.5, True), ("guide 0.9+look", "ordered", 0.0, 0.9, True)]
    started = time.perf_counter()
    res = {"coverage": coverage(15, 10 if args.quick else 40, 30 if args.quick else 100, configs)}
    res["coverage"] += coverage(4, 10 if args.quick else 40, 30 if args.quick else 100, [configs[0], configs[3], configs[-1]])
    res["gradients"] = gradients((2, 4) if args.quick else (2, 3, 4), 64,
                                 [configs[0], configs[3], configs[-1]],
                                 (10,) if args.quick else (10, 50))
    res["wall_s"] = time.perf_counter() - started
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(res, indent=1) + "\n")
    plot(res, Path(args.png))
    print(f"wrote {args.out} and {args.png} ({res['wall_s']:.0f} s)")


if __name__ == "__main__":
    main()
