% nextto/3 over a list whose elements are chosen probabilistically.
:- use_module(library(lists)).
0.5::first(a); 0.5::first(b).
0.3::second(a); 0.7::second(c).
sq([X, Y, a]) :- first(X), second(Y).
pair(X, Y) :- sq(L), nextto(X, Y, L).
query(pair(_, _)).
