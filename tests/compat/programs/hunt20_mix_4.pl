% combined: epidemic on a contact graph with cycles, vaccination AD, evidence on infections, negation query
person(p1). person(p2). person(p3). person(p4). person(p5).
contact(p1, p2). contact(p2, p3). contact(p3, p1). contact(p3, p4). contact(p4, p5). contact(p5, p3).
0.6::vacc(P, full); 0.3::vacc(P, none) :- person(P).
0.1::seed(P) :- person(P).
0.5::trans(X, Y) :- contact(X, Y).
0.5::trans(X, Y) :- contact(Y, X).
susceptible(P) :- person(P), \+ vacc(P, full).
infected(P) :- seed(P), susceptible(P).
infected(P) :- trans(Q, P), infected(Q), susceptible(P).
evidence(infected(p3)).
evidence(vacc(p1, full)).
query(infected(_)).
query(\+ infected(p5)).
query(vacc(p3, _)).
