% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% urn with replacement: colour of each draw, evidence on first two
balls(red, 3). balls(blue, 2). balls(green, 1).
3/6::draw(N, red) ; 2/6::draw(N, blue) ; 1/6::draw(N, green).
same_colour(N, M) :- draw(N, C), draw(M, C).
all_red(0).
all_red(N) :- N > 0, draw(N, red), N1 is N - 1, all_red(N1).
evidence(same_colour(1, 2), true).
query(draw(1, C)).
query(all_red(3)).
query(same_colour(2, 3)).
