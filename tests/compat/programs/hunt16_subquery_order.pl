0.5::likes(ann, X) :- X = tea.
0.4::likes(bob, tea).
q(L) :- findall(P, subquery(likes(P, tea), _), L).
query(q(_)).
