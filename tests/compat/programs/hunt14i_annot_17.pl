% AD rule with body conditions and shared variables
0.3::weather(D, sun) ; 0.5::weather(D, rain) ; 0.2::weather(D, snow) :- day(D).
day(1). day(2).
0.9::go(D) :- weather(D, sun).
0.4::go(D) :- weather(D, rain).
query(go(_)).
query(weather(1, _)).
