% library(lists): nth0/nth1 lookups and nth0/4 removal in a shelf model where one slot is emptied at random
:- use_module(library(lists)).
shelf([jam, tea, rice, salt]).
0.25::emptied(0); 0.25::emptied(1); 0.25::emptied(2); 0.25::emptied(3).
remaining(L) :- shelf(S), emptied(I), nth0(I, S, _, L).
has(X) :- remaining(L), member(X, L).
third(X) :- remaining(L), nth1(3, L, X).
query(remaining(L)).
query(has(tea)).
query(third(X)).
