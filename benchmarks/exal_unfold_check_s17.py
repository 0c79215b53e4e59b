"""Do EXAL's formulas grounded on the factored database, with the join tables unfolded
(``ExalTrainer.FACTOR``, on since session 17), equal the formulas of the unfactored grounding?
(issue 17, session 17)

For every training sum of ``train_n{N}`` (1500 sums: 1425 distinct at N = 4, 191 at N = 2) and
both signs (the query and its negation), one child process per configuration builds the formula
as ``ExalTrainer.formula`` does and records its number of variables, its whole CNF
(``Formula.cnf()``: the groups' clauses and the others, in order), each group's choice key,
outcome count and indicator variables, and the solver's tables (clauses of 2+ literals,
occurrence and implication lists, the per-literal pair and group tables). Configurations:
``TREE:plain`` (``FACTOR`` off: the program's own database) and ``TREE:factor`` (on), ``TREE`` a
label=path pair of ``--trees`` (a source tree, e.g. HEAD's worktree). The first configuration is
the reference; the others are compared with it formula by formula. Also prints each child's CPU
seconds for the formulas (grounding included; the collector off, as in training).

    python benchmarks/exal_unfold_check_s17.py --trees new=. head=/tmp/wt_exal8 \\
        --configs head:plain new:factor --ns 2 4
"""
from __future__ import annotations

import argparse
import os
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = r'''
import gc, os, pickle, sys, time
sys.path.insert(0, "benchmarks")
from bench_exal_addition import _program
import nesylang.learners.exal as exal
n, factor, out = int(sys.argv[1]), sys.argv[2] == "factor", sys.argv[3]
exal.ExalTrainer.FACTOR = factor
program = _program(n)
program.materialise_declarations()
examples = program.dataset("train_sums")[:1500]
trainer = exal.ExalTrainer(program)
records = []
gc.disable()
cpu = time.process_time()
for e in examples:
    for negate in (False, True):
        f, keys, _ = trainer.formula(e.query, negate)
        records.append((f.n_vars, f.cnf(), [(repr(k), g.n_real, g.boolean, tuple(g.indicators))
                                            for k, g in zip(keys, f.groups)],
                        f.solver_clauses, f.solver_occurrences, f.solver_implications, f.lit_pair, f.var_group))
cpu = time.process_time() - cpu
with open(out, "wb") as fh:
    pickle.dump((cpu, len(trainer.formulas), records), fh)
'''


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trees", nargs="+", default=["new=."], metavar="LABEL=PATH")
    ap.add_argument("--configs", nargs="+", default=["new:plain", "new:factor"], metavar="TREE:plain|factor")
    ap.add_argument("--ns", type=int, nargs="+", default=[2, 4])
    args = ap.parse_args()
    trees = dict(item.split("=", 1) for item in args.trees)
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.ns:
            results = []
            for config in args.configs:
                label, mode = config.split(":")
                tree = Path(trees[label]).resolve()
                out = Path(tmp) / f"{label}_{mode}_{n}.pkl"
                env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONHASHSEED="0", NESYLANG_CACHE="off",
                           PYTHONPATH=str(tree))
                subprocess.run([sys.executable, "-c", CHILD, str(n), mode, str(out)], cwd=str(tree), env=env,
                               check=True)
                with open(out, "rb") as fh:
                    results.append((config, *pickle.load(fh)))
            ref_config, _, _, ref = results[0]
            for config, cpu, distinct, records in results:
                same = sum(a == b for a, b in zip(ref, records))
                first = next((i for i, (a, b) in enumerate(zip(ref, records)) if a != b), None)
                print(f"N = {n} {config}: {len(records)} formulas ({distinct} distinct), {cpu:.2f} s CPU; "
                      f"equal to {ref_config}'s: {same} of {len(ref)}"
                      + ("" if first is None else f" (first difference: record {first})"), flush=True)


if __name__ == "__main__":
    main()
