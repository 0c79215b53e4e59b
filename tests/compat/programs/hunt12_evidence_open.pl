% hunt12: evidence with an unbound argument (every answer is evidence) and a ground query
0.5::lamp(1). 0.5::lamp(2). 0.6::lamp(3).
lit(X) :- lamp(X), X < 3.
0.7::bright :- lit(_).
evidence(lit(_)).
query(bright).
query(lamp(3)).
