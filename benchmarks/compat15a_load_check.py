"""Session 27 (compat15a): the loader's per-clause check (does the clause name sample_uniform1?) on a large program: 20,000 rules and 20,000 probabilistic facts, load CPU time with and without it.
Usage: .venv/bin/python benchmarks/compat15a_load_check.py REPEATS"""
import os, sys, time, statistics
os.environ["OMP_NUM_THREADS"] = "1"
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import torch; torch.set_num_threads(1)
from nesylang.session import Program
from nesylang.program import loader
text = "".join(f"p{i}(X) :- q(X, Y), r(Y, [a, b, c]), \\+ s(X, f(g(Y), {i})).\n0.5::e({i}, {i+1}).\n" for i in range(20000))
real = loader._names_uniform
rows = {"walk": [], "nowalk": []}
cpu = time.process_time
Program.from_string(text)
for r in range(int(sys.argv[1])):
    for kind in (("walk", "nowalk") if r % 2 == 0 else ("nowalk", "walk")):
        loader._names_uniform = real if kind == "walk" else (lambda c, i=0: False)
        t0 = cpu(); Program.from_string(text); rows[kind].append(cpu() - t0)
loader._names_uniform = real
w, n = statistics.median(rows["walk"]), statistics.median(rows["nowalk"])
print(f"40,000 clauses: load {w:.3f} s with the check, {n:.3f} s without, ratio {w/n:.3f}; load {os.getloadavg()}")
