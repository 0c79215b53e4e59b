% quoted unicode atoms in the standard order (ProbLog compares a quoted atom's text with its quotes)
0.5::n('ü'). 0.5::n(zed).
lt(X) :- n(X), X @< 'é'.
s(L) :- sort(['ü', a, 'é', 'Z'], L).
query(lt(_)). query(s(_)).
