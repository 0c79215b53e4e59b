% PRISM-style HMM: values/2 and msw/3 written as annotated disjunctions with a trial id, generating a 3-symbol string
values(init, [s0, s1]).
values(tr(s0), [s0, s1]).
values(tr(s1), [s0, s1]).
values(out(s0), [a, b]).
values(out(s1), [a, b]).
0.6::msw(init, T, s0); 0.4::msw(init, T, s1).
0.7::msw(tr(s0), T, s0); 0.3::msw(tr(s0), T, s1).
0.2::msw(tr(s1), T, s0); 0.8::msw(tr(s1), T, s1).
0.9::msw(out(s0), T, a); 0.1::msw(out(s0), T, b).
0.25::msw(out(s1), T, a); 0.75::msw(out(s1), T, b).
hmm(L) :- msw(init, 0, S), hmm(1, S, L).
hmm(T, _, []) :- T > 3.
hmm(T, S, [O|Os]) :- T =< 3, msw(out(S), T, O), msw(tr(S), T, S2), T2 is T + 1, hmm(T2, S2, Os).
query(hmm([a, a, b])).
query(hmm([b, b, b])).
query(hmm([a, b, a])).
