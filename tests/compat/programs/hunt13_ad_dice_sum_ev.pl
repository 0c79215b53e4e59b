% two dice as annotated disjunctions; evidence the sum is odd; query each die and the sum
1/6::die(D,1); 1/6::die(D,2); 1/6::die(D,3); 1/6::die(D,4); 1/6::die(D,5); 1/6::die(D,6) :- member(D,[a,b]).
member(X,[X|_]).
member(X,[_|T]) :- member(X,T).
sum(S) :- die(a,A), die(b,B), S is A+B.
odd :- sum(S), S mod 2 =:= 1.
evidence(odd).
query(die(a,_)).
query(sum(_)).
