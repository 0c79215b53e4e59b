% bubble sort steps counted on a random list
:- use_module(library(lists)).
0.5::order(a) ; 0.5::order(b).
list([3, 1, 2]) :- order(a).
list([1, 2, 3]) :- order(b).
bubble(L, S, N) :- swap(L, L1), bubble(L1, S, N0), N is N0 + 1.
bubble(L, L, 0) :- \+ swap(L, _).
swap([X, Y|T], [Y, X|T]) :- X > Y.
swap([Z|T], [Z|T1]) :- \+ (T = [Y|_], Z > Y), swap(T, T1).
swaps(N) :- list(L), bubble(L, _, N).
query(swaps(_)).
