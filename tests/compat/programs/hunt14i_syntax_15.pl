% quoted atom predicate names and arguments
'my pred'(1, 'New York').
'my pred'(2, 'São Paulo').
'my pred'(3, 'it\'s').
0.5::'big city'('New York').
ok(X) :- 'my pred'(_, X), 'big city'(X).
query('my pred'(_, _)).
query(ok(_)).
