% '[]' as a predicate: `[].` is a fact of the atom [], as in ProbLog, called from rule bodies and queried
0.4::[].
0.5::ok.
q :- [], ok.
r :- \+ [].
s :- '[]'.
query(q). query(r). query(s). query([]).
