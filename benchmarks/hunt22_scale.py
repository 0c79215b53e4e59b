"""Scaling ProbLog programs for the speed hunt of session 30 (hunt22, issue 14): each kind a
real user writes, at a few sizes, to compare nesylang with ProbLog 2.3 where the work grows.

    python benchmarks/hunt22_scale.py OUTDIR
    python benchmarks/problog_corpus.py ...   # (times tests/compat/programs only; for OUTDIR
                                              # time each file as it does: see benchmarks/README.md)

Kinds: chains of probabilistic edges (ground and open path queries), grids, cycles with chords,
many queries, many evidence atoms, big annotated disjunctions, deep deterministic recursion,
between/3 with arithmetic and findall, findall over many facts, library(lists), library(string),
assert-heavy, rule chains, an HMM with evidence, n-queens, colouring, big fact tables, evidence
chains. Session 30 (load 3-5): nesylang was faster on every one (0.05-0.83x ProbLog's CPU time).
"""
from __future__ import annotations

import os
import sys

D = "."


def w(name: str, text: str) -> None:
    with open(os.path.join(D, name + ".pl"), "w") as f:
        f.write(text)


def chain(n):
    s = "".join(f"0.9::e({i},{i+1}).\n" for i in range(n))
    s += "p(X,Y) :- e(X,Y).\np(X,Y) :- e(X,Z), p(Z,Y).\n"
    s += f"query(p(0,{n})).\n"
    w(f"chain{n}", s)
def chain_open(n):
    s = "".join(f"0.9::e({i},{i+1}).\n" for i in range(n))
    s += "p(X,Y) :- e(X,Y).\np(X,Y) :- e(X,Z), p(Z,Y).\n"
    s += "query(p(0,_)).\n"
    w(f"chainopen{n}", s)
def grid(n):
    s = ""
    for i in range(n):
        for j in range(n):
            if i+1 < n: s += f"0.6::e(n{i}_{j},n{i+1}_{j}).\n"
            if j+1 < n: s += f"0.6::e(n{i}_{j},n{i}_{j+1}).\n"
    s += "p(X,Y) :- e(X,Y).\np(X,Y) :- e(X,Z), p(Z,Y).\n"
    s += f"query(p(n0_0,n{n-1}_{n-1})).\n"
    w(f"grid{n}", s)
def cycle(n):
    s = "".join(f"0.7::e({i},{(i+1)%n}).\n0.3::e({i},{(i+3)%n}).\n" for i in range(n))
    s += "p(X,Y) :- e(X,Y).\np(X,Y) :- e(X,Z), p(Z,Y).\n"
    s += f"query(p(0,{n//2})).\n"
    w(f"cycle{n}", s)
def manyq(n):
    s = "".join(f"0.{(i%9)+1}::f({i}).\n" for i in range(n))
    s += "g(X) :- f(X), \\+ f(Y), Y is X+1.\n".replace("\\+ f(Y), Y is X+1", "Y is X+1, \\+ f(Y)")
    s += "".join(f"query(g({i})).\n" for i in range(n))
    w(f"manyq{n}", s)
def manyev(n):
    s = "0.5::burglary.\n"
    s += "".join(f"0.{(i%9)+1}::noise({i}).\ncalls({i}) :- burglary.\ncalls({i}) :- noise({i}).\n" for i in range(n))
    s += "".join(f"evidence(calls({i}), {'true' if i%3 else 'false'}).\n" for i in range(n))
    s += "query(burglary).\n"
    w(f"manyev{n}", s)
