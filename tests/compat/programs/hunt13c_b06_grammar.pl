% written for this corpus by a find-only hunt (session 21; b06_grammar)
0.6::rule(s, [np, vp]); 0.4::rule(s, [vp]).
0.7::rule(np, [det, n]); 0.3::rule(np, [n]).
0.8::rule(vp, [v, np]); 0.2::rule(vp, [v]).
word(det, the). word(det, a). word(n, dog). word(n, cat). word(v, sees). word(v, runs).
0.5::lex(det, the); 0.5::lex(det, a).
0.5::lex(n, dog); 0.5::lex(n, cat).
0.6::lex(v, sees); 0.4::lex(v, runs).
parse(Cat, [W|R], R) :- word(Cat, W), lex(Cat, W).
parse(Cat, In, Out) :- rule(Cat, Body), parse_list(Body, In, Out).
parse_list([], L, L).
parse_list([C|Cs], In, Out) :- parse(C, In, Mid), parse_list(Cs, Mid, Out).
sentence(L) :- parse(s, L, []).
query(sentence([the, dog, sees, a, cat])).
query(sentence([runs])).
query(sentence([dog, runs])).
