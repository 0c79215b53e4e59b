% hunt14b: a program written as a user writes it (libraries, probabilistic facts), checked with problog
:- use_module(library(lists)).
0.6::likes(ann, X) :- member(X, [tea, coffee]).
pair(A, B) :- select(A, [tea, coffee, milk], R), member(B, R), likes(ann, A).
ordered(L) :- permutation([b, a], L), sort(L, L).
rev(R) :- reverse([1, 2, 3], R).
sub(S) :- sum_list([1, 2], S).
query(pair(_, _)).
query(ordered(_)).
query(rev(_)).
query(sub(_)).
