% hunt26: str2lst/2 takes an atom written quoted with its quotes, as ProbLog 2.3's (its own test_string expects them); also quoted names from functor/3 and compare/3, and lengths that count the quotes
:- use_module(library(string)).
0.6::word('x y'); 0.4::word(ab).
chars(L) :- word(W), str2lst(W, L).
size(N) :- word(W), str2lst(W, L), length(L, N).
op_chars(L) :- functor(a-b, F, _), str2lst(F, L).
order_chars(L) :- compare(O, 1, 2), str2lst(O, L).
upper(L) :- str2lst('Up', L).
from_string(L) :- str2lst("s t", L).
query(chars(_)).
query(size(_)).
query(op_chars(_)).
query(order_chars(_)).
query(upper(_)).
query(from_string(_)).
