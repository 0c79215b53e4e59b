"""Where an EXAL epoch's CPU time goes at N = 2 / 4 (issue 17, session 14), and a check that an
engineering change leaves training identical.

One training run as ``bench_exal_addition.py --small`` does it (the same program, 1500 sums,
seeded initial weights, Adam 1e-3, minibatches of 16, one thread), EXAL with the learner's
defaults (``--set`` to change them) or exact (``--method exact``). The CPU time
(``time.process_time``) of each epoch is split into exclusive phases by wrapping the functions
that do the work:

* ``network``: the network's forward pass on the keys' inputs (``run_network``, with the
  stacking of its inputs);
* ``weight_table``: the rest of building the minibatch's weight table (keys per network,
  offsets, concatenation);
* ``ground``: grounding an example's query (the first epoch; ``ExalTrainer._ground``);
* ``formula``: building its CNF (``build_formula``);
* ``prepare``: the rest of looking up an example's formula and choice keys;
* ``proposal``: guided EXPLAIN's per-group weights (and the probabilities read off the table);
* ``explain``: EXPLAIN's draws (``ExalTrainer.explain``);
* ``graph``: extracting the explored decision graph for LEARN (``explored_graph``);
* ``loss``: building LEARN's loss from the table (``ExalTrainer.loss`` less ``graph``);
* ``backward_adam``: backward pass and Adam step (``optimizer_step``);
* ``evaluate``: the per-epoch accuracy on test_digits (both methods do it);
* ``glue``: everything else in the epoch (the minibatch loop, exact's step for ``--method exact``).

``--losses FILE`` writes every minibatch's loss (read after the run, as float64) and a checksum
of the final weights: two trees that train identically give identical files
(``--compare A B`` prints the largest difference). ``--cprofile N`` prints the N functions
with the largest cumulative time.

    python benchmarks/exal_profile_s14.py --n 4 --epochs 5 --seed 0
    python benchmarks/exal_profile_s14.py --n 2 --epochs 3 --losses /tmp/a.json
    python benchmarks/exal_profile_s14.py --compare /tmp/a.json /tmp/b.json
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

PHASES = ("network", "weight_table", "ground", "formula", "prepare", "proposal", "explain", "graph", "loss", "backward_adam",
          "evaluate", "glue")


class Timers:
    """Exclusive CPU time per phase: a phase's time excludes the phases called inside it."""

    def __init__(self):
        self.total = dict.fromkeys(PHASES, 0.0)
        self.stack: list = []

    def wrap(self, phase: str, fn):
        def wrapped(*a, **k):
            now = time.process_time()
            if self.stack:
                outer, since = self.stack[-1]
                self.total[outer] += now - since
            self.stack.append((phase, now))
            try:
                return fn(*a, **k)
            finally:
                end = time.process_time()
                _, since = self.stack.pop()
                self.total[phase] += end - since
                if self.stack:
                    self.stack[-1] = (self.stack[-1][0], end)
        return wrapped


