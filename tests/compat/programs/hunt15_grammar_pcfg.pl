% a probabilistic context-free grammar written by hand with difference lists
0.6::np_rule(det_n); 0.4::np_rule(name).
0.7::vp_rule(v_np); 0.3::vp_rule(v).
s(L0, L) :- np(L0, L1), vp(L1, L).
np(L0, L) :- np_rule(det_n), det(L0, L1), n(L1, L).
np(L0, L) :- np_rule(name), name(L0, L).
vp(L0, L) :- vp_rule(v_np), v(L0, L1), np(L1, L).
vp(L0, L) :- vp_rule(v), v(L0, L).
det([the|L], L). n([dog|L], L). n([cat|L], L). name([rex|L], L). v([sees|L], L). v([runs|L], L).
parses(S) :- s(S, []).
query(parses([the, dog, sees, rex])).
query(parses([rex, runs])).
query(parses([rex, sees, the, cat])).
query(parses([the, cat, runs, rex])).
