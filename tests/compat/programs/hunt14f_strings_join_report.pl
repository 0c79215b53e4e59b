% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Building report strings with join/3, concat/2 and lst2str/2 (library(string))
:- use_module(library(string)).
:- use_module(library(lists)).
0.6::ok(db). 0.9::ok(web). 0.3::ok(cache).
status(S) :- findall(X, ok(X), L), join(', ', L, S).
headline(H) :- findall(X, ok(X), L), length(L, N), concat(['up: ', N, '/3'], H).
word(W) :- ok(cache), lst2str([c, a, c, h, e], W).
query(status(_)).
query(headline(_)).
query(word(_)).
