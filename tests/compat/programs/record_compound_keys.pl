% library(record) with compound keys (f(a,1) and f(a,2) are two keys; f(a,_) matches neither),
% erase/1 inside a findall over recorded/3, recordz while recorded/2 iterates (not seen)
:- use_module(library(record)).
p :- recordz(f(a, 1), x), recordz(f(a, 2), y), recordz(f(a, 1), z), recorda(f(a, 1), w).
q(L) :- findall(T, recorded(f(a, 1), T), L).
r(L) :- findall(T, recorded(f(a, _), T), L).
k(L) :- findall(K, current_key(K), L).
n :- recordz(n, 1), recordz(n, 2), recordz(n, 3).
e(L) :- findall(X, (recorded(n, X, R), X >= 2, erase(R)), L).
g(L) :- findall(X, (recorded(n, X), recordz(n, 9)), L).
h(L) :- findall(X, recorded(n, X), L).
query(p). query(q(_)). query(r(_)). query(k(_)). query(n). query(e(_)). query(g(_)). query(h(_)).
