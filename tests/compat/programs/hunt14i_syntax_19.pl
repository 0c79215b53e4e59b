% clause spanning many lines
0.3
  ::
  edge(
    a,
    b
  ).
0.6::edge(b,
          c).
path(X,
     Y) :-
    edge(X,
         Y).
path(X, Y) :-
    edge(X, Z),
    path(Z,
         Y).
query(
  path(a, c)
).
