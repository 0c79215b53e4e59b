% escapes in quoted atoms kept as written
a('tab\there').
a('back\\slash').
a('it\'s').
a('nl\nx').
a('dq\"x').
a("str\tx").
b(X) :- a(X), X \= 'it\'s'.
query(a(_)).
query(b(_)).
