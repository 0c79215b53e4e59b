% genetics: blood type inheritance with annotated disjunctions in rule heads
person(alice). person(bob). person(carl). person(dana). person(eve). person(fred).
parent(carl, alice). parent(carl, bob).
parent(dana, alice). parent(dana, bob).
parent(eve, carl). parent(eve, ellen).
person(ellen).
parent(fred, dana). parent(fred, george). person(george).
mother(C, M) :- parent(C, M), female(M).
father(C, F) :- parent(C, F), \+ female(F).
female(alice). female(dana). female(ellen). female(eve).
founder(X) :- person(X), \+ parent(X, _).
0.3::mc(X, a); 0.2::mc(X, b); 0.5::mc(X, o) :- founder(X).
0.3::pc(X, a); 0.2::pc(X, b); 0.5::pc(X, o) :- founder(X).
0.5::inh(C, P, m); 0.5::inh(C, P, p) :- parent(C, P).
mc(X, A) :- mother(X, M), inh(X, M, m), mc(M, A).
mc(X, A) :- mother(X, M), inh(X, M, p), pc(M, A).
pc(X, A) :- father(X, F), inh(X, F, m), mc(F, A).
pc(X, A) :- father(X, F), inh(X, F, p), pc(F, A).
bloodtype(X, ab) :- mc(X, a), pc(X, b).
bloodtype(X, ab) :- mc(X, b), pc(X, a).
bloodtype(X, a) :- mc(X, a), \+ pc(X, b).
bloodtype(X, a) :- pc(X, a), \+ mc(X, b).
bloodtype(X, b) :- mc(X, b), \+ pc(X, a).
bloodtype(X, b) :- pc(X, b), \+ mc(X, a).
bloodtype(X, o) :- mc(X, o), pc(X, o).
evidence(bloodtype(carl, ab), true).
query(bloodtype(alice, T)).
query(bloodtype(eve, T)).
query(bloodtype(fred, T)).
query(bloodtype(dana, T)).
