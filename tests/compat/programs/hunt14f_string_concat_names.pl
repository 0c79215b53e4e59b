% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Generating usernames with library(string)'s concat/2 and join/3 from probabilistic name parts
:- use_module(library(string)).
0.6::first(ann); 0.4::first(bea).
0.5::last(lee); 0.5::last(kim).
user(U) :- first(F), last(L), concat([F, '_', L], U).
mail(M) :- user(U), join('@', [U, 'example.org'], M).
nick(N) :- first(F), str2lst(F, Cs), Cs = [C|_], last(L), lst2str([C, L], N).
query(user(_)).
query(mail(_)).
query(nick(_)).
