% written for this corpus by a find-only hunt (session 23; PRISM/ICL-style switches and choices)
% PRISM-style geometric length: continue with probability 0.8 at each step, up to 50 steps
0.8::msw(cont, I, yes); 0.2::msw(cont, I, no) :- between(0, 49, I).
len(I, I) :- msw(cont, I, no).
len(I, N) :- msw(cont, I, yes), I1 is I + 1, I1 < 50, len(I1, N).
len(N) :- len(0, N).
query(len(_)).
