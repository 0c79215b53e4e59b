"""Mutational differential fuzzing against ProbLog 2.3 (hunt17, issue 14).

Takes programs of the compatibility corpus (tests/compat/programs/*.pl), applies valid,
meaning-changing mutations of the kinds real programs show (clauses or body goals reordered,
open queries added, evidence on a derived atom, a fact turned probabilistic or into an
annotated disjunction, a probability set to 0 or 1, a predicate renamed onto a library
predicate, duplicated use_module directives or clauses, a goal wrapped in call/1, \\+ \\+,
once/1 or findall/3, an integer written as a float, a query argument bound or freed), runs each
mutant through nesylang and through ProbLog (as tests/compat/test_compat.py runs them) and
reports the disagreements: a different set of answers, a probability more than 1e-9 apart, or
one side raising a user error while the other answers. Errors on both sides agree
("agree-error"); where both name a ProbLog error kind and the kinds differ it is listed apart
("error-kind"). A mutant where
ProbLog times out, or stops with an internal error (an exception that is not a ProbLogError),
is skipped: ProbLog decides what is valid.

    python benchmarks/hunt17_mutate.py --mutants 3000 --seed 17 --out /tmp/h17out
    python benchmarks/hunt17_mutate.py --set hunt19 --steps 3 --seed 1903 --out /tmp/h19out
    python benchmarks/hunt17_mutate.py --check tests/compat/programs/hunt17_*.pl

``--set`` picks the mutation kinds: hunt17's (the default, so an old seed makes the same
mutants), hunt19's (session 29: a rule made probabilistic, a negated goal on a variable the
clause binds, a body split into an auxiliary predicate, a goal as a disjunction with its
negation (ProbLog 2.3 has no if-then-else), `:- unknown(fail).` with an undefined goal, evidence
on a query's atom, a query's atom made a head of an annotated disjunction with a remainder, a
list predicate swapped for an equivalent (member/2 as nth0/3, nth1/3, select/3 or append/3,
sort/2 as sort/4, last/2 as append/3, ...), a goal nested in findall/3 or all/3, a call written
with call/N or =.., a probability written as arithmetic, a query of an undefined predicate, two
goals made a disjunction) or all. ``--set hunt21`` (session 30) has kinds neither has: facts
as member/2 over a list, arithmetic as succ/2 or numlist/3, forall/2, a rule copied with
renamed variables, a probabilistic fact split into two annotated disjunctions, a repeated
disjunction head, query/1 rules, facts with compound, number or string arguments, left
recursion, cycles through negation, directives, evidence on an answer ProbLog gives 0 or 1;
``--set all21`` is every kind. ``--set extra`` holds the t(p) mutation, which ProbLog's
inference refuses (a documented difference).

(``--check`` exits 0 only where every file agrees with answers, as a corpus program must.)

Each mutant is a pure function of (seed, corpus program, mutant index) and of ProbLog's answers
to the original program (the evidence mutation picks one of them), so a run is reproducible.
Divergent mutants are written to OUT/divergent/ with a first comment line naming the program
and the mutation; OUT/summary.json counts them by category and mutation.

One child process runs both systems (one torch thread, output of write/1 dropped); the parent
only writes programs and reads results, and restarts the child when it hangs past the hard
limit. ``--problog-timeout`` (s, default 5) and ``--nesy-timeout`` (s, default 10) are
wall-clock alarms inside the child.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import select
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CORPUS = ROOT / "tests" / "compat" / "programs"

# --------------------------------------------------------------------------------------------
# A small Prolog tokenizer: enough to split clauses, heads, bodies and arguments.

SYMBOL_CHARS = set("+-*/\\^<>=~:.?@#&$")
SOLO = set("(),[]{}|;!")


class Tok:
    __slots__ = ("kind", "text")

    def __init__(self, kind: str, text: str):
        self.kind, self.text = kind, text

    def __repr__(self):
        return f"{self.kind}:{self.text}"


def tokenize(src: str) -> list[Tok]:
    """Tokens with layout kept as 'ws' (comments dropped, replaced by a space)."""
    toks: list[Tok] = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c.isspace():
            j = i
            while j < n and src[j].isspace():
                j += 1
            toks.append(Tok("ws", src[i:j]))
            i = j
        elif c == "%":
            j = src.find("\n", i)
            j = n if j < 0 else j
            toks.append(Tok("ws", " "))
            i = j
        elif c == "/" and src.startswith("/*", i):
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
            toks.append(Tok("ws", " "))
            i = j
        elif c in "'\"`":
            j = i + 1
            while j < n:
                if src[j] == "\\":
                    j += 2
                    continue
                if src[j] == c:
                    if j + 1 < n and src[j + 1] == c:
                        j += 2
                        continue
                    break
                j += 1
            toks.append(Tok("quoted" if c == "'" else "string", src[i:j + 1]))
            i = j + 1
        elif c.isdigit():
            if src.startswith("0'", i) and i + 2 < n:
                j = i + 3 if src[i + 2] != "\\" else i + 4
                toks.append(Tok("num", src[i:j]))
                i = j
                continue
            m = re.compile(r"0x[0-9a-fA-F]+|0o[0-7]+|0b[01]+|\d+(\.\d+)?([eE][+-]?\d+)?").match(src, i)
            toks.append(Tok("num", m.group(0)))
            i = m.end()
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            toks.append(Tok("var" if (c == "_" or c.isupper()) else "name", src[i:j]))
            i = j
        elif c in SYMBOL_CHARS:
            j = i
            while j < n and src[j] in SYMBOL_CHARS:
                j += 1
            text = src[i:j]
            # the end token: a lone '.' followed by layout, '%' or the end of the text
            if text == "." and (j == n or src[j].isspace() or src[j] == "%"):
                toks.append(Tok("end", "."))
            else:
                toks.append(Tok("sym", text))
            i = j
        elif c in SOLO:
            toks.append(Tok("punct", c))
            i += 1
        else:
            toks.append(Tok("other", c))
            i += 1
    return toks


def text(toks: list[Tok]) -> str:
    return "".join(t.text for t in toks).strip()


def split_clauses(src: str) -> list[list[Tok]]:
    out, cur = [], []
    for t in tokenize(src):
        if t.kind == "end":
            if any(x.kind != "ws" for x in cur):
                out.append(cur)
            cur = []
        else:
            cur.append(t)
    return out


def top_split(toks: list[Tok], sep: set[str]) -> list[list[Tok]]:
    """Split at the top-level tokens whose text is in sep (outside brackets)."""
    parts, cur, depth = [], [], 0
    for t in toks:
        if t.kind == "punct" and t.text in "([{":
            depth += 1
        elif t.kind == "punct" and t.text in ")]}":
            depth -= 1
        if depth == 0 and t.kind in ("punct", "sym") and t.text in sep:
            parts.append(cur)
            cur = []
            continue
        cur.append(t)
    parts.append(cur)
    return parts


def strip_ws(toks: list[Tok]) -> list[Tok]:
    i, j = 0, len(toks)
    while i < j and toks[i].kind == "ws":
        i += 1
    while j > i and toks[j - 1].kind == "ws":
        j -= 1
    return toks[i:j]


def functor_of(toks: list[Tok]):
    """(name, arity, args as token lists) of a plain atom or compound term, else None."""
    toks = strip_ws(toks)
    if not toks or toks[0].kind not in ("name", "quoted"):
        return None
    if len(toks) == 1:
        return toks[0].text, 0, []
    if toks[1].kind == "punct" and toks[1].text == "(" and toks[-1].text == ")":
        inner = toks[2:-1]
        # the closing bracket must be the one that matches
        depth = 0
        for t in toks[1:-1]:
            if t.kind == "punct" and t.text in "([{":
                depth += 1
            elif t.kind == "punct" and t.text in ")]}":
                depth -= 1
                if depth == 0:
                    return None
        args = [strip_ws(a) for a in top_split(inner, {","})]
        return toks[0].text, len(args), args
    return None


class Clause:
    """One clause: its tokens, and where they split into head and body."""

    def __init__(self, toks: list[Tok]):
        self.toks = strip_ws(toks)
        parts = top_split(self.toks, {":-"})
        self.directive = bool(parts) and not strip_ws(parts[0]) and len(parts) > 1
        self.head = strip_ws(parts[0]) if not self.directive else []
        self.body = strip_ws(parts[1]) if len(parts) == 2 and not self.directive else None
        self.weird = len(parts) > 2
        f = functor_of(self.head) if self.head else None
        self.query = f is not None and f[0] in ("query", "evidence") and self.body is None
        self.kind = f[0] if self.query else None

    def goals(self):
        """The body's conjuncts, or None where it has a top-level disjunction or if-then."""
        if self.body is None:
            return None
        if len(top_split(self.body, {";", "->", "*->", "|"})) > 1:
            return None
        return [strip_ws(g) for g in top_split(self.body, {","})]

    def head_atoms(self):
        """The head's atoms (annotated disjunctions give several), without probabilities."""
        out = []
        for h in top_split(self.head, {";"}):
            p = top_split(h, {"::"})
            out.append(strip_ws(p[-1]))
        return out

    def src(self) -> str:
        return text(self.toks) + "."


