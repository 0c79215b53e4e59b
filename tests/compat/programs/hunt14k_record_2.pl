% library(record): recorded/3 with references, current_key/1
:- use_module(library(record)).
go(L, K) :- recordz(a, 1), recordz(a, 2, _), recordz(b, x),
            findall(X, recorded(a, X), L), findall(Y, current_key(Y), K).
query(go(_, _)).
