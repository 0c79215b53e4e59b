% query/1 given by a rule over a domain
0.3::win(1). 0.5::win(2). 0.7::win(3).
query(win(X)) :- between(1, 3, X), X =\= 2.
query(lose(X)) :- between(2, 3, X).
lose(X) :- \+ win(X).
