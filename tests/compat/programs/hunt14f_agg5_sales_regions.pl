% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Probabilistic sales database: total expected sales per region with library(aggregate)'s aggregate/5
:- use_module(library(aggregate)).
:- use_module(library(lists)).

region(north). region(south).
store(s1, north). store(s2, north). store(s3, south).
0.9::open(s1). 0.7::open(s2). 0.8::open(s3).
sales(s1, 120). sales(s2, 80). sales(s3, 150).

earned(Region, Amount) :- store(S, Region), open(S), sales(S, Amount).

region_total(R, T) :- aggregate(sum, A, R, earned(R, A), (R, T)).
region_best(R, M) :- aggregate(max, A, R, earned(R, A), (R, M)).

query(region_total(_, _)).
query(region_best(north, _)).
