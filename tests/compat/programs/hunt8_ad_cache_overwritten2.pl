% hunt8: an open call's answers replace ProbLog's cache entry of a ground call (failed at first making): a later hit gets the node
day(1). day(2).
0.3::w(D, sun); 0.5::w(D, rain); 0.2::w(D, snow) :- day(D).
wet(D) :- w(D, rain).
wet(D) :- w(D, snow).
dry(D) :- day(D), \+ wet(D).
both :- wet(1), wet(2).
any_rain :- w(_, rain).
m(X) :- w(1, X), w(2, X).
query(w(1, _)).
query(dry(_)).
query(wet(_)).
query(m(_)).
evidence(w(2, sun)).
