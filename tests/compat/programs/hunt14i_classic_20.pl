% probabilistic grammar written with difference lists
0.6::rule(np, det_n) ; 0.4::rule(np, n).
det([the|S], S).
noun([dog|S], S).
np(S0, S) :- rule(np, det_n), det(S0, S1), noun(S1, S).
np(S0, S) :- rule(np, n), noun(S0, S).
query(np([the, dog], [])).
query(np([dog], [])).
