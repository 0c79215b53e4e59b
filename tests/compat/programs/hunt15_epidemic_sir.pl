% an SIR epidemic over three days on a small contact graph
contact(a, b). contact(b, c). contact(c, d). contact(b, d).
knows(X, Y) :- contact(X, Y). knows(X, Y) :- contact(Y, X).
0.4::transmit(X, Y, T) :- knows(X, Y), between(0, 2, T).
0.3::recover(X, T) :- member(X, [a, b, c, d]), between(1, 3, T).
:- use_module(library(lists)).
infected(a, 0).
infected(Y, T) :- T > 0, T0 is T - 1, infected(Y, T0), \+ recover(Y, T).
infected(Y, T) :- T > 0, T0 is T - 1, infected(X, T0), transmit(X, Y, T0), \+ recover(Y, T).
query(infected(_, 3)).
