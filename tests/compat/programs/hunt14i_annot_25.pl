% AD with probability expressions
1/6::die(1) ; 1/6::die(2) ; 1/6::die(3) ; 1/6::die(4) ; 1/6::die(5) ; 1/6::die(6).
high :- die(X), X > 4.
query(high).
query(die(3)).
