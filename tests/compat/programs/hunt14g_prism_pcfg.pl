% written for this corpus by a find-only hunt (session 23; PRISM/ICL-style switches and choices)
% PRISM's probabilistic context-free grammar with msw/3 choices indexed by position
0.6::msw(s, P, [np, vp]); 0.4::msw(s, P, [vp]) :- between(0, 6, P).
0.5::msw(np, P, [det, n]); 0.3::msw(np, P, [n]); 0.2::msw(np, P, [np, pp]) :- between(0, 6, P).
0.7::msw(vp, P, [v, np]); 0.3::msw(vp, P, [v]) :- between(0, 6, P).
0.9::msw(pp, P, [p, np]) :- between(0, 6, P).
word(det, the). word(det, a). word(n, dog). word(n, cat). word(n, park). word(v, sees). word(v, runs). word(p, in).
parse(Cat, P0, [W|R], R) :- word(Cat, W), P0 >= 0.
parse(Cat, P, L0, L) :- msw(Cat, P, Body), parse_seq(Body, P, L0, L).
parse_seq([], _, L, L).
parse_seq([C|Cs], P, L0, L) :- length(L0, N), N > 0, P1 is P + 1, P1 =< 6, parse(C, P1, L0, L1), parse_seq(Cs, P, L1, L).
sentence(S) :- parse(s, 0, S, []).
query(sentence([the, dog, sees, a, cat])).
query(sentence([runs])).
query(sentence([dog, runs])).
