% hunt21: a mutant of hunt19_mut_hunt8_ad_cache_overwritten2.pl that agrees with ProbLog (member-facts day/1 nth0; directive :- use_module(library(apply)).)
:- use_module(library(lists)).
:- unknown(fail).
day(X_m) :- nth0(_, [1, 2], X_m).
0.3::w(D, sun); 0.5::w(D, rain); 0.2::w(D, snow) :- day(D).
wet(D) :- w(D, rain).
wet(D) :- w(D, snow).
dry(D) :- day(D), \+ nosuch_5(_), \+ wet(D).
both :- wet(1), wet(2).
any_rain :- w(_, rain).
m(X) :- w(1, X), w(2, X).
query(w(1, _)).
:- use_module(library(apply)).
query(dry(_)).
query(wet(_)).
0.5::day(sun); 0.1::day_other(sun).
query(m(_)).
evidence(w(2, sun)).
