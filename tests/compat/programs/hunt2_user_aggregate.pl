% library(aggregate) with a user-defined aggregate function and groups
:- use_module(library(lists)).
:- use_module(library(aggregate)).
range(L, R) :- max_list(L, Mx), min_list(L, Mn), R is Mx - Mn.
temp(mon, 12). temp(mon, 18). temp(tue, 9). temp(tue, 15). temp(tue, 11).
0.8::reliable(mon, 18). 0.5::reliable(tue, 9).
reliable(mon, 12). reliable(tue, 15). reliable(tue, 11).
spread(D, range<T>) :- temp(D, T), reliable(D, T).
hottest(D, max<T>) :- temp(D, T), reliable(D, T).
query(spread(D, S)). query(hottest(tue, H)).
