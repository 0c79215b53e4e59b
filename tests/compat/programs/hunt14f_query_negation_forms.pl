% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Queries written with \+, not and nested negation over a small probabilistic KB
0.6::rain. 0.3::cold.
snow :- rain, cold.
mild :- \+ cold.
query(\+ snow).
query(not(mild)).
both :- rain, cold.
query(\+ both).
