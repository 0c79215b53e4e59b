"""A factorised world table (issue 16, target 1; tried, not kept): does it make the N = 2 step's
table cheaper?

DeepProbLog's N = 2 template has 4 digit choices and 10^4 worlds; the world table reads up to
100 worlds of 4 factors per example. Split the choices into two blocks L, R: each answer's
worlds are a disjoint union of rectangles X x Y (the L-worlds with the same set of R-worlds),
so P(answer) = sum over its rectangles of P(X) P(Y). The split (0, 2) / (1, 3) (tens digits /
units digits) gives at most 2 rectangles per answer, each side at most 10 worlds of 2 factors:
80 factors per example instead of 400. This script searches every split, builds the
factorised table of the best, checks it against ``_WorldTable._lean_nll`` on the benchmark's
own step inputs (a different order of sums: equal to ~1e-16 relative, not to the bit), and
times both on those inputs, in a tight loop and with a plain training step of the network run
before each call (as inside a training step). Medians, microseconds of thread CPU.

    OMP_NUM_THREADS=1 python benchmarks/perf19_factorised.py BATCH
"""
from __future__ import annotations

import itertools
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))


def factorised(table, size):
    """(L, R, per-answer offsets of the rectangles' L-side worlds (|L|, A, M, wX), the same for R),
    for the split of the choices with the fewest factors read per example."""
    import numpy as np

    g, A = table.groups, table.mask.shape[0]
    answers = [(table.padded[:, a, np.flatnonzero(table.mask[a])] - (np.arange(g) * size)[:, None]).T
               for a in range(A)]
    best = None
    for L in itertools.combinations(range(g), g // 2):
        R = tuple(k for k in range(g) if k not in L)
        xs, ys, rects = {}, {}, []
        for digits in answers:
            by_l: dict = {}
            for w in digits:
                by_l.setdefault(tuple(w[list(L)]), []).append(tuple(w[list(R)]))
            groups: dict = {}
            for l, rs in by_l.items():
                groups.setdefault(tuple(sorted(rs)), []).append(l)
            rects.append([(xs.setdefault(tuple(ls), len(xs)), ys.setdefault(rs, len(ys))) for rs, ls in groups.items()])
        m = max(1, max(map(len, rects)))
        wx, wy = max(map(len, xs)), max(map(len, ys))
        cost = m * (len(L) * wx + len(R) * wy)
        if best is None or cost < best[0]:
            best = (cost, L, R, xs, ys, rects, m, wx, wy)
    _, L, R, xs, ys, rects, m, wx, wy = best

    def side(sets, block, w):
        t = np.full((len(block), len(sets) + 1, w), -1, dtype=np.intp)  # the last set: empty (padding)
        for s, i in sets.items():
            for j, world in enumerate(s):
                for q, k in enumerate(block):
                    t[q, i, j] = k * size + world[q]
        return t

    tx, ty = side(xs, L, wx), side(ys, R, wy)
    rx, ry = np.full((A, m), len(xs)), np.full((A, m), len(ys))
    for a, rr in enumerate(rects):
        for j, (x, y) in enumerate(rr):
            rx[a, j], ry[a, j] = x, y
    return L, R, tx[:, rx], ty[:, ry]


def main() -> None:
    import bench_deepproblog as bd
    import numpy as np
    import torch

    from nesylang.neural import batch as B

    torch.set_num_threads(1)
    batch = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    captured = []
    lean = B._WorldTable._lean_nll

    def capture(self, out, rows, outputs, eps, b):
        if len(out) <= len(outputs) * self.groups:  # (not the general path's outputs of several templates)
            captured.append((self, out.copy(), None if rows is None else list(rows), np.array(outputs), eps, b))
        return lean(self, out, rows, outputs, eps, b)

    B._WorldTable._lean_nll = capture
    bd.overhead(2, batch, 200, warm=10)
    B._WorldTable._lean_nll = lean
    table = captured[-1][0]
    captured = [c for c in captured if c[0] is table]
    g, stride = table.groups, table.stride
    size = stride // g
    L, R, TL, TR = factorised(table, size)
    print(f"split {L} / {R}: rectangles per answer {TL.shape[2]}, worlds per side {TL.shape[3]}, {TR.shape[3]}")
    zero, cached = np.zeros(1), {}

    def fact(_, out, rows, outputs, eps, batch_size):
        b, width, n = len(outputs), out.shape[1], out.size
        flat = np.concatenate((out.reshape(-1), zero))
        known = cached.get(b)
        if known is None:
            pad = (b + 1) * stride
            known = cached[b] = (np.where(TL < 0, pad, TL), np.where(TR < 0, pad, TR),
                                 (np.arange(b) * stride)[None, :, None, None])
        tl, tr, base = known
        if rows is None:
            at_l, at_r = np.add(tl.take(outputs, axis=1), base), np.add(tr.take(outputs, axis=1), base)
        else:
            rb = np.array(rows).reshape(b, g).T * width - (np.arange(g) * width)[:, None]
            at_l = np.add(tl.take(outputs, axis=1), rb[list(L)][:, :, None, None])
            at_r = np.add(tr.take(outputs, axis=1), rb[list(R)][:, :, None, None])
        f_l, f_r = flat.take(at_l, mode="clip"), flat.take(at_r, mode="clip")
        p_x, p_y = np.add.reduce(f_l[0] * f_l[1], 2), np.add.reduce(f_r[0] * f_r[1], 2)
        smoothed = np.add.reduce(p_x * p_y, 1) + eps
        d = ((-1.0 / batch_size) / smoothed)[:, None]
        terms = np.concatenate(((f_l[::-1] * (p_y * d)[:, :, None]).reshape(-1),
                                (f_r[::-1] * (p_x * d)[:, :, None]).reshape(-1)))
        at = np.concatenate((at_l.reshape(-1), at_r.reshape(-1)))
        return -np.add.reduce(np.log(smoothed), None), np.bincount(at, terms, minlength=n)[:n].reshape(out.shape)

    if len(L) != 2 or len(R) != 2:
        raise SystemExit("this prototype reads two choices per block")
    loss_rel = max(abs(lean(*c)[0] - fact(*c)[0]) / abs(lean(*c)[0]) for c in captured)
    grad_rel = max(float(np.abs(lean(*c)[1] - fact(*c)[1]).max() / np.abs(lean(*c)[1]).max()) for c in captured)
    print(f"{len(captured)} step inputs: loss within {loss_rel:.1e} relative, gradient within {grad_rel:.1e} of "
          "its largest entry")
    net, opt = bd._make_net(), bd._adam(bd._make_net().parameters())
    opt = bd._adam(net.parameters())
    x, y = torch.randn(64, 64), torch.randint(0, 10, (64,))

    def plain():
        loss = torch.nn.functional.nll_loss(torch.log(net(x).clamp_min(1e-38)), y)
        opt.zero_grad()
        loss.backward()
        opt.step()

    T = time.thread_time_ns
    tight: dict[str, list[float]] = {"lean": [], "factorised": []}
    in_step: dict[str, list[float]] = {"lean": [], "factorised": []}
    for r in range(6):
        for name, fn in (("lean", lean), ("factorised", fact)) if r % 2 == 0 else (("factorised", fact), ("lean", lean)):
            t = T()
            for c in captured:
                fn(*c)
            tight[name].append((T() - t) / len(captured) / 1e3)
            times = []
            for c in captured:
                plain()
                t = T()
                fn(*c)
                times.append((T() - t) / 1e3)
            in_step[name].append(statistics.median(times))
    import os

    print(f"batch {batch}, load {os.getloadavg()[0]:.1f}, us per call, 6 rounds: tight loop "
          + ", ".join(f"{k} {statistics.median(v):.1f}" for k, v in tight.items())
          + "; after a training step " + ", ".join(f"{k} {statistics.median(v):.1f}" for k, v in in_step.items()))


if __name__ == "__main__":
    main()
