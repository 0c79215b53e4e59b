"""NeuID3 (issue 9): CPU seconds of one wine image tree, for before/after comparisons of the
learner's speed (not the accuracy experiment: see ``neuid3_uci.py``). Also prints the grow
stage's CPU seconds by stage (network; circuit: the batched evaluator less networks and
compilation; loss; backward less the networks' part; compile; other: NeuID3's bookkeeping).

Wine's first stratified fold (``StratifiedKFold(10, shuffle=True, random_state=0)``), its
Booleans and images built by ``neuid3_uci.py``'s own functions with a fresh
``np.random.default_rng(0)`` (so the digit picks differ from that benchmark's fold 0, which
shares one generator across folds), ``max_depth=4``, 20 epochs, lr 1e-3, batch 32, one torch
thread. Prints the tree's accuracy, shape, image reading and CPU seconds: two versions of the
learner that grow the same tree print the same first four.

    python benchmarks/neuid3_wine_one_tree.py                       # warm_from=own (the default)
    python benchmarks/neuid3_wine_one_tree.py --warm-from installed  # the tree recorded in sessions 7-8
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import torch
from sklearn.model_selection import StratifiedKFold

sys.path.insert(0, str(Path(__file__).parent))
import neuid3_uci as uci  # noqa: E402


class Args:
    image_max_depth = 4
    epochs = 20
    lr = 1e-3
    mlp_epochs = 1  # the baselines are not what is timed here


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--warm-from", default="own", choices=("own", "installed"), help="the learner's warm_from")
    ap.add_argument("--steps", default="auto_refit", choices=("epochs", "auto", "auto_refit"),
                    help="the learner's steps (auto_refit: its default since session 18; the figures of sessions "
                         "7-13 are steps=epochs)")
    parsed = ap.parse_args()
    Args.warm_from, Args.steps = parsed.warm_from, parsed.steps
    torch.set_num_threads(1)
    X, y, _ = uci.load("wine")
    tr, te = next(StratifiedKFold(10, shuffle=True, random_state=0).split(X, y))
    cuts = [uci.mdl_cuts(X[tr, j], y[tr]) for j in range(X.shape[1])]
    B_tr, names = uci.booleans(X[tr], cuts)
    B_te, _ = uci.booleans(X[te], cuts)
    images, pools = uci.digit_pools(0)
    r = uci.run_images(B_tr, y[tr], B_te, y[te], names, images, pools, np.random.default_rng(0), Args)
    print(f"accuracy {r['accuracy']:.4f}, depth {r['depth']}, leaves {r['leaves']}, reading {r['reading']:.4f}, "
          f"CPU {r['cpu_seconds']:.1f} s (wall {r['seconds']:.1f} s)")
    if "t_cpu_grow" in r:  # the grow stage's CPU seconds by stage (learners of session 8 on)
        stages = ("network", "circuit", "loss", "backward", "compile", "other")
        print(f"grow CPU {r['t_cpu_grow']:.1f} s: " + ", ".join(f"{s} {r['t_cpu_' + s]:.1f}" for s in stages)
              + f"; non-network {r['t_cpu_non_network']:.1f} s = {r['t_cpu_non_network'] / r['t_cpu_network']:.2f}x network")


if __name__ == "__main__":
    main()
