% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a sensor network: the hottest working sensor and the number up, via findall
:- use_module(library(lists)).
sensor(s1, 20). sensor(s2, 22). sensor(s3, 25). sensor(s4, 19). sensor(s5, 30). sensor(s6, 21).
0.9::up(s1). 0.8::up(s2). 0.7::up(s3). 0.95::up(s4). 0.5::up(s5). 0.85::up(s6).
reading(S, V) :- sensor(S, V), up(S).
hot :- findall(V, reading(_, V), L), max_list(L, M), M >= 25.
nup(N) :- findall(S, up(S), L), length(L, N).
query(hot).
query(nup(6)).
query(nup(3)).
