"""Session 27 (compat15a): the per-run cost of deciding whether to ground the evidence before the
queries (programs that name sample_uniform1/3), on the corpus's evidence programs.
Usage: .venv/bin/python benchmarks/compat15a_evidence_check.py [REPEATS=15]
before: su14's called_in, a scan of every clause body (what the unapplied patch would run per run)
after:  the loader's mark (db.libraries) plus a look at the run's query and evidence terms
Also: the loader's per-clause check (_names_uniform) at load time, and whole load+run with/without.
Interleaved, REPEATS repeats, medians; CPU time (process_time_ns)."""
import glob, os, sys, time, statistics
os.environ["OMP_NUM_THREADS"] = "1"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
import torch; torch.set_num_threads(1)
from nesylang.session import Program
from nesylang.grounding import uniform
from nesylang.program import loader
os.chdir(ROOT)
REPEATS = int(sys.argv[1]) if len(sys.argv) > 1 else 15

def old_called_in(db):  # su14's scan (HEAD's uniform.called_in)
    stack = [c.body for clauses in db.clauses.values() for c in clauses if c.body is not None]
    while stack:
        goal = stack.pop()
        if goal.term is not None and uniform._mentions(goal.term):
            return True
        stack.extend(goal.goals)
    return False

def new_check(db, queries, evidence):
    return uniform.called_in(db) or uniform.mentioned(t for t, *_ in (*queries, *evidence))

cpu = time.process_time_ns
progs = []
for f in sorted(glob.glob("tests/compat/programs/*.pl")):
    if "evidence(" not in open(f).read():
        continue
    try:
        t0 = cpu(); Program.from_file(f, autoload=False).run_queries(); run = cpu() - t0
        p = Program.from_file(f, autoload=False)
        t0 = cpu(); old_called_in(p.db); scan = cpu() - t0
    except Exception:
        continue
    progs.append((scan / run, f))
progs.sort(reverse=True)
small = [f for _, f in progs[:10]]  # as the lead's called_in_ratio.py: the largest scan/run ratios
print(len(progs), "evidence programs; the 10 with the largest scan/run ratio (one pass):", [os.path.basename(f) for f in small])
real_names = loader._names_uniform
rows = {f: {"old": [], "new": [], "run": [], "load_walk": [], "load_nowalk": [], "total_new": [], "total_head": []} for f in small}
N = 200  # checks per timing (one check is below the clock's grain)
for r in range(REPEATS):
    for f in small:
        p = Program.from_file(f, autoload=False)
        q, e = p.program_queries(), p.program_evidence()
        db = p.db
        for kind in (("old", "new") if r % 2 == 0 else ("new", "old")):
            t0 = cpu()
            if kind == "old":
                for _ in range(N): old_called_in(db)
            else:
                for _ in range(N): new_check(db, q, e)
            rows[f][kind].append((cpu() - t0) / N)
        # load with and without the loader's per-clause check, interleaved
        for kind in (("load_walk", "load_nowalk") if r % 2 == 0 else ("load_nowalk", "load_walk")):
            loader._names_uniform = real_names if kind == "load_walk" else (lambda c, i=0: False)
            t0 = cpu()
            for _ in range(5): Program.from_file(f, autoload=False)
            rows[f][kind].append((cpu() - t0) / 5)
        loader._names_uniform = real_names
        # whole load+run: this code, and HEAD's behaviour (no mark, no check) by stubs
        for kind in (("total_new", "total_head") if r % 2 == 0 else ("total_head", "total_new")):
            saved = (loader._names_uniform, uniform.called_in, uniform.mentioned)
            if kind == "total_head":
                loader._names_uniform = lambda c, i=0: False; uniform.called_in = lambda db: False; uniform.mentioned = lambda t: False
            t0 = cpu()
            Program.from_file(f, autoload=False).run_queries()
            rows[f][kind].append(cpu() - t0)
            loader._names_uniform, uniform.called_in, uniform.mentioned = saved
med = lambda xs: statistics.median(xs)
print(f"{'program':40s} {'run ms':>7s} {'old scan us':>11s} {'new us':>7s} {'old %run':>8s} {'new %run':>8s} {'load ms walk/no':>16s} {'load+run ms new/head':>21s}")
for f in small:
    d = rows[f]
    run = med(d["total_new"]) / 1e6
    print(f"{os.path.basename(f):40s} {run:7.2f} {med(d['old'])/1e3:11.1f} {med(d['new'])/1e3:7.2f} "
          f"{100*med(d['old'])/med(d['total_new']):7.1f}% {100*med(d['new'])/med(d['total_new']):7.2f}% "
          f"{med(d['load_walk'])/1e6:7.3f}/{med(d['load_nowalk'])/1e6:.3f} {med(d['total_new'])/1e6:10.3f}/{med(d['total_head'])/1e6:.3f}")
print("load", os.getloadavg())
