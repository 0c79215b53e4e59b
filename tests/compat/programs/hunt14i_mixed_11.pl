% flatten a random nested structure and count
:- use_module(library(lists)).
flat([], []).
flat([H|T], F) :- is_list(H), flat(H, A), flat(T, B), append(A, B, F).
flat([H|T], [H|B]) :- \+ is_list(H), flat(T, B).
0.5::nest.
structure([1, [2, 3], [[4]]]) :- nest.
structure([1, 2]) :- \+ nest.
size(N) :- structure(S), flat(S, F), length(F, N).
query(size(_)).
