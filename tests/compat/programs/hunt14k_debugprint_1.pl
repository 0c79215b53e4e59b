% debugprint/N prints its arguments to stderr; answers unchanged
0.5::x.
q :- x, debugprint(hello, 1, [a]).
query(q).
