% hunt6 (ProbLog compatibility, 6th hunt): pcfg
0.6::rule(s, [np, vp]); 0.4::rule(s, [vp]).
0.5::word(np, the_dog); 0.5::word(np, a_cat).
0.7::word(vp, runs); 0.3::word(vp, sleeps).
parse(Cat, [W|T], T) :- word(Cat, W).
parse(Cat, L, R) :- rule(Cat, Cats), parse_list(Cats, L, R).
parse_list([], L, L).
parse_list([C|Cs], L, R) :- parse(C, L, M), parse_list(Cs, M, R).
sentence(S) :- parse(s, S, []).
query(sentence([the_dog, runs])). query(sentence([sleeps])). query(sentence([a_cat, a_cat])).
