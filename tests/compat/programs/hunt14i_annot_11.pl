% AD with variables only in the body
0.5::pick(X) ; 0.5::skip(X) :- item(X).
item(a). item(b).
both :- pick(a), pick(b).
query(pick(_)).
query(both).
