% written for this corpus by a find-only hunt (session 22; PCFG parsing)
% small PCFG: probability that a sentence is generated
0.6::rule(s, [np, vp]) ; 0.4::rule(s, [vp]).
0.5::rule(np, [det, n]) ; 0.3::rule(np, [n]) ; 0.2::rule(np, [np, pp]).
0.7::rule(vp, [v, np]) ; 0.3::rule(vp, [v]).
0.5::word(det, the) ; 0.5::word(det, a).
0.6::word(n, dog) ; 0.4::word(n, cat).
0.8::word(v, sees) ; 0.2::word(v, runs).
terminal(det). terminal(n). terminal(v).
parse(C, [W|T], T) :- terminal(C), word(C, W).
parse(C, L, R) :- \+ terminal(C), C \= pp, rule(C, Body), parse_list(Body, L, R).
parse_list([], L, L).
parse_list([C|Cs], L, R) :- parse(C, L, M), parse_list(Cs, M, R).
sentence(S) :- parse(s, S, []).
query(sentence([the, dog, sees, a, cat])).
query(sentence([dog, runs])).
query(sentence([runs])).
