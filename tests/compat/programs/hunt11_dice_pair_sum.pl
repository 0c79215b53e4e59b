% two dice as ADs, sum and comparison with findall over the outcomes
1/6::die(D,1); 1/6::die(D,2); 1/6::die(D,3); 1/6::die(D,4); 1/6::die(D,5); 1/6::die(D,6) :- dice(D).
dice(a). dice(b).
sum(S) :- die(a,X), die(b,Y), S is X+Y.
double :- die(a,X), die(b,X).
higher(a) :- die(a,X), die(b,Y), X > Y.
query(sum(7)).
query(sum(12)).
query(double).
query(higher(a)).
evidence(sum(S)) :- fail.
