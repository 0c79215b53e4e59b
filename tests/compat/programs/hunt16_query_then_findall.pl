likes(ann, X) :- X = tea.
likes(bob, tea).
0.5::likes(cat, tea).
t(L) :- findall(P, likes(P, tea), L).
query(likes(_, _)).
query(t(_)).