def render(clauses: list[str]) -> str:
    return "\n".join(clauses) + "\n"


# --------------------------------------------------------------------------------------------
# Mutations. Each takes (clauses, rng, ctx) and returns (list of clause texts, description) or
# None where it does not apply.

LIB_NAMES = {  # library predicates of ProbLog 2.3 by arity, to rename onto
    1: ["is_list", "is_set", "ground", "callable", "atom"],
    2: ["member", "last", "reverse", "sum_list", "max_list", "min_list", "list_to_set", "msort",
        "length", "subset", "permutation", "sort", "flatten", "sumlist", "memberchk"],
    3: ["append", "select", "nth0", "nth1", "delete", "subtract", "exclude", "include",
        "intersection", "union", "max_member", "between", "selectchk", "nextto"],
    4: ["nth0", "nth1", "select", "partition", "foldl", "sum_list"],
}


def _clauses_src(cl):
    return [c.src() for c in cl]


def m_reorder_clauses(cl, rng, ctx):
    idx = [i for i, c in enumerate(cl) if not c.directive]
    if len(idx) < 2:
        return None
    order = idx[:]
    rng.shuffle(order)
    if order == idx:
        return None
    out = [c.src() for c in cl]
    new = out[:]
    for i, j in zip(idx, order):
        new[i] = out[j]
    return new, "reorder-clauses"


def m_reorder_goals(cl, rng, ctx):
    cands = [i for i, c in enumerate(cl) if (g := c.goals()) and len(g) >= 2]
    if not cands:
        return None
    i = rng.choice(cands)
    g = cl[i].goals()
    order = list(range(len(g)))
    if len(g) == 2:
        order = [1, 0]
    else:
        a, b = rng.sample(range(len(g)), 2)
        order[a], order[b] = order[b], order[a]
    out = _clauses_src(cl)
    out[i] = text(cl[i].head) + " :- " + ", ".join(text(g[k]) for k in order) + "."
    return out, f"reorder-goals clause {i + 1}"


def signatures(cl):
    sigs = []
    for c in cl:
        if c.directive or c.query or c.weird:
            continue
        for h in c.head_atoms():
            f = functor_of(h)
            if f and (f[0], f[1]) not in sigs and f[0] not in ("query", "evidence"):
                sigs.append((f[0], f[1]))
    return sigs


def m_open_query(cl, rng, ctx):
    sigs = signatures(cl)
    if not sigs:
        return None
    name, n = rng.choice(sigs)
    q = name if n == 0 else f"{name}({', '.join('_' for _ in range(n))})"
    return _clauses_src(cl) + [f"query({q})."], f"open-query {name}/{n}"


def m_open_query_all(cl, rng, ctx):
    sigs = signatures(cl)
    if len(sigs) < 2:
        return None
    qs = []
    for name, n in sigs:
        q = name if n == 0 else f"{name}({', '.join('_' for _ in range(n))})"
        qs.append(f"query({q}).")
    return _clauses_src(cl) + qs, "open-query-all"


def m_evidence(cl, rng, ctx):
    atoms = [a for a, p in ctx.get("answers", {}).items() if 0 < p < 1 and "X" not in a]
    if not atoms:
        atoms = [a for a, p in ctx.get("answers", {}).items() if "X" not in a]
    if not atoms:
        return None
    a = rng.choice(sorted(atoms))
    value = rng.choice(["true", "false"])
    out = _clauses_src(cl)
    if rng.random() < 0.5:
        out.append(f"evidence({a}, {value}).")
    else:  # before the queries
        qi = [i for i, c in enumerate(cl) if c.kind == "query"]
        at = qi[0] if qi else len(out)
        out.insert(at, f"evidence({a}, {value}).")
    return out, f"evidence {a} {value}"


def _is_fact(c):
    return (not c.directive and not c.query and c.body is None and not c.weird
            and len(top_split(c.head, {";"})) == 1 and functor_of(c.head) is not None)


def _is_prob_fact(c):
    if c.directive or c.query or c.body is not None or c.weird:
        return False
    hs = top_split(c.head, {";"})
    return len(hs) == 1 and len(top_split(hs[0], {"::"})) == 2


def m_fact_prob(cl, rng, ctx):
    cands = [i for i, c in enumerate(cl) if _is_fact(c)]
    if not cands:
        return None
    i = rng.choice(cands)
    p = rng.choice(["0.6", "0.25", "0.5", "1.0", "0.0"])
    out = _clauses_src(cl)
    out[i] = f"{p}::{text(cl[i].head)}."
    return out, f"fact-prob clause {i + 1} {p}"


def m_fact_ad(cl, rng, ctx):
    cands = [i for i, c in enumerate(cl) if _is_fact(c) or _is_prob_fact(c)]
    if not cands:
        return None
    i = rng.choice(cands)
    c = cl[i]
    parts = top_split(c.head, {"::"})
    atom = strip_ws(parts[-1])
    f = functor_of(atom)
    if f is None:
        return None
    other = f"{f[0]}_alt" + (f"({', '.join(text(a) for a in f[2])})" if f[1] else "")
    if rng.random() < 0.5 and cands and len(cands) > 1:
        # two facts of the program become one annotated disjunction
        j = rng.choice([k for k in cands if k != i])
        other = text(strip_ws(top_split(cl[j].head, {"::"})[-1]))
        out = _clauses_src(cl)
        out[i] = f"0.4::{text(atom)}; 0.35::{other}."
        out[j] = ""
        return [o for o in out if o], f"fact-ad clauses {i + 1}+{j + 1}"
    out = _clauses_src(cl)
    out[i] = f"0.3::{text(atom)}; 0.5::{other}."
    return out, f"fact-ad clause {i + 1}"


def _annotations(cl):
    """(clause, token) of each number written as a probability annotation (`0.3::`)."""
    return [(i, k) for i, c in enumerate(cl) for k, t in enumerate(c.toks)
            if t.kind == "num" and k + 1 < len(c.toks) and c.toks[k + 1].text == "::"]


def m_prob_01(cl, rng, ctx):
    cands = _annotations(cl)
    if not cands:
        return None
    i, k = rng.choice(cands)
    v = rng.choice(["0", "1", "0.0", "1.0"])
    toks = list(cl[i].toks)
    toks[k] = Tok("num", v)
    out = _clauses_src(cl)
    out[i] = text(toks) + "."
    return out, f"prob-{v} clause {i + 1}"


