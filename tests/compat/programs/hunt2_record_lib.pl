% library(record): recorda/recordz/recorded in a deterministic bookkeeping step
:- use_module(library(record)).
fill :- recordz(stock, item(a, 3)), recordz(stock, item(b, 5)), recorda(stock, item(c, 1)).
total(T) :- fill, findall(N, recorded(stock, item(_, N)), L), sum(L, T).
sum([], 0).
sum([X|Xs], S) :- sum(Xs, S0), S is S0 + X.
0.5::open.
available(T) :- open, total(T).
query(available(_)).
