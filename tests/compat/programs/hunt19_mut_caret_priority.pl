% hunt19: a mutant of caret_priority.pl: aux-split clause 13 at 1; cond-then-else clause 5 goal 1; nest-agg-count clause 7 goal 1 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
a(Y) :- Y is 2^3*2.
b(Y) :- Y is 2^4/2.
c(Y) :- Y is 2^3 mod 3.
d(Y) :- Y is - 2^2.
e(Y) :- ( X = 3, Y is -X^2 ; \+ (X = 3), true ).
f(Y) :- Y is (2^3)*2.
g(Y) :- findall(x_, (Y is 2+3^2-1), L_6x0), length(L_6x0, N_6x0), N_6x0 > 0, Y is 2+3^2-1.
h(Y) :- Y is 2^2^3.
i(T) :- T = (x^y)*z.
j(T) :- T = x^(y*z).
0.5::k(2).
0.5::k(3).
l(Y) :- aux_13(Y, X), Y is -X^2 + X^2*2.
aux_13(Y, X) :- k(X).
query(a(_)).
query(b(_)).
query(c(_)).
query(d(_)).
query(e(_)).
query(f(_)).
query(g(_)).
query(h(_)).
query(i(_)).
query(j(_)).
query(l(_)).
:- use_module(library(lists)).
