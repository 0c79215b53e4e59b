% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% lists of compound terms in answers
0.5::trace([step(1, go), step(2, stop)]) ; 0.5::trace([]).
0.5::partial([a|b]) ; 0.5::partial([a, b|c]).
query(trace(T)).
query(partial(P)).
