% hunt10: a probabilistic grammar parsing a fixed sentence with difference lists
0.6::s_rule(1); 0.4::s_rule(2).
0.7::np_rule(N, 1); 0.3::np_rule(N, 2) :- between(1, 2, N).
s(L0, L) :- s_rule(1), np(1, L0, L1), vp(L1, L).
s(L0, L) :- s_rule(2), vp(L0, L).
np(N, [the, dog | L], L) :- np_rule(N, 1).
np(N, [a, cat | L], L) :- np_rule(N, 2).
vp([runs | L], L).
vp([sees | L0], L) :- np(2, L0, L).
parse(S) :- s(S, []).
query(parse([the, dog, runs])).
query(parse([the, dog, sees, a, cat])).
query(parse([runs])).
query(parse([sees, the, dog])).