def m_rename_lib(cl, rng, ctx):
    sigs = [s for s in signatures(cl) if s[1] in LIB_NAMES]
    if not sigs:
        return None
    name, n = rng.choice(sigs)
    new = rng.choice(LIB_NAMES[n])
    used = {t.text for c in cl for t in c.toks if t.kind == "name"}
    if new in used:
        return None
    out = []
    for c in cl:
        toks = [Tok(t.kind, new) if t.kind in ("name", "quoted") and t.text.strip("'") == name
                else t for t in c.toks]
        out.append(text(toks) + ".")
    if rng.random() < 0.5:
        out.insert(0, ":- use_module(library(lists)).")
    return out, f"rename {name}/{n} -> {new}"


def m_dup_use_module(cl, rng, ctx):
    out = _clauses_src(cl)
    lib = rng.choice(["lists", "lists", "apply", "aggregate"])
    k = rng.randint(0, len(out))
    out.insert(k, f":- use_module(library({lib})).")
    if rng.random() < 0.5:
        out.insert(rng.randint(0, len(out)), f":- use_module(library({lib})).")
    return out, f"use_module {lib} at {k}"


def m_wrap_goal(cl, rng, ctx):
    cands = [(i, j) for i, c in enumerate(cl) if (g := c.goals())
             for j in range(len(g))]
    if not cands:
        return None
    i, j = rng.choice(cands)
    g = cl[i].goals()
    goal = text(g[j])
    how = rng.choice(["call", "notnot", "once", "findall", "call2"])
    if how == "call":
        w = f"call(({goal}))"
    elif how == "notnot":
        w = f"\\+ \\+ ({goal})"
    elif how == "once":
        w = f"once(({goal}))"
    elif how == "findall":
        w = f"findall(x_, ({goal}), [_|_])"
    else:
        w = f"call(call, ({goal}))"
    out = _clauses_src(cl)
    goals = [text(x) for x in g]
    goals[j] = w
    out[i] = text(cl[i].head) + " :- " + ", ".join(goals) + "."
    return out, f"wrap-{how} clause {i + 1} goal {j + 1}"


def m_dup_clause(cl, rng, ctx):
    cands = [i for i, c in enumerate(cl) if not c.directive and not c.query]
    if not cands:
        return None
    i = rng.choice(cands)
    out = _clauses_src(cl)
    out.insert(rng.choice([i, i + 1, len(out)]), cl[i].src())
    return out, f"dup-clause {i + 1}"


def m_int_float(cl, rng, ctx):
    cands = [(i, k) for i, c in enumerate(cl) for k, t in enumerate(c.toks)
             if t.kind == "num" and t.text.isdigit()]
    if not cands:
        return None
    i, k = rng.choice(cands)
    toks = list(cl[i].toks)
    toks[k] = Tok("num", toks[k].text + ".0")
    out = _clauses_src(cl)
    out[i] = text(toks) + "."
    return out, f"int-float clause {i + 1} {cl[i].toks[k].text}"


def m_query_args(cl, rng, ctx):
    consts = sorted({t.text for c in cl if not c.query for t in c.toks
                     if t.kind in ("name", "num") and not any(
                         t.text == x for x in ("is", "mod", "rem", "xor", "div", "query", "evidence"))})
    cands = []
    for i, c in enumerate(cl):
        if c.kind != "query":
            continue
        f = functor_of(c.head)
        inner = functor_of(f[2][0]) if f and f[2] else None
        if inner and inner[1] > 0:
            cands.append((i, inner))
    if not cands:
        return None
    i, (name, n, args) = rng.choice(cands)
    args = [text(a) for a in args]
    k = rng.randrange(n)
    if re.fullmatch(r"[A-Z_]\w*", args[k]) and consts:
        args[k] = rng.choice(consts)
        how = "bind"
    elif n >= 2 and rng.random() < 0.3:
        a, b = rng.sample(range(n), 2)
        args[a], args[b] = args[b], args[a]
        how = "swap"
    else:
        args[k] = "_"
        how = "free"
    out = _clauses_src(cl)
    q = f"query({name}({', '.join(args)}))."
    if rng.random() < 0.5:
        out[i] = q
    else:
        out.append(q)
    return out, f"query-{how} clause {i + 1} arg {k + 1}"


MUTATIONS = {
    "reorder-clauses": m_reorder_clauses,
    "reorder-goals": m_reorder_goals,
    "open-query": m_open_query,
    "open-query-all": m_open_query_all,
    "evidence": m_evidence,
    "fact-prob": m_fact_prob,
    "fact-ad": m_fact_ad,
    "prob-01": m_prob_01,
    "rename-lib": m_rename_lib,
    "use-module": m_dup_use_module,
    "wrap-goal": m_wrap_goal,
    "dup-clause": m_dup_clause,
    "int-float": m_int_float,
    "query-args": m_query_args,
}



# --------------------------------------------------------------------------------------------
# Session 29 (hunt19): more mutations of the kinds real programs show. Chosen with
# --set hunt19 (these only) or --set all; the default set stays hunt17's, so an old
# (seed, options) pair still makes the same mutants.

def _vars(toks):
    seen = []
    for t in toks:
        if t.kind == "var" and t.text != "_" and t.text not in seen:
            seen.append(t.text)
    return seen


def _rule_cands(cl):
    return [i for i, c in enumerate(cl) if c.goals() and not c.directive and not c.query]


def _set_body(c, goals):
    return text(c.head) + " :- " + ", ".join(goals) + "."


def m_prob_rule(cl, rng, ctx):
    cands = [i for i in _rule_cands(cl)
             if len(top_split(cl[i].head, {";"})) == 1 and len(top_split(cl[i].head, {"::"})) == 1]
    if not cands:
        return None
    i = rng.choice(cands)
    p = rng.choice(["0.7", "0.3", "0.5", "1.0", "0.0"])
    out = _clauses_src(cl)
    out[i] = f"{p}::" + cl[i].src()
    return out, f"prob-rule clause {i + 1} {p}"


def m_neg_goal(cl, rng, ctx):
    sigs = signatures(cl)
    cands = [(i, j) for i in _rule_cands(cl) for j, g in enumerate(cl[i].goals()) if _vars(g)]
    sigs1 = [s for s in sigs if s[1] >= 1]
    if not cands or not sigs1:
        return None
    i, j = rng.choice(cands)
    g = cl[i].goals()
    x = rng.choice(_vars(g[j]))
    name, n = rng.choice(sigs1)
    k = rng.randrange(n)
    args = ["_"] * n
    args[k] = x
    neg = rng.choice(["\\+ ", "not "])
    goal = f"\\+ {name}({', '.join(args)})" if neg == "\\+ " else f"not({name}({', '.join(args)}))"
    goals = [text(x_) for x_ in g]
    goals.insert(j + 1, goal)
    out = _clauses_src(cl)
    out[i] = _set_body(cl[i], goals)
    return out, f"neg-goal clause {i + 1} after goal {j + 1} {name}/{n}"


def m_aux_split(cl, rng, ctx):
    cands = [i for i in _rule_cands(cl) if len(cl[i].goals()) >= 2]
    if not cands:
        return None
    i = rng.choice(cands)
    g = cl[i].goals()
    cut = rng.randrange(1, len(g))
    if rng.random() < 0.5:  # the tail goes to the auxiliary predicate
        keep, move = g[:cut], g[cut:]
    else:
        keep, move = g[cut:], g[:cut]
    vs = _vars(cl[i].toks)
    aux = f"aux_{i + 1}" + (f"({', '.join(vs)})" if vs else "")
    body_keep = [text(x) for x in keep]
    body = body_keep + [aux] if move is g[cut:] else [aux] + body_keep
    out = _clauses_src(cl)
    out[i] = _set_body(cl[i], body)
    out.insert(i + 1, f"{aux} :- " + ", ".join(text(x) for x in move) + ".")
    return out, f"aux-split clause {i + 1} at {cut}"


