% PCFG: a small grammar with probabilistic productions, parse probability of strings as lists
0.6::rule(s, [np, vp]); 0.4::rule(s, [vp]).
0.5::rule(np, [det, n]); 0.5::rule(np, [n]).
0.7::rule(vp, [v, np]); 0.3::rule(vp, [v]).
word(det, the). word(n, dog). word(n, cat). word(v, sees). word(v, runs).
parse(S, L) :- parse(S, L, []).
parse(Cat, [W|R], R) :- word(Cat, W).
parse(Cat, L, R) :- rule(Cat, Body), parse_list(Body, L, R).
parse_list([], L, L).
parse_list([C|Cs], L, R) :- parse(C, L, M), parse_list(Cs, M, R).
query(parse(s, [the, dog, sees, cat])).
query(parse(s, [runs])).
query(parse(s, [dog, runs])).
