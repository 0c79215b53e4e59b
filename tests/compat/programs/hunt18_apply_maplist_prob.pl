% library(apply): maplist over a list of components, each working independently
:- use_module(library(apply)).
:- use_module(library(lists)).
0.9::ok(disk). 0.95::ok(cpu). 0.8::ok(fan). 0.99::ok(psu).
system_ok(Parts) :- maplist(ok, Parts).
any_fail(Parts) :- member(P, Parts), \+ ok(P).
health(Parts, N) :- include(ok, Parts, Good), length(Good, N).
query(system_ok([disk, cpu, fan, psu])).
query(any_fail([disk, fan])).
query(health([disk, cpu, fan], N)).
