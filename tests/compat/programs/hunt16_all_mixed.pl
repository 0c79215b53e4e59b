likes(ann, X) :- X = tea.
likes(bob, tea).
0.6::likes(cat, tea).
likes(dan, coffee).
r(L) :- all(P, likes(P, tea), L).
query(r(_)).
