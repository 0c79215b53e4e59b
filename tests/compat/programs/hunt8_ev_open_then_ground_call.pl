% hunt8: the evidence's ground call after its open call of the same atom shares the node: propagation decides w(2,rain) through both
day(1). day(2).
0.3::w(D, sun); 0.5::w(D, rain); 0.2::w(D, snow) :- day(D).
wet(D) :- w(D, rain).
dry(D) :- day(D), \+ wet(D).
any_rain :- w(_, rain).
nice(D) :- day(D), \+ w(D, rain), \+ w(D, snow).
query(any_rain).
query(nice(_)).
evidence(any_rain).
evidence(dry(1)).
