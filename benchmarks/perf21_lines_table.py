"""Inside real training steps (issue 16, session 21): thread CPU time of each part of the world
table's lean loss, as ``_WorldTable._lean_nll`` stood at the session's start (HEAD 1d7532e; a copy
of it, timed between its lines, swapped in for ``bench_deepproblog.overhead``'s setup, three setups
of 330 steps). Parts: concat (float64 outputs and the padding value), at (the factors' positions),
take (the factors), prod+sum, min,eps,d (the checks and the answer's derivative), terms, bincount,
log. Medians, us.

    OMP_NUM_THREADS=1 python benchmarks/perf21_lines_table.py N BATCH [--now]

``--now``: the float64 outputs and the positions as this checkout makes them (a small table's per (example, answer); shared
rows through each outcome's position within its choice), the rest as at the start.
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
    if NOW:
        flat = np.empty(size + 1)
        flat[:size] = out.reshape(-1)
        flat[size] = 1e-300 if 3 <= groups <= B._DIVIDE_MAX else 0.0
    else:
        flat = np.concatenate((out.reshape(-1), np.full(1, 1e-300) if 3 <= groups <= B._DIVIDE_MAX else np.zeros(1)))
    t.append(T())
    if NOW:  # this checkout's positions (session 21), from the cache the real method fills
        known = self._past_end.get(b)
        if known is None:
            return ORIG(self, out, rows, outputs, eps, batch)
        padded, base, within, positions, answer_base = known
        if rows is None:
            if positions is not None:
                at = positions.take(np.add(outputs, answer_base), axis=1)
            else:
                at = np.add(padded.take(outputs, axis=1), base)
        else:
            row_base = np.multiply(rows, width).reshape(b, groups).T
            at = np.add(within.take(outputs, axis=1), row_base[:, :, None])
        return rest(self, t, flat, at, out, outputs, eps, batch, b, groups, size)
    cache = self.__dict__.setdefault("_lines_cache", {})  # (the session-start layout, its own cache)
    known = cache.get(b)
    if known is None:
        padded = self.padded.copy()
        padded[:, self.mask == 0] = (b + 1) * self.stride
        if (b + 1) * self.stride < 1 << 15:
            padded = padded.astype(np.int16)
        known = cache[b] = (padded, (np.arange(b) * self.stride)[None, :, None], (np.arange(groups) * width)[:, None])
        return ORIG(self, out, rows, outputs, eps, batch)
    padded, base, choice_base = known
    outputs = np.array(outputs)  # (the session-start caller made this array; counted in "at" on both sides)
    if rows is None:
        at = np.add(padded.take(outputs, axis=1), base)
    else:
        row_base = np.array(rows).reshape(b, groups).T * width
        row_base -= choice_base
        at = np.add(padded.take(outputs, axis=1), row_base[:, :, None])
    return rest(self, t, flat, at, out, outputs, eps, batch, b, groups, size)


def rest(self, t, flat, at, out, outputs, eps, batch, b, groups, size):
    t.append(T())
    factors = flat.take(at, mode="clip"); t.append(T())
    if groups == 1:
        chosen = B._SUM(factors[0], 1)
    else:
        worlds = factors[0] * factors[1] if groups == 2 else B._PRODUCT(factors, 0)
        chosen = B._SUM(worlds, 1)
    t.append(T())
    if not B._MIN(chosen, None) > B._SMALLEST:
        return None
    smoothed = chosen + eps
    d_answer = ((-1.0 / batch) / smoothed)[:, None]; t.append(T())
    if groups == 1:
        terms = np.broadcast_to(d_answer, factors.shape[1:])
    elif groups == 2:
        terms = factors[::-1] * d_answer
    else:
        terms = np.divide(worlds * d_answer, factors)
    t.append(T())
    d_probs = np.bincount(at.reshape(-1), terms.reshape(-1), minlength=size)[:size]; t.append(T())
    r = -B._SUM(np.log(smoothed), None), d_probs.reshape(out.shape); t.append(T())
    for k, (a, z) in enumerate(zip(t, t[1:])):
        rec.setdefault(k, []).append((z - a) / 1e3)
    return r
n, b = int(sys.argv[1]), int(sys.argv[2])
NOW = '--now' in sys.argv
s = bd.overhead_setup(n, b)
ORIG = B._WorldTable._lean_nll; B._WorldTable._lean_nll = lean
for r in range(3):
    s = bd.overhead_setup(n, b)
    for i in range(330): s["nesy_step"](i)
names = ["concat", "at", "take", "prod+sum", "min,eps,d", "terms", "bincount", "log"]
print(n, b, os.getloadavg()[0], {names[k]: round(statistics.median(v), 1) for k, v in rec.items()}, "total", round(sum(statistics.median(v) for v in rec.values()),1))
