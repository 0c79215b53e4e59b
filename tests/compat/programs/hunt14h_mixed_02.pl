% building labels with library(string): concat, join and str2lst
:- use_module(library(string)).
:- use_module(library(lists)).
0.6::colour(red). 0.4::colour(green).
label(L) :- colour(C), concat([item_, C], L).
joined(J) :- findall(C, colour(C), Cs), join(", ", Cs, J).
chars(N) :- str2lst("hello", L), length(L, N).
back(S) :- lst2str([h, i], S).
num(N) :- str2int("123", N).
query(label(_)). query(joined(_)). query(chars(_)). query(back(_)). query(num(_)).
