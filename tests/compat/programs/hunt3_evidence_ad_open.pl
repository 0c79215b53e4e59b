% evidence on one AD outcome, open queries over all outcomes
1/3::pick(red); 1/3::pick(green); 1/3::pick(blue).
0.9::sees(C) :- pick(C).
0.05::sees(C) :- color(C), \+ pick(C).
color(red). color(green). color(blue).
evidence(sees(red)).
evidence(sees(blue), false).
query(pick(_)).
query(sees(_)).
