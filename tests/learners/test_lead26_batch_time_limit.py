"""The time limit on NeSy-π's batch path (session 26b scores a parent's refinements in one
batch and checks the limit once per batch). test_nesy_pi.py's time-limit test replaces
``score_clause``, which turns the batch off; here the batch itself is made slow, so the
production path is the one under test: CPU time spent must stop the search, wall-clock time
spent sleeping must not."""
from __future__ import annotations

import time

from nesylang.learners.nesy_pi import search
from test_nesy_pi import tiny_program


def _slowed(monkeypatch, slow) -> list:
    calls = []
    plain = search.Searcher._evaluate_batch

    def wrapped(self, *args, **kwargs):
        calls.append(1)
        slow()
        return plain(self, *args, **kwargs)

    monkeypatch.setattr(search.Searcher, "_evaluate_batch", wrapped)
    return calls


def test_sleeping_in_the_batch_does_not_stop_the_search(monkeypatch):
    calls = _slowed(monkeypatch, lambda: time.sleep(0.05))
    wall = time.perf_counter()
    r = tiny_program().learn("nesy_pi", target="target/1", data="train", time_limit=0.3)
    assert calls, "the batch path was not used"
    assert time.perf_counter() - wall > 0.3 + 0.05  # more wall clock than the limit passed
    assert r.details["stopped"] == "" and r.details["accepted"]


def test_cpu_time_in_the_batch_stops_the_search(monkeypatch):
    def burn():
        until = time.process_time() + 0.05
        while time.process_time() < until:
            pass

    free = _slowed(monkeypatch, lambda: None)
    full = tiny_program().learn("nesy_pi", target="target/1", data="train")
    batches = len(free)
    assert batches * 0.05 > 0.3, "too few batches for the limit to bite"
    monkeypatch.undo()
    calls = _slowed(monkeypatch, burn)
    cpu = time.process_time()
    r = tiny_program().learn("nesy_pi", target="target/1", data="train", time_limit=0.3)
    assert r.details["stopped"] == "time limit"
    assert len(calls) < batches and r.details["scored"] < full.details["scored"]
    assert time.process_time() - cpu < 2.0
