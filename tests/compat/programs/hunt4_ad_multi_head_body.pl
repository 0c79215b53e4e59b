0.3::weather(sun); 0.5::weather(cloud); 0.2::weather(rain).
0.9::mood(good); 0.1::mood(bad) :- weather(sun).
0.5::mood(good); 0.5::mood(bad) :- weather(cloud).
0.2::mood(good); 0.7::mood(bad) :- weather(rain).
out :- mood(good), \+ weather(rain).
query(mood(M)).
query(out).
evidence(mood(bad)).
query(weather(W)).
