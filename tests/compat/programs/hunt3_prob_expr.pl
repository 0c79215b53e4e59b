% expressions as probabilities
0.5*0.5::x.
1/3::y.
1-0.25::z.
P::w(P) :- member(P, [0.1, 0.2]).
:- use_module(library(lists)).
P::v :- P is 0.2 * 2.
prob(a, 0.7). prob(b, 0.05).
P::item(I) :- prob(I, P).
query(x). query(y). query(z). query(w(_)). query(v). query(item(_)).
