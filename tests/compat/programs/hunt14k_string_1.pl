% library(string): concat, join (empty list), str2lst, lst2str (empty list) over a probabilistic argument
:- use_module(library(string)).
0.5::p(7). 0.5::p(x).
c(S) :- p(X), concat([a, X, "z"], S).
j(S) :- join('-', [], S).
j2(S) :- join(', ', [a, 1, 'b c'], S).
l(L) :- str2lst(hello, L).
ls(S) :- lst2str([], S).

query(c(_)). query(j(_)). query(j2(_)). query(l(_)). query(ls(_)).
