% an annotated disjunction whose body collects a list
0.5::vote(a). 0.5::vote(b).
0.6::winner(X); 0.4::winner(none) :- findall(V, vote(V), [X|_]).
query(winner(_)).
