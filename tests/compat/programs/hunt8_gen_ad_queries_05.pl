% hunt8: generated (hunt8 gen9): AD with evidence, negations, findall, several open queries in order
day(1). day(2). day(3).
0.3::w(D, sun); 0.5::w(D, rain); 0.2::w(D, snow) :- day(D).
wet(D) :- w(D, rain).
wet(D) :- w(D, snow).
dry(D) :- day(D), \+ wet(D).
both :- wet(1), wet(2).
any_rain :- w(_, rain).
m(X) :- w(1, X), w(2, X).
m2(X, Y) :- w(1, X), w(2, Y), X \== Y.
cold(D) :- w(D, snow), \+ w(D, sun).
seqw(X) :- w(2, X), w(1, sun).
nice(D) :- day(D), \+ w(D, rain), \+ w(D, snow).
pair(X) :- w(1, X), wet(2).
cnt(N) :- findall(D, wet(D), L), length(L, N).
act(D, walk) :- w(D, sun).
act(D, read) :- wet(D).
tmp(D, T) :- w(D, W), t(W, T).
t(sun, 20). t(rain, 10). t(snow, 0).
query(seqw(_)).
query(tmp(_, _)).
query(w(_, _)).
query(w(_, rain)).
query(w(2, _)).
evidence(w(2, snow), false).
evidence(act(1, walk)).
