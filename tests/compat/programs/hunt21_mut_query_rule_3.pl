% hunt21: a mutant of hunt19_mut_hunt7_gen_ad2_24.pl that agrees with ProbLog (query-rule likes/2 over person dom; query-rule odd/1 over person self)
person(ann).
person(bob).
0.2462::col(X,red); 0.1231::col(X,green); 0.1231::col(X,blue); 0.3077::col(X,white) :- person(X).
0.9::likes(X, Y) :- person(X), person(Y), X \== Y.
match(X,Y) :- likes(X,Y), col(X,C), not(warm(C)), col(Y,C).
warm(X) :- col(X, red).
warm(X) :- col(X, blue), \+ col(X, red).
odd(X) :- person(X), \+ (col(X, red) ; col(X, green)).
lonely(X) :- call(person, X), \+ (likes(X, Y), col(Y, red)).
0.7::gift(X, C) :- col(X, C), C \== red.
query(gift(_,_)).
0.5::likes(white, warm); 0.1::likes_other(white, warm).
query(match(_,_)).
query(col(_,_)).
query(likes(_,_)).
evidence(warm(bob)).
evidence(col(ann, red)).
query(likes(X_q, _)) :- person(X_q).
query(odd(Q0_q)) :- person(Q0_q).
