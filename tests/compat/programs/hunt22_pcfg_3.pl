% PCFG with rule choice by annotated disjunction per nonterminal and node id, parse trees returned, a query of all trees of a string
0.6::r(s, I, [np, vp]); 0.4::r(s, I, [vp]).
0.7::r(np, I, [n]); 0.3::r(np, I, [adj, n]).
0.8::r(vp, I, [v]); 0.2::r(vp, I, [v, np]).
lex(n, fish). lex(v, fish). lex(adj, big). lex(n, cats). lex(v, swim).
parse(X, I, [W|R], R, X-W) :- lex(X, W).
parse(X, I, L, R, X-Ts) :- r(X, I, Body), parse_list(Body, I, 1, L, R, Ts).
parse_list([], _, _, L, L, []).
parse_list([X|Xs], I, K, L, R, [T|Ts]) :- parse(X, I-K, L, M, T), K1 is K + 1, parse_list(Xs, I, K1, M, R, Ts).
tree(S, T) :- parse(s, 0, S, [], T).
query(tree([fish, fish], _)).
query(tree([big, cats, swim], _)).
