% PCFG with per-position choices (the same nonterminal may expand differently at each position)
0.3::exp(P, s, [a, s, b]); 0.7::exp(P, s, [c]) :- pos(P).
pos(0). pos(1). pos(2). pos(3).
gen(s, P, L, R) :- P < 4, exp(P, s, Body), P1 is P + 1, gen_list(Body, P1, L, R).
gen(a, _, [a|R], R).
gen(b, _, [b|R], R).
gen(c, _, [c|R], R).
gen_list([], _, L, L).
gen_list([X|Xs], P, L, R) :- gen(X, P, L, M), gen_list(Xs, P, M, R).
string(L) :- gen(s, 0, L, []).
query(string([c])).
query(string([a, c, b])).
query(string([a, a, c, b, b])).
