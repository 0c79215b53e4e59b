% generated: rule-bodied annotated disjunction with evidence and open queries in order
day(1). day(2).
0.3::w(D, sun); 0.5::w(D, rain); 0.2::w(D, snow) :- day(D).
wet(D) :- w(D, rain).
wet(D) :- w(D, snow).
dry(D) :- day(D), \+ wet(D).
both :- wet(1), wet(2).
any_rain :- w(_, rain).
m(X) :- w(1, X), w(2, X).
query(both).
query(dry(_)).
query(w(1, _)).
evidence(w(1, sun)). evidence(w(2, snow)).
