% hunt19: a mutant of hunt15_ad_shared_vars.pl: evidence-query both_park false; cond-then-else clause 7 goal 1; unknown-fail plain (seed 1903, --set hunt19 --steps 3) that agrees with ProbLog, kept as a regression program
:- unknown(fail).
weather(d1).
weather(d2).
0.6::w(D, sun); 0.3::w(D, rain); 0.1::w(D, snow) :- weather(D).
0.9::go(D, park); 0.1::go(D, home) :- w(D, sun).
0.2::go(D, park); 0.8::go(D, home) :- w(D, rain).
go(D, home) :- w(D, snow).
both_park :- ( go(d1, park), go(d2, park) ; \+ (go(d1, park)), true ).
query(go(_, _)).
query(both_park).
evidence(both_park, false).
