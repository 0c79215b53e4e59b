"""Session 30 (nesypi35): what reusing work across split's case searches could save.

One letter run (run_letter, the met setting of nesypi32_profile) with NeSy-π. Per searcher (the
main search, then each case search of ``split``): CPU s of its search loop and of its lazy steps,
the candidates its lazy steps scored (keys new to its cache), and how many of those keys an
earlier searcher had already scored (integer keys are comparable across the searchers: the
atom ids are shared). Only those could be borrowed from an earlier searcher's cache.

    OMP_NUM_THREADS=1 python benchmarks/nesypi35_cases.py M 0
"""
from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nesy_pi as B

from nesypi32_profile import MET  # (the letters' method options, as the letters run)


def main() -> None:
    import torch

    torch.set_num_threads(1)
    from nesylang.learners.nesy_pi import search as S

    letter, seed = sys.argv[1], int(sys.argv[2])
    cpu: dict = {}
    scored: dict = {}  # searcher number -> set of (n, key) its lazy steps scored
    made = [0]

    def number(self) -> int:
        if "_case" not in self.__dict__:
            self.__dict__["_case"] = 0
        return self.__dict__["_case"]

    lazy = S.Searcher._lazy_step

    def lazy_step(self, n, beam, modes, index):
        before = set(self._icache_for(n))
        t = time.process_time()
        try:
            return lazy(self, n, beam, modes, index)
        finally:
            k = number(self)
            cpu[("lazy steps", k)] = cpu.get(("lazy steps", k), 0.0) + time.process_time() - t
            scored.setdefault(k, set()).update((n, x) for x in set(self._icache_for(n)) - before)

    loop = S.Searcher._loop

    def timed_loop(self):
        k = number(self)
        t = time.process_time()
        try:
            return loop(self)
        finally:
            cpu[("search", k)] = cpu.get(("search", k), 0.0) + time.process_time() - t

    share = S.Searcher._share

    def numbered_share(self, sub):
        made[0] += 1
        sub.__dict__["_case"] = made[0]
        return share(self, sub)

    S.Searcher._lazy_step, S.Searcher._loop, S.Searcher._share = lazy_step, timed_loop, numbered_share
    row = B.run_letter(letter, seed, True, 100, 200, 110.0, **dict(B.LETTERS_SEARCH, **MET))
    print(f"{letter} {seed}: run {row['cpu']} CPU s, scored {row['scored']}")
    earlier: set = set()
    for k in sorted(scored):
        own = scored[k]
        name = "main search" if k == 0 else f"case search {k}"
        print(f"{name}: search {cpu.get(('search', k), 0):.3f} CPU s, lazy steps {cpu.get(('lazy steps', k), 0):.3f};"
              f" scored {len(own)}, of which scored by an earlier searcher {len(own & earlier)}")
        earlier |= own


if __name__ == "__main__":
    main()
