% probabilistic facts with computed probability from a table and evidence
freq(e, 12). freq(t, 9). freq(a, 8). freq(z, 1).
P::common(L) :- freq(L, F), P is F / 12.
both :- common(e), common(t).
evidence(common(a)).
query(both).
query(common(_)).
