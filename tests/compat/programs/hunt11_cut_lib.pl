% library(cut): indexed cut picks the first applicable rule
:- use_module(library(cut)).
0.4::hot. 0.5::humid.
r(1, storm) :- hot, humid.
r(2, warm) :- hot.
r(3, mild).
weather(W) :- cut(r(W)).
query(weather(_)).
