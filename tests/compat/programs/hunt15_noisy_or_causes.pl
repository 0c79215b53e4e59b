% noisy-or over causes listed in a table, with a leak and negated evidence
cause(smoking, 0.3, 0.4). cause(asbestos, 0.1, 0.6). cause(genes, 0.05, 0.5). cause(pollution, 0.5, 0.1).
P::present(C) :- cause(C, P, _).
Q::triggers(C) :- cause(C, _, Q).
0.01::leak.
cancer :- present(C), triggers(C).
cancer :- leak.
evidence(present(pollution), true).
query(cancer). query(present(_)).
