% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% A directive that prints a small table with write/1 and nl/0 before inference
:- use_module(library(lists)).
item(apple, 3). item(pear, 5).
:- item(N, P), write(N), write(' costs '), write(P), nl, fail ; true.
0.6::buy(apple). 0.3::buy(pear).
spent(S) :- findall(P, (item(N, P), buy(N)), L), sum_list(L, S).
query(spent(_)).
