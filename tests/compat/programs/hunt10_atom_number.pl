% hunt10: atom_number building an atom from a number and reading it back (3.0 reads back as 3)
0.5::k(12). 0.5::k(3.5). 0.5::k(3.0). 0.5::k(-4).
n(A) :- k(N), atom_number(A, N).
back(N, M) :- k(N), atom_number(A, N), atom_number(A, M).
bad :- atom_number(abc, _).
query(n(_)). query(back(_, _)). query(bad).
