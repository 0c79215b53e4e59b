% speed: epidemic spread over a contact network across three time steps, with recovery under negation (was 20x ProbLog)
person(a). person(b). person(c). person(d). person(e).
contact(a, b). contact(b, c). contact(c, d). contact(d, e). contact(b, d). contact(e, a).
contact_sym(X, Y) :- contact(X, Y).
contact_sym(X, Y) :- contact(Y, X).
0.1::infected(0, X) :- person(X).
0.4::transmit(T, X, Y) :- contact_sym(X, Y), between(0, 2, T).
0.2::recover(T, X) :- person(X), between(0, 2, T).
infected(T, Y) :- T > 0, T < 4, T0 is T - 1, infected(T0, Y), \+ recover(T0, Y).
infected(T, Y) :- T > 0, T < 4, T0 is T - 1, contact_sym(X, Y), infected(T0, X), transmit(T0, X, Y).
outbreak(T) :- between(0, 3, T), infected(T, X), infected(T, Y), infected(T, Z), X @< Y, Y @< Z.
query(infected(3, X)).
