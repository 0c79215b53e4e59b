% written for this corpus by a find-only hunt (session 23; NLP toy grammars and taggers)
% A toy probabilistic grammar: sentence probabilities through difference lists and annotated disjunctions
0.6::np_rule(det_n); 0.4::np_rule(name).
0.7::vp_rule(v_np); 0.3::vp_rule(v).
word(det, the). word(n, dog). word(n, cat). word(name, rex). word(v, sees). word(v, sleeps).
s(L0, L) :- np(L0, L1), vp(L1, L).
np([D, N|L], L) :- np_rule(det_n), word(det, D), word(n, N).
np([W|L], L) :- np_rule(name), word(name, W).
vp([V|L0], L) :- vp_rule(v_np), word(v, V), np(L0, L).
vp([V|L], L) :- vp_rule(v), word(v, V).
parses(S) :- s(S, []).
query(parses([the, dog, sees, rex])).
query(parses([rex, sleeps])).
query(parses([the, cat, sleeps])).
