% call/N with closures over probabilistic predicates
0.3::likes(ann, X) :- food(X).
0.6::likes(bob, X) :- food(X).
food(pizza). food(soup).
apply_to(G, X) :- call(G, X).
both(G1, G2, X) :- call(G1, X), call(G2, X).
q1 :- apply_to(likes(ann), pizza).
q2 :- both(likes(ann), likes(bob), soup).
q3(F) :- G = food, call(G, F).
q4 :- P = likes, call(P, bob, soup).
query(q1). query(q2). query(q3(F)). query(q4).
