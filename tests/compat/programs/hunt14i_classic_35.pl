% palindromes and reversal with probabilistic letters
:- use_module(library(lists)).
0.5::letter(1, a) ; 0.5::letter(1, b).
0.5::letter(2, a) ; 0.5::letter(2, b).
0.5::letter(3, a) ; 0.5::letter(3, b).
word(W) :- letter(1, A), letter(2, B), letter(3, C), W = [A, B, C].
pal :- word(W), reverse(W, W).
query(pal).
query(word([a, _, a])).
