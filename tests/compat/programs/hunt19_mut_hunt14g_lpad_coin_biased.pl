% hunt19: a mutant of hunt14g_lpad_coin_biased.pl: query-ad biased(c1); cond-then-else clause 6 goal 1; call-n-univ clause 7 goal 2 (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
0.9::fair(C); 0.1::biased(C) :- coin(C).
coin(c1).
coin(c2).
toss(c1).
toss(c2).
0.5::heads(C); 0.5::tails(C) :- ( toss(C), fair(C) ; \+ (toss(C)), true ).
0.6::heads(C); 0.4::tails(C) :- toss(C), G_6x1 =.. [biased, C], call(G_6x1).
both_heads :- heads(c1), heads(c2).
query(heads(_)).
query(tails(_)).
query(both_heads).
query(biased(c1)).
0.5::biased(c1); 0.1::biased_other(c1).
evidence(heads(c1)).
