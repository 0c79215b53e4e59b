% atoms: library(string) concat and str2lst name sensors by zone
:- use_module(library(string)).
:- use_module(library(lists)).
zone(north). zone(south).
0.2::fault(Z) :- zone(Z).
sensor_name(Z, N) :- zone(Z), concat([s_, Z], N).
short_name(N) :- sensor_name(_, N), str2lst(N, Cs), length(Cs, L), L < 8.
alarm(N) :- zone(Z), fault(Z), sensor_name(Z, N).
query(sensor_name(Z, N)).
query(short_name(N)).
query(alarm(N)).
