"""Session 19 what-if (not adopted): ``specific`` with a Good-Turing guard -- an atom is not added
when a value of its cover is held by exactly one covered training positive (values seen once:
unseen ones are likely). Patches Searcher._specialise_vars with a copy of it plus the guard.

    OMP_NUM_THREADS=1 python benchmarks/nesypi19_goodturing.py X,I,Y 0,1,2
"""
import itertools
import os
import sys

import numpy as np
import torch

from nesylang.learners.nesy_pi import search as S
from nesylang.learners.nesy_pi.search import Placeholder, term_str

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesy_pi as B

GT = True


def _sv(self, acc, atoms, n, new_vars, modes, covered):
    """:meth:`specialise`'s atoms over ``n`` entity variables, each reading one of ``new_vars``."""
    t = self.t
    flat = (t.S, -1)
    new_vars = set(new_vars)
    read = set()  # (predicate, variables) the clause's atoms read, inventions expanded
    for a in atoms:
        read |= {(x[0], self._norm(x)[1]) for x in self.invention_atoms(a)}
    for m in modes:
        ents = [i for i, a in enumerate(m.args) if isinstance(a, Placeholder) and a.is_var]
        consts = [a for a in m.args if isinstance(a, Placeholder) and not a.is_var]
        if len(consts) != 1 or not 1 <= len(ents) <= 2:
            continue
        values = [term_str(v) for v in self.bias.values(consts[0].type)]
        if len(ents) == 1:
            tuples = [(v,) for v in range(1, n + 1)]
        elif m.symmetric:
            tuples = list(itertools.combinations(range(1, n + 1), 2))
        else:
            tuples = list(itertools.permutations(range(1, n + 1), 2))
        for vars_ in tuples:
            if not new_vars & set(vars_):
                continue
            arrays = [t.placed((m.predicate, vars_, k), n) for k in values]
            holds = np.stack([(acc * a).reshape(flat).max(axis=1) > 0 for a in arrays])  # [values, S]
            todo = covered.copy()
            chosen: list[int] = []
            while todo.any():
                gain = holds[:, todo].sum(axis=1)
                k = int(np.argmax(gain))
                if gain[k] == 0:
                    break
                chosen.append(k)
                todo &= ~holds[k]
            if GT and any(int(holds[k, covered].sum()) == 1 for k in chosen):
                continue  # Good-Turing: a value seen once -> unseen values likely
            if todo.any() or not chosen:
                continue  # cannot happen on covered positives; kept safe
            if len(chosen) == len(values):
                continue  # every value: says nothing
            allowed = np.max(np.stack([arrays[k] for k in chosen]), axis=0)
            narrowed = acc * allowed
            if np.array_equal(narrowed, acc) and (m.predicate, vars_) in read:
                continue  # the clause reads this already and the narrowing changes no witness
            chosen.sort()
            if len(chosen) == 1:
                atom = (m.predicate, vars_, values[chosen[0]])
            else:
                atom = self._set_atom(m.predicate, vars_, [values[k] for k in chosen], narrowed)
            atoms = atoms + (atom,)
            read.add((m.predicate, self._norm((m.predicate, vars_, None))[1]))
            acc = narrowed
    return acc, atoms


if __name__ == "__main__":
    torch.set_num_threads(1)
    S.Searcher._specialise_vars = _sv
    letters, seeds = sys.argv[1].split(","), [int(x) for x in sys.argv[2].split(",")]
    for seed in seeds:
        for L in letters:
            r = B.run_letter(L, seed, True, 100, 200, 120.0, specific=True, **B.LETTERS_SEARCH)
            print(L, seed, "test", r["test_pn"], r.get("searched_test_pn", r["test_pn"]), "robust",
                  r["robust_n"], r.get("searched_robust_n", r["robust_n"]), "train", r["train_pn"], "cpu", r["cpu"],
                  flush=True)
