"""Inside real training steps (issue 16, session 21): thread CPU time of each part of
``BatchEvaluator._one_source_nll`` as it stood at the session's start (a copy timed between its
lines; minibatches it does not take in the lean way run the original), three setups of 330 steps.
Medians, us.

    OMP_NUM_THREADS=1 python benchmarks/perf21_lines_glue.py N BATCH
"""
import sys, statistics, time, os
from itertools import chain
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent)); sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import numpy as np, torch
torch.set_num_threads(1)
import bench_deepproblog as bd
from nesylang.neural import batch as B
T = time.thread_time_ns
rec = {}
def osn(self, entries, eps):
    t = [T()]
    if not entries:
        return None
    one = entries[0].one
    if one is None:
        return None
    _, outputs, _, _, ones, indices = zip(*entries); t.append(T())
    if ones.count(one) != len(ones):
        return None
    indices = list(chain.from_iterable(indices)); t.append(T())
    rows = None
    distinct = dict.fromkeys(indices)
    if len(distinct) != len(indices):
        rows = list(map(dict(zip(distinct, range(len(distinct)))).__getitem__, indices))
        indices = list(distinct)
    t.append(T())
    tensors, networks = self.program.tensors, self.program.networks
    if one.generations != (tensors.generation, networks.generation):
        one.refresh(self.program)
    source_tensor, net, net_name, span = one.tensor, one.net, one.net_name, one.span
    t.append(T())
    if (type(source_tensor) is torch.Tensor and source_tensor.dtype in B._FLOATS and source_tensor.is_cpu
            and not source_tensor.requires_grad):
        t.append(T())
        column = torch.from_numpy(source_tensor.numpy().take(indices, axis=0))
    t.append(T())
    out = self._run_on_column(net, net_name, column, True, span); t.append(T())
    found = None
    if out is not None and out.shape[1] == one.size and out.dtype in B._FLOATS:
        fast, logits, values = one.fast, net.output == "logits", out.detach().numpy()
        table = fast._worlds
        t.append(T())
        if (table and table.lean and not logits and table.normaliser_true and values.size
                and (len(values) if rows is None else len(rows)) == len(entries) * table.groups
                and B._MIN(values, None) >= B._CLAMP):
            t.append(T())
            o = np.array(outputs); t.append(T())
            found = table._lean_nll(values, rows, o, eps, len(entries)); t.append(T())
        else:
            return ORIG(self, entries, eps)
    g = found[1].astype(np.float32 if out.dtype == torch.float32 else np.float64).reshape(-1); t.append(T())
    g = torch.from_numpy(g); t.append(T())
    o2 = out.reshape(-1); t.append(T())
    loss = torch.dot(o2, g); t.append(T())
    loss.detach().fill_(found[0] / len(entries)); t.append(T())
    if len(t) == 17:
        for k, (a, z) in enumerate(zip(t, t[1:])):
            rec.setdefault(k, []).append((z - a) / 1e3)
    return loss, None, None
names = ["zip", "chain", "distinct", "refresh", "typechecks", "gather", "network", "outchecks", "bigcond+min", "nparray", "table", "astype", "from_numpy", "reshape", "dot", "fill"]
ORIG = B.BatchEvaluator._one_source_nll; B.BatchEvaluator._one_source_nll = osn
n, b = int(sys.argv[1]), int(sys.argv[2])
for r in range(3):
    s = bd.overhead_setup(n, b)
    for i in range(330): s["nesy_step"](i)
print(n, b, os.getloadavg()[0], {names[k]: round(statistics.median(v), 1) for k, v in rec.items()})
