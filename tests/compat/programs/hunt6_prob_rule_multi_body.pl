% a probabilistic rule whose body has two proofs
0.5::h :- b(X).
b(1). b(2).
0.5::g :- c(X), X > 0.
0.5::c(1). 0.5::c(2).
query(h). query(g).
