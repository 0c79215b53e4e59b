% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% findall over probabilistic facts with evidence on the aggregate
0.5::rain(D) :- day(D).
day(1). day(2). day(3).
rainy_days(N) :- findall(D, rain(D), L), length(L, N).
wet_week :- rainy_days(N), N >= 2.
evidence(wet_week).
query(rain(_)).
query(rainy_days(_)).