def m_ite(cl, rng, ctx):
    # ProbLog 2.3 has no ( C -> T ; E ): a program writes it with negation, as here
    cands = [(i, j) for i in _rule_cands(cl) for j in range(len(cl[i].goals()))]
    if not cands:
        return None
    i, j = rng.choice(cands)
    g = [text(x) for x in cl[i].goals()]
    how = rng.choice(["else-true", "then-else", "then-else2"])
    if how != "else-true" and j + 1 < len(g):
        els = "true" if how == "then-else" else g[j + 1]
        g[j:j + 2] = [f"( {g[j]}, {g[j + 1]} ; \\+ ({g[j]}), {els} )"]
    else:
        how = "else-true"
        g[j] = f"( {g[j]} ; \\+ ({g[j]}) )"
    out = _clauses_src(cl)
    out[i] = _set_body(cl[i], g)
    return out, f"cond-{how} clause {i + 1} goal {j + 1}"


def m_unknown_fail(cl, rng, ctx):
    out = _clauses_src(cl)
    how = rng.choice(["plain", "goal", "query"])
    out.insert(0, ":- unknown(fail).")
    if how == "goal":
        cands = [(i, j) for i in _rule_cands(cl) for j in range(len(cl[i].goals()))]
        if not cands:
            return None
        i, j = rng.choice(cands)
        g = [text(x) for x in cl[i].goals()]
        g[j] = rng.choice([f"( nosuch_{i} ; {g[j]} )", f"{g[j]}, \\+ nosuch_{i}(_)"])
        out[i + 1] = _set_body(cl[i], g)
    elif how == "query":
        out.append("query(nosuch_q(a)).")
    return out, f"unknown-fail {how}"


def _query_atoms(cl):
    out = []
    for c in cl:
        if c.kind == "query":
            f = functor_of(c.head)
            if f and f[2]:
                out.append(text(f[2][0]))
    return out


def m_evidence_query(cl, rng, ctx):
    qs = [q for q in _query_atoms(cl) if not any(t.kind == "var" for t in tokenize(q))]
    qs += [a for a, p in ctx.get("answers", {}).items() if "X" not in a]
    if not qs:
        return None
    a = rng.choice(sorted(set(qs)))
    out = _clauses_src(cl)
    value = rng.choice(["false", "false", "true"])
    out.append(f"evidence({a}, {value}).")
    return out, f"evidence-query {a} {value}"


def m_query_ad(cl, rng, ctx):
    qs = [q for q in _query_atoms(cl) if not any(t.kind == "var" for t in tokenize(q))
          and functor_of(tokenize(q)) is not None]
    if not qs:
        sigs = signatures(cl)
        consts = sorted({t.text for c in cl if not c.query for t in c.toks if t.kind == "name"
                         and t.text not in ("is", "mod", "rem", "xor", "div")})
        if not sigs or not consts:
            return None
        name, n = rng.choice(sigs)
        qs = [name if n == 0 else f"{name}({', '.join(rng.choice(consts) for _ in range(n))})"]
    a = rng.choice(qs)
    f = functor_of(tokenize(a))
    alt = f"{f[0]}_other" + (f"({', '.join(text(x) for x in f[2])})" if f[1] else "")
    p1, p2 = rng.choice([("0.3", "0.2"), ("0.5", "0.1"), ("0.25", "0.25")])
    out = _clauses_src(cl)
    out.insert(rng.randint(0, len(out)), f"{p1}::{a}; {p2}::{alt}.")
    return out, f"query-ad {a}"


LIST_SWAPS = [  # (name, arity, rewrite of the argument texts)
    ("member", 2, lambda a: rng_pick([f"nth0(_, {a[1]}, {a[0]})", f"nth1(_, {a[1]}, {a[0]})",
                                       f"select({a[0]}, {a[1]}, _)", f"append(_, [{a[0]}|_], {a[1]})"])),
    ("memberchk", 2, lambda a: rng_pick([f"once(member({a[0]}, {a[1]}))"])),
    ("sort", 2, lambda a: rng_pick([f"sort(0, @<, {a[0]}, {a[1]})", f"list_to_set({a[0]}, S_), msort(S_, {a[1]})"])),
    ("msort", 2, lambda a: rng_pick([f"sort(0, @=<, {a[0]}, {a[1]})"])),
    ("last", 2, lambda a: rng_pick([f"append(_, [{a[1]}], {a[0]})", f"reverse({a[0]}, [{a[1]}|_])"])),
    ("length", 2, lambda a: rng_pick([f"findall(x_, member(_, {a[0]}), L_), length(L_, {a[1]})",
                                       f"length({a[0]}, N_), {a[1]} = N_"])),
    ("sum_list", 2, lambda a: rng_pick([f"sumlist({a[0]}, {a[1]})"])),
    ("sumlist", 2, lambda a: rng_pick([f"sum_list({a[0]}, {a[1]})"])),
    ("nth0", 3, lambda a: rng_pick([f"nth1(I_, {a[1]}, {a[2]}), {a[0]} is I_ - 1"])),
    ("nth1", 3, lambda a: rng_pick([f"nth0(I_, {a[1]}, {a[2]}), {a[0]} is I_ + 1"])),
    ("max_list", 2, lambda a: rng_pick([f"max_member({a[1]}, {a[0]})", f"msort({a[0]}, S_), last(S_, {a[1]})"])),
    ("min_list", 2, lambda a: rng_pick([f"min_member({a[1]}, {a[0]})", f"msort({a[0]}, [{a[1]}|_])"])),
]
_SWAP_RNG = [random.Random(0)]


def rng_pick(xs):
    return _SWAP_RNG[0].choice(xs)


def m_list_swap(cl, rng, ctx):
    table = {(n, k): f for n, k, f in LIST_SWAPS}
    cands = []
    for i in _rule_cands(cl):
        for j, g in enumerate(cl[i].goals()):
            f = functor_of(g)
            if f and (f[0], f[1]) in table:
                cands.append((i, j, f))
    # a findall whose list only feeds length/2 becomes aggregate_all(count)
    if not cands:
        return None
    i, j, f = rng.choice(cands)
    _SWAP_RNG[0] = rng
    goals = [text(x) for x in cl[i].goals()]
    new = table[(f[0], f[1])]([text(a) for a in f[2]])
    # fresh names for the helper variables of the rewrite
    new = re.sub(r"\b([A-Z]\d?_|[A-Z]\d_)", lambda m: f"{m.group(1)}{i}x{j}", new)
    goals[j] = new
    out = _clauses_src(cl)
    out[i] = _set_body(cl[i], goals)
    if any(x in new for x in ("nth0", "nth1", "select", "append", "last", "max_member", "min_member",
                              "sort(0", "list_to_set", "msort", "reverse", "sum_list", "sumlist")):
        out.append(":- use_module(library(lists)).")  # (after the program's own: see below)
    return out, f"list-swap clause {i + 1} goal {j + 1} {f[0]}/{f[1]}"


