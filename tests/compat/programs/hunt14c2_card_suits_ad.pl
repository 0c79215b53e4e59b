% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% card colour via annotated disjunction, a flush among three draws
0.25::suit(N, hearts) ; 0.25::suit(N, diamonds) ; 0.25::suit(N, clubs) ; 0.25::suit(N, spades).
red(hearts). red(diamonds). black(clubs). black(spades).
colour(N, red) :- suit(N, S), red(S).
colour(N, black) :- suit(N, S), black(S).
flush :- suit(1, S), suit(2, S), suit(3, S).
all_red :- colour(1, red), colour(2, red), colour(3, red).
query(flush).
query(all_red).
query(colour(2, C)).
evidence(colour(1, red)).
