"""Session 27 (compat15a): load+run CPU time of corpus programs, this code against HEAD's behaviour
(the loader's mark and the run's check stubbed out), interleaved, medians.
Usage: .venv/bin/python benchmarks/compat15a_total_check.py REPEATS PROGRAM.pl ... (names in tests/compat/programs)"""
import os, sys, time, statistics
os.environ["OMP_NUM_THREADS"] = "1"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import torch; torch.set_num_threads(1)
from nesylang.session import Program
from nesylang.grounding import uniform
from nesylang.program import loader
os.chdir(ROOT)
REPEATS = int(sys.argv[1])
files = ["tests/compat/programs/" + f for f in sys.argv[2:]]
cpu = time.process_time_ns
real = (loader._names_uniform, uniform.called_in, uniform.mentioned)
stub = (lambda c, i=0: False, lambda db: False, lambda t: False)
rows = {f: {"new": [], "head": []} for f in files}
for f in files:  # warm-up (imports, library caches)
    Program.from_file(f, autoload=False).run_queries()
for r in range(REPEATS):
    for f in files:
        for kind in (("new", "head") if r % 2 == 0 else ("head", "new")):
            loader._names_uniform, uniform.called_in, uniform.mentioned = real if kind == "new" else stub
            t0 = cpu()
            Program.from_file(f, autoload=False).run_queries()
            rows[f][kind].append(cpu() - t0)
        loader._names_uniform, uniform.called_in, uniform.mentioned = real
for f in files:
    n, h = statistics.median(rows[f]["new"]) / 1e6, statistics.median(rows[f]["head"]) / 1e6
    print(f"{os.path.basename(f):40s} new {n:.3f} ms  head {h:.3f} ms  ratio {n/h:.3f}")
print("load", os.getloadavg())
