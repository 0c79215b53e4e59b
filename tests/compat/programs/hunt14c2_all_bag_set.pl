% written for this corpus by a find-only hunt (session 22; findall and aggregates)
% pet owners: sorted sets and counts with findall, sort and length
0.5::owns(ann, cat). 0.4::owns(ann, dog). 0.7::owns(bob, dog). 0.2::owns(bob, fish).
pets(L) :- findall(P, owns(_, P), L0), sort(L0, L).
by_owner(O, L) :- member(O, [ann, bob]), findall(P, owns(O, P), L).
n_pets(N) :- findall(O-P, owns(O, P), L), length(L, N).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(pets(L)).
query(by_owner(O, L)).
query(n_pets(N)).
