% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Parsing-robustness sample written as a user would: import lists, block comments, spacing around ::, tabs
:- use_module(library(lists), [member/2, sum_list/2]).
:- use_module(library('apply')).
/* A small sensor model.
   % this is not a line comment
   Readings are noisy. */
0.5 :: sensor(s1).	0.25 ::sensor(s2).
0.3::  sensor(s3).% trailing comment
reading(s1, 4). reading(s2, 6). reading(s3, 10).
active(L) :- findall(S, sensor(S), L).
total(T) :- active(L), findall(R, (member(S, L), reading(S, R)), Rs), sum_list(Rs, T).
never :- fail.
also_never :- false.
trivially :- true.
query(total(_)). query(never). query(also_never). query(trivially).
% end without newline
