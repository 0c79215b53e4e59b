% the clause-index order through meta-calls: call/N with a closure and a goal held in a variable
likes(ann, X) :- X = tea.
likes(bob, tea).
t(L) :- findall(P, call(likes, P, tea), L).
u(L) :- G = likes(P, tea), findall(P, G, L).
v(L) :- findall(P, call(likes(P), tea), L).
query(t(_)). query(u(_)). query(v(_)).
