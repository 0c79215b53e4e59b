"""Tried, not kept (issue 16, session 21): other forms of the fused loss node in
``BatchEvaluator._one_source_nll`` (``view`` instead of ``reshape``; ``(out * g).sum()``; a custom
``autograd.Function`` holding the gradient), each a copy of the method with that tail, alternating
step by step in one setup with the plain step, in a rotating order; CPU time per step, medians.

    OMP_NUM_THREADS=1 python benchmarks/perf21_lossnode.py N BATCH STEPS
"""
import os, statistics, sys, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent)); sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import torch
from torch.autograd.function import once_differentiable
from nesylang.neural import batch as B
import bench_deepproblog as bd
torch.set_num_threads(1)
n, batch = int(sys.argv[1]), int(sys.argv[2]); steps = int(sys.argv[3])
src = open(Path(__file__).resolve().parent.parent / 'nesylang' / 'neural' / 'batch.py').read()
start = src.index("    def _one_source_nll(")
end = src.index("    def _grouped(")
body = src[start:end]
tail_old = """        loss = torch.dot(out.reshape(-1), torch.from_numpy(
            found[1].astype(np.float32 if out.dtype == torch.float32 else np.float64).reshape(-1)))
        loss.detach().fill_(found[0] / len(entries))
        return loss, None, None"""
assert tail_old in body
class _L(torch.autograd.Function):
    @staticmethod
    def forward(ctx, out, g, value):
        ctx.g = g
        return torch.tensor(value, dtype=out.dtype)
    @staticmethod
    @once_differentiable
    def backward(ctx, grad):
        return ctx.g * grad, None, None
variants = {
 "current": tail_old,
 "view": """        loss = torch.dot(out.view(-1), torch.from_numpy(
            found[1].astype(np.float32 if out.dtype == torch.float32 else np.float64).reshape(-1)))
        loss.detach().fill_(found[0] / len(entries))
        return loss, None, None""",
 "mulsum": """        loss = (out * torch.from_numpy(found[1].astype(np.float32 if out.dtype == torch.float32 else np.float64))).sum()
        loss.detach().fill_(found[0] / len(entries))
        return loss, None, None""",
 "func": """        loss = _L.apply(out, torch.from_numpy(found[1].astype(np.float32 if out.dtype == torch.float32 else np.float64)), found[0] / len(entries))
        return loss, None, None""",
}
fns = {}
for k, tail in variants.items():
    code = "def _f" + body.strip()[len("def _one_source_nll"):].replace(tail_old.strip(), tail.strip())
    import textwrap
    g = dict(vars(B)); g["_L"] = _L
    exec(textwrap.dedent("    " + code) if False else code.replace("\n    ", "\n"), g)
    fns[k] = g["_f"]
setup = bd.overhead_setup(n, batch)
nesy_step, plain_step, batches = setup["nesy_step"], setup["plain_step"], setup["batches"]
for i in range(2 * len(batches)):
    nesy_step(i); plain_step(i)
clock = time.process_time
rec = {k: [] for k in list(fns) + ["plain"]}
for i in range(steps):
    items = list(fns.items()); r = i % len(items); items = items[r:] + items[:r]
    for name, f in items:
        B.BatchEvaluator._one_source_nll = f
        t = clock(); nesy_step(i); rec[name].append(clock() - t)
    t = clock(); plain_step(i); rec["plain"].append(clock() - t)
med = {k: statistics.median(v) * 1e6 for k, v in rec.items()}
print(f"N={n} b={batch} load {os.getloadavg()[0]:.1f}", {k: round(v, 1) for k, v in med.items()},
      {k: round(med[k] / med["plain"], 3) for k in fns})
