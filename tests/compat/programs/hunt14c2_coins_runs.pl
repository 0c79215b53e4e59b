% written for this corpus by a find-only hunt (session 22; dice, coins, urns, cards)
% coin tosses collected in a list; longest run of heads
0.6::h(I).
toss(I, h) :- h(I).
toss(I, t) :- \+ h(I).
toss_list(L) :- findall(X, (between(1, 4, I), toss(I, X)), L).
run([], _, B, B).
run([h|T], C, B0, B) :- C1 is C + 1, B1 is max(B0, C1), run(T, C1, B1, B).
run([t|T], _, B0, B) :- run(T, 0, B0, B).
longest(N) :- toss_list(L), run(L, 0, 0, N).
query(longest(N)).
