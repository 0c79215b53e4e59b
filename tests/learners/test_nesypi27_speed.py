"""NeSy-π's search made cheaper without changing what it learns (session 26): refinements from a
memoised literal list, canonical keys and invention expansions memoised, and on 0/1 facts a
refinement scored from its parent's packed truth bits. Each shortcut is checked against the
straightforward computation it replaces, written out here (the pre-session-26 code: body_literals
on the parent clause, canonical per clause, the recursive expansion, products and a max over θ,
np.mean), and the whole search with every shortcut off against the search with them on.
"""
from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from nesylang.bias import Bias, Placeholder, body_literals
from nesylang.learners.nesy_pi import search as search_mod
from nesylang.learners.nesy_pi.scenes import Bins
from nesylang.learners.nesy_pi.scorer import SceneTensors, metrics, score_clause, substitute
from nesylang.learners.nesy_pi.search import Searcher, Settings, canonical
from nesylang.logic.terms import term_str
from nesylang.session import Program

# a recall-1 mode and a (symmetric) binned relation beside a plain one
BIAS = """
#type(color, [red, green, blue]). #type(shape, [cube, sphere]). #type(rho, [0..3]). #maxv(4).
#modeh(target(+scene)). #modeb(*, in(-obj, +scene)).
#modeb(1, color(+obj, #color)). #modeb(*, shape(+obj, #shape)).
#modeb(*, rho(+obj, +obj, #rho), (symmetric)).
"""
COLORS, SHAPES = ("red", "green", "blue"), ("cube", "sphere")


def _scenes(rng: random.Random, count: int, flip: float = 0.0) -> list[dict]:
    out = []
    for i in range(count):
        k = rng.randint(2, 4)
        objs = [{"x": rng.random(), "y": rng.random(), "color": rng.choice(COLORS), "shape": rng.choice(SHAPES)}
                for _ in range(k)]
        # positives: some two objects share a colour
        label = int(len({o["color"] for o in objs}) < k)
        if rng.random() < flip:  # label noise: no clause is accepted, so split_cases searches on
            label = 1 - label
        out.append({"id": f"s{i}", "label": label, "objects": objs})
    return out


def _program(seed: int = 3, count: int = 24, flip: float = 0.0) -> Program:
    p = Program.from_string(BIAS)
    p.add_data("train", scenes=_scenes(random.Random(seed), count, flip))
    return p


def _searcher(p: Program, **settings) -> Searcher:
    bias = Bias.from_program(p.loaded)
    return Searcher(bias, ("target", 1), SceneTensors(p.dataset("train"), Bins(rho=4)), Settings(**settings))


# ---- the pre-session-26 computations, written out ----------------------------------------------

def _expansion(s: Searcher, atom) -> set:
    """invention_atoms without a memo: the recursive definition."""
    inv = s.inventions.get(atom[0])
    if inv is None:
        return {atom}
    m = {i + 1: v for i, v in enumerate(atom[1])}
    out = set()
    for var in inv.variations:
        for a in var:
            out |= _expansion(s, substitute(a, m))
    return out


def _reference_refinements(s: Searcher, n: int, atoms: tuple, modes) -> list[tuple]:
    """body_literals on the parent clause itself, then the same filters (the code before)."""
    if len(atoms) >= s.s.max_body:
        return []
    clause = s.bias_clause(n, atoms)
    fixed = {(a[0], a[1]): a[2] for a in atoms if a[2] is not None}
    used_by_inv, plain = set(), set()
    present = {s._norm(a) for a in atoms}
    for a in atoms:
        if a[0] in s.inventions:
            used_by_inv |= {s._norm(x) for x in _expansion(s, a)}
        else:
            plain.add(s._norm(a))
    out = []
    for lit, new in body_literals(s.bias, clause, negation=False, new_vars=False, modes=modes):
        if new:
            continue
        is_var = [isinstance(ph, Placeholder) and ph.is_var for ph in lit.mode.args]
        vars_ = tuple(a for a, v in zip(lit.args, is_var) if v)
        consts = [a for a, v in zip(lit.args, is_var) if not v]
        if 0 in vars_ or len(set(vars_)) < len(vars_) or len(consts) > 1:
            continue
        const = term_str(consts[0]) if consts else None
        atom = (lit.predicate, vars_, const)
        if const is not None and fixed.get((atom[0], vars_), const) != const:
            continue
        if s._norm(atom) in present:
            continue
        if atom[0] in s.inventions:
            if {s._norm(x) for x in _expansion(s, atom)} & plain:
                continue
        elif s._norm(atom) in used_by_inv:
            continue
        out.append(atoms + (atom,))
    return out


