% infection spreading over three rounds among six people
person(P) :- member(P, [a, b, c, d, e, f]).
contact(a, b). contact(b, c). contact(c, d). contact(d, e). contact(e, f). contact(a, c). contact(b, e).
touch(X, Y) :- contact(X, Y).
touch(X, Y) :- contact(Y, X).
infected(P, 0) :- patient_zero(P).
0.5::patient_zero(a); 0.5::patient_zero(d).
infected(P, T) :- T > 0, T1 is T - 1, infected(P, T1).
infected(P, T) :- T > 0, T1 is T - 1, touch(Q, P), infected(Q, T1), transmit(Q, P, T).
0.4::transmit(Q, P, T) :- person(Q), person(P), between(1, 3, T).
evidence(infected(f, 3), false).
query(infected(P, 3)) :- person(P).
:- use_module(library(lists)).
