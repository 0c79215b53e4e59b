% unusual atoms as arguments
e1 :- [] = '[]'.
e3 :- atom([]).
e5 :- atom(';').
e6 :- X = ';', atom(X).
e7 :- atom('!').
query(e1).
query(e3).
query(e5).
query(e6).
query(e7).
