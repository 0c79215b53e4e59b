% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Exam results collected per course with the collect operator and a group-by, and collect_list/4 directly
:- use_module(library(collect)).
:- use_module(library(lists)).

course(logic). course(ml).
0.8::passed(ann, logic). 0.6::passed(bob, logic).
0.5::passed(ann, ml). 0.9::passed(cid, ml).

passers(C, L) :- passed(S, C) => C/list(S, L).
n_passers(C, N) :- passers(C, L), length(L, N).
direct(L) :- collect_list(passed(S, logic), S, L).
query(passers(_, _)).
query(n_passers(ml, _)).
query(direct(_)).
