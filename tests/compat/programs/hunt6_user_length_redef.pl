% hunt6 (ProbLog compatibility, 6th hunt): user length redef
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
0.5::el(1). 0.5::el(2).
n(N) :- findall(X, el(X), L), len(L, N).
query(n(_)).
