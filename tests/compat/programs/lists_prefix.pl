% prefix/2 enumerates the leading parts of a list.
:- use_module(library(lists)).
word([h, e, l, l, o]).
pre(P) :- word(W), prefix(P, W).
0.5::starts(h).
match :- starts(C), word(W), prefix([C], W).
query(pre(_)). query(match).
