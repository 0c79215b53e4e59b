% a query/1 asserted by a directive goal (through a rule) and evidence/1 asserted by a directive: ProbLog grounds them with the file's own queries
:- use_module(library(assert)).
0.3::a. 0.6::b.
c :- a; b.
init :- assertz(query(c)), assertz(query(b)).
:- init.
:- assertz(evidence(a)).
query(a).
