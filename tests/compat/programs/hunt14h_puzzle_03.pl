% drawing two cards without replacement from a small deck
card(C) :- member(C, [ah, kh, qs, js, tc]).
suit(ah, hearts). suit(kh, hearts). suit(qs, spades). suit(js, spades). suit(tc, clubs).
0.2::first(ah); 0.2::first(kh); 0.2::first(qs); 0.2::first(js); 0.2::first(tc).
0.25::second(X, Y1); 0.25::second(X, Y2); 0.25::second(X, Y3); 0.25::second(X, Y4) :-
    card(X), findall(Y, (card(Y), Y \= X), [Y1, Y2, Y3, Y4]).
hand(A, B) :- first(A), second(A, B).
same_suit :- hand(A, B), suit(A, S), suit(B, S).
has_heart :- hand(A, _), suit(A, hearts).
has_heart :- hand(_, B), suit(B, hearts).
query(same_suit). query(has_heart).
query(hand(ah, _)).
:- use_module(library(lists)).
