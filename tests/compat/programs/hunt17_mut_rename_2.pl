% hunt17: a mutant (agreeing with ProbLog) of hunt16_assert_before.pl: rename r/2 -> member
:- use_module(library(assert)).
member(a, 1).
member(X, 2) :- X = a.
go(L) :- assertz(member(a, 3)), findall(V, member(a, V), L).
query(go(_)).