def m_nest_agg(cl, rng, ctx):
    cands = [(i, j) for i in _rule_cands(cl) for j in range(len(cl[i].goals()))]
    if not cands:
        return None
    i, j = rng.choice(cands)
    goals = [text(x) for x in cl[i].goals()]
    g = goals[j]
    vs = _vars(cl[i].goals()[j])
    tmpl = vs[0] if vs else "x_"
    sfx = f"{i}x{j}"
    # (ProbLog 2.3 has no aggregate_all/3: findall/3, all/3 and sort/2 stand for it)
    how = rng.choice(["count", "all", "nested", "set", "findall-len", "nested-all"])
    if how == "count":
        goals[j] = f"findall(x_, ({g}), L_{sfx}), length(L_{sfx}, N_{sfx}), N_{sfx} > 0, {g}"
    elif how == "all":
        goals[j] = f"all({tmpl}, ({g}), L_{sfx}), member({tmpl}, L_{sfx})"
    elif how == "set":
        goals[j] = f"findall({tmpl}, ({g}), B_{sfx}), sort(B_{sfx}, L_{sfx}), member({tmpl}, L_{sfx})"
    elif how == "nested":
        goals[j] = (f"findall(L_{sfx}, findall({tmpl}, ({g}), L_{sfx}), [LL_{sfx}]), "
                    f"member({tmpl}, LL_{sfx})")
    elif how == "nested-all":
        goals[j] = (f"findall(L_{sfx}, all({tmpl}, ({g}), L_{sfx}), LL_{sfx}), "
                    f"member(L1_{sfx}, LL_{sfx}), member({tmpl}, L1_{sfx})")
    else:
        goals[j] = f"findall({tmpl}, ({g}), L_{sfx}), length(L_{sfx}, N_{sfx}), N_{sfx} >= 1, member({tmpl}, L_{sfx})"
    out = _clauses_src(cl)
    out[i] = _set_body(cl[i], goals)
    # appended, after the program's own use_module lines: ProbLog loads a library once, and
    # library(aggregate) loaded first would hide library(lists)' member/2 (a documented difference)
    out.append(":- use_module(library(lists)).")
    return out, f"nest-agg-{how} clause {i + 1} goal {j + 1}"


def m_tunable(cl, rng, ctx):
    cands = [i for i, c in enumerate(cl) if _is_fact(c) or _is_prob_fact(c)]
    if not cands:
        return None
    i = rng.choice(cands)
    atom = text(strip_ws(top_split(cl[i].head, {"::"})[-1]))
    p = rng.choice(["t(0.3)", "t(0.5)", "t(_)", "t(0.9)"])
    out = _clauses_src(cl)
    out[i] = f"{p}::{atom}."
    return out, f"tunable clause {i + 1} {p}"


def m_query_undefined(cl, rng, ctx):
    out = _clauses_src(cl)
    q = rng.choice(["nosuch", "nosuch(a)", "nosuch(_, b)"])
    out.append(f"query({q}).")
    return out, f"query-undefined {q}"


def m_disj_goals(cl, rng, ctx):
    cands = [i for i in _rule_cands(cl) if len(cl[i].goals()) >= 2]
    if not cands:
        return None
    i = rng.choice(cands)
    g = [text(x) for x in cl[i].goals()]
    j = rng.randrange(len(g) - 1)
    g[j:j + 2] = [f"( {g[j]} ; {g[j + 1]} )"]
    out = _clauses_src(cl)
    out[i] = _set_body(cl[i], g)
    return out, f"disj-goals clause {i + 1} goal {j + 1}"


def m_call_n(cl, rng, ctx):
    cands = []
    for i in _rule_cands(cl):
        for j, g in enumerate(cl[i].goals()):
            f = functor_of(g)
            if f and f[1] >= 1 and f[0] not in ("is", "findall", "call", "not", "\\+") \
                    and f[0].isidentifier():
                cands.append((i, j, f))
    if not cands:
        return None
    i, j, (name, n, args) = rng.choice(cands)
    a = [text(x) for x in args]
    how = rng.choice(["call", "call-part", "univ"])
    if how == "call":
        new = f"call({name}, {', '.join(a)})"
    elif how == "call-part" and n >= 2:
        new = f"call({name}({', '.join(a[:-1])}), {a[-1]})"
    else:
        how = "univ"
        v = f"G_{i}x{j}"
        new = f"{v} =.. [{name}, {', '.join(a)}], call({v})"
    goals = [text(x) for x in cl[i].goals()]
    goals[j] = new
    out = _clauses_src(cl)
    out[i] = _set_body(cl[i], goals)
    return out, f"call-n-{how} clause {i + 1} goal {j + 1}"


def m_prob_expr(cl, rng, ctx):
    cands = _annotations(cl)
    if not cands:
        return None
    i, k = rng.choice(cands)
    v = cl[i].toks[k].text
    try:
        x = float(v)
    except ValueError:
        return None
    new = rng.choice([f"{x}*1", f"({x}+0)", f"{x * 2}/2", f"1-{1 - x}"])
    toks = list(cl[i].toks)
    toks[k] = Tok("num", new)
    out = _clauses_src(cl)
    out[i] = text(toks) + "."
    return out, f"prob-expr clause {i + 1} {new}"


MUTATIONS_HUNT19 = {
    "prob-rule": m_prob_rule,
    "neg-goal": m_neg_goal,
    "aux-split": m_aux_split,
    "ite": m_ite,
    "unknown-fail": m_unknown_fail,
    "evidence-query": m_evidence_query,
    "query-ad": m_query_ad,
    "list-swap": m_list_swap,
    "nest-agg": m_nest_agg,
    "query-undefined": m_query_undefined,
    "disj-goals": m_disj_goals,
    "call-n": m_call_n,
    "prob-expr": m_prob_expr,
}
# --------------------------------------------------------------------------------------------
# Session 30 (hunt21): kinds neither earlier set has. Chosen with --set hunt21 (these only) or
# --set all21 (every set); --set all is still hunt17's and hunt19's, so its seeds make the same
# mutants.

def _facts_by_sig(cl):
    """Ground, non-probabilistic facts grouped by signature: {(name, arity): [clause index]}."""
    out: dict = {}
    for i, c in enumerate(cl):
        if _is_fact(c) and not any(t.kind == "var" for t in c.toks):
            f = functor_of(c.head)
            if f and f[1] >= 1 and f[0] not in ("query", "evidence"):
                out.setdefault((f[0], f[1]), []).append(i)
    return out


def m_member_facts(cl, rng, ctx):
    # p(a). p(b). becomes p(X) :- member(X, [a, b]). (one clause, where the facts were)
    groups = [(k, v) for k, v in _facts_by_sig(cl).items() if len(v) >= 2]
    if not groups:
        return None
    (name, n), idx = rng.choice(groups)
    args = [functor_of(cl[i].head)[2] for i in idx]
    if n == 1:
        items = [text(a[0]) for a in args]
        head, elem = f"{name}(X_m)", "X_m"
    else:
        vs = [f"A{k}_m" for k in range(n)]
        items = ["f_(" + ", ".join(text(x) for x in a) + ")" for a in args]
        head, elem = f"{name}({', '.join(vs)})", f"f_({', '.join(vs)})"
    how = rng.choice(["member", "nth0", "between"])  # (nth1/3 with an unbound index: documented)
    if how == "member":
        body = f"member({elem}, [{', '.join(items)}])"
    elif how == "nth0":
        body = f"nth0(_, [{', '.join(items)}], {elem})"
    else:
        body = f"L_m = [{', '.join(items)}], length(L_m, N_m), between(1, N_m, I_m), nth1(I_m, L_m, {elem})"
    out = _clauses_src(cl)
    out[idx[0]] = f"{head} :- {body}."
    for i in idx[1:]:
        out[i] = ""
    out.insert(0, ":- use_module(library(lists)).")
    return [o for o in out if o], f"member-facts {name}/{n} {how}"


