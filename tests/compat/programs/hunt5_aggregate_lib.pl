% library(aggregate) heads with sum, max and avg
:- use_module(library(aggregate)).
salary(dept1, 10). salary(dept1, 20). salary(dept2, 30). 0.5::salary(dept2, 50).
total(D, sum<S>) :- salary(D, S).
mean(D, avg<S>) :- salary(D, S).
top(D, max<S>) :- salary(D, S).
query(total(_, _)). query(mean(_, _)). query(top(_, _)).
