% written for this corpus by a find-only hunt (session 25; medium-to-large models, deterministic heavy lifting)
% a PCFG generating balanced strings: S -> a S b | S S | eps, depth-bounded, length 6
:- use_module(library(lists)).
0.4::rule(D, P, ab); 0.3::rule(D, P, ss); 0.3::rule(D, P, eps) :- true.
gen(D, _, []) :- D =< 0.
gen(D, P, L) :- D > 0, rule(D, P, eps), L = [].
gen(D, P, L) :- D > 0, rule(D, P, ab), D1 is D - 1, gen(D1, [a|P], M), append([a|M], [b], L).
gen(D, P, L) :- D > 0, rule(D, P, ss), D1 is D - 1, gen(D1, [l|P], X), gen(D1, [r|P], Y), append(X, Y, L).
len_is(N) :- gen(3, [], L), length(L, N).
query(len_is(0)).
query(len_is(2)).
query(len_is(4)).
query(len_is(6)).
query(gen(3, [], [a, b, a, b])).
