"""The shared SDD compiler's shortcuts (session 18, nesylang.circuits.sdd.IncrementalCompiler):
a compiled node keeps the groups of its cone (so a new template's cone walk stops at compiled
nodes), and every exported SDD node keeps the set of nodes under it as a bitset (so a
template's flat circuit is read off its roots' bitsets instead of a walk). Each must give
exactly what the plain walks give: the groups and not-yet-compiled nodes of ``gp.cone`` in
its order, and the same flat circuit, on random acyclic ground programs grown between
compilations, and on a cyclic one (where the compiler falls back to walking).
"""
from __future__ import annotations

import random

import pytest

pytest.importorskip("pysdd")

from nesylang.circuits.sdd import IncrementalCompiler
from nesylang.grounding.ground_program import FALSE, TRUE, GroundProgram
from nesylang.logic.terms import Struct


class Checked(IncrementalCompiler):
    """Checks each shortcut answer against the plain cone walk, before the build."""

    checked = 0

    def _cone_groups(self, tops):
        cone = self.gp.cone(tops)
        values = self.builder.values if self.builder is not None else {}
        found = super()._cone_groups(tops)
        if found is not None:
            groups, fresh = found
            assert groups == self.gp.groups_in(cone)
            assert fresh == [n for n in cone if n not in values]
            Checked.checked += 1
        return found


def plain(gp) -> IncrementalCompiler:
    c = IncrementalCompiler(gp)
    c.cone_groups = None  # walk every cone
    c.closures = None  # walk every flat circuit
    return c


def same(a, b) -> None:
    pa, pb = a.flat.packed, b.flat.packed
    for x, y in zip(pa, pb):
        assert x.tolist() == y.tolist()
    assert a.flat.outputs == b.flat.outputs
    assert a.variables == b.variables and a.groups == b.groups


def grow(gp: GroundProgram, rng: random.Random, nodes: list[int], groups: list[int], count: int) -> None:
    """Add ``count`` random nodes over the existing ones (so the program stays acyclic)."""
    for _ in range(count):
        r = rng.random()
        if r < 0.25:
            g = rng.choice(groups)
            n = gp.choice(g, rng.randrange(len(gp.groups[g].weights)))
        else:
            kids = [rng.choice(nodes) * rng.choice((1, 1, 1, -1)) for _ in range(rng.randint(1, 4))]
            if rng.random() < 0.1:
                kids.append(TRUE)
            if r < 0.6:
                n = gp.conj(kids)
            else:
                n = gp.new_or(Struct(f"o{len(gp.kinds)}"))
                for k in kids:
                    gp.add_disjunct(n, k)
        if abs(n) != TRUE and n not in nodes:
            nodes.append(abs(n))


@pytest.mark.parametrize("seed", range(12))
def test_shortcuts_equal_the_plain_walks_on_growing_acyclic_programs(seed):
    rng = random.Random(seed)
    gp = GroundProgram()
    groups = []
    for i in range(rng.randint(3, 8)):
        if rng.random() < 0.4:
            groups.append(gp.add_group(("b", i), (0.3,), (Struct(f"b{i}"),), None, False))
        else:
            k = rng.randint(2, 4)
            groups.append(gp.add_group(("c", i), tuple([1.0 / k] * k), tuple(Struct(f"c{i}_{j}") for j in range(k)),
                                       None, True))
    nodes = [gp.choice(g, 0) for g in groups]
    fast, slow = Checked(gp), plain(gp)
    before = Checked.checked
    for _ in range(8):  # templates: the program grows between them, as the shared grounder's does
        grow(gp, rng, nodes, groups, rng.randint(3, 25))
        roots = [rng.choice(nodes) * rng.choice((1, -1)) for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.2:
            roots.append(TRUE)
        same(fast.compile(roots), slow.compile(roots))
    assert Checked.checked - before == 8  # the shortcut answered every time
    assert fast.cone_groups is not None and fast.closures is not None


def test_a_cycle_falls_back_to_the_walks_with_the_same_circuits():
    gp = GroundProgram()
    g = [gp.add_group(("b", i), (0.5,), (Struct(f"b{i}"),), None, False) for i in range(3)]
    c = [gp.choice(x, 0) for x in g]
    below = gp.conj([c[0], c[1]])
    fast, slow = Checked(gp), plain(gp)
    same(fast.compile([below]), slow.compile([below]))
    assert fast.cone_groups is not None
    # p :- c2. p :- q, c0.   q :- p, c1.   (a cycle through p and q)
    p, q = gp.new_or(Struct("p")), gp.new_or(Struct("q"))
    gp.add_disjunct(p, c[2])
    gp.add_disjunct(p, gp.conj([q, c[0]]))
    gp.add_disjunct(q, gp.conj([p, c[1]]))
    same(fast.compile([q, -below]), slow.compile([q, -below]))
    assert fast.cone_groups is None  # met the cycle: walks from here on
    top = gp.conj([p, -c[1]])
    same(fast.compile([top, FALSE]), slow.compile([top, FALSE]))


def test_bitsets_stop_past_their_bound_with_the_same_circuits():
    gp = GroundProgram()
    g = [gp.add_group(("c", i), (0.2, 0.3, 0.5), tuple(Struct(f"c{i}_{j}") for j in range(3)), None, True)
         for i in range(4)]
    ors = []
    for i in range(4):
        o = gp.new_or()
        for j in range(3):
            gp.add_disjunct(o, gp.conj([gp.choice(g[i], j), gp.choice(g[(i + 1) % 4], (j + 1) % 3)]))
        ors.append(o)
    fast, slow = IncrementalCompiler(gp), plain(gp)
    fast.CLOSURES_UP_TO = 5
    for roots in ([ors[0]], [ors[1], -ors[2]], [gp.conj(ors[:3])], [ors[3]]):
        same(fast.compile(roots), slow.compile(roots))
    assert fast.closures is None


def test_cones_with_too_many_groups_fall_back_to_the_walk_with_the_same_circuits():
    rng = random.Random(7)
    gp = GroundProgram()
    groups = [gp.add_group(("b", i), (0.4,), (Struct(f"b{i}"),), None, False) for i in range(12)]
    nodes = [gp.choice(g, 0) for g in groups]
    fast, slow = Checked(gp), plain(gp)
    fast.CONE_GROUPS_UP_TO = 60
    for _ in range(6):
        grow(gp, rng, nodes, groups, 20)
        roots = [rng.choice(nodes[12:] or nodes)]
        same(fast.compile(roots), slow.compile(roots))
    assert fast.cone_groups is None  # gave up keeping them, and walked


def test_bitsets_are_dropped_where_templates_share_nothing_with_the_same_circuits():
    gp = GroundProgram()
    fast, slow = IncrementalCompiler(gp), plain(gp)
    for i in range(20):  # each template over groups of its own: every node is new
        g = [gp.add_group(("c", i, j), (0.2, 0.3, 0.5), tuple(Struct(f"c{i}_{j}_{k}") for k in range(3)), None, True)
             for j in range(3)]
        o = gp.new_or()
        for k in range(3):
            gp.add_disjunct(o, gp.conj([gp.choice(g[0], k), gp.choice(g[1], (k + 1) % 3), gp.choice(g[2], 2 - k)]))
        same(fast.compile([o]), slow.compile([o]))
        assert (fast.closures is None) == (i >= 15)  # judged after 16 templates
