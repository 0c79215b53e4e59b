% library(aggregate): aggregate heads with probabilistic facts
:- use_module(library(aggregate)).
0.5::salary(dept1, 100). 0.5::salary(dept1, 200). 0.8::salary(dept2, 300).
total(D, sum<S>) :- salary(D, S).
most(D, max<S>) :- salary(D, S).
query(total(_, _)).
query(most(_, _)).
