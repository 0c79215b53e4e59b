% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% negation of a head of the same annotated disjunction, and heads reused in other rules
0.3::w(X, rain); 0.5::w(X, sun); 0.2::w(X, snow) :- day(X).
day(mon). day(tue). day(wed).
dry(X) :- day(X), \+ w(X, rain), \+ w(X, snow).
cold(X) :- w(X, snow).
cold(X) :- w(X, rain), \+ w(X, sun).
picnic(X) :- dry(X), \+ cold(X).
weekend_plan :- picnic(mon), \+ picnic(tue).
query(dry(_)).
query(cold(_)).
query(picnic(_)).
query(weekend_plan).
