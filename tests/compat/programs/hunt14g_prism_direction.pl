% written for this corpus by a find-only hunt (session 23; PRISM/ICL-style switches and choices)
% PRISM's first example: direction from a coin, and a sum of switch outcomes
0.5::msw(coin, head, I); 0.5::msw(coin, tail, I) :- between(1, 10, I).
direction(I, left) :- msw(coin, head, I).
direction(I, right) :- msw(coin, tail, I).
heads(0, 0).
heads(N, H) :- N > 0, N1 is N - 1, heads(N1, H1), msw(coin, head, N), H is H1 + 1.
heads(N, H) :- N > 0, N1 is N - 1, heads(N1, H), msw(coin, tail, N).
query(direction(3, _)).
query(heads(10, _)).
