% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% a two-state weather Markov chain over 100 days
0.5::weather(0, sun); 0.5::weather(0, rain).
0.8::weather(T, sun); 0.2::weather(T, rain) :- T > 0, T1 is T - 1, weather(T1, sun).
0.4::weather(T, sun); 0.6::weather(T, rain) :- T > 0, T1 is T - 1, weather(T1, rain).
query(weather(100, sun)).
query(weather(50, rain)).
