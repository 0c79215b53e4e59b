% children listed by findall when parent/2 mixes facts and a rule with a variable argument (ProbLog's clause index order)
0.9::parent(ann, bob).
0.7::parent(X, Y) :- adopted(Y, X).
0.8::parent(ann, cid).
adopted(dan, ann).
adopted(eve, ann).
kids(P, L) :- findall(C, parent(P, C), L).
query(kids(ann, _)).