def _brute_r(s: Searcher, n: int, atoms) -> np.ndarray:
    """r_C(d) on 0/1 facts by plain loops: 1 when some injective θ makes every atom true (an
    invented atom true when one of its variations, substituted, is)."""
    t = s.t

    def holds(d, atom, theta) -> bool:
        inv = s.inventions.get(atom[0])
        if inv is not None:
            m = {i + 1: atom[1][i] for i in range(inv.arity)}
            return any(all(holds(d, substitute(a, m), theta) for a in var) for var in inv.variations)
        ents = tuple(theta[v - 1] for v in atom[1])
        return float(t.array(atom[0], len(ents), atom[2])[(d,) + ents]) > 0

    out = np.zeros(t.S)
    for d in range(t.S):
        k = int(t.mask[d].sum())
        out[d] = float(any(all(holds(d, a, theta) for a in atoms) for theta in itertools.permutations(range(k), n)))
    return out


# ---- the shortcuts one by one -----------------------------------------------------------------------

def _searched(invent: bool = True) -> Searcher:
    s = _searcher(_program(), beam=4, pool=16, max_body=3, invent_top=2)
    s.s.invent = invent
    for n in (1, 2, 3):
        s.search(n, None)
    return s


def test_refinements_equal_body_literals_on_the_parent_clause():
    s = _searched()
    assert s.inventions  # the language grew: refinements read invented atoms too
    modes = [m for m in s.bias.bodies if m.predicate not in ("in", "target")]
    parents = [c for c in s.cache.values()] + [s.cache[k] for k in list(s.cache)[:5]]
    # recall 1: a parent with a colour atom gets no second one, one without gets some
    with_colour = [c for c in parents if any(a[0] == "color" for a in c.atoms) and len(c.atoms) < 3]
    assert with_colour
    for c in with_colour:
        assert not any(r[-1][0] == "color" for r in s.refinements(c.n, c.atoms, modes))
    checked = 0
    for c in parents:
        for ms in (modes, modes[:2], modes[1:]):  # another mode list: another memo entry
            got = s.refinements(c.n, c.atoms, ms)
            assert got == _reference_refinements(s, c.n, c.atoms, ms), c.text  # the same list, in order
            checked += 1
    assert checked > 100


def test_memoised_keys_and_expansions_equal_the_definitions():
    s = _searched()
    assert any(any(a[0] in s.inventions for v in inv.variations for a in v) for inv in s.inventions.values()) \
        or len(s.inventions) >= 2
    for (n, atoms), key in (s._keys or {}).items():
        assert key == canonical(n, atoms, s.symmetric)
    assert s._keys
    for name, inv in s.inventions.items():
        for args in itertools.permutations(range(1, 4), inv.arity):
            atom = (name, args, None)
            assert s.invention_atoms(atom) == _expansion(s, atom)
            assert s._invention_norm(atom) == {s._norm(x) for x in _expansion(s, atom)}


def test_packed_scores_and_metrics_equal_products_loops_and_mean():
    s = _searched()
    assert s._fast()
    cands = [c for c in s.cache.values() if c.atoms]
    assert len(cands) > 100
    rng = random.Random(0)
    for c in cands:
        ref = score_clause(s.t, c.atoms, c.n, s.inventions)  # products and a max over θ
        assert c.scores.tobytes() == ref.tobytes(), c.text
        assert (c.p, c.nn, c.pn) == metrics(ref, s.labels)  # np.mean, bit for bit
    for c in rng.sample(cands, 40):
        assert np.array_equal(c.scores, _brute_r(s, c.n, c.atoms)), c.text


