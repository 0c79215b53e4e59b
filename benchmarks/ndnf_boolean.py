"""Boolean networks with the neural DNF learner's core (issue 10): a multilabel NDNF (one output
per gene) learns the synchronous update of a network from all 2^n states.

Ground truth: ../shared/data/boolean_networks.md (the block of the named network; gene v is 1 at
t+1 iff some rule for v(1, T) has its body true at t). Data: all 2^n states, labels their
successors; K-fold CV (KFold(shuffle=True, random_state=0)); micro-F1 over (state, gene) on the
test folds. By default drives nesylang.learners.ndnf directly: train -> prune -> threshold /
disentangle (disj=auto and the paper's sweep); with --learner each fold runs the example program
``examples/ndnf/boolean/NETWORK.nesy`` (``#modeh(next(+state, #gene))``, ``#modeb(on(+state,
#gene))``, states as facts written by its ``make_data.py``) by its ``#learn`` directive, and the
query ``next(S, G)`` over all states is timed with the learned clauses. "≡" counts the genes
whose disentangled rules equal the ground truth on all 2^n states. DT: scikit-learn's
multi-output DecisionTreeClassifier on the same folds.

    python benchmarks/ndnf_boolean.py [--network fission] [--folds 10] [--epochs 300] [--conjunctions 64]
                                      [--batch-size 32] [--learner [--fold-seeds]] [--max-folds K] [--skip-folds J]

(--epochs, --conjunctions and --batch-size drive the direct run; --learner runs the example
program with its own options.)
"""
from __future__ import annotations

import argparse
import resource
import statistics
import time
from pathlib import Path

import torch

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "ndnf" / "boolean"


