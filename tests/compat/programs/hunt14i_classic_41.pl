% balanced parentheses recogniser with difference lists
bal(S, S).
bal(['('|S0], S) :- bal(S0, [')'|S1]), bal(S1, S).
ok(L) :- bal(L, []).
query(ok(['(', ')', '(', '(', ')', ')'])).
query(ok(['(', '(', ')'])).
query(ok([])).
