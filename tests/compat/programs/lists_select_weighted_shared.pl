% Two select_weighted/5 calls with the same ID, where one list is the tail of the other.
:- use_module(library(lists)).
long(X) :- select_weighted(k, [1, 1, 1], [a, b, c], X, _).
short(X) :- select_weighted(k, [1, 1], [b, c], X, _).
agree :- long(b), short(b).
query(long(_)). query(short(_)). query(agree).
