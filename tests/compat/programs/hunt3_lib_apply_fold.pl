:- use_module(library(apply)).
:- use_module(library(lists)).
0.5::w(a). 0.5::w(b).
weight(a, 2). weight(b, 3).
add_w(I, A0, A) :- weight(I, W), A is A0 + W.
present(I) :- w(I).
load(T) :- include(present, [a, b], L), foldl(add_w, L, 0, T).
query(load(_)).
