% written for this corpus by a find-only hunt (session 22; libraries scope/string/assert)
% labels built with library(string) predicates
:- use_module(library(string)).
0.4::colour(c1, red) ; 0.6::colour(c1, blue).
0.5::colour(c2, red) ; 0.5::colour(c2, blue).
label(C, L) :- colour(C, Col), concat([C, '_', Col], L).
long_name(C) :- colour(C, Col), str2lst(Col, Cs), length(Cs, N), N > 3.
query(label(_, _)).
query(long_name(C)).
