"""Session 24b (speed25): run_deep calls the grounding from a frame with room after it.

CPython 3.11+ keeps function frames in 16 KiB chunks, mapped when a call does not fit and
unmapped when the call that opened the chunk returns. A recursion that goes back and forth over
a chunk's edge maps and unmaps a chunk each time (nlp4plp_p07: once per table call). Each
mapping is fresh memory, so touching it costs at least one minor page fault. Under
``grounder._roomy`` the frames fit in one chunk that stays mapped, so the faults go away.
"""
from __future__ import annotations

import sys

import pytest

from nesylang.grounding import grounder
from nesylang.grounding.grounder import _ROOMY_SLOTS, _roomy, run_deep

CPYTHON_311 = sys.implementation.name == "cpython" and sys.version_info >= (3, 11)


def _down(n: int) -> int:
    # a plain recursion, n frames deep (a few locals each, as the grounder's calls have)
    a = b = c = d = n
    return 0 if n == 0 else 1 + _down(a - 1) + (b - c) * d


def _oscillate(times: int, depth: int) -> int:
    total = 0
    for _ in range(times):
        total += _down(depth)
    return total


def _minor_faults(fn) -> tuple[int, object]:
    resource = pytest.importorskip("resource")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    value = fn()
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before, value


def test_roomy_returns_and_raises_as_the_call():
    assert _roomy(lambda: 42) == 42
    with pytest.raises(KeyError):
        _roomy(lambda: {}["x"])
    # run_deep's shallow path goes through it: the value, and a grounding error, come back
    assert run_deep(lambda: [1, 2]) == [1, 2]
    with pytest.raises(ZeroDivisionError):
        run_deep(lambda: 1 // 0)


@pytest.mark.skipif(not CPYTHON_311, reason="frame chunks are CPython 3.11+'s")
def test_roomy_frame_declares_its_room():
    assert _roomy.__code__.co_stacksize == _ROOMY_SLOTS
    # 8 bytes a slot: the chunk it opens is 1 MiB; the frame leaves at least 400 KiB of it
    chunk = 16 * 1024
    while chunk < 8 * (_ROOMY_SLOTS + 1000):
        chunk *= 2
    assert chunk == 1024 * 1024
    assert chunk - 8 * (_ROOMY_SLOTS + 100) > 400 * 1024


@pytest.mark.skipif(not CPYTHON_311 or not sys.platform.startswith("linux"),
                    reason="frame chunks are CPython 3.11+'s; page faults counted as Linux counts them")
def test_recursion_over_a_chunk_edge_maps_no_chunks_under_roomy():
    # 400 frames of _down are over 16 KiB, so each of the 300 descents opens at least one new
    # chunk (and touches it) without the room; with it, none after the first descent
    times, depth = 300, 400
    expected = depth * times
    plain_faults, plain = _minor_faults(lambda: _oscillate(times, depth))
    roomy_faults, roomy = _minor_faults(lambda: _roomy(lambda: _oscillate(times, depth)))
    assert plain == roomy == expected
    assert plain_faults >= times, plain_faults
    assert roomy_faults < times // 10, roomy_faults


def test_grounding_answers_through_run_deep_unchanged():
    # a program whose tables nest (each call makes a new one a level deeper; p(60) past the
    # shallow limit of 40, so run_deep restarts it on its own thread), its answers by hand:
    # p(0) is certain, p(N) for N > 0 holds with q(N) (0.5) and p(N-1): P(p(N)) = 0.5 ** N
    from nesylang.session import Program

    src = "\n".join(
        ["p(0).", "p(N) :- N > 0, q(N), M is N - 1, p(M)."]
        + [f"0.5::q({i})." for i in range(1, 61)]
        + ["query(p(3)).", "query(p(30))."]
    )
    out = {str(a.atom): a.probability for a in Program.from_string(src, autoload=False).run_queries()}
    assert out["p(3)"] == pytest.approx(0.125, abs=1e-12)
    assert out["p(30)"] == pytest.approx(0.5 ** 30, rel=1e-9)
    deep = src.replace("query(p(30)).", "query(p(60)).")
    out = {str(a.atom): a.probability for a in Program.from_string(deep, autoload=False).run_queries()}
    assert out["p(60)"] == pytest.approx(0.5 ** 60, rel=1e-9)
    assert grounder._roomy is _roomy


# ---- flat keys only for predicates called again with a variant ------------------------------

GATED = """
0.5::e(1). 0.5::e(2). 0.5::e(3).
0.4::c(a).
p(X) :- c(X).
q(N) :- e(N), p(a).
r(f(N)) :- q(N).
s :- r(f(1)), r(f(2)).
t :- q(3), p(a).
query(s). query(t). query(q(2)).
"""


def test_flat_keys_only_for_predicates_met_again(monkeypatch):
    # by hand: s = e(1) e(2) c(a) = 0.1; t = e(3) c(a) = 0.2; q(2) = e(2) c(a) = 0.2.
    # p(a) is called from q(1), q(2), q(3) and t: a variant met again, so p/1 uses flat keys;
    # e/1 is called once per (ground, distinct) argument, so it never does. r/1's compound
    # calls make tables on the general path: the index stays valid (each entry is the table
    # stored under its key), it is not emptied by them.
    from nesylang.session import Program

    made = []
    init = grounder.Grounder.__init__

    def keep(self, *args, **kwargs):
        init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(grounder.Grounder, "__init__", keep)
    out = {str(a.atom): a.probability for a in Program.from_string(GATED, autoload=False).run_queries()}
    assert out == pytest.approx({"s": 0.1, "t": 0.2, "q(2)": 0.2}, abs=1e-12)
    g = next(g for g in made if g._flat_on)
    assert ("p", 1) in g._flat_on
    assert ("e", 1) not in g._flat_on
    assert g._flat, "the index was emptied"
    for table, key in g._flat.values():
        assert g.tables.get(key) is table
    assert any(t.call.functor == "p" for t, _ in g._flat.values())
