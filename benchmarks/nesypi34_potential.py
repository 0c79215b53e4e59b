"""Session 29 (nesypi34): how many of a letters run's scored refinements bound-based pruning
could skip, measured before building it. Each lazy step's new candidates (stubs made in that step)
are compared with the step's cut, the last candidate of its ranked prefix (what the beam, the
invention pool and the best read):

- below the cut: ranked after it (rank score, P, atoms), so outside the prefix;
- P < the cut's rank score: PN <= P, so positives-first scoring could drop it (with the final cut;
  a running cut drops fewer);
- P = 0;
- min(parent's P, P of the atom alone) < the cut's rank score: prunable before any scoring of
  the child (P of a child <= each of these).

    OMP_NUM_THREADS=1 python benchmarks/nesypi34_potential.py M 0
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesy_pi as B

from nesypi32_profile import MET  # (the letters' method options, as the letters run)


def main() -> None:
    import torch

    torch.set_num_threads(1)
    from nesylang.learners.nesy_pi import search as S

    lazy_step = S.Searcher._lazy_step
    stats = {"steps": 0, "new": 0, "below_cut": 0, "p_below_cut_rs": 0, "p0": 0, "atom_or_parent_below": 0}

    def measured(self, n, beam, modes, index):
        d = self._icache_for(n)
        before = set(d)
        out = lazy_step(self, n, beam, modes, index)
        prefix = out[1]
        if not prefix:
            return out
        last = prefix[-1]
        cut_rs, cut_p, cut_len = last.rank_score, last.p, len(last.atoms)
        _, pos, _, n_pos, _ = self._labels01()
        base = self._truth(n, ())
        stats["steps"] += 1
        for ik in set(d) - before:
            e = d[ik]
            if type(e) is tuple:
                parent, atom, p, rs, size = e[0], e[1], e[2], e[4], len(e[0]) + 1
            else:
                parent, atom, p, rs, size = e.atoms[:-1], e.atoms[-1], e.p, e.rank_score, len(e.atoms)
            stats["new"] += 1
            stats["below_cut"] += (rs, p, -size) < (cut_rs, cut_p, -cut_len)
            stats["p_below_cut_rs"] += p < cut_rs
            stats["p0"] += p == 0
            p_atom = float(self._score_bits(base, [atom], n)[0] @ pos) / n_pos
            p_parent = self._metrics01(self._truth(n, parent).any(axis=1).astype(float))[0] if parent else 1.0
            stats["atom_or_parent_below"] += min(p_atom, p_parent) < cut_rs
        return out

    S.Searcher._lazy_step = measured
    letter, seed = sys.argv[1], int(sys.argv[2])
    row = B.run_letter(letter, seed, True, 100, 200, 110.0, **dict(B.LETTERS_SEARCH, **MET))
    print(letter, seed, "scored", row["scored"], stats)


if __name__ == "__main__":
    main()
