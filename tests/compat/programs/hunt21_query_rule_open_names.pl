% hunt21: a query/1 rule whose query has no answers lists it with the names ProbLog's engine gives its clause's variables (X3, not X2)
person(ann). person(bob).
0.4::likes(ann, tea).
parent(kid, dad).
drinks(P, D) :- person(P), likes(P, D).
query(parent(P, _)) :- person(P).
query(drinks(P, Q)) :- person(P), person(Z).
query(likes(P, _)) :- person(P).
