% hunt19: a mutant of hunt14i_query_17.pl: query-ad h; evidence-query h false (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
:- use_module(library(lists)).
0.5::obs(1).
0.5::obs(2).
0.5::obs(3).
0.25::h; 0.25::h_other.
0.3::h.
0.9::obs(N) :- h, n(N).
n(1).
n(2).
n(3).
evidence(obs(N), true) :- member(N, [1, 2]).
query(h).
evidence(h, false).
