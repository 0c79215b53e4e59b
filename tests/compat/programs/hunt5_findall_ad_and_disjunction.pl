% findall/3 order and duplicates as in ProbLog: ad and disjunction
:- use_module(library(lists)).
0.3::a(1);0.7::a(2).
0.5::p(X) :- q(X).
q(1). q(2).
0.4::s(X) :- member(X,[1,2]).
t(X) :- call(q,X) ; X = 3.
l(L):-findall(X-Y,(a(X), p(Y)),L).
m(L):-findall(X,(s(X);t(X)),L).
query(l(_)). query(m(_)).
