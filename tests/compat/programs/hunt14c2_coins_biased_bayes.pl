% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% which coin was picked, given the tosses
0.5::which(fair) ; 0.3::which(biased) ; 0.2::which(twoheaded).
bias(fair, 0.5). bias(biased, 0.8). bias(twoheaded, 1.0).
P::toss_h(N, C) :- bias(C, P).
toss(N, h) :- which(C), toss_h(N, C).
toss(N, t) :- which(C), \+ toss_h(N, C).
tosses([], _).
tosses([X|Xs], N) :- toss(N, X), N1 is N + 1, tosses(Xs, N1).
evidence(tosses([h, h, t, h], 1)).
query(which(C)).
query(toss(5, h)).
