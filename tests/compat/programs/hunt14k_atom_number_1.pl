% atom_number/2 on unquoted-derived atoms: round trip through a produced atom, floats and negatives
rt(N) :- atom_number(A, 12), atom_number(A, N).
f(X) :- atom_number(A, 2.5), atom_number(A, X).
ng(X) :- atom_number(A, -3), atom_number(A, X).
query(rt(_)). query(f(_)). query(ng(_)).
