"""Property tests: nesylang's exact inference against brute-force possible-world enumeration.

The expected probabilities are computed here, independently of nesylang: every total choice
(truth values of the probabilistic facts, the outcome of every annotated disjunction including
"none of the heads" when its probabilities sum below 1, and an independent Boolean for every
probabilistic rule) is enumerated, the well-founded (here: stratified) model of each world is
computed stratum by stratum by naive fixpoint iteration, and the weights of the worlds where
a query holds are summed.
"""
from __future__ import annotations

import itertools
from collections import deque
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nesylang.errors import EvidenceError
from nesylang.session import Program

TOL = 1e-9
PROBS = (0.1, 0.25, 0.5, 0.7, 0.9)
# Annotated-disjunction probability vectors: some sum below 1, some exactly to 1.
AD_PROBS = ((0.2, 0.3, 0.4), (0.5, 0.5), (0.2, 0.8), (0.1, 0.3), (0.25, 0.25, 0.5), (0.3, 0.3),
            (0.6,), (0.1, 0.2, 0.7), (0.5, 0.25, 0.25))

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


# ---- the random ground program -----------------------------------------------------------------

@dataclass
class Rule:
    head: str
    pos: tuple[str, ...]
    neg: tuple[str, ...]
    prob: float | None = None  # a probabilistic rule: an independent choice per rule

    def body_text(self) -> str:
        lits = list(self.pos) + [f"\\+ {a}" for a in self.neg]
        return ", ".join(lits)

    def text(self) -> str:
        head = self.head if self.prob is None else f"{self.prob}::{self.head}"
        body = self.body_text()
        return f"{head} :- {body}." if body else f"{head}."


@dataclass
class AD:
    heads: tuple[str, ...]
    probs: tuple[float, ...]
    body: tuple[str, ...]  # positive base atoms (facts)

    def text(self) -> str:
        heads = "; ".join(f"{p}::{h}" for p, h in zip(self.probs, self.heads))
        return f"{heads} :- {', '.join(self.body)}." if self.body else f"{heads}."


@dataclass
class GroundProgram:
    facts: dict[str, float]
    ads: list[AD]
    prules: list[Rule]
    rules: list[Rule]  # deterministic rules over derived atoms
    strata: dict[str, int]  # derived atom -> stratum (>= 1)
    extra: list[str] = field(default_factory=list)  # extra program text (queries, evidence)

    def text(self) -> str:
        lines = [f"{p}::{f}." for f, p in self.facts.items()]
        lines += [ad.text() for ad in self.ads]
        lines += [r.text() for r in self.prules]
        lines += [r.text() for r in self.rules]
        return "\n".join(lines + self.extra) + "\n"

    def atoms(self) -> list[str]:
        out = list(self.facts)
        for ad in self.ads:
            out += list(ad.heads)
        out += sorted({r.head for r in self.prules})
        out += sorted(self.strata)
        return out