def bigad(n):
    p = 1.0 / (n + 1)
    s = "; ".join(f"{p:.6f}::c({i})" for i in range(n)) + ".\n"
    s += "; ".join(f"{p:.6f}::d({i})" for i in range(n)) + ".\n"
    s += "same :- c(X), d(X).\nbig :- c(X), X > " + str(n//2) + ".\n"
    s += "query(same).\nquery(big).\nquery(c(_)).\n"
    w(f"bigad{n}", s)
def deeprec(n):
    s = f"cnt(0, 0).\ncnt(N, S) :- N > 0, M is N-1, cnt(M, S0), S is S0 + N.\nquery(cnt({n}, _)).\n"
    w(f"deeprec{n}", s)
def between_(n):
    s = ":- use_module(library(lists)).\n" + f"sq(X, Y) :- between(1, {n}, X), Y is X*X mod 7.\nt(S) :- findall(Y, sq(_, Y), L), sum_list(L, S).\nquery(t(_)).\ncnt(C) :- findall(X, (between(1,{n},X), X mod 3 =:= 0), L), length(L, C).\nquery(cnt(_)).\n"
    w(f"between{n}", s)
def findall_big(n):
    s = ":- use_module(library(lists)).\n" + "".join(f"v({(i*37)%101}).\n" for i in range(n))
    s += "t(S, M, L2) :- findall(X, v(X), L), sum_list(L, S), max_list(L, M), sort(L, Srt), length(Srt, L2).\nquery(t(_,_,_)).\n"
    w(f"findall{n}", s)
def lists_(n):
    s = ":- use_module(library(lists)).\n"
    s += "mk(N, L) :- findall(X, between(1, N, X), L).\n"
    s += f"r(S) :- mk({n}, L), reverse(L, R), append(A, [_|B], R), length(A, {n//2}), sort(B, Bs), last(Bs, S).\n"
    s += f"n(X) :- mk({n}, L), nth1({n//3}, L, X).\n"
    s += "perm(C) :- findall(P, permutation([1,2,3,4,5,6], P), Ps), length(Ps, C).\n"
    s += "query(r(_)).\nquery(n(_)).\nquery(perm(_)).\n"
    w(f"lists{n}", s)
def strings(n):
    s = ":- use_module(library(lists)).\n:- use_module(library(string)).\n"
    s += f"w(I, A) :- between(1, {n}, I), concat([item_, I], A).\n"
    s += "t(C) :- findall(L, (w(_, A), str2lst(A, Cs), length(Cs, L)), Ls), sum_list(Ls, C).\n"
    s += "u(C) :- findall(A, (w(_, A), str2lst(A, Cs), last(Cs, '5')), As), length(As, C).\n"
    s += "query(t(_)).\nquery(u(_)).\n"
    w(f"strings{n}", s)


def assertheavy(n):
    s = ":- use_module(library(lists)).\n:- use_module(library(assert)).\n"
    s += "fill(N) :- N > 0, assertz(k(N)), M is N-1, fill(M).\nfill(0).\n"
    s += f"t(S) :- fill({n}), findall(X, k(X), L), sum_list(L, S).\nquery(t(_)).\n"
    w(f"assert{n}", s)
def manyrules(n):
    s = "0.5::base.\n"
    s += "".join(f"r{i} :- r{i-1}.\n" if i else "r0 :- base.\n" for i in range(n))
    s += "".join(f"0.3::x{i}.\ny{i} :- x{i}, r{i}.\n" for i in range(n))
    s += "".join(f"query(y{i}).\n" for i in range(0, n, 5))
    w(f"manyrules{n}", s)
def hmm(n):
    s = "0.5::w(0, sun); 0.5::w(0, rain).\n"
    s += "0.7::w(T, sun); 0.3::w(T, rain) :- T > 0, P is T-1, w(P, sun).\n"
    s += "0.4::w(T, sun); 0.6::w(T, rain) :- T > 0, P is T-1, w(P, rain).\n"
    s += "0.9::o(T, dry); 0.1::o(T, wet) :- w(T, sun).\n0.2::o(T, dry); 0.8::o(T, wet) :- w(T, rain).\n"
    s += "".join(f"evidence(o({t}, {'wet' if t%3==0 else 'dry'})).\n" for t in range(n))
    s += f"query(w({n-1}, sun)).\n"
    w(f"hmm{n}", s)
def queens(n):
    s = ":- use_module(library(lists)).\n"
    s += f"""queens(N, Qs) :- numlist(1, N, Ns), permutation(Ns, Qs), safe(Qs).
safe([]).
safe([Q|Qs]) :- noattack(Q, Qs, 1), safe(Qs).
noattack(_, [], _).
noattack(Q, [Q1|Qs], D) :- Q =\\= Q1 + D, Q =\\= Q1 - D, D1 is D+1, noattack(Q, Qs, D1).
cnt(C) :- findall(Q, queens({n}, Q), L), length(L, C).
query(cnt(_)).
"""
    w(f"queens{n}", s)
def color(n):
    s = "".join(f"1/3::col(v{i}, red); 1/3::col(v{i}, green); 1/3::col(v{i}, blue).\n" for i in range(n))
    s += "".join(f"edge(v{i}, v{i+1}).\n" for i in range(n-1)) + f"edge(v0, v{n-1}).\n"
    s += "conflict :- edge(A, B), col(A, C), col(B, C).\nquery(conflict).\n"
    w(f"color{n}", s)

def bigfacts(n):
    s = "".join(f"0.{(i%9)+1}::f({i}, a{i%7}, 'Q{i}').\n" for i in range(n)) + "g :- f(3, _, _).\nquery(g).\n"
    w(f"bigfacts{n}", s)
def detfacts(n):
    s = "".join(f"edge(n{i}, n{(i*7+3)%n}, {i%13}).\n" for i in range(n)) + "g(X) :- edge(n1, X, _).\nquery(g(_)).\n"
    w(f"detfacts{n}", s)
def evchain(n):
    s = "".join(f"0.3::a{i}.\n" for i in range(n))
    s += "".join(f"b{i} :- a{i}.\nb{i} :- a{i+1}.\n" for i in range(n-1))
    s += "".join(f"evidence(b{i}).\n" for i in range(n-1))
    s += f"query(a0).\nquery(a{n-1}).\n"
    w(f"evchain{n}", s)


def main() -> None:
    global D
    D = sys.argv[1] if len(sys.argv) > 1 else "hunt22_scale"
    os.makedirs(D, exist_ok=True)
    for n in (30, 100, 300):
        chain(n)
    for n in (30, 100):
        chain_open(n)
    for n in (3, 4, 5):
        grid(n)
    for n in (10, 20):
        cycle(n)
    for n in (100, 400):
        manyq(n)
    for n in (30, 100, 300, 1000):
        manyev(n)
    for n in (20, 100):
        bigad(n)
    for n in (300, 1000):
        deeprec(n)
    for n in (1000, 5000):
        between_(n)
    for n in (300, 2000):
        findall_big(n)
    for n in (100, 1000):
        lists_(n)
    for n in (200, 1000):
        strings(n)
    for n in (100, 500):
        assertheavy(n)
    for n in (50, 300, 1000):
        manyrules(n)
    for n in (10,):
        hmm(n)
    for n in (5, 6):
        queens(n)
    for n in (6, 10):
        color(n)
    for n in (1000, 5000):
        bigfacts(n)
        detfacts(n)
    for n in (30, 100, 300):
        evchain(n)
    print(f"programs written to {D}")


if __name__ == "__main__":
    main()
