% atoms and strings builtins: atom_concat, atom_length, sub_atom, atom_chars
name(alice). name(bob). name(carol).
0.5::likes(X) :- name(X).
greeting(G) :- likes(X), G = hello(X).
long(X) :- name(X), X @> bob.
initial(X, C) :- name(X), atom_number(A, 1), C = A.
query(greeting(_)).
query(long(_)).
query(initial(_, _)).
