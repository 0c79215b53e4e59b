"""Why EXAL trails exact learning at N = 4 (issue 17, session 13): measured during training.

One training run (multi-digit addition, the same data, network, seed, lr, minibatches as
``bench_exal_addition.py --small``), exact (``--method exact``) or EXAL with the learner's
defaults plus ``--set`` options. Every ``--every`` minibatches, on a fixed probe of training
sums (``--probe``, those whose 2N images are distinct), with the network as it is then:

* ``exact_true``: the exact posterior's probability of each image's true digit, per digit
  position (the soft label exact training pushes towards), computed by a forward-backward
  pass over the columns and their carries, written here independently of the library;
* ``exal_true``: the same under AGREE's Q* over the example's current Psi (EXAL's soft label;
  only for examples already visited), and ``l1``: the L1 distance between the two per-image
  distributions (the output-space gradient of a term is p - marginal, so this is the distance
  between the two gradients with respect to the logits), per position;
* ``net_true``: the network's own probability of the true digit, per position;
* ``in_psi``: the share of probe sums whose Psi holds the true explanation, and ``q_true`` the
  mean Q* of it;
* ``cosine``: the cosine between EXAL's minibatch gradient on the probe (its current Psi) and
  exact training's, over the network's parameters.

Positions are numbered from the least significant digit (0) to the most significant (N-1).

    python benchmarks/exal_gap_s13.py --n 4 --epochs 5 --seed 0 --out /tmp/gap_exal.json
    python benchmarks/exal_gap_s13.py --n 4 --epochs 5 --seed 0 --method exact --out /tmp/gap_exact.json
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from bench_exal_addition import BATCH, DATA, LR, _program, _sum_accuracy  # noqa: E402


def parse(query: str) -> tuple[list[int], list[int], int]:
    """(images of the first number, of the second, the sum), most significant digit first."""
    lists = re.findall(r"\[([^\]]*)\]", query)
    a, b = ([int(i) for i in re.findall(r"train\((\d+)\)", part)] for part in lists)
    return a, b, int(re.search(r"(\d+)\)\s*$", query).group(1))


def posterior_marginals(pa, pb, total: int):
    """Exact posterior marginals of every digit of two N-digit numbers given their sum, for
    independent digit distributions pa[k], pb[k] (k = 0: least significant): a forward pass
    over the columns (state: the carry into the column) and a backward one. Returns (ma, mb)
    as arrays (N, 10)."""
    import numpy as np

    n = len(pa)
    d = [(total // 10 ** k) % 10 for k in range(n)]
    top = total // 10 ** n
    # trans[k][c, c2] = sum over pairs (x, y) with x + y + c = d_k + 10 c2 of pa[x] pb[y]
    fwd = np.zeros((n + 1, 2))
    fwd[0, 0] = 1.0
    pairs = [[[(x, y) for x in range(10) for y in range(10) if x + y + c - d[k] in (0, 10)]
              for c in (0, 1)] for k in range(n)]
    for k in range(n):
        for c in (0, 1):
            for x, y in pairs[k][c]:
                fwd[k + 1, (x + y + c) // 10] += fwd[k, c] * pa[k][x] * pb[k][y]
    bwd = np.zeros((n + 1, 2))
    if top in (0, 1):
        bwd[n, top] = 1.0
    for k in range(n - 1, -1, -1):
        for c in (0, 1):
            for x, y in pairs[k][c]:
                bwd[k, c] += pa[k][x] * pb[k][y] * bwd[k + 1, (x + y + c) // 10]
    z = fwd[n] @ bwd[n]
    ma, mb = np.zeros((n, 10)), np.zeros((n, 10))
    for k in range(n):
        for c in (0, 1):
            for x, y in pairs[k][c]:
                w = fwd[k, c] * pa[k][x] * pb[k][y] * bwd[k + 1, (x + y + c) // 10]
                ma[k, x] += w
                mb[k, y] += w
    return ma / z, mb / z


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=4)
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--method", choices=("exal", "exact"), default="exal")
    ap.add_argument("--probe", type=int, default=96, help="probe sums (the first ones with distinct images)")
    ap.add_argument("--every", type=int, default=24, help="minibatches between measurements")
    ap.add_argument("--set", nargs="*", default=[], metavar="OPTION=VALUE", help="exal options")
    ap.add_argument("--out", default=None)
    args = ap.parse_args()

    import numpy as np
    import torch

    from nesylang.learners.exal import ExalOptions, ExalTrainer
    from nesylang.neural.training import ExactStep, train_epochs

    torch.set_num_threads(1)
    n = args.n
    program = _program(n)
    program.materialise_declarations()
    examples = program.dataset("train_sums")[:1500]
    labels = np.load(DATA / "digits.npz")["train_labels"]
    torch.manual_seed(args.seed)
    net = program.network("mnist_net").module
    digits = np.load(DATA / "digits.npz")["train"]
    probe = []
    for i, e in enumerate(examples):
        a, b, s = parse(str(e.query))
        if len(set(a + b)) == 2 * n:
            probe.append((i, a, b, s))
        if len(probe) == args.probe:
            break
    probe_ids = [p[0] for p in probe]

    import dataclasses
    opts = {f.name: f.default for f in dataclasses.fields(ExalOptions)}
    for item in args.set:
        key, _, text = item.partition("=")
        opts[key] = json.loads(text)
    keep = ("samples", "theta", "policy", "branch", "guide", "memory", "lookahead", "warmup", "patience",
            "agree_warmup", "agree", "recombine")
    trainer = ExalTrainer(program, seed=args.seed, **{k: opts[k] for k in keep})
    records = []
    step_no = [0]
    cpu_in_probe = [0.0]

    def measure(evaluator, exact_step, epoch_frac):
        t0 = time.process_time()
        params = list(net.parameters())
        with torch.no_grad():
            x = torch.from_numpy(digits)
            p_all = torch.softmax(net(x), 1).double().numpy()
        rec = {"minibatches": step_no[0], "epoch": epoch_frac}
        pos_exact = np.zeros(n)
        pos_net = np.zeros(n)
        pos_exal = np.zeros(n)
        pos_l1 = np.zeros(n)
        n_exal = 0
        in_psi = q_true = 0.0
        if args.method == "exal":
            visited = [i for i, *_ in probe if i in trainer.states and trainer.states[i].rows]
            keys = dict.fromkeys(k for i in visited for k in trainer.states[i].keys)
            with torch.no_grad():
                table, offset, pad = trainer.weight_table(keys, evaluator) if keys else (None, None, None)
        for i, a, b, s in probe:
            # least significant first
            ra, rb = a[::-1], b[::-1]
            pa, pb = p_all[ra], p_all[rb]
            ma, mb = posterior_marginals(pa, pb, s)
            ta, tb = labels[ra], labels[rb]
            for k in range(n):
                pos_exact[k] += (ma[k, ta[k]] + mb[k, tb[k]]) / 2
                pos_net[k] += (pa[k, ta[k]] + pb[k, tb[k]]) / 2
            if args.method == "exal":
                state = trainer.states.get(i)
                if state is None or not state.rows:
                    continue
                n_exal += 1
                arr = state.array()
                slot = {}  # column -> (position, which number)
                for c, key in enumerate(state.keys):
                    img = int(re.search(r"train\((\d+)\)", str(key[2])).group(1))
                    slot[c] = (ra.index(img), 0) if img in ra else (rb.index(img), 1)
                logp = np.zeros(arr.shape[0])
                for c in range(arr.shape[1]):
                    img = ra[slot[c][0]] if slot[c][1] == 0 else rb[slot[c][0]]
                    logp += np.log(np.maximum(p_all[img][arr[:, c]], 1e-300))
                q = np.exp(logp - logp.max())
                q /= q.sum()
                truth = np.array([labels[ra[slot[c][0]]] if slot[c][1] == 0 else labels[rb[slot[c][0]]]
                                  for c in range(arr.shape[1])])
                hit = (arr == truth).all(1)
                in_psi += float(hit.any())
                q_true += float(q[hit].sum())
                # LEARN's soft labels: the gradient of this example's log-mass (over Psi, or over
                # the explored graph with recombine) with respect to the outcome log-weights
                leaf = table.detach().clone().requires_grad_()
                g_table = torch.autograd.grad(-trainer.loss([state], evaluator, (leaf, offset, pad)), leaf)[0]
                for c in range(arr.shape[1]):
                    k, which = slot[c]
                    start = offset[state.keys[c]]
                    marg = g_table[start:start + 10].double().numpy()
                    exact_m = ma[k] if which == 0 else mb[k]
                    pos_exal[k] += marg[truth[c]] / 2
                    pos_l1[k] += np.abs(marg - exact_m).sum() / 2
        m = len(probe)
        rec["exact_true"] = (pos_exact / m).round(4).tolist()
        rec["net_true"] = (pos_net / m).round(4).tolist()
        if args.method == "exal" and n_exal:
            rec["visited"] = n_exal
            rec["exal_true"] = (pos_exal / n_exal).round(4).tolist()
            rec["l1"] = (pos_l1 / n_exal).round(4).tolist()
            rec["in_psi"] = round(in_psi / n_exal, 4)
            rec["q_true"] = round(q_true / n_exal, 4)
            if n_exal == m:
                g_exact = torch.autograd.grad(exact_step(probe_ids), params)
                g_exal = torch.autograd.grad(trainer.loss([trainer.states[i] for i in probe_ids], evaluator), params)
                ge = torch.cat([g.reshape(-1) for g in g_exact])
                gx = torch.cat([g.reshape(-1) for g in g_exal])
                rec["cosine"] = round(float(torch.nn.functional.cosine_similarity(ge, gx, dim=0)), 4)
        cpu_in_probe[0] += time.process_time() - t0
        print("MEASURE " + json.dumps(rec), flush=True)
        records.append(rec)

    per_epoch = -(-len(examples) // BATCH)

    def make_step(evaluator):
        exact_step = ExactStep(examples, evaluator)
        inner = exact_step if args.method == "exact" else (lambda ids: trainer.step(ids, examples, evaluator))

        def step(ids):
            if step_no[0] % args.every == 0:
                was = net.training
                measure(evaluator, exact_step, step_no[0] / per_epoch)
                net.train(was)
            step_no[0] += 1
            return inner(ids)
        return step

    cpu0 = time.process_time()
    history = train_epochs(program, examples, make_step, epochs=args.epochs, batch_size=BATCH, lr=LR,
                           device="cpu", seed=args.seed, progress=False,
                           evaluate={"test_digits": program.dataset("test_digits")})
    cpu = time.process_time() - cpu0 - cpu_in_probe[0]
    measure(program.batch_evaluator("cpu"), ExactStep(examples, program.batch_evaluator("cpu")), args.epochs)
    res = {"n": n, "method": args.method, "seed": args.seed, "options": {k: opts[k] for k in keep},
           "probe": len(probe), "train_cpu_s_without_probes": cpu,
           "digit_accuracy_per_epoch": [e.metrics["test_digits_accuracy"] for e in history.epochs],
           "sum_accuracy": _sum_accuracy(program, n)["sum_accuracy"], "records": records}
    print(f"digit acc per epoch {res['digit_accuracy_per_epoch']} sum acc {res['sum_accuracy']:.3f} "
          f"train CPU {cpu:.1f} s", flush=True)
    if args.out:
        Path(args.out).write_text(json.dumps(res, indent=1) + "\n")


if __name__ == "__main__":
    main()
