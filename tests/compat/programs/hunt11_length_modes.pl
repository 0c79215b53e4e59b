% length/2 with a proper list and an integer or unbound length (its other modes are errors in ProbLog)
0.5::p([a, b]). 0.5::p([c]).
len(N) :- p(L), length(L, N).
ok :- p(L), length(L, 2).
query(len(_)).
query(ok).
