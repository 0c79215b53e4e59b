% hunt12: the standard order of atoms written quoted and plain (ProbLog compares the quoted name with its quotes)
0.5::name('Zoe'). 0.5::name(amy). 0.5::name('bob'). 0.5::name(carl).
names(S) :- findall(N, name(N), L), sort(L, S).
before(X, Y) :- name(X), name(Y), X @< Y.
query(names(_)).
query(before(_, _)).
