"""Session 19: where breast cancer's disentangled F1 goes, stage by stage, fold by fold.

For each fold (the benchmark's folds) and each seed given, runs the benchmark's ``#learn``
program with ``restarts=1`` and that seed, and saves the run's arrays (the network's weights
and thresholds, the pruned weights, soft and hard inputs, labels, folds, the thresholded and
disentangled networks) to ``OUT/fold{f}_seed{s}.npz`` for offline analysis.

    python benchmarks/ndnf19_stages.py OUT --folds 0,1,2,3,4 --seeds fold+0,fold+1,fold+2 [--extra ', disj=sweep']
"""
from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ndnf_breast_cancer import write_program


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--folds", default="0,1,2,3,4")
    ap.add_argument("--seeds", default="fold+0,fold+1,fold+2")
    ap.add_argument("--extra", default="")
    args = ap.parse_args()
    torch.set_num_threads(1)
    from sklearn.datasets import load_breast_cancer
    from sklearn.model_selection import StratifiedKFold

    import nesylang
    from nesylang.learners.api import run_directive
    from nesylang.learners.ndnf.model import network_weights

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    bc = load_breast_cancer()
    names = [re.sub(r"\W+", "_", n.strip()) for n in bc.feature_names]
    y = (bc.target == 0).astype(int)
    folds = list(StratifiedKFold(n_splits=5, shuffle=True, random_state=0).split(bc.data, y))
    for fold in [int(f) for f in args.folds.split(",")]:
        tr, te = folds[fold]
        for spec in args.seeds.split(","):
            seed = fold + int(spec[5:]) if spec.startswith("fold") else int(spec)
            with tempfile.TemporaryDirectory() as tmp:
                path = write_program(Path(tmp), names, bc.data, y, tr, te,
                                     f", conjunctions=12, epochs=300, lr=0.003, seed={seed}, thresholds=4, "
                                     f"restarts=1, sparsify=[0.1,50,25,250]{args.extra}")
                c0 = time.process_time()
                program = nesylang.Program.from_file(path)
                (directive,) = program.loaded.learn
                r = run_directive(program, directive)
                cpu = time.process_time() - c0
            d = r.details
            conj, disj = network_weights(d["network"])
            np.savez(out / f"fold{fold}_seed{seed}.npz", conj=conj, disj=disj, pc=d["pruned"][0], pd=d["pruned"][1],
                     x=d["x"], soft=d["soft_x"], y=d["y"], train_idx=d["train_idx"], test_idx=d["test_idx"],
                     thr_conj=d["thresholded"].conj, thr_disj=d["thresholded"].disj, thr_tau=d["thresholded"].tau or 0.0,
                     dis_conj=d["discretised"].conj, dis_disj=d["discretised"].disj,
                     thresholds=np.array(d["thresholds"]), disj_mode=str(d["disj"]), cpu=cpu,
                     inputs=np.array(d["inputs"]))
            print(f"fold {fold} seed {seed}: network {r.metric('network', 'test f1'):.3f} "
                  f"thr {r.metric('threshold', 'test f1'):.3f} dis {r.metric('disentangle', 'test f1'):.3f} "
                  f"({len(d['rule_lengths'])} rules, {d['disj']}) {cpu:.1f} s CPU", flush=True)


if __name__ == "__main__":
    main()
