% hunt9: comp prob2 (ninth hunt: meta-calls, libraries, evidence forms, syntax, tabling)
P::h(K) :- between(1, 3, K), P is 0.1*K.
query(h(_)).
