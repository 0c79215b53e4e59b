% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Sensor fusion with aggregate heads: count, max, min and a user-defined aggregate over readings
:- use_module(library(lists)).
:- use_module(library(aggregate)).
0.8::reading(s1, room1, 21). 0.6::reading(s2, room1, 23). 0.9::reading(s3, room2, 19).
0.5::reading(s4, room2, 25).
count(L, N) :- length(L, N).
spread(L, S) :- max_list(L, Mx), min_list(L, Mn), S is Mx - Mn.
n_sensors(R, count<S>) :- reading(S, R, _).
hottest(R, max<T>) :- reading(_, R, T).
coolest(R, min<T>) :- reading(_, R, T).
range(R, spread<T>) :- reading(_, R, T).
query(n_sensors(_, _)).
query(hottest(room1, _)).
query(coolest(room2, _)).
query(range(_, _)).
