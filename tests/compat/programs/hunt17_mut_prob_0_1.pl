% hunt17: a mutant (agreeing with ProbLog) of hunt14i_syntax_15.pl: prob-0 clause 4; query-bind clause 7 arg 1
'my pred'(1, 'New York').
'my pred'(2, 'São Paulo').
'my pred'(3, 'it\'s').
0::'big city'('New York').
ok(X) :- 'my pred'(_, X), 'big city'(X).
query('my pred'(_, _)).
query(ok(1)).
