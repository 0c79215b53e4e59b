likes(ann, X) :- X = tea.
likes(bob, tea).
0.5::likes(cat, tea).
both(A-B) :- findall(P-D, likes(P, D), A), findall(P, likes(P, tea), B).
query(both(_)).
