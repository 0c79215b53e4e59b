% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a 2,000-row table built by between/3 joined against itself, one probabilistic fact per class
row(I, C) :- between(1, 2000, I), C is I mod 7.
0.3::broken(C) :- between(0, 6, C).
pair(I, J) :- row(I, C), J is I * 3, J =< 2000, row(J, C).
some_broken_pair :- pair(I, _), I > 1500, row(I, C), broken(C).
count_pairs(N) :- findall(I, pair(I, _), L), length(L, N).
query(some_broken_pair).
query(count_pairs(_)).
