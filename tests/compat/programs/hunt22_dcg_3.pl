% DCG-style: a digit-string number parser on difference lists that computes the value, with a probabilistic digit and findall over parses
:- use_module(library(lists)).
digits([D|T], T, D) :- member(D, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).
number_([D|T0], T, V) :- digits([D|T0], T1, D), rest(T1, T, D, V).
rest(T, T, V, V).
rest([D|T0], T, Acc, V) :- digits([D|T0], T1, D), A1 is Acc * 10 + D, rest(T1, T, A1, V).
0.4::dig(3); 0.6::dig(7).
val(V) :- dig(D), number_([1, D, 2], [], V).
allparses(L) :- dig(D), findall(V-R, number_([1, D], R, V), L).
query(val(_)).
query(allparses(_)).
