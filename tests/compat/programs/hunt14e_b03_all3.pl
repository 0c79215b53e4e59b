% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% all/3 and findall/3 over probabilistic facts with evidence
0.6::likes(ann, X) :- food(X).
0.3::likes(bob, X) :- food(X).
food(pizza). food(sushi). food(salad).
menu(P, L) :- person(P), findall(F, likes(P, F), L).
person(ann). person(bob).
common(L) :- all(F, (likes(ann, F), likes(bob, F)), L).
picky(P) :- menu(P, []).
evidence(likes(ann, pizza)).
query(menu(bob, _)).
query(common(_)).
query(picky(_)).