def m_arith_swap(cl, rng, ctx):
    # X is Y + 1 as succ(Y, X), X is Y - 1 as succ(X, Y), between(L, H, X) as numlist + member,
    # X > Y as Y < X, X =< Y as \+ X > Y
    cands = []
    for i in _rule_cands(cl):
        for j, g in enumerate(cl[i].goals()):
            t = text(g)
            m = re.fullmatch(r"([A-Z]\w*)\s+is\s+([A-Z]\w*)\s*([+-])\s*1", t)
            if m:
                cands.append((i, j, f"succ({m[2]}, {m[1]})" if m[3] == "+" else f"succ({m[1]}, {m[2]})",
                              "succ"))
                continue
            f = functor_of(g)
            if f and f[0] == "between" and f[1] == 3:
                a = [text(x) for x in f[2]]
                cands.append((i, j, f"numlist({a[0]}, {a[1]}, NL_{i}x{j}), member({a[2]}, NL_{i}x{j})",
                              "numlist"))
                continue
            parts = top_split(g, {">", "<", ">=", "=<"})
            if len(parts) == 2:
                op = next(t_.text for t_ in g if t_.kind == "sym" and t_.text in (">", "<", ">=", "=<"))
                flip = {">": "<", "<": ">", ">=": "=<", "=<": ">="}[op]
                neg = {">": "=<", "<": ">=", ">=": "<", "=<": ">"}[op]
                a, b = text(parts[0]), text(parts[1])
                if rng.random() < 0.5:
                    cands.append((i, j, f"{b} {flip} {a}", "flip"))
                else:
                    cands.append((i, j, f"\\+ {a} {neg} {b}", "negate"))
    if not cands:
        return None
    i, j, new, how = rng.choice(cands)
    goals = [text(x) for x in cl[i].goals()]
    goals[j] = new
    out = _clauses_src(cl)
    out[i] = _set_body(cl[i], goals)
    if how == "numlist":
        out.insert(0, ":- use_module(library(lists)).")
    return out, f"arith-{how} clause {i + 1} goal {j + 1}"


def m_forall(cl, rng, ctx):
    # a goal checked again with forall/2, or two goals as "every G1 satisfies G2"
    # (not a parenthesised conjunction: call((A, B)) is UnknownClause in ProbLog 2.3)
    cands = [(i, j) for i in _rule_cands(cl) for j, g in enumerate(cl[i].goals()) if not text(g).startswith("(")]
    if not cands:
        return None
    i, j = rng.choice(cands)
    goals = [text(x) for x in cl[i].goals()]
    how = rng.choice(["same", "next", "once"])
    if how == "next" and j + 1 < len(goals) and goals[j + 1].startswith("("):
        how = "same"
    if how == "next" and j + 1 < len(goals):
        goals[j + 1:j + 2] = [goals[j + 1], f"forall(({goals[j]}), ({goals[j + 1]}))"]
    elif how == "once":
        goals[j] = f"once(({goals[j]})), forall(({goals[j]}), true)"
    else:
        how = "same"
        goals[j] = f"{goals[j]}, forall(({goals[j]}), ({goals[j]}))"
    out = _clauses_src(cl)
    out[i] = _set_body(cl[i], goals)
    return out, f"forall-{how} clause {i + 1} goal {j + 1}"


def m_dup_variant(cl, rng, ctx):
    # a rule written twice, the copy with its variables renamed and two goals swapped
    cands = [i for i in _rule_cands(cl) if len(top_split(cl[i].head, {"::"})) == 1
             and len(top_split(cl[i].head, {";"})) == 1]
    if not cands:
        return None
    i = rng.choice(cands)
    c = cl[i]
    ren = {v: f"{v}_d" for v in _vars(c.toks)}
    toks = [Tok(t.kind, ren.get(t.text, t.text)) if t.kind == "var" else t for t in c.toks]
    copy = Clause(toks)
    goals = [text(g) for g in copy.goals()]
    if len(goals) >= 2 and rng.random() < 0.5:
        a, b = rng.sample(range(len(goals)), 2)
        goals[a], goals[b] = goals[b], goals[a]
    out = _clauses_src(cl)
    out.insert(rng.choice([i + 1, len(out)]), _set_body(copy, goals))
    return out, f"dup-variant clause {i + 1}"


def _prob_of(c):
    parts = top_split(c.head, {"::"})
    try:
        return float(text(parts[0])), strip_ws(parts[1])
    except ValueError:
        return None, None


def m_split_fact(cl, rng, ctx):
    # p::a as two annotated disjunctions with the head a (1 - (1-q)(1-r) = p, each with a
    # remainder atom), or as an AD with a repeated head (q::a; r::a, q + r = p)
    cands = [i for i, c in enumerate(cl) if _is_prob_fact(c) and _prob_of(c)[0] is not None
             and 0 < _prob_of(c)[0] < 1]
    if not cands:
        return None
    i = rng.choice(cands)
    p, atom = _prob_of(cl[i])
    a = text(atom)
    how = rng.choice(["two-ads", "repeat", "two-facts"])
    if how == "two-ads":
        q = round(p / 2, 6)
        r = 1 - (1 - p) / (1 - q)
        new = [f"{q}::{a}; 0.1::spl_x{i}.", f"{r!r}::{a}; 0.05::spl_y{i}."] if r < 0.85 else None
    elif how == "repeat":
        q = round(p * 0.4, 6)
        new = [f"{q}::{a}; {p - q!r}::{a}."]
    else:
        q = round(p / 2, 6)
        r = 1 - (1 - p) / (1 - q)
        new = [f"{q}::{a}.", f"{r!r}::{a}."]
    if new is None:
        return None
    out = _clauses_src(cl)
    out[i:i + 1] = new
    return out, f"split-fact-{how} clause {i + 1}"


def m_ad_repeat(cl, rng, ctx):
    # an annotated disjunction with one head written twice (its probability split)
    cands = [i for i, c in enumerate(cl) if not c.directive and not c.query and not c.weird
             and len(top_split(c.head, {";"})) >= 2]
    if not cands:
        return None
    i = rng.choice(cands)
    c = cl[i]
    heads = [strip_ws(h) for h in top_split(c.head, {";"})]
    k = rng.randrange(len(heads))
    parts = top_split(heads[k], {"::"})
    try:
        p = float(text(parts[0]))
    except ValueError:
        return None
    atom = text(parts[1])
    q = round(p * 0.5, 6)
    hs = [text(h) for h in heads]
    hs[k:k + 1] = [f"{q}::{atom}", f"{p - q!r}::{atom}"]
    out = _clauses_src(cl)
    out[i] = "; ".join(hs) + (f" :- {text(c.body)}." if c.body is not None else ".")
    return out, f"ad-repeat clause {i + 1} head {k + 1}"


def m_query_rule(cl, rng, ctx):
    # query/1 as a rule: query(p(X)) :- dom(X). over a fact predicate's values
    facts = _facts_by_sig(cl)
    sigs = [s for s in signatures(cl) if s[1] >= 1]
    doms = [k for k in facts if k[1] == 1]
    if not sigs or not doms:
        return None
    name, n = rng.choice(sigs)
    dname, _ = rng.choice(doms)
    k = rng.randrange(n)
    args = ["_"] * n
    args[k] = "X_q"
    out = _clauses_src(cl)
    how = rng.choice(["dom", "self"])
    if how == "dom":
        out.append(f"query({name}({', '.join(args)})) :- {dname}(X_q).")
    else:
        args = [f"Q{m}_q" for m in range(n)]
        out.append(f"query({name}({', '.join(args)})) :- {dname}(Q{k}_q).")
    return out, f"query-rule {name}/{n} over {dname} {how}"


def m_evidence_sure(cl, rng, ctx):
    # evidence on a derived atom ProbLog gives 1 (true, or false: inconsistent) or 0
    ans = ctx.get("answers", {})
    sure = [a for a, p in ans.items() if "X" not in a and (p >= 1 - 1e-12 or p <= 1e-12)]
    if not sure:
        return None
    a = rng.choice(sorted(sure))
    value = rng.choice(["true", "false"]) if ans[a] >= 0.5 else "false"
    out = _clauses_src(cl)
    out.append(f"evidence({a}, {value}).")
    return out, f"evidence-sure {a} {value}"


