% library(string) on strings, atoms and numbers mixed
:- use_module(library(lists)).
:- use_module(library(string)).
0.5::greet(hello). 0.5::greet(hi).
msg(M) :- greet(G), concat([G, ', ', world, '!'], M).
csv(S) :- join(',', [a, 1, b, 2.5], S).
chars(N) :- str2lst(abcdef, L), length(L, N).
query(msg(_)). query(csv(_)). query(chars(_)).
