"""As ``perf21_lines_table.py``, for a variant tried and not kept (issue 16, session 21): the padded
table laid out answer by answer (one contiguous block of every choice's positions per answer), so a
minibatch takes whole rows of it.

    OMP_NUM_THREADS=1 python benchmarks/perf21_lines_answer_major.py N BATCH
"""
import sys, statistics, time, os
import numpy as np, torch
torch.set_num_threads(1)
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent)); sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import bench_deepproblog as bd
from nesylang.neural import batch as B
T = time.thread_time_ns
rec = {}
def lean(self, out, rows, outputs, eps, batch):
    t = [T()]
    b, groups, width, size = len(outputs), self.groups, out.shape[1], out.size
    flat = np.concatenate((out.reshape(-1), np.full(1, 1e-300) if 3 <= groups <= B._DIVIDE_MAX else np.zeros(1))); t.append(T())
    known = getattr(self, "_am", {}).get(b)
    if known is None:
        if not hasattr(self, "_am"): self._am = {}
        padded = self.padded.copy()
        padded[:, self.mask == 0] = (b + 1) * self.stride
        padded = np.ascontiguousarray(padded.transpose(1, 0, 2)).reshape(len(self.mask), -1)
        if (b + 1) * self.stride < 1 << 15:
            padded = padded.astype(np.int16)
        known = self._am[b] = (padded, (np.arange(b) * self.stride)[:, None])
    padded, base = known
    if rows is None:
        at = np.add(padded.take(outputs, axis=0), base)
    else:
        row_base = np.array(rows).reshape(b, groups) * width
        row_base -= np.arange(groups) * width
        at = np.add(padded.take(outputs, axis=0).reshape(b, groups, -1), row_base[:, :, None])
    t.append(T())
    factors = flat.take(at, mode="clip").reshape(b, groups, -1); t.append(T())
    if groups == 1:
        chosen = B._SUM(factors[:, 0], 1)
    else:
        worlds = factors[:, 0] * factors[:, 1] if groups == 2 else B._PRODUCT(factors, 1)
        chosen = B._SUM(worlds, 1)
    t.append(T())
    if not B._MIN(chosen, None) > B._SMALLEST:
        return None
    smoothed = chosen + eps
    d_answer = ((-1.0 / batch) / smoothed)[:, None]; t.append(T())
    if groups == 1:
        terms = np.broadcast_to(d_answer[:, None], factors.shape)
    elif groups == 2:
        terms = factors[:, ::-1] * d_answer[:, None]
    else:
        terms = np.divide((worlds * d_answer)[:, None], factors)
    t.append(T())
    d_probs = np.bincount(at.reshape(-1), terms.reshape(-1), minlength=size)[:size]; t.append(T())
    r = -B._SUM(np.log(smoothed), None), d_probs.reshape(out.shape); t.append(T())
    for k, (a, z) in enumerate(zip(t, t[1:])):
        rec.setdefault(k, []).append((z - a) / 1e3)
    return r
n, b = int(sys.argv[1]), int(sys.argv[2])
ORIG = B._WorldTable._lean_nll; B._WorldTable._lean_nll = lean
for r in range(3):
    s = bd.overhead_setup(n, b)
    for i in range(330): s["nesy_step"](i)
names = ["concat", "at", "take", "prod+sum", "min,eps,d", "terms", "bincount", "log"]
print(n, b, os.getloadavg()[0], {names[k]: round(statistics.median(v), 1) for k, v in rec.items()}, "total", round(sum(statistics.median(v) for v in rec.values()),1))