def test_soft_facts_and_clipping_keep_the_product_scorer():
    p = Program.from_string(BIAS)
    scenes = _scenes(random.Random(5), 12)
    scenes[0]["objects"][0]["color"] = {"red": 0.7, "blue": 0.3}
    p.add_data("train", scenes=scenes)
    s = _searcher(p, beam=4, pool=16, max_body=2)
    assert s.t.soft and not s._fast()
    s.search(2, None)
    for c in s.cache.values():
        if c.atoms:
            assert c.scores.tobytes() == score_clause(s.t, c.atoms, c.n, s.inventions).tobytes()
    s = _searcher(_program(), beam=4, pool=16, max_body=2, clip=0.5)
    s.search(2, None)
    for c in s.cache.values():
        if c.atoms:
            assert (c.p, c.nn) == metrics(c.scores, s.labels, 0.5)[:2]


# ---- the whole search, every shortcut off ------------------------------------------------------------

def _without_shortcuts(monkeypatch):
    monkeypatch.setattr(Searcher, "_fast", lambda self: False)
    monkeypatch.setattr(Searcher, "refinements",
                        lambda self, n, atoms, modes: _reference_refinements(self, n, atoms, modes))
    monkeypatch.setattr(Searcher, "key", lambda self, n, atoms: canonical(n, atoms, self.symmetric))
    monkeypatch.setattr(Searcher, "invention_atoms", lambda self, atom: frozenset(_expansion(self, atom)))


def _learn(p: Program, **options):
    r = p.learn("nesy_pi", target="target/1", data="train", **options)
    return (r.text, r.details["target_clause"], r.details["searched_clause"], r.details["scored"],
            [(row.n, row.predicates, row.step, row.candidates, row.best, row.pn) for row in r.details["trace"]],
            [(i.name, i.variations, i.p, i.n) for i in r.details["all_inventions"]],
            r.details["train_scores"].tobytes())


@pytest.mark.parametrize("flip, options", [
    (0.0, dict(beam=4, pool=32, max_body=3)),
    (0.15, dict(beam=4, pool=64, max_body=3, distinct=True, align=True, specific=True, specific_cases=True,
                specific_interval=True, split_cases="clause", specific_count=True)),
])
def test_the_search_learns_the_same_with_every_shortcut_off(monkeypatch, flip, options):
    on = _learn(_program(7, 30, flip), **options)
    with monkeypatch.context() as m:
        _without_shortcuts(m)
        off = _learn(_program(7, 30, flip), **options)
    assert on == off
    assert on[3] > 50  # candidates scored: a real search
    if flip:
        assert any(row[1].startswith("case ") for row in on[4])  # split_cases searched the cases


def _letters_program(letter: str, scenes: int, seed: int) -> Program:
    """examples/kandinsky/letters.nesy with ``scenes`` training scenes of ``letter`` (line
    grouping, rho/phi/slope bins and nested inventions, as the letters' runs)."""
    import sys
    from pathlib import Path

    root = Path(search_mod.__file__).resolve().parents[3]
    sys.path.insert(0, str(root / "examples" / "kandinsky"))
    try:
        import generate
    finally:
        sys.path.pop(0)
    p = Program.from_file(root / "examples" / "kandinsky" / "letters.nesy")
    p.add_data("train", scenes=generate.letter_scenes(letter, scenes, seed, "a"), grouping={})
    return p


def test_the_letters_search_learns_the_same_with_every_shortcut_off(monkeypatch):
    options = dict(pool=64, beam=4, max_body=2, distinct=True, align=True, specific=True)
    on = _learn(_letters_program("L", 24, 0), **options)
    with monkeypatch.context() as m:
        _without_shortcuts(m)
        off = _learn(_letters_program("L", 24, 0), **options)
    assert on == off
