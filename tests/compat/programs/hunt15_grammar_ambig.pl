% an ambiguous grammar: prepositional phrase attachment with rule probabilities
0.6::attach(noun) ; 0.4::attach(verb).
s(S) :- np(S, R), vp(R, []).
np([D, N | R], R) :- det(D), noun(N).
np(S, R) :- attach(noun), np_base(S, R1), pp(R1, R).
np_base([D, N | R], R) :- det(D), noun(N).
vp([V | R0], R) :- verb(V), np(R0, R).
vp([V | R0], R) :- attach(verb), verb(V), np_base(R0, R1), pp(R1, R).
pp([P | R0], R) :- prep(P), np_base(R0, R).
det(the). det(a). noun(man). noun(telescope). noun(dog). verb(saw). prep(with).
query(s([the, man, saw, the, dog, with, a, telescope])).
query(s([the, man, saw, the, dog])).
