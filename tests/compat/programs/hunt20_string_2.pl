% library(string) with numbers: concat and join of integers and atoms, lst2str of digits, str2int of a plain atom
:- use_module(library(string)).
0.3::n(12); 0.7::n(34).
code(C) :- n(N), concat([id, N], C).
joined(J) :- n(N), join('/', [N, x, 7], J).
digits(D) :- n(12), lst2str([4, 2], D).
number_of(V) :- str2int(abc, V).
number_of(V) :- n(34), str2int(x, V).
query(code(_)).
query(joined(_)).
query(digits(_)).