def _example_module():
    """examples/ndnf/boolean/make_data.py: the ground truth, the states and the fold files."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("ndnf_make_data", EXAMPLES / "make_data.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_data = _example_module()
ground_truth, dataset = make_data.ground_truth, make_data.dataset


def learner_fold(genes, states, y, tr, te, args, fold):
    """One fold through ``#learn``: the example program ``examples/ndnf/boolean/NETWORK.nesy``,
    unchanged but for ``seed=k`` with ``--fold-seeds`` (its options: 64 conjunctions, seed 0;
    ARA batch 256), beside this fold's facts
    and JSONL written by its ``make_data.py``; returns the learner's result, the number of
    answers of the query ``next(S, G)`` over all states with the learned clauses, and its time."""
    import shutil
    import tempfile

    import nesylang
    from nesylang.learners.api import run_directive

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"{args.network}.nesy"
        shutil.copy(EXAMPLES / path.name, path)
        if args.fold_seeds:  # seed = fold, as the direct driver does (the example's seed is 0)
            path.write_text(path.read_text().replace("using ndnf(", f"using ndnf(seed={fold}, "))
        make_data.write_fold(Path(tmp), args.network, genes, states, y, tr, te)
        program = nesylang.Program.from_file(path)
        (directive,) = program.loaded.learn
        r = run_directive(program, directive)
        if args.rules_dir:
            Path(args.rules_dir).mkdir(parents=True, exist_ok=True)
            (Path(args.rules_dir) / f"{args.network}_fold{fold}.nesy").write_text(r.text + "\n")
        # the query-speed figure, on the program with the learned clauses in place
        t0, c0 = time.perf_counter(), time.process_time()
        answers = [a for a in program.query("next(S, G)") if a.probability == 1.0]
        query_sec, query_cpu = time.perf_counter() - t0, time.process_time() - c0
    print(f"  query next(S, G): {query_sec:.2f} s wall, {query_cpu:.2f} s CPU, {len(answers)} answers", flush=True)
    return r, len(answers), query_sec, query_cpu


def mean_ste(v):
    v = [float(a) for a in v]
    ste = statistics.stdev(v) / len(v) ** 0.5 if len(v) > 1 else 0.0
    return f"{statistics.mean(v):.3f} ± {ste:.3f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--network", default="fission")
    ap.add_argument("--folds", type=int, default=10)
    ap.add_argument("--epochs", type=int, default=300)
    ap.add_argument("--conjunctions", type=int, default=64)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--max-folds", type=int, default=None, help="stop after this many folds")
    ap.add_argument("--skip-folds", type=int, default=0, help="start at this fold (to finish a run in parts)")
    ap.add_argument("--rules-dir", default=None, help="with --learner: write each fold's clauses here")
    ap.add_argument("--fold-seeds", action="store_true",
                    help="with --learner: train fold k with seed=k (default: the example program's seed, 0)")
    ap.add_argument("--learner", action="store_true",
                    help="run each fold through #learn on a generated program (multilabel head)")
    args = ap.parse_args()
    torch.set_num_threads(1)
    from sklearn.model_selection import KFold
    from sklearn.tree import DecisionTreeClassifier

    from nesylang.learners.ndnf import discretise as dz
    from nesylang.learners.ndnf.model import TrainConfig, network_weights, train_ndnf
    from nesylang.learners.ndnf.rules import rule_lengths

    genes, rules = ground_truth(args.network)
    states, y = dataset(genes, rules)
    x = 2.0 * states - 1
    nonconst = [k for k in range(len(genes)) if 0 < y[:, k].mean() < 1]
    print(f"{args.network}: {len(genes)} genes, {len(states)} states, positive rates "
          f"{[round(float(r), 2) for r in y.mean(axis=0)]}, ground-truth rules {sum(map(len, rules.values()))}")
    out = {k: [] for k in ("net", "thr", "sweep", "dis", "eq", "eq_sweep", "rules", "dt", "dt_leaves", "sec", "cpu",
                           "faith", "query", "query2")}
    folds = KFold(n_splits=args.folds, shuffle=True, random_state=0).split(x)
    for fold, (tr, te) in enumerate(folds):
        if args.max_folds is not None and fold >= args.max_folds:
            break
        if fold < args.skip_folds:
            continue
        t0, c0 = time.perf_counter(), time.process_time()
        f1 = lambda p: dz.metrics(p, y[te])["f1"]
        if args.learner:
            r, n_answers, qsec, qcpu = learner_fold(genes, states, y, tr, te, args, fold)
            out["sec"].append(time.perf_counter() - t0 - qsec)
            out["cpu"].append(time.process_time() - c0 - qcpu)
            d = r.details
            assert (d["y"] == y).all() and (d["x"] == x).all()
            thr, dis, (pc, pd) = d["thresholded"], d["discretised"], d["pruned"]
            sweep = dz.disentangle(pc, pd, x[tr], y[tr], disj_mode="sweep", fallback_tau=thr.tau)
            out["net"].append(r.metric("network", "test f1"))
            out["thr"].append(r.metric("threshold", "test f1"))
            out["dis"].append(r.metric("disentangle", "test f1"))
            out["faith"].append((d["faithfulness"]["nesylang"], d["faithfulness"]["clingo"]))
            out["query"].append(qsec)
            out["query2"].append(d["query_seconds"])
            assert n_answers == int(dis.predict(x).sum())
        else:
            model, _ = train_ndnf(x[tr], y[tr], len(genes), TrainConfig(conjunctions=args.conjunctions,
                                                                         epochs=args.epochs, seed=fold,
                                                                         batch_size=args.batch_size))
            c, d = network_weights(model)
            pc, pd = dz.prune(c, d, x[tr], y[tr], "tanh")
            thr = dz.threshold(pc, pd, x[tr], y[tr])
            dis = dz.disentangle(pc, pd, x[tr], y[tr], disj_mode="auto", fallback_tau=thr.tau)
            sweep = dz.disentangle(pc, pd, x[tr], y[tr], disj_mode="sweep", fallback_tau=thr.tau)
            out["sec"].append(time.perf_counter() - t0)
            out["cpu"].append(time.process_time() - c0)
            out["net"].append(f1(dz.predict(c, d, x[te], "tanh")))
            out["thr"].append(f1(thr.predict(x[te])))
            out["dis"].append(f1(dis.predict(x[te])))
        out["sweep"].append(f1(sweep.predict(x[te])))
        pred_all = dis.predict(x)
        out["eq"].append(sum(bool((pred_all[:, k] == y[:, k]).all()) for k in nonconst))
        out["eq_sweep"].append(sum(bool((sweep.predict(x)[:, k] == y[:, k]).all()) for k in nonconst))
        out["rules"].append(len(rule_lengths(dis.conj, dis.disj)))
        dt = DecisionTreeClassifier(random_state=fold).fit(states[tr], y[tr])
        out["dt"].append(f1(dt.predict(states[te])))
        out["dt_leaves"].append(dt.get_n_leaves())
        print(f"fold {fold}: network {out['net'][-1]:.3f}  thresholded {out['thr'][-1]:.3f}  "
              f"disentangled-sweep {out['sweep'][-1]:.3f} (≡ genes {out['eq_sweep'][-1]}/{len(nonconst)})  "
              f"disentangled {out['dis'][-1]:.3f} (disj={dis.stats.get('disj')}, {out['rules'][-1]} rules, "
              f"≡ genes {out['eq'][-1]}/{len(nonconst)}, fallbacks {len(dis.fallbacks)}, split per node "
              f"median {1000 * dis.stats.get('split_seconds_median', 0.0):.2f} ms / "
              f"max {1000 * dis.stats.get('split_seconds_max', 0.0):.1f} ms wall)  "
              f"DT {out['dt'][-1]:.3f} ({out['dt_leaves'][-1]} leaves)  {out['sec'][-1]:.1f} s wall, "
              f"{out['cpu'][-1]:.1f} s CPU"
              + (f"  faithfulness nesylang/clingo {out['faith'][-1]}  next(S, G) over all states "
                 f"{out['query'][-1]:.2f} s (in the learner's check {out['query2'][-1]:.2f} s)"
                 if args.learner else ""), flush=True)
    net = out["net"]
    print()
    print("| | micro-F1 (mean ± ste) | drop vs network | rules / leaves |")
    print("|---|---|---|---|")
    print(f"| NDNF network | {mean_ste(net)} | | |")
    print(f"| thresholded | {mean_ste(out['thr'])} | {mean_ste(a - b for a, b in zip(net, out['thr']))} | |")
    print(f"| disentangled, output thresholded (sweep) | {mean_ste(out['sweep'])} | "
          f"{mean_ste(a - b for a, b in zip(net, out['sweep']))} | |")
    print(f"| disentangled (disj=auto) | {mean_ste(out['dis'])} | {mean_ste(a - b for a, b in zip(net, out['dis']))} | "
          f"{mean_ste(out['rules'])} |")
    print(f"| DecisionTree | {mean_ste(out['dt'])} | | {mean_ste(out['dt_leaves'])} |")
    n = len(net)
    print(f"\n≡ ground truth: {mean_ste([e / len(nonconst) for e in out['eq']])} of {len(nonconst)} non-constant genes "
          f"(sweep {mean_ste([e / len(nonconst) for e in out['eq_sweep']])}); {n} folds; "
          f"{mean_ste(out['sec'])} s wall, {mean_ste(out['cpu'])} s CPU per fold; peak RSS "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")
    if args.learner:
        print(f"faithfulness (nesylang, clingo) per fold: {out['faith']}; query next(S, G) over all "
              f"{len(states)} states with the learned clauses: {mean_ste(out['query'])} s")


if __name__ == "__main__":
    main()
