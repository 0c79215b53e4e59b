% evidence/2 produced by a rule over a list of observations
obs(1, true). obs(2, false). obs(3, true).
0.5::hidden.
0.8::sig(T) :- hidden, between(1, 3, T).
0.3::sig(T) :- \+ hidden, between(1, 3, T).
evidence(sig(T), V) :- obs(T, V).
query(hidden).
query(sig(4)).
