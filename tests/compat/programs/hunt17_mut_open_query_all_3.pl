% hunt17: a mutant (agreeing with ProbLog) of hunt13c_d11.pl: open-query-all; use_module lists at 4
0.5::a.
0.5::b.
c :- a, b.
evidence(c, false).
:- use_module(library(lists)).
evidence(a, true).
query(b).
query(c).
query(a).
query(a).
query(b).
query(c).