def m_head_arg(cl, rng, ctx):
    # one more fact with a compound, number, negative number, string or list argument
    facts = [i for i, c in enumerate(cl) if (_is_fact(c) or _is_prob_fact(c))
             and (f := functor_of(strip_ws(top_split(c.head, {"::"})[-1]))) and f[1] >= 1]
    if not facts:
        return None
    i = rng.choice(facts)
    c = cl[i]
    parts = top_split(c.head, {"::"})
    name, n, args = functor_of(strip_ws(parts[-1]))
    args = [text(a) for a in args]
    k = rng.randrange(n)
    args[k] = rng.choice([f"g_({args[k]})", "3.5", "-0.5", '"s t"', f"[{args[k]}]", f"{args[k]}-1", "'A b'"])
    prob = text(parts[0]) + "::" if len(parts) == 2 else ""
    out = _clauses_src(cl)
    out.insert(i + 1, f"{prob}{name}({', '.join(args)}).")
    out.append(f"query({name}({', '.join('_' for _ in range(n))})).")
    return out, f"head-arg clause {i + 1} arg {k + 1}"


def m_left_rec(cl, rng, ctx):
    # a recursive clause's recursive call moved first (left recursion: ProbLog tables it)
    cands = []
    for i in _rule_cands(cl):
        f = functor_of(cl[i].head)
        g = cl[i].goals()
        if not f:
            continue
        for j, x in enumerate(g):
            fx = functor_of(x)
            if j > 0 and fx and (fx[0], fx[1]) == (f[0], f[1]):
                cands.append((i, j))
    if not cands:
        return None
    i, j = rng.choice(cands)
    goals = [text(x) for x in cl[i].goals()]
    goals.insert(0, goals.pop(j))
    out = _clauses_src(cl)
    out[i] = _set_body(cl[i], goals)
    return out, f"left-rec clause {i + 1} goal {j + 1}"


def m_neg_cycle(cl, rng, ctx):
    # two predicates defined through each other's negation over a predicate of the program
    sigs = [s for s in signatures(cl) if s[1] <= 1]
    if not sigs:
        return None
    name, n = rng.choice(sigs)
    call = name if n == 0 else f"{name}(X_c)"
    arg = "" if n == 0 else "(X_c)"
    how = rng.choice(["pair", "self", "even"])
    if how == "pair":
        add = [f"nc_a{arg} :- {call}, \\+ nc_b{arg}.", f"nc_b{arg} :- {call}, \\+ nc_a{arg}."]
    elif how == "self":
        add = [f"nc_a{arg} :- {call}, \\+ nc_a{arg}."]
    else:  # stratified through a positive loop: no cycle through negation
        add = [f"nc_a{arg} :- {call}, \\+ nc_b{arg}.", f"nc_b{arg} :- nc_c{arg}.", f"nc_c{arg} :- nc_b{arg}."]
    q = "nc_a" if n == 0 else "nc_a(_)"
    return _clauses_src(cl) + add + [f"query({q})."], f"neg-cycle-{how} over {name}/{n}"


def m_directive(cl, rng, ctx):
    # a directive ProbLog runs as a goal (or a library it loads), before or among the clauses
    d = rng.choice([":- true.", ":- use_module(library(apply)).", ":- X_d is 2 + 3, X_d > 4.",
                    ":- between(1, 3, _).", ":- use_module(library(lists)), use_module(library(apply)).",
                    ":- use_module(library(cut)).", ":- unknown(error).", ":- write(''), nl."])
    # (set_prolog_flag/2, dynamic/1, consult(library(...)) are UnknownClause or CallModeError
    # in ProbLog 2.3, and accepted here: a documented difference)
    out = _clauses_src(cl)
    out.insert(rng.randint(0, len(out)), d)
    return out, f"directive {d}"


MUTATIONS_HUNT21 = {
    "member-facts": m_member_facts,
    "arith-swap": m_arith_swap,
    "forall": m_forall,
    "dup-variant": m_dup_variant,
    "split-fact": m_split_fact,
    "ad-repeat": m_ad_repeat,
    "query-rule": m_query_rule,
    "head-arg": m_head_arg,
    "left-rec": m_left_rec,
    "neg-cycle": m_neg_cycle,
    "directive": m_directive,
}


# t(0.3)::f is ProbLog's tunable probability, which its plain inference refuses (ArithmeticError
# for t(0.3), NonGroundProbabilisticClause for t(_)) and nesylang reads as DeepProbLog does (a
# documented difference): kept out of the sets, in MUTATIONS_EXTRA (--set extra).
MUTATIONS_EXTRA = {"tunable": m_tunable}
MUTATION_SETS = {"extra": MUTATIONS_EXTRA, "hunt17": MUTATIONS, "hunt19": MUTATIONS_HUNT19,
                 "all": {**MUTATIONS, **MUTATIONS_HUNT19}, "hunt21": MUTATIONS_HUNT21,
                 "all21": {**MUTATIONS, **MUTATIONS_HUNT19, **MUTATIONS_HUNT21}}


def mutate(src: str, rng: random.Random, ctx: dict, steps: int = 1, muts: dict | None = None):
    """One mutant of src: `steps` mutations in a row (each picked at random among those that
    apply, from `muts`, hunt17's set by default), or None where none applies. Returns
    (text, [descriptions])."""
    muts = MUTATIONS if muts is None else muts
    done = []
    for _ in range(steps):
        cl = [Clause(t) for t in split_clauses(src)]
        if any(c.weird for c in cl):
            return None
        names = list(muts)
        rng.shuffle(names)
        for name in names:
            r = muts[name](cl, rng, ctx)
            if r is not None:
                src = render(r[0])
                done.append(r[1])
                break
        else:
            return None
    return src, done


# --------------------------------------------------------------------------------------------
# The child: both systems on one file, one JSON line per file.

CHILD = r"""
import io, json, os, signal, sys, contextlib
sys.path.insert(0, {root!r}); sys.path.insert(0, {compat!r})
sys.setrecursionlimit(10000)
import torch; torch.set_num_threads(1)
import test_compat as T
from pathlib import Path
from problog.errors import ProbLogError
from nesylang.errors import NesyError
NESY_T, PL_T = float(sys.argv[1]), float(sys.argv[2])
class Timeout(BaseException):
    pass
def alarm(*_):
    raise Timeout()
signal.signal(signal.SIGALRM, alarm)
out = os.fdopen(os.dup(1), "w")
os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
raw = [{{}}]
_pa = T.problog_answers
def problog_answers(path):
    from problog import get_evaluatable
    from problog.program import PrologFile
    result = get_evaluatable().create_from(PrologFile(str(path)), propagate_evidence=True).evaluate()
    raw[0] = result
    return {{T._from_problog(atom): float(p) for atom, p in result.items()}}
T.problog_answers = problog_answers
def run(system, path, limit):
    signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        if system == "nesy":
            got = T.nesylang_answers(path)
        else:
            got = T.problog_answers(path)
        signal.setitimer(signal.ITIMER_REAL, 0)
        r = {{"answers": {{str(k): v for k, v in got.items()}}, "terms": got}}
        if system == "problog":
            r["raw"] = {{str(k): v for k, v in raw[0].items()}}
        return r
    except Timeout:
        return {{"timeout": True}}
    except RecursionError:
        signal.setitimer(signal.ITIMER_REAL, 0)
        return {{"crash": "RecursionError"}}
    except (ProbLogError, NesyError) as e:
        signal.setitimer(signal.ITIMER_REAL, 0)
        msg = str(e)
        return {{"error": type(e).__name__, "msg": msg[:500]}}
    except Exception as e:
        signal.setitimer(signal.ITIMER_REAL, 0)
        return {{"crash": type(e).__name__, "msg": str(e)[:500]}}
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
for line in sys.stdin:
    path = Path(line.strip())
    r = {{"problog": run("problog", path, PL_T)}}
    if "answers" in r["problog"] or "error" in r["problog"]:
        r["nesy"] = run("nesy", path, NESY_T)
    # the answers compared as terms, as tests/compat does (their printed text can differ)
    a, b = r["problog"].pop("terms", None), r.get("nesy", {{}}).pop("terms", None)
    if a is not None and b is not None:
        r["same_atoms"] = set(a) == set(b)
        r["bad"] = [[str(k), b[k], v] for k, v in a.items() if k in b and abs(b[k] - v) > 1e-9]
        r["only_nesy"] = sorted(str(k) for k in set(b) - set(a))[:6]
        r["only_problog"] = sorted(str(k) for k in set(a) - set(b))[:6]
    out.write(json.dumps(r) + "\n"); out.flush()
"""


