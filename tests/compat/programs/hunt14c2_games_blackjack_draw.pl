% written for this corpus by a find-only hunt (session 22; games)
% blackjack-like draw: stand at 17 or more, two extra cards at most
1/13::card(N, 1) ; 1/13::card(N, 2) ; 1/13::card(N, 3) ; 1/13::card(N, 4) ; 1/13::card(N, 5) ; 1/13::card(N, 6) ; 1/13::card(N, 7) ; 1/13::card(N, 8) ; 1/13::card(N, 9) ; 4/13::card(N, 10).
hand(0, 12).
hand(N, T) :- N > 0, N =< 2, M is N - 1, hand(M, T0), T0 < 17, card(N, C), T is T0 + C.
hand(N, T) :- N > 0, N =< 2, M is N - 1, hand(M, T), T >= 17.
bust :- hand(2, T), T > 21.
stands_ok :- hand(2, T), T >= 17, T =< 21.
query(bust).
query(stands_ok).