@st.composite
def ground_programs(draw) -> GroundProgram:
    n_facts = draw(st.integers(2, 6))
    facts = {f"f{i}": draw(st.sampled_from(PROBS)) for i in range(1, n_facts + 1)}
    fact_names = list(facts)

    ads = []
    for k in range(1, draw(st.integers(0, 2)) + 1):
        probs = draw(st.sampled_from(AD_PROBS))
        body = tuple(draw(st.lists(st.sampled_from(fact_names), max_size=1, unique=True)))
        ads.append(AD(tuple(f"c{k}_{i}" for i in range(1, len(probs) + 1)), probs, body))
    ad_atoms = [h for ad in ads for h in ad.heads]
    base = fact_names + ad_atoms

    prules = []
    for _ in range(draw(st.integers(0, 2))):
        head = draw(st.sampled_from(["r1", "r2"]))  # the same head twice: a noisy-or
        pos = tuple(draw(st.lists(st.sampled_from(base), min_size=1, max_size=2, unique=True)))
        others = [a for a in base if a not in pos]
        neg = tuple(draw(st.lists(st.sampled_from(others), max_size=1))) if others else ()
        prules.append(Rule(head, pos, neg, draw(st.sampled_from(PROBS))))
    r_atoms = sorted({r.head for r in prules})
    level0 = base + r_atoms  # atoms fixed before any derived stratum

    n_rules = draw(st.integers(2, 8))
    n_derived = draw(st.integers(2, min(5, n_rules)))
    derived = [f"d{j}" for j in range(1, n_derived + 1)]
    strata = {d: draw(st.integers(1, 3)) for d in derived}
    heads = derived + [draw(st.sampled_from(derived)) for _ in range(n_rules - n_derived)]
    rules = []
    for head in heads:
        s = strata[head]
        same_or_lower = level0 + [d for d in derived if strata[d] <= s]
        lower = level0 + [d for d in derived if strata[d] < s]
        pos = tuple(draw(st.lists(st.sampled_from(same_or_lower), max_size=3, unique=True)))
        neg = tuple(draw(st.lists(st.sampled_from(lower), max_size=2, unique=True)))
        rules.append(Rule(head, pos, neg))
    # Make sure a positive cycle among derived atoms of one stratum appears fairly often.
    if draw(st.booleans()):
        a, b = draw(st.sampled_from(derived)), draw(st.sampled_from(derived))
        if strata[a] == strata[b]:
            rules.append(Rule(a, (b,), ()))
            rules.append(Rule(b, (a,), ()))
    rules = draw(st.permutations(rules))
    return GroundProgram(facts, ads, prules, list(rules), strata)


# ---- brute force ---------------------------------------------------------------------------------

def enumerate_worlds(gp: GroundProgram):
    """Yield (weight, truth) for every total choice, truth mapping every atom to a bool."""
    fact_items = list(gp.facts.items())
    ad_choices = []
    for ad in gp.ads:
        outcomes = [(i, p) for i, p in enumerate(ad.probs)]
        rest = 1.0 - sum(ad.probs)
        if rest > 1e-12:
            outcomes.append((None, rest))
        ad_choices.append(outcomes)
    max_stratum = max(gp.strata.values(), default=0)
    for fact_values in itertools.product((True, False), repeat=len(fact_items)):
        w_facts = 1.0
        truth: dict[str, bool] = {}
        for (name, p), v in zip(fact_items, fact_values):
            truth[name] = v
            w_facts *= p if v else 1.0 - p
        for ad_outcome in itertools.product(*ad_choices):
            w_ads = w_facts
            t_ads = dict(truth)
            for ad, (chosen, p) in zip(gp.ads, ad_outcome):
                w_ads *= p
                body_true = all(t_ads[b] for b in ad.body)
                for i, h in enumerate(ad.heads):
                    t_ads[h] = body_true and chosen == i
            for rule_values in itertools.product((True, False), repeat=len(gp.prules)):
                w = w_ads
                t = dict(t_ads)
                for r in gp.prules:
                    t.setdefault(r.head, False)
                for r, v in zip(gp.prules, rule_values):
                    w *= r.prob if v else 1.0 - r.prob
                    if v and all(t[a] for a in r.pos) and not any(t[a] for a in r.neg):
                        t[r.head] = True
                for d in gp.strata:
                    t[d] = False
                for s in range(1, max_stratum + 1):
                    layer = [r for r in gp.rules if gp.strata[r.head] == s]
                    changed = True
                    while changed:
                        changed = False
                        for r in layer:
                            if not t[r.head] and all(t[a] for a in r.pos) and not any(t[a] for a in r.neg):
                                t[r.head] = True
                                changed = True
                yield w, t


def brute_force(worlds, query: str, evidence: tuple[str, bool] | None = None) -> float | None:
    """P(query | evidence) by summing world weights; None when P(evidence) = 0."""
    num = den = 0.0
    for w, t in worlds:
        if evidence is not None and t[evidence[0]] != evidence[1]:
            continue
        den += w
        if t[query]:
            num += w
    if den <= 1e-15:
        return None
    return num / den


def _answers(answers) -> dict[str, float]:
    # A ground query without any derivation may come back as no answer at all, which means
    # probability 0 here (tests/test_session.py checks separately that it is answered 0).
    return {a.atom: a.probability for a in answers}


# ---- the properties ------------------------------------------------------------------------------

