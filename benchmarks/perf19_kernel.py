"""What one compiled call for the world table would give (issue 16, target 1): a measurement
prototype, not part of nesylang (which has no compiled extension).

``_WorldTable._lean_nll`` (``nesylang/neural/batch.py``) is about 25 numpy calls on small
arrays; inside a training step each costs several times what it costs in a tight loop. This
script compiles the same computation as one C function (with cffi and the system's C compiler,
into ``$TMPDIR/perf19_kernel``), written to give the same bits: the same products in the same order,
each answer's sum over its padded row by numpy's own pairwise summation (8 accumulators, blocks
of 128: checked against ``np.add.reduce`` below), the gradient accumulated in ``bincount``'s
order (choice, then example, then world), ``-log`` and its sum left to numpy. It is checked
against ``_lean_nll`` on the benchmark's own step inputs (every loss and gradient compared as
bits), then swapped in for ``_lean_nll`` and timed with ``bench_deepproblog.overhead``, the
two versions in alternating fresh processes.

    OMP_NUM_THREADS=1 python benchmarks/perf19_kernel.py check N BATCH      # bit comparison
    OMP_NUM_THREADS=1 python benchmarks/perf19_kernel.py ab N BATCH ROUNDS  # overhead, alternating
    OMP_NUM_THREADS=1 python benchmarks/perf19_kernel.py run N BATCH c|numpy  # one overhead run
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

_C = r"""
static double pairwise(const double *a, long n) {  /* numpy's pairwise_sum, float64 */
    if (n < 8) { double res = -0.0; for (long i = 0; i < n; i++) res += a[i]; return res; }
    if (n <= 128) {
        double r[8]; long i;
        for (int j = 0; j < 8; j++) r[j] = a[j];
        for (i = 8; i < n - (n % 8); i += 8) for (int j = 0; j < 8; j++) r[j] += a[i + j];
        double res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        for (; i < n; i++) res += a[i];
        return res;
    }
    long n2 = n / 2; n2 -= n2 % 8;
    return pairwise(a, n2) + pairwise(a + n2, n - n2);
}

