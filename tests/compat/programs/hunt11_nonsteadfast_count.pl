% a counting rule that is not steadfast: findall before its variable is bound; two query forms
0.5::likes(ann, tea). 0.5::likes(ann, coffee). 0.5::likes(bob, tea).
person(ann). person(bob).
n_likes(P, N) :- findall(D, likes(P, D), L), length(L, N), person(P).
query(n_likes(ann, _)).
query(n_likes(_, _)).
