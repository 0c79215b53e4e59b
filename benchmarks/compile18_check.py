"""Session 18: fingerprints of compiled templates, probabilities and gradients, to show that a
change to the compile path changes no answer (run it on the tree before and after; compare).

    NESYLANG_CACHE=off OMP_NUM_THREADS=1 PYTHONPATH=TREE python benchmarks/compile18_check.py OUT.json [--sums 300] [--n 2 3 4]

For each N: the first ``--sums`` sums of ``multi_addition.nesy`` are looked up in minibatches of
16 (as a first epoch does); per template, in compile order, a sha256 over its flat circuit's
arrays, outputs, variables, groups, weights and labels; then, with a seeded network, the
log-probabilities of the sums and the gradients of their summed negative log (general path), and
the fused loss and its gradients (``mean_nll``), as bytes (sha256) and as numbers."""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("NESYLANG_CACHE", "off")


def _template_digest(t) -> str:
    import numpy as np

    h = hashlib.sha256()
    flat = t.compiled.flat
    packed = getattr(flat, "packed", None)
    if packed is not None:
        for arr in packed:
            h.update(np.ascontiguousarray(arr, dtype=np.int64).tobytes())
            h.update(b"|")
    else:
        h.update(repr((flat.kinds, flat.literals, flat.elements)).encode())
    h.update(repr((list(flat.outputs), [repr(v) for v in t.compiled.variables], list(t.compiled.groups),
                   t.group_weights, t.group_complete, t.group_var_counts, t.labels, sorted(t.outputs.items(), key=repr),
                   t.opened, t.n_slots)).encode())
    return h.hexdigest()


def run(n: int, sums: int) -> dict:
    import numpy as np
    import record
    import torch

    torch.manual_seed(0)
    program = record._multi_addition(n)
    program.materialise_declarations()
    evaluator = program.batch_evaluator("cpu")
    examples = program.dataset("train_sums")[:sums]
    cache = evaluator.templates
    order = []
    compile_one = cache._compile

    def recording(*args, **kwargs):
        t = compile_one(*args, **kwargs)
        order.append(t)
        return t

    cache._compile = recording
    for b in range(0, len(examples), 16):
        evaluator.stable_entries(examples[b:b + 16])
    digests = [_template_digest(t) for t in order]
    evaluator.log_probs(examples[:1])  # the networks are built on first use
    params = [p for name in program.networks.names() for p in program.networks.get(name).parameters()]
    lp_all, grads = [], []
    for b in range(0, len(examples), 16):
        for p in params:
            p.grad = None
        lp = evaluator.log_probs(examples[b:b + 16])
        (-lp.sum()).backward()
        lp_all.append(lp.detach().numpy().astype(np.float64))
        grads.append(np.concatenate([p.grad.detach().numpy().ravel() for p in params if p.grad is not None]))
    lp_cat = np.concatenate(lp_all)
    g_cat = np.concatenate(grads) if grads else np.zeros(0)
    losses, fgrads = [], []
    for b in range(0, len(examples), 16):
        for p in params:
            p.grad = None
        loss, lp = evaluator.mean_nll(examples[b:b + 16], 1e-8)
        if loss is None:
            loss = -(lp + 0).mean()
        loss.backward()
        losses.append(float(loss))
        fgrads.append(np.concatenate([p.grad.detach().numpy().ravel() for p in params if p.grad is not None]))
    fg = np.concatenate(fgrads) if fgrads else np.zeros(0)
    return {"templates": len(order), "template_digests": digests,
            "template_digest_all": hashlib.sha256("".join(digests).encode()).hexdigest(),
            "params": len(params),
            "log_probs_sha": hashlib.sha256(lp_cat.tobytes()).hexdigest(), "log_probs_sum": float(lp_cat.sum()),
            "grads_sha": hashlib.sha256(g_cat.tobytes()).hexdigest(), "grad_norm": float(np.linalg.norm(g_cat)),
            "losses": losses, "fused_grads_sha": hashlib.sha256(fg.tobytes()).hexdigest()}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--sums", type=int, default=300)
    ap.add_argument("--n", type=int, nargs="+", default=[2, 3, 4])
    a = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    import nesylang

    out = {"nesylang": str(Path(nesylang.__file__).parent)}
    for n in a.n:
        out[f"n{n}"] = run(n, a.sums)
        r = out[f"n{n}"]
        print(n, r["templates"], r["template_digest_all"][:16], r["log_probs_sha"][:16], r["grads_sha"][:16],
              r["fused_grads_sha"][:16], r["log_probs_sum"], r["grad_norm"])
    Path(a.out).write_text(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
