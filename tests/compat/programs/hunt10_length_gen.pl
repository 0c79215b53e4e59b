% hunt10: length used to generate, with probabilistic elements
:- use_module(library(apply)).
0.5::bit(0). 0.5::bit(1).
word(W) :- length(W, 2), maplist(bit, W).
query(word(_)).
