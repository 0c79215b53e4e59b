% hunt14b: library(aggregate): totals per customer over uncertain orders
:- use_module(library(aggregate)).
0.8::order(ann, 10). 0.6::order(ann, 25). 0.5::order(bob, 7).
order(bob, 3).
0.3::order(cid, 40).
total(C, sum<P>) :- order(C, P).
n_orders(C, N) :- findall(P, order(C, P), L), length(L, N).
biggest(C, max<P>) :- order(C, P).
smallest(C, min<P>) :- order(C, P).
query(total(_, _)).
query(n_orders(ann, _)).
query(biggest(_, _)).
query(smallest(bob, _)).
