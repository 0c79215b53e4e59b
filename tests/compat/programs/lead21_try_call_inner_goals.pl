% try_call/N fails on an error of its own goal, also inside a findall of it (ProbLog 2.3's bare except)
0.6::a.
r :- a, try_call(X is foo + 1).
s :- a, try_call(atom_length(X, 3)).
t :- a, try_call(undefined_thing).
u(L) :- a, try_call(findall(X, (member(X, [1, 2]), Y is X + a), L)).
query(r). query(s). query(t). query(u(_)).
