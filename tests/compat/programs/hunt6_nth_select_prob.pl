% hunt6 (ProbLog compatibility, 6th hunt): nth select prob
:- use_module(library(lists)).
0.5::pick(I) :- between(0, 2, I).
chosen(X) :- pick(I), nth0(I, [red, green, blue], X).
without(R) :- pick(1), select(green, [red, green, blue], R).
query(chosen(_)). query(without(_)).