@SETTINGS
@given(gp=ground_programs(), data=st.data())
def test_ground_programs_match_brute_force(gp: GroundProgram, data):
    worlds = list(enumerate_worlds(gp))
    assert abs(sum(w for w, _ in worlds) - 1.0) < 1e-9  # the enumeration itself is a distribution
    atoms = gp.atoms()
    queried = [a for a in atoms if not a.startswith("f")]

    # 1. The program's own queries, no evidence.
    gp.extra = [f"query({a})." for a in queried]
    text = gp.text()
    program = Program.from_string(text)
    got = _answers(program.run_queries())
    assert set(got) <= set(queried), text
    for a in queried:
        assert got.get(a, 0.0) == pytest.approx(brute_force(worlds, a), abs=TOL), f"P({a})\n{text}"

    # 2. A conditional query through the API, evidence given as a dict.
    ev_atom = data.draw(st.sampled_from(atoms), label="evidence atom")
    ev_value = data.draw(st.booleans(), label="evidence value")
    target = data.draw(st.sampled_from(atoms), label="target")
    expected = brute_force(worlds, target, (ev_atom, ev_value))
    if expected is None:
        with pytest.raises(EvidenceError):
            program.query(target, evidence={ev_atom: ev_value}, program_evidence=False)
        return
    answers = program.query(target, evidence={ev_atom: ev_value}, program_evidence=False)
    assert [a.atom for a in answers] in ([target], []), text
    assert (answers[0].probability if answers else 0.0) == pytest.approx(expected, abs=TOL), \
        f"P({target} | {ev_atom}={ev_value})\n{text}"

    # 3. The same evidence written in the program: every query is conditioned on it.
    gp.extra.append(f"evidence({ev_atom}, {'true' if ev_value else 'false'}).")
    text = gp.text()
    got = _answers(Program.from_string(text).run_queries())
    for a in queried:
        assert got.get(a, 0.0) == pytest.approx(brute_force(worlds, a, (ev_atom, ev_value)), abs=TOL), \
            f"P({a} | {ev_atom}={ev_value})\n{text}"


# ---- non-ground: reachability over random probabilistic edges --------------------------------

NODES = ("a", "b", "c", "d")
RIGHT_RECURSIVE = "path(X,Y) :- edge(X,Y).\npath(X,Y) :- edge(X,Z), path(Z,Y).\n"
LEFT_RECURSIVE = "path(X,Y) :- edge(X,Y).\npath(X,Y) :- path(X,Z), edge(Z,Y).\n"
DOUBLE_RECURSIVE = "path(X,Y) :- edge(X,Y).\npath(X,Y) :- path(X,Z), path(Z,Y).\n"


@st.composite
def graphs(draw):
    n = draw(st.integers(3, 4))
    nodes = NODES[:n]
    pairs = [(x, y) for x in nodes for y in nodes]
    edges = draw(st.lists(st.sampled_from(pairs), min_size=2, max_size=7, unique=True))
    return nodes, {e: draw(st.sampled_from(PROBS)) for e in edges}


def reachable(nodes, present) -> set[tuple[str, str]]:
    """Pairs (x, y) joined by a path of one or more present edges (BFS from every node)."""
    succ = {x: [y for (u, y) in present if u == x] for x in nodes}
    out = set()
    for x in nodes:
        seen: set[str] = set()
        queue = deque(succ[x])
        while queue:
            y = queue.popleft()
            if y in seen:
                continue
            seen.add(y)
            out.add((x, y))
            queue.extend(succ[y])
    return out


def path_worlds(nodes, edges):
    items = list(edges.items())
    for values in itertools.product((True, False), repeat=len(items)):
        w = 1.0
        present = []
        for (e, p), v in zip(items, values):
            w *= p if v else 1.0 - p
            if v:
                present.append(e)
        yield w, present, reachable(nodes, present)


@SETTINGS
@given(graph=graphs(), rules=st.sampled_from([RIGHT_RECURSIVE, LEFT_RECURSIVE, DOUBLE_RECURSIVE]),
       data=st.data())
