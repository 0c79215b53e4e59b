% epidemics: infection spreads over a contact network for 3 days, evidence on tests of several people
person(p1). person(p2). person(p3). person(p4). person(p5). person(p6).
contact(p1, p2). contact(p2, p3). contact(p3, p4). contact(p4, p5). contact(p2, p5).
meets(X, Y) :- contact(X, Y).
meets(X, Y) :- contact(Y, X).
0.1::infected(P, 0) :- person(P).
infected(P, T) :- between(1, 3, T), T0 is T - 1, infected(P, T0).
0.3::transmits(X, Y, T) :- meets(X, Y), between(1, 3, T).
infected(P, T) :- between(1, 3, T), T0 is T - 1, meets(Q, P), infected(Q, T0), transmits(Q, P, T).
0.95::positive(P) :- infected(P, 3).
0.05::positive(P) :- person(P), \+ infected(P, 3).
evidence(positive(p1), true).
evidence(positive(p4), false).
evidence(positive(p5), true).
query(infected(P, 0)).
query(infected(p3, 3)).
