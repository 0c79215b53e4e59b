"""A query leaves no reference cycle behind (session 15): a dropped Program, its ground
programs and circuits are freed by reference counting at once, not at the next full
collection of Python's cyclic collector (which, with torch imported, traverses the whole
process: about 0.1 s CPU each). And the query stages run with that collector paused, which
must not change answers (expected values by hand) or leave it switched off."""
from __future__ import annotations

import gc
import weakref

from nesylang.session import Program

SOURCE = "0.3::a. 0.5::b. c :- a, \\+ b. d :- subquery(c, P), P > 0.1. query(c). query(d).\n"


def test_dropped_program_freed_without_the_cyclic_collector():
    was = gc.isenabled()
    gc.disable()
    try:
        p = Program.from_string(SOURCE)
        answers = {a.atom: a.probability for a in p.run_queries()}
        # P(c) = 0.3 * (1 - 0.5); d holds whenever the subquery's P(c) = 0.15 > 0.1
        assert abs(answers["c"] - 0.15) < 1e-12 and answers["d"] == 1.0
        gp = next(iter(p._cache.values()))[0]
        program_ref, gp_ref = weakref.ref(p), weakref.ref(gp)
        del p, gp
        assert program_ref() is None and gp_ref() is None
    finally:
        if was:
            gc.enable()


def test_collector_state_restored():
    assert gc.isenabled()
    Program.from_string(SOURCE).run_queries()
    assert gc.isenabled()
    gc.disable()
    try:
        Program.from_string(SOURCE).run_queries()
        assert not gc.isenabled()  # a caller's choice to keep it off is kept
    finally:
        gc.enable()
