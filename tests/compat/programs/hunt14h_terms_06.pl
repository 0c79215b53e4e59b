% building goals with =.. and functor, and calling them, over a probabilistic database
0.6::likes(ann, tea). 0.3::likes(bob, tea). 0.8::likes(bob, coffee).
rel(likes).
ask(R, X, Y) :- rel(R), G =.. [R, X, Y], call(G).
query(ask(_, _, _)).
