% written for this corpus by a find-only hunt (session 23; findall, aggregates and library(collect))
% Orders grouped by customer with library(collect)'s collectgroup/4
:- use_module(library(collect)).
:- use_module(library(lists)).
order(o1, ann, 10). order(o2, ann, 5). order(o3, bob, 7).
0.9::shipped(o1). 0.4::shipped(o2). 0.6::shipped(o3).
grouped(G) :- collectgroup((order(O, C, _), shipped(O)), O, C, G).
query(grouped(_)).
