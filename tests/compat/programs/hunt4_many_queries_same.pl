0.5::c(I) :- between(1, 8, I).
any :- c(_).
query(c(I)).
query(c(3)).
query(any).
query(c(_)).
