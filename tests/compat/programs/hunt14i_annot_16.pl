% probabilistic rule head sharing a predicate with facts
0.4::rain(mon).
0.7::rain(D) :- cloudy(D).
0.5::cloudy(mon). 0.9::cloudy(tue).
query(rain(mon)).
query(rain(tue)).
