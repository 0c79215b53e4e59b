% written for this corpus by a find-only hunt (session 22; library(apply) and meta-calls)
% call/N with closures over probabilistic predicates
0.3::risk(low, a). 0.6::risk(high, a). 0.5::risk(low, b).
check(Level, X) :- call(risk, Level, X).
any_high :- G = risk(high), call(G, _).
query(check(L, X)).
query(any_high).
