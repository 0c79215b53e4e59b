% birthday puzzle: 4 people, 5 equally likely days; P(some two share)
1/5::bday(P, 1) ; 1/5::bday(P, 2) ; 1/5::bday(P, 3) ; 1/5::bday(P, 4) ; 1/5::bday(P, 5) :- person(P).
person(1). person(2). person(3). person(4).
share :- person(A), person(B), A < B, bday(A, D), bday(B, D).
query(share).
