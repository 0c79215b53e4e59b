% module-like naming via prefixes and use_module of several libraries together
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
emp(sales, ann, 3000). emp(sales, bob, 2500). emp(it, cid, 4000). emp(it, dan, 3500). emp(hr, eve, 2800).
0.9::stays(ann). 0.8::stays(bob). 0.7::stays(cid). 0.6::stays(dan). 0.95::stays(eve).
payroll(D, sum<S>) :- emp(D, P, S), stays(P).
raise(S, S2) :- S2 is S * 11 // 10.
raised(L) :- findall(S, emp(_, _, S), L0), maplist(raise, L0, L).
query(payroll(D, T)).
query(raised(_)).
