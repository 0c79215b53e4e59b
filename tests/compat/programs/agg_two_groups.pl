% library(aggregate): two group arguments, a body with arithmetic and a comparison
:- use_module(library(aggregate)).
0.6::sale(north, q1, 100). 0.3::sale(north, q1, 50). sale(north, q2, 70).
0.5::sale(south, q1, 30). 0.8::sale(south, q2, 40). 0.9::sale(south, q2, 10).
big(R, Q, sum<V>) :- sale(R, Q, A), A >= 20, V is A * 2.
query(big(_, _, _)).
