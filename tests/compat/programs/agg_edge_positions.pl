% library(aggregate): the aggregated variable also a group argument, and F<V> inside a term (there it is the term F(V))
:- use_module(library(aggregate)).
0.5::n(1). n(2).
u(X, max<X>) :- n(X).
v(f(count<Y>)) :- n(Y).
query(u(_,_)). query(v(_)).
