% library(record): recorda/recordz (first / last), recorded/2,3 in order, erase/1 by reference,
% current_key/1; they act in grounding order, whatever the world (u records in every world)
:- use_module(library(record)).
0.3::a.
p :- recordz(k, f(1)), recordz(k, f(2)), recorda(k, f(0)).
q(L) :- findall(X, recorded(k, X), L).
r(N) :- recordz(j, g(_, 2), _), recorded(j, g(Y, N)), var(Y).
s(L) :- recorded(k, f(1), R), erase(R), findall(X, recorded(k, X), L).
t(L) :- findall(K, current_key(K), L).
u :- a, recordz(m, 1).
v(L) :- findall(X, recorded(m, X), L).
w :- recorded(nokey, _).
query(p). query(q(_)). query(r(_)). query(s(_)). query(t(_)). query(u). query(v(_)). query(w).
