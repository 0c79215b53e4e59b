% 0.0 and 1.0 probabilities in facts and ADs
0.0::never. 1.0::always.
0.0::a(1); 1.0::a(2).
0.5::b(X); 0.0::c(X); 0.5::d(X) :- member(X, [x, y]).
:- use_module(library(lists)).
e :- never. f :- always.
g :- \+ never. h :- \+ always.
query(never). query(always). query(a(_)). query(b(_)). query(c(_)). query(d(_)).
query(e). query(f). query(g). query(h).
