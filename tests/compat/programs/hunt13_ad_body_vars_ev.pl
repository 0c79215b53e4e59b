% an annotated disjunction with body variables and evidence excluding an outcome
color_of(1). color_of(2).
0.3::col(X,red); 0.5::col(X,green); 0.2::col(X,blue) :- color_of(X).
same :- col(1,C), col(2,C).
evidence(col(1,green), false).
query(col(_,_)).
query(same).
