% a probabilistic rule gets one independent choice per grounding of the whole clause, body-only variables included
b(1). b(2). 0.5::c(1). 0.5::c(2). d(1). d(1).
0.5::a1 :- b(X).
0.5::a2 :- c(X).
0.5::a3 :- d(X).
0.3::x; 0.7::y :- b(X).
both :- x, y.
query(a1). query(a2). query(a3). query(x). query(both).
