% hunt19: a mutant of hunt8_ad_cache_overwritten2.pl: query-ad day(sun); unknown-fail goal (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
:- unknown(fail).
day(1).
day(2).
0.3::w(D, sun); 0.5::w(D, rain); 0.2::w(D, snow) :- day(D).
wet(D) :- w(D, rain).
wet(D) :- w(D, snow).
dry(D) :- day(D), \+ nosuch_5(_), \+ wet(D).
both :- wet(1), wet(2).
any_rain :- w(_, rain).
m(X) :- w(1, X), w(2, X).
query(w(1, _)).
query(dry(_)).
query(wet(_)).
0.5::day(sun); 0.1::day_other(sun).
query(m(_)).
evidence(w(2, sun)).
