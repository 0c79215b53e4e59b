q(X) :- X = a.
q(X) :- X = f(_).
q(X) :- atom(X).
q(_).
query(q(_)).
