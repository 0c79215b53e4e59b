% library(apply) over sensor readings: maplist, foldl, include, exclude, partition
:- use_module(library(apply)).
:- use_module(library(lists)).
readings([3, 7, 1, 9, 4]).
0.8::sensor_ok(I) :- between(1, 5, I).
double(X, Y) :- Y is 2 * X.
big(X) :- X > 4.
add(X, A0, A) :- A is A0 + X.
ok_values(Vs) :- readings(Rs), findall(V, (between(1, 5, I), nth1(I, Rs, V), sensor_ok(I)), Vs).
doubled(Ds) :- readings(Rs), maplist(double, Rs, Ds).
total(T) :- ok_values(Vs), foldl(add, Vs, 0, T).
bigs(B) :- ok_values(Vs), include(big, Vs, B).
smalls(S) :- readings(Rs), exclude(big, Rs, S).
split(I, E) :- readings(Rs), partition(big, Rs, I, E).
alarm :- ok_values(Vs), include(big, Vs, B), length(B, N), N >= 2.
allpos :- readings(Rs), maplist(<(0), Rs).
query(doubled(D)).
query(total(T)).
query(bigs(B)).
query(smalls(S)).
query(split(I, E)).
query(alarm).
query(allpos).
