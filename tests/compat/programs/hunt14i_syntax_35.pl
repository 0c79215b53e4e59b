% quoted functors with operators and spaces
'+'(a, b).
'hello world'(x).
'Upper'(y).
p(X) :- '+'(X, _).
q(X) :- 'hello world'(X).
r(X) :- 'Upper'(X).
query(p(_)). query(q(_)). query(r(_)).
