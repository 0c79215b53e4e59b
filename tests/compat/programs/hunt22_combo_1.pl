% combined: a knock-out tournament over probabilistic beats/2 facts, wins through negation, wins counted with findall and length, evidence on a semi-final
:- use_module(library(lists)).
0.6::beats(a, b). 0.7::beats(c, d). 0.5::beats(a, c). 0.4::beats(b, c). 0.55::beats(a, d). 0.5::beats(b, d).
wins(X, Y) :- beats(X, Y).
wins(X, Y) :- Y @< X, \+ beats(Y, X).
semi1(W) :- member(W, [a, b]), member(L, [a, b]), W \== L, wins(W, L).
semi2(W) :- member(W, [c, d]), member(L, [c, d]), W \== L, wins(W, L).
champ(C) :- semi1(A), semi2(B), final(A, B, C).
final(A, B, A) :- A @< B, wins(A, B).
final(A, B, B) :- A @< B, \+ wins(A, B).
nwins(P, N) :- findall(O, beats(P, O), L), length(L, N).
evidence(semi1(a)).
query(champ(_)).
query(nwins(a, _)).
