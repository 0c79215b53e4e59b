"""Session 20: the pruning reading (``prune=tanh|both``) on the Boolean networks, same networks.

Per fold, trains the network exactly as ``#learn`` does on the example program
``examples/ndnf/boolean/NETWORK.nesy`` (its options: 64 conjunctions, seed 0, batch 32, ARA 256;
inputs ±1 in the state order, the fold's training rows), once; then prunes it with each reading,
thresholds and disentangles (``disj=auto``) as the learner does, and reports test micro-F1,
rules, genes ≡ ground truth on all states, fallbacks, per reading.

    python benchmarks/ndnf20_boolean_prune.py --network budding [--folds 10] [--only 0,3]
"""
from __future__ import annotations

import argparse
import time

import numpy as np
import torch

from ndnf_boolean import dataset, ground_truth


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--network", default="budding")
    ap.add_argument("--folds", type=int, default=10)
    ap.add_argument("--only", default=None, help="comma-separated fold indices")
    ap.add_argument("--save", default=None, help="a folder: save each fold's trained weights there (npz)")
    ap.add_argument("--modes", default="both,tanh", help="readings (both, tanh, sign; fixed-both: against='trained')")
    args = ap.parse_args()
    torch.set_num_threads(1)
    from sklearn.model_selection import KFold

    from nesylang.learners.ndnf import discretise as dz
    from nesylang.learners.ndnf.model import TrainConfig, network_weights, train_ndnf
    from nesylang.learners.ndnf.rules import rule_lengths

    genes, rules = ground_truth(args.network)
    states, y = dataset(genes, rules)
    x = 2.0 * states - 1
    nonconst = [k for k in range(len(genes)) if 0 < y[:, k].mean() < 1]
    batch = 256 if args.network == "ara" else 32
    only = None if args.only is None else {int(f) for f in args.only.split(",")}
    for fold, (tr, te) in enumerate(KFold(n_splits=args.folds, shuffle=True, random_state=0).split(x)):
        if only is not None and fold not in only:
            continue
        c0 = time.process_time()
        model, _ = train_ndnf(x[tr], y[tr], len(genes), TrainConfig(conjunctions=64, epochs=300, seed=0,
                                                                     batch_size=batch))
        c, d = network_weights(model)
        if args.save:
            np.savez(f"{args.save}/{args.network}_fold{fold}.npz", conj=c, disj=d, train_idx=tr, test_idx=te)
        train = [dz.metrics(dz.predict(c, d, x[tr], m), y[tr]) for m in ("tanh", "sign")]
        line = [f"{args.network} fold {fold}: network {dz.metrics(dz.predict(c, d, x[te], 'tanh'), y[te])['f1']:.4f} "
                f"(train {time.process_time() - c0:.0f} s CPU; train accuracy real {train[0]['accuracy']:.4f}, "
                f"bivalent {train[1]['accuracy']:.4f})"]
        for mode in args.modes.split(","):
            c1 = time.process_time()
            if mode.startswith("fixed-"):  # judged against the trained network (against="trained")
                pc, pd = dz.prune(c, d, x[tr], y[tr], mode[6:], against="trained")
            else:
                pc, pd = dz.prune(c, d, x[tr], y[tr], mode)
            thr = dz.threshold(pc, pd, x[tr], y[tr])
            dis = dz.disentangle(pc, pd, x[tr], y[tr], fallback_tau=thr.tau)
            pred = dis.predict(x)
            eq = sum(bool((pred[:, k] == y[:, k]).all()) for k in nonconst)
            line.append(f"{mode}: dis {dz.metrics(pred[te], y[te])['f1']:.4f} thr "
                        f"{dz.metrics(thr.predict(x[te]), y[te])['f1']:.4f} rules "
                        f"{len(rule_lengths(dis.conj, dis.disj))} ≡ {eq}/{len(nonconst)} fallbacks "
                        f"{len(dis.fallbacks)} ({dis.stats.get('disj')}, {time.process_time() - c1:.1f} s CPU)")
        print(" | ".join(line), flush=True)


if __name__ == "__main__":
    main()
