% negative heads whose predicate is called through maplist/2, include/3 and findall/3
:- use_module(library(apply)).
:- use_module(library(lists)).
0.8::ok(a). 0.7::ok(b). 0.9::ok(c).
0.5::\+ok(X) :- noisy(X).
0.3::noisy(a). 0.6::noisy(c).
all_ok :- maplist(ok, [a, b, c]).
count_ok(N) :- findall(X, ok(X), L), length(L, N).
some_ok(L) :- include(ok, [a, c], L).
query(all_ok). query(count_ok(_)). query(some_ok(_)).
