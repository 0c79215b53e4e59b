% hunt8: generated: AD with evidence, open queries in order; conjunction stops at an excluded outcome
day(1). day(2).
0.3::w(D, sun); 0.5::w(D, rain); 0.2::w(D, snow) :- day(D).
wet(D) :- w(D, rain).
wet(D) :- w(D, snow).
dry(D) :- day(D), \+ wet(D).
both :- wet(1), wet(2).
any_rain :- w(_, rain).
m(X) :- w(1, X), w(2, X).
query(m(_)).
query(w(2, sun)).
query(w(_, rain)).
query(wet(1)).
evidence(w(1, sun)). evidence(w(2, snow)).
