% library(aggregate) with library(scope): a scoped aggregate head
:- use_module(library(lists)).
:- use_module(library(aggregate)).
:- use_module(library(scope)).
0.5::s1:val(a, 1). s1:val(a, 3). 0.4::s1:val(b, 2).
s1:tot(G, sum<X>) :- s1:val(G, X).
query(s1:tot(_, _)).