def compare(a: str, b: str) -> None:
    x, y = json.loads(Path(a).read_text()), json.loads(Path(b).read_text())
    la, lb = x["losses"], y["losses"]
    if len(la) != len(lb):
        print(f"different numbers of minibatches: {len(la)} against {len(lb)}")
        return
    worst = max(abs(p - q) for p, q in zip(la, lb))
    print(f"{len(la)} minibatch losses, largest difference {worst:.3g}; "
          f"weights {'identical' if x['weights_sha256'] == y['weights_sha256'] else 'DIFFER'}; "
          f"digit accuracy per epoch {x['digit_accuracy_per_epoch']} / {y['digit_accuracy_per_epoch']}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=4)
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--sums", type=int, default=1500)
    ap.add_argument("--method", choices=("exal", "exact"), default="exal")
    ap.add_argument("--set", nargs="*", default=[], metavar="OPTION=VALUE", help="exal options (JSON values)")
    ap.add_argument("--losses", default=None, help="write the minibatch losses and a weight checksum here")
    ap.add_argument("--cprofile", type=int, default=0, help="print this many functions by cumulative time")
    ap.add_argument("--profile-from", type=int, default=1, help="start cProfile with this epoch")
    ap.add_argument("--sort", default="cumulative", help="cProfile's order (cumulative, tottime)")
    ap.add_argument("--out", default=None, help="write the phase table as JSON here")
    ap.add_argument("--no-factor", action="store_true",
                    help="ground without factored joins (SharedCompilation.FACTOR off, both methods)")
    ap.add_argument("--compare", nargs=2, default=None, metavar=("A", "B"))
    args = ap.parse_args()
    if args.compare:
        compare(*args.compare)
        return

    os.environ.setdefault("NESYLANG_CACHE", "off")
    import hashlib

    import torch

    torch.set_num_threads(1)
    import nesylang.learners.exal as exal
    import nesylang.neural.networks as networks
    import nesylang.neural.training as training
    from bench_exal_addition import BATCH, LR, _program, _sum_accuracy

    explain_mod = sys.modules["nesylang.learners.exal.explain"]  # the package's `explain` is the function

    if args.no_factor:
        from nesylang.neural.templates import SharedCompilation

        SharedCompilation.FACTOR = False
    timers = Timers()
    per_epoch: list[dict] = []
    losses: list = []
    inner_step = training.optimizer_step

    def optimizer_step(nets, param_opt, loss):
        losses.append(loss.detach())
        return inner_step(nets, param_opt, loss)

    training.optimizer_step = timers.wrap("backward_adam", optimizer_step)
    networks.run_network = timers.wrap("network", networks.run_network)
    explain_mod.explored_graph = timers.wrap("graph", explain_mod.explored_graph)
    T = exal.ExalTrainer
    exal.build_formula = timers.wrap("formula", exal.build_formula)
    T._ground = timers.wrap("ground", T._ground)
    for name, phase in (("weight_table", "weight_table"), ("prepare", "prepare"), ("proposal", "proposal"),
                        ("explain", "explain"), ("loss", "loss")):
        setattr(T, name, timers.wrap(phase, getattr(T, name)))
    prof = None
    inner_acc = training.accuracy
    epoch_start = [time.process_time()]

    def accuracy(prog, data, **kw):
        nonlocal prof
        # called once per epoch, after its minibatches: close the epoch's record here
        now = time.process_time()
        timers.stack.append(("evaluate", now))
        try:
            return inner_acc(prog, data, **kw)
        finally:
            end = time.process_time()
            timers.stack.pop()
            timers.total["evaluate"] += end - now
            spent = end - epoch_start[0]
            named = sum(v for k, v in timers.total.items() if k != "glue")
            timers.total["glue"] = spent - named
            per_epoch.append(dict(timers.total, total=spent))
            timers.total = dict.fromkeys(PHASES, 0.0)
            if prof is not None and len(per_epoch) + 1 == args.profile_from:
                prof.enable()
            epoch_start[0] = time.process_time()

    training.accuracy = accuracy

    program = _program(args.n)
    program.materialise_declarations()
    examples = program.dataset("train_sums")[:args.sums]
    torch.manual_seed(args.seed)
    net = program.network("mnist_net").module
    opts = {}
    for item in args.set:
        key, _, text = item.partition("=")
        opts[key] = json.loads(text)
    if args.cprofile:
        import cProfile

        prof = cProfile.Profile()
        if args.profile_from <= 1:
            prof.enable()
    cpu0 = time.process_time()
    epoch_start[0] = cpu0
    curve = {"test_digits": program.dataset("test_digits")}
    if args.method == "exact":
        history = program.fit(examples, epochs=args.epochs, batch_size=BATCH, lr=LR, seed=args.seed, progress=False,
                              evaluate=curve)
    else:
        history = program.fit_exal(examples, epochs=args.epochs, batch_size=BATCH, lr=LR, seed=args.seed,
                                   progress=False, evaluate=curve, **opts)
    cpu = time.process_time() - cpu0
    if prof is not None:
        prof.disable()
        import pstats

        pstats.Stats(prof).sort_stats(args.sort).print_stats(args.cprofile)
    load = os.getloadavg()
    print(f"N = {args.n}, {args.method} {opts}, seed {args.seed}: train CPU {cpu:.2f} s, load average "
          f"{load[0]:.1f} {load[1]:.1f}")
    print("epoch | " + " | ".join(PHASES) + " | total")
    for e, rec in enumerate(per_epoch, 1):
        print(f"{e} | " + " | ".join(f"{rec[k]:.3f}" for k in PHASES) + f" | {rec['total']:.3f}")
    later = per_epoch[1:]
    if later:
        print("epochs 2+ (sum) | " + " | ".join(f"{sum(r[k] for r in later):.3f}" for k in PHASES)
              + f" | {sum(r['total'] for r in later):.3f}")
    digits = [e.metrics["test_digits_accuracy"] for e in history.epochs]
    sums = _sum_accuracy(program, args.n)["sum_accuracy"]
    print(f"digit accuracy per epoch {digits}; sum accuracy {sums:.3f}")
    res = {"n": args.n, "method": args.method, "options": opts, "seed": args.seed, "epochs": args.epochs,
           "train_cpu_s": cpu, "phases_per_epoch": per_epoch, "digit_accuracy_per_epoch": digits,
           "sum_accuracy": sums, "load_average": load}
    if args.out:
        Path(args.out).write_text(json.dumps(res, indent=1) + "\n")
    if args.losses:
        values = [float(v) for v in torch.stack([v.double() for v in losses]).tolist()]
        digest = hashlib.sha256(b"".join(p.detach().numpy().tobytes() for p in net.parameters())).hexdigest()
        Path(args.losses).write_text(json.dumps({"losses": values, "weights_sha256": digest,
                                                 "digit_accuracy_per_epoch": digits, "sum_accuracy": sums}) + "\n")


if __name__ == "__main__":
    main()
