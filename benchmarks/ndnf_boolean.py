"""Boolean networks with the neural DNF learner's core (issue 10): a multilabel NDNF (one output
per gene) learns the synchronous update of a network from all 2^n states.

Ground truth: ../shared/data/boolean_networks.md (the block of the named network; gene v is 1 at
t+1 iff some rule for v(1, T) has its body true at t). Data: all 2^n states, labels their
successors; K-fold CV (KFold(shuffle=True, random_state=0)); micro-F1 over (state, gene) on the
test folds. By default drives nesylang.learners.ndnf directly: train -> prune -> threshold /
disentangle (disj=auto and the paper's sweep); with --learner each fold is a generated program
(``#modeh(next(+state, #gene))``, ``#modeb(on(+state, #gene))``, states as facts) run by its
``#learn`` directive, and the query ``next(S, G)`` over all states is timed with the learned clauses. "≡" counts the genes
whose disentangled rules equal the ground truth on all 2^n states. DT: scikit-learn's
multi-output DecisionTreeClassifier on the same folds.

    python benchmarks/ndnf_boolean.py [--network fission] [--folds 10] [--epochs 300] [--conjunctions 64]
                                      [--batch-size 32] [--learner] [--max-folds K] [--skip-folds J]
"""
from __future__ import annotations

import argparse
import itertools
import re
import statistics
import time
from pathlib import Path

import numpy as np
import torch

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "boolean_networks.md"


def ground_truth(name: str, path: Path = DATA):
    """(genes, rules) of one network: rules[v] is a list of bodies {gene index: 0/1}."""
    text = path.read_text()
    m = re.search(r"\*\*" + name.upper() + r"\*\* \(\d+ genes: ([a-z ]+)\)\s*```(.*?)```", text, re.DOTALL)
    if m is None:
        raise SystemExit(f"no network {name} in {path}")
    genes = m.group(1).split()
    rules = {g: [] for g in genes}
    for line in m.group(2).strip().splitlines():
        head, body = line.split(":-")
        v = re.match(r"\s*(\w+)\(1,T\)", head).group(1)
        rules[v].append({genes.index(g): int(b) for g, b in re.findall(r"(\w+)\((\d),T-1\)", body)})
    return genes, rules


def dataset(genes, rules):
    states = np.array(list(itertools.product([0, 1], repeat=len(genes))))
    y = np.zeros_like(states)
    for k, g in enumerate(genes):
        for body in rules[g]:
            y[:, k] |= np.all([states[:, j] == b for j, b in body.items()], axis=0) if body else 1
    return states, y


def write_program(folder: Path, genes, states, y, tr, te, options: str) -> Path:
    """A program for one fold: states as facts ``state(s5). on(s5, b).``, the multilabel head
    ``#modeh(next(+state, #gene))``, every (state, gene) pair listed in train/test JSONL."""
    import json

    facts = []
    for i, row in enumerate(states):
        facts.append(f"state(s{i}).")
        facts += [f"on(s{i}, {g})." for g, b in zip(genes, row) if b]
    (folder / "facts.nesy").write_text("\n".join(facts) + "\n")
    for name, idx in (("train", tr), ("test", te)):
        (folder / f"{name}.jsonl").write_text("".join(
            json.dumps({"query": f"next(s{i}, {g})", "p": int(y[i, k])}) + "\n"
            for i in idx for k, g in enumerate(genes)))
    text = [":- consult('facts.nesy').", "#modeh(next(+state, #gene)).", "#modeb(on(+state, #gene)).",
            f"#type(gene, [{', '.join(genes)}]).",
            '#data(train, jsonl("train.jsonl")).', '#data(test, jsonl("test.jsonl")).',
            f'#learn next/2 using ndnf(data=train, test=test{options}, asp="net.lp").']
    path = folder / "net.nesy"
    path.write_text("\n".join(text) + "\n")
    return path


def learner_fold(genes, states, y, tr, te, args, fold):
    """One fold through ``#learn`` (multilabel head): the learner's own figures, the clauses'
    faithfulness and the time of the query ``next(S, G)`` over all states."""
    import tempfile

    import nesylang
    from nesylang.learners.api import run_directive

    with tempfile.TemporaryDirectory() as tmp:
        path = write_program(Path(tmp), genes, states, y, tr, te,
                             f", conjunctions={args.conjunctions}, epochs={args.epochs}, seed={fold}, "
                             f"batch_size={args.batch_size}")
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
    return r, len(answers), query_sec


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
    out = {k: [] for k in ("net", "thr", "sweep", "dis", "eq", "eq_sweep", "rules", "dt", "dt_leaves", "sec",
                           "faith", "query", "query2")}
    folds = KFold(n_splits=args.folds, shuffle=True, random_state=0).split(x)
    for fold, (tr, te) in enumerate(folds):
        if args.max_folds is not None and fold >= args.max_folds:
            break
        if fold < args.skip_folds:
            continue
        t0 = time.perf_counter()
        f1 = lambda p: dz.metrics(p, y[te])["f1"]
        if args.learner:
            r, n_answers, qsec = learner_fold(genes, states, y, tr, te, args, fold)
            out["sec"].append(time.perf_counter() - t0 - qsec)
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
              f"≡ genes {out['eq'][-1]}/{len(nonconst)}, fallbacks {len(dis.fallbacks)})  "
              f"DT {out['dt'][-1]:.3f} ({out['dt_leaves'][-1]} leaves)  {out['sec'][-1]:.1f} s"
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
          f"{mean_ste(out['sec'])} s per fold")
    if args.learner:
        print(f"faithfulness (nesylang, clingo) per fold: {out['faith']}; query next(S, G) over all "
              f"{len(states)} states with the learned clauses: {mean_ste(out['query'])} s")


if __name__ == "__main__":
    main()