class Child:
    def __init__(self, nesy_t: float, pl_t: float):
        self.args = (nesy_t, pl_t)
        self.start()

    def start(self):
        env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONHASHSEED="0")
        code = CHILD.format(root=str(ROOT), compat=str(ROOT / "tests" / "compat"))
        self.p = subprocess.Popen([sys.executable, "-c", code, str(self.args[0]), str(self.args[1])],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
                                  stderr=subprocess.DEVNULL)

    def ask(self, path: Path, hard: float) -> dict | None:
        self.p.stdin.write(str(path) + "\n")
        self.p.stdin.flush()
        ready, _, _ = select.select([self.p.stdout], [], [], hard)
        line = self.p.stdout.readline() if ready else ""
        if not line:
            self.p.kill()
            self.p.wait()
            self.start()
            return None
        return json.loads(line)

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def _kind_of_nesy(msg: str) -> str | None:
    m = re.search(r"ProbLog: ([A-Z][A-Za-z]+)", msg)
    return m.group(1) if m else None


def compare(r: dict) -> tuple[str, str]:
    """(category, detail); category 'agree' or 'skip:...' or a divergence category."""
    pl, ny = r["problog"], r.get("nesy")
    if "timeout" in pl:
        return "skip:problog-timeout", ""
    if "crash" in pl:
        return "skip:problog-crash", pl.get("msg", pl["crash"])
    if ny is None:
        return "skip:no-run", ""
    if "timeout" in ny:
        return "nesy-timeout", ""
    if "crash" in ny:
        return "nesy-crash", f"{ny['crash']}: {ny.get('msg', '')}"
    if "error" in pl and "error" in ny:
        k = _kind_of_nesy(ny["msg"])
        if k and k != pl["error"] and not (k == "GroundingError" or pl["error"] == "GroundingError"):
            return "error-kind", f"ProbLog {pl['error']}: {pl['msg'][:200]} | nesylang: {ny['msg'][:300]}"
        return "agree-error", ""
    if "error" in pl:
        return "only-problog-error", f"{pl['error']}: {pl['msg'][:300]}"
    if "error" in ny:
        return "only-nesy-error", ny["msg"][:400]
    if not r["same_atoms"]:
        return "answers", f"only nesylang: {r['only_nesy']} only ProbLog: {r['only_problog']}"
    if r["bad"]:
        return "probability", "; ".join(f"{k}: nesylang {x!r} ProbLog {y!r}" for k, x, y in r["bad"][:4])
    if not pl["answers"]:
        return "agree-empty", ""
    return "agree", ""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mutants", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--steps", type=int, default=1, help="mutations per mutant (at most)")
    ap.add_argument("--glob", default="*.pl")
    ap.add_argument("--out", default="/tmp/hunt17_out")
    ap.add_argument("--problog-timeout", type=float, default=5.0)
    ap.add_argument("--nesy-timeout", type=float, default=10.0)
    ap.add_argument("--set", choices=sorted(MUTATION_SETS), default="hunt17",
                    help="mutation kinds: hunt17's (the default), hunt19's, hunt21's, all (hunt17 + "
                         "hunt19) or all21 (every kind)")
    ap.add_argument("--keep", action="store_true", help="keep the agreeing mutants too (OUT/agree/)")
    ap.add_argument("--check", nargs="+", metavar="FILE",
                    help="compare these program files only (no mutation) and print each verdict")
    args = ap.parse_args(argv)
    if args.check:
        child = Child(args.nesy_timeout, args.problog_timeout)
        bad = 0
        for f in args.check:
            r = child.ask(Path(f).resolve(), args.problog_timeout + args.nesy_timeout + 30)
            cat, detail = compare(r) if r is not None else ("skip:hard-timeout", "")
            bad += cat != "agree"  # (a corpus program needs answers: test_compat refuses none)
            print(f"{f}: {cat} {detail}")
        child.close()
        return 1 if bad else 0
    out = Path(args.out)
    (out / "mutants").mkdir(parents=True, exist_ok=True)
    (out / "divergent").mkdir(parents=True, exist_ok=True)
    programs = sorted(CORPUS.glob(args.glob))
    rng = random.Random(args.seed)
    order = programs[:]
    rng.shuffle(order)
    child = Child(args.nesy_timeout, args.problog_timeout)
    hard = args.problog_timeout + args.nesy_timeout + 30
    cats: Counter = Counter()
    by_mut: dict[str, Counter] = {}
    answers_cache: dict[str, dict] = {}
    n = 0
    t0 = time.time()
    k = 0
    while n < args.mutants:
        prog = order[k % len(order)]
        k += 1
        src = prog.read_text()
        key = f"{args.seed}:{prog.name}:{k // len(order)}"
        if args.set != "hunt17":
            key += f":{args.set}"
        mrng = random.Random(int(hashlib.sha256(key.encode()).hexdigest()[:16], 16))
        ctx = {}
        if mrng.random() < 0.15:  # evidence on one of ProbLog's answers to the original
            if prog.name not in answers_cache:
                r = child.ask(prog, hard)
                answers_cache[prog.name] = (r or {}).get("problog", {}).get("raw", {})
            ctx["answers"] = answers_cache[prog.name]
            res = None
            cl = [Clause(t) for t in split_clauses(src)]
            if not any(c.weird for c in cl):
                r = (m_evidence if args.set == "hunt17" else
                     mrng.choice([m_evidence, m_evidence_query]) if args.set in ("hunt19", "all", "extra") else
                     mrng.choice([m_evidence, m_evidence_query, m_evidence_sure]))(cl, mrng, ctx)
                if r is not None:
                    res = (render(r[0]), [r[1]])
        else:
            res = mutate(src, mrng, ctx, steps=mrng.randint(1, args.steps),
                         muts=MUTATION_SETS[args.set])
        if res is None:
            continue
        mtext, descs = res
        if mtext.strip() == src.strip():
            continue
        n += 1
        name = f"m{n:05d}_{prog.stem}.pl"
        path = out / "mutants" / name
        path.write_text(f"% {args.set} mutant of {prog.name}: {'; '.join(descs)}\n" + mtext)
        r = child.ask(path, hard)
        if r is None:
            cat, detail = "skip:hard-timeout", ""
        else:
            cat, detail = compare(r)
        cats[cat] += 1
        kind = descs[0].split()[0]
        by_mut.setdefault(kind, Counter())[cat] += 1
        if not cat.startswith(("agree", "skip")):
            path.rename(out / "divergent" / name)
        elif args.keep and cat == "agree":
            (out / "agree").mkdir(exist_ok=True)
            path.rename(out / "agree" / name)
        else:
            path.unlink()
        with open(out / "log.jsonl", "a") as log:
            log.write(json.dumps({"n": n, "program": prog.name, "mutations": descs, "category": cat,
                                  "detail": detail}) + "\n")
        if n % 100 == 0:
            print(f"{n} mutants, {time.time() - t0:.0f} s: {dict(cats)}", file=sys.stderr, flush=True)
    child.close()
    summary = {"mutants": n, "seed": args.seed, "set": args.set, "steps": args.steps, "categories": dict(cats),
               "by_mutation": {k: dict(v) for k, v in sorted(by_mut.items())}}
    (out / "summary.json").write_text(json.dumps(summary, indent=1))
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
