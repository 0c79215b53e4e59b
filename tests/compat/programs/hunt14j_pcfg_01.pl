% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a PCFG over a small English fragment: probability of parsing given sentences
:- use_module(library(lists)).
0.6::s_rule(np_vp); 0.4::s_rule(s_pp).
s(L) :- s_rule(np_vp), append(A, B, L), A \= [], B \= [], np(A), vp(B).
0.5::np_rule(L, det_n); 0.3::np_rule(L, n); 0.2::np_rule(L, det_adj_n) :- true.
np([D, N]) :- np_rule([D, N], det_n), det(D), noun(N).
np([N]) :- np_rule([N], n), noun(N).
np([D, A, N]) :- np_rule([D, A, N], det_adj_n), det(D), adj(A), noun(N).
0.7::vp_rule(L, v_np); 0.3::vp_rule(L, v) :- true.
vp([V|R]) :- vp_rule([V|R], v_np), verb(V), R \= [], np(R).
vp([V]) :- vp_rule([V], v), verb(V).
det(the). det(a).
noun(dog). noun(cat). noun(man). noun(telescope).
adj(old). adj(big).
verb(saw). verb(sleeps). verb(chased).
query(s([the, dog, saw, a, cat])).
query(s([the, old, man, sleeps])).
query(s([dog, chased, the, big, cat])).
query(s([the, dog, the, cat])).
