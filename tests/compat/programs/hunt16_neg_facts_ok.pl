0.7::rain(mon). 0.7::rain(tue).
0.4::\+rain(mon).
\+rain(X) :- X = tue, holiday.
0.5::holiday.
query(rain(mon)). query(rain(tue)).