/* _lean_nll for 1 to 7 choices: 0, or 1 where some answer's probability is not above smallest */
int lean_nll(const float *out, const double *out64, long size, long width, const long *padded, long answers,
             long widest, const long *counts, int groups, long stride, const long *outputs, long b,
             const long *rows, double eps, double batch, double smallest, double *smoothed,
             double *d_probs, double *worlds, double *ds) {
    for (long e = 0; e < b; e++) {
        long a = outputs[e], c = counts[a];
        double *w = worlds + e * widest;
        for (long s = 0; s < widest; s++) {
            if (s >= c) { w[s] = 0.0; continue; }
            double p = 1.0;
            for (int k = 0; k < groups; k++) {
                long off = padded[(k * answers + a) * widest + s];  /* k * width + digit */
                long pos = rows ? rows[e * groups + k] * width + off - k * width : e * stride + off;
                double f = out ? (double)out[pos] : out64[pos];
                p = k ? p * f : f;
            }
            w[s] = p;
        }
        double chosen = groups == 1 ? pairwise(w, widest) : pairwise(w, widest);
        if (!(chosen > smallest)) return 1;
        smoothed[e] = chosen + eps;
        ds[e] = (-1.0 / batch) / smoothed[e];
    }
    for (long i = 0; i < size; i++) d_probs[i] = 0.0;
    for (int k = 0; k < groups; k++)
        for (long e = 0; e < b; e++) {
            long a = outputs[e], c = counts[a];
            const double *w = worlds + e * widest;
            double d = ds[e];
            for (long s = 0; s < c; s++) {
                long off = padded[(k * answers + a) * widest + s];
                long pos = rows ? rows[e * groups + k] * width + off - k * width : e * stride + off;
                double term;
                if (groups == 1) term = d;
                else if (groups == 2) {
                    long o = padded[((1 - k) * answers + a) * widest + s];
                    long po = rows ? rows[e * groups + 1 - k] * width + o - (1 - k) * width : e * stride + o;
                    term = (out ? (double)out[po] : out64[po]) * d;
                } else term = (w[s] * d) / (out ? (double)out[pos] : out64[pos]);
                d_probs[pos] += term;
            }
        }
    return 0;
}
"""


def build():
    """The compiled module (cffi, API mode), built once per process into a temporary folder."""
    import cffi

    ffi = cffi.FFI()
    ffi.cdef("int lean_nll(const float *, const double *, long, long, const long *, long, long, const long *, int, "
             "long, const long *, long, const long *, double, double, double, double *, double *, double *, "
             "double *);")
    folder = str(Path(tempfile.gettempdir()) / "perf19_kernel")  # (one folder, rebuilt by each process)
    ffi.set_source("_perf19_lean", _C, extra_compile_args=["-O2", "-ffp-contract=off", "-fno-fast-math"])
    ffi.compile(tmpdir=folder, verbose=False)
    sys.path.insert(0, folder)
    import _perf19_lean

    return _perf19_lean


def patch(module) -> None:
    """Swap the compiled function in for ``_WorldTable._lean_nll`` (1 to 7 choices)."""
    import numpy as np

    from nesylang.neural import batch as B

    ffi, lib = module.ffi, module.lib
    numpy_lean = B._WorldTable._lean_nll
    buf = ffi.from_buffer
    kept: dict = {}

    def lean_c(self, out, rows, outputs, eps, batch):
        groups = self.groups
        if groups > B._DIVIDE_MAX or len(out) > len(outputs) * groups:
            return numpy_lean(self, out, rows, outputs, eps, batch)
        known = kept.get(id(self))
        if known is None:
            padded = np.ascontiguousarray(self.padded, dtype=np.int64)
            counts = np.ascontiguousarray(self.mask.sum(axis=1).astype(np.int64))
            known = kept[id(self)] = (self, padded, counts, buf("long[]", padded), buf("long[]", counts))
        _, padded, counts, c_padded, c_counts = known
        b, widest = len(outputs), padded.shape[2]
        outputs = np.asarray(outputs, dtype=np.int64)
        smoothed, d_probs = np.empty(b), np.empty(out.size)
        work = np.empty(b * widest + b)
        f32 = out.dtype == np.float32
        failed = lib.lean_nll(buf("float[]", out) if f32 else ffi.NULL, ffi.NULL if f32 else buf("double[]", out),
                              out.size, out.shape[1], c_padded, padded.shape[1], widest, c_counts, groups,
                              self.stride, buf("long[]", outputs), b,
                              buf("long[]", np.array(rows, dtype=np.int64)) if rows is not None else ffi.NULL,
                              eps, float(batch), B._SMALLEST, buf("double[]", smoothed), buf("double[]", d_probs),
                              buf("double[]", work), buf("double[]", work[b * widest:]))
        if failed:
            return None
        return -B._SUM(np.log(smoothed), None), d_probs.reshape(out.shape)

    B._WorldTable._lean_nll = lean_c


def check(n: int, batch: int, steps: int = 200) -> None:
    """Both versions on the benchmark's own step inputs (captured from a run of ``overhead``),
    losses and gradients compared as bits."""
    import bench_deepproblog as bd
    import numpy as np

    from nesylang.neural import batch as B

    captured = []
    numpy_lean = B._WorldTable._lean_nll

    def capture(self, out, rows, outputs, eps, b):
        captured.append((self, out.copy(), None if rows is None else list(rows), np.array(outputs), eps, b))
        return numpy_lean(self, out, rows, outputs, eps, b)

    B._WorldTable._lean_nll = capture
    bd.overhead(n, batch, steps, warm=10)
    B._WorldTable._lean_nll = numpy_lean
    patch(build())
    lean_c = B._WorldTable._lean_nll
    same = 0
    for table, out, rows, outputs, eps, b in captured:
        x, y = numpy_lean(table, out, rows, outputs, eps, b), lean_c(table, out, rows, outputs, eps, b)
        same += (x is None and y is None) or (x[0] == y[0] and x[1].tobytes() == y[1].tobytes())
    shared = sum(rows is not None for _, _, rows, _, _, _ in captured)
    print(f"N = {n}, batch {batch}: {same} of {len(captured)} calls bit-identical (loss and gradient; "
          f"{shared} with an image read twice)")


def run(n: int, batch: int, version: str, steps: int = 300) -> dict:
    import bench_deepproblog as bd
    import torch

    torch.set_num_threads(1)
    if version == "c":
        patch(build())
    result = bd.overhead(n, batch, steps)
    result["version"] = version
    return result


def main() -> None:
    what, n, batch = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    if what == "check":
        check(n, batch)
    elif what == "run":
        print(json.dumps(run(n, batch, sys.argv[4])))
    else:
        rounds = int(sys.argv[4])
        ratios: dict[str, list[float]] = {"numpy": [], "c": []}
        for r in range(rounds):
            for version in (("numpy", "c") if r % 2 == 0 else ("c", "numpy")):
                out = subprocess.run([sys.executable, __file__, "run", str(n), str(batch), version],
                                     capture_output=True, text=True, check=True,
                                     env=dict(os.environ, OMP_NUM_THREADS="1"))
                ratios[version].append(json.loads(out.stdout.strip().splitlines()[-1])["ratio"])
        print(f"N = {n}, batch {batch}, load {os.getloadavg()[0]:.1f}: "
              + "; ".join(f"{v}: {', '.join(f'{x:.3f}' for x in xs)} (median {statistics.median(xs):.3f})"
                          for v, xs in ratios.items()))


if __name__ == "__main__":
    main()
