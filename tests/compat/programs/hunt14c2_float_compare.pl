% written for this corpus by a find-only hunt (session 22; arithmetic, terms and printing)
% thresholds with floats and integer comparison
0.5::temp(20.5) ; 0.5::temp(21).
0.4::target(21.0) ; 0.6::target(20).
exact :- temp(T), target(G), T =:= G.
above :- temp(T), target(G), T > G.
same_term :- temp(T), target(T).
query(exact).
query(above).
query(same_term).
