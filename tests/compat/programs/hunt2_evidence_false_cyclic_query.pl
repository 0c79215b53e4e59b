% an open query on an evidence atom that rests on a cycle is listed (with 0), as problog FILE lists it
person(a). person(b).
friend(a,b). friend(b,a).
0.3::stress(X) :- person(X).
0.2::infl(X,Y) :- person(X), person(Y).
smokes(X) :- stress(X).
smokes(X) :- friend(X,Y), infl(Y,X), smokes(Y).
0.4::asthma(X) :- smokes(X).
evidence(asthma(a), false).
query(asthma(X)).
