% library(aggregate): a negation in the aggregated body, and a rule reasoning on the aggregate
:- use_module(library(aggregate)).
0.3::sick(a). 0.6::sick(b). 0.4::sick(c).
age(a, 30). age(b, 50). age(c, 70).
healthy_avg(avg<A>) :- age(P, A), \+ sick(P).
old_healthy :- healthy_avg(X), X > 45.
query(healthy_avg(_)). query(old_healthy).
