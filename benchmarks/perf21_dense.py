"""Tried, not kept (issue 16, session 21): two choices' answer probabilities as p^T A q with a dense 0/1
matrix per answer (numpy einsum), against the lean world table, in a tight loop on the inputs of
N = 1, batch 16 training steps whose images are all distinct; the two agree to the printed relative
difference. Medians of 15 rounds, us per call.

    OMP_NUM_THREADS=1 python benchmarks/perf21_dense.py
"""
import sys, time, statistics
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent)); sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import numpy as np, torch
torch.set_num_threads(1)
import bench_deepproblog as bd
from nesylang.neural import batch as B
calls = []
lean = B._WorldTable._lean_nll
def keep(self, out, rows, outputs, eps, batch):
    calls.append((self, out.copy(), rows, tuple(outputs), eps, batch)); return lean(self, out, rows, outputs, eps, batch)
B._WorldTable._lean_nll = keep
s = bd.overhead_setup(1, 16)
for i in range(200): s["nesy_step"](i)
B._WorldTable._lean_nll = lean
calls = [c for c in calls if c[2] is None and c[0].groups == 2]
t0 = calls[0][0]
W = calls[0][1].shape[1]
A = len(t0.mask)
dense = np.zeros((A, W, W))
for a in range(A):
    for j in range(int(t0.mask[a].sum())):
        i0 = t0.padded[0, a, j]; i1 = t0.padded[1, a, j] - W
        dense[a, i0, i1] = 1.0
def dense_nll(out, outputs, eps, batch):
    b = len(outputs)
    x = out.reshape(b, 2 * W).astype(np.float64)
    p, q = x[:, :W], x[:, W:]
    a = dense.take(outputs, axis=0)
    aq = np.einsum('eij,ej->ei', a, q)
    chosen = np.einsum('ei,ei->e', p, aq)
    if not B._MIN(chosen, None) > B._SMALLEST:
        return None
    smoothed = chosen + eps
    d = ((-1.0 / batch) / smoothed)[:, None]
    g = np.empty((b, 2 * W))
    np.multiply(aq, d, out=g[:, :W])
    np.multiply(np.einsum('eij,ei->ej', a, p), d, out=g[:, W:])
    return -B._SUM(np.log(smoothed), None), g.reshape(out.shape)
worst = 0
for c in calls:
    u = lean(*c[:1], c[1], None, c[3], c[4], c[5]); v = dense_nll(c[1], c[3], c[4], c[5])
    worst = max(worst, abs(u[0]-v[0])/abs(u[0]), float((np.abs(u[1]-v[1])/np.maximum(np.abs(u[1]),1e-300)).max()))
print("calls", len(calls), "worst rel", worst)
T = time.thread_time_ns
res = {"lean": [], "dense": []}
for r in range(15):
    t = T()
    for c in calls: lean(c[0], c[1], None, c[3], c[4], c[5])
    res["lean"].append((T() - t) / 1e3 / len(calls))
    t = T()
    for c in calls: dense_nll(c[1], c[3], c[4], c[5])
    res["dense"].append((T() - t) / 1e3 / len(calls))
print({k: round(statistics.median(v), 2) for k, v in res.items()})
