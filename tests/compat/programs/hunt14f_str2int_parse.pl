% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Reading noisy digit strings with str2int/2 and str2lst/2 (library(string))
:- use_module(library(string)).
:- use_module(library(lists)).
0.8::reading(m1, "42"); 0.2::reading(m1, "47").
0.6::reading(m2, "13"); 0.4::reading(m2, "18").
value(M, V) :- reading(M, S), str2int(S, V).
total(T) :- value(m1, A), value(m2, B), T is A + B.
digits(M, L) :- reading(M, S), str2lst(S, L).
query(total(_)).
query(digits(m2, _)).
