% written for this corpus by a find-only hunt (session 23; PRISM/ICL-style switches and choices)
% PRISM's two-state HMM, msw/3 with a time index, string of length 5
values(init, [s0, s1]). values(out(_), [a, b]). values(tr(_), [s0, s1]).
0.9::msw(init, s0, 0); 0.1::msw(init, s1, 0).
0.5::msw(out(s0), a, T); 0.5::msw(out(s0), b, T) :- between(0, 4, T).
0.7::msw(out(s1), a, T); 0.3::msw(out(s1), b, T) :- between(0, 4, T).
0.3::msw(tr(s0), s0, T); 0.7::msw(tr(s0), s1, T) :- between(0, 4, T).
0.6::msw(tr(s1), s0, T); 0.4::msw(tr(s1), s1, T) :- between(0, 4, T).
hmm(L) :- msw(init, S, 0), hmm(0, S, L).
hmm(5, _, []).
hmm(T, S, [C|Cs]) :- T < 5, msw(out(S), C, T), msw(tr(S), Next, T), T1 is T + 1, hmm(T1, Next, Cs).
state_at(T, S) :- msw(init, S0, 0), walk(0, T, S0, S).
walk(T, T, S, S).
walk(T0, T, S0, S) :- T0 < T, msw(tr(S0), S1, T0), T1 is T0 + 1, walk(T1, T, S1, S).
query(hmm([a,b,a,a,b])).
query(hmm([a,a,a,a,a])).
query(state_at(4, _)).
