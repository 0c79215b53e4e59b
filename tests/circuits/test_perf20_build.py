"""The SDD builder's shortcuts of session 20 (nesylang.circuits.sdd._Builder): an AND or OR
node applied from its first child (no apply with true / false first), an OR of more than
BALANCED_FROM children disjoined by pairs, and a cone that the shared compiler's cone walk
found acyclic built in a plain depth-first order instead of Tarjan's SCC pass. Each gives the
same SDDs as the left fold and the SCC pass; on these programs also the same arrays (in
general the export's order follows SDD node ids, which the pairwise disjunction changes: see
``sdd.BALANCED_FROM``); and the probabilities of an enumeration of the worlds.
"""
from __future__ import annotations

import itertools
import random

import pytest

pytest.importorskip("pysdd")

from nesylang.circuits import sdd
from nesylang.circuits.sdd import IncrementalCompiler, _postorder, _sccs
from nesylang.grounding.ground_program import FALSE, KIND_AND, KIND_CHOICE, TRUE, GroundProgram
from nesylang.logic.terms import Struct


def left_fold(self, n):
    """The builder's node before session 20: every child applied into an accumulator that
    starts at true (AND) or false (OR), in order, stopping once it is false / true."""
    gp, mgr = self.gp, self.mgr
    kind = gp.kinds[n]
    if n == TRUE:
        s = mgr.true()
        s.ref()
        return s
    if kind == KIND_CHOICE:
        return self.literal_of(n)
    is_and = kind == KIND_AND
    apply = mgr.conjoin if is_and else mgr.disjoin
    acc = mgr.true() if is_and else mgr.false()
    acc.ref()
    for c in gp.data[n]:
        cs = self._child(c)
        new = apply(acc, cs)
        new.ref()
        acc.deref()
        cs.deref()
        acc = new
        if acc.is_false() if is_and else acc.is_true():
            break
    return acc


class Reference(IncrementalCompiler):
    """The compiler as before session 20: the left fold, and the SCC pass on every cone."""

    def compile(self, roots, span=None):
        saved = sdd._Builder._compute
        sdd._Builder._compute = left_fold
        try:
            self.cone_groups = None  # the cone walked, the SCC pass run
            return super().compile(roots, span)
        finally:
            sdd._Builder._compute = saved


def same(a, b) -> None:
    pa, pb = a.flat.packed, b.flat.packed
    for x, y in zip(pa, pb):
        assert x.tolist() == y.tolist()
    assert a.flat.outputs == b.flat.outputs
    assert a.variables == b.variables and a.groups == b.groups


def random_program(rng: random.Random):
    gp = GroundProgram()
    groups = []
    for i in range(rng.randint(3, 7)):
        if rng.random() < 0.4:
            groups.append(gp.add_group(("b", i), (0.3,), (Struct(f"b{i}"),), None, False))
        else:
            k = rng.randint(2, 4)
            groups.append(gp.add_group(("c", i), tuple([1.0 / k] * k), tuple(Struct(f"c{i}_{j}") for j in range(k)),
                                       None, True))
    nodes = [gp.choice(g, 0) for g in groups]
    for _ in range(rng.randint(10, 40)):
        r = rng.random()
        if r < 0.2:
            g = rng.choice(groups)
            n = gp.choice(g, rng.randrange(len(gp.groups[g].weights)))
        else:
            many = rng.random() < 0.3  # wide ORs: the pairwise path
            kids = [rng.choice(nodes) * rng.choice((1, 1, 1, -1)) for _ in range(rng.randint(1, 12 if many else 4))]
            if rng.random() < 0.15:
                kids.insert(rng.randrange(len(kids) + 1), rng.choice((TRUE, FALSE)))
            if r < 0.55:
                n = gp.conj(kids)
            else:
                n = gp.new_or(Struct(f"o{len(gp.kinds)}"))
                for k in kids:
                    gp.add_disjunct(n, k)
        if abs(n) != TRUE and abs(n) not in nodes:
            nodes.append(abs(n))
    return gp, nodes


