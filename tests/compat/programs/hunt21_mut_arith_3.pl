% hunt21: a mutant of hunt19_mut_hunt14g_ss_subset_sum.pl that agrees with ProbLog (arith-flip clause 16 goal 2)
0.5::in_purse(1).
0.4::in_purse(2).
0.3::in_purse(5).
0.6::in_purse(10).
0.2::in_purse(20).
0.5::in_purse(50).
0.1::in_purse(100).
0.3::in_purse(200).
0.7::in_purse(3).
0.5::in_purse(7).
coins([1, 2, 3, 5, 7, 10, 20, 50, 100, 200]).
purse_sum([], 0).
purse_sum([C|Cs], S) :- in_purse(C), purse_sum(Cs, S0), S is S0 + C.
purse_sum([C|Cs], S) :- findall(x_, (\+ in_purse(C)), L_13x0), length(L_13x0, N_13x0), N_13x0 > 0, \+ in_purse(C), purse_sum(Cs, S).
total(S) :- coins(L), purse_sum(L, S).
rich :- total(S), 250 =< S.
query(rich).
query(total(0)).
query(total(17)).
query(total(393)).
0.3::rich; 0.2::rich_other.
evidence(total(0), false).
:- use_module(library(lists)).
