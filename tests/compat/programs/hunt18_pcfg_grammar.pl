% grammar: a stochastic context-free grammar, probability of a sentence and of its parse
0.7::rule(s, [np, vp]); 0.3::rule(s, [vp]).
0.6::rule(np, [det, n]); 0.4::rule(np, [n]).
0.8::rule(vp, [v, np]); 0.2::rule(vp, [v]).
word(det, the). word(n, dog). word(n, cat). word(v, sees). word(v, runs).
parse(X, [W|R], R) :- word(X, W).
parse(X, L, R) :- rule(X, Body), parse_all(Body, L, R).
parse_all([], L, L).
parse_all([X|Xs], L, R) :- parse(X, L, M), parse_all(Xs, M, R).
sentence(S) :- parse(s, S, []).
query(sentence([the, dog, sees, the, cat])).
query(sentence([dog, runs])).
query(sentence([runs])).