@pytest.mark.parametrize("seed", range(20))
def test_the_builder_gives_the_left_folds_circuits(seed):
    rng = random.Random(seed)
    gp, nodes = random_program(rng)
    fast, slow = IncrementalCompiler(gp), Reference(gp)
    for _ in range(4):
        roots = [rng.choice(nodes) * rng.choice((1, -1)) for _ in range(rng.randint(1, 4))]
        same(fast.compile(roots), slow.compile(roots))


@pytest.mark.parametrize("seed", range(20))
def test_the_plain_walk_orders_an_acyclic_cone_as_the_scc_pass_does(seed):
    rng = random.Random(100 + seed)
    gp, nodes = random_program(rng)
    cone = gp.cone([rng.choice(nodes) for _ in range(3)])
    done = {n for n in cone if rng.random() < 0.2}
    fresh = [n for n in cone if n not in done]
    sccs = _sccs(gp, fresh, done)
    assert all(len(c) == 1 for c in sccs)
    assert _postorder(gp, fresh, done) == [c[0] for c in sccs]


def test_sums_of_two_digit_numbers_against_enumeration():
    """The second harness's open template in miniature: two 2-digit numbers of independent
    digits (uneven weights), one OR per sum, each of up to 100 proofs of four digits (the
    pairwise path); every output's probability against the sum over the 10^4 worlds."""
    rng = random.Random(3)
    gp = GroundProgram()
    w = []
    for i in range(4):
        raw = [rng.random() + 0.05 for _ in range(10)]
        w.append([x / sum(raw) for x in raw])
    groups = [gp.add_group(("d", i), tuple(w[i]), tuple(Struct(f"d{i}_{k}") for k in range(10)), None, True)
              for i in range(4)]
    number = [[gp.conj([gp.choice(groups[2 * j], v // 10), gp.choice(groups[2 * j + 1], v % 10)]) for v in range(100)]
              for j in range(2)]
    sums = []
    for z in range(199):
        o = gp.new_or(Struct(f"s{z}"))
        for a in range(max(0, z - 99), min(99, z) + 1):
            gp.add_disjunct(o, gp.conj([number[0][a], number[1][z - a]]))
        sums.append(o)
    compiled = IncrementalCompiler(gp).compile(sums)
    same(compiled, Reference(gp).compile(sums))
    expected = [0.0] * 199
    for d in itertools.product(range(10), repeat=4):
        expected[10 * d[0] + d[1] + 10 * d[2] + d[3]] += w[0][d[0]] * w[1][d[1]] * w[2][d[2]] * w[3][d[3]]
    got = evaluate(compiled, gp)
    assert len(got) == 200 and got[-1] == pytest.approx(1.0, abs=1e-12)  # the last output: TRUE
    for z in range(199):
        assert got[z] == pytest.approx(expected[z], abs=1e-12)


def evaluate(compiled, gp) -> list[float]:
    """The outputs' probabilities, read off the flat circuit by hand (levels in order; a
    sequential variable k of a group is true with probability w_k / (1 - w_0 - ... - w_{k-1}))."""
    p = compiled.flat.packed
    prob = {}
    for i, info in enumerate(compiled.variables, start=1):
        ws = gp.groups[info.group].weights
        rest = 1.0 - sum(ws[:info.outcome])
        prob[i] = ws[info.outcome] / rest if rest > 0 else 0.0
    value = [0.0] * len(p.kinds)
    for i in range(len(p.kinds)):
        kind = int(p.kinds[i])
        if kind == sdd.LIT_TRUE:
            value[i] = 1.0
        elif kind == sdd.LIT_FALSE:
            value[i] = 0.0
        elif kind == sdd.LIT:
            lit = int(p.literals[i])
            value[i] = prob[lit] if lit > 0 else 1.0 - prob[-lit]
        else:
            value[i] = sum(value[int(p.prime[e])] * value[int(p.sub[e])] for e in range(int(p.ptr[i]), int(p.ptr[i + 1])))
    return [value[o] for o in compiled.flat.outputs]
