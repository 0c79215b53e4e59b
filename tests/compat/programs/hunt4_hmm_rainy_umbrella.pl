% umbrella world over 6 days
0.5::rain(0).
0.7::rain(T) :- T > 0, T1 is T - 1, rain(T1).
0.3::rain(T) :- T > 0, T1 is T - 1, \+ rain(T1).
0.9::umbrella(T) :- rain(T).
0.2::umbrella(T) :- \+ rain(T).
evidence(umbrella(1)). evidence(umbrella(2)). evidence(umbrella(3), false). evidence(umbrella(5)).
query(rain(3)).
query(rain(6)).
