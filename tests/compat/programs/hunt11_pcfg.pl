% probabilistic grammar over a fixed string, difference lists
0.5::s_rule(1); 0.5::s_rule(2).
s(L0, L) :- s_rule(1), np(L0, L1), vp(L1, L).
s(L0, L) :- s_rule(2), vp(L0, L).
0.7::np_rule(det); 0.3::np_rule(name).
np([the, dog|L], L) :- np_rule(det).
np([rex|L], L) :- np_rule(name).
vp([barks|L], L).
query(s([the, dog, barks], [])).
query(s([rex, barks], [])).
query(s([barks], [])).