def test_reachability_matches_brute_force(graph, rules, data):
    nodes, edges = graph
    text = "".join(f"{p}::edge({x},{y}).\n" for (x, y), p in edges.items()) + rules
    worlds = list(path_worlds(nodes, edges))
    expected: dict[str, float] = {}
    for w, _, reach in worlds:
        for x, y in reach:
            expected[f"path({x},{y})"] = expected.get(f"path({x},{y})", 0.0) + w

    program = Program.from_string(text)
    got = _answers(program.query("path(X,Y)"))
    got = {k: v for k, v in got.items() if v > 0.0}
    assert set(got) == set(expected), text
    for atom, p in expected.items():
        assert got[atom] == pytest.approx(p, abs=TOL), f"{atom}\n{text}"

    # A partially bound query gives the answers for that source only.
    x = data.draw(st.sampled_from(nodes), label="source")
    got_x = {k: v for k, v in _answers(program.query(f"path({x},Y)")).items() if v > 0.0}
    assert got_x == pytest.approx({k: v for k, v in expected.items() if k.startswith(f"path({x},")},
                                  abs=TOL)

    # Conditioned on one edge's absence and one pair's reachability.
    (ex, ey) = data.draw(st.sampled_from(sorted(edges)), label="absent edge")
    (rx, ry) = data.draw(st.sampled_from([(u, v) for u in nodes for v in nodes]), label="observed path")
    den = num = 0.0
    for w, present, reach in worlds:
        if (ex, ey) in present or (rx, ry) not in reach:
            continue
        den += w
        if (x, x) in reach:
            num += w
    evidence = [(f"edge({ex},{ey})", False), f"path({rx},{ry})"]
    if den <= 1e-15:
        with pytest.raises(EvidenceError):
            program.query(f"path({x},{x})", evidence=evidence)
        return
    answers = program.query(f"path({x},{x})", evidence=evidence)
    p = answers[0].probability if answers else 0.0
    assert p == pytest.approx(num / den, abs=TOL), f"P(path({x},{x}) | evidence)\n{text}"


# ---- findall/3, all/3, all_or_none/3: one list per possible world ----------------------------------

@st.composite
def fact_tables(draw):
    """Facts ``p(V)``: probabilistic ones may repeat a value; a certain one has a value of its own."""
    facts = []
    for _ in range(draw(st.integers(1, 6))):
        if draw(st.integers(0, 4)) == 0:
            facts.append((None, 10 + len(facts)))  # certain, a fresh value
        else:
            facts.append((draw(st.sampled_from(PROBS)), draw(st.integers(1, 3))))
    return facts


def collection_worlds(facts):
    """(weight, values of the facts true in the world, in clause order) for every world."""
    uncertain = [i for i, (p, _) in enumerate(facts) if p is not None]
    for bits in itertools.product((True, False), repeat=len(uncertain)):
        truth = dict(zip(uncertain, bits))
        w = 1.0
        for i, b in truth.items():
            w *= facts[i][0] if b else 1.0 - facts[i][0]
        yield w, [v for i, (_, v) in enumerate(facts) if truth.get(i, True)]


@SETTINGS
@given(facts=fact_tables(), collector=st.sampled_from(["findall", "all", "all_or_none"]))
def test_findall_lists_match_brute_force(facts, collector):
    text = "".join(f"p({v}).\n" if p is None else f"{p}::p({v}).\n" for p, v in facts)
    text += f"q(L) :- {collector}(X, p(X), L).\nquery(q(_)).\n"
    first = {}
    for _, v in facts:
        first.setdefault(v, len(first))
    expected: dict[str, float] = {}
    for w, values in collection_worlds(facts):
        if collector != "findall":  # one element per distinct solution, in the order found
            values = sorted(set(values), key=first.__getitem__)
            if not values and collector == "all":
                continue
        key = f"q([{','.join(map(str, values))}])"
        expected[key] = expected.get(key, 0.0) + w
    got = {k.replace(" ", ""): v for k, v in _answers(Program.from_string(text).run_queries()).items()}
    got = {k: v for k, v in got.items() if v > 1e-12}
    expected = {k: v for k, v in expected.items() if v > 1e-12}
    assert set(got) == set(expected), text
    for k, p in expected.items():
        assert got[k] == pytest.approx(p, abs=TOL), f"P({k})\n{text}"
